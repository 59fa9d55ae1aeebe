"""First-edition game configuration and the setup dialog's contract.

A config is::

    {"players": n (investigators, 1..5), "seats": [n investigator seats, then the Keeper:
     "human" | "bot:<name>"], "investigators": [id per investigator seat] (optional),
     "house_rules": {rule id: value},
     "options": {"scenario": story id, "story_choice": "keeper" | "random" | option id,
                 "round_limit": int (0: none), "tested": "chosen" | "app"}}

``tested`` says who picks the investigator a story test concerns when the story or the rules
leave it to the investigators (FA-GAP-1: the base rules, where the players control the
investigators; a test for a ``chosen`` investigator, or one of a trigger no investigator
set off, the Keeper's: the round's end, the Mythos, a monster's move):
``"chosen"``, the players (a pending choice of kind ``tester``), which every new game's
config names (:func:`new_options`); ``"app"``, the first investigator still playing, as
before, which a config without the key means, so older saves replay as they were played.
A test an investigator's own action sets off (a token used, a room entered) stays theirs.
"""

from __future__ import annotations

import random
from typing import Any

from ....engine.messages import Msg, N_
from ..common.configcheck import check_investigators, rules_and_options
from ....engine.houserules import setup_entries
from .ruledata import house_rule_specs, house_rules, rules_data, shipped_stories

C = "mansions"
CC = "content:mansions"
INVESTIGATOR_BOTS = ("default", "random")
KEEPER_BOTS = ("keeper", "random")
MAX_SEATS = 5
TESTED = ("chosen", "app")  # who picks the investigator tested (see the module text)


def new_options(options: dict[str, Any] | None) -> dict[str, Any]:
    """A new game's options: ``options`` with the players choosing who is tested, unless
    they say."""
    return {"tested": "chosen", **(options or {})}


def setup_spec() -> dict[str, Any]:
    stories = shipped_stories()
    return {
        "seats": {"min": 1, "max": MAX_SEATS, "label": Msg(N_(C, "Investigator {n}"), C),
                  "keeper": Msg(N_(C, "Keeper"), C)},
        "bots": {"default": Msg(N_(C, "Investigator (follows the story's objective)"), C),
                 "keeper": Msg(N_(C, "Keeper (spends threat to win)"), C),
                 "random": Msg(N_(C, "Random (plays any legal move)"), C)},
        "house_rules": setup_entries(house_rule_specs(), CC),
        "options": [
            {"id": "scenario", "title": Msg(N_(C, "Story"), C),
             "description": Msg(N_(C, "The first-edition story to play against the Keeper."), C),
             "type": "choice", "default": stories[0] if stories else "",
             "choices": [[s, Msg(s, CC)] for s in stories]},
            {"id": "story_choice", "title": Msg(N_(C, "Story choice"), C),
             "description": Msg(N_(C, "Who makes the Keeper's secret story choice."), C),
             "type": "choice", "default": "keeper",
             "choices": [["keeper", Msg(N_(C, "The Keeper, in secret"), C)],
                         ["random", Msg(N_(C, "Chosen at random"), C)]]},
            {"id": "round_limit", "title": Msg(N_(C, "Round limit"), C),
             "description": Msg(N_(C, "End the game as the Keeper's win after this many "
                                      "rounds. 0 means no limit."), C),
             "type": "int", "default": 0, "min": 0, "max": 200},
        ],
    }


def validate_config(config: Any) -> dict[str, Any]:
    from .scenarios import load

    house, options = rules_and_options(
        config, house_rules,
        {"scenario", "story_choice", "round_limit", "physical_dice", "tested"})
    players = config.get("players")
    seats = config.get("seats")
    if seats is None and isinstance(players, int) and not isinstance(players, bool):
        seats = ["bot:default"] * players + ["bot:keeper"]
    if not isinstance(seats, list) or len(seats) < 2:
        raise ValueError("config.seats lists the investigator seats and then the Keeper")
    ref = options.get("scenario") or (shipped_stories() or [""])[0]
    scenario = load(ref)
    story = scenario.model.first_edition
    if story.draft and not house["FA-GAP-20"]:
        raise ValueError(f"the story {ref!r} is a draft; switch on house rule FA-GAP-20 "
                         f"to play it")
    if players is None:
        players = len(seats) - 1
    meta = scenario.model.meta.investigators
    if isinstance(players, bool) or not isinstance(players, int) \
            or not meta.min <= players <= min(meta.max, MAX_SEATS):
        raise ValueError(f"this story is played by {meta.min} to {meta.max} investigators")
    if len(seats) != players + 1:
        raise ValueError(f"config.seats names {len(seats)} seats for {players} investigators "
                         f"and the Keeper")
    for i, seat in enumerate(seats):
        names = KEEPER_BOTS if i == players else INVESTIGATOR_BOTS
        if seat != "human" and not (isinstance(seat, str) and seat[4:] in names
                                    and seat.startswith("bot:")):
            raise ValueError(f"config.seats[{i}]: {seat!r} is not 'human' or one of "
                             f"{', '.join('bot:' + b for b in names)}")
    allowed = [c.id for c in rules_data().characters
               if scenario.model.content.investigators is None
               or c.id in scenario.model.content.investigators]
    chosen = config.get("investigators") or ["random"] * players
    if not isinstance(chosen, list) or len(chosen) != players:
        raise ValueError("config.investigators names one investigator per seat")
    check_investigators(chosen, allowed, "story")
    choice = options.get("story_choice", "keeper")
    ids = [o.id for o in story.choices[0].options]
    if choice not in ("keeper", "random", *ids):
        raise ValueError(f"config.options.story_choice: one of keeper, random, {', '.join(ids)}")
    limit = options.get("round_limit", 0)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 0 <= limit <= 200:
        raise ValueError("config.options.round_limit must be a whole number from 0 to 200")
    out_options = {"scenario": ref, "story_choice": choice, "round_limit": limit,
                   "physical_dice": bool(options.get("physical_dice"))}
    tested = options.get("tested", "app")
    if tested not in TESTED:
        raise ValueError(f"config.options.tested must be one of {', '.join(TESTED)}")
    if "tested" in options:  # a config without it replays as it was played
        out_options["tested"] = tested
    return {"players": players, "seats": list(seats), "investigators": list(chosen),
            "house_rules": house, "options": out_options}


def assign_investigators(config: dict[str, Any], seed: int) -> list[str]:
    chosen = list(config["investigators"])
    if "random" not in chosen:
        return chosen
    rng = random.Random(f"mansions-1e-investigators:{seed}")
    free = [c.id for c in rules_data().characters if c.id not in chosen]
    rng.shuffle(free)
    return [c if c != "random" else free.pop() for c in chosen]
