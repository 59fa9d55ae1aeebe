#!/usr/bin/env python3
"""Start-up time of a headless command against a bare Python, in the same run.

    python benchmarks/cli_startup.py [--runs 15]

Runs `eldertable validate SMALL_SAVE` and `eldertable odds d10 --target 5` as separate
processes, several times each, and prints the median wall time and peak RSS next to
`python -c pass`. Also confirms that no Qt module was imported.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SAVE = [1, "miskatonic", {}, 1, []]


def measure(cmd: list[str], runs: int) -> tuple[float, float]:
    times, rss = [], []
    for _ in range(runs):
        start = time.perf_counter()
        pid = os.fork()
        if pid == 0:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            os.execvp(cmd[0], cmd)
        _, _status, usage = os.wait4(pid, 0)
        times.append(time.perf_counter() - start)
        rss.append(usage.ru_maxrss / 1024)
    return statistics.median(times), statistics.median(rss)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        save = Path(tmp) / "small.json"
        save.write_text(json.dumps({"kind": "nothing", "format": 1}))
        py = sys.executable
        rows = [
            ("python -c pass", [py, "-c", "pass"]),
            ("eldertable --version", [py, "-m", "eldertable.cli", "--version"]),
            ("eldertable validate small.json", [py, "-m", "eldertable.cli", "validate", str(save)]),
            ("eldertable odds d10 --target 5", [py, "-m", "eldertable.cli", "odds", "d10",
                                                "--target", "5"]),
        ]
        base = None
        for label, cmd in rows:
            t, r = measure(cmd, args.runs)
            base = base or t
            print(f"{label:36s} {t * 1000:7.1f} ms  ({t / base:4.1f}x python)  peak RSS {r:6.1f} MiB")
    probe = subprocess.run([sys.executable, "-c",
                            "import sys; from eldertable.cli import main; "
                            "main(['odds','d10','--target','5']); "
                            "print(any(m.startswith(('PySide6','pyqtgraph')) for m in sys.modules))"],
                           capture_output=True, text=True).stdout.split()[-1]
    print(f"Qt imported by a headless command: {probe}")
    return 0


if __name__ == "__main__":

    sys.exit(main())
