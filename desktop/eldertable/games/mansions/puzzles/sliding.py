"""Sliding bars in a frame: the core of both lock puzzles (no rules, no words).

A frame is ``width`` by ``height`` squares. Each bar lies in one row (horizontal) or one
column (vertical) and slides only along it. Bar 0 is the key: horizontal, in the key row;
the keyhole is in the frame's right side of that row, so the lock opens when the key's
right end reaches the last column. A state is the tuple of every bar's position along its
line (the column of a horizontal bar's left end, the row of a vertical bar's top end).

Generation starts from an open lock and walks away from it with legal moves only (a
breadth-first search over the states reachable from the open lock, cut at a node budget),
then picks one of the farthest states whose key is blocked. Every generated lock is
therefore solvable, and the generator returns the moves that open it as the proof.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from ....engine.chance import ChanceSource
from .draws import draws

Move = tuple[int, int]  # (bar index, signed distance)


@dataclass(frozen=True)
class Bar:
    length: int
    vertical: bool
    line: int  # the row of a horizontal bar, the column of a vertical one


@dataclass(frozen=True)
class Frame:
    width: int
    height: int
    bars: tuple[Bar, ...]

    @property
    def key_row(self) -> int:
        return self.bars[0].line

    def cells(self, i: int, pos: int) -> list[tuple[int, int]]:
        """(row, col) squares of bar ``i`` at ``pos``."""
        bar = self.bars[i]
        if bar.vertical:
            return [(pos + k, bar.line) for k in range(bar.length)]
        return [(bar.line, pos + k) for k in range(bar.length)]

    def span(self, i: int) -> int:
        """How many positions bar ``i`` may take."""
        bar = self.bars[i]
        return (self.height if bar.vertical else self.width) - bar.length + 1

    def bit(self, row: int, col: int) -> int:
        return 1 << (row * self.width + col)

    def masks(self) -> list[list[int]]:
        """masks[i][pos]: the squares of bar ``i`` at ``pos`` as a bit mask."""
        out = []
        for i in range(len(self.bars)):
            row = []
            for pos in range(self.span(i)):
                m = 0
                for r, c in self.cells(i, pos):
                    m |= self.bit(r, c)
                row.append(m)
            out.append(row)
        return out

    def open_position(self) -> int:
        return self.width - self.bars[0].length


def _bit_line(width: int, cells: Iterable[tuple[int, int]]) -> int:
    m = 0
    for r, c in cells:
        m |= 1 << (r * width + c)
    return m


@lru_cache(maxsize=4096)
def _bar_tables(width: int, height: int, key_row: int, bar: Bar, any_distance: bool
                ) -> tuple[tuple[int, ...], tuple, tuple, tuple]:
    """What a Slider needs of one bar, which depends on its shape and line only (not on
    the seed that placed it), so it is computed once per shape: its masks per position;
    per position the squares it must find free to clear the key row up and down (none
    for a horizontal bar); per position its slides, each (signed distance, the squares
    swept on the way, direction), nearest first, towards the start of its line first."""
    span = (height if bar.vertical else width) - bar.length + 1
    if bar.vertical:
        masks = tuple(_bit_line(width, ((p + k, bar.line) for k in range(bar.length)))
                      for p in range(span))
    else:
        masks = tuple(_bit_line(width, ((bar.line, p + k) for k in range(bar.length)))
                      for p in range(span))

    def column(r0: int, r1: int) -> int:
        return _bit_line(width, ((r, bar.line) for r in range(max(0, r0), min(height, r1))))

    needs = []
    slides = []
    for pos in range(span):
        ways = []
        if bar.vertical:
            if key_row - bar.length >= 0:  # up: the bottom end rises above the key row
                ways.append(column(key_row - bar.length, pos))
            if key_row + 1 + bar.length <= height:  # down: the top end drops below it
                ways.append(column(pos + bar.length, key_row + 1 + bar.length))
        needs.append(tuple(ways))
        out = []
        for step in (-1, 1):
            swept = 0
            p = pos + step
            while 0 <= p < span:
                swept |= masks[p]
                out.append((p - pos, swept & ~masks[pos], step))
                if not any_distance:
                    break
                p += step
        slides.append(tuple(out))
    # the same slides as two ways per position, (signed distance, squares swept) nearest
    # first: towards the start of the line, then away from it
    ways = tuple(tuple(tuple((d, swept) for d, swept, st in per if st == step)
                       for step in (-1, 1)) for per in slides)
    return masks, tuple(needs), tuple(slides), ways


@lru_cache(maxsize=64)
def _key_paths(width: int, row: int, length: int, span: int) -> tuple[int, ...]:
    """The key row's squares to the right of the key, per key position."""
    return tuple(_bit_line(width, ((row, c) for c in range(p + length, width)))
                 for p in range(span))


@lru_cache(maxsize=4096)
def _bar_entry(width: int, height: int, key: tuple[int, bool, int],
               bar: tuple[int, bool, int], any_distance: bool, index: int) -> tuple:
    """What a :class:`Slider` keeps of bar ``index``, given as a plain (length, vertical,
    line) tuple like the ``key`` (cheap to hash): the masks, needs, slides and ways of
    :func:`_bar_tables`; the ways again with each slide as its move ``(index, signed
    distance)`` (a move list is then built from these tuples, not new ones); per position
    of the key, whether the bar may stand across the key's way out from there."""
    masks, needs, slides, ways = _bar_tables(width, height, key[2], Bar(*bar), any_distance)
    moves = tuple(tuple(tuple(((index, d), swept) for d, swept in way) for way in per)
                  for per in ways)
    paths = _key_paths(width, key[2], key[0], width - key[0] + 1)
    crossing = tuple(any(m & path for m in masks) for path in paths)
    line = 0
    for m in masks:
        line |= m
    # the slides free per position and squares taken on the bar's line (filled as met)
    free: tuple[dict[int, tuple], ...] = tuple({} for _ in masks)
    return masks, needs, slides, ways, (line, moves, free), crossing


@lru_cache(maxsize=1024)
def _frame_tables(width: int, height: int, bars: tuple[tuple[int, bool, int], ...],
                  any_distance: bool) -> tuple:
    """What a :class:`Slider` keeps, for a frame given as plain (length, vertical, line)
    tuples: per bar its masks, needs, slides, ways and moves (:func:`_bar_entry`), whether
    it stands upright; the key row's squares to the right of the key per key position;
    the lying bars; per upright bar the other upright bars of its column; per key
    position the bars that may stand across its way out (never the key). Kept per frame
    (a lock's frame comes back: the puzzle, the bots' plans) and per bar (a new frame is
    made of bars seen before)."""
    key = bars[0]
    masks, needs, slides, ways, moves, crossing = zip(
        *[_bar_entry(width, height, key, b, any_distance, i) for i, b in enumerate(bars)])
    vertical = tuple([b[1] for b in bars])
    flat = tuple([i for i, b in enumerate(bars) if not b[1]])
    columns: dict[int, list[int]] = {}
    for i, b in enumerate(bars):
        if b[1]:
            columns.setdefault(b[2], []).append(i)
    same = tuple([tuple([k for k in columns[b[2]] if k != i]) if b[1] else ()
                  for i, b in enumerate(bars)])
    others = range(1, len(bars))
    crossers = tuple([tuple([j for j in others if crossing[j][p]])
                      for p in range(len(masks[0]))])
    return (masks, needs, slides, ways, moves, vertical,
            _key_paths(width, key[2], key[0], len(masks[0])), flat, same, crossers)


def _moves_at(tables: tuple, state: tuple[int, ...], occ: int) -> list[Move]:
    """The slides of ``state`` whose squares taken are ``occ`` (per bar the move tables of
    :func:`_bar_entry`): bar by bar, each bar's way towards the start of its line, then
    away from it, nearest first. A bar's slides depend only on its position and on the
    squares taken on its line, so they are kept per both."""
    out: list[Move] = []
    for (line, ways, free), pos in zip(tables, state):
        seen = free[pos]
        taken = occ & line
        found = seen.get(taken)
        if found is None:
            found = seen[taken] = _free_slides(ways[pos], taken)
        out += found
    return out


def _free_slides(ways: tuple, occ: int) -> tuple[Move, ...]:
    """The moves of ``ways`` (one bar's, at one position) that ``occ`` leaves free: along
    each way, nearest first, up to the first blocked slide."""
    out: list[Move] = []
    for way in ways:
        for move, swept in way:
            if swept & occ:
                break
            out.append(move)
    return tuple(out)


def _blocking_of(masks: tuple, paths: tuple, vertical: tuple, crossers: tuple,
                 flats: tuple, needs: tuple, same: tuple):
    """``blocking(state)`` for one frame's tables (:func:`_frame_tables`): how buried the
    key is, the bars on its way out, plus for each of them the bars it would have to push
    past to clear the key row the cheaper way.

    The squares an upright bar needs lie in its own column, off it and off the key row; a
    lying bar crosses that column in one square at most, so the lying bars there are
    counted by the squares they take (bars never overlap), the upright ones of the same
    column one by one."""
    def blocking(state: tuple[int, ...]) -> int:
        key = state[0]
        path = paths[key]
        score = 0
        flat = -1
        for j in crossers[key]:  # the key itself never lies on its way out
            pos = state[j]
            if masks[j][pos] & path:
                if not vertical[j]:
                    score += 3  # a crosswise bar in the key row never clears it
                else:
                    if flat < 0:
                        flat = 0
                        for k in flats:
                            flat |= masks[k][state[k]]
                    best = 3
                    for need in needs[j][pos]:
                        n = (flat & need).bit_count()
                        for k in same[j]:
                            if masks[k][state[k]] & need:
                                n += 1
                        if n < best:
                            best = n
                    score += 1 + best
        return score
    return blocking


class Slider:
    """Fast moves over one frame (per-bar tables computed once per bar shape; all of them
    plain tuples, read only)."""

    def __init__(self, frame: Frame, any_distance: bool = True) -> None:
        self.frame = frame
        self.any_distance = any_distance
        (self.masks, self._needs, self._slides, self._ways, self._moves, self._vertical,
         self._paths, self._flat, self._same, self._crossers) = _frame_tables(
            frame.width, frame.height,
            tuple((b.length, b.vertical, b.line) for b in frame.bars), any_distance)
        self.spans = [len(m) for m in self.masks]
        self._blocking = _blocking_of(self.masks, self._paths, self._vertical, self._crossers,
                                      self._flat, self._needs, self._same)

    def occupied(self, state: tuple[int, ...]) -> int:
        m = 0
        for i, pos in enumerate(state):
            m |= self.masks[i][pos]
        return m

    def valid(self, state: tuple[int, ...]) -> bool:
        if len(state) != len(self.masks):
            return False
        seen = 0
        for i, pos in enumerate(state):
            if not 0 <= pos < self.spans[i]:
                return False
            if seen & self.masks[i][pos]:
                return False
            seen |= self.masks[i][pos]
        return True

    def moves(self, state: tuple[int, ...]) -> list[Move]:
        occ = 0
        for m, pos in zip(self.masks, state):
            occ |= m[pos]
        return _moves_at(self._moves, state, occ)

    def legal(self, state: tuple[int, ...], move: Move) -> bool:
        return move in self.moves(state)

    @staticmethod
    def after(state: tuple[int, ...], move: Move) -> tuple[int, ...]:
        i, delta = move
        out = list(state)  # cheaper than joining slices
        out[i] += delta
        return tuple(out)

    def is_open(self, state: tuple[int, ...]) -> bool:
        return state[0] == self.frame.open_position()

    def key_blocked(self, state: tuple[int, ...]) -> bool:
        """Something stands between the key and the keyhole."""
        occ = self.occupied(state) & ~self.masks[0][state[0]]
        row = self.frame.key_row
        start = state[0] + self.frame.bars[0].length
        return any(occ & self.frame.bit(row, c) for c in range(start, self.frame.width))

    def blocking(self, state: tuple[int, ...]) -> int:
        """How buried the key is (:func:`_blocking_of`)."""
        return self._blocking(state)

    def solve(self, state: tuple[int, ...], limit: int = 200_000) -> list[Move] | None:
        """Fewest moves that open the lock (breadth first); None if none within ``limit``."""
        if self.is_open(state):
            return []
        parent: dict[tuple[int, ...], tuple[tuple[int, ...], Move] | None] = {state: None}
        queue = deque([state])
        while queue and len(parent) < limit:
            cur = queue.popleft()
            for mv in self.moves(cur):
                nxt = self.after(cur, mv)
                if nxt in parent:
                    continue
                parent[nxt] = (cur, mv)
                if self.is_open(nxt):
                    path: list[Move] = []
                    node = nxt
                    while parent[node] is not None:
                        prev, m = parent[node]  # type: ignore[misc]
                        path.append(m)
                        node = prev
                    return path[::-1]
                queue.append(nxt)
        return None


def _place_bars(chance: ChanceSource, width: int, height: int, key_row: int,
                blockers: int) -> tuple[Frame, tuple[int, ...]] | None:
    """An open lock: the key at the keyhole and ``blockers`` bars placed at random."""
    placed = _place_plain(chance, width, height, key_row, blockers)
    if placed is None:
        return None
    return Frame(width, height, tuple(_bar(*b) for b in placed[0])), placed[1]


def _place_plain(chance: ChanceSource, width: int, height: int, key_row: int,
                 blockers: int) -> tuple[tuple[tuple[int, bool, int], ...], tuple[int, ...]] | None:
    """:func:`_place_bars` with the bars as plain (length, vertical, line) tuples."""
    bars = [(2, False, key_row)]
    state = [width - 2]
    taken = 3 << (key_row * width + width - 2)  # the squares taken, a bit each
    randint = chance.randint
    tries = 0
    while len(bars) < blockers + 1:
        tries += 1
        if tries > 60 * (blockers + 1):
            return None
        # most bars stand upright across the key row: they are what makes a lock
        vertical = randint(0, 2) > 0
        length = 3 if randint(0, 2) == 0 else 2
        if vertical:
            line = randint(0, width - 1)
            pos = randint(0, height - length)
            if pos <= key_row < pos + length:
                continue  # the open lock's key row is clear: the key can set off at once
            cells = _column(width, length) << (pos * width + line)
        else:
            line = randint(0, height - 1)
            if line == key_row:
                continue
            pos = randint(0, width - length)
            cells = ((1 << length) - 1) << (line * width + pos)
        if cells & taken:
            continue
        taken |= cells
        bars.append((length, vertical, line))
        state.append(pos)
    return tuple(bars), tuple(state)


@lru_cache(maxsize=256)
def _bar(length: int, vertical: bool, line: int) -> Bar:
    """``Bar(length, vertical, line)``, one for the process (bars are frozen values)."""
    return Bar(length, vertical, line)


@lru_cache(maxsize=64)
def _column(width: int, length: int) -> int:
    """The squares of an upright bar of ``length`` at the top of the first column."""
    return sum(1 << (k * width) for k in range(length))


def generate(chance: ChanceSource, width: int, height: int, key_row: int, blockers: int,
             any_distance: bool = True, walk: int = 30, enough: int = 5
             ) -> tuple[Frame, tuple[int, ...], list[Move]]:
    """A locked frame, its state, and moves that open it (the solvability proof).

    The walk leaves the open lock with legal moves, mostly choosing among a few random
    moves the one that buries the key deepest (:meth:`Slider.blocking`), and keeps the most
    buried state it passed; it stops early once the key is buried ``enough``.
    """
    chance = draws(chance)  # the same values, cheaper
    while True:
        placed = _place_plain(chance, width, height, key_row, blockers)
        if placed is None:
            continue
        bars, start = placed
        (masks, needs, _slides, _ways, tables, vertical, paths, flats, same,
         crossers) = _frame_tables(width, height, bars, any_distance)
        blocking = _blocking_of(masks, paths, vertical, crossers, flats, needs, same)
        after = Slider.after
        opened = width - bars[0][0]  # the key's position in the open lock
        occ = 0  # the squares taken, kept up to date as the bars slide
        for m, pos in zip(masks, start):
            occ |= m[pos]
        trail: list[Move] = []
        cur = start
        best_score, best_len = 0, 0
        for step in range(walk):
            if step == walk // 3 and best_score == 0:
                break  # this frame hardly ever buries its key: lay out another
            options = _moves_at(tables, cur, occ)
            if trail:
                back = (trail[-1][0], -trail[-1][1])
                if back in options:  # a move comes once in the list
                    options.remove(back)
            if not options:
                break
            was = cur
            if chance.randint(0, 3) > 0:  # mostly greedy among a few candidates
                few = chance.sample(options, min(len(options), 4))
                score = -1
                for m in few:  # the first of the most burying (as max() picks)
                    i = m[0]
                    nxt = list(cur)  # ``after(cur, m)``, inline
                    nxt[i] += m[1]
                    nxt = tuple(nxt)
                    bar = masks[i]
                    # nothing on the key's way out: not buried at all
                    s = (blocking(nxt) if (occ & ~bar[cur[i]] | bar[nxt[i]])
                         & paths[nxt[0]] else 0)
                    if s > score:
                        mv, score, best_next = m, s, nxt
                cur = best_next
            else:
                mv = chance.choice(options)
                cur = after(cur, mv)
                score = blocking(cur)
            bar = masks[mv[0]]
            occ = occ & ~bar[was[mv[0]]] | bar[cur[mv[0]]]  # the bar's squares: off, on
            trail.append(mv)
            if score >= best_score and score > 0 and cur[0] != opened:
                best_score, best_len = score, len(trail)
                if score >= enough:
                    break
        if best_score <= 0:
            continue
        best = start
        for mv in trail[:best_len]:
            best = after(best, mv)
        proof = [(i, -delta) for i, delta in reversed(trail[:best_len])]
        return Frame(width, height, tuple(_bar(*b) for b in bars)), best, proof


def frame_to_json(frame: Frame) -> dict:
    return {"width": frame.width, "height": frame.height,
            "bars": [[b.length, b.vertical, b.line] for b in frame.bars]}


def frame_from_json(data: dict) -> Frame:
    bars = tuple(Bar(int(b[0]), bool(b[1]), int(b[2])) for b in data["bars"])
    frame = Frame(int(data["width"]), int(data["height"]), bars)
    if not bars or bars[0].vertical:
        raise ValueError("a lock needs a horizontal key bar first")
    for b in bars:
        if b.length < 1 or not 0 <= b.line < (frame.width if b.vertical else frame.height):
            raise ValueError("a bar lies outside the frame")
    return frame


def replay(slider: Slider, state: tuple[int, ...], moves: Iterable[Move]) -> tuple[int, ...]:
    """Apply ``moves`` one by one, each checked for legality (for proofs and tests)."""
    for mv in moves:
        if not slider.legal(state, mv):
            raise ValueError(f"illegal move {mv} in {state}")
        state = slider.after(state, mv)
    return state
