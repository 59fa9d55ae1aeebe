"""The designer's map walk window: File > Walk a Scenario's Map…, its buttons, undo, and a
scenario that does not load."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from mansionsboard import centre, drag, open_walk, space, state  # noqa: E402

from eldertable.resources import asset  # noqa: E402

ADA, TOMAS = "ada-whitlock", "tomas-reyes"


def test_the_file_menu_opens_a_walk(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    assert window.actions_.walk in window.actions_.file_menu.actions()
    assert window.actions_.walk.text() == "&Walk a Scenario's Map…"
    path = str(asset("games", "mansions", "scenarios", "quiet-greenhouse.json"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (path, "")))
    opened = []
    from eldertable.ui.mansions import walkthrough

    real = walkthrough.open_walkthrough
    monkeypatch.setattr(walkthrough, "open_walkthrough",
                        lambda *a, **k: opened.append(real(*a, **k)) or opened[-1])
    window.actions_.walk.trigger()
    (walk,) = opened
    qtbot.addWidget(walk)
    assert walk.isVisible() and "The Quiet Greenhouse" in walk.windowTitle()
    assert walk.table.board.figures and window.controller.record is None  # not a game


def test_explore_end_turn_and_the_prompt(qtbot):
    win = open_walk(qtbot)
    assert "Ada Whitlock" in win.prompt.text()
    assert win.explore.isEnabled()
    win.explore.trigger()
    assert {"guest", "cell"} <= set(win.table.board.tiles)
    assert not win.explore.isEnabled()  # the token is used
    assert any("Revealed" in line for line in win.log.lines())
    win.end_turn.trigger()
    assert state(win).active_figure == TOMAS and "Tomas Reyes" in win.prompt.text()


def test_undo_puts_a_move_back_but_never_crosses_a_reveal(qtbot):
    win = open_walk(qtbot)
    table = win.table
    start = state(win).map.figures[ADA].space
    drag(table, table.board.figures[ADA].centre(), centre(table, space(win, "hall.west")))
    assert state(win).map.figures[ADA].space == space(win, "hall.west")
    assert win.undo.isEnabled()
    win.undo.trigger()
    assert state(win).map.figures[ADA].space == start
    assert table.board.spaces[start].path.contains(table.board.figures[ADA].centre())
    win.explore.trigger()
    assert not win.undo.isEnabled()


def test_start_again_with_another_count(qtbot):
    win = open_walk(qtbot, investigators=2)
    win.end_turn.trigger()
    win.count.setValue(3)
    win.restart_action.trigger()
    assert len(state(win).investigators) == 3 and state(win).active_figure == ADA
    assert len(win.table.board.figures) == 3


def test_a_broken_scenario_is_reported_not_walked(qtbot, tmp_path, monkeypatch):
    from eldertable.ui import errors
    from eldertable.ui.mansions.walkthrough import open_walkthrough

    data = json.loads(asset("games", "mansions", "scenarios", "quiet-greenhouse.json").read_text())
    data["map"]["start"] = "nowhere.at-all"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    shown = []
    monkeypatch.setattr(errors, "show_error", lambda *a, **k: shown.append(a))
    assert open_walkthrough(None, bad) is None
    assert shown and "nowhere.at-all" in shown[0][3]
