#!/usr/bin/env python3
"""How fast the workbench plays games: 10,000 playthroughs of a shipped Mansions scenario
(or of the toy game), several ways.

    python benchmarks/workbench_scale.py [--games 10000] [--jobs 2] [--game mansions]
        [--scenario quiet-greenhouse] [--only-jobs] [--skip-gui] [--skip-dask]

The goal (issue 9): 10,000 Mansions playthroughs in at most 60 s with ``--jobs 2`` on this
2-core machine. ``--only-jobs`` runs just that line.

* ``engine.simulate`` with one job, and with ``--jobs`` worker processes;
* the workbench itself (offscreen): the run thread, gathering every game, the live plots;
* ``engine.executors.simulate_on_cluster`` on a dask LocalCluster of ``--jobs`` worker
  processes (when the extra ``cluster`` is installed).

Each line gives the wall time, games per second, the CPU time used (this process and its
worker processes) and the machine's load average at the start: other work on the machine
slows the wall-clock figures, the CPU time much less. The toy game (``--game toy``) is
tests/toygame.py: it measures the plumbing alone (worker processes, chunks, the window).
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = str(ROOT / "tests")
sys.path.insert(0, TESTS)

import toygame  # noqa: E402

toygame.install()

from eldertable.engine import simulate  # noqa: E402


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the worker processes)."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def line(label: str, games: int, seconds: float, cpu: float | None, load: float) -> None:
    used = f"{cpu:7.2f} CPU s" if cpu is not None else "    (CPU n/a)"
    print(f"{label:<44} {games:>7} games {seconds:7.2f} s {games / seconds:7.0f} games/s "
          f"{used}   (load {load:.2f})", flush=True)


def bench_engine(game: str, options: dict, games: int, jobs: int) -> tuple[int, float]:
    start = time.perf_counter()
    out = simulate.simulate(game, games, 1, jobs=jobs, options=options)
    if out["errors"]:
        print(f"  {out['errors']} games failed: {out['error_messages'][0]}", flush=True)
    return out["games"], time.perf_counter() - start


def bench_workbench(game: str, options: dict, games: int, jobs: int) -> tuple[int, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from eldertable.ui.workbench import open_workbench

    w = open_workbench(game=game)
    box = w.form._options.get("scenario")  # Mansions: the scenario chooser
    if box is not None and "scenario" in options:
        box.setCurrentIndex(box.findData(options["scenario"]))
    w.form.games_spin.setValue(games)
    w.form.jobs_spin.setValue(jobs)
    start = time.perf_counter()
    w.start_run()
    while w.is_running():
        app.processEvents()
        time.sleep(0.005)
    seconds = time.perf_counter() - start
    played = w.runs[-1].played
    w.close()
    return played, seconds


def _install_toy() -> None:
    sys.path.insert(0, TESTS)
    import toygame as toy

    toy.install()


def bench_dask(game: str, options: dict, games: int, jobs: int) -> tuple[int, float] | None:
    try:
        import distributed
    except ImportError:
        return None
    import logging

    logging.getLogger("distributed").setLevel(logging.ERROR)
    from eldertable.engine.executors import simulate_on_cluster

    with distributed.LocalCluster(n_workers=jobs, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        client.run(_install_toy)
        start = time.perf_counter()
        out = simulate_on_cluster(game, games, 1, client=client, options=options)
        return out["games"], time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--game", default="mansions", help="mansions (default) or toy")
    ap.add_argument("--scenario", default="quiet-greenhouse",
                    help="Mansions: a shipped scenario id or a scenario file")
    ap.add_argument("--only-jobs", action="store_true",
                    help="only engine.simulate with --jobs worker processes (the goal's line)")
    ap.add_argument("--skip-gui", action="store_true")
    ap.add_argument("--skip-dask", action="store_true")
    args = ap.parse_args()
    game = "toy" if args.game == "toy" else args.game
    options = {"scenario": args.scenario} if game == "mansions" else {}
    what = f"{game} {args.scenario}" if options else game
    print(f"{os.cpu_count()} cores; Python {sys.version.split()[0]}; {what}")
    n, jobs = args.games, args.jobs
    runs = [] if args.only_jobs else [
        ("engine.simulate, jobs 1", lambda: bench_engine(game, options, n, 1))]
    runs.append((f"engine.simulate, jobs {jobs}", lambda: bench_engine(game, options, n, jobs)))
    if not (args.skip_gui or args.only_jobs):
        runs.append((f"workbench window (offscreen), jobs {jobs}",
                     lambda: bench_workbench(game, options, n, jobs)))
    if not (args.skip_dask or args.only_jobs):
        runs.append((f"dask LocalCluster, {jobs} worker processes",
                     lambda: bench_dask(game, options, n, jobs)))
    for label, fn in runs:
        load = os.getloadavg()[0]
        cpu = cpu_seconds()
        result = fn()
        if result is None:
            print(f"{label:<44} skipped: dask.distributed is not installed")
            continue
        # the dask workers are the nanny's grandchildren: their CPU time is not counted
        used = None if label.startswith("dask") else cpu_seconds() - cpu
        line(label, result[0], result[1], used, load)
    return 0


if __name__ == "__main__":
    sys.exit(main())
