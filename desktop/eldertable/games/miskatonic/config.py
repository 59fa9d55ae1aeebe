"""Game configuration, the setup dialog's contract and ``new_game``.

A config is ``{"seats": [cultist, investigators], "house_rules": {gap id: value}}`` where
a seat is ``"human"`` or ``"bot:<name>"``. ``setup_spec()`` tells the app's generic setup
dialog what to offer; ``make_config`` turns the dialog's answers into a checked config.
"""

from __future__ import annotations

from typing import Any

from eldertable.engine.chance import ChanceSource
from eldertable.engine.houserules import setup_entries
from eldertable.engine.messages import Msg, N_

from .content import CONTEXT, load_content
from .rules import resolve_house_rules, rules_for
from .state import MiskatonicState

C = "miskatonic"
SEAT_IDS = ("cultist", "investigators")
BOT_NAMES = ("random", "default")


def default_config(**options: Any) -> dict[str, Any]:
    seats = options.get("seats") or ["human", "bot:default"]
    return validate_config({"seats": list(seats), "house_rules": dict(options.get("house_rules")
                                                                      or {})})


def validate_config(config: Any) -> dict[str, Any]:
    """A checked, complete copy of ``config``; ValueError with a clear message if bad."""
    if not isinstance(config, dict):
        raise ValueError("a Miskatonic Madness config must be an object")
    unknown = set(config) - {"seats", "house_rules"}
    if unknown:
        raise ValueError(f"unknown config keys: {', '.join(sorted(unknown))}")
    seats = config.get("seats", ["human", "human"])
    if not isinstance(seats, list) or len(seats) != 2:
        raise ValueError("Miskatonic Madness has exactly two seats: cultist and "
                         "investigators")  # MM-GEN-1
    for seat in seats:
        if seat == "human":
            continue
        if not (isinstance(seat, str) and seat.startswith("bot:")
                and seat[4:] in BOT_NAMES):
            raise ValueError(f"a seat is 'human' or one of "
                             f"{', '.join('bot:' + b for b in BOT_NAMES)}, not {seat!r}")
    rules = resolve_house_rules(load_content(), config.get("house_rules") or {})
    return {"seats": list(seats), "house_rules": rules}


def new_game(config: dict[str, Any] | None, seed: int,
             chance: ChanceSource | None = None) -> MiskatonicState:
    cfg = validate_config(config if config is not None else {})
    return MiskatonicState(rules_for(cfg["house_rules"]), seed, chance, cfg["seats"])


def setup_spec() -> dict[str, Any]:
    content = load_content()
    rules = setup_entries(content.house_rules.values(), CONTEXT)
    return {
        "seats": [
            {"id": "cultist", "label": Msg(N_("miskatonic", "Cultist"), C), "default": "human"},
            {"id": "investigators", "label": Msg(N_("miskatonic", "Investigators"), C),
             "default": "bot:default"},
        ],
        "bots": {
            "random": Msg(N_("miskatonic", "Random: any legal move"), C),
            "default": Msg(N_("miskatonic", "Standard: weighs the odds of every card"), C),
        },
        "house_rules": rules,
        "options": [],
    }


def make_config(seats: list[str], house_rules: dict[str, Any],
                options: dict[str, Any] | None = None) -> dict[str, Any]:
    if options:
        raise ValueError(f"Miskatonic Madness has no options like {', '.join(sorted(options))}")
    return validate_config({"seats": list(seats), "house_rules": dict(house_rules or {})})
