"""Chance sources: every die and every shuffle of a game goes through one of these.

* :class:`SeededChance`: a seeded ``random.Random`` that counts what it hands out
  (Kajongg's ``CountingRandom``). The same seed gives the same game in any process.
* :class:`ScriptedChance`: tests force exact faces; running out is an error, never a guess.
* :class:`PhysicalDice`: the players roll real dice and type the faces; shuffles still use
  the seeded generator. The faces are logged so the record replays.

Games call only ``roll``, ``randint``, ``shuffle``, ``choice`` and ``sample``.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any, Callable, Iterable, MutableSequence, Sequence, TypeVar

T = TypeVar("T")


class ChanceExhausted(Exception):
    """A scripted source was asked for more values than the script holds."""


class BadRoll(ValueError):
    """A typed or scripted face outside the die."""


class ChanceSource:
    """Base: counts every value handed out (``count``) and logs dice faces (``dice_log``)."""

    kind = "base"

    def __init__(self) -> None:
        self.count = 0
        self.dice_log: list[list[int]] = []

    # -- what games call
    def roll(self, n: int, sides: int) -> tuple[int, ...]:
        """Roll ``n`` dice with ``sides`` faces (1..sides)."""
        if n <= 0:
            return ()
        faces = tuple(self._faces(n, sides))
        for f in faces:
            if not 1 <= f <= sides:
                raise BadRoll(f"a d{sides} cannot show {f}")
        self.count += n
        self.dice_log.append(list(faces))
        return faces

    def die(self, sides: int) -> int:
        return self.roll(1, sides)[0]

    def randint(self, a: int, b: int) -> int:
        self.count += 1
        return self._rng().randint(a, b)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        self.count += 1
        self._shuffle(items)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice from an empty sequence")
        self.count += 1
        return items[self._rng().randrange(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        self.count += 1
        return self._rng().sample(list(items), k)

    # -- what sources implement
    def _faces(self, n: int, sides: int) -> Iterable[int]:
        rng = self._rng()
        return [rng.randint(1, sides) for _ in range(n)]

    def _shuffle(self, items: MutableSequence[Any]) -> None:
        self._rng().shuffle(items)

    def _rng(self) -> random.Random:  # pragma: no cover - abstract
        raise NotImplementedError

    # -- persistence of the generator's position (saves mid-game)
    def getstate(self) -> Any:
        return None

    def setstate(self, state: Any) -> None:
        pass


class SeededChance(ChanceSource):
    kind = "seeded"

    def __init__(self, seed: int) -> None:
        super().__init__()
        self.seed = int(seed)
        self.random = random.Random(self.seed)

    def _rng(self) -> random.Random:
        return self.random

    def getstate(self) -> Any:
        return self.random.getstate()

    def setstate(self, state: Any) -> None:
        self.random.setstate(state)


class ScriptedChance(ChanceSource):
    """Dice from a script, for tests that force exact rolls.

    ``dice`` are faces handed out in order by ``roll``/``die``/``randint``. Shuffles keep
    the order given (``shuffle="keep"``, so a test can stack a deck) or use a seeded
    generator (``shuffle="seeded"``). ``choice``/``sample`` take the script's next value as
    an index when ``shuffle="keep"``.
    """

    kind = "scripted"

    def __init__(self, dice: Iterable[int] = (), shuffle: str = "keep", seed: int = 0) -> None:
        super().__init__()
        self.script: deque[int] = deque(dice)
        self.shuffle_mode = shuffle
        self.random = random.Random(seed)

    def push(self, *faces: int) -> "ScriptedChance":
        self.script.extend(faces)
        return self

    def remaining(self) -> int:
        return len(self.script)

    def _next(self) -> int:
        if not self.script:
            raise ChanceExhausted("the script ran out of dice")
        return self.script.popleft()

    def _faces(self, n: int, sides: int) -> Iterable[int]:
        return [self._next() for _ in range(n)]

    def randint(self, a: int, b: int) -> int:
        self.count += 1
        value = self._next()
        if not a <= value <= b:
            raise BadRoll(f"scripted {value} is outside {a}..{b}")
        return value

    def choice(self, items: Sequence[T]) -> T:
        if self.shuffle_mode == "keep":
            self.count += 1
            return items[self._next() % len(items)]
        return super().choice(items)

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        if self.shuffle_mode == "keep":
            self.count += 1
            return list(items)[:k]
        return super().sample(items, k)

    def _shuffle(self, items: MutableSequence[Any]) -> None:
        if self.shuffle_mode != "keep":
            self.random.shuffle(items)

    def _rng(self) -> random.Random:
        return self.random


class PhysicalDice(SeededChance):
    """Real dice: ``ask(n, sides)`` returns the faces a person rolled and typed.

    Everything that is not a die (shuffles, random choices) still uses the seed.
    """

    kind = "physical"

    def __init__(self, seed: int, ask: Callable[[int, int], Sequence[int]]) -> None:
        super().__init__(seed)
        self.ask = ask

    def _faces(self, n: int, sides: int) -> Iterable[int]:
        faces = [int(f) for f in self.ask(n, sides)]
        if len(faces) != n:
            raise BadRoll(f"expected {n} faces, got {len(faces)}")
        return faces


class ReplayChance(SeededChance):
    """Replays a physical-dice game: dice from the logged faces, the rest from the seed."""

    kind = "replay"

    def __init__(self, seed: int, dice_log: Iterable[Sequence[int]]) -> None:
        super().__init__(seed)
        self.pending: deque[list[int]] = deque(list(r) for r in dice_log)

    def _faces(self, n: int, sides: int) -> Iterable[int]:
        if not self.pending:
            raise ChanceExhausted("the record holds fewer rolls than the game needs")
        faces = self.pending.popleft()
        if len(faces) != n:
            raise ChanceExhausted(f"the record rolled {len(faces)} dice where {n} are needed")
        return faces


def make_chance(seed: int, mode: str = "seeded", ask=None, dice_log=None) -> ChanceSource:
    if mode == "physical":
        if dice_log is not None:
            return ReplayChance(seed, dice_log)
        if ask is None:
            raise ValueError("physical dice need a way to ask for the faces")
        return PhysicalDice(seed, ask)
    return SeededChance(seed)
