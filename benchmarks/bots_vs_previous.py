"""Default bots against the previous default bots (issue 25, issue 29's rules of the work):
each side's win rate over seeded games with a 95% Wilson interval, and against random play.

    python benchmarks/bots_vs_previous.py --game mm|mo [--games 1000] [--seed 0]

The previous bots are the bot modules as they were at commit 95bb6b9, read from git (so
this needs a git checkout with its history) and registered as the bot "previous" for the
run only. Games run in this process (the registration does not reach worker processes).

Measured 2026-12-02 (seed 0, 1,000 games each, shared machine):

* Miskatonic, investigators (new, spare_margin 0.5) vs cultist: 32.3% [29.5, 35.3]; the
  previous investigators: 32.4% [29.6, 35.4]. Against a random cultist: 72.2% [69.3,
  74.9] (previous 72.5%). The cultist bot did not change (random investigators win 4.7%).
  With spare_margin 0 (every positive placement taken): 31.1% [28.3, 34.0] and 70.5%.
* Magnum Opus, 2 seats, both seatings: new 51.1% [48.0, 54.2], previous 48.9% [45.8,
  52.0]; against random: 100% [99.6, 100].
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

import importlib.util
import subprocess
import tempfile

from eldertable.engine import simulate  # noqa: E402

PREVIOUS = "95bb6b9"
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def previous(game: str):
    """The module ``eldertable.games.<game>.bots`` as it was at commit PREVIOUS."""
    path = f"desktop/eldertable/games/{game}/bots.py"
    done = subprocess.run(["git", "-C", REPO, "show", f"{PREVIOUS}:{path}"],
                          capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"bots_vs_previous: cannot read {path} at {PREVIOUS} from git: "
                 f"{done.stderr.strip() or 'no git history here'}")
    name = f"eldertable.games.{game}.bots_{PREVIOUS}"
    folder = tempfile.mkdtemp(prefix="bots-previous-")
    file = os.path.join(folder, f"bots_{PREVIOUS}.py")
    with open(file, "w", encoding="utf-8") as out:
        out.write(done.stdout)
    spec = importlib.util.spec_from_file_location(name, file)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = f"eldertable.games.{game}"  # its relative imports: the game's own
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return round(mid - half, 4), round(mid + half, 4)


def row(label: str, wins: int, n: int, **extra) -> dict:
    return {"match": label, "games": n, "wins": wins, "rate": round(wins / max(1, n), 4),
            "wilson95": wilson(wins, n), **extra}


def mm(games: int, seed: int) -> list[dict]:
    from eldertable.games.miskatonic import bots
    old = previous("miskatonic")
    bots.BOTS["previous"] = old.default_bot
    out = []
    for cult, inv in (("previous", "default"), ("previous", "previous"),
                      ("default", "previous"), ("random", "default"), ("random", "previous"),
                      ("default", "random")):
        res = simulate.simulate("miskatonic", games, seed,
                                options={"cultist": cult, "investigator": inv})
        n = res["games"]
        w = res["wins"].get("investigators", 0)
        out.append(row(f"investigators {inv} vs cultist {cult}", w, n,
                       cultist_rate=round((n - w) / max(1, n), 4),
                       cultist_wilson95=wilson(n - w, n), errors=res["errors"],
                       seconds=res["seconds"]))
    return out


def mo(games: int, seed: int) -> list[dict]:
    from eldertable.games.magnum_opus import bots
    old = previous("magnum_opus")
    from eldertable.games.magnum_opus import config
    bots.BOTS["previous"] = old.AlchemistBot
    config.BOT_NAMES = (*config.BOT_NAMES, "previous")  # for this run's seat check only
    out = []
    for a, b in (("default", "previous"), ("random", "default")):
        wins = {a: 0, b: 0}
        n = 0
        errors = 0
        for names in ([a, b], [b, a]):  # each bot in each seat, half the games each
            res = simulate.simulate("magnum_opus", games // 2, seed,
                                    options={"players": 2, "bots": names})
            n += res["games"]
            errors += len(res["errors"]) if isinstance(res["errors"], list) else res["errors"]
            for name, k in res.get("wins_by_bot", {}).items():
                wins[name] += k
        for name in (a, b):
            out.append(row(f"{name} in {a} vs {b} (2 seats, both seatings)", wins[name], n,
                           errors=errors))
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=("mm", "mo"), required=True)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    started = time.perf_counter()
    for r in (mm if args.game == "mm" else mo)(args.games, args.seed):
        print(json.dumps(r))
    print(f"# {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
