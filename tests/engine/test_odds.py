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


def test_mo_trans_9_exact_fractions_and_the_highest_face():
    # MO-TRANS-9..12: d8 + Experience >= difficulty; the 8 always succeeds.
    assert odds.transmute(4)["fraction"] == (5, 8)
    assert odds.transmute(9)["fraction"] == (1, 8)  # out of reach: only the 8
    assert odds.transmute(9, experience=1)["fraction"] == (1, 8)  # 8 + 1: still the 8 only
    assert odds.transmute(9, experience=2)["fraction"] == (2, 8)  # 7 + 2 = 9: the boundary
    assert odds.transmute(1)["fraction"] == (8, 8)
    assert odds.transmute(4, sides=6)["fraction"] == (3, 6)  # 4, 5, 6 of a d6


def test_mo_card_5_the_heartstone_reroll_exactly():
    # MO-CARD-5: one more roll after a failure: 1 - (3/8)^2 = 55/64 at difficulty 4.
    assert odds.transmute(4, reroll=True)["fraction"] == (55, 64)
    # with one Experience: p = 6/8, then 1 - (2/8)^2 = 15/16
    assert odds.transmute(4, experience=1, reroll=True)["fraction"] == (60, 64)
