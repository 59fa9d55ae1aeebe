"""A Mansions monster activation on screen: its animation's frame rate and the GUI thread's
longest block.

A second-edition table (1280x820) plays The Quiet Greenhouse with every room revealed and
every monster on the board, at the normal pace. The investigator ends the turn: the engine
runs the Mythos Phase (one action, on the GUI thread, as in play), the table shows the
Mythos event's card, Continue is pressed, and each monster's activation walks its figure
along its path. Meanwhile a heartbeat QTimer (every 5 ms) records the gaps between its
ticks: the longest gap is the longest the GUI thread was blocked. The viewport's paint
events during the walks give the frame rate (frames painted / seconds walking).

    python benchmarks/mansions_animation.py [--json]

Goal (issue 24): the animation holds 60 frames/s; the GUI thread never blocks longer than
50 ms. Runs offscreen by default (set QT_QPA_PLATFORM for a real window); the settings go
to a temporary ELDERTABLE_HOME.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ELDERTABLE_HOME", tempfile.mkdtemp(prefix="et-anim-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from guiclock import Heartbeat, spin  # noqa: E402


class PaintCounter(QObject):
    def __init__(self):
        super().__init__()
        self.counting = False
        self.frames = 0

    def eventFilter(self, obj, event):  # noqa: N802
        if self.counting and event.type() == QEvent.Type.Paint:
            self.frames += 1
        return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    from eldertable.games.mansions.second import make_config
    from eldertable.ui.controller import GameController
    from eldertable.ui.mansions.table import MansionsTable
    from eldertable.ui.pace import set_pace

    set_pace("normal")
    controller = GameController()
    table = MansionsTable(controller)
    table.resize(1280, 820)
    table.show()
    controller.new_game("mansions", make_config(["human"], {}, {"scenario": "quiet-greenhouse"}),
                        3)
    table.reset()
    table.intro.card.close_card()
    state = controller.recorder.state
    for room in state.layout.rooms:
        state.map.reveal_room(room)
    for placement in state.model.map.monsters:
        state.place_monster(placement.id)
    state._ver += 1
    table.reset()
    table.chrome.refresh()
    spin(0.3)
    counter = PaintCounter()
    table.viewport().installEventFilter(counter)
    beat = Heartbeat()
    beat.start()
    spin(0.2)
    beat.phase = "apply"
    end = next(a for a in controller.legal_actions(0) if type(a).__name__ == "EndTurn")
    table.apply(end)
    phase = next(a for a in controller.legal_actions(0) if type(a).__name__ == "EndPhase")
    table.apply(phase)  # the Mythos Phase runs in the rules here, on the GUI thread
    time.sleep(0.006)
    QApplication.processEvents()  # the heartbeat's gap over the apply is counted as its
    beat.phase = "cards"
    spin(0.1)
    walking = 0.0
    activations = 0
    pacer = table.pacer
    until = time.perf_counter() + 60
    while pacer.busy() and time.perf_counter() < until:
        if pacer.card.isVisible():
            pacer.card.close_card()  # Continue
        if table.animating():
            beat.phase = "walk"
            activations += 1
            counter.counting = True
            started = time.perf_counter()
            while table.animating():
                QApplication.processEvents()
                time.sleep(0.0005)
            walking += time.perf_counter() - started
            counter.counting = False
            beat.phase = "pause"
        QApplication.processEvents()
        time.sleep(0.0005)
    beat.timer.stop()
    fps = counter.frames / walking if walking else 0.0
    result = {
        "walks": activations,
        "walking_s": round(walking, 3),
        "frames": counter.frames,
        "fps": round(fps, 1),
        "longest_block_ms": round(beat.longest(), 1),
        "longest_block_walking_ms": round(beat.longest("walk"), 1),
        "longest_block_paced_ms": round(max(beat.longest("walk"), beat.longest("pause"),
                                            beat.longest("cards")), 1),
        "apply_mythos_phase_ms": round(beat.longest("apply"), 1),
        "platform": QApplication.platformName(),
    }
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
        print("goal: fps >= 60 while walking; no block over 50 ms")
    table.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
