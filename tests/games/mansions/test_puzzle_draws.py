"""Puzzle generation's inline draws (puzzles/draws.py) give what the chance source gives."""

from eldertable.engine.chance import ScriptedChance, SeededChance
from eldertable.games.mansions.puzzles import draws as D
from eldertable.games.mansions.puzzles.sliding import generate


def test_the_inline_draws_are_in_use():
    assert D.FAST
    assert type(D.draws(SeededChance(1))) is D._Inline


def test_same_values_count_and_state_as_the_source():
    for seed in range(30):
        a, b = SeededChance(seed), SeededChance(seed)
        fast = D.draws(b)
        for n in (1, 2, 3, 5, 8, 13, 21, 22, 40):
            items = [f"x{i}" for i in range(n)]
            assert fast.randint(0, n) == a.randint(0, n)
            assert fast.choice(items) == a.choice(items)
            for k in range(min(n, 7) + 1):
                assert fast.sample(items, k) == a.sample(items, k)
        assert b.count == a.count
        assert b.random.getstate() == a.random.getstate()


def test_other_sources_are_asked_as_usual():
    chance = ScriptedChance([1, 0])
    assert D.draws(chance) is chance


def test_a_lock_from_the_inline_draws_is_the_lock_of_the_source():
    class Plain(SeededChance):  # not a plain SeededChance: asked as usual
        pass

    for seed in range(40):
        fast, plain = SeededChance(seed), Plain(seed)
        assert generate(fast, 6, 6, 2, 7) == generate(plain, 6, 6, 2, 7)
        assert fast.count == plain.count
        assert fast.random.getstate() == plain.random.getstate()
