"""Soak: N bot games of every registered game and scenario, the rules invariants checked
after every action (tools/reliability/invariants.py), each record replayed to its digest.

    nice -n 10 python tools/soak.py --games 10000 --jobs 2            # the big run
    python tools/soak.py --games 20 --only miskatonic,mansions/quiet-greenhouse --json

Bots alternate by game: even games the games' default bots, odd games random bots (they
reach states the good bots avoid). Seeds are ``simulate.game_seed(seed, i)``. Exit 1 on
any violation or exception. Figures are in CPU seconds (the machine is shared).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import TimeoutError as FuturesTimeout
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from eldertable.engine.simulate import game_seed  # noqa: E402

from reliability.games import Variant, find, iter_variants  # noqa: E402
from reliability.soaking import soak_game  # noqa: E402


def _toy() -> None:
    sys.path.insert(0, str(ROOT / "tests"))
    import toygame

    toygame.install()


def run_chunk(game: str, scenario: str | None, seed: int, indices: list[int],
              toy: bool) -> list[dict]:
    if toy:
        _toy()
    variant = find(game, scenario)
    out = []
    for i in indices:
        s = game_seed(seed, i)
        row = soak_game(variant, s, "default" if i % 2 == 0 else "random")
        row.update(index=i, seed=s)
        out.append(row)
    return out


def soak(variant: Variant, games: int, seed: int, jobs: int, toy: bool = False,
         progress=None, until: float | None = None, first: int = 0) -> dict:
    """``until`` (a ``time.time()``): no chunk starts after it and the figures are those of
    the games finished by then (``stopped`` says so). ``first``: the index of the first game,
    so that a long soak can be continued in another run with the games not yet played."""
    chunk = max(1, min(5 if until is not None else 50, games // (jobs * 4) or 1))
    end = first + games
    batches = [list(range(i, min(end, i + chunk))) for i in range(first, end, chunk)]
    rows: list[dict] = []
    wall = time.perf_counter()
    stopped = False
    if jobs <= 1:
        for b in batches:
            if until is not None and time.time() >= until:
                stopped = True
                break
            rows += run_chunk(variant.game, variant.scenario, seed, b, toy)
            if progress:
                progress(variant, rows, games)
    else:
        pool = ProcessPoolExecutor(max_workers=jobs)
        try:
            futures = [pool.submit(run_chunk, variant.game, variant.scenario, seed, b, toy)
                       for b in batches]
            for f in futures:
                if until is not None:
                    try:
                        rows += f.result(timeout=max(0.0, until - time.time()))
                    except FuturesTimeout:
                        stopped = True
                        break
                else:
                    rows += f.result()
                if progress:
                    progress(variant, rows, games)
        finally:
            if stopped:  # the chunks still running are dropped, not waited for
                for proc in list((pool._processes or {}).values()):
                    proc.terminate()
            pool.shutdown(wait=not stopped, cancel_futures=stopped)
    bad = [r for r in rows if r["violations"]]
    crashed = [r for r in rows if r["exception"]]
    return {"variant": variant.name, "games": len(rows), "stopped": stopped,
            "first_index": first,
            "last_index": max((r["index"] for r in rows), default=None),
            "actions": sum(r["actions"] for r in rows),
            "games_with_violations": len(bad),
            "violations": sum(len(r["violations"]) for r in rows),
            "exceptions": len(crashed),
            "cpu_seconds": round(sum(r["cpu"] for r in rows), 1),
            "wall_seconds": round(time.perf_counter() - wall, 1),
            "examples": [f"seed {r['seed']}: {r['violations'][0]}" for r in bad[:5]]
            + [f"seed {r['seed']}: {r['exception']}" for r in crashed[:5]]}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="soak every game with invariants checked")
    p.add_argument("--games", type=int, default=100, help="games per game/scenario")
    p.add_argument("--only", help="game or game/scenario names, comma separated (default all)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--first", type=int, default=0,
                   help="index of the first game (to continue a soak stopped earlier)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--toy", action="store_true", help="also the tests' toy game")
    p.add_argument("--minutes", type=float,
                   help="time per game/scenario (wall minutes): stop there and report the "
                        "games finished")
    p.add_argument("--json", action="store_true", help="one JSON object per game/scenario")
    args = p.parse_args(argv)
    if args.minutes is not None and args.minutes <= 0:
        print("soak: --minutes must be positive", file=sys.stderr)
        return 2
    if args.first < 0:
        print("soak: --first must not be negative", file=sys.stderr)
        return 2
    if args.games < 1 or args.jobs < 1:
        print("soak: --games and --jobs must be at least 1", file=sys.stderr)
        return 2
    if args.toy:
        _toy()
    try:
        chosen = list(iter_variants(args.only))
    except ValueError as exc:
        print(f"soak: {exc}", file=sys.stderr)
        return 2

    seen = {"variant": None, "n": 0, "actions": 0, "violations": 0, "exceptions": 0,
            "cpu": 0.0}

    def progress(variant, rows, total):
        # running counts, so that a soak stopped from outside still has its figures
        if seen["variant"] is not variant:
            seen.update(variant=variant, n=0, actions=0, violations=0, exceptions=0, cpu=0.0)
        for r in rows[seen["n"]:]:
            seen["actions"] += r["actions"]
            seen["violations"] += len(r["violations"])
            seen["exceptions"] += 1 if r["exception"] else 0
            seen["cpu"] += r["cpu"]
        seen["n"] = len(rows)
        print(f"  {variant.name}: {len(rows)}/{total} games, {seen['actions']} actions, "
              f"{seen['violations']} violations, {seen['exceptions']} exceptions, "
              f"{seen['cpu']:.1f} CPU-s", file=sys.stderr, flush=True)

    failed = False
    for variant in chosen:
        until = time.time() + 60 * args.minutes if args.minutes else None
        out = soak(variant, args.games, args.seed, args.jobs, args.toy, progress, until,
                   args.first)
        failed |= bool(out["violations"] or out["exceptions"])
        print(json.dumps(out) if args.json else
              " ".join(f"{k}={v}" for k, v in out.items() if k != "examples"), flush=True)
        for line in out["examples"]:
            print("   ", line, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
