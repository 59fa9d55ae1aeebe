"""The GUI thread during a Mansions Mythos turn: its longest block (wall) and where the
time goes.

A second-edition table (1280x820) plays The Quiet Greenhouse with two people, every room
revealed and every monster on the board, at the normal pace. Each round the investigators
end their turns and press "End the Investigator Phase" on the bar (a real click): the
engine runs the Mythos Phase and the table presents it (the Mythos event's card, Continue
pressed, every activation walked). A heartbeat QTimer (every 5 ms) records the gaps
between its ticks; the longest gap is the longest the GUI thread was blocked. The press of
the end-phase button is timed on its own too (wall and CPU, ``time.process_time``).

    python benchmarks/mansions_mythos_block.py [--rounds N] [--profile] [--sample] [--json]

``--profile`` runs cProfile over the end-phase presses and prints where their time goes
(by cumulative time; set ``MYTHOS_SORT=tottime`` for the time in each function itself).
``--sample`` samples the GUI thread's Python stack while it is blocked (a second thread,
``guiclock.StallSampler``) and prints, per long block, the functions on the stack most
often: a sample that ends in the benchmark's own event-loop call is Qt's C++ at work
(layout, painting).
Goal (issue 24): no block over 50 ms. Runs offscreen by default (set QT_QPA_PLATFORM for a
real window); the settings and autosaves go to a temporary ELDERTABLE_HOME. Not a test.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ELDERTABLE_HOME", tempfile.mkdtemp(prefix="et-mythos-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))


from PySide6.QtWidgets import QApplication  # noqa: E402

from guiclock import Heartbeat, StallSampler, spin  # noqa: E402


def bar_button(table, kind: str):
    return next((b for b in table.chrome.bar.buttons if b.isVisible() and b.isEnabled()
                 and type(b.property("action")).__name__ == kind), None)


def press(button) -> None:
    button.click()  # as the mouse does: the button's clicked signal, on the GUI thread


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--sample", action="store_true",
                        help="sample the GUI thread's stack during each long block")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    from eldertable.games.mansions.second import make_config
    from eldertable.ui.controller import GameController
    from eldertable.ui.handoff import Curtain, HandOff
    from eldertable.ui.mansions.table import MansionsTable
    from eldertable.ui.pace import set_pace

    set_pace("normal")
    controller = GameController()
    table = MansionsTable(controller)
    table.resize(1280, 820)
    table.show()
    controller.new_game("mansions", make_config(["human", "human"], {},
                                                {"scenario": "quiet-greenhouse"}), 3)
    HandOff(controller, Curtain(table), table)._started("mansions")
    table.reset()
    table.intro.card.close_card()
    state = controller.recorder.state
    for room in state.layout.rooms:
        state.map.reveal_room(room)
    for placement in state.model.map.monsters:
        state.place_monster(placement.id)
    state._ver += 1
    table.reset()
    spin(0.3)
    profile = cProfile.Profile() if args.profile else None
    beat = Heartbeat()
    sampler = StallSampler(beat) if args.sample else None
    if sampler is not None:
        sampler.start()
    rounds = []
    for _ in range(args.rounds):
        for _turn in range(6):  # the turns, up to the end-phase button
            if bar_button(table, "EndPhase") or controller.current_player() < 0:
                break
            for kind in ("EndTurn", "BeginTurn"):
                button = bar_button(table, kind)
                if button is not None:
                    press(button)
                    spin(0.05)
                    break
        end = bar_button(table, "EndPhase")
        if end is None:
            break  # the game is over, or waits on something else
        spin(0.1)
        beat.start()
        spin(0.05)
        wall, cpu = time.perf_counter(), time.process_time()
        if profile is not None:
            profile.enable()
        press(end)
        if profile is not None:
            profile.disable()
        wall, cpu = (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000
        pacer = table.pacer
        until = time.perf_counter() + 60
        while (pacer.busy() or table.animating()) and time.perf_counter() < until:
            if pacer.card.isVisible() and not pacer.card.choices:
                pacer.card.close_card()  # Continue
            elif pacer.card.choices:
                pacer.card.choice_buttons[0].click()
            elif pacer.banner.go_on.isVisible():
                pacer.banner.go_on.click()
            QApplication.processEvents()
            time.sleep(0.0005)
        spin(0.1)
        beat.timer.stop()
        rounds.append({"press_wall_ms": round(wall, 1), "press_cpu_ms": round(cpu, 1),
                       "longest_block_ms": round(beat.longest(), 1)})
        # a test the Mythos asks for (a person's roll to accept): accept it
        for _ in range(10):
            accept = bar_button(table, "Accept")
            if accept is None:
                break
            press(accept)
            spin(0.05)
    blocks = [r["longest_block_ms"] for r in rounds]
    result = {"rounds": rounds,
              "longest_block_ms": max(blocks) if blocks else None,
              "median_longest_block_ms": statistics.median(blocks) if blocks else None,
              "median_press_cpu_ms": statistics.median(r["press_cpu_ms"] for r in rounds)
              if rounds else None,
              "platform": QApplication.platformName()}
    if args.json:
        print(json.dumps(result))
    else:
        for r in rounds:
            print(r)
        for key in ("longest_block_ms", "median_longest_block_ms", "median_press_cpu_ms"):
            print(f"{key}: {result[key]}")
        print("goal: no block over 50 ms")
    if sampler is not None:
        sampler.stop()
        print(sampler.report())
    if profile is not None:
        pstats.Stats(profile).sort_stats(os.environ.get("MYTHOS_SORT", "cumulative")).print_stats(30)
    table.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
