"""Combat cards by monster class and attack type (FA-COMBAT-*, FA-WEAP-*, FA-GAP-15)."""

from __future__ import annotations

from eldertable.engine.chance import ScriptedChance
from eldertable.games.mansions.first.cards import card_set
from eldertable.games.mansions.first.combat import draw_matching, matching_entry
from fa_testkit import game, put

CARDS = card_set().cards


def test_fa_combat_1_only_the_entry_matching_the_weapon_is_resolved():
    card = CARDS["hum-swing"]  # blunt entry first, sharp entry second
    assert matching_entry(card, "blunt") == 0
    assert matching_entry(card, "sharp") == 1
    s = game(dice=(3,))
    tomas = s.investigators[0]  # Strength 6, Dexterity 4
    s.piles["combat-humanoid"][:0] = ["hum-swing"]
    put(s, tomas, "cell.walk-north")
    s.attack(tomas, s.monsters["warden"], "sharp")
    s.run()
    assert s.monsters["warden"].damage == 2  # the Dexterity entry: 3 <= 4


def test_fa_combat_2_keeper_draws_until_a_card_answers_the_weapon():
    pile = ["hum-grapple", "hum-shot", "hum-swing"]
    discards: list[str] = []
    found = draw_matching(pile, discards, CARDS, "firearm", ScriptedChance())
    assert found == ("hum-shot", 0)
    assert discards == ["hum-grapple"] and pile == ["hum-swing"]


def test_fa_gap_15_passed_over_cards_go_to_the_bottom_when_chosen():
    pile = ["hum-grapple", "hum-shot", "hum-swing"]
    discards: list[str] = []
    found = draw_matching(pile, discards, CARDS, "firearm", ScriptedChance(), "bottom")
    assert found == ("hum-shot", 0) and pile == ["hum-swing", "hum-grapple"] and not discards


def test_fa_gap_15_reshuffles_once_and_gives_up_when_nothing_answers():
    pile = ["hum-grapple"]
    discards = ["hum-lunge"]
    assert draw_matching(pile, discards, CARDS, "spell", ScriptedChance()) is None
    assert sorted(discards) == ["hum-grapple", "hum-lunge"] and not pile
    pile, discards = ["hum-grapple"], ["hum-spell"]
    assert draw_matching(pile, discards, CARDS, "spell", ScriptedChance()) == ("hum-spell", 0)


def test_fa_weap_1_sharp_and_blunt_weapon_counts_as_both():
    assert matching_entry(CARDS["hum-swing"], "sharp-blunt") is not None
    assert matching_entry(CARDS["bea-rake"], "sharp-blunt") == 0  # sharp entry
    assert matching_entry(CARDS["eld-thrust"], "sharp-blunt") == 0  # melee entry
    assert matching_entry(CARDS["eld-shot"], "sharp-blunt") is None


def test_fa_weap_2_first_card_with_melee_sharp_or_blunt_entry_is_resolved():
    pile = ["eld-shot", "eld-thrust", "eld-swing"]
    discards: list[str] = []
    assert draw_matching(pile, discards, CARDS, "sharp-blunt", ScriptedChance()) == ("eld-thrust", 0)


def test_fa_combat_monster_attack_draws_a_monster_card_of_its_class():
    s = game(dice=(9,))
    tomas = s.investigators[0]
    put(s, tomas, "cell.walk-south")
    s.piles["combat-humanoid"][:0] = ["hum-shot", "hum-grapple"]
    s.work.append(["attacks", ["warden"], 0])
    s.run()
    assert tomas.damage == 2  # the grapple: Strength 6 against 9 fails
    assert "hum-shot" in s.discards["combat-humanoid"]
