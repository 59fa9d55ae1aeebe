"""The first-edition investigator powers (the ``power`` of each character in
assets/games/mansions/first/rules.json, games/mansions/first/powers.py): house rules of
the FA-GAP-1 base rules, stated on the FA-COMP-17 Character cards. Dice are scripted."""

from __future__ import annotations

import pytest

from eldertable.games.mansions.first import actions as A
from eldertable.games.mansions.first.cards import card_set
from eldertable.games.mansions.first.powers import POWERS
from eldertable.games.mansions.first.ruledata import rules_data
from fa_testkit import effects, game, put

TOMAS = ["tomas-reyes"]
HETTIE = ["hettie-marsh"]


def _luck_test(**test):
    return effects([{"do": "test", "test": {"attribute": "luck", **test},
                     "fail": [{"do": "damage", "amount": 1, "to": "self"}]}])


# ------------------------------------------------------------------ tough (Tomas Reyes)


@pytest.mark.parametrize("power, hurt", [("tough", 2), ("steady", 0)])
def test_fa_gap_1_tough_power_adds_one_to_strength_in_own_attack(power, hurt):
    s = game(dice=(7,), investigators=TOMAS)  # Strength 6
    tomas = s.investigators[0]
    assert tomas.power == "tough"
    tomas.power = power
    s.piles["combat-humanoid"][:0] = ["hum-swing"]  # blunt entry: test Strength
    put(s, tomas, "cell.walk-north")
    s.attack(tomas, s.monsters["warden"], "blunt")
    s.run()
    assert s.monsters["warden"].damage == hurt  # 7 <= 6 + 1 only when tough


@pytest.mark.parametrize("power, damage", [("tough", 0), ("lucky", 2)])
def test_fa_gap_1_tough_power_adds_one_to_strength_when_a_monster_attacks(power, damage):
    s = game(dice=(7,), investigators=TOMAS)
    tomas = s.investigators[0]
    tomas.power = power
    put(s, tomas, "cell.walk-south")
    s.piles["combat-humanoid"][:0] = ["hum-grapple"]  # test Strength or take 2 damage
    s.work.append(["attacks", ["warden"], 0])
    s.run()
    assert tomas.damage == damage


def test_fa_gap_1_tough_power_counts_when_strength_is_chosen_in_an_either_or_combat_test():
    s = game(dice=(7,), investigators=TOMAS)  # Strength 6, Dexterity 4
    tomas = s.investigators[0]
    s.piles["combat-humanoid"][:0] = ["hum-thrust"]  # melee: Strength or Dexterity
    put(s, tomas, "cell.walk-north")
    s.attack(tomas, s.monsters["warden"], "melee")
    s.run()
    assert s.pending["kind"] == "either"
    s.apply(A.Choose("strength"))
    assert s.monsters["warden"].damage > 0


def test_fa_gap_1_tough_power_is_only_for_combat_and_only_for_strength():
    s = game(dice=(7, 5), investigators=TOMAS)  # Strength 6, Dexterity 4
    tomas = s.investigators[0]
    strength = effects([{"do": "test", "test": {"attribute": "strength"},
                         "fail": [{"do": "damage", "amount": 1, "to": "self"}]}])
    s.push_fx(0, strength, card="rotten-boards")  # a Mythos card, no combat card
    s.run()
    assert tomas.damage == 1  # 7 against 6: no bonus outside combat
    s.piles["combat-humanoid"][:0] = ["hum-swing"]
    put(s, tomas, "cell.walk-north")
    s.attack(tomas, s.monsters["warden"], "sharp")  # sharp entry: test Dexterity
    s.run()
    assert s.monsters["warden"].damage == 0  # 5 against 4: no bonus to Dexterity


# ------------------------------------------------------------------ lucky (Hettie Marsh)


@pytest.mark.parametrize("power, hurt", [("lucky", 0), ("tough", 1)])
def test_fa_comp_17_hettie_lucky_power_adds_one_to_luck_tests(power, hurt):
    s = game(dice=(6,), investigators=HETTIE)  # Luck 5
    hettie = s.investigators[0]
    assert hettie.power == "lucky"
    hettie.power = power
    s.push_fx(0, _luck_test())
    s.run()
    assert hettie.damage == hurt  # 6 against Luck 5, + 1 when lucky


def test_fa_comp_17_hettie_lucky_power_counts_when_luck_is_chosen_in_an_either_or_test():
    s = game(dice=(6, 7), investigators=HETTIE)  # Dexterity 6, Luck 5
    hettie = s.investigators[0]
    put(s, hettie, "cell.walk-south")
    s.piles["combat-humanoid"][:0] = ["hum-lunge", "hum-lunge"]  # Dexterity or Luck
    s.work.append(["attacks", ["warden"], 0])
    s.run()
    s.apply(A.Choose("luck"))
    assert hettie.damage == 0  # 6 against Luck 5 + 1
    s.work.append(["attacks", ["warden"], 0])
    s.run()
    s.apply(A.Choose("dexterity"))
    assert hettie.damage > 0  # 7 against Dexterity 6: lucky does not help Dexterity


def test_fa_test_1_either_or_targets_count_the_power_and_the_bot_takes_the_better():
    """FA-TEST-1/3 with FA-GAP-1: the either/or question shows each attribute's number to
    roll at most, the lucky power's +1 in it (Dexterity 6, Luck 5 + 1 = 6); the test's own
    modifier counts for both. The investigator bot picks by that number, not the raw
    attribute: with the power on Luck and a tie, it keeps the first option as max() does,
    and with Luck raised it takes Luck."""
    from eldertable.games.mansions.first.bots import InvestigatorBot

    s = game(dice=(6,), investigators=HETTIE)
    hettie = s.investigators[0]
    put(s, hettie, "cell.walk-south")
    s.piles["combat-humanoid"][:0] = ["hum-lunge"]  # Dexterity or Luck
    s.work.append(["attacks", ["warden"], 0])
    s.run()
    pending = s.observation(0)["pending"]
    assert pending["kind"] == "either"
    assert pending["targets"] == {"dexterity": 6, "luck": 6}
    hettie.attrs["luck"] = 6
    obs = s.observation(0)
    assert obs["pending"]["targets"] == {"dexterity": 6, "luck": 7}
    assert obs["investigators"][0]["attributes"]["luck"] == 6  # raw: a tie with Dexterity
    bot = InvestigatorBot(0, 1)
    assert bot.choose(obs, s.legal_actions(0)) == A.Choose("luck")


def test_fa_comp_17_hettie_lucky_power_never_beats_a_ten_and_leaves_the_puzzle_luck():
    s = game(dice=(10,), investigators=HETTIE)
    hettie = s.investigators[0]
    s.push_fx(0, _luck_test(modifier=9))
    s.run()
    assert hettie.damage == 1  # FA-TEST-5: a 10 fails whatever the number
    budget_luck = s.attribute(hettie, "luck")
    assert budget_luck == hettie.attrs["luck"] == 5  # FA-GAP-2 adds Luck as it is


# ------------------------------------------------------------------ steady (Miriam Osei)


@pytest.mark.parametrize("power, horror", [("steady", 0), ("quick", None)])
def test_fa_comp_17_miriam_steady_power_adds_one_to_horror_checks(power, horror):
    s = game(dice=(6,), investigators=["miriam-osei"])  # Will 5
    miriam = s.investigators[0]
    assert miriam.power == "steady"
    miriam.power = power
    warden = s.monsters["warden"]  # a maniac: horror rating 0
    assert s.monster_data["maniac"].horror_rating == 0
    s.horror_checks(miriam, [warden])
    s.run()
    expected = horror if horror is not None else s.monster_back(warden).horror
    assert miriam.horror == expected


def test_fa_comp_17_miriam_steady_power_is_no_bonus_to_other_will_tests():
    s = game(dice=(6,), investigators=["miriam-osei"])
    miriam = s.investigators[0]
    s.push_fx(0, effects([{"do": "test", "test": {"attribute": "will"},
                           "fail": [{"do": "horror", "amount": 1, "to": "self"}]}]))
    s.run()
    assert miriam.horror == 1


# ------------------------------------------------------------------ quick (Julian Fairweather)


def test_fa_comp_17_julian_quick_power_moves_one_space_more_each_turn():
    s = game(k=2, investigators=["julian-fairweather", "hettie-marsh"])
    julian, hettie = s.investigators
    assert julian.power == "quick"
    s.begin_turn(julian)
    s.begin_turn(hettie)
    assert julian.moves == 3 and hettie.moves == 2  # FA-GAP-1.moves is 2
    s.active = 0
    s.apply(A.Run())
    assert julian.moves == 5  # running adds the plain movement, not the power again
    s = game(investigators=["julian-fairweather"], house={"FA-GAP-1.moves": 3})
    s.begin_turn(s.investigators[0])
    assert s.investigators[0].moves == 4


# ------------------------------------------------------------------ keen-eye (Ada Whitlock)


def test_fa_comp_17_ada_keen_eye_power_sees_a_hidden_back_others_do_not():
    s = game(k=2, dice=(1,), investigators=["ada-whitlock", "hettie-marsh"])
    s.add_monster("b1", "byakhee", "study.desk", None, 0)
    assert s.investigators[0].power == "keen-eye"
    seen = {seat: next(m for m in s.observation(seat)["monsters"] if m["id"] == "b1")["back"]
            for seat in (0, 1)}
    assert seen[0] is not None and seen[1] is None


# ------------------------------------------------------------------ data


#: words each power's Character card states, English and Chinese
STATED = {
    "keen-eye": ("hidden side", "背面"),
    "steady": ("horror checks", "恐惧检定+1"),
    "quick": ("one space more", "多移动1格"),
    "tough": ("Strength", "力量"),
    "lucky": ("Luck test", "运气检定+1"),
}


def test_fa_comp_17_every_character_card_states_its_power_in_both_languages():
    powers = {c.id: c.power for c in rules_data().characters}
    assert set(powers.values()) <= set(POWERS)
    cards = [c for c in card_set().cards.values() if c.investigator]
    assert len(cards) == 4
    for card in cards:
        en, zh = STATED[powers[card.investigator]]
        assert en in card.text, card.id
        assert zh in card.text_zh, card.id
