"""Forbidden Alchemy parts in second-edition scenarios: the house rule FA-GAP-32.

The switch is the rule of that id in ``assets/games/mansions/house_rules_1e.json``;
second-edition play offers it among its own house rules (:func:`switch_spec`). On (the
default), a second-edition scenario may use:

* **Alchemy puzzles** (FA-ALCH-*), played through the same puzzle object as in first
  edition (:class:`~..puzzles.alchemy.AlchemyPuzzle`). A second-edition investigator has
  no Intellect, Luck or skill points, so: the puzzle actions equal the investigator's value
  of the skill the scenario's puzzle names (Lore in the usual case, standing where
  first-edition Intellect stands, FA-ALCH-9); a Clue is spent where a skill point would be
  (FA-ALCH-29), any number of them as with any second-edition puzzle (MOM2-PUZ-3), each
  adding MOM2-GAP-12 actions, never in Darkness (MOM2-TERR-7). The completion test keeps
  its first-edition form (FA-ALCH-19): one d10 against the number of correctly placed
  pieces, 1 always passing and 10 always failing (FA-GAP-9); nothing about the
  investigator changes it (FA-GAP-27). A failed roll draws no Side Effect card (see
  below): the scenario's ``unsolved`` outcome is what a failure costs.
* **Impassable borders and flying monsters** (FA-BORD-*): the shared map graphs already
  let flying monsters cross a border that stops investigators and walking monsters. Both
  are second-edition parts as well (range counts across a border, MOM2-TERR-5; flying
  monsters are in the second-edition monster set), so the switch never refuses them.
* **Escaping across a white edge** (FA-ESC-*): an ``escaped`` trigger of a room whose
  tile has an escape edge, or that the scenario marks one on (``map.edges``).

Not covered, whatever the switch says: **Side Effect cards** and **hiding**. Second
edition has no Side Effect deck, and the first-edition cards' effects (mutations, stuns,
Keeper threat) name parts second-edition play does not have; hiding is granted only by
first-edition cards (FA-GAP-25) and no second-edition outcome hides anyone. A scenario
calling for a Side Effect card is refused (:mod:`.scenarios`).

Off: a scenario that uses any of these parts is refused when its game is set up, with one
message naming the parts and the switch (:func:`check_switch`).

The switch's value is kept in a game's house rules only when it is off
(:func:`stored_rules`), so games saved before the switch existed replay unchanged.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....engine.protocol import CHANCE
from ..common.houserules import house_file
from ..puzzles.alchemy import AlchemyPuzzle
from ..puzzles.budget import FirstEditionBudget
from ..scenario.models import OnEscaped

SWITCH = "FA-GAP-32"
DEFAULT_SIDE = "10A"


def switch_spec():
    """The FA-GAP-32 rule as ``house_rules_1e.json`` states it."""
    from ....resources import asset

    path = asset("games", "mansions", "house_rules_1e.json")
    return next(r for r in house_file(str(path)) if r.id == SWITCH)


def switch_on(house: dict[str, Any]) -> bool:
    return bool(house.get(SWITCH, True))


def stored_rules(house: dict[str, Any]) -> dict[str, Any]:
    """``house`` as a game keeps it: the switch only when it is off."""
    if switch_on(house):
        return {k: v for k, v in house.items() if k != SWITCH}
    return house


def fa_parts(loaded) -> list[str]:
    """The Forbidden Alchemy parts the scenario uses, in words (empty: none)."""
    model = loaded.model
    out = [f"the alchemy puzzle {p.id!r}" for p in model.puzzles if p.type == "alchemy"]
    rooms = sorted({ev.trigger.room for ev in model.events if isinstance(ev.trigger, OnEscaped)})
    out += [f"escaping from {room!r}" for room in rooms]
    return out


def check_switch(loaded, house: dict[str, Any]) -> None:
    """ValueError (one message) when the scenario uses Forbidden Alchemy parts and the
    house rule FA-GAP-32 is off."""
    if switch_on(house):
        return
    parts = fa_parts(loaded)
    if parts:
        raise ValueError(
            f"scenario {loaded.model.meta.id!r} uses Forbidden Alchemy parts "
            f"({', '.join(parts)}), but the house rule {SWITCH} "
            f"\"{switch_spec().title}\" is off; switch it on to play this scenario")


class SecondEditionAlchemy(AlchemyPuzzle):
    """The alchemy puzzle with a second-edition investigator's budget: its board tells the
    view that Clues are spent, not skill points, and that no Side Effect card is drawn."""

    @property
    def steps_left(self) -> int:
        """The puzzle actions left, under the name every second-edition puzzle gives its
        steps (the prompt reads it)."""
        return self.actions_left

    def observation(self, seat: int | None) -> dict[str, Any]:
        obs = super().observation(seat)
        obs["spends"] = "clue"
        obs["side_effects"] = False
        return obs


def start_alchemy(state, inv, puzzle, darkness: bool):
    """A new alchemy attempt for ``inv`` on the scenario's ``puzzle``, dealt (the deal's
    chance steps run at once, as second edition runs every puzzle's draws and rolls): the
    puzzle and the deal's events."""
    clues = 0 if darkness else inv.clues
    budget = FirstEditionBudget(intellect=inv.skills[puzzle.skill],
                                luck=int(state.house["MOM2-GAP-12"]), skill_points=clues)
    out = SecondEditionAlchemy(puzzle.setup or DEFAULT_SIDE, budget, chance=state.chance,
                               rules=state.house)
    out.budget = replace(out.budget, per_attempt=clues)  # every Clue held, MOM2-PUZ-3
    events = []
    while out.current_player() == CHANCE:
        events += out.apply(out.legal_actions()[0])
    return out, events
