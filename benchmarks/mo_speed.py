#!/usr/bin/env python3
"""Magnum Opus engine speed, one process, one core.

    python benchmarks/mo_speed.py [--seconds 10] [--profile]

* random seats: actions per second through the state API (legal_actions + apply), two
  players, the simulator's loop (``simulate_one``);
* default bot: two-player games per second, default against default.

Goals (issue 4): >= 150,000 actions/s with random seats, >= 200 two-player games/s with
the default bot. ``--profile`` prints the top cProfile entries of each run.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import time

from eldertable.engine.simulate import game_seed
from eldertable.games.magnum_opus import simulate_one


def run(bots: list[str], seconds: float) -> dict:
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        out = simulate_one({"players": len(bots), "bots": bots}, game_seed(1, games))
        games += 1
        actions += out["actions"]
    dt = time.perf_counter() - start
    return {"bots": bots, "games": games, "actions": actions, "seconds": round(dt, 2),
            "games_per_second": round(games / dt, 1),
            "actions_per_second": round(actions / dt)}


def profiled(bots: list[str], seconds: float) -> str:
    prof = cProfile.Profile()
    prof.enable()
    run(bots, seconds)
    prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(15)
    return out.getvalue()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    for bots in (["random", "random"], ["default", "default"]):
        print(json.dumps(run(bots, args.seconds)), flush=True)
        if args.profile:
            print(profiled(bots, min(args.seconds, 5.0)))


if __name__ == "__main__":
    main()
