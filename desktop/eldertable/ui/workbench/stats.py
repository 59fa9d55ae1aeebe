"""The statistics the workbench shows, with the standard library alone (no scipy).

* :func:`wilson`: the Wilson score interval of a proportion (95 % by default);
* :func:`two_proportions`: the two-sided two-proportion z-test (pooled standard error);
* :func:`welch`: Welch's t-test for two means with unequal variances; its p-value comes
  from the regularized incomplete beta function (Lentz's continued fraction);
* :func:`mann_whitney`: the Mann-Whitney U test, normal approximation with the tie
  correction and a continuity correction.

Every test returns a :class:`Test` (difference, statistic, two-sided p-value), or ``None``
when the samples are too small to say anything.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

Z95 = 1.959963984540054  # the 97.5 % quantile of the standard normal
ALPHA = 0.05


@dataclass(frozen=True)
class Test:
    name: str          # "z", "welch", "mann-whitney"
    difference: float  # first minus second
    statistic: float
    p_value: float

    @property
    def significant(self) -> bool:
        return self.p_value < ALPHA


def normal_two_sided(z: float) -> float:
    """P(|Z| >= |z|) for a standard normal Z."""
    return math.erfc(abs(z) / math.sqrt(2.0))


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (low, high) of ``successes`` out of ``n``."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    z2 = z * z
    denom = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    lo = 0.0 if successes <= 0 else max(0.0, centre - half)
    hi = 1.0 if successes >= n else min(1.0, centre + half)
    return lo, hi


def two_proportions(k1: int, n1: int, k2: int, n2: int) -> Test | None:
    """Is ``k1/n1`` different from ``k2/n2``? Two-sided z-test with the pooled proportion."""
    if n1 <= 0 or n2 <= 0:
        return None
    p1, p2 = k1 / n1, k2 / n2
    pooled = (k1 + k2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    if se == 0:
        return Test("z", p1 - p2, 0.0, 1.0)
    z = (p1 - p2) / se
    return Test("z", p1 - p2, z, normal_two_sided(z))


def mean_var(xs: Sequence[float]) -> tuple[float, float]:
    """Mean and sample variance (n - 1 in the denominator; 0 for fewer than 2 values)."""
    n = len(xs)
    if n == 0:
        return 0.0, 0.0
    m = math.fsum(xs) / n
    if n < 2:
        return m, 0.0
    return m, math.fsum((x - m) ** 2 for x in xs) / (n - 1)


def _betacf(a: float, b: float, x: float) -> float:
    """Continued fraction of the incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 10000):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-15:
            break
    return h


def betainc(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    ln_front = (math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                + a * math.log(x) + b * math.log1p(-x))
    front = math.exp(ln_front)
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def t_two_sided(t: float, df: float) -> float:
    """P(|T| >= |t|) for Student's t with ``df`` degrees of freedom."""
    if df <= 0:
        return 1.0
    return betainc(df / 2.0, 0.5, df / (df + t * t))


def welch(xs: Sequence[float], ys: Sequence[float]) -> Test | None:
    """Welch's t-test: is the mean of ``xs`` different from the mean of ``ys``?"""
    n1, n2 = len(xs), len(ys)
    if n1 < 2 or n2 < 2:
        return None
    m1, v1 = mean_var(xs)
    m2, v2 = mean_var(ys)
    a, b = v1 / n1, v2 / n2
    se2 = a + b
    if se2 == 0:
        return Test("welch", m1 - m2, 0.0 if m1 == m2 else math.copysign(math.inf, m1 - m2),
                    1.0 if m1 == m2 else 0.0)
    t = (m1 - m2) / math.sqrt(se2)
    df = se2 * se2 / (a * a / (n1 - 1) + b * b / (n2 - 1))
    return Test("welch", m1 - m2, t, t_two_sided(t, df))


def ranks(values: Sequence[float]) -> tuple[list[float], float]:
    """Average ranks (1-based) of ``values`` and the tie term sum(t^3 - t)."""
    order = sorted(range(len(values)), key=values.__getitem__)
    out = [0.0] * len(values)
    ties = 0.0
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        rank = (i + j) / 2.0 + 1.0
        for k in range(i, j + 1):
            out[order[k]] = rank
        t = j - i + 1
        ties += t * t * t - t
        i = j + 1
    return out, ties


def mann_whitney(xs: Sequence[float], ys: Sequence[float]) -> Test | None:
    """Mann-Whitney U: do ``xs`` tend to be larger or smaller than ``ys``?

    ``difference`` is the difference of the medians; ``statistic`` is U of ``xs``."""
    n1, n2 = len(xs), len(ys)
    if n1 == 0 or n2 == 0:
        return None
    r, ties = ranks(list(xs) + list(ys))
    u1 = math.fsum(r[:n1]) - n1 * (n1 + 1) / 2.0
    n = n1 + n2
    mu = n1 * n2 / 2.0
    var = n1 * n2 / 12.0 * ((n + 1) - ties / (n * (n - 1))) if n > 1 else 0.0
    diff = median(xs) - median(ys)
    if var <= 0:
        return Test("mann-whitney", diff, u1, 1.0)
    excess = abs(u1 - mu) - 0.5
    z = max(0.0, excess) / math.sqrt(var)
    return Test("mann-whitney", diff, u1, normal_two_sided(z))


def median(xs: Sequence[float]) -> float:
    s = sorted(xs)
    if not s:
        return 0.0
    mid = len(s) // 2
    return float(s[mid]) if len(s) % 2 else (s[mid - 1] + s[mid]) / 2.0
