#!/usr/bin/env python3
"""How long it takes to generate each puzzle, and how hard the generated puzzles are.

    python benchmarks/puzzles_generate.py [--count 300] [--json]

For every puzzle kind (second edition: code, lock, slide; first edition: alchemy setup,
wiring, lock, rune) it builds ``--count`` puzzles from seeds 0..count-1 and prints the
median, 95th percentile and worst generation time in milliseconds (the target is under
50 ms), plus the fewest moves that solve the lock puzzles (breadth-first search, not timed).
Timings depend on the machine and its load; tests never assert them.
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
from eldertable.games.mansions.puzzles.codes import CodePuzzle  # noqa: E402
from eldertable.games.mansions.puzzles.lock import (FirstEditionLock,  # noqa: E402
                                                    SecondEditionLock)
from eldertable.games.mansions.puzzles.rune import RunePuzzle  # noqa: E402
from eldertable.games.mansions.puzzles.slide import SlidePuzzle  # noqa: E402
from eldertable.games.mansions.puzzles.wiring import WiringPuzzle  # noqa: E402

MAKERS = {
    "code": lambda s: CodePuzzle(SecondEditionBudget(3), seed=s),
    "lock": lambda s: SecondEditionLock(SecondEditionBudget(3), seed=s),
    "slide": lambda s: SlidePuzzle(SecondEditionBudget(3), seed=s),
    "alchemy": lambda s: AlchemyPuzzle("10A", FirstEditionBudget(4), seed=s),
    "wiring": lambda s: WiringPuzzle(FirstEditionBudget(4), seed=s),
    "fa-lock": lambda s: FirstEditionLock(FirstEditionBudget(4), seed=s),
    "rune": lambda s: RunePuzzle(FirstEditionBudget(4), seed=s),
}


def measure(kind: str, count: int) -> dict:
    make = MAKERS[kind]
    make(10_000)  # warm the data caches
    times, par = [], []
    for seed in range(count):
        start = time.perf_counter()
        puzzle = make(seed)
        times.append((time.perf_counter() - start) * 1000)
        if kind in ("lock", "fa-lock"):
            par.append(len(puzzle.slider.solve(puzzle.positions)))
    times.sort()
    out = {"kind": kind, "count": count, "median_ms": round(statistics.median(times), 3),
           "p95_ms": round(times[int(0.95 * (count - 1))], 3), "max_ms": round(times[-1], 3),
           "under_50ms": sum(t < 50 for t in times)}
    if par:
        out["fewest_moves"] = {"min": min(par), "median": statistics.median(par),
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
    print(f"{'puzzle':8} {'median':>8} {'p95':>8} {'max':>8} {'<50ms':>7}  fewest moves")
    for r in rows:
        fm = r.get("fewest_moves")
        extra = f"{fm['min']}-{fm['max']} (median {fm['median']})" if fm else ""
        print(f"{r['kind']:8} {r['median_ms']:8.2f} {r['p95_ms']:8.2f} {r['max_ms']:8.2f} "
              f"{r['under_50ms']:>4}/{r['count']}  {extra}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
