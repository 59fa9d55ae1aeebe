"""The default bots' games against another tree's default bots, in one process (a benchmark).

    python benchmarks/bots_speed_vs.py --game mm|mo2|mo4 --against DIR [--games N] [--rounds R]

``DIR`` is another checkout's ``desktop`` folder (e.g. ``git archive REV desktop | tar -x -C
/tmp/base``, then ``/tmp/base/desktop``). Its ``bots.py`` of the game is loaded under a
name of its own (with today's estimate, values and engine: only ``bots.py`` differs) and
registered as the bot "base" for the run. Both play the same N seeded games once to warm
their caches, then R alternated rounds each, timed in process CPU time; the best round of
each is kept. It prints how many games ended alike (a change that keeps every choice: all
of them) and the time with this tree's bots over the time with the base bots: the engine is
the same, so the difference is the bots'.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import sys
import time

from interpreter import describe


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=("mm", "mo2", "mo4"), required=True)
    p.add_argument("--against", required=True, metavar="DIR")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--rounds", type=int, default=5)
    args = p.parse_args()
    print("interpreter:", ", ".join(f"{k} {v}" for k, v in describe().items()), flush=True)
    pkg = "miskatonic" if args.game == "mm" else "magnum_opus"
    mod = importlib.import_module(f"eldertable.games.{pkg}.bots")
    sim = importlib.import_module(f"eldertable.games.{pkg}.sim")
    file = os.path.join(args.against, "eldertable", "games", pkg, "bots.py")
    spec = importlib.util.spec_from_file_location(f"eldertable.games.{pkg}.bots_base", file)
    base = importlib.util.module_from_spec(spec)
    base.__package__ = f"eldertable.games.{pkg}"
    sys.modules[spec.name] = base
    spec.loader.exec_module(base)
    if pkg == "miskatonic":
        mod.BOTS["base"] = base.default_bot
        opts = {"this": sim.simulate_options({}),
                "base": sim.simulate_options({"cultist": "base", "investigator": "base"})}
    else:
        from eldertable.games.magnum_opus import config
        mod.BOTS["base"] = base.AlchemistBot
        config.BOT_NAMES = (*config.BOT_NAMES, "base")  # for this run's seat check only
        n = 2 if args.game == "mo2" else 4
        opts = {"this": sim.simulate_options({"players": n, "bots": "default"}),
                "base": sim.simulate_options({"players": n, "bots": ["base"] * n})}
    games = range(args.games)
    out = {k: [sim.simulate_one(o, s) for s in games] for k, o in opts.items()}  # warm
    alike = sum(a["winners"] == b["winners"] and a["actions"] == b["actions"]
                for a, b in zip(out["this"], out["base"]))
    best = dict.fromkeys(opts, float("inf"))
    for _ in range(args.rounds):
        for k, o in opts.items():
            start = time.process_time()
            for s in games:
                sim.simulate_one(o, s)
            best[k] = min(best[k], time.process_time() - start)
    print(f"{args.game}: {alike}/{args.games} games alike; base {args.games / best['base']:.1f}"
          f" games/s, this {args.games / best['this']:.1f} games/s, time this/base "
          f"{best['this'] / best['base']:.3f}")


if __name__ == "__main__":
    main()
