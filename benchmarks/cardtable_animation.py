#!/usr/bin/env python3
"""The card tables in motion: frames per second of a card gliding across the Magnum Opus
table, and the GUI thread's longest block while a bot's turn and a Miskatonic reveal are
paced.

    QT_QPA_PLATFORM=offscreen python benchmarks/cardtable_animation.py [--size 1600x1000]

Frames are the view's viewport paints while the glide runs (offscreen, so they count what
the program does, not a screen's refresh). The longest block is the largest gap between the
ticks of a 5 ms QTimer beyond its interval, while the pacer plays (normal pace: beats,
glides, the Gold counting, cards turning over). Prints one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1600x1000")
    ap.add_argument("--glides", type=int, default=5)
    args = ap.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("ELDERTABLE_HOME", tempfile.mkdtemp(prefix="et-bench-"))

    from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QPointF, QTimer
    from PySide6.QtWidgets import QApplication

    from eldertable.engine.chance import ScriptedChance
    from eldertable.games.magnum_opus import make_config as mo_config
    from eldertable.games.miskatonic import actions as M
    from eldertable.games.miskatonic import make_config as mm_config
    from eldertable.ui import pace
    from eldertable.ui.app import create_app
    from eldertable.ui.mainwindow import MainWindow

    create_app()
    window = MainWindow()
    window.resize(width, height)
    window.show()
    QApplication.processEvents()
    before_pace = pace.pace()
    clock = QElapsedTimer()

    def run_for(condition, limit_ms: int = 60000) -> None:
        clock.start()
        while not condition() and clock.elapsed() < limit_ms:
            QApplication.processEvents()

    class Frames(QObject):
        count = 0

        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                Frames.count += 1
            return False

    class Gaps:
        """The longest gap between ticks of a 5 ms timer, beyond its 5 ms."""

        def __init__(self):
            self.timer = QTimer()
            self.timer.setInterval(5)
            self.timer.timeout.connect(self.tick)
            self.clock = QElapsedTimer()
            self.last = None
            self.longest = 0

        def start(self):
            self.clock.start()
            self.last = 0
            self.timer.start()

        def tick(self):
            now = self.clock.elapsed()
            self.longest = max(self.longest, now - self.last - 5)
            self.last = now

        def stop(self):
            self.timer.stop()

    # ---- frames per second of a card's glide (Magnum Opus, a hot-seat game)
    pace.set_pace("instant")
    c = window.controller
    c.new_game("magnum-opus", mo_config(["human", "human"]), 1)
    if window.handoff.covered():
        window.handoff.reveal()
    QApplication.processEvents()
    view = window.table
    frames = Frames()
    view.viewport().installEventFilter(frames)
    rates = []
    for _ in range(args.glides):
        pid = next(p for p in view.pieces if p.startswith("card:"))
        piece = view.pieces[pid]
        home = QPointF(piece.pos())
        view.motion.duration = 1000
        before = {pid: (home + QPointF(-900, -600), "elsewhere")}
        Frames.count = 0
        view.motion.glide(before)
        clock.start()
        while view.motion.running():
            QApplication.processEvents()
        elapsed = max(1, clock.elapsed())
        rates.append(Frames.count * 1000 / elapsed)
    c.close_game()

    # ---- the longest block while paced turns play
    gaps = Gaps()
    pace.set_pace("normal")
    c.new_game("magnum-opus", mo_config(["bot:default", "human"]), 2)
    view = window.table
    gaps.start()
    run_for(lambda: view.pacing())
    beats_mo = 0
    run_for(lambda: not view.pacing() and not c.busy() and c.current_player() == 1, 120000)
    beats_mo = view.pacer.shown
    mo_block = gaps.longest
    gaps.stop()
    c.close_game()

    chance = ScriptedChance([])
    c.new_game("miskatonic", mm_config(["human", "human"], {}), 1, chance=chance)
    from mmopening import play_opening

    play_opening(window, c)
    view = window.table
    chance.push(5, 5, 5, 1, 1, 1, 6, 6, 1, 2, 2)
    gaps = Gaps()
    gaps.start()
    view.apply(M.RevealLocation("campus_park"))
    run_for(lambda: not view.pacing(), 120000)
    mm_block = gaps.longest
    beats_mm = view.pacer.shown
    gaps.stop()
    c.close_game()
    pace.set_pace(before_pace)
    print(json.dumps({
        "size": args.size,
        "glide_fps": [round(r, 1) for r in rates],
        "glide_fps_min": round(min(rates), 1),
        "mo_bot_turn_beats": beats_mo, "mo_longest_block_ms": mo_block,
        "mm_reveal_beats": beats_mm, "mm_longest_block_ms": mm_block,
    }))


if __name__ == "__main__":
    main()
