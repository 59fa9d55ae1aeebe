"""Slider.blocking (the lock generator's burial score) counts as its definition says:
the bars on the key's way out, three for a lying one, and for an upright one one plus the
fewest bars standing on the squares it needs to clear the key row (up or down, at most
three); checked on random walks over laid-out frames of both editions' sizes."""

from __future__ import annotations

import random

import pytest

from eldertable.engine.chance import SeededChance
from eldertable.games.mansions.puzzles.sliding import Slider, _place_bars


def plain_blocking(slider: Slider, state: tuple[int, ...]) -> int:
    frame = slider.frame
    row = frame.key_row
    key_len = frame.bars[0].length
    cells = [set(frame.cells(i, p)) for i, p in enumerate(state)]
    way = {(row, c) for c in range(state[0] + key_len, frame.width)}
    score = 0
    for j in range(1, len(state)):
        if not cells[j] & way:
            continue
        bar = frame.bars[j]
        if not bar.vertical:
            score += 3
            continue
        top, col = state[j], bar.line
        needs = []
        if row - bar.length >= 0:
            needs.append({(r, col) for r in range(max(0, row - bar.length), top)})
        if row + 1 + bar.length <= frame.height:
            needs.append({(r, col) for r in range(top + bar.length,
                                                  min(frame.height, row + 1 + bar.length))})
        best = 3
        for need in needs:
            best = min(best, sum(1 for k, c in enumerate(cells) if c & need))
        score += 1 + best
    return score


@pytest.mark.parametrize("size,blockers", [(6, 7), (5, 5), (6, 9)])
def test_blocking_matches_its_definition(size, blockers):
    rng = random.Random(size * 31 + blockers)
    checked = 0
    for seed in range(60):
        placed = _place_bars(SeededChance(seed), size, size, 2, blockers)
        if placed is None:
            continue
        frame, state = placed
        slider = Slider(frame, True)
        for _ in range(30):
            assert slider.blocking(state) == plain_blocking(slider, state), (frame, state)
            checked += 1
            state = slider.after(state, rng.choice(slider.moves(state)))
    assert checked > 1000
