"""Six-sided dice for Miskatonic Madness: the seeded source's own ``roll(n, 6)``, faster.

Every check, combat round and ritual rolls a handful of d6. For a plain
:class:`~eldertable.engine.chance.SeededChance`, :func:`d6` draws the same values as
``chance.roll(n, 6)`` (``randint(1, 6)`` is ``1 + _randbelow(6)``: ``getrandbits(3)``,
which is the top 3 bits of one 32-bit Mersenne Twister word, drawn again while it is 6 or
7) but takes ``n`` words at once with ``getrandbits(32 * n)``, keeps the top byte of each
and maps or drops it with ``bytes.translate``: all in C. The rejected dice are drawn again
in the same way, so the generator ends in the same state, and the count and the dice log
are kept as the source keeps them. At import the stand-in is compared with
``random.Random``; if it ever differs (another Python), :func:`d6` asks the source as
usual, so the faces never depend on it. Every other source is asked as usual too.
"""

from __future__ import annotations

import random

from eldertable.engine.chance import SeededChance
from eldertable.engine.fastrng import roll

# top byte of a word -> face (top 3 bits + 1); bytes 0xC0.. (bits 6 and 7) are redrawn
_FACE = bytes(((b >> 5) + 1) if b < 0xC0 else 0 for b in range(256))
_REDRAW = bytes(range(0xC0, 0x100))


def _draw(getrandbits, n: int) -> list[int]:
    if n == 1:  # one word: its top 3 bits, as randint(1, 6) draws them
        face = getrandbits(3)
        while face > 5:
            face = getrandbits(3)
        return [face + 1]
    faces = list(getrandbits(32 * n).to_bytes(4 * n, "little")[3::4].translate(_FACE, _REDRAW))
    k = n - len(faces)
    while k:
        faces += getrandbits(32 * k).to_bytes(4 * k, "little")[3::4].translate(_FACE, _REDRAW)
        k = n - len(faces)
    return faces


def _same_as_random() -> bool:
    for seed in range(8):
        ra, rb = random.Random(seed), random.Random(seed)
        for n in (1, 2, 3, 5, 8, 13, 40, 1, 1, 7):
            if [ra.randint(1, 6) for _ in range(n)] != _draw(rb.getrandbits, n):
                return False
        if ra.getstate() != rb.getstate():
            return False
    return True


EXACT = _same_as_random()


def d6(chance, n: int) -> list[int]:
    """``list(chance.roll(n, 6))`` for ``n`` >= 1, with the same effects on ``chance``."""
    if EXACT and type(chance) is SeededChance and type(chance.random) is random.Random:
        faces = _draw(chance.random.getrandbits, n)
        chance.count += n
        chance.dice_log.append(faces[:])
        return faces
    return list(roll(chance, n, 6))
