"""Doctor Crane's Tonic: the named maniac's health (FA-GAP-30, FA-ERR-11) and the win by completing an alchemy puzzle (FA-ALCH-16..21, FA-GAP-9), with
scripted dice."""

from __future__ import annotations

import pytest
from fa_testkit import stop_puzzle

from eldertable.engine.chance import ScriptedChance
from eldertable.games.mansions.first import actions as A
from eldertable.games.mansions.first import new_game

NAMES = ["tomas-reyes", "ada-whitlock", "miriam-osei", "julian-fairweather", "hettie-marsh"]


def crane_game(k: int = 1, dice=()):
    chance = ScriptedChance(list(dice))  # Crane is not on the map until the journal is read
    config = {"players": k, "options": {"scenario": "cranes-tonic", "story_choice": "a"},
              "house_rules": {}, "investigators": NAMES[:k]}
    return new_game(config, 1, chance)


def read_journal(s, seat: int = 0):
    """The journal is read, which brings Doctor Crane into the library (FA-ERR-10)."""
    inv = s.investigators[seat]
    s.map.reveal_tile("study")
    s.map.move_figure(inv.id, s.layout.index["study.hearth"])
    s.active, inv.action = seat, 1
    s.chance.push(0)  # Crane's token back
    s.apply(A.UseToken("crane-journal"))
    return s.monsters["crane"]


@pytest.mark.parametrize("k", [1, 3, 5])
def test_fa_gap_30_named_maniac_health_grows_per_investigator(k):
    s = crane_game(k)
    crane = read_journal(s)
    assert crane.kind == "maniac" and crane.name == "Doctor Abel Crane"
    base = s.monster_back(crane).health
    assert s.monster_health(crane) == base + 3 * k  # base-plus: base + 3 x investigators


def test_fa_gap_30_bonus_only_takes_the_larger():
    s = crane_game(1)
    s.house = dict(s.house, **{"FA-GAP-30": "bonus-only"})
    crane = read_journal(s)
    assert s.monster_health(crane) == max(s.monster_back(crane).health, 3)


def _at_still(s):
    tomas = s.investigators[0]
    s.map.reveal_tile("cellar")
    s.map.move_figure(tomas.id, s.layout.index["cellar.racks"])
    tomas.items.append("field-journal")  # FA-ERR-7: the journal's holder brews
    s.variables["ready"] = True
    s.objective = "brew"
    return tomas


def test_fa_alch_story_win_by_completing_the_remedy_puzzle():
    s = crane_game(1)
    _at_still(s)
    assert A.UseToken("still") in s.legal_actions()
    s.apply(A.UseToken("still"))
    assert s.puzzle is not None and s.puzzle_then[2]["on_solved"] == "remedy-done"
    stop_puzzle(s, 1)  # FA-GAP-9: a 1 always passes the completion roll
    assert s.over == "investigators" and s.ending == "remedy"
    assert s.result().extras["epilogue"].startswith("The parish sleeps soundly")


def test_fa_alch_story_failed_remedy_is_no_win():
    s = crane_game(1)
    tomas = _at_still(s)
    s.apply(A.UseToken("still"))
    stop_puzzle(s, 10)  # a 10 always fails
    assert not s.over and tomas.horror >= 1
    assert "tonic-mutation" in s.map.tokens  # the spoiled brew leaves a Mutation token


def test_still_is_cold_until_the_ingredients_are_in():
    s = crane_game(1)
    tomas = s.investigators[0]
    s.map.reveal_tile("cellar")
    s.map.move_figure(tomas.id, s.layout.index["cellar.racks"])
    assert A.UseToken("still") not in s.legal_actions()


@pytest.mark.parametrize("k, needs_quicksilver", [(2, False), (3, True)])
def test_large_party_needs_a_third_ingredient(k, needs_quicksilver):
    s = crane_game(k, dice=(0,))  # the crawling one's token back, if it comes
    s.variables["ingredients"] = 2
    s.check_variables(0)
    s.run()
    assert ("quicksilver" in s.map.tokens or s.objective == "more-doses") == needs_quicksilver
    assert s.variables["ready"] is (not needs_quicksilver)
