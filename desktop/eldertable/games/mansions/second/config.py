"""Game configuration and the setup dialog's contract (``setup_spec`` / ``make_config``).

A config is::

    {"players": n, "seats": ["human" | "bot:<name>", ...],
     "investigators": [investigator id per seat] (optional: chosen from the seed),
     "house_rules": {rule id: value},
     "options": {"scenario": shipped id or file path, "physical_dice": bool,
                 "round_limit": int (0: none), "investigator-1" .. "investigator-5":
                 "random" or an investigator id, "locks": "bank-1" | "generate",
                 "tested": "chosen" | "app"}}

One seat is one investigator (MOM2-GAP-4: one to five). ``physical_dice`` asks the table
to create the game with a :class:`~eldertable.engine.chance.PhysicalDice` source so the
players type the faces they rolled; the rules read every die through ``state.chance``.

``locks`` says where a lock puzzle comes from: ``"bank-1"``, the first set of locks made
ahead of time (:mod:`..puzzles.lockbank`; a set never changes once shipped, since saved
games replay with it), which every new game's config names (:func:`new_options`);
``"generate"``, laid out on the spot, which a config without the key means, so games
recorded before the bank existed replay as they were played.

``tested`` says who picks the investigator a test concerns when the rules leave it to the
investigators (MOM2-GOLD-4, MOM2-GOLD-6: a Mythos event for "one investigator", a story
test the Keeper's own trigger sets off, a story test for a ``chosen`` investigator):
``"chosen"``, the players (a choice of kind ``tester``), which every new game's config
names; ``"app"``, the app as it did before (the lead investigator, a Mythos card at
random), which a config without the key means, so older saves replay as they were played.
"""

from __future__ import annotations

import random
from typing import Any

from ....engine.houserules import setup_entries
from ....engine.messages import Msg, N_
from ..common.configcheck import check_investigators, rules_and_options
from .alchemy import check_switch, stored_rules
from .ruledata import content, house_rule_specs, house_rules
from .scenarios import load, shipped

C = "mansions"
CC = "content:mansions"
BOT_NAMES = ("default", "random")
MAX_SEATS = 5


def setup_spec() -> dict[str, Any]:
    rules = setup_entries(house_rule_specs(), CC)
    scenarios = []
    for sid in shipped():
        title = load(sid).model.meta.title
        scenarios.append([sid, Msg(title, CC)])
    cat = content()
    people = [["random", Msg(N_(C, "Chosen at random"), C)]] + [
        [i, Msg(d["name"], CC)] for i, d in cat.investigators.items()]
    options: list[dict[str, Any]] = [
        {"id": "scenario", "title": Msg(N_(C, "Scenario"), C),
         "description": Msg(N_(C, "The story to play. The app is the Keeper: it reveals the "
                                  "map, runs the mythos and moves the monsters."), C),
         "type": "choice", "default": scenarios[0][0] if scenarios else "",
         "choices": scenarios},
        {"id": "physical_dice", "title": Msg(N_(C, "Roll physical dice"), C),
         "description": Msg(N_(C, "Roll real eight-sided dice and type the faces: 1 to 3 "
                                  "blank, 4 and 5 an investigation result, 6 to 8 a success."),
                            C),
         "type": "bool", "default": False},
        {"id": "round_limit", "title": Msg(N_(C, "Round limit"), C),
         "description": Msg(N_(C, "End the game as a loss after this many rounds, in case a "
                                  "story has no clock of its own. 0 means no limit."), C),
         "type": "int", "default": 0, "min": 0, "max": 200},
    ]
    for n in range(1, MAX_SEATS + 1):
        options.append({"id": f"investigator-{n}",
                        "title": Msg(N_(C, "Investigator of seat {n}"), C, n=n),
                        "description": Msg(N_(C, "Who plays at this seat; seats beyond the "
                                                 "number of players are ignored."), C),
                        "type": "choice", "default": "random", "choices": people})
    return {
        "seats": {"min": 1, "max": MAX_SEATS, "label": Msg(N_(C, "Investigator {n}"), C)},
        "bots": {"default": Msg(N_(C, "Investigator (searches, explores, fights or flees)"), C),
                 "random": Msg(N_(C, "Random (plays any legal move)"), C)},
        "house_rules": rules,
        "options": options,
    }


LOCK_SOURCES = ("bank-1", "generate")
TESTED = ("chosen", "app")  # who picks the investigator tested (see the module text)


def new_options(options: dict[str, Any] | None) -> dict[str, Any]:
    """A new game's options: ``options`` with locks from the bank and the players choosing
    who is tested, unless they say."""
    return {"locks": "bank-1", "tested": "chosen", **(options or {})}


def make_config(seats: list[str], house_rules_: dict[str, Any] | None = None,
                options: dict[str, Any] | None = None) -> dict[str, Any]:
    return validate_config({"players": len(seats), "seats": list(seats),
                            "house_rules": dict(house_rules_ or {}),
                            "options": new_options(options)})


def default_config(**options: Any) -> dict[str, Any]:
    players = int(options.pop("players", 1))
    seats = options.pop("seats", None) or ["human"] + ["bot:default"] * (players - 1)
    house = options.pop("house_rules", None) or {}
    investigators = options.pop("investigators", None)
    config = {"players": len(seats), "seats": list(seats), "house_rules": house,
              "options": new_options(options)}
    if investigators is not None:
        config["investigators"] = list(investigators)
    return validate_config(config)


def validate_config(config: Any) -> dict[str, Any]:
    """A complete, checked copy of ``config``; ValueError naming the problem otherwise."""
    known = {"scenario", "physical_dice", "round_limit", "locks", "tested"} | {
        f"investigator-{n}" for n in range(1, MAX_SEATS + 1)}
    house, options = rules_and_options(config, house_rules, known)
    house = stored_rules(house)
    ref = options.get("scenario") or next(iter(shipped()), "")
    scenario = load(ref)
    check_switch(scenario, house)  # FA-GAP-32
    seats = config.get("seats")
    players = config.get("players")
    if seats is None and isinstance(players, int) and not isinstance(players, bool):
        seats = ["human"] * players
    if not isinstance(seats, list):
        raise ValueError("config.seats must be a list")
    if players is None:
        players = len(seats)
    lo = scenario.model.meta.investigators.min
    hi = min(scenario.model.meta.investigators.max, house["MOM2-GAP-4"], MAX_SEATS)
    if isinstance(players, bool) or not isinstance(players, int) or not lo <= players <= hi:
        raise ValueError(f"this scenario is played by {lo} to {hi} investigators")
    if len(seats) != players:
        raise ValueError(f"config.seats names {len(seats)} seats for {players} players")
    for i, seat in enumerate(seats):
        if seat == "human":
            continue
        if not isinstance(seat, str) or not seat.startswith("bot:") or seat[4:] not in BOT_NAMES:
            raise ValueError(f"config.seats[{i}]: {seat!r} is not 'human' or one of "
                             f"{', '.join('bot:' + b for b in BOT_NAMES)}")
    allowed = allowed_investigators(scenario)
    chosen = config.get("investigators")
    if chosen is not None:
        if not isinstance(chosen, list) or len(chosen) != players:
            raise ValueError("config.investigators names one investigator per seat")
    else:
        chosen = [options.get(f"investigator-{n}", "random") for n in range(1, players + 1)]
    check_investigators(chosen, allowed, "scenario")
    limit = options.get("round_limit", 0)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 0 <= limit <= 200:
        raise ValueError("config.options.round_limit must be a whole number from 0 to 200")
    physical = options.get("physical_dice", False)
    if not isinstance(physical, bool):
        raise ValueError("config.options.physical_dice must be true or false")
    locks = options.get("locks", "generate")
    if locks not in LOCK_SOURCES:
        raise ValueError(f"config.options.locks must be one of {', '.join(LOCK_SOURCES)}")
    out_options = {k: v for k, v in options.items() if k.startswith("investigator-")}
    out_options.update({"scenario": ref, "physical_dice": physical, "round_limit": limit})
    if "locks" in options:  # a config without it stays without it (its digest, its saves)
        out_options["locks"] = locks
    tested = options.get("tested", "app")
    if tested not in TESTED:
        raise ValueError(f"config.options.tested must be one of {', '.join(TESTED)}")
    if "tested" in options:  # the same: a config without it replays as it was played
        out_options["tested"] = tested
    return {"players": players, "seats": list(seats), "investigators": list(chosen),
            "house_rules": house, "options": out_options}


def allowed_investigators(scenario) -> list[str]:
    listed = scenario.model.content.investigators
    cat = content()
    ids = listed if listed is not None else list(cat.investigators)
    return [i for i in ids if i in cat.investigators]


def assign_investigators(config: dict[str, Any], seed: int, scenario) -> list[str]:
    """Fill the "random" seats from the seed (not from the game's dice)."""
    chosen = list(config["investigators"])
    if "random" not in chosen:
        return chosen
    rng = random.Random(f"mansions-investigators:{seed}")
    free = [i for i in allowed_investigators(scenario) if i not in chosen]
    rng.shuffle(free)
    return [c if c != "random" else free.pop() for c in chosen]


def first_lead(config: dict[str, Any], seed: int) -> int:
    """The seat of the first lead investigator, drawn from the seed (MOM2-GOLD-7)."""
    return random.Random(f"mansions-lead:{seed}").randrange(config["players"])
