"""The workbench with the mouse: start a run, watch it, cancel it, compare two runs, export.

The game is "wbtoy", defined here: a die-free stand-in whose summaries carry every shape
of extra a real game reports (count tables, a "when" table, numbers, a flag, a series), and
whose house rule WB-GAP-1 moves the investigators' win rate from 45 % to 60 %.
Set WORKBENCH_SHOTS=/some/folder to keep the screenshots the tests take.
"""

from __future__ import annotations

import csv
import json
import os
import random
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import toygame
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog

from eldertable.engine import registry, simulate
from eldertable.engine.messages import Msg
from eldertable.ui.workbench import stats
from eldertable.ui.workbench.common import count

new_game = toygame.new_game  # the registry wants one; the workbench never calls it
ENDINGS = ("escaped", "devoured", "insane")


def setup_spec():
    return {
        "seats": {"min": 1, "max": 4, "default": 2, "option": "investigators",
                  "label": Msg("Investigator {n}", "wbtoy")},
        "bots": {"default": Msg("Careful", "wbtoy"), "reckless": Msg("Reckless", "wbtoy")},
        "house_rules": [{"id": "WB-GAP-1", "title": Msg("Lucky start", "wbtoy"),
                         "description": Msg("The investigators begin with a clue.", "wbtoy"),
                         "type": "bool", "default": False}],
        "options": [{"id": "pause_ms", "title": Msg("Pause per game (ms)", "wbtoy"),
                     "type": "int", "default": 0, "min": 0, "max": 50}],
    }


def simulate_options(options):
    unknown = set(options) - {"investigators", "bots", "house_rules", "pause_ms"}
    if unknown:
        raise ValueError(f"unknown option {sorted(unknown)[0]!r}")
    if options.get("investigators") == 4 and options.get("bots") == "reckless":
        raise ValueError("four reckless investigators never agree on anything")
    return options


def simulate_catalog(options):
    return {"events_fired": ["storm", "flood", "whispers", "eclipse"]}


def simulate_one(options, seed):
    rng = random.Random(seed)
    lucky = options.get("house_rules", {}).get("WB-GAP-1", False)
    n = options.get("investigators", 2)
    rounds = rng.randint(4, 12) + n
    win = rng.random() < (0.60 if lucky else 0.45)
    if options.get("pause_ms"):
        time.sleep(options["pause_ms"] / 1000)
    summon, total = [], 0
    for _ in range(rounds):
        total += rng.random() < 0.4
        summon.append(total)
    return {"winners": ["investigators"] if win else ["keeper"], "rounds": rounds,
            "actions": rounds * 5,
            "extras": {"endings": {"escaped" if win else rng.choice(ENDINGS[1:]): 1},
                       "events_fired": {"storm": rng.randint(0, 2), "flood": 0, "whispers": 1},
                       "objective_round": {"found-key": rng.randint(1, rounds)},
                       "turns_to_escape": rounds * n, "final_battle": rng.random() < 0.3,
                       "summon_points": summon}}


ENTRY = registry.GameEntry("wbtoy", __name__, Msg("Workbench toy"), Msg("For tests."),
                           (1, 4), "art/games/toy.svg")


@pytest.fixture(autouse=True)
def _wbtoy():
    registry.register(ENTRY)
    yield
    registry.unregister("wbtoy")


@pytest.fixture
def shots(tmp_path):
    folder = Path(os.environ.get("WORKBENCH_SHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def bench(qtbot):
    from eldertable.ui.workbench import open_workbench

    w = open_workbench(game="wbtoy")
    qtbot.addWidget(w)
    w.resize(1320, 860)
    qtbot.waitExposed(w)
    yield w
    if w.is_running():
        w.cancel_run()
        w.wait_until_done()


def run_to_end(qtbot, w, games, jobs=2, **changes):
    w.form.games_spin.setValue(games)
    w.form.jobs_spin.setValue(jobs)
    for key, value in changes.items():
        widget = w.form._rules.get(key) or w.form._options[key]
        if bool(widget.isChecked()) != value:  # click the box itself, at the left
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton,
                             pos=QPoint(8, widget.height() // 2))
        assert widget.isChecked() == value
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not w.is_running(), timeout=120_000)
    return w.runs[-1]


def test_a_run_started_with_the_mouse_advances_and_cancel_keeps_what_finished(qtbot, bench,
                                                                               shots):
    w = bench
    assert w.form.game() == "wbtoy"
    w.form.games_spin.setValue(200_000)
    w.form.jobs_spin.setValue(2)
    w.form._options["pause_ms"].setValue(2)
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    assert w.is_running() and not w.start_button.isEnabled()
    qtbot.waitUntil(lambda: w.progress.value() > 0, timeout=60_000)
    first = w.progress.value()
    qtbot.waitUntil(lambda: w.progress.value() > first, timeout=60_000)
    qtbot.waitUntil(lambda: w.current.played >= 400, timeout=60_000)
    assert f"of {count(200_000)} games" in w.status.text() and "games/s" in w.status.text()
    qtbot.wait(REDRAW_WAIT)
    w.grab().save(str(shots / "workbench-mid-run.png"))
    qtbot.mouseClick(w.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not w.is_running(), timeout=60_000)
    run = w.runs[-1]
    assert run.cancelled and run.finished
    assert 0 < run.played < 200_000
    assert run.summary["games"] == run.played == len(run.summaries)
    assert w.progress.value() == run.played
    assert "Cancelled: kept the" in w.status.text()
    assert "cancelled" in w.run_list.item(0).text()
    assert w.start_button.isEnabled()
    # what was kept is the same as those games played alone
    options = {"pause_ms": 0, "house_rules": {"WB-GAP-1": False}, "investigators": 2,
               "bots": "default"}
    for index in sorted(run.summaries)[:5]:
        assert run.summaries[index] == simulate_one(options, simulate.game_seed(1, index))


REDRAW_WAIT = 400  # ms: a little more than the window's redraw interval


def test_plots_follow_the_keys_of_the_summaries(qtbot, bench, shots):
    w = bench
    run = run_to_end(qtbot, w, 600)
    assert not run.cancelled and run.played == 600
    ref = simulate.simulate("wbtoy", 600, 1, options=w.runs[-1].spec.options)
    for key in simulate.TIMING_FIELDS:
        ref.pop(key)
        run.summary.pop(key)
    assert run.summary == ref
    assert run.wins == ref["wins"]
    names = set(w.board.plots())
    assert {"win-rate", "wins", "rounds", "reached:endings", "reached:events_fired",
            "reached:flags", "when:objective_round", "number:turns_to_escape",
            "series:summon_points"} <= names
    never = [w.board.never.items.item(i).text() for i in range(w.board.never.items.count())]
    assert never == ["events fired: eclipse", "events fired: flood"]
    # the legend of the win rate carries the Wilson interval of the last game
    k = run.wins["investigators"]
    lo, hi = stats.wilson(k, 600)
    legend = w.board.plots()["win-rate"].plotItem.legend
    texts = [label.text for _sample, label in legend.items]
    assert any(t.startswith("investigators: ") and f"{100 * lo:.1f}" in t and f"{100 * hi:.1f}" in t
               for t in texts)
    qtbot.wait(REDRAW_WAIT)
    w.grab().save(str(shots / "workbench-after-run.png"))
    w.resize(1320, 1800)
    qtbot.wait(REDRAW_WAIT)
    w.board.inner.grab().save(str(shots / "workbench-plots.png"))


def test_two_runs_compared_side_by_side(qtbot, bench, shots):
    w = bench
    off = run_to_end(qtbot, w, 1500)
    on = run_to_end(qtbot, w, 1500, **{"WB-GAP-1": True})
    assert off.spec.options["house_rules"] == {"WB-GAP-1": False}
    assert on.spec.options["house_rules"] == {"WB-GAP-1": True}
    assert "WB-GAP-1=on" in on.spec.label
    w.tabs.setCurrentWidget(w.compare)
    w.compare.choose(0, 1)
    rows = {(r.kind, r.name): r for r in w.compare.rows}
    win = rows[("win", "investigators")]
    ka, kb = off.wins["investigators"], on.wins["investigators"]
    expected = stats.two_proportions(ka, 1500, kb, 1500)
    assert win.test == expected
    assert win.test.significant and win.difference < 0  # the rule helps the investigators
    table = w.compare.table
    row = next(r for r in range(table.rowCount())
               if table.item(r, 0).text() == "Win rate: investigators")
    assert table.item(row, 5).text() == "yes"
    assert table.item(row, 1).text().startswith(f"{100 * ka / 1500:.1f}")
    # the house rule does not touch the length of the game
    rounds = rows[("rounds-mean", "rounds")]
    assert rounds.test == stats.welch(off.rounds, on.rounds)
    assert "differ significantly" in w.compare.verdict.text()
    qtbot.wait(REDRAW_WAIT)
    w.grab().save(str(shots / "workbench-compare.png"))
    w.compare.choose(0, 0)
    assert "same run" in w.compare.verdict.text()


def test_results_and_plots_exported(qtbot, bench, tmp_path, monkeypatch):
    w = bench
    run = run_to_end(qtbot, w, 300, jobs=1)
    target = {"csv": tmp_path / "out.csv", "json": tmp_path / "out.json"}
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target["csv" if "csv" in a[3] else "json"]), ""))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(tmp_path))
    qtbot.mouseClick(w.csv_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(w.json_button, Qt.MouseButton.LeftButton)
    with open(target["csv"], newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 300
    assert rows[7]["seed"] == str(simulate.game_seed(1, 7))
    assert int(rows[7]["rounds"]) == run.summaries[7]["rounds"]
    assert {"endings/escaped", "events_fired/storm", "turns_to_escape",
            "summon_points"} <= set(rows[0])
    data = json.loads(target["json"].read_text(encoding="utf-8"))
    assert data["summary"]["games"] == 300 and len(data["games"]) == 300
    assert data["run"]["options"]["investigators"] == 2
    qtbot.mouseClick(w.plots_button, Qt.MouseButton.LeftButton)
    for name in ("win-rate", "rounds", "reached-endings"):
        assert (tmp_path / f"{name}.png").stat().st_size > 1000
        root = ET.parse(tmp_path / f"{name}.svg").getroot()
        assert root.tag.endswith("svg")
    assert "Saved" in w.status.text()


def test_options_the_game_refuses_are_said_in_one_line(qtbot, bench):
    w = bench
    w.form._count_spin.setValue(4)
    for _sid, box, _label in w.form._bot_boxes:
        box.setCurrentIndex(box.findData("reckless"))
    assert w.form.options()["bots"] == "reckless"
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not w.is_running(), timeout=30_000)
    assert w.status.text() == ("The run failed: four reckless investigators never agree on "
                               "anything")
    assert "failed" in w.run_list.item(0).text()


def test_seats_bots_and_counts_reach_the_simulator(qtbot, bench):
    w = bench
    w.form._count_spin.setValue(3)
    assert len(w.form._bot_boxes) == 3
    w.form._bot_boxes[1][1].setCurrentIndex(1)
    opts = w.form.options()
    assert opts["investigators"] == 3
    assert opts["bots"] == ["default", "reckless", "default"]
    assert [label.text() for _s, _b, label in w.form._bot_boxes] == [
        "Investigator 1", "Investigator 2", "Investigator 3"]
    assert w.form.select_game("toy")
    assert set(w.form.options()) == {"first", "second", "house_rules", "target", "pace"}
    assert not w.form.select_game("mansions") or "mansions" in w.form.modules


def test_importing_the_workbench_loads_no_plotting():
    code = ("import sys, eldertable.ui.workbench as wb; "
            "print(callable(wb.open_workbench), 'pyqtgraph' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.split() == ["True", "False"]


def test_the_reference_guard_outlasts_many_qt_calls(qtbot):
    from PySide6.QtWidgets import QWidget

    from eldertable.ui.workbench import pysidefix

    if not pysidefix.install():
        pytest.skip("this Python or PySide6 keeps its references to None")
    widget = QWidget()
    qtbot.addWidget(widget)
    for _ in range(50_000):  # each call of PySide6 6.12.0 drops a reference to None
        widget.setObjectName("x")
    assert sys.getrefcount(None) > pysidefix.RESERVE // 2
    assert sys.getrefcount(True) > pysidefix.RESERVE // 2


def test_every_word_follows_a_language_change(qtbot, bench):
    from eldertable.ui import i18n

    w = bench
    try:
        i18n.set_language(i18n.PSEUDO)
        qtbot.wait(50)
        assert w.start_button.text() == i18n.pseudo("Start") != "Start"
        assert w.tabs.tabText(3) != "Odds"
        box = w.form._bot_boxes[0][1]
        assert box.itemText(0) == i18n.pseudo("Careful")
        assert w.form._count_label.text() == i18n.pseudo("Players")
        assert w.board.empty.text() == i18n.pseudo(
            "Start a run: its plots appear here while the games are played.")
        assert w.odds.answer.text().startswith(i18n.pseudo("Chance to pass"))
    finally:
        i18n.set_language(i18n.ENGLISH)
    qtbot.wait(50)
    assert w.start_button.text() == "Start"
    assert w.form._bot_boxes[0][1].itemText(0) == "Careful"
