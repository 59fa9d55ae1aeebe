#!/usr/bin/env python3
"""First-edition Mansions: simulator speed per shipped story, identity digests, profiles.

    python benchmarks/mansions_first_speed.py [--games 200] [--seed 0] [--stories ...]
        [--investigators K] [--identity N] [--profile N]
    python benchmarks/mansions_first_speed.py --against DIR [--rounds 5] [--games 200]

Plays GAMES seeded games per story through the first edition's ``simulate_one`` (the loop
``eldertable simulate mansions STORY`` runs) at the simulator's default team size, and
prints games per second of process CPU time (other work on a busy machine counts less).

``--identity N`` prints, per story, a digest over N seeded games: every action each game
took (its JSON, in order) and the game's summary (winners, rounds, action count, extras).
Two versions of the code that print the same digest played the same games, action for
action.  ``--profile N`` profiles one batch per story and prints the N functions with the
most time of their own.

``--against DIR`` alternates: each round runs this checkout and then the code under DIR
(a ``desktop`` folder, e.g. ``git archive BASE desktop | tar -x -C /tmp/base``) in fresh
processes, and prints every round's figures, then the median and range of each side.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import io
import json
import os
import pstats
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def _stories() -> list[str]:
    from eldertable.games.mansions.first.scenarios import shipped

    return list(shipped())


def _options(story: str, k: int | None) -> dict:
    from eldertable.games.mansions.first.sim import simulate_options

    return simulate_options({"scenario": story} | ({"investigators": k} if k else {}))


def run(opts: dict, games: int, seed: int) -> int:
    from eldertable.engine.simulate import game_seed
    from eldertable.games.mansions.first.sim import simulate_one

    return sum(simulate_one(opts, game_seed(seed, i))["actions"] for i in range(games))


def measure(story: str, k: int | None, games: int, seed: int) -> dict:
    opts = _options(story, k)
    run(opts, 2, seed + 1)  # warm the caches (story, graphs) as a long run would
    cpu = time.process_time()
    actions = run(opts, games, seed)
    cpu = time.process_time() - cpu
    return {"story": story, "investigators": opts["investigators"], "games": games,
            "actions_per_game": round(actions / games, 1),
            "games_per_cpu_second": round(games / cpu, 1)}


def identity(story: str, k: int | None, games: int, seed: int) -> str:
    """A digest of ``games`` seeded games: each action taken, in order, and the summary."""
    from eldertable.engine.simulate import game_seed
    from eldertable.games.mansions import first
    from eldertable.games.mansions.first import sim

    opts = _options(story, k)
    total = hashlib.blake2b(digest_size=12)
    real_start = first.start_game
    for i in range(games):
        h = hashlib.blake2b(digest_size=12)

        def recording_start(config, s, h=h):
            st = real_start(config, s)
            # the method every action passes through (apply calls apply_from where it is)
            name = "apply_from" if hasattr(st, "apply_from") else "apply"
            real_apply = getattr(st, name)

            def apply(act, *rest):
                h.update(json.dumps(act.to_json(), sort_keys=True).encode() + b"\n")
                return real_apply(act, *rest)

            setattr(st, name, apply)  # an instance attribute: only this game records
            return st

        first.start_game = recording_start  # simulate_one looks it up at each call
        try:
            summary = sim.simulate_one(opts, game_seed(seed, i))
        finally:
            first.start_game = real_start
        h.update(json.dumps(summary, sort_keys=True).encode())
        total.update(h.digest())
    return total.hexdigest()


def profile(story: str, k: int | None, games: int, seed: int, top: int) -> str:
    opts = _options(story, k)
    run(opts, 2, seed + 1)
    prof = cProfile.Profile()
    prof.runcall(run, opts, games, seed)
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


def alternate(args) -> None:
    me = os.path.join(os.path.dirname(HERE), "desktop")
    sides = {"new": me, "base": os.path.abspath(args.against)}
    figures: dict[str, dict[str, list[float]]] = {s: {} for s in sides}
    cmd = [sys.executable, os.path.abspath(__file__), "--games", str(args.games),
           "--seed", str(args.seed)]
    if args.stories:
        cmd += ["--stories", *args.stories]
    for r in range(args.rounds):
        for side, path in sides.items():
            env = dict(os.environ, PYTHONPATH=f"{path}{os.pathsep}{HERE}")
            out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
            for line in out.stdout.splitlines():
                row = json.loads(line)
                if "story" in row:
                    figures[side].setdefault(row["story"], []).append(row["games_per_cpu_second"])
                    print(json.dumps({"round": r, "side": side} | row), flush=True)
    for side, per in figures.items():
        for story, xs in per.items():
            print(json.dumps({"side": side, "story": story, "median": statistics.median(xs),
                              "min": min(xs), "max": max(xs), "rounds": len(xs)}))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--stories", nargs="+", default=None)
    ap.add_argument("--investigators", type=int, default=None)
    ap.add_argument("--identity", type=int, default=0, metavar="N")
    ap.add_argument("--profile", type=int, default=0, metavar="N")
    ap.add_argument("--against", default=None, metavar="DIR")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    if args.against:
        alternate(args)
        return
    stories = args.stories or _stories()
    for story in stories:
        if args.identity:
            print(json.dumps({"identity": story, "games": args.identity,
                              "digest": identity(story, args.investigators, args.identity,
                                                 args.seed)}), flush=True)
        elif args.profile:
            print(f"== {story}")
            print(profile(story, args.investigators, args.games, args.seed, args.profile))
        else:
            print(json.dumps(measure(story, args.investigators, args.games, args.seed)),
                  flush=True)


if __name__ == "__main__":
    main()
