"""The second-edition test dice (MOM2-TEST-3, MOM2-TEST-4) and counting a result.

An eight-sided die shows a success on three faces, an investigation result on two and a
blank on three. The faces are numbered 1 to 8 so that physical dice and the seeded
generator agree: 1-3 blank, 4-5 investigation, 6-8 success.
"""

from __future__ import annotations

from ....engine import fastrng
from ....engine.messages import Msg, N_

SIDES = 8
SUCCESS = "success"
INVESTIGATION = "investigation"
BLANK = "blank"

#: what each face shows; index 0 is unused
FACE_KIND = (None, BLANK, BLANK, BLANK, INVESTIGATION, INVESTIGATION, SUCCESS, SUCCESS, SUCCESS)


def kinds(dice) -> list[str]:
    return [FACE_KIND[f] for f in dice]


#: the faces showing each kind
FACES = {BLANK: (1, 2, 3), INVESTIGATION: (4, 5), SUCCESS: (6, 7, 8)}


def count(dice, kind: str) -> int:
    """How many of ``dice`` (a list or tuple of faces) show ``kind``."""
    return sum(map(dice.count, FACES[kind]))


def result(dice, converted: int) -> int:
    """MOM2-TEST-6: successes, plus investigation results turned into successes by Clues
    (MOM2-CLUE-1; never more than the investigation results rolled)."""
    succ = dice.count(6) + dice.count(7) + dice.count(8)
    if converted > 0:
        return succ + min(converted, dice.count(4) + dice.count(5))
    return succ


def passes(successes: int, difficulty: int | None, threshold: int = 1) -> bool:
    """MOM2-TEST-7: a result below the difficulty fails. Without a difficulty the result
    passes at ``threshold`` successes (house rule MOM2-GAP-11)."""
    return successes >= (difficulty if difficulty is not None else threshold)


C = "mansions"
# a face's name in the log
FACE_NAMES = {SUCCESS: N_(C, "a success"), INVESTIGATION: N_(C, "an investigation"),
              BLANK: N_(C, "a blank")}


def faces_msg(dice) -> Msg:
    """What ``dice`` show, in words for the log: how many successes, investigation results
    and blanks (the numbers 1-8 are only how a seeded die is counted)."""
    return Msg(N_(C, "{s} {s|success|successes}, {i} {i|investigation|investigations}, "
                     "{b} {b|blank|blanks}"), C, s=count(dice, SUCCESS),
               i=count(dice, INVESTIGATION), b=count(dice, BLANK))


def face_msg(face: int) -> Msg:
    """One face's name for the log ("a success")."""
    return Msg(FACE_NAMES[FACE_KIND[face]], C)


def face_for(kind: str) -> int:
    """A face showing ``kind`` (for scripted dice in tests and examples)."""
    return {BLANK: 1, INVESTIGATION: 4, SUCCESS: 6}[kind]


def roll(chance, n: int) -> tuple[int, ...]:
    """``chance.roll(n, SIDES)`` (inline for a plain seeded source: :mod:`~eldertable.
    engine.fastrng`)."""
    return fastrng.roll(chance, n, SIDES)
