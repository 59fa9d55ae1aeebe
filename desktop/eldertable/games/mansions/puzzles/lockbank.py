"""Second-edition locks made ahead of time: ``assets/games/mansions/puzzles/locks.json``.

A lock used to be laid out while the game waited: bars placed at random, then a walk away
from the open lock (:func:`.sliding.generate`), about a millisecond each. The bank holds
locks that the same generator made once (``tools/make_lock_bank.py``), each with the
fewest slides that open it, so a new game only draws one (a single die roll, the same for
every seat and replay). A new game's config says ``locks: bank-1``; games saved before
the bank existed say nothing about it and keep generating their locks, so they replay as
they were played. Saved games replay with this file, so it never changes once shipped
(a test pins it); another set of locks would be another file and option value.

The file is data: its shape is checked on first use (pydantic), each lock on its own
before it is first used (:func:`lock_problem`: the bars fit the frame and do not overlap,
the key is shut in, and its slides open it, each legal), and everything at once by
:func:`load_locks` (``eldertable validate``, the tests). A bad file raises
:class:`~.data.PuzzleDataError` naming the file, the JSON path and the fault.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import ConfigDict, Field
from typing_extensions import TypedDict

from ....engine.chance import ChanceSource
from .datafile import PuzzleDataError, _load, _Model
from .sliding import Frame, Move, _bar

LOCKS_FILE = "locks.json"

BarRow = Annotated[list[int], Field(min_length=3, max_length=3)]  # length, upright 0/1, line
Slide = Annotated[list[int], Field(min_length=2, max_length=2)]  # bar, signed distance


class Lock(TypedDict):
    """One lock (a plain dict: two thousand of them load several times faster than as
    models)."""

    __pydantic_config__ = ConfigDict(extra="forbid", strict=True)  # type: ignore[misc]
    bars: Annotated[list[BarRow], Field(min_length=2)]  # the key first
    at: list[int]  # each bar's position along its line
    opens: Annotated[list[Slide], Field(min_length=1)]  # the fewest slides that open it


class Bank(_Model):
    width: int = Field(ge=3, le=8)
    height: int = Field(ge=3, le=8)
    key_row: int = Field(ge=0)
    blockers: int = Field(ge=1, le=20)
    any_distance: bool
    locks: list[Lock] = Field(min_length=1)


class LocksFile(_Model):
    kind: Literal["mansions-locks"]
    format: Literal[1]
    banks: list[Bank] = Field(min_length=1)


@lru_cache(maxsize=4096)
def _cells(width: int, length: int, upright: int, line: int, pos: int) -> int:
    """The squares of a bar at ``pos``, a bit each."""
    if upright:
        return sum(1 << ((pos + k) * width + line) for k in range(length))
    return sum(1 << (line * width + pos + k) for k in range(length))


def lock_problem(bank: Bank, lock: Lock) -> str | None:
    """What is wrong with one lock of ``bank``, or None. Checked square by square, apart
    from the sliding code the game plays with, so a fault in either shows."""
    w, h = bank.width, bank.height
    bars, pos, slides = lock["bars"], list(lock["at"]), lock["opens"]
    if any(b[1] not in (0, 1) for b in bars):
        return "a bar is upright (1) or lying (0)"
    if bars[0][1] or bars[0][2] != bank.key_row:
        return "the first bar must be the key, lying in the key row"
    if len(bars) != bank.blockers + 1 or len(pos) != len(bars):
        return f"a lock has the key, {bank.blockers} bars and one position per bar"
    spans = []
    for length, upright, line in bars:
        if length < 1 or not 0 <= line < (w if upright else h):
            return "a bar lies outside the frame"
        spans.append((h if upright else w) - length + 1)
    if any(not 0 <= p < s for p, s in zip(pos, spans)):
        return "a bar leaves the frame"
    cells = [_cells(w, *bar, p) for bar, p in zip(bars, pos)]
    taken = 0
    for c in cells:
        if taken & c:
            return "the bars overlap"
        taken |= c
    opened = w - bars[0][0]
    if pos[0] == opened:
        return "the lock is open already"
    for n, (i, d) in enumerate(slides):
        if not 0 <= i < len(bars) or d == 0:
            return f"slide {n} moves no bar of the lock"
        if abs(d) > 1 and not bank.any_distance:
            return f"slide {n} moves a bar more than one square"
        others = taken & ~cells[i]
        step = 1 if d > 0 else -1
        for p in range(pos[i] + step, pos[i] + d + step, step):
            if not 0 <= p < spans[i] or others & _cells(w, *bars[i], p):
                return f"slide {n} is blocked or leaves the frame"
        pos[i] += d
        cells[i] = _cells(w, *bars[i], pos[i])
        taken = others | cells[i]
    if pos[0] != opened:
        return "its slides do not open the lock"
    return None


def load_locks(path: Path | None = None) -> LocksFile:
    """The lock bank at ``path`` (the shipped one by default), every lock checked."""
    data = _load(LOCKS_FILE, LocksFile, path)
    where = path or LOCKS_FILE
    for b, bank in enumerate(data.banks):
        seen = set()
        for n, lock in enumerate(bank.locks):
            problem = lock_problem(bank, lock)
            ident = (tuple(map(tuple, lock["bars"])), tuple(lock["at"]))
            if problem is None and ident in seen:
                problem = "the same lock comes twice"
            if problem is not None:
                raise PuzzleDataError(f"{where}: banks.{b}.locks.{n}: {problem}")
            seen.add(ident)
    return data


@lru_cache(maxsize=None)
def _banks() -> dict[tuple, tuple[int, Bank, list]]:
    """The shipped banks by (width, height, key row, bars besides the key, any distance):
    (the bank's place in the file, the bank, the locks each checked so far). The file's
    shape is checked here; each lock on its own the first time it is drawn
    (:func:`draw_lock`), so a game pays for the locks it meets, not for the whole file
    (:func:`load_locks` checks everything at once, for ``eldertable validate``)."""
    data = _load(LOCKS_FILE, LocksFile)
    return {(bank.width, bank.height, bank.key_row, bank.blockers, bank.any_distance):
            (b, bank, [None] * len(bank.locks)) for b, bank in enumerate(data.banks)}


def banked_lock(width: int, height: int, key_row: int, blockers: int, any_distance: bool,
                index: int) -> tuple[tuple[tuple[int, bool, int], ...], tuple[int, ...],
                                     tuple[Move, ...]]:
    """Lock ``index`` of the bank for this frame, checked (:func:`lock_problem`): its bars
    as plain (length, upright, line) tuples, their positions and the slides that open
    it. PuzzleDataError naming the file and the lock when it is bad."""
    b, bank, checked = _banks()[(width, height, key_row, blockers, any_distance)]
    found = checked[index]
    if found is None:
        lock = bank.locks[index]
        problem = lock_problem(bank, lock)
        if problem is not None:
            raise PuzzleDataError(f"{LOCKS_FILE}: banks.{b}.locks.{index}: {problem}")
        found = checked[index] = (
            tuple((length, bool(upright), line) for length, upright, line in lock["bars"]),
            tuple(lock["at"]), tuple((bar, dist) for bar, dist in lock["opens"]))
    return found


def draw_lock(chance: ChanceSource, width: int, height: int, key_row: int, blockers: int,
              any_distance: bool) -> tuple[Frame, tuple[int, ...], list[Move]] | None:
    """One lock of the bank for this frame, drawn with one roll of ``chance``: its frame,
    the bars' positions and the fewest slides that open it; None when the bank has no
    locks of this kind (the caller generates one)."""
    kind = (width, height, key_row, blockers, any_distance)
    held = _banks().get(kind)
    if held is None:
        return None
    bars, positions, slides = banked_lock(*kind, chance.randint(0, len(held[1].locks) - 1))
    return Frame(width, height, tuple(_bar(*b) for b in bars)), positions, list(slides)
