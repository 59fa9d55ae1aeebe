"""First-edition tests (FA-TEST-*, FA-GAP-1, FA-GAP-9, FA-GAP-26), dice forced."""

from __future__ import annotations

import pytest

from eldertable.games.mansions.first import actions as A
from eldertable.games.mansions.first.d10 import passes
from fa_testkit import effects, game, spec


def test_fa_gap_1_attribute_test_is_d10_roll_under_attribute():
    s = game(dice=(6, 7))
    tomas = s.investigators[0]  # Strength 6
    assert s.test(tomas, spec(attribute="strength"), None, {}) is True
    assert s.test(tomas, spec(attribute="strength"), None, {}) is False


def test_fa_test_4_natural_one_always_passes():
    s = game(dice=(1,))
    assert s.test(s.investigators[0], spec(attribute="intellect", modifier=-5), None, {})
    assert passes(1, -3)


def test_fa_test_5_natural_ten_always_fails():
    s = game(dice=(10,))
    assert not s.test(s.investigators[0], spec(attribute="strength", modifier=9), None, {})
    assert not passes(10, 12)


def test_fa_gap_9_one_and_ten_hold_for_non_attribute_tests_too():
    assert passes(1, 0) and not passes(10, 10)


def test_fa_test_1_either_or_test_lets_the_investigator_choose():
    s = game(dice=(5,))
    tomas = s.investigators[0]  # Strength 6, Intellect 2
    s.push_fx(0, effects([{"do": "test", "test": {"either": ["strength", "intellect"]},
                           "fail": [{"do": "damage", "amount": 2}]}]))
    s.run()
    assert s.current_player() == 0
    assert set(s.legal_actions()) == {A.Choose("strength"), A.Choose("intellect")}
    s.apply(A.Choose("intellect"))  # 5 > 2: fails
    assert tomas.damage == 2


def test_fa_test_2_non_attribute_test_rolls_under_the_number():
    s = game(dice=(4, 4))
    tomas = s.investigators[0]  # sanity 6
    tomas.horror = 2  # remaining sanity 4
    assert s.test(tomas, spec(value="sanity"), None, {})
    tomas.horror = 3
    assert not s.test(tomas, spec(value="sanity"), None, {})


def test_fa_test_3_conditional_modifier_applies_before_the_roll():
    s = game(dice=(4, 4))
    tomas = s.investigators[0]  # Strength 6
    tomas.horror = 2
    assert s.test(tomas, spec(attribute="strength", per={"count": "horror", "by": -1}), None, {})
    tomas.horror = 3
    assert not s.test(tomas, spec(attribute="strength", per={"count": "horror", "by": -1}),
                      None, {})


@pytest.mark.parametrize("faces,damage,horror", [((2, 2), 0, 0), ((2, 9), 1, 0), ((9, 9), 2, 1)])
def test_fa_test_6_and_fa_test_7_two_tests_in_order_three_outcomes(faces, damage, horror):
    s = game(dice=faces)
    tomas = s.investigators[0]
    s.push_fx(0, effects([{"do": "tests", "tests": [{"attribute": "strength"},
                                                     {"attribute": "will"}],
                           "one": [{"do": "damage", "amount": 1}],
                           "none": [{"do": "damage", "amount": 2},
                                    {"do": "horror", "amount": 1}]}]))
    s.run()
    assert (tomas.damage, tomas.horror) == (damage, horror)


def test_fa_test_6_tests_are_made_in_the_order_given():
    s = game(dice=(2, 9))  # the first die goes to the first test
    tomas = s.investigators[0]  # Strength 6, Intellect 2
    s.push_fx(0, effects([{"do": "tests", "tests": [{"attribute": "intellect"},
                                                     {"attribute": "strength"}],
                           "one": [{"do": "damage", "amount": 1}],
                           "none": [{"do": "damage", "amount": 3}]}]))
    s.run()
    assert tomas.damage == 1  # 2 <= 2 passes, 9 > 6 fails


def test_fa_gap_26_second_test_falls_to_the_attacker_when_alone():
    s = game(dice=(2, 2))
    tomas = s.investigators[0]
    s.push_fx(0, effects([{"do": "tests", "tests": [{"attribute": "strength"},
                                                     {"attribute": "luck"}], "second": "other",
                           "both": [{"do": "clue", "amount": 1}]}]))
    s.run()
    assert tomas.clues == 1 and s.chance.remaining() == 0


def test_fa_gap_26_house_rule_pass_counts_the_missing_second_test_as_passed():
    s = game(dice=(2,), house={"FA-GAP-26": "pass"})
    tomas = s.investigators[0]
    s.push_fx(0, effects([{"do": "tests", "tests": [{"attribute": "strength"},
                                                     {"attribute": "luck"}], "second": "other",
                           "both": [{"do": "clue", "amount": 1}]}]))
    s.run()
    assert tomas.clues == 1


def test_fa_gap_1_trauma_modifiers_change_the_attribute_tested():
    s = game(dice=(6,))
    tomas = s.investigators[0]
    tomas.kept.append("broken-arm")  # -1 Strength
    assert s.attribute(tomas, "strength") == 5
    assert not s.test(tomas, spec(attribute="strength"), None, {})
