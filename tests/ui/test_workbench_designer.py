"""The Scenario tab: a Mansions scenario's problems, each clickable to its JSON path, checked
again when the file changes on disk; graceful without a validator."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from eldertable.resources import asset
from eldertable.ui.workbench import designer as designer_module

SCENARIO = asset("games", "mansions", "scenarios", "quiet-greenhouse.json")


@pytest.fixture
def broken(tmp_path):
    if not SCENARIO.is_file():
        pytest.skip("no shipped Mansions scenario in this checkout")
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data["map"]["tiles"][3]["rotation"] = 45
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


def open_bench(qtbot, path):
    from eldertable.ui.workbench import open_workbench

    w = open_workbench(scenario_path=path)
    qtbot.addWidget(w)
    w.resize(1320, 860)
    qtbot.waitExposed(w)
    return w


def click_row(qtbot, lst, row):
    rect = lst.visualItemRect(lst.item(row))
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_problems_are_listed_and_clicking_one_shows_its_json_path(qtbot, broken):
    if designer_module._validator() is None:
        pytest.skip("the Mansions validator is not in this version")
    w = open_bench(qtbot, broken)
    d = w.designer
    assert w.tabs.currentWidget() is d
    assert w.form.scenario_path == str(broken.resolve())
    texts = [d.list.item(i).text() for i in range(d.list.count())]
    assert texts, d.status.text()
    row = next(i for i, t in enumerate(texts) if t.startswith("map.tiles[3].rotation"))
    click_row(qtbot, d.list, 0 if row else 1) if d.list.count() > 1 else None
    click_row(qtbot, d.list, row)
    assert d.list.currentRow() == row
    assert d.selected_text() == "45"
    assert d.where.text().startswith("map.tiles[3].rotation: line ")
    assert d.view.isReadOnly()
    shots = os.environ.get("WORKBENCH_SHOTS")
    if shots:
        qtbot.wait(100)
        w.grab().save(str(Path(shots) / "workbench-scenario.png"))


def test_the_file_is_checked_again_when_it_changes_on_disk(qtbot, broken):
    if designer_module._validator() is None:
        pytest.skip("the Mansions validator is not in this version")
    w = open_bench(qtbot, broken)
    d = w.designer
    assert d.list.count() >= 1
    # an editor that writes a new file and renames it over the old one
    fixed = broken.with_suffix(".tmp")
    shutil.copy(SCENARIO, fixed)
    os.replace(fixed, broken)
    qtbot.waitUntil(lambda: d.list.count() == 0, timeout=10_000)
    assert d.status.text() == "No problems found."
    # and once more: the watch survived the rename
    broken.write_text('{"kind": "mansions-scenario", "map": ', encoding="utf-8")
    qtbot.waitUntil(lambda: d.list.count() == 1, timeout=10_000)
    assert "not valid JSON" in d.list.item(0).text()
    click_row(qtbot, d.list, 0)
    assert d.where.text() == "Line 1, column 38"


def test_without_a_validator_the_json_is_still_shown_and_checked(qtbot, tmp_path,
                                                                 monkeypatch):
    monkeypatch.setattr(designer_module, "_validator", lambda: None)
    path = tmp_path / "s.json"
    path.write_text('{"kind": "mansions-scenario", "events": [{"id": "a"}]}', encoding="utf-8")
    w = open_bench(qtbot, path)
    d = w.designer
    assert d.list.count() == 0
    assert "does not have yet" in d.status.text()
    assert d.highlight("events[0].id") and d.selected_text() == '"a"'
    assert not d.highlight("events[0].trigger")
    assert d.selected_text() == '{"id": "a"}'
    assert "is not in the file" in d.where.text()


def test_simulate_this_scenario_hands_the_file_to_the_run_form(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(designer_module, "_validator", lambda: None)
    path = tmp_path / "s.json"
    path.write_text("{}", encoding="utf-8")
    w = open_bench(qtbot, path)
    w.form.set_scenario("")
    qtbot.mouseClick(w.designer.simulate_button, Qt.MouseButton.LeftButton)
    assert w.form.scenario_path == str(path.resolve())
    assert w.tabs.currentWidget() is w.simulate_tab
    if "mansions" not in w.form.modules:
        assert "cannot be simulated" in w.status.text()
    else:
        assert w.form.options()["scenario"] == str(path.resolve())
