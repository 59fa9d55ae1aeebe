#!/usr/bin/env python3
"""The GUI thread's longest block during the first Miskatonic reveal of a fresh process
(a cold start: nothing drawn, measured or loaded yet but the table itself).

    QT_QPA_PLATFORM=offscreen python benchmarks/mm_first_reveal.py [--runs 5]
        [--baseline SRC] [--size 1600x1000] [--profile]

Each run is a new process: the app opens a hot-seat Miskatonic game (scripted dice), plays
the opening, lets the table sit idle for a second (as a person reads the board), then
reveals Campus Park at the normal pace. A 5 ms QTimer ticks throughout; the longest gap
between its ticks beyond 5 ms, from the click until the reveal is shown to its end, is the
longest block (wall time). The CPU time of the click itself (applying the reveal and
showing its first beat) is printed too. With ``--baseline SRC`` (a folder holding an older
``desktop/``), the runs alternate between it and this tree. ``--profile`` prints the top of
a cProfile of the click (this tree, one run). Prints one JSON line per run, then a summary.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

IDLE_S = 1.5  # seconds the table sits idle before the click (--idle)
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def one_run(size: str, profile: bool, against_bot: bool, lang: str = "") -> dict:
    width, height = (int(x) for x in size.split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("ELDERTABLE_HOME", tempfile.mkdtemp(prefix="et-bench-"))
    import time

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from eldertable.engine.chance import ScriptedChance
    from eldertable.games.miskatonic import actions as M
    from eldertable.games.miskatonic import make_config
    from eldertable.ui import pace
    from eldertable.ui.app import create_app
    from eldertable.ui.mainwindow import MainWindow

    create_app()
    if lang:
        from eldertable.ui import i18n

        i18n.set_language(lang)
    window = MainWindow()
    window.resize(width, height)
    window.show()
    clock = QElapsedTimer()

    def run_for(condition, limit_ms: int = 60000) -> None:
        clock.start()
        while not condition() and clock.elapsed() < limit_ms:
            QApplication.processEvents()

    run_for(lambda: window.start_page.ready, 10000)
    pace.set_pace("normal")
    chance = ScriptedChance([])
    c = window.controller
    if against_bot:  # a person plays the investigators against the default cultist bot
        return _against_bot(window, c, run_for, profile)
    c.new_game("miskatonic", make_config(["human", "human"], {}), 1, chance=chance)
    from mmopening import play_opening

    play_opening(window, c)
    view = window.table
    end = time.monotonic() + IDLE_S  # a person looks at the board before the click
    while time.monotonic() < end:
        QApplication.processEvents()
    chance.push(5, 5, 5, 1, 1, 1, 6, 6, 1, 2, 2)

    return _measure(window.table, lambda: view.apply(M.RevealLocation("campus_park")), run_for,
                    profile)


def _against_bot(window, c, run_for, profile: bool) -> dict:
    import time

    from PySide6.QtWidgets import QApplication

    from eldertable.games.miskatonic import actions as M
    from eldertable.games.miskatonic import make_config

    c.new_game("miskatonic", make_config(["bot:default", "human"], {}), 7)
    view = window.table
    run_for(lambda: c.current_player() == 1 and not c.busy() and not view.pacing(), 60000)
    obs = c.observation(1)
    full = [loc for loc, d in obs["locations"].items() if d["cards"] and loc != "secret_rituals"]
    for inv, loc in zip(obs["spaces"]["pool"], full[:2]):
        c.act(M.PlaceInvestigator(inv, loc))
    c.act(M.EndInvestigation())
    run_for(lambda: not view.pacing(), 60000)
    end = time.monotonic() + IDLE_S  # a person looks at the board before the click
    while time.monotonic() < end:
        QApplication.processEvents()
    options = (c.observation(1).get("decision") or {}).get("options") or []
    if options and c.current_player() == 1:
        first = M.RevealLocation(options[0])
        return _measure(view, lambda: view.apply(first), run_for, profile)
    return _measure(view, lambda: None, run_for, profile)  # revealed at once


def _measure(view, click, run_for, profile: bool) -> dict:
    import sys
    import time

    from PySide6.QtCore import QElapsedTimer, QTimer

    from eldertable.ui.miskatonic.pieces import CardPiece

    drawn = [0]  # card faces drawn afresh (not copied from a kept picture) from the click on
    paint_body = CardPiece.paint_body

    def counted(self, painter, ratio):
        drawn[0] += 1
        return paint_body(self, painter, ratio)

    ticks = QElapsedTimer()
    gaps: list[int] = []
    last = [0]

    where: list[tuple[int, int, int]] = []  # (ms after the click, gap, beats shown)

    first_tick_cpu: list[float] = []

    def tick() -> None:
        if not first_tick_cpu:
            first_tick_cpu.append(time.process_time())
        now = ticks.elapsed()
        gaps.append(now - last[0] - 5)
        if gaps[-1] > 12:
            where.append((last[0], gaps[-1], view.pacer.shown))
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    ticks.start()
    timer.start()
    cpu = time.process_time()
    CardPiece.paint_body = counted
    prof = None
    if profile:  # the click and everything the event loop does until the reveal is shown
        import cProfile

        prof = cProfile.Profile()
        prof.enable()
    click()
    click_cpu_ms = (time.process_time() - cpu) * 1000
    run_for(lambda: not view.pacing(), 120000)
    if prof is not None:
        import pstats

        prof.disable()
        stats = pstats.Stats(prof, stream=sys.stderr)
        stats.sort_stats("cumulative").print_stats(r"eldertable|PySide6|svg", 40)
    timer.stop()
    longest = max(gaps) if gaps else 0
    CardPiece.paint_body = paint_body
    return {"longest_block_ms": longest, "gaps_over_12ms": where,
            "card_faces_drawn": drawn[0],
            "click_to_first_tick_cpu_ms": round((first_tick_cpu[0] - cpu) * 1000, 1), "click_cpu_ms": round(click_cpu_ms, 1),
            "beats": view.pacer.shown, "gaps_over_50ms": sum(1 for g in gaps if g > 50)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--size", default="1600x1000")
    ap.add_argument("--baseline", default="", help="a folder with an older desktop/")
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--against-bot", action="store_true",
                    help="a person's investigators against the cultist bot (seed 7)")
    ap.add_argument("--idle", type=float, default=1.5,
                    help="seconds the board is looked at before the click")
    ap.add_argument("--lang", default="", help="the app's language, e.g. zh_CN")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    global IDLE_S
    IDLE_S = args.idle
    if args.child:
        print(json.dumps(one_run(args.size, args.profile, args.against_bot, args.lang)))
        return
    trees = [("this", os.path.join(HERE, "desktop"))]
    if args.baseline:
        trees.insert(0, ("baseline", os.path.join(args.baseline, "desktop")))
    results: dict[str, list[dict]] = {name: [] for name, _ in trees}
    runs = 1 if args.profile else args.runs
    for _ in range(runs):
        for name, src in trees:  # alternated
            if args.profile and name != "this":
                continue
            env = dict(os.environ, PYTHONPATH=src, QT_QPA_PLATFORM=os.environ.get(
                "QT_QPA_PLATFORM", "offscreen"),
                ELDERTABLE_HOME=tempfile.mkdtemp(prefix="et-bench-"))
            cmd = [sys.executable, os.path.abspath(__file__), "--child", "--size", args.size]
            if args.profile:
                cmd.append("--profile")
            if args.against_bot:
                cmd.append("--against-bot")
            if args.lang:
                cmd += ["--lang", args.lang]
            cmd += ["--idle", str(args.idle)]
            out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
            if args.profile:
                sys.stderr.write(out.stderr)
            row = json.loads(out.stdout.strip().splitlines()[-1])
            row["tree"] = name
            results[name].append(row)
            print(json.dumps(row), flush=True)
    summary = {name: {"median_longest_block_ms": statistics.median(
        r["longest_block_ms"] for r in rows), "median_click_cpu_ms": statistics.median(
        r["click_cpu_ms"] for r in rows), "median_click_to_first_tick_cpu_ms":
        statistics.median(r["click_to_first_tick_cpu_ms"] for r in rows),
        "median_card_faces_drawn": statistics.median(r["card_faces_drawn"] for r in rows)}
        for name, rows in results.items() if rows}
    if "baseline" in summary and "this" in summary:
        summary["ratio_first_tick_cpu"] = round(
            summary["this"]["median_click_to_first_tick_cpu_ms"] /
            max(0.1, summary["baseline"]["median_click_to_first_tick_cpu_ms"]), 2)
        summary["ratio_longest_block"] = round(summary["this"]["median_longest_block_ms"] /
                                               max(1, summary["baseline"][
                                                   "median_longest_block_ms"]), 2)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
