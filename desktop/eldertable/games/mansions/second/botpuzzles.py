"""How the investigator bots work out a puzzle from the board they are shown (the
``board`` of a pending puzzle in the observation; never the puzzle's hidden answer):
the code that fits every answer so far, the slides that open a lock, the pushes that
finish a picture.

Lock and picture plans depend on the board alone, so they are kept for the process (every
bot and game shares them; a plan is kept for each state it passes through, so each later
step is a look-up). Code candidates depend on the answers a bot has seen and stay with it.
"""

from __future__ import annotations

import heapq
import json
from collections import deque
from functools import lru_cache
from itertools import permutations, product
from operator import eq
from typing import Any

from ..puzzles.slide import push, pushable, solved_tiles
from ..puzzles.sliding import Bar, Frame, Slider
from . import actions as A

#: plans kept for the process: {board shape: {state: plan}}, dropped when too many shapes
_LOCK_PLANS: dict[tuple, dict] = {}
_SLIDE_PLANS: dict[tuple, dict] = {}
_MAX_SHAPES = 512
# candidate codes kept for the process: {(dial shape, tries): codes} (:func:`_fitting`)
_CODE_LISTS: dict[tuple, list] = {}
_MAX_CODE_LISTS = 20_000


def _score(guess: tuple[int, ...], code: tuple[int, ...]) -> tuple[int, int]:
    """(right symbol on the right dial, right symbol on another dial), as the code puzzle
    answers."""
    exact = sum(1 for g, c in zip(guess, code) if g == c)
    shared = set(guess) & set(code)
    if len(set(guess)) == len(guess) and len(set(code)) == len(code):
        return exact, len(shared) - exact
    common = sum(min(guess.count(sym), code.count(sym)) for sym in shared)
    return exact, common - exact


def _agreeing(cands: list, guess: tuple[int, ...], answer: tuple[int, int]) -> list:
    """The codes among ``cands`` that would have answered ``guess`` with ``answer``."""
    gset = set(guess)
    if len(gset) != len(guess):
        return [c for c in cands if _score(guess, c) == answer]
    # a guess without repeats: the symbols shared are simply the set's (as in _score)
    exact, near = answer
    both = exact + near
    return [c for c in cands if sum(map(eq, guess, c)) == exact
            and len(gset.intersection(c)) == both]


def _slide_ways(slider: Slider) -> list:
    """Per bar and position, the ways it may slide: towards the start of its line, then
    away from it, each [(signed distance, squares the bar takes there)] nearest first."""
    far = slider.any_distance
    return [_bar_ways(tuple(m), far) for m in slider.masks]


@lru_cache(maxsize=1024)
def _bar_ways(masks: tuple[int, ...], far: bool) -> tuple:
    """:func:`_slide_ways` of one bar, from its masks per position (kept per bar shape)."""
    span = len(masks)
    per = []
    for pos in range(span):
        both = []
        for step in (-1, 1):
            way = []
            p = pos + step
            while 0 <= p < span:
                way.append((p - pos, masks[p]))
                if not far:
                    break
                p += step
            both.append(tuple(way))
        per.append(tuple(both))
    return tuple(per)


@lru_cache(maxsize=1024)
def _bar_steps(masks: tuple[int, ...], far: bool, index: int, shift: int) -> tuple:
    """One bar's part of :func:`_solve_lock`, per position: (its squares there, its ways
    of :func:`_bar_ways`, each slide as (squares taken, the change of the packed state,
    the move ``(index, signed distance)``)); kept per bar shape and place in the frame."""
    return tuple((masks[pos], tuple(tuple((taken, delta << shift, (index, delta))
                                          for delta, taken in way) for way in ways))
                 for pos, ways in enumerate(_bar_ways(masks, far)))


def _solve_lock(slider: Slider, state: tuple[int, ...],
                limit: int = 100_000) -> list[tuple[int, int]] | None:
    """A short way to open the lock: best first (weighted A*), guided by the number of
    bars across the key's way out (each needs a slide at least; weighted three times, so
    a plan may run a slide longer than the shortest, found many times faster).

    A state is packed into one number, three bits a bar with the key's highest (numbers
    order as the position tuples would, so ties break the same way); the guide is updated
    for the one bar a slide moves. Each bar's squares and slides per position come from
    :func:`_bar_steps`, the key's first, then the others' in order. The search stops at
    the first slide found that opens the lock (only the key's slides can), not when that
    state comes up: the state would come up next with its guide of 0, barring a tie of
    another equally short way, and the search does about a third of the work."""
    masks, paths = slider.masks, slider._paths
    goal = slider.frame.open_position()
    n = len(state)
    if state[0] == goal:
        return []
    shifts = [3 * (n - 1 - i) for i in range(n)]
    far = slider.any_distance
    tables = [(_bar_steps(tuple(m), far, i, s), s) for i, (m, s) in enumerate(zip(masks, shifts))]
    top = shifts[0]
    start = 0
    for i, p in enumerate(state):
        start |= p << shifts[i]
    way0 = paths[state[0]]
    # per state reached: (the fewest slides known to it, the state before, the slide)
    seen: dict[int, tuple[int, int, tuple[int, int]] | None] = {start: (0, 0, None)}
    heap = [(3 * sum(1 for j in range(1, n) if masks[j][state[j]] & way0), 0, start)]
    pop, push_ = heapq.heappop, heapq.heappush
    get = seen.get
    while heap and len(seen) < limit:
        f, g, cur = pop(heap)
        if g > seen[cur][0]:
            continue
        p0 = (cur >> top) & 7
        at = [t[(cur >> s) & 7] for t, s in tables]
        occ = 0
        for o, _ in at:
            occ |= o
        g1 = g + 1
        # the key: the guide counts the bars across its new way out
        own0, ways0 = at[0]
        rest = occ & ~own0
        others = at[1:]
        for way in ways0:
            for taken, dshift, move in way:  # the slides of Slider.moves, inline
                if taken & rest:
                    break
                nxt = cur + dshift
                known = get(nxt)
                if known is None or g1 < known[0]:
                    seen[nxt] = (g1, cur, move)
                    if p0 + move[1] == goal:
                        return _path_to(seen, start, nxt)
                    way0 = paths[p0 + move[1]]
                    h = 0
                    for o, _ in others:
                        if o & way0:
                            h += 3
                    push_(heap, (g1 + h, g1, nxt))
        # another bar: the guide changes only by whether it crosses the key's way out
        keyway = paths[p0]
        fg = g1 + f - g
        for k in range(1, n):
            o, ways = at[k]
            rest = occ & ~o
            base = fg - 3 if o & keyway else fg
            for way in ways:
                for taken, dshift, move in way:
                    if taken & rest:
                        break
                    nxt = cur + dshift
                    known = get(nxt)
                    if known is None or g1 < known[0]:
                        seen[nxt] = (g1, cur, move)
                        push_(heap, (base + 3 if taken & keyway else base, g1, nxt))
    return None


def _path_to(seen: dict, start: int, node: int) -> list[tuple[int, int]]:
    """The slides from ``start`` to ``node`` (each state's (fewest, before, slide))."""
    path = []
    while node != start:
        _, node, move = seen[node]
        path.append(move)
    return path[::-1]


@lru_cache(maxsize=None)
def _move_of(*pairs: tuple[str, Any]) -> A.PuzzleMove:
    return A.puzzle_move_of(json.dumps(dict(pairs), sort_keys=True, separators=(",", ":")))


def puzzle_move(data: dict[str, Any]) -> A.PuzzleMove:
    """The PuzzleMove carrying ``data`` (kept: the same few moves come back often)."""
    return _move_of(*((k, tuple(v) if isinstance(v, list) else v) for k, v in data.items()))


def _fitting(key: tuple[int, int, bool], tries: tuple) -> list:
    """The codes of dial shape ``key`` (length, symbols, repeats) that would have answered
    every (guess, answer) of ``tries`` as they were answered, in order. A pure function of
    its arguments, kept for the process: the bots' guesses follow one tree (each guess
    is the first code left), so a few thousand lists cover every game, and a step is a
    look-up once the tree is known."""
    found = _CODE_LISTS.get((key, tries))
    if found is None:
        if tries:
            found = _agreeing(_fitting(key, tries[:-1]), *tries[-1])
        else:
            length, symbols, repeats = key
            found = list(product(range(symbols), repeat=length) if repeats
                         else permutations(range(symbols), length))
        if len(_CODE_LISTS) >= _MAX_CODE_LISTS:
            _CODE_LISTS.clear()
        _CODE_LISTS[(key, tries)] = found
    return found


def code_guess(board: dict[str, Any]) -> list[int]:
    """The first code that agrees with every answer so far (:func:`_fitting`)."""
    length = board["length"]
    tries = tuple((tuple(t["symbols"]), (t["exact"], t["near"])) for t in board["tries"])
    cands = _fitting((length, board["symbols"], board["repeats"]), tries)
    return list(cands[0]) if cands else [0] * length


def _kept(table: dict, shape: tuple) -> dict:
    plans = table.get(shape)
    if plans is None:
        if len(table) >= _MAX_SHAPES:
            table.clear()
        plans = table[shape] = {}
    return plans


def _found(table: dict, shape: tuple, start: tuple, search) -> Any:
    """``search()``, the plan from ``start`` exactly (a pure function of the board: kept
    for the process, so another bot or game on the same board looks it up)."""
    plans = _kept(table, shape)
    if start in plans:
        return plans[start]
    plan = plans[start] = search()
    return plan


def lock_plan(memory: dict, board: dict[str, Any]) -> list[tuple[int, int]] | None:
    """The slides that open the lock (a short plan, :func:`_solve_lock`). ``memory`` is
    the bot's: a plan it found is kept there for every state it passes through, so each
    later step is a look-up (until it works on another lock)."""
    shown = board["bars"]
    state = tuple(b["pos"] for b in shown)
    frame = (board["width"], board["height"],
             tuple((b["length"], b["vertical"], b["line"]) for b in shown))
    if memory.get("frame") != frame:  # plain tuples: cheaper to compare than bars
        memory.clear()
        memory["frame"] = frame
    if state in memory:
        return memory[state]
    bars = tuple(Bar(*b) for b in frame[2])
    key = (board["width"], board["height"], bars)
    slider = Slider(Frame(board["width"], board["height"], bars), any_distance=True)
    plan = _found(_LOCK_PLANS, key, state, lambda: _solve_lock(slider, state))
    if plan is not None:
        cur = state
        for i, mv in enumerate(plan):
            memory[cur] = plan[i:]
            cur = slider.after(cur, mv)
    return plan


def _slide_search(start: tuple, size: int, line: bool) -> list[int] | None:
    """The fewest pushes from ``start`` that finish the picture (breadth first)."""
    goal = tuple(solved_tiles(size))
    if start == goal:
        return []
    prev: dict[tuple, tuple[tuple, int] | None] = {start: None}
    queue = deque([start])
    while queue and len(prev) < 200_000:
        cur = queue.popleft()
        for cell in pushable(list(cur), size, line):
            nxt = tuple(push(list(cur), size, cell))
            if nxt in prev:
                continue
            prev[nxt] = (cur, cell)
            if nxt == goal:
                plan = []
                node = nxt
                while prev[node] is not None:
                    node, c = prev[node]  # type: ignore[misc]
                    plan.append(c)
                plan.reverse()
                return plan
            queue.append(nxt)
    return None


def slide_plan(memory: dict, board: dict[str, Any]) -> list[int] | None:
    """The fewest pushes that finish the picture; kept in the bot's ``memory`` for every
    arrangement the plan passes through."""
    size, line = board["size"], board["line"]
    start = tuple(board["tiles"])
    if memory.get("shape") != (size, line):
        memory.clear()
        memory["shape"] = (size, line)
    if start in memory:
        return memory[start]
    plan = _found(_SLIDE_PLANS, (size, line), start, lambda: _slide_search(start, size, line))
    if plan:
        cur = start
        for i, cell in enumerate(plan):
            memory[cur] = plan[i:]
            cur = tuple(push(list(cur), size, cell))
    return plan
