#!/usr/bin/env python3
"""Magnum Opus engine speed, one process, one core.

    python benchmarks/mo_speed.py [--seconds 5] [--runs 5] [--profile] [--calibrate]

* random seats: actions per second through the state API (legal_actions + apply), two
  players, the simulator's loop (``simulate_one``);
* default bot: two-player games per second, default against default.

Rates are CPU time (``time.process_time``), so a busy machine slows them less than wall
time would; each line is the best and the median of ``--runs`` runs. Options are checked
once, as ``eldertable simulate`` does. ``--calibrate`` also times the same loop driving a
stub game whose every action costs one short list (the ceiling of this machine for any
game played through the API). Goals (issue 4): >= 150,000 actions/s with random seats,
>= 200 two-player games/s with the default bot. ``--profile`` prints the top cProfile
entries of each workload.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import statistics
import time

from eldertable.engine.bots import RandomBot
from eldertable.engine.simulate import game_seed
from eldertable.games.magnum_opus import simulate_one, simulate_options


def run(bots: list[str], seconds: float) -> dict:
    opts = simulate_options({"players": len(bots), "bots": bots})
    games = actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        out = simulate_one(opts, game_seed(1, games))
        games += 1
        actions += out["actions"]
    dt = time.process_time() - start
    return {"games": games, "actions": actions, "cpu_seconds": round(dt, 2),
            "games_per_second": games / dt, "actions_per_second": actions / dt}


class _Stub:
    """A game whose legal list is 7 actions and whose apply only rebuilds it."""

    def __init__(self) -> None:
        self.hand = ["a#1", "b#2", "c#3", "d#4", "e#5"]
        self.ok = frozenset(("a#1", "c#3"))
        self.legal = list(range(7))

    def current_player(self) -> int:
        return 0

    def legal_actions(self, seat=None) -> list:
        return self.legal.copy()

    def apply(self, act) -> list:
        for a in self.legal:
            if a is act:
                break
        self.legal = [c for c in self.hand if c in self.ok] * 3 + [act]
        return []


def calibrate(seconds: float) -> dict:
    st, bot = _Stub(), RandomBot(0, 1)
    n = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(10_000):
            legal = st.legal_actions(st.current_player())
            st.apply(bot.choose(None, legal))
        n += 10_000
    return {"actions_per_second": n / (time.process_time() - start)}


def summary(name: str, runs: list[dict], key: str) -> dict:
    rates = [r[key] for r in runs]
    return {"workload": name, key: {"best": round(max(rates), 1),
                                    "median": round(statistics.median(rates), 1),
                                    "runs": [round(x, 1) for x in rates]},
            "games": sum(r["games"] for r in runs if "games" in r),
            "actions_per_game": round(sum(r.get("actions", 0) for r in runs)
                                      / max(1, sum(r.get("games", 0) for r in runs)), 1)}


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
    ap.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per run")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--calibrate", action="store_true")
    args = ap.parse_args()
    for name, bots, key in (("random", ["random", "random"], "actions_per_second"),
                            ("default", ["default", "default"], "games_per_second")):
        runs = [run(bots, args.seconds) for _ in range(args.runs)]
        print(json.dumps(summary(name, runs, key)), flush=True)
        if args.profile:
            print(profiled(bots, min(args.seconds, 5.0)))
    if args.calibrate:
        runs = [calibrate(args.seconds) for _ in range(args.runs)]
        print(json.dumps(summary("stub game (machine ceiling)", runs, "actions_per_second")))


if __name__ == "__main__":
    main()
