"""second/dice.roll: the d8 of a seeded source drawn inline, as the source draws them."""

from eldertable.engine.chance import ScriptedChance, SeededChance
from eldertable.games.mansions.second.dice import SIDES, roll


def test_same_faces_count_log_and_state_as_the_source():
    for seed in range(20):
        fast, plain = SeededChance(seed), SeededChance(seed)
        for n in (0, 1, 2, 3, 5, 8, 1, 4):
            assert roll(fast, n) == plain.roll(n, SIDES)
        assert fast.count == plain.count
        assert fast.dice_log == plain.dice_log
        assert fast.random.getstate() == plain.random.getstate()


def test_other_sources_are_asked():
    assert roll(ScriptedChance([6, 1, 4]), 3) == (6, 1, 4)
