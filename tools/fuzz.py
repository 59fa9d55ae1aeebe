"""Fuzz every loader: mutants of the shipped content files, the golden saves and a
settings file; each must be accepted or refused with a clear message, in bounded time,
without a memory blow-up (the process runs under an address-space limit).

    nice -n 10 python tools/fuzz.py --inputs 100000 --json      # the nightly-size run
    python tools/fuzz.py --inputs 2000 --only save,settings --keep /tmp/fuzz-bugs

SIGTERM (or ^C) stops the run and still prints the figures of the inputs run so far.

Exit 1 when any input found a bug (an unexpected exception, a crash reported as a
problem line, an empty message, a hang or a slow input).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import signal
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

MEMORY_LIMIT = 3 * 1024 ** 3  # bytes of address space; a blow-up is a MemoryError


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="fuzz every loader")
    p.add_argument("--inputs", type=int, default=100_000, help="inputs in total")
    p.add_argument("--only", help="loader names (or prefixes), comma separated")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--keep", type=Path, help="write every input that found a bug here")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.inputs < 1:
        print("fuzz: --inputs must be at least 1", file=sys.stderr)
        return 2
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    with tempfile.TemporaryDirectory(prefix="fuzz-") as tmp:
        os.environ["ELDERTABLE_HOME"] = str(Path(tmp) / "home")
        (Path(tmp) / "home").mkdir()
        from reliability.fuzzing import campaign
        from reliability.loaders import loaders

        chosen = [ld for ld in loaders() if ld.seeds]
        if args.only:
            wanted = [w.strip() for w in args.only.split(",") if w.strip()]
            chosen = [ld for ld in chosen if any(ld.name.startswith(w) for w in wanted)]
        if not chosen:
            print("fuzz: no loader matches --only", file=sys.stderr)
            return 2
        per = math.ceil(args.inputs / len(chosen))
        started = time.process_time()

        def progress(name, done, total):
            print(f"  {name}: {done}/{total}", file=sys.stderr, flush=True)

        from reliability.fuzzing import Tally

        tally = Tally()
        stopped = False

        def stop(_signum, _frame):
            raise KeyboardInterrupt

        signal.signal(signal.SIGTERM, stop)
        try:
            campaign(chosen, per, args.seed, Path(tmp) / "work", tally, progress=progress,
                     keep=args.keep)
        except KeyboardInterrupt:  # SIGTERM or ^C: the figures of the inputs run so far
            stopped = True
        out = tally.as_json()
        out["stopped"] = stopped
        out["cpu_seconds"] = round(time.process_time() - started, 1)
        out["max_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    if args.json:
        print(json.dumps(out))
    else:
        print(f"inputs: {out['total']}  bugs: {out['bugs']}  cpu: {out['cpu_seconds']} s  "
              f"max rss: {out['max_rss_mb']} MB" + ("  (stopped early)" if stopped else ""))
        for name, row in out["loaders"].items():
            print(f"  {name}: " + " ".join(f"{k}={v}" for k, v in row.items()))
        for line in out["bug_examples"]:
            print("   ", line)
    return 1 if out["bugs"] else 0


if __name__ == "__main__":
    sys.exit(main())
