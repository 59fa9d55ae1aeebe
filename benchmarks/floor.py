"""How fast a simulator could go with bots that cost nothing (a benchmark, not a test).

    python benchmarks/floor.py [--games N] [--repeat R]

For Miskatonic Madness and Magnum Opus (two seats), it first plays N seeded games with the
given bots and records, at each decision, which legal action the bot took (its position in
the legal list). It then plays the same N games again through the simulator's own hook
(``simulate_one``) with a replay bot on every seat: it reads nothing and returns the
recorded position, so the game, its dice and its legal lists are exactly the recorded
ones, and the time is the engine's (applying actions, building legal lists, the
simulator loop, and for Magnum Opus the observation the simulator hands a bot that reads
one). That is the ceiling for those games on this interpreter and machine, whatever the
bots do. Best of R runs, process CPU time.
"""

from __future__ import annotations

import argparse
import time

from eldertable.games.magnum_opus import bots as mo_bots
from eldertable.games.magnum_opus import sim as mo_sim
from eldertable.games.magnum_opus import state as mo_state
from eldertable.games.miskatonic import bots as mm_bots
from eldertable.games.miskatonic import sim as mm_sim
from interpreter import describe


def _position(legal, act) -> int:
    for i, a in enumerate(legal):
        if a is act:
            return i
    return list(legal).index(act)


class _Recorder:
    """Wraps a bot; notes the position of each action it takes."""

    def __init__(self, bot, log: list[int]) -> None:
        self.bot, self.log = bot, log
        self.rng = bot.rng  # no ``plan``: the simulator asks it at every decision

    def choose(self, observation, legal):
        act = self.bot.choose(observation, legal)
        self.log.append(_position(legal, act))
        return act


class _Replay:
    """Returns the recorded positions in order; reads neither observation nor state."""

    rng = None

    def __init__(self, script: list[int]) -> None:
        self.script = iter(script)

    def choose(self, observation, legal):
        return legal[next(self.script)]


def _no_view(state, seat):
    return None


def _best(simulate, options: dict, games: int, repeat: int, recorded: list) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        replayed = [simulate(options, seed) for seed in range(games)]
        best = min(best, time.process_time() - start)
        if [r["winners"] for r in replayed] != [r["winners"] for r in recorded]:
            raise RuntimeError("a replayed game ended differently from its recording")
    return best


def _run(registry: dict, simulate, options_for, bots: str, games: int, repeat: int,
         view: tuple | None) -> dict:
    logs: dict[tuple[int, int], list[int]] = {}
    real = dict(registry)

    def recording(seat: int, seed: int):
        log = logs.setdefault((seed, seat), [])
        return _Recorder(real[bots](seat, seed), log)

    def replaying(seat: int, seed: int):
        return _Replay(logs[(seed, seat)])

    options = options_for(bots)
    try:  # the seats keep their bot's name; the registry hands out the wrappers
        registry[bots] = recording
        start = time.process_time()
        recorded = [simulate(options, seed) for seed in range(games)]
        with_bots = time.process_time() - start
        registry[bots] = replaying
        best = _best(simulate, options, games, repeat, recorded)
        if view is not None:  # once more without the observation (a bot that reads none)
            cls, name = view
            kept = getattr(cls, name)
            setattr(cls, name, _no_view)
            try:
                blind = _best(simulate, options, games, repeat, recorded)
            finally:
                setattr(cls, name, kept)
    finally:
        registry.clear()
        registry.update(real)
    actions = sum(r["actions"] for r in recorded)
    return {"bots": bots, "games": games, "actions_per_game": round(actions / games, 1),
            "with_bots_games_per_s": round(games / with_bots, 1),
            "free_bots_games_per_s": round(games / best, 1),
            "free_bots_actions_per_s": round(actions / best),
            **({"free_bots_no_view_games_per_s": round(games / blind, 1)} if view else {})}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--repeat", type=int, default=3)
    args = p.parse_args()
    print("interpreter:", ", ".join(f"{k} {v}" for k, v in describe().items()), flush=True)

    # The replay bot is not a UniformBot, so the simulator asks it through ``choose`` (and
    # builds the legal list it needs), as it asks any bot.
    def mm_options(name: str) -> dict:
        return mm_sim.simulate_options({"cultist": name, "investigator": name})

    def mo_options(name: str) -> dict:
        return mo_sim.simulate_options({"players": 2, "bots": name})

    # Magnum Opus hands a bot that is not RandomBot its observation (``bot_view``, kept up
    # to date in place); the last figure is without it too. Miskatonic Madness builds an
    # observation only when a bot reads it, and the replay bot reads none.
    for game, registry, simulate, options_for, view in (
            ("miskatonic", mm_bots.BOTS, mm_sim.simulate_one, mm_options, None),
            ("magnum-opus", mo_bots.BOTS, mo_sim.simulate_one, mo_options,
             (mo_state.MOState, "bot_view"))):
        for bots in ("random", "default"):
            row = _run(registry, simulate, options_for, bots, args.games, args.repeat, view)
            print(game, row, flush=True)


if __name__ == "__main__":
    main()
