"""The workbench serves a first-edition story as it serves a second-edition scenario: a
designer's copy in a folder of their own opens in the Scenario tab with its map beside its
JSON, simulates with live plots under first-edition rules (investigators against the
Keeper bot), and debug-plays at the table against the Keeper bot."""

from __future__ import annotations

import json
import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from eldertable.resources import asset

STORY = asset("games", "mansions", "scenarios", "cranes-tonic.json")


@pytest.fixture
def story(tmp_path):
    """A designer's copy of a shipped first-edition story, keeping its meta.id."""
    if not STORY.is_file():
        pytest.skip("no shipped first-edition story in this checkout")
    path = tmp_path / "designs" / "my-story.json"
    path.parent.mkdir()
    shutil.copyfile(STORY, path)
    return path


def click(qtbot, widget):
    assert widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def test_a_first_edition_story_validates_simulates_with_live_plots_and_debug_plays(
        qtbot, window, story):
    from eldertable.ui.mansions.first.table import FirstEditionTable
    from eldertable.ui.workbench import open_workbench

    bench = open_workbench(window, scenario_path=story)
    qtbot.addWidget(bench)
    qtbot.waitExposed(bench)
    designer = bench.designer
    assert designer.problems == [] and designer.status.text() == "No problems found."
    assert designer.map.view.isVisible() and len(designer.map.board.tiles) > 3

    click(qtbot, designer.simulate_button)  # once "unknown house rule 'MOM2-GAP-1'"
    assert bench.tabs.currentWidget() is bench.simulate_tab
    form = bench.form
    assert form.profile() == "first-edition" and not form.profile_box.isEnabled()
    assert form.profile_box.isVisible()
    assert form._keeper_box is not None and form._keeper_box.currentData() == "keeper"
    assert all(key.startswith("FA-") for key in form._rules)
    form.games_spin.setValue(30)
    form.jobs_spin.setValue(1)
    click(qtbot, bench.start_button)
    assert bench.is_running()
    assert bench.wait_until_done(120_000)
    run = bench.runs[-1]
    assert not run.error and run.played == 30 and run.summary["errors"] == 0
    assert run.spec.options["keeper"] == "keeper"
    assert run.spec.options["scenario"] == str(story.resolve())
    win_rate = bench.board.plots()["win-rate"]
    assert win_rate.plotItem.listDataItems(), "the win-rate plot has its lines"
    assert bench.board.never.title.isVisible()

    bench.tabs.setCurrentWidget(designer)
    click(qtbot, designer.debug_button)  # once a raw "played by first-edition rules" line
    qtbot.waitUntil(lambda: window.controller.record is not None)
    record = window.controller.record
    assert record.config["seats"][-1] == "bot:keeper"
    assert set(record.config["seats"][:-1]) == {"human"}
    assert isinstance(window.table, FirstEditionTable)
    panel = window.debug_panel
    qtbot.waitUntil(panel.isVisible)
    assert "first-edition story" in panel.banner.text()
    assert panel.var_group.isVisible() and panel.undo_button.isVisible()  # the same edits


def test_a_problem_is_marked_on_the_map_and_in_the_json(qtbot, story):
    from eldertable.ui.workbench import open_workbench

    data = json.loads(story.read_text(encoding="utf-8"))
    token = data["map"]["tokens"][1]
    token["label"] = "<b>A bold box</b>"  # content text is shown as written: a problem
    story.write_text(json.dumps(data, indent=2), encoding="utf-8")
    bench = open_workbench(scenario_path=story)
    qtbot.addWidget(bench)
    qtbot.waitExposed(bench)
    designer = bench.designer
    rows = [designer.list.item(i) for i in range(designer.list.count())]
    row = next(r for r in rows if r.text().startswith("map.tokens[1].label"))
    rect = designer.list.visualItemRect(row)
    qtbot.mouseClick(designer.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert "A bold box" in designer.selected_text()
    space = next(s.index for s in designer.map.layout_.spaces if s.id == token["space"])
    assert len(designer.map.marks) == 1
    assert designer.map.marks[0].shape().intersects(
        designer.map.board.spaces[space].sceneBoundingRect())
    assert "marked" in designer.map.note.text()


def test_ctrl_shift_w_brings_the_open_workbench_forward(qtbot, window):
    from eldertable.ui.workbench.window import WorkbenchWindow

    def benches():
        from PySide6.QtWidgets import QApplication

        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, WorkbenchWindow) and w.isVisible()]

    shortcut = QKeySequence("Ctrl+Shift+W")
    action = next(a for a in window.findChildren(type(window.menuBar().actions()[0]))
                  if a.shortcut() == shortcut)
    action.trigger()
    first = benches()
    action.trigger()
    assert len(first) == 1 and benches() == first
    qtbot.addWidget(first[0])


def test_never_reached_says_nothing_before_a_run_or_after_a_failed_one(qtbot):
    from eldertable.ui.workbench import open_workbench
    from eldertable.ui.workbench.results import RunResults

    bench = open_workbench()
    qtbot.addWidget(bench)
    qtbot.waitExposed(bench)
    never = bench.board.never
    assert not never.title.isVisible() and not never.note.isVisible()
    assert never.title.text() == "" and never.note.text() == ""
    failed = RunResults(bench.form.run_spec())
    failed.error = "the cluster cannot be reached"
    bench.board.show_run(failed)
    assert not never.title.isVisible() and never.note.text() == ""


def test_a_story_that_cannot_be_played_is_refused_in_one_line_naming_the_file(
        qtbot, window, story, monkeypatch):
    from eldertable.ui import errors
    from eldertable.ui.workbench.debugpanel import play_debug

    data = json.loads(story.read_text(encoding="utf-8"))
    data["map"]["start"] = "hall.nowhere"
    story.write_text(json.dumps(data, indent=2), encoding="utf-8")
    shown = []
    monkeypatch.setattr(errors, "show_error", lambda *a, **k: shown.append(a))
    assert play_debug(str(story), near=window) is None
    assert len(shown) == 1 and window.controller.record is None
    _parent, title, text = shown[0]
    assert title == "Cannot play the scenario"
    assert text.startswith("my-story.json cannot be played: ")
    assert "Traceback" not in text and "scenario:" not in text.splitlines()[0]


def test_an_edit_that_breaks_the_file_keeps_its_last_map_with_the_problem_on_it(qtbot, story):
    from eldertable.ui.workbench import open_workbench

    bench = open_workbench(scenario_path=story)
    qtbot.addWidget(bench)
    qtbot.waitExposed(bench)
    designer = bench.designer
    assert designer.map.view.isVisible() and not designer.map.stale
    data = json.loads(story.read_text(encoding="utf-8"))
    data["map"]["start"] = "hall.nowhere"
    story.write_text(json.dumps(data, indent=2), encoding="utf-8")
    designer.reload()  # as the watcher does when the file changes on disk
    assert designer.map.stale and designer.map.view.isVisible()
    assert "does not load now" in designer.map.note.text()
    rows = [designer.list.item(i) for i in range(designer.list.count())]
    row = next(r for r in rows if r.text().startswith("map.start"))
    rect = designer.list.visualItemRect(row)
    qtbot.mouseClick(designer.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert designer.selected_text() == '"hall.nowhere"'
    assert len(designer.map.marks) == 1  # the tile "hall" the space would be on
    hall = designer.map.board.tiles["hall"].sceneBoundingRect()
    assert designer.map.marks[0].shape().boundingRect().contains(hall.center())
