"""Faster, exact ``chance.shuffle``, ``chance.die`` and ``chance.roll`` for the seeded
source (games shuffle decks hundreds of times and roll many dice per game).

``shuffle(chance, items)`` does what ``chance.shuffle(items)`` does, ``die(chance, sides)``
what ``chance.die(sides)`` does and ``roll(chance, n, sides)`` what ``chance.roll(n,
sides)`` does, value for value and with the same generator state after. For a plain
:class:`~eldertable.engine.chance.SeededChance` they run CPython's own algorithms inline
(``random.Random.shuffle``: ``j = _randbelow(i + 1)``; ``randint(1, sides)``: ``1 +
_randbelow(sides)``; ``_randbelow`` is rejection sampling on ``getrandbits``) and count
and log the values as the source does; every other source is asked as usual. At import
the stand-ins are compared with ``random.Random``; if they ever differ (another Python),
they are not used, so the dice never depend on them.
"""

from __future__ import annotations

import random
from typing import Any, MutableSequence

from .chance import SeededChance

_BITS = tuple(n.bit_length() for n in range(1025))


def _fisher_yates(getrandbits, x: MutableSequence[Any]) -> None:
    bits = _BITS
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = bits[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


def below(getrandbits, n: int) -> int:
    """``Random._randbelow(n)`` on ``getrandbits``: rejection sampling."""
    k = _BITS[n] if n < len(_BITS) else n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def _same_as_random() -> bool:
    for seed in range(8):
        ra, rb = random.Random(seed), random.Random(seed)
        for sides in (1, 2, 3, 6, 8, 12, 20) * 5:
            if ra.randint(1, sides) != 1 + below(rb.getrandbits, sides):
                return False
        if ra.getstate() != rb.getstate():
            return False
        for size in (0, 1, 2, 3, 7, 13, 31, 64, 200):
            a, b = list(range(size)), list(range(size))
            ra, rb = random.Random(seed), random.Random(seed)
            ra.shuffle(a)
            _fisher_yates(rb.getrandbits, b)
            if a != b or ra.getstate() != rb.getstate():
                return False
    return True


FAST = _same_as_random()


def seeded(chance) -> bool:
    """Whether the stand-ins serve ``chance``: a plain seeded source, on a Python whose
    ``random`` they match."""
    return FAST and type(chance) is SeededChance and type(chance.random) is random.Random


def shuffle(chance, items: MutableSequence[Any]) -> None:
    if seeded(chance) and len(items) < len(_BITS):
        chance.count += 1
        _fisher_yates(chance.random.getrandbits, items)
    else:
        chance.shuffle(items)


def die(chance, sides: int) -> int:
    if seeded(chance) and sides < len(_BITS):
        face = 1 + below(chance.random.getrandbits, sides)
        chance.count += 1
        chance.dice_log.append([face])
        return face
    return chance.die(sides)


def roll(chance, n: int, sides: int) -> tuple[int, ...]:
    if seeded(chance) and sides < len(_BITS):
        if n <= 0:
            return ()
        # die by die, as randint draws them (cheaper than drawing a batch in C and
        # redrawing the rejected ones, for any pool of dice a game rolls)
        getrandbits = chance.random.getrandbits
        k = _BITS[sides]
        faces = []
        for _ in range(n):
            r = getrandbits(k)
            while r >= sides:
                r = getrandbits(k)
            faces.append(r + 1)
        chance.count += n
        chance.dice_log.append(faces)
        return tuple(faces)
    return chance.roll(n, sides)
