#!/usr/bin/env python3
"""Magnum Opus: how often the default bot beats uniformly random seats.

    python benchmarks/mo_bot_rates.py [--games 500] [--seed 0] [--players 2 3 4]

For each seat count, plays GAMES seeded games with one ``default`` bot and the other seats
``random``; the default bot's seat rotates with the game index. Prints win rates, how many
games ended with a Philosophers' Stone, and the mean round of the first Stone.
"""

from __future__ import annotations

import argparse
import json
import time

from eldertable.engine.simulate import game_seed
from eldertable.games.magnum_opus import simulate_one


def rate(players: int, games: int, seed: int) -> dict:
    wins = stones = rounds_sum = ties = 0
    start = time.perf_counter()
    for i in range(games):
        hero = i % players
        bots = ["random"] * players
        bots[hero] = "default"
        out = simulate_one({"players": players, "bots": bots}, game_seed(seed, i))
        winners = out["winners"]
        if f"seat{hero}" in winners:
            wins += 1
            ties += len(winners) > 1
        if out["extras"]["games_with_stone"]:
            stones += 1
            rounds_sum += out["extras"]["turns_to_stone"]
    return {"players": players, "games": games, "default_wins": wins,
            "win_rate": round(wins / games, 4), "shared_wins": ties,
            "games_with_stone": stones,
            "mean_round_of_first_stone": round(rounds_sum / stones, 2) if stones else None,
            "seconds": round(time.perf_counter() - start, 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    args = ap.parse_args()
    for players in args.players:
        print(json.dumps(rate(players, args.games, args.seed)), flush=True)


if __name__ == "__main__":
    main()
