"""A faster, exact ``chance.shuffle`` for the seeded source (a game shuffles a discard
pile into a deck some hundred times).

``shuffle(chance, items)`` does what ``chance.shuffle(items)`` does. For a plain
:class:`~eldertable.engine.chance.SeededChance` it runs CPython's own Fisher-Yates
(``random.Random.shuffle``: ``j = _randbelow(i + 1)`` by rejection sampling on
``getrandbits``) inline and counts the value as the source does; every other source is
asked as usual. At import the stand-in is compared with ``random.Random.shuffle``; if
they ever differ (another Python), it is not used, so the dice never depend on it.
"""

from __future__ import annotations

import random
from typing import Any, MutableSequence

from ...engine.chance import SeededChance

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


def _same_as_random() -> bool:
    for seed in range(8):
        for size in (0, 1, 2, 3, 7, 13, 31, 64, 200):
            a, b = list(range(size)), list(range(size))
            ra, rb = random.Random(seed), random.Random(seed)
            ra.shuffle(a)
            _fisher_yates(rb.getrandbits, b)
            if a != b or ra.getstate() != rb.getstate():
                return False
    return True


FAST = _same_as_random()


def shuffle(chance, items: MutableSequence[Any]) -> None:
    if FAST and type(chance) is SeededChance and len(items) < len(_BITS) \
            and type(chance.random) is random.Random:
        chance.count += 1
        _fisher_yates(chance.random.getrandbits, items)
    else:
        chance.shuffle(items)
