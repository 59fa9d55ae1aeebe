"""How fast a simulator could go with bots that cost nothing (a benchmark, not a test).

    python benchmarks/floor.py [--games N] [--repeat R] [--only GAME...]
    python benchmarks/floor.py --identity N     # digests of N seeded default-bot games
    python benchmarks/floor.py --profile [--games N]   # cProfile of the default bots

Games: Miskatonic Madness (default or random on both sides) and Magnum Opus with two and
with four seats. For each, it first plays N seeded games with the given bots and records,
at each decision a bot is asked, which legal action it took (its position in the legal
list). It then times, alternately and R times each in this one process (process CPU
time), the same N games played by the simulator's own ``simulate_one`` with the real bots
(as ``eldertable simulate`` plays them, every shortcut on), and the same N games with a
replay bot on every seat: it reads nothing and returns the recorded position, so the game,
its dice and its legal lists are exactly the recorded ones, and the time is the engine's
(applying actions, building legal lists, the simulator loop, and for Magnum Opus the
observation the simulator hands a bot that reads one). The ratio of the two best times is
what issue 29 goal 1 asks about (at least 0.5 with the default bots: the bots take at most
half of a game).

``--identity N`` prints, per game, a digest of every recorded choice and every game's
summary over N seeds: a change that keeps every bot choice prints the same digests.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import pstats
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


GAMES = {  # name: (bot registry, simulate_one, options for a bot name, observation hook)
    "miskatonic": (mm_bots.BOTS, mm_sim.simulate_one,
                   lambda b: mm_sim.simulate_options({"cultist": b, "investigator": b}),
                   None),
    "magnum-opus-2": (mo_bots.BOTS, mo_sim.simulate_one,
                      lambda b: mo_sim.simulate_options({"players": 2, "bots": b}),
                      (mo_state.MOState, "bot_view")),
    "magnum-opus-4": (mo_bots.BOTS, mo_sim.simulate_one,
                      lambda b: mo_sim.simulate_options({"players": 4, "bots": b}),
                      (mo_state.MOState, "bot_view")),
}


def _record(game: str, bots: str, games: int) -> tuple[dict, list]:
    registry, simulate, options_for, _view = GAMES[game]
    logs: dict[tuple[int, int], list[int]] = {}
    real = registry[bots]

    def recording(seat: int, seed: int):
        return _Recorder(real(seat, seed), logs.setdefault((seed, seat), []))

    registry[bots] = recording
    try:
        recorded = [simulate(options_for(bots), seed) for seed in range(games)]
    finally:
        registry[bots] = real
    return logs, recorded


def _timed(simulate, options, games: int) -> tuple[float, list]:
    start = time.process_time()
    out = [simulate(options, seed) for seed in range(games)]
    return time.process_time() - start, out


def _run(game: str, bots: str, games: int, repeat: int) -> dict:
    registry, simulate, options_for, view = GAMES[game]
    logs, recorded = _record(game, bots, games)
    real = registry[bots]
    options = options_for(bots)

    def replaying(seat: int, seed: int):
        return _Replay(logs[(seed, seat)])

    best_real = best_free = best_blind = float("inf")
    for _ in range(repeat):  # alternated: real bots, replay, (replay without observation)
        t, out = _timed(simulate, options, games)
        best_real = min(best_real, t)
        if out != recorded:
            raise RuntimeError("the real bots played differently from their recording")
        registry[bots] = replaying
        try:
            t, out = _timed(simulate, options, games)
            best_free = min(best_free, t)
            if view is not None:  # once more without the observation (a bot that reads none)
                cls, name = view
                kept = getattr(cls, name)
                setattr(cls, name, _no_view)
                try:
                    t, out2 = _timed(simulate, options, games)
                finally:
                    setattr(cls, name, kept)
                best_blind = min(best_blind, t)
                if [r["winners"] for r in out2] != [r["winners"] for r in recorded]:
                    raise RuntimeError("a replayed game ended differently from its recording")
        finally:
            registry[bots] = real
        if [r["winners"] for r in out] != [r["winners"] for r in recorded]:
            raise RuntimeError("a replayed game ended differently from its recording")
    actions = sum(r["actions"] for r in recorded)
    return {"bots": bots, "games": games, "actions_per_game": round(actions / games, 1),
            "with_bots_games_per_s": round(games / best_real, 1),
            "free_bots_games_per_s": round(games / best_free, 1),
            "free_bots_actions_per_s": round(actions / best_free),
            "ratio": round(best_free / best_real, 3),
            **({"free_bots_no_view_games_per_s": round(games / best_blind, 1)}
               if view else {})}


def identity(game: str, games: int) -> str:
    logs, recorded = _record(game, "default", games)
    h = hashlib.sha256()
    for key in sorted(logs):
        h.update(json.dumps([key, logs[key]]).encode())
    h.update(json.dumps(recorded, sort_keys=True).encode())
    return h.hexdigest()[:24]


def profile(game: str, games: int, top: int) -> None:
    _registry, simulate, options_for, _view = GAMES[game]
    options = options_for("default")
    prof = cProfile.Profile()
    prof.enable()
    for seed in range(games):
        simulate(options, seed)
    prof.disable()
    print(f"--- {game}, {games} default-bot games, by own time")
    pstats.Stats(prof).sort_stats("tottime").print_stats(top)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--only", nargs="*", choices=sorted(GAMES), default=sorted(GAMES))
    p.add_argument("--bots", nargs="*", choices=("random", "default"),
                   default=["random", "default"])
    p.add_argument("--identity", type=int, metavar="N")
    p.add_argument("--profile", action="store_true")
    p.add_argument("--top", type=int, default=15)
    args = p.parse_args()
    print("interpreter:", ", ".join(f"{k} {v}" for k, v in describe().items()), flush=True)
    for game in args.only:
        if args.identity:
            print(game, "identity", args.identity, identity(game, args.identity), flush=True)
        elif args.profile:
            profile(game, args.games, args.top)
        else:
            for bots in args.bots:
                print(game, _run(game, bots, args.games, args.repeat), flush=True)


if __name__ == "__main__":
    main()
