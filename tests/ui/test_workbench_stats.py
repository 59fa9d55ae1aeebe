"""The workbench's statistics against closed forms derived by hand (and scipy where present)."""

from __future__ import annotations

import math
import random

import pytest

from eldertable.ui.workbench import stats


def test_wilson_matches_closed_forms():
    z = stats.Z95
    # 0 of n: the interval is [0, z^2 / (n + z^2)]
    lo, hi = stats.wilson(0, 10)
    assert lo == 0.0
    assert hi == pytest.approx(z * z / (10 + z * z), abs=1e-12)
    # n of n: mirror image
    lo, hi = stats.wilson(10, 10)
    assert lo == pytest.approx(10 / (10 + z * z), abs=1e-12)
    assert hi == 1.0
    # half: symmetric about 1/2 with half-width z*sqrt(n/4 + z^2/4)/(n + z^2)
    lo, hi = stats.wilson(50, 100)
    half = z * math.sqrt(100 / 4 + z * z / 4) / (100 + z * z)
    assert (lo, hi) == pytest.approx((0.5 - half, 0.5 + half), abs=1e-12)
    assert stats.wilson(0, 0) == (0.0, 1.0)


def test_two_proportions_z_by_hand():
    # 60/100 against 45/100: pooled p = 0.525, se = sqrt(p(1-p)(2/100))
    t = stats.two_proportions(60, 100, 45, 100)
    se = math.sqrt(0.525 * 0.475 * 0.02)
    assert t.difference == pytest.approx(0.15)
    assert t.statistic == pytest.approx(0.15 / se)
    assert t.p_value == pytest.approx(math.erfc(0.15 / se / math.sqrt(2)))
    assert t.significant
    same = stats.two_proportions(30, 100, 30, 100)
    assert same.statistic == 0 and same.p_value == pytest.approx(1.0) and not same.significant
    assert stats.two_proportions(0, 10, 0, 20).p_value == 1.0
    assert stats.two_proportions(1, 0, 1, 10) is None


@pytest.mark.parametrize("t", [0.0, 0.3, 1.0, 2.5, 12.7])
def test_t_distribution_one_and_two_degrees_of_freedom(t):
    # df = 1 is the Cauchy distribution: P(|T| >= t) = 1 - 2 atan(t) / pi
    assert stats.t_two_sided(t, 1) == pytest.approx(1 - 2 * math.atan(t) / math.pi, abs=1e-10)
    # df = 2: P(|T| >= t) = 1 - t / sqrt(2 + t^2)
    assert stats.t_two_sided(t, 2) == pytest.approx(1 - t / math.sqrt(2 + t * t), abs=1e-10)


def test_t_distribution_tends_to_the_normal():
    assert stats.t_two_sided(1.96, 1e7) == pytest.approx(stats.normal_two_sided(1.96), abs=1e-6)


def test_incomplete_beta_closed_forms():
    # I_x(1, b) = 1 - (1 - x)^b and I_x(a, 1) = x^a
    for x in (0.05, 0.3, 0.77):
        assert stats.betainc(1, 3.5, x) == pytest.approx(1 - (1 - x) ** 3.5, abs=1e-12)
        assert stats.betainc(4.2, 1, x) == pytest.approx(x ** 4.2, abs=1e-12)


def test_welch_by_hand():
    xs, ys = [1.0, 2.0, 3.0, 4.0], [2.0, 4.0, 6.0]
    # means 2.5 and 4; variances 5/3 and 4; se^2 = 5/12 + 4/3 = 7/4
    t = stats.welch(xs, ys)
    assert t.difference == pytest.approx(-1.5)
    assert t.statistic == pytest.approx(-1.5 / math.sqrt(7 / 4))
    a, b = 5 / 12, 4 / 3
    df = (a + b) ** 2 / (a * a / 3 + b * b / 2)
    assert t.p_value == pytest.approx(stats.t_two_sided(t.statistic, df))
    assert 0.2 < t.p_value < 0.4
    assert stats.welch([1.0], ys) is None
    assert stats.welch([3.0, 3.0], [3.0, 3.0]).p_value == 1.0


def test_mann_whitney_by_hand():
    # every x below every y: U_x = 0; n1 = n2 = 4, no ties: var = 16 * 9 / 12 = 12
    t = stats.mann_whitney([1, 2, 3, 4], [5, 6, 7, 8])
    assert t.statistic == 0
    z = (8 - 0.5) / math.sqrt(12)
    assert t.p_value == pytest.approx(math.erfc(z / math.sqrt(2)))
    assert t.difference == pytest.approx(2.5 - 6.5)
    # ties: ranks of [1, 1, 2] + [2, 3] are 1.5, 1.5, 3.5 | 3.5, 5
    ranks, ties = stats.ranks([1, 1, 2, 2, 3])
    assert ranks == [1.5, 1.5, 3.5, 3.5, 5.0]
    assert ties == (8 - 2) * 2
    t = stats.mann_whitney([1, 1, 2], [2, 3])
    assert t.statistic == pytest.approx(1.5 + 1.5 + 3.5 - 6)
    same = stats.mann_whitney([4, 4, 4], [4, 4])
    assert same.p_value == 1.0


def test_against_scipy_when_it_is_there():
    sp = pytest.importorskip("scipy.stats")
    rng = random.Random(3)
    xs = [rng.randint(5, 20) for _ in range(300)]
    ys = [rng.randint(6, 22) for _ in range(250)]
    w = stats.welch(xs, ys)
    ref = sp.ttest_ind(xs, ys, equal_var=False)
    assert w.statistic == pytest.approx(ref.statistic, rel=1e-9)
    assert w.p_value == pytest.approx(ref.pvalue, rel=1e-7)
    m = stats.mann_whitney(xs, ys)
    ref = sp.mannwhitneyu(xs, ys, alternative="two-sided", use_continuity=True,
                          method="asymptotic")
    assert m.statistic == pytest.approx(ref.statistic)
    assert m.p_value == pytest.approx(ref.pvalue, rel=1e-9)
