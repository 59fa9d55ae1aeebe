"""FA-COMP-35: each monster figure holds its own token, so the figures of one kind draw
their tokens without replacement (state.add_monster). A kind has one token per back in
assets/games/mansions/first/rules.json; when all are held, a Keeper summon places nothing
and a story's own monster still comes in (docs/first-edition-cards.md, "Monster tokens").
Dice are scripted (the two token draws of the setup come first)."""

from __future__ import annotations

from eldertable.games.mansions.first import actions as A
from fa_testkit import game


def test_fa_comp_35_two_figures_of_a_kind_never_share_a_token():
    s = game(dice=(1,))
    assert len(s.monster_data["byakhee"].backs) == 2
    s.add_monster("b1", "byakhee", "study.desk", None, 0)  # draws token 1
    s.add_monster("b2", "byakhee", "study.hearth", None, 0)  # only token 0 is left
    assert {s.monsters["b1"].back, s.monsters["b2"].back} == {0, 1}
    assert s.chance.remaining() == 0  # the second figure took the last token, no roll


def test_fa_comp_35_second_maniac_takes_the_token_the_warden_does_not_hold():
    for first in (0, 1):
        s = game()
        s.monsters["warden"].back = first  # as if the setup had drawn it
        s.add_monster("m2", "maniac", "hall.west", None, 0)
        assert s.monsters["m2"].back == 1 - first
        assert s.free_tokens("maniac") == []


def test_fa_comp_35_a_defeated_figure_gives_its_token_back():
    s = game()
    s.add_monster("m2", "maniac", "hall.west", None, 0)
    assert s.free_tokens("maniac") == []
    s.hurt_monster(s.monsters["m2"], 99)
    assert "m2" not in s.monsters and s.free_tokens("maniac") == [1]


def test_fa_comp_35_no_summon_when_every_token_of_the_kind_is_held():
    s = game()
    s.threat = 9
    assert "summon-servant" in s.keeper_actions  # places a maniac
    assert A.KeeperAction("summon-servant") in s.keeper_legal()
    s.add_monster("m2", "maniac", "hall.west", None, 0)  # both maniac tokens held
    assert A.KeeperAction("summon-servant") not in s.keeper_legal()
    before = dict(s.monsters)
    s.summon("maniac")
    assert s.monsters.keys() == before.keys()
    s.hurt_monster(s.monsters["m2"], 99)  # a token comes free again
    assert A.KeeperAction("summon-servant") in s.keeper_legal()


def test_fa_comp_35_a_story_monster_still_comes_in_when_the_tokens_ran_out():
    s = game(dice=(1,))
    s.add_monster("m2", "maniac", "hall.west", None, 0)
    s.add_monster("m3", "maniac", "hall.east", "A story's own maniac", 0)
    assert s.monsters["m3"].back == 1  # drawn from all of the kind's tokens
    assert "m3" in s.map.figures
