#!/usr/bin/env python3
"""Mansions (second edition): how often the investigator bots win each shipped scenario.

    python benchmarks/mansions_bot_rates.py [--games 200] [--seed 0]
        [--scenarios quiet-greenhouse singing-cellar] [--investigators 1 2 3 4 5]

For every scenario and team size, plays GAMES seeded games with ``default`` bots in every
seat (the simulator's own loop) and prints one JSON line: wins, the endings told, mean
rounds, eliminations.
"""

from __future__ import annotations

import argparse
import json

from eldertable.engine.simulate import simulate
from eldertable.games.mansions.second import shipped


def rate(scenario: str, k: int, games: int, seed: int) -> dict:
    out = simulate("mansions", games, seed, options={"scenario": scenario, "investigators": k})
    wins = out["wins"].get("investigators", 0)
    return {"scenario": scenario, "investigators": k, "games": out["games"],
            "errors": out["errors"], "investigator_wins": wins,
            "win_rate": round(wins / max(1, out["games"]), 3),
            "mean_rounds": out["mean_rounds"], "eliminations": out["eliminations"],
            "endings": out["endings"]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--scenarios", nargs="+", default=list(shipped()))
    ap.add_argument("--investigators", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    args = ap.parse_args()
    for scenario in args.scenarios:
        for k in args.investigators:
            print(json.dumps(rate(scenario, k, args.games, args.seed)), flush=True)


if __name__ == "__main__":
    main()
