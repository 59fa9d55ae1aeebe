"""Exact dice odds for every dice system of the four games (computed, never sampled).

* ``d8_pool``: Mansions 2e test dice. A d8 shows success on 3 faces, investigation on 2 and
  blank on 3; each clue spent turns one investigation result into a success.
* ``d10_under``: first-edition tests, roll under or equal to the target; 1 always passes
  and 10 always fails.
* ``transmute``: Magnum Opus, d8 + spent experience >= difficulty, an 8 always succeeds;
  optionally one reroll of a failed roll.
* ``d6_at_least``: Miskatonic Madness, at least K dice of N showing 5 or 6.
* ``combat``: Miskatonic Madness, A's count of 5s and 6s beats B's, ties rolled again.
* ``ritual``: Miskatonic Madness, Secret Rituals: at least one success, and at least one 1.

Everything uses exact fractions internally and returns floats.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb


def _binom(n: int, p: Fraction) -> list[Fraction]:
    return [comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]


def d8_pool(dice: int, clues: int = 0, difficulty: int = 1) -> dict:
    """Distribution of successes after spending up to ``clues`` clues."""
    if dice < 0 or clues < 0:
        raise ValueError("dice and clues must be zero or more")
    ps, pi = Fraction(3, 8), Fraction(2, 8)
    pb = 1 - ps - pi
    dist = [Fraction(0)] * (dice + 1)
    for s in range(dice + 1):
        for i in range(dice - s + 1):
            b = dice - s - i
            p = (Fraction(comb(dice, s) * comb(dice - s, i)) * ps**s * pi**i * pb**b)
            dist[s + min(i, clues)] += p
    p_pass = sum(dist[max(0, difficulty):], Fraction(0)) if difficulty <= dice else Fraction(0)
    return {"distribution": [float(x) for x in dist], "p_pass": float(p_pass)}


def d10_under(target: int) -> dict:
    passing = min(9, max(1, target))
    return {"p_pass": float(Fraction(passing, 10))}


def transmute(difficulty: int, experience: int = 0, reroll: bool = False,
              sides: int = 8) -> dict:
    """MO-TRANS-9..12: the die (``sides`` faces) plus up to ``experience`` tokens reaches
    ``difficulty``, its highest face always succeeds; ``reroll`` (MO-CARD-5, the
    Heartstone): a failed roll is rolled once more. ``fraction``: (successes, outcomes)
    over the faces (``sides``, or ``sides`` squared with the reroll), never reduced."""
    if experience < 0:
        raise ValueError("experience must be zero or more")
    if sides < 1:
        raise ValueError("a die has one side or more")
    good = sum(1 for face in range(1, sides + 1)
               if face == sides or face + experience >= difficulty)
    num, den = good, sides
    if reroll:
        num, den = good * sides + (sides - good) * good, sides * sides
    return {"p_success": float(Fraction(num, den)), "fraction": (num, den)}


def d6_at_least(dice: int, need: int) -> dict:
    if dice < 0:
        raise ValueError("dice must be zero or more")
    dist = _binom(dice, Fraction(1, 3))
    return {"p_pass": float(sum(dist[max(0, need):], Fraction(0))) if need <= dice else 0.0}


def combat(a: int, b: int) -> dict:
    """P(A's hits > B's hits), rolling again on ties until they differ."""
    if a < 0 or b < 0:
        raise ValueError("dice must be zero or more")
    da, db = _binom(a, Fraction(1, 3)), _binom(b, Fraction(1, 3))
    win = sum(da[i] * db[j] for i in range(a + 1) for j in range(b + 1) if i > j)
    lose = sum(da[i] * db[j] for i in range(a + 1) for j in range(b + 1) if i < j)
    if win + lose == 0:
        raise ValueError("with no dice on either side the combat never ends")
    return {"p_win": float(Fraction(win) / (win + lose))}


def ritual(dice: int, bearer_dice: int = 0, threshold: int = 5) -> dict:
    """MM-RIT-3..5: ``dice`` d6 succeed on 5 or 6, ``bearer_dice`` more (the Ceremonial
    Dagger's bearer, MM-CARD-77) on ``threshold`` or more. ``p_success``: at least one
    success; ``p_one``: at least one die shows 1 (a cultist is devoured)."""
    if dice < 0 or bearer_dice < 0:
        raise ValueError("dice must be zero or more")
    if not 2 <= threshold <= 6:
        raise ValueError("the threshold lies between 2 and 6")
    miss = Fraction(4, 6) ** dice * Fraction(threshold - 1, 6) ** bearer_dice
    no_one = Fraction(5, 6) ** (dice + bearer_dice)
    return {"p_success": float(1 - miss), "p_one": float(1 - no_one)}
