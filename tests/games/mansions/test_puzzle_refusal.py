"""A refused puzzle move says the puzzle's own reason (issue 24): :func:`refusal` tries the
move on a copy, so the puzzle itself is unchanged."""

from __future__ import annotations

from eldertable.games.mansions.puzzles.alchemy import AlchemyPuzzle, AlchemySwap
from eldertable.games.mansions.puzzles.base import refusal
from eldertable.games.mansions.puzzles.budget import FirstEditionBudget, SecondEditionBudget
from eldertable.games.mansions.puzzles.lock import LockSlide, SecondEditionLock
from eldertable.engine.chance import ScriptedChance

PILE = ["a01", "a03", "a02", "a06", "a05", "a04", "a07", "a08", "a09", "a10", "a11", "a12"]


def test_mom2_puz_3_a_blocked_bar_is_refused_for_what_blocks_it():
    lock = SecondEditionLock(SecondEditionBudget(skill=3, clues=0), seed=11)
    can = set(lock.slides())
    bar, distance = next((b, d) for b in range(len(lock.frame.bars)) for d in (1, -1, 9, -9)
                         if (b, d) not in can)
    before = lock.to_json()
    reason = refusal(lock, LockSlide(bar, distance))
    assert reason is not None and "cannot slide there" in reason.render()
    assert lock.to_json() == before
    good = next(iter(can))
    assert refusal(lock, LockSlide(*good)) is None and lock.to_json() == before


def test_fa_alch_11_a_swap_is_refused_only_for_pieces_that_do_not_touch():
    p = AlchemyPuzzle("10A", FirstEditionBudget(4), chance=ScriptedChance(), pile=list(PILE))
    while p.phase == "deal":
        p.apply(p.legal_actions()[0])
    assert refusal(p, AlchemySwap(1, 0)) is None  # either order: the same swap
    reason = refusal(p, AlchemySwap(0, p.size // 2))
    assert reason is not None and "touching" in reason.render()
