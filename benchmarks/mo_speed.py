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
entries of each workload. ``--breakdown`` replays seeded games of each workload and prints
where the time goes without a profiler's overhead: the median time of one ``apply`` by
(action, phase or step), and for the default bot the median time of its view refresh and
of its decision by phase, each with its count and share of the total (medians of
wall-clock ``perf_counter_ns``, so a preempted call does not skew them).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import statistics
import time
from collections import defaultdict

from eldertable.engine.bots import RandomBot
from eldertable.engine.chance import SeededChance
from eldertable.engine.simulate import game_seed
from eldertable.games.magnum_opus import BOTS, MOState, simulate_one, simulate_options
from eldertable.games.magnum_opus.sim import _prepared
from interpreter import describe


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


def breakdown(bots: list[str], games: int, top: int = 16) -> str:
    opts = simulate_options({"players": len(bots), "bots": bots})
    config, rules = _prepared(opts)
    times: dict[tuple, list[int]] = defaultdict(list)
    clock = time.perf_counter_ns
    for g in range(games):
        seed = game_seed(1, g)
        state = MOState(rules, config, SeededChance(seed), quiet=True)
        players = [BOTS[name](s, seed) for s, name in enumerate(bots)]
        while not state.over:
            legal = state._legal
            where = state.q[0][0] if state.q else (state.step or state.phase)
            if len(legal) == 1:
                act = legal[0]
            else:
                seat = state.seat
                t0 = clock()
                view = state.bot_view(seat) if bots[seat] != "random" else None
                t1 = clock()
                act = players[seat].choose(view, legal)
                t2 = clock()
                if view is not None:
                    times[("view", where)].append(t1 - t0)
                times[("decide", bots[seat], where)].append(t2 - t1)
            t0 = clock()
            state._step(act)
            times[("apply", type(act).__name__, where)].append(clock() - t0)
    rows = [(statistics.median(v) / 1000, len(v), k) for k, v in times.items()]
    total = sum(m * n for m, n, _k in rows)
    actions = sum(n for _m, n, k in rows if k[0] == "apply")
    lines = [f"{'+'.join(bots)}: {games} games, {actions} actions; sum of medians "
             f"{total / actions:.2f} us per action, {total / games / 1000:.2f} ms per game"]
    for m, n, k in sorted(rows, key=lambda r: -r[0] * r[1])[:top]:
        lines.append(f"  {' '.join(k):40s} {n:7d} x {m:7.2f} us = {m * n / total:6.1%}")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per run")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--calibrate", action="store_true")
    ap.add_argument("--breakdown", type=int, metavar="GAMES", default=0,
                    help="time each apply, view and decision of GAMES seeded games")
    args = ap.parse_args()
    print(json.dumps({"interpreter": describe()}), flush=True)
    if args.breakdown:
        for bots in (["random", "random"], ["default", "default"]):
            print(breakdown(bots, args.breakdown), flush=True)
        return
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
