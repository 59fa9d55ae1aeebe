#!/usr/bin/env python3
"""A bot's decision in the window: how long it takes, and whether the window keeps working.

Drives the real :class:`~eldertable.ui.controller.GameController` in a Qt event loop
(offscreen), the way the main window does, through seeded games with a bot on every seat,
until N decisions of each case are counted (issue 29, goal 3). Per case it reports:

- the decision's **latency**, wall time from the moment the controller starts a bot (it
  takes the observation and the legal list) to the moment the GUI thread has applied the
  bot's action (p50, p95, max). This is what a person waits for, the autosave included;
- the bot's own thinking, the worker thread's **CPU time** inside ``choose`` (p50, p95);
- the thread each ``choose`` ran on (the benchmark fails if any ran on the GUI thread);
- the GUI thread's **longest block** while bots were thinking: a 5 ms QTimer heartbeat on
  the GUI thread, the largest gap between two ticks less the interval (wall time: on a
  loaded machine mostly the scheduler), overall and per game (median and largest of the
  games' longest), and the GUI thread's own CPU time between two ticks
  (time.thread_time), the work it did before returning to the event loop;
- the wall time of each autosave call on the GUI thread (since the writer thread, making
  the text and handing it over; before, the write, fsync and rename too).

Cases: every game's default bot (Miskatonic Madness, both sides; Magnum Opus with 2 and 4
seats; Mansions 2nd edition, 2 investigators) and first-edition Mansions' investigator and
Keeper bots. Goals: latency p95 at most 200 ms, the longest block at most 50 ms.

    python benchmarks/bot_decisions.py [--decisions 1000] [--case NAME ...] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

GOAL_P95_MS = 200.0
GOAL_BLOCK_MS = 50.0
HEARTBEAT_MS = 5


def _configs() -> dict[str, tuple[str, dict]]:
    from eldertable.games.magnum_opus.config import make_config as mo_config
    from eldertable.games.mansions.first import validate_config as first_config
    from eldertable.games.mansions.second.config import make_config as second_config
    from eldertable.games.miskatonic.config import make_config as mm_config

    return {
        "miskatonic": ("miskatonic", mm_config(["bot:default", "bot:default"], {})),
        "magnum-opus-2": ("magnum-opus", mo_config(["bot:default"] * 2)),
        "magnum-opus-4": ("magnum-opus", mo_config(["bot:default"] * 4)),
        "mansions-2e": ("mansions", second_config(["bot:default"] * 2)),
        "mansions-1e": ("mansions", first_config(
            {"seats": ["bot:default", "bot:keeper"],
             "options": {"scenario": "wardens-garden", "story_choice": "a"}})),
    }


class _Timed:
    """Wraps a bot: the CPU time of each ``choose`` on its own thread, and that thread."""

    def __init__(self, bot, sink: list) -> None:
        self.bot, self.sink = bot, sink
        self.name = getattr(bot, "name", "bot")

    def __getattr__(self, name):
        return getattr(self.bot, name)

    def choose(self, observation, legal):
        start = time.thread_time()
        choice = self.bot.choose(observation, legal)
        self.sink.append((time.thread_time() - start, threading.get_ident(),
                          type(self.bot).__name__))
        return choice


def run_case(name: str, game: str, config: dict, decisions: int, first_seed: int) -> dict:
    from PySide6.QtCore import QEventLoop, QTimer

    from eldertable.ui.controller import GameController

    thinking: list = []  # (cpu seconds, thread, bot class) per choose
    latencies: list[float] = []
    gaps: list[float] = []  # between two ticks, a bot thinking at both
    all_gaps: list[float] = []  # every gap, the GUI thread's own work included
    cpu_gaps: list[float] = []  # the GUI thread's CPU time between two ticks
    per_game: list[float] = []  # each game's longest block (a bot thinking at both ticks)
    saving: list[float] = []  # wall time of each autosave call on the GUI thread
    state = {"started": None, "last_tick": None, "seed": first_seed, "games": 0,
             "failed": None, "busy_before": False, "last_cpu": None}
    gui = threading.get_ident()

    class Controller(GameController):
        def _start_bot(self, seat):
            bot = self.bots[seat]
            if not isinstance(bot, _Timed):
                self.bots[seat] = _Timed(bot, thinking)
            state["started"] = time.perf_counter()
            super()._start_bot(seat)

        def _bot_chosen(self, token, seat, choice, error, *rest):
            started = state["started"]
            stale = token != self._token
            super()._bot_chosen(token, seat, choice, error, *rest)
            if not stale and started is not None and choice is not None:
                # the time to here covers the apply, the autosave and the next bot's start
                # if one follows; that next start is not this decision's, so it is left out
                latencies.append(state.get("applied", time.perf_counter()) - started)
                state.pop("applied", None)

        def _autosave(self):
            start = time.perf_counter()
            super()._autosave()
            saving.append(time.perf_counter() - start)

        def _apply(self, action, seat, *rest, **named):
            out = super()._apply(action, seat, *rest, **named)
            if seat >= 0:
                state["applied"] = time.perf_counter()
            return out

    loop = QEventLoop()
    controller = Controller()

    def next_game():
        if state["games"]:
            per_game.append(state.get("game_block", 0.0))
        state["game_block"] = 0.0
        if len(latencies) >= decisions or state["failed"]:
            loop.quit()
            return
        state["games"] += 1
        controller.new_game(game, config, state["seed"])
        state["seed"] += 1

    def failed(text):
        state["failed"] = text
        loop.quit()

    def tick():
        now, cpu_now = time.perf_counter(), time.thread_time()
        if state["last_cpu"] is not None:
            cpu_gaps.append(cpu_now - state["last_cpu"])
        state["last_cpu"] = cpu_now
        busy = controller.busy()
        if state["last_tick"] is not None:
            gap = now - state["last_tick"] - HEARTBEAT_MS / 1000
            all_gaps.append(gap)
            if busy and state["busy_before"]:
                gaps.append(gap)
                state["game_block"] = max(state.get("game_block", 0.0), gap)
        state["last_tick"], state["busy_before"] = now, busy
        if len(latencies) >= decisions:
            loop.quit()

    controller.finished.connect(lambda _result: QTimer.singleShot(0, next_game))
    controller.botFailed.connect(failed)
    heartbeat = QTimer()
    heartbeat.setTimerType(heartbeat.timerType().PreciseTimer)
    heartbeat.timeout.connect(tick)
    heartbeat.start(HEARTBEAT_MS)
    QTimer.singleShot(0, next_game)
    wall = time.perf_counter()
    loop.exec()
    wall = time.perf_counter() - wall
    heartbeat.stop()
    controller.close_game(emit=False)
    from PySide6.QtCore import QThreadPool

    QThreadPool.globalInstance().waitForDone(10000)
    if state["failed"]:
        raise SystemExit(f"bot_decisions: {name}: {state['failed']}")
    if state.get("game_block") and len(per_game) < state["games"]:
        per_game.append(state["game_block"])  # the game the count stopped in
    on_gui = sum(1 for _, thread, _ in thinking if thread == gui)
    ms = sorted(x * 1000 for x in latencies)
    cpu = sorted(x[0] * 1000 for x in thinking)

    def pct(values, p):
        return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]

    bots = sorted({x[2] for x in thinking})
    return {
        "case": name, "bots": bots, "games": state["games"], "decisions": len(ms),
        "latency_ms": {"p50": round(pct(ms, 50), 2), "p95": round(pct(ms, 95), 2),
                       "max": round(ms[-1], 2), "mean": round(statistics.fmean(ms), 2)},
        "choose_cpu_ms": {"p50": round(pct(cpu, 50), 2), "p95": round(pct(cpu, 95), 2),
                          "max": round(cpu[-1], 2)},
        "on_gui_thread": on_gui,
        "longest_block_ms": round(max(gaps, default=0.0) * 1000, 2),
        "block_p99_ms": round(pct(sorted(gaps), 99) * 1000, 2) if gaps else 0.0,
        "longest_gap_any_ms": round(max(all_gaps, default=0.0) * 1000, 2),
        "longest_block_cpu_ms": round(max(cpu_gaps, default=0.0) * 1000, 2),
        "block_cpu_p99_ms": round(pct(sorted(cpu_gaps), 99) * 1000, 2) if cpu_gaps else 0.0,
        "block_per_game_ms": {"median": round(statistics.median(per_game) * 1000, 2),
                              "max": round(max(per_game) * 1000, 2)} if per_game else {},
        "autosave_gui_ms": {"p50": round(pct(sorted(saving), 50) * 1000, 2),
                            "p95": round(pct(sorted(saving), 95) * 1000, 2),
                            "max": round(max(saving) * 1000, 2)} if saving else {},
        "wall_s": round(wall, 2),
        "met": pct(ms, 95) <= GOAL_P95_MS and max(gaps, default=0) * 1000 <= GOAL_BLOCK_MS
        and on_gui == 0,
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=1000)
    parser.add_argument("--case", nargs="*", default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    home = tempfile.mkdtemp(prefix="eldertable-bench-")
    os.environ["ELDERTABLE_HOME"] = home  # the autosaves go here, not in the user's folder
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841 - the event loop's
    cases = _configs()
    names = args.case or list(cases)
    results = []
    for name in names:
        game, config = cases[name]
        results.append(run_case(name, game, config, args.decisions, args.seed))
        if not args.json:
            r = results[-1]
            lat, cpu = r["latency_ms"], r["choose_cpu_ms"]
            print(f"{name:14s} {r['decisions']:5d} decisions in {r['games']:3d} games "
                  f"({', '.join(r['bots'])})\n"
                  f"    latency  p50 {lat['p50']:7.2f}  p95 {lat['p95']:7.2f}  "
                  f"max {lat['max']:7.2f} ms   (goal p95 <= {GOAL_P95_MS:.0f})\n"
                  f"    choose   p50 {cpu['p50']:7.2f}  p95 {cpu['p95']:7.2f}  "
                  f"max {cpu['max']:7.2f} ms CPU on the worker\n"
                  f"    GUI thread longest block {r['longest_block_ms']:.2f} ms "
                  f"(p99 {r['block_p99_ms']:.2f}; goal <= {GOAL_BLOCK_MS:.0f}); "
                  f"any gap {r['longest_gap_any_ms']:.2f} ms\n"
                  f"    GUI thread longest block per game: median "
                  f"{r['block_per_game_ms'].get('median', 0):.2f}, max "
                  f"{r['block_per_game_ms'].get('max', 0):.2f} ms over {r['games']} games\n"
                  f"    autosave on the GUI thread p50 {r['autosave_gui_ms'].get('p50', 0):.2f}"
                  f"  p95 {r['autosave_gui_ms'].get('p95', 0):.2f}  max "
                  f"{r['autosave_gui_ms'].get('max', 0):.2f} ms (wall)\n"
                  f"    GUI thread CPU between two ticks: longest "
                  f"{r['longest_block_cpu_ms']:.2f} ms, p99 {r['block_cpu_p99_ms']:.2f}\n    "
                  f"choices on the GUI thread: {r['on_gui_thread']}   "
                  f"{'met' if r['met'] else 'NOT met'}", flush=True)
    if args.json:
        print(json.dumps(results, indent=2))
    return 0 if all(r["met"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
