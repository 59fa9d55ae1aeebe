"""Every outcome kind of the scenario format, in both editions, through the one story
interpreter (games/mansions/scenario/interpreter.py; docs/scenario-format.md): one case
per kind, run once per edition, asserting what the outcome did to the state.

First edition plays The Warden's Garden; second edition the small test house of
:mod:`mom2_helpers`, with a monster, a door and a code puzzle added.
"""

from __future__ import annotations

import copy
import typing

import pytest
from pydantic import TypeAdapter

from eldertable.games.mansions.scenario.interpreter import OUTCOME_KINDS
from eldertable.games.mansions.scenario.models import Outcome

import fa_testkit
import mom2_helpers

_OUTCOME = TypeAdapter(Outcome)
EDITIONS = ("first", "second")


def _second_edition_house(data) -> None:
    data["map"]["monsters"].append({"id": "brute", "monster": "maniac",
                                    "space": "kitchen.stove"})
    data["puzzles"] = [{"id": "box", "type": "code", "skill": "lore", "text": "A box."}]
    data["events"].append({"id": "branch", "outcomes": [{"do": "add-variable",
                                                         "variable": "count", "amount": 1}]})
    data["events"][1]["outcomes"].append({"do": "run", "event": "branch"})


def new_state(edition: str, tmp_path):
    if edition == "first":
        # rooms come to light as the story reveals them (FA-GAP-1.map off)
        return fa_testkit.game(dice=[1] * 40, house={"FA-GAP-1.map": False})
    path = mom2_helpers.scenario(tmp_path, _second_edition_house)
    return mom2_helpers.game(path, dice=[mom2_helpers.B] * 40)


#: what each edition's cases name: a skill both have, an item, a spell and its keeping,
#: a variable, an objective, a puzzle, an event to run, an ending and its winners
NAMES = {
    "first": {"skill": "will", "item": "specimen-jar", "spell": "mists-of-releh",
              "kept-spell": "mists-spell", "variable": "rounds", "objective": "brew",
              "puzzle": "tincture", "event": "", "win": "investigators", "lose": "keeper"},
    "second": {"skill": "will", "item": "crowbar", "spell": "wither", "kept-spell": "wither",
               "variable": "count", "objective": "leave", "puzzle": "box", "event": "branch",
               "win": "win", "lose": "lose"},
}


def do(st, data: dict, seat: int = 0) -> None:
    st.outcome(_OUTCOME.validate_python(data), seat)


def base(item: str) -> str:
    return item.split("#")[0]  # second-edition play holds instances, "<id>#<n>"


# --------------------------------------------------------------------------- the cases


def case_message(st, ed, names):
    st._events = []
    do(st, {"do": "message", "text": "A cold draught."})
    told = [e for e in st._events if e.kind == "message"]
    assert [e.data["text"] for e in told] == ["A cold draught."]


def case_reveal(st, ed, names):
    tile = next(t.id for t in st.model.map.tiles
                if not any(r.id in st.map.revealed for r in st.layout.rooms.values()
                           if r.tile == t.id))
    rooms = [r.id for r in st.layout.rooms.values() if r.tile == tile]
    do(st, {"do": "reveal", "tiles": [tile]})
    assert rooms and all(r in st.map.revealed for r in rooms)


def case_token(st, ed, names):
    tok = next(t for t in st.model.map.tokens if t.id in st.map.tokens and t.kind != "mutation")
    where = st.map.tokens[tok.id].space
    do(st, {"do": "remove-token", "token": tok.id})
    assert tok.id not in st.map.tokens
    do(st, {"do": "place-token", "token": tok.id})
    assert st.map.tokens[tok.id].space == where and st.map.tokens[tok.id].kind == tok.kind


def case_monster(st, ed, names):
    mid = st.model.map.monsters[0].id
    if mid in st.map.figures:
        do(st, {"do": "remove-monster", "monster": mid})
    assert mid not in st.map.figures and mid not in st.monsters
    do(st, {"do": "place-monster", "monster": mid})
    assert mid in st.map.figures and mid in st.monsters
    do(st, {"do": "remove-monster", "monster": mid})
    assert mid not in st.map.figures and mid not in st.monsters


def case_door(st, ed, names):
    door = next(d for d in sorted(st.layout.door_alias) if st.map.door_state(d) == "open")
    do(st, {"do": "set-door", "door": door, "state": "locked"})
    assert st.map.door_state(door) == "locked"
    do(st, {"do": "set-door", "door": door, "state": "open"})
    assert st.map.door_state(door) == "open"


def case_test(st, ed, names):
    do(st, {"do": "test", "skill": names["skill"], "text": "Hold on.", "pass": "x"})
    if ed == "second":
        head, t = st.agenda[0]
        assert head == "test" and t["inv"] == 0 and t["ctx"]["pass"] == "x"
    else:
        assert st.work[-1][:2] == ["test", 0] and st.work[-1][3] == {"story": True}
        assert st.work[-2][:2] == ["story-test", 0] and st.work[-2][2].pass_ == "x"


def case_puzzle(st, ed, names):
    assert st.puzzle is None
    do(st, {"do": "puzzle", "puzzle": names["puzzle"], "solved": "x"})
    assert st.puzzle is not None
    if ed == "second":
        head, info = st.agenda[0]
        assert head == "puzzle" and info["inv"] == 0 and info["id"] == "box"


def case_item(st, ed, names):
    inv = st.investigators[0]
    held = [base(i) for i in inv.items]
    do(st, {"do": "give-item", "item": names["item"]})
    assert [base(i) for i in inv.items] == held + [names["item"]]
    do(st, {"do": "take-item", "item": names["item"]})
    assert [base(i) for i in inv.items] == held


def case_spell(st, ed, names):
    inv = st.investigators[0]
    do(st, {"do": "give-spell", "spell": names["spell"]})
    assert base(inv.spells[-1]) == names["kept-spell"]


def case_clue(st, ed, names):
    inv = st.investigators[0]
    before = inv.clues
    do(st, {"do": "give-clue", "count": 2})
    assert inv.clues == before + 2
    do(st, {"do": "take-clue", "count": 5})
    assert inv.clues == 0


def case_harm(st, ed, names):
    inv = st.investigators[0]
    do(st, {"do": "damage", "amount": 1})
    if ed == "second":  # suffered at the front of the agenda (damage cards follow)
        assert st.agenda[0] == ["harm", 0, "damage", 1, 0]
    else:
        assert inv.damage == 1 and inv.horror == 0


def case_side_effect(st, ed, names):
    inv = st.investigators[0]
    if ed == "second":  # a first-edition kind: nothing happens in second-edition play
        before = (copy.deepcopy(st.agenda), [i.to_json() for i in st.investigators])
        do(st, {"do": "side-effect"})
        assert (st.agenda, [i.to_json() for i in st.investigators]) == before
        return
    deck = list(st.side_effects.cards)
    kept, discards = list(inv.kept), list(st.side_effects.discards)
    do(st, {"do": "side-effect"})
    drawn = [c for c in inv.kept if c not in kept] + \
        [c for c in st.side_effects.discards if c not in discards]
    assert drawn == deck[:1] and st.side_effects.cards == deck[1:]


def case_set_variable(st, ed, names):
    do(st, {"do": "set-variable", "variable": names["variable"], "value": 7})
    assert st.variables[names["variable"]] == 7 and st.vars_dirty


def case_add_variable(st, ed, names):
    before = st.variables[names["variable"]]
    do(st, {"do": "add-variable", "variable": names["variable"], "amount": -2})
    assert st.variables[names["variable"]] == before - 2 and st.vars_dirty


def case_objective(st, ed, names):
    do(st, {"do": "change-objective", "to": names["objective"]})
    assert st.objective == names["objective"]
    if ed == "second":
        assert st.objectives_reached[-1] == names["objective"]


def case_run(st, ed, names):
    event = names["event"] or st.model.events[-1].id
    do(st, {"do": "run", "event": event})
    if ed == "second":
        assert st.agenda[0] == ["event", event, 0]
    else:
        assert st.work[-1] == ["ev", 0, event, 0]


def case_end(st, ed, names):
    ending = st.model.epilogues[0].id
    other = copy.deepcopy(st)
    do(st, {"do": "win", "ending": ending})
    assert (st.over, st.ending) == (names["win"], ending)
    do(other, {"do": "lose", "ending": ending})
    assert (other.over, other.ending) == (names["lose"], ending)


CASES = {"DoMessage": case_message, "DoReveal": case_reveal, "DoToken": case_token,
         "DoMonster": case_monster, "DoDoor": case_door, "DoTest": case_test,
         "DoPuzzle": case_puzzle, "DoItem": case_item, "DoSpell": case_spell,
         "DoClue": case_clue, "DoHarm": case_harm, "DoSideEffect": case_side_effect,
         "DoSetVariable": case_set_variable, "DoAddVariable": case_add_variable,
         "DoObjective": case_objective, "DoRun": case_run, "DoEnd": case_end}


def test_scenario_outcome_cases_cover_every_kind_of_the_format():
    union = typing.get_args(typing.get_args(Outcome)[0])
    assert sorted(k.__name__ for k in union) == sorted(CASES)
    assert sorted(k.__name__ for k in OUTCOME_KINDS) == sorted(CASES)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("kind", sorted(CASES))
def test_scenario_outcome_kind_in_each_edition(kind, edition, tmp_path):
    st = new_state(edition, tmp_path)
    CASES[kind](st, edition, NAMES[edition])
