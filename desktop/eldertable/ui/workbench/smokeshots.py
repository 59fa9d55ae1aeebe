"""The workbench's pictures for ``eldertable smoke``: a short Mansions run with its live
plots, and the odds calculator's bar plot. In a packaged app this is the check that
pyqtgraph draws (with the stand-in for the OpenGL bindings the bundle leaves out)."""

from __future__ import annotations

GAMES = 40


def workbench_screens(parent, shoot, size: tuple[int, int] = (1320, 860)) -> None:
    """Open the workbench, play ``GAMES`` Mansions games in this process, and call
    ``shoot(widget, name)`` for the Simulate tab (plots drawn) and the Odds tab."""
    from . import open_workbench

    bench = open_workbench(parent, game="mansions")
    bench.resize(*size)
    bench.form.games_spin.setValue(GAMES)
    bench.form.jobs_spin.setValue(1)  # no worker processes: a smoke run stays in one process
    bench.start_run()
    if not bench.wait_until_done(120_000):
        bench.close()
        raise RuntimeError("the workbench's smoke run did not finish in two minutes")
    run = bench.runs[-1] if bench.runs else None
    if run is None or run.error or not run.played:
        bench.close()
        raise RuntimeError(f"the workbench's smoke run failed: {run.error if run else 'no run'}")
    bench.tabs.setCurrentWidget(bench.simulate_tab)
    shoot(bench, "workbench-simulate")
    bench.tabs.setCurrentWidget(bench.odds)
    shoot(bench, "workbench-odds")
    bench.close()
