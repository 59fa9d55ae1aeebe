#!/usr/bin/env python3
"""Cold start to the first painted window: Elder Table's main window against a bare PySide6
QMainWindow, measured in the same run.

Each start is a fresh Python process, launched in turn (ours, bare, ours, bare, …); the
time is from just before the launch to the first paint event of the main window, as the
child reports it; the child's peak RSS comes from resource.getrusage. One warm-up start of
each is not counted. Prints the medians and the ratio; the goal is at most 1.5x.

    python benchmarks/startup.py [--runs 7] [--platform offscreen|xcb] [--with-text] [--json]

``--with-text`` adds a third window: the bare one with a menu bar, a label and a status line.
It shows how much of the gap is Qt's fonts, which any window that shows words loads.

Our modules start from bytecode, as a person's do: ``pip install`` compiles what it installs,
and the bundle ships compiled modules. So the benchmark first compiles the ``eldertable``
package it starts (``compileall``, into the usual ``__pycache__``; PySide6's are compiled by
pip already). Without it, where ``PYTHONDONTWRITEBYTECODE`` is set (as on this workplace's
machines) and the tree has no ``__pycache__``, every start of ours compiled about 20
modules from source, which a bare window never does. ``--no-compile`` measures that case.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

GOAL = 1.5

_CHILD = r"""
import os, resource, sys, time

def report():
    now = time.time()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux, bytes on macOS
    if sys.platform == "darwin":
        rss //= 1024
    sys.stdout.write(f"{now!r} {rss}\n")
    sys.stdout.flush()
    os._exit(0)

# Both report from their main window's first paintEvent (no app-wide event filter: calling
# into Python for every event of every widget would weigh on the window with more widgets).
if sys.argv[1] in ("bare", "text"):
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    class Window(QMainWindow):
        def paintEvent(self, event):
            super().paintEvent(event)
            report()

    app = QApplication(sys.argv[:1])
    window = Window()
    if sys.argv[1] == "text":  # a bare window that shows words: Qt's fonts are loaded too
        for title in ("&File", "&Edit", "&View", "&Help"):
            window.menuBar().addMenu(title)
        window.setCentralWidget(QLabel("Elder Table: choose a game to play"))
        window.statusBar().showMessage("Ready")
    window.resize(1200, 800)
    window.show()
    app.exec()
else:
    from eldertable.ui import app as ui_app
    from eldertable.ui import mainwindow

    painted = mainwindow.MainWindow.paintEvent

    def paint_event(self, event):
        painted(self, event)
        report()

    mainwindow.MainWindow.paintEvent = paint_event
    ui_app.run()
"""


def one_start(kind: str, env: dict[str, str]) -> tuple[float, float]:
    """(seconds to the first paint, peak RSS in MiB) of one fresh process."""
    start = time.time()
    out = subprocess.run([sys.executable, "-c", _CHILD, kind], env=env, capture_output=True,
                         text=True, timeout=120)
    if out.returncode != 0 or not out.stdout.strip():
        raise SystemExit(f"startup: the {kind} start failed:\n{out.stderr[-2000:]}")
    painted, rss_kib = out.stdout.split()
    return float(painted) - start, int(rss_kib) / 1024


def compile_ours() -> bool:
    """Compile the ``eldertable`` package the child will import, as pip does at install."""
    probe = subprocess.run([sys.executable, "-c", "import eldertable; print(eldertable.__file__)"],
                           capture_output=True, text=True, timeout=60)
    if probe.returncode != 0:
        raise SystemExit(f"startup: eldertable does not import:\n{probe.stderr[-2000:]}")
    package = os.path.dirname(probe.stdout.strip())
    return bool(compileall.compile_dir(package, quiet=1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default=None,
                        help="Qt platform plugin (default: xcb with a DISPLAY, else offscreen)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--with-text", action="store_true",
                        help="also start a bare window with a menu bar, a label and a status "
                             "line (what a window that shows words costs Qt: its fonts)")
    parser.add_argument("--no-compile", action="store_true",
                        help="start our modules from whatever bytecode there is (none, where "
                             "PYTHONDONTWRITEBYTECODE is set and nothing compiled them)")
    args = parser.parse_args(argv)
    compiled = not args.no_compile and compile_ours()
    platform = args.platform or ("xcb" if os.environ.get("DISPLAY") else "offscreen")
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM=platform, ELDERTABLE_HOME=home,
                   QT_LOGGING_RULES="*.debug=false;qt.qpa.*=false")
        samples: dict[str, list[tuple[float, float]]] = {"ours": [], "bare": []}
        if args.with_text:
            samples["text"] = []
        for kind in samples:  # warm-up: fill the file cache, not counted
            one_start(kind, env)
        for _ in range(args.runs):
            for kind in samples:
                samples[kind].append(one_start(kind, env))
    result = {"platform": platform, "runs": args.runs, "compiled": compiled}
    for kind, values in samples.items():
        result[kind] = {"seconds": round(statistics.median(v[0] for v in values), 4),
                        "peak_rss_mib": round(statistics.median(v[1] for v in values), 1)}
    result["ratio"] = round(result["ours"]["seconds"] / result["bare"]["seconds"], 3)
    result["rss_ratio"] = round(result["ours"]["peak_rss_mib"] / result["bare"]["peak_rss_mib"], 3)
    if "text" in result:
        result["ratio_to_text"] = round(result["ours"]["seconds"] / result["text"]["seconds"], 3)
    result["goal"] = GOAL
    result["met"] = result["ratio"] <= GOAL
    if args.json:
        print(json.dumps(result))
    else:
        print(f"platform {platform}, {args.runs} starts each, medians"
              f"{'' if compiled else ', our modules not compiled ahead'}:")
        for kind, label in (("bare", "bare QMainWindow"), ("text", "bare with words"),
                            ("ours", "Elder Table")):
            if kind not in result:
                continue
            r = result[kind]
            print(f"  {label:17s} {r['seconds'] * 1000:7.1f} ms to first paint,"
                  f" peak RSS {r['peak_rss_mib']:6.1f} MiB")
        print(f"  ratio {result['ratio']:.2f}x (goal <= {GOAL}x: "
              f"{'met' if result['met'] else 'NOT met'}), memory {result['rss_ratio']:.2f}x")
        if "ratio_to_text" in result:
            print(f"  against the bare window with words: {result['ratio_to_text']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
