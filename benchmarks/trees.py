"""The simulator's speed in two (or more) source trees, alternated, in CPU time (a
benchmark, not a test): how a change of shape is shown to keep the speed.

    python benchmarks/trees.py --game magnum-opus --games 200 --rounds 3 BASE THIS
    python benchmarks/trees.py --game mansions --options '{"scenario": "tenant-below"}' ...

Each tree is a checkout (``git worktree add /tmp/base <commit>``). Every round runs each
tree once, in turn, in a fresh process with ``PYTHONPATH=<tree>/desktop``; the child
plays ``--games`` seeded games with ``engine.simulate.simulate`` (one job) and reports its
own CPU time, so start-up and imports are not counted. Printed: games per CPU second per
tree and round, the median of each tree, and each tree's median against the first's.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

CHILD = r"""
import json, sys, time
from eldertable.engine.simulate import simulate
game, games, seed, options = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), json.loads(sys.argv[4])
simulate(game, 5, seed + 10_000, options=options)  # warm: content, rules, caches
cpu = time.process_time()
out = simulate(game, games, seed, options=options)
cpu = time.process_time() - cpu
print(json.dumps({"cpu": cpu, "games": out.get("games", games)}))
"""


def run(tree: Path, game: str, games: int, seed: int, options: dict) -> float:
    env = {"PYTHONPATH": str(tree / "desktop"), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-c", CHILD, game, str(games), str(seed),
                           json.dumps(options)], env=env, capture_output=True, text=True,
                          check=True, cwd=tree)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    return result["games"] / result["cpu"]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("trees", nargs="+", type=Path)
    p.add_argument("--game", required=True)
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--options", default="{}", help="the simulator's options, as JSON")
    args = p.parse_args()
    options = json.loads(args.options)
    rates: dict[Path, list[float]] = {t: [] for t in args.trees}
    for r in range(args.rounds):
        for tree in args.trees:
            rate = run(tree.resolve(), args.game, args.games, args.seed, options)
            rates[tree].append(rate)
            print(f"round {r + 1} {tree}: {rate:.1f} games/CPU s", flush=True)
    first = statistics.median(rates[args.trees[0]])
    for tree in args.trees:
        med = statistics.median(rates[tree])
        print(f"{tree}: median {med:.1f} games/CPU s, {med / first:.3f}x the first tree")


if __name__ == "__main__":
    main()
