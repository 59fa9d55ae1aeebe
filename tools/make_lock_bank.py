"""Write the second-edition lock bank, assets/games/mansions/puzzles/locks.json.

    python tools/make_lock_bank.py [--locks 1000] [--seed 20261201] [--out FILE]

Each bank holds locks made by the game's own generator (bars placed at random, then a walk
away from the open lock: eldertable.games.mansions.puzzles.sliding.generate), in the order
it made them, without repeats, each with the fewest slides that open it (breadth-first
search). One bank per setting of house rule MOM2-GAP-12.lock-distance. The file is
checked by loading it back before it is written.

Games saved with config option ``locks: bank-1`` replay with the shipped file, so it is
never rewritten: the tool writes it only where no file is yet. A different set of locks
would be a new file with a new option value (and a test pins the shipped one).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from eldertable.engine.chance import SeededChance
from eldertable.engine.saves import atomic_write_text
from eldertable.games.mansions.puzzles.lock import SecondEditionLock
from eldertable.games.mansions.puzzles.lockbank import LOCKS_FILE, load_locks
from eldertable.games.mansions.puzzles.sliding import Slider, generate
from eldertable.resources import asset

KINDS = [(SecondEditionLock.width, SecondEditionLock.height, SecondEditionLock.key_row, 7,
          far) for far in (True, False)]


def bank(width: int, height: int, key_row: int, blockers: int, far: bool, count: int,
         seed: int) -> dict:
    chance = SeededChance(seed)
    locks, seen = [], set()
    while len(locks) < count:
        frame, at, _proof = generate(chance, width, height, key_row, blockers, far)
        bars = tuple((b.length, int(b.vertical), b.line) for b in frame.bars)
        if (bars, at) in seen:
            continue
        seen.add((bars, at))
        opens = Slider(frame, far).solve(at, limit=2_000_000)
        if opens is None:
            raise SystemExit(f"a generated lock found no way open: {bars} {at}")
        locks.append({"bars": [list(b) for b in bars], "at": list(at),
                      "opens": [list(m) for m in opens]})
    return {"width": width, "height": height, "key_row": key_row, "blockers": blockers,
            "any_distance": far, "locks": locks}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--locks", type=int, default=1000, help="locks per bank")
    ap.add_argument("--seed", type=int, default=20261201)
    ap.add_argument("--out", type=Path, default=asset("games", "mansions", "puzzles",
                                                       LOCKS_FILE))
    args = ap.parse_args()
    target = args.out
    if target.exists():
        print(f"{target}: exists; saved games replay with it, so it is not rewritten",
              file=sys.stderr)
        return 2
    doc = {"kind": "mansions-locks", "format": 1,
           "banks": [bank(*kind, args.locks, args.seed + i) for i, kind in enumerate(KINDS)]}
    text = json.dumps(doc, separators=(",", ":")).replace('{"bars"', '\n{"bars"') + "\n"
    with tempfile.TemporaryDirectory() as tmp:
        trial = Path(tmp) / LOCKS_FILE
        trial.write_text(text, encoding="utf-8")
        load_locks(trial)  # refuses a bad bank before it replaces the shipped one
    atomic_write_text(target, text)
    for b in doc["banks"]:
        moves = [len(lock["opens"]) for lock in b["locks"]]
        print(f"{target.name}: any distance {b['any_distance']}: {len(moves)} locks, "
              f"fewest slides {min(moves)}-{max(moves)}, mean {sum(moves) / len(moves):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
