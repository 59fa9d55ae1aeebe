"""Miskatonic Madness simulator speed, one process, one core (a benchmark, not a test).

    python benchmarks/mm_speed.py [--games N] [--repeat R] [--profile]

Plays N games random vs random and N games default vs default through the simulator hook
(``simulate_one``), R times each, and prints the best run: games/s and actions/s by wall
clock and by process CPU time (the CPU figure is steadier on a busy machine). Goals
(issue 3): random vs random >= 150,000 actions/s; default vs default >= 500 games/s.
``--profile`` prints the cProfile top functions of one run of each pairing.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time

from eldertable.games.miskatonic import simulate_one, simulate_options
from interpreter import describe


def run(cultist: str, investigator: str, games: int, seed0: int = 0) -> dict:
    opts = simulate_options({"cultist": cultist, "investigator": investigator})
    wall = time.perf_counter()
    cpu = time.process_time()
    actions = 0
    for seed in range(seed0, seed0 + games):
        actions += simulate_one(opts, seed)["actions"]
    wall = time.perf_counter() - wall
    cpu = time.process_time() - cpu
    return {"games": games, "actions": actions, "wall": wall, "cpu": cpu}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=500)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--profile", action="store_true")
    args = p.parse_args()
    print("interpreter:", ", ".join(f"{k} {v}" for k, v in describe().items()), flush=True)
    run("default", "default", 20)  # warm the caches (content, rules, action objects)
    for cultist, investigator in (("random", "random"), ("default", "default")):
        best = min((run(cultist, investigator, args.games) for _ in range(args.repeat)),
                   key=lambda r: r["cpu"])
        print(f"{cultist} vs {investigator}: {best['games']} games, "
              f"{best['actions'] / best['games']:.0f} actions/game | "
              f"wall {best['games'] / best['wall']:.0f} games/s "
              f"{best['actions'] / best['wall']:,.0f} actions/s | "
              f"cpu {best['games'] / best['cpu']:.0f} games/s "
              f"{best['actions'] / best['cpu']:,.0f} actions/s")
        if args.profile:
            prof = cProfile.Profile()
            prof.enable()
            run(cultist, investigator, max(50, args.games // 5))
            prof.disable()
            pstats.Stats(prof).sort_stats("tottime").print_stats(15)


if __name__ == "__main__":
    main()
