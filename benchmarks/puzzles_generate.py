#!/usr/bin/env python3
"""How long it takes to generate each puzzle, and whether every generated one is solvable.

    python benchmarks/puzzles_generate.py [--count 300] [--json]

For every puzzle kind (second edition: code, lock, slide, also under the house rules'
other settings; first edition: alchemy setup, wiring, lock, rune) it builds ``--count``
puzzles from seeds 0..count-1 and prints the median, 95th percentile and worst generation
time in milliseconds of CPU time (``time.process_time``: the machine is shared, so wall
time says little; the target is under 50 ms). Each second-edition puzzle is then checked,
untimed: a code is found by consistent guessing, a lock opens by breadth-first search
(its fewest moves are reported), a slide puzzle's scramble undoes to the picture.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from eldertable.games.mansions.puzzles.alchemy import AlchemyPuzzle  # noqa: E402
from eldertable.games.mansions.puzzles.budget import (FirstEditionBudget,  # noqa: E402
                                                      SecondEditionBudget)
from eldertable.games.mansions.puzzles.codes import CodePuzzle, solve_code  # noqa: E402
from eldertable.games.mansions.puzzles.lock import (FirstEditionLock,  # noqa: E402
                                                    SecondEditionLock)
from eldertable.games.mansions.puzzles.rune import RunePuzzle  # noqa: E402
from eldertable.games.mansions.puzzles.slide import (SlidePuzzle, push,  # noqa: E402
                                                     solvable, solved_tiles)
from eldertable.games.mansions.puzzles.wiring import WiringPuzzle  # noqa: E402


def second(cls, **rules):
    return lambda s: cls(SecondEditionBudget(3), seed=s, rules=rules)


MAKERS = {
    "code": second(CodePuzzle),
    "code/3": second(CodePuzzle, **{"MOM2-GAP-12.code-length": 3}),
    "code/5+rep": second(CodePuzzle, **{"MOM2-GAP-12.code-length": 5,
                                        "MOM2-GAP-12.code-repeats": True}),
    "lock": second(SecondEditionLock),
    "lock/1sq": second(SecondEditionLock, **{"MOM2-GAP-12.lock-distance": False}),
    "slide": second(SlidePuzzle),
    "slide/4": second(SlidePuzzle, **{"MOM2-GAP-12.slide-size": 4}),
    "slide/1": second(SlidePuzzle, **{"MOM2-GAP-12.slide-line": False}),
    "alchemy": lambda s: AlchemyPuzzle("10A", FirstEditionBudget(4), seed=s),
    "wiring": lambda s: WiringPuzzle(FirstEditionBudget(4), seed=s),
    "fa-lock": lambda s: FirstEditionLock(FirstEditionBudget(4), seed=s),
    "rune": lambda s: RunePuzzle(FirstEditionBudget(4), seed=s),
}


def moves_to_solve(puzzle) -> int | None:
    """The moves that solve a second-edition puzzle (None: not solvable; -1: not checked)."""
    if isinstance(puzzle, CodePuzzle):
        tries = solve_code(puzzle.code, puzzle.symbols, puzzle.repeats)
        return len(tries) if tries[-1] == puzzle.code else None
    if isinstance(puzzle, SecondEditionLock | FirstEditionLock):
        path = puzzle.slider.solve(puzzle.positions)
        return None if path is None else len(path)
    if isinstance(puzzle, SlidePuzzle):
        tiles = list(puzzle.tiles)
        for cell in puzzle.proof or []:
            tiles = push(tiles, puzzle.size, cell)
        ok = solvable(puzzle.tiles, puzzle.size) and tiles == solved_tiles(puzzle.size)
        return len(puzzle.proof) if ok else None
    return -1


def measure(kind: str, count: int) -> dict:
    make = MAKERS[kind]
    make(10_000)  # warm the data caches
    times, par, unsolvable = [], [], []
    for seed in range(count):
        start = time.process_time()
        puzzle = make(seed)
        times.append((time.process_time() - start) * 1000)
        n = moves_to_solve(puzzle)
        if n is None:
            unsolvable.append(seed)
        elif n >= 0:
            par.append(n)
    times.sort()
    out = {"kind": kind, "count": count, "median_ms": round(statistics.median(times), 3),
           "p95_ms": round(times[int(0.95 * (count - 1))], 3), "max_ms": round(times[-1], 3),
           "under_50ms": sum(t < 50 for t in times), "unsolvable_seeds": unsolvable}
    if par:
        out["moves_to_solve"] = {"min": min(par), "median": statistics.median(par),
                                 "max": max(par)}
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rows = [measure(kind, args.count) for kind in MAKERS]
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print(f"{'puzzle':11} {'median':>7} {'p95':>7} {'max':>7} {'<50ms':>8} {'solvable':>9}"
          "  moves to solve (code: tries; lock: fewest; slide: the scramble undone)")
    for r in rows:
        fm = r.get("moves_to_solve")
        extra = f"{fm['min']}-{fm['max']} (median {fm['median']})" if fm else ""
        solved = "-" if not fm else f"{r['count'] - len(r['unsolvable_seeds'])}/{r['count']}"
        print(f"{r['kind']:11} {r['median_ms']:7.2f} {r['p95_ms']:7.2f} {r['max_ms']:7.2f} "
              f"{r['under_50ms']:>4}/{r['count']} {solved:>9}  {extra}")
    return 1 if any(r["unsolvable_seeds"] for r in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main())
