#!/usr/bin/env python3
"""Mansions (second edition): simulator speed on one core, and where the time goes.

    python benchmarks/mansions_speed.py [--games 100] [--seed 0]
        [--scenarios ...] [--investigators 1 3 5] [--profile 25 [--profile-investigators K]]

Plays GAMES bot games per scenario and team size through ``simulate_one`` (the loop
``eldertable simulate`` runs) and prints games and actions per second of process CPU time
(other work on a busy machine does not count), plus the same per wall-clock second;
``default`` marks the team size ``eldertable simulate mansions SCENARIO`` plays when no
``--investigators`` is given (the scenario's minimum). With
``--profile N`` it then profiles one more batch (the first scenario, the last team size
or ``--profile-investigators``) and prints the N functions with the most time of their own.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import time

from eldertable.engine.simulate import game_seed
from interpreter import describe
from eldertable.games.mansions import simulate_one, simulate_options
from eldertable.games.mansions.second import shipped


def run(opts: dict, games: int, seed: int) -> int:
    return sum(simulate_one(opts, game_seed(seed, i))["actions"] for i in range(games))


def measure(scenario: str, k: int, games: int, seed: int) -> dict:
    opts = simulate_options({"scenario": scenario, "investigators": k})
    run(opts, 2, seed + 1)  # warm the caches (scenario, graphs) as a long run would
    cpu, wall = time.process_time(), time.perf_counter()
    actions = run(opts, games, seed)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    default = simulate_options({"scenario": scenario})["investigators"]
    return {"scenario": scenario, "investigators": k, "default": k == default, "games": games,
            "actions_per_game": round(actions / games, 1),
            "games_per_cpu_second": round(games / cpu, 1),
            "actions_per_cpu_second": round(actions / cpu),
            "games_per_wall_second": round(games / wall, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--scenarios", nargs="+", default=list(shipped()))
    ap.add_argument("--investigators", type=int, nargs="+", default=[1, 3, 5])
    ap.add_argument("--profile", type=int, default=0, metavar="N")
    ap.add_argument("--profile-investigators", type=int, default=None, metavar="K",
                    help="team size of the profiled batch (default: the last --investigators)")
    args = ap.parse_args()
    print(json.dumps({"interpreter": describe()}), flush=True)
    for scenario in args.scenarios:
        for k in args.investigators:
            print(json.dumps(measure(scenario, k, args.games, args.seed)), flush=True)
    if args.profile:
        opts = simulate_options({"scenario": args.scenarios[0],
                                 "investigators": args.profile_investigators
                                 or args.investigators[-1]})
        prof = cProfile.Profile()
        prof.runcall(run, opts, args.games, args.seed)
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(args.profile)
        print(out.getvalue())


if __name__ == "__main__":
    main()
