"""Six-sided dice for Miskatonic Madness: the seeded source's own ``roll(n, 6)``, faster.

Every check, combat round and ritual rolls a handful of d6, most often one die. For a
plain :class:`~eldertable.engine.chance.SeededChance`, :func:`d6` draws the dice inline,
die by die (``randint(1, 6)`` is ``1 + _randbelow(6)``: ``getrandbits(3)``, drawn again
while it is 6 or 7; the same draws as :func:`eldertable.engine.fastrng.roll`, cheaper than
any batch for the pools a game rolls); the count and the dice log are
kept as the source keeps them. At import the stand-in is compared with ``random.Random``;
if it ever differs (another Python), :func:`d6` asks the source as usual, so the faces
never depend on it. Every other source is asked as usual too.
"""

from __future__ import annotations

import random

from eldertable.engine.chance import SeededChance
from eldertable.engine.fastrng import roll


def _one(getrandbits) -> int:
    """One die, as randint(1, 6) draws it: the top 3 bits of a word, redrawn above 5."""
    face = getrandbits(3)
    while face > 5:
        face = getrandbits(3)
    return face + 1


def _same_as_random() -> bool:
    for seed in range(8):
        ra, rb = random.Random(seed), random.Random(seed)
        for _ in range(50):
            if ra.randint(1, 6) != _one(rb.getrandbits):
                return False
        if ra.getstate() != rb.getstate():
            return False
    return True


EXACT = _same_as_random()


def d6(chance, n: int) -> list[int]:
    """``list(chance.roll(n, 6))`` for ``n`` >= 1, with the same effects on ``chance``."""
    if EXACT and type(chance) is SeededChance and type(chance.random) is random.Random:
        getrandbits = chance.random.getrandbits
        faces = []
        for _ in range(n):  # as _one draws them, die by die
            face = getrandbits(3)
            while face > 5:
                face = getrandbits(3)
            faces.append(face + 1)
        chance.count += n
        chance.dice_log.append(faces)
        return faces.copy()
    return list(roll(chance, n, 6))
