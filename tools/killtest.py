"""Kill test: play bot games headless with the app's autosave code, SIGKILL the process at
random moments, restart, resume; count kills, resumes and completed actions lost.

    nice -n 10 python tools/killtest.py --kills 100            # every game and scenario
    python tools/killtest.py --kills 5 --only miskatonic --json
    python tools/killtest.py --kills 5 --after 4-12            # the same run on any machine
    python tools/killtest.py --kills 5 --writer thread         # saves through the writer thread

``--after LO-HI`` kills each child once it has acknowledged a count of actions drawn from
LO..HI (seeded), while it plays the next one, instead of after a random time: the kills,
resumes and counts then do not depend on the machine's speed.

Exit 1 when any action was lost or any resume went wrong.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from reliability.games import iter_variants  # noqa: E402
from reliability.killing import kill_run  # noqa: E402


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="SIGKILL the game loop and resume it")
    p.add_argument("--kills", type=int, default=100, help="kills per game/scenario")
    p.add_argument("--only", help="game or game/scenario names, comma separated")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--max-delay", type=float, default=1.5,
                   help="the longest a child plays before the kill (seconds)")
    p.add_argument("--after", metavar="LO-HI",
                   help="kill after a count of acknowledged actions from LO to HI, "
                        "not after a random time")
    p.add_argument("--writer", choices=("direct", "thread"), default="direct",
                   help="save on the game loop's thread (direct), or through the app's "
                        "autosave writer thread as the window does (thread)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--verbose", action="store_true")
    args = p.parse_args(argv)
    if args.kills < 1:
        print("killtest: --kills must be at least 1", file=sys.stderr)
        return 2
    after = None
    if args.after is not None:
        lo, _, hi = args.after.partition("-")
        try:
            after = (int(lo), int(hi or lo))
        except ValueError:
            after = None
        if after is None or not 1 <= after[0] <= after[1]:
            print("killtest: --after must be LO-HI, two counts with 1 <= LO <= HI",
                  file=sys.stderr)
            return 2
    try:
        chosen = list(iter_variants(args.only))
    except ValueError as exc:
        print(f"killtest: {exc}", file=sys.stderr)
        return 2
    bad = False
    log = (lambda line: print(line, file=sys.stderr, flush=True)) if args.verbose else None
    for variant in chosen:
        with tempfile.TemporaryDirectory(prefix="killtest-") as tmp:
            r = kill_run(variant, Path(tmp), args.kills, args.seed,
                         delay=(0.0, max(0.01, args.max_delay)), after=after, log=log,
                         thread=args.writer == "thread")
        bad |= bool(r.actions_lost or r.problems)
        out = dataclasses.asdict(r)
        print(json.dumps(out) if args.json else
              " ".join(f"{k}={v}" for k, v in out.items() if k != "problems"), flush=True)
        for line in r.problems[:10]:
            print("   ", line, flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
