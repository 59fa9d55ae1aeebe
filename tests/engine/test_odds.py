"""Exact odds against closed forms derived by hand (DESIGN.md `eldertable odds`)."""

import math

import pytest

from eldertable.engine import odds


def test_d8_single_die_without_clues():
    out = odds.d8_pool(1)
    assert out["distribution"] == pytest.approx([5 / 8, 3 / 8])
    assert out["p_pass"] == pytest.approx(3 / 8)


def test_d8_clues_turn_investigation_into_success():
    # One die, one clue: success on 3 faces plus the 2 investigation faces.
    assert odds.d8_pool(1, clues=1)["p_pass"] == pytest.approx(5 / 8)
    # Two dice, difficulty 2, no clues: both succeed.
    assert odds.d8_pool(2, 0, 2)["p_pass"] == pytest.approx((3 / 8) ** 2)
    # With unlimited clues each die succeeds with 5/8.
    d = odds.d8_pool(4, clues=4)["distribution"]
    for k in range(5):
        assert d[k] == pytest.approx(math.comb(4, k) * (5 / 8) ** k * (3 / 8) ** (4 - k))


def test_d8_distribution_sums_to_one():
    assert sum(odds.d8_pool(6, 2)["distribution"]) == pytest.approx(1.0)


@pytest.mark.parametrize("target,p", [(-3, 0.1), (0, 0.1), (1, 0.1), (5, 0.5), (9, 0.9),
                                      (10, 0.9), (14, 0.9)])
def test_d10_one_always_passes_ten_always_fails(target, p):
    assert odds.d10_under(target)["p_pass"] == pytest.approx(p)


def test_transmute_eight_always_succeeds_and_experience_helps():
    assert odds.transmute(20)["p_success"] == pytest.approx(1 / 8)
    assert odds.transmute(5)["p_success"] == pytest.approx(4 / 8)
    assert odds.transmute(5, experience=2)["p_success"] == pytest.approx(6 / 8)
    p = 4 / 8
    assert odds.transmute(5, reroll=True)["p_success"] == pytest.approx(1 - (1 - p) ** 2)


def test_d6_at_least_k_fives_or_sixes():
    assert odds.d6_at_least(3, 1)["p_pass"] == pytest.approx(1 - (2 / 3) ** 3)
    assert odds.d6_at_least(2, 2)["p_pass"] == pytest.approx(1 / 9)
    assert odds.d6_at_least(1, 2)["p_pass"] == 0.0


def test_combat_ties_roll_again():
    # One die each: win 1/3*2/3 = 2/9, lose 2/9, so p_win = 1/2.
    assert odds.combat(1, 1)["p_win"] == pytest.approx(0.5)
    # Two dice against one: P(win)/(P(win)+P(lose)).
    pa = [4 / 9, 4 / 9, 1 / 9]
    pb = [2 / 3, 1 / 3]
    win = sum(pa[i] * pb[j] for i in range(3) for j in range(2) if i > j)
    lose = sum(pa[i] * pb[j] for i in range(3) for j in range(2) if i < j)
    assert odds.combat(2, 1)["p_win"] == pytest.approx(win / (win + lose))
    assert odds.combat(0, 2)["p_win"] == 0.0
    with pytest.raises(ValueError):
        odds.combat(0, 0)
