"""Exact, cheaper ``randint``, ``choice`` and ``sample`` for puzzle generation (a lock is
laid out with a few hundred draws).

``draws(chance)`` returns something with the three methods of the chance source. For a
plain :class:`~eldertable.engine.chance.SeededChance` it runs CPython's own algorithms
inline: ``randint(a, b)`` and ``choice`` are ``_randbelow`` (``engine.fastrng.below``:
rejection sampling on ``getrandbits``), ``sample`` of a few items from a short list is ``Random.sample``'s pool
method; each call counts one value, as the source does. The values and the generator's
state after are the same as the source's; at import the stand-ins are compared with
``random.Random`` and, if they ever differ (another Python), the source itself is used.
Every other source (scripted, physical dice) is the source itself.
"""

from __future__ import annotations

from typing import Any, Sequence

from ....engine.chance import SeededChance
from ....engine.fastrng import _BITS, below, seeded

#: ``Random.sample`` keeps a pool (rather than a set of picks) while the population is at
#: most this long; for samples of up to five items (3.11: ``setsize = 21``)
_POOL_MAX = 21
_SAMPLE_MAX = 5
_LONG = len(_BITS)


class _Inline:
    """The draws of a plain seeded source, inline (see the module docstring)."""

    __slots__ = ("chance", "getrandbits")

    def __init__(self, chance: SeededChance) -> None:
        self.chance = chance
        self.getrandbits = chance.random.getrandbits

    def randint(self, a: int, b: int) -> int:
        self.chance.count += 1
        n = b - a + 1
        k = _BITS[n] if n < _LONG else n.bit_length()  # ``below``, inline
        getrandbits = self.getrandbits
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return a + r

    def choice(self, items: Sequence[Any]) -> Any:
        if not items:
            raise IndexError("choice from an empty sequence")
        self.chance.count += 1
        return items[below(self.getrandbits, len(items))]

    def sample(self, items: Sequence[Any], k: int) -> list[Any]:
        n = len(items)
        if not (0 <= k <= n and k <= _SAMPLE_MAX and n <= _POOL_MAX):
            return self.chance.sample(items, k)
        self.chance.count += 1
        getrandbits = self.getrandbits
        pool = list(items)
        out = []
        for i in range(k):
            m = n - i
            j = below(getrandbits, m)
            out.append(pool[j])
            pool[j] = pool[m - 1]  # the last unpicked item takes the vacancy
        return out


def _same_as_random() -> bool:
    for seed in range(12):
        a, b = SeededChance(seed), SeededChance(seed)
        fast = _Inline(b)
        for n in range(1, 26):
            items = list(range(100, 100 + n))
            if a.randint(0, n - 1) != fast.randint(0, n - 1) or \
                    a.randint(3, 3 + n) != fast.randint(3, 3 + n):
                return False
            if a.choice(items) != fast.choice(items):
                return False
            for k in range(0, min(n, 6) + 1):
                if a.sample(items, k) != fast.sample(items, k):
                    return False
        if a.random.getstate() != b.random.getstate() or a.count != b.count:
            return False
    return True


FAST = _same_as_random()


def draws(chance: Any) -> Any:
    """``chance``'s ``randint``/``choice``/``sample``, inline for a plain seeded source."""
    if FAST and seeded(chance):
        return _Inline(chance)
    return chance
