"""The inline dice of engine.fastrng that Miskatonic Madness rolls with: the same faces,
counts, logs and generator state as the seeded source's own ``roll``."""

from __future__ import annotations

import random

from eldertable.engine import fastrng
from eldertable.engine.chance import ScriptedChance, SeededChance


def test_mm_fast_roll_matches_the_seeded_source():
    assert fastrng.FAST
    pick = random.Random(5)
    for seed in range(25):
        a, b = SeededChance(seed), SeededChance(seed)
        for _ in range(40):
            n, sides = pick.randrange(0, 14), pick.choice((3, 6, 6, 6, 8))
            assert a.roll(n, sides) == fastrng.roll(b, n, sides)
        assert (a.count, a.dice_log, a.getstate()) == (b.count, b.dice_log, b.getstate())


def test_mm_fast_roll_asks_other_sources_as_usual():
    script = ScriptedChance([6, 1, 5])
    assert fastrng.roll(script, 3, 6) == (6, 1, 5)
    assert script.count == 3 and script.dice_log == [[6, 1, 5]]


def test_mm_d6_draws_what_the_seeded_source_rolls():
    """games.miskatonic.dice.d6 (one die inline, a pool through engine.fastrng.roll) gives
    the same faces, count, log and generator state as SeededChance.roll(n, 6)."""
    from eldertable.games.miskatonic import dice
    assert dice.EXACT
    pick = random.Random(11)
    for seed in range(25):
        a, b = SeededChance(seed), SeededChance(seed)
        for _ in range(40):
            n = pick.randrange(1, 30)
            assert list(a.roll(n, 6)) == dice.d6(b, n)
        assert (a.count, a.dice_log, a.getstate()) == (b.count, b.dice_log, b.getstate())


def test_mm_d6_keeps_its_log_apart_and_asks_other_sources_as_usual():
    from eldertable.games.miskatonic import dice
    src = SeededChance(3)
    for n in (4, 1):
        faces = dice.d6(src, n)
        logged = list(src.dice_log[-1])
        faces.append(99)  # the caller's list is its own
        assert src.dice_log[-1] == logged
    script = ScriptedChance([2, 6, 4])
    assert dice.d6(script, 3) == [2, 6, 4]
    assert script.count == 3 and script.dice_log == [[2, 6, 4]]
