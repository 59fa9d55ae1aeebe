"""The second-edition test dice (MOM2-TEST-3, MOM2-TEST-4) and counting a result.

An eight-sided die shows a success on three faces, an investigation result on two and a
blank on three. The faces are numbered 1 to 8 so that physical dice and the seeded
generator agree: 1-3 blank, 4-5 investigation, 6-8 success.
"""

from __future__ import annotations

import random

from ....engine import fastrng
from ....engine.chance import SeededChance

SIDES = 8
SUCCESS = "success"
INVESTIGATION = "investigation"
BLANK = "blank"

#: what each face shows; index 0 is unused
FACE_KIND = (None, BLANK, BLANK, BLANK, INVESTIGATION, INVESTIGATION, SUCCESS, SUCCESS, SUCCESS)


def kinds(dice) -> list[str]:
    return [FACE_KIND[f] for f in dice]


def count(dice, kind: str) -> int:
    return sum(1 for f in dice if FACE_KIND[f] == kind)


def result(dice, converted: int) -> int:
    """MOM2-TEST-6: successes, plus investigation results turned into successes by Clues
    (MOM2-CLUE-1; never more than the investigation results rolled)."""
    return count(dice, SUCCESS) + min(converted, count(dice, INVESTIGATION))


def passes(successes: int, difficulty: int | None, threshold: int = 1) -> bool:
    """MOM2-TEST-7: a result below the difficulty fails. Without a difficulty the result
    passes at ``threshold`` successes (house rule MOM2-GAP-11)."""
    return successes >= (difficulty if difficulty is not None else threshold)


def face_for(kind: str) -> int:
    """A face showing ``kind`` (for scripted dice in tests and examples)."""
    return {BLANK: 1, INVESTIGATION: 4, SUCCESS: 6}[kind]


def roll(chance, n: int) -> tuple[int, ...]:
    """``chance.roll(n, SIDES)``: the same faces, count, dice log and generator state. For
    a plain seeded source the dice are drawn inline die by die (``randint(1, 8)`` is
    ``1 + _randbelow(8)``: four bits, drawn again above 7, as :mod:`~eldertable.engine.
    fastrng` checks at import), cheaper for a few d8 than drawing them in batches; every
    other source is asked as usual."""
    if not (fastrng.FAST and type(chance) is SeededChance
            and type(chance.random) is random.Random):
        return chance.roll(n, SIDES)
    if n <= 0:
        return ()
    getrandbits = chance.random.getrandbits
    faces = []
    for _ in range(n):
        r = getrandbits(4)
        while r >= SIDES:
            r = getrandbits(4)
        faces.append(r + 1)
    chance.count += n
    chance.dice_log.append(faces)
    return tuple(faces)
