"""Game configuration and the setup dialog's contract (``setup_spec`` / ``make_config``).

A config is ``{"players": 2..4, "seats": ["human" | "bot:<name>", ...],
"house_rules": {gap id: value}, "options": {"round_limit": int}}``. The round limit is a
software safeguard, not a rule: after that many rounds without a Philosophers' Stone the
game ends and the Game End tie-breakers decide (0 = no limit).
"""

from __future__ import annotations

from typing import Any

from ...engine.houserules import setup_entries
from ...engine.messages import N_, Msg
from .content import load_content
from .rules import check_house_rules

C = "magnum-opus"
CC = "content:magnum-opus"
DEFAULT_ROUND_LIMIT = 150
BOT_NAMES = ("random", "default")


def setup_spec() -> dict[str, Any]:
    content = load_content()
    rules = setup_entries(content.house_rules.rules, CC)
    players = content.setup.players
    return {
        "seats": {"min": players.min, "max": players.max,
                  "label": Msg(N_(C, "Alchemist {n}"), C)},
        "bots": {"random": Msg(N_(C, "Random (plays any legal move)"), C),
                 "default": Msg(N_(C, "Alchemist (plans transmutations)"), C)},
        "house_rules": rules,
        "options": [{"id": "round_limit", "title": Msg(N_(C, "Round limit"), C),
                     "description": Msg(N_(C, "End the game after this many rounds if nobody "
                                              "has made the Philosophers' Stone; the "
                                              "tie-breakers decide. 0 means no limit."), C),
                     "type": "int", "default": DEFAULT_ROUND_LIMIT, "min": 0, "max": 1000}],
    }


def make_config(seats: list[str], house_rules: dict[str, Any] | None = None,
                options: dict[str, Any] | None = None) -> dict[str, Any]:
    config = {"players": len(seats), "seats": list(seats),
              "house_rules": dict(house_rules or {}),
              "options": {"round_limit": DEFAULT_ROUND_LIMIT, **(options or {})}}
    return validate_config(config)


def default_config(**options: Any) -> dict[str, Any]:
    players = int(options.pop("players", 2))
    seats = options.pop("seats", None) or ["human"] + ["bot:default"] * (players - 1)
    house = options.pop("house_rules", None) or {}
    return make_config(list(seats), house, options)


def validate_config(config: Any) -> dict[str, Any]:
    """A complete, checked copy of ``config``; ValueError naming the problem otherwise."""
    if not isinstance(config, dict):
        raise ValueError("config must be an object")
    content = load_content()
    lo, hi = content.setup.players.min, content.setup.players.max
    players = config.get("players")
    seats = config.get("seats")
    if seats is None and isinstance(players, int):
        seats = ["human"] * players
    if not isinstance(seats, list):
        raise ValueError("config.seats must be a list")
    if players is None:
        players = len(seats)
    if isinstance(players, bool) or not isinstance(players, int) or not lo <= players <= hi:
        raise ValueError(f"config.players must be a whole number from {lo} to {hi}")
    if len(seats) != players:
        raise ValueError(f"config.seats names {len(seats)} seats for {players} players")
    for i, seat in enumerate(seats):
        if seat == "human":
            continue
        if not isinstance(seat, str) or not seat.startswith("bot:") \
                or seat[4:] not in BOT_NAMES:
            raise ValueError(f"config.seats[{i}]: {seat!r} is not 'human' or one of "
                             f"{', '.join('bot:' + b for b in BOT_NAMES)}")
    house = check_house_rules(config.get("house_rules", {}), content)
    options = config.get("options", {})
    if not isinstance(options, dict):
        raise ValueError("config.options must be an object")
    extra = set(options) - {"round_limit"}
    if extra:
        raise ValueError(f"config.options: unknown option {sorted(extra)[0]!r}")
    limit = options.get("round_limit", DEFAULT_ROUND_LIMIT)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 0 <= limit <= 1000:
        raise ValueError("config.options.round_limit must be a whole number from 0 to 1000")
    return {"players": players, "seats": list(seats), "house_rules": house,
            "options": {"round_limit": limit}}
