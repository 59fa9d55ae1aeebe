"""Default bots against the previous default bots (issue 25, issue 29's rules of the work):
each side's win rate over seeded games with a 95% Wilson interval, and against random play.

    python benchmarks/bots_vs_previous.py --game mm|mo [--games 1000] [--seed 0] [--previous REV]

The previous bots are the game's bot modules as they were at commit REV (default
``PREVIOUS``, 59c28d7): ``bots.py`` and the modules it draws on (``BOT_MODULES``: for
Miskatonic Madness the estimate, the team values and the chances too), read from git (so
this needs a git checkout with its history), each loaded under a name of its own and
registered as the bot "previous" for the run only. Games run in this process (the
registration does not reach worker processes). Until 2026-12-03 the pin was 95bb6b9 and
only ``bots.py`` was read, so a previous bot used today's estimate.

Measured 2026-12-03 (seed 0, 1,000 games each, shared machine, previous = 59c28d7):

* Miskatonic, after issue 29's speed work (the same choices: ``floor.py --identity``
  digests unchanged), so new and previous play alike: investigators (new) vs cultist
  (previous) 32.3% [29.5, 35.3], previous vs previous 32.3% [29.5, 35.3]; the cultist
  (new) against the previous investigators 67.7% [64.7, 70.5]. Against random play:
  investigators 72.2% [69.3, 74.9] (previous 72.2%), cultist 95.3% [93.8, 96.5] (random
  investigators win 4.7%, previous the same).
* The same day, an investigator that weighed at the locations only the single
  investigators and the two larger teams with the highest value of the cards that may lie
  anywhere (not kept): 27.3% [24.6, 30.1] against the previous cultist and 69.6% [66.7,
  72.4] against a random one, weaker than the previous bot and under 70%.

Measured 2026-12-02 (seed 0, 1,000 games each, shared machine, previous = 95bb6b9):

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
import re
import sys
import time

import importlib.util
import subprocess
import tempfile

from eldertable.engine import simulate  # noqa: E402

PREVIOUS = "59c28d7"  # the default for --previous
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The game's modules that belong to its bots: read from the previous commit with bots.py,
# so the previous bots are whole (their estimate, values and chances as they were).
BOT_MODULES = {"miskatonic": ("chances", "botvalue", "botwhere", "bots"),
               "magnum_opus": ("botknow", "bots")}


def _git_show(rev: str, path: str) -> str | None:
    done = subprocess.run(["git", "-C", REPO, "show", f"{rev}:{path}"],
                          capture_output=True, text=True)
    return done.stdout if done.returncode == 0 else None


def previous(game: str, rev: str | None = None):
    """The module ``eldertable.games.<game>.bots`` as it was at commit ``rev`` (PREVIOUS by
    default), with the bot modules it imports (``BOT_MODULES``) as they were then too,
    each loaded under a name of its own (``<module>_<rev>``); the rest of the game (state,
    actions, content) is today's, which the bots only read."""
    rev = rev or PREVIOUS
    folder = tempfile.mkdtemp(prefix="bots-previous-")
    mods = [m for m in BOT_MODULES[game]
            if _git_show(rev, f"desktop/eldertable/games/{game}/{m}.py") is not None]
    if "bots" not in mods:
        sys.exit(f"bots_vs_previous: cannot read the {game} bots at {rev} from git "
                 f"(no git history here?)")
    tag = rev.replace("/", "_").replace("-", "_")
    module = None
    for mod in mods:
        text = _git_show(rev, f"desktop/eldertable/games/{game}/{mod}.py")
        for other in mods:  # its imports of the other bot modules: theirs at ``rev``
            text = re.sub(rf"^from \.{other} import", f"from .{other}_{tag} import", text,
                          flags=re.M)
            text = re.sub(rf"^from \. import {other}$", f"from . import {other}_{tag} as "
                          f"{other}", text, flags=re.M)
        name = f"eldertable.games.{game}.{mod}_{tag}"
        file = os.path.join(folder, f"{mod}_{tag}.py")
        with open(file, "w", encoding="utf-8") as out:
            out.write(text)
        spec = importlib.util.spec_from_file_location(name, file)
        module = importlib.util.module_from_spec(spec)
        module.__package__ = f"eldertable.games.{game}"  # its relative imports: the game's
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return module  # bots, loaded last


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


def mm(games: int, seed: int, rev: str | None = None) -> list[dict]:
    from eldertable.games.miskatonic import bots
    old = previous("miskatonic", rev)
    bots.BOTS["previous"] = old.default_bot
    out = []
    for cult, inv in (("previous", "default"), ("previous", "previous"),
                      ("default", "previous"), ("random", "default"), ("random", "previous"),
                      ("default", "random"), ("previous", "random")):
        res = simulate.simulate("miskatonic", games, seed,
                                options={"cultist": cult, "investigator": inv})
        n = res["games"]
        w = res["wins"].get("investigators", 0)
        out.append(row(f"investigators {inv} vs cultist {cult}", w, n,
                       cultist_rate=round((n - w) / max(1, n), 4),
                       cultist_wilson95=wilson(n - w, n), errors=res["errors"],
                       seconds=res["seconds"]))
    return out


def mo(games: int, seed: int, rev: str | None = None) -> list[dict]:
    from eldertable.games.magnum_opus import bots
    old = previous("magnum_opus", rev)
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
    p.add_argument("--previous", default=PREVIOUS, metavar="REV",
                   help=f"the commit whose bots are the previous ones (default {PREVIOUS})")
    args = p.parse_args()
    started = time.perf_counter()
    for r in (mm if args.game == "mm" else mo)(args.games, args.seed, args.previous):
        print(json.dumps(r))
    print(f"# {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
