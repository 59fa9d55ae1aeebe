"""Miskatonic Madness bot strength: each bot against the uniform random bot, per side
(a benchmark, not a test; issue 3 wants at least 70% on each side over 1,000 games).

    python benchmarks/mm_bot_rates.py [--games 1000] [--seed 0] [--bot default] [--jobs J]

Seeds are the simulator's (``engine.simulate.game_seed``), so the figures are the same on
every run and with any number of jobs.
"""

from __future__ import annotations

import argparse
import json
import time

from eldertable.engine import simulate


def rate(bot: str, side: str, games: int, seed: int, jobs: int) -> dict:
    options = {"cultist": bot, "investigator": "random"} if side == "cultist" else \
        {"cultist": "random", "investigator": bot}
    out = simulate.simulate("miskatonic", games, seed, jobs=jobs, options=options)
    won = out["wins"].get("cultist" if side == "cultist" else "investigators", 0)
    return {"bot": bot, "side": side, "games": out["games"], "wins": won,
            "rate": round(won / max(1, out["games"]), 4), "errors": out["errors"],
            "final_battles": out.get("final_battles", 0), "mean_turns": out["mean_rounds"],
            "seconds": out["seconds"]}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--bot", default="default")
    p.add_argument("--jobs", type=int, default=1)
    args = p.parse_args()
    started = time.perf_counter()
    rows = [rate(args.bot, side, args.games, args.seed, args.jobs)
            for side in ("cultist", "investigators")]
    for row in rows:
        print(json.dumps(row))
    print(f"# {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
