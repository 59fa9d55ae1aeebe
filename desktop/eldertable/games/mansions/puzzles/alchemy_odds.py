"""The exact chance that the alchemy completion roll passes (FA-ALCH-19, FA-ALCH-20).

One d10 is rolled against the number of correctly placed pieces. With the house rule
FA-GAP-9 (default) a 1 always passes and a 10 always fails, as on every first-edition
test (FA-TEST-4, FA-TEST-5), so the chance is ``min(9, max(1, correct)) / 10``; that is
:func:`eldertable.engine.odds.d10_under`. Without it the chance is ``correct / 10``.

While the board has empty edges (during the deal, or between the discard and the draw of a
Replace) the chance is taken over every way the pile can fill them: the pile is shuffled
facedown, so each order of its pieces is equally likely, and its make-up is known (every
piece not in view). The result is exact (a :class:`~fractions.Fraction`).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from ....engine.odds import d10_under


def roll_passes(face: int, correct: int, naturals: bool = True) -> bool:
    """Does a d10 showing ``face`` pass against ``correct`` pieces?"""
    if not 1 <= face <= 10:
        raise ValueError("a d10 shows 1 to 10")
    if naturals and face == 1:
        return True
    if naturals and face == 10:
        return False
    return face <= correct


@lru_cache(maxsize=256)
def pass_chance(correct: int, naturals: bool = True) -> Fraction:
    """Exact chance of passing with ``correct`` pieces placed correctly (kept: a pure
    function of two small values, asked at every look at an alchemy board)."""
    if naturals:
        # d10_under gives k/10 as a float; the nearest fraction with denominator 10 is exact
        return Fraction(d10_under(correct)["p_pass"]).limit_denominator(10)
    return Fraction(min(10, max(0, correct)), 10)


def fill_distribution(empty_edges: tuple[str, ...], pool: dict[str, int]) -> dict[int, Fraction]:
    """How many of ``empty_edges`` (edge shapes, in filling order) get a matching piece when
    they are filled one by one from a shuffled pool of ``pool`` (shape -> count)."""
    shapes = tuple(sorted(pool))
    counts = tuple(pool[s] for s in shapes)
    if len(empty_edges) > sum(counts):
        raise ValueError("the pile holds fewer pieces than there are empty edges")
    return dict(_fill(tuple(empty_edges), shapes, counts))


@lru_cache(maxsize=4096)
def _fill(edges: tuple[str, ...], shapes: tuple[str, ...],
          counts: tuple[int, ...]) -> tuple[tuple[int, Fraction], ...]:
    if not edges:
        return ((0, Fraction(1)),)
    total = sum(counts)
    out: dict[int, Fraction] = {}
    for i, shape in enumerate(shapes):
        if counts[i] == 0:
            continue
        p = Fraction(counts[i], total)
        rest = counts[:i] + (counts[i] - 1,) + counts[i + 1:]
        hit = 1 if shape == edges[0] else 0
        for m, q in _fill(edges[1:], shapes, rest):
            out[m + hit] = out.get(m + hit, Fraction(0)) + p * q
    return tuple(sorted(out.items()))


def board_pass_chance(correct: int, empty_edges: tuple[str, ...] = (),
                      pool: dict[str, int] | None = None, naturals: bool = True) -> Fraction:
    """Exact chance of passing once ``empty_edges`` are filled from ``pool``, with
    ``correct`` pieces already right."""
    if not empty_edges:
        return pass_chance(correct, naturals)
    pool = pool or {}
    return _board_chance(correct, tuple(empty_edges), tuple(sorted(pool.items())), naturals)


@lru_cache(maxsize=4096)
def _board_chance(correct: int, empty_edges: tuple[str, ...],
                  pool: tuple[tuple[str, int], ...], naturals: bool) -> Fraction:
    dist = fill_distribution(empty_edges, dict(pool))
    return sum((p * pass_chance(correct + m, naturals) for m, p in dist.items()), Fraction(0))
