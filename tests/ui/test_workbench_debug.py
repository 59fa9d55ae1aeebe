"""Debug play: from the workbench's Scenario tab, a scenario file is played at the normal
table with a debug panel; its edits (reveal the map, set a variable, run an event, give an
item, move a figure) are undoable, recorded and replayed, the game is marked as a debug
game in its title and its saves, and the file on disk is never touched."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from shiboken6 import isValid

from eldertable.engine.record import GameRecord, is_debug, replay
from eldertable.engine.saves import load_save, write_save
from workbenchhelp import scenario_copy


@pytest.fixture
def scenario(tmp_path):
    return scenario_copy(tmp_path, "my-scenario.json")


def click(qtbot, button):
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choose(box, data):
    at = box.findData(data)
    assert at >= 0, (box.objectName(), data)
    box.setCurrentIndex(at)


@pytest.fixture
def debug_game(qtbot, window, scenario):
    from eldertable.ui.workbench import open_workbench

    bench = open_workbench(window, scenario_path=scenario)
    qtbot.addWidget(bench)
    qtbot.waitExposed(bench)
    assert bench.tabs.currentWidget() is bench.designer
    before = (scenario.read_bytes(), scenario.stat().st_mtime_ns)
    click(qtbot, bench.designer.debug_button)
    qtbot.waitUntil(lambda: window.controller.record is not None)
    panel = window.debug_panel
    qtbot.waitUntil(panel.isVisible)
    yield window, panel
    assert (scenario.read_bytes(), scenario.stat().st_mtime_ns) == before
    if isValid(bench):
        bench.close()


def test_debug_game_is_marked_in_title_record_and_save(debug_game, tmp_path):
    window, panel = debug_game
    record = window.controller.record
    assert record.game == "mansions" and is_debug(record)
    assert "(debug game)" in window.windowTitle()
    assert "outside the rules" in panel.banner.text()
    assert window.table is not None and window.table.isVisible()
    path = tmp_path / "debug.eldertable.json"
    write_save(path, record)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["debug"] is True
    assert is_debug(load_save(path)[0])


def test_panel_reveals_sets_runs_gives_and_undo_takes_one_back(qtbot, debug_game):
    window, panel = debug_game
    c = window.controller
    obs = c.observation(c.viewer)
    shown = len(obs["map"]["rooms"]) if "rooms" in obs["map"] else None
    assert panel.view["revealed"] < panel.view["rooms"]

    click(qtbot, panel.reveal_button)
    assert panel.view["revealed"] == panel.view["rooms"]
    assert not panel.reveal_button.isEnabled()
    if shown is not None:  # the table's own view of the map grew
        assert len(c.observation(c.viewer)["map"]["rooms"]) > shown

    choose(panel.var_box, "ledger-found")
    assert panel.var_flag.isVisible() and not panel.var_number.isVisible()
    click(qtbot, panel.var_flag)
    click(qtbot, panel.set_button)
    assert next(v for v in panel.view["variables"] if v["id"] == "ledger-found")["value"] is True

    choose(panel.event_box, "find-ledger")
    choose(panel.event_seat, 0)
    clues = c.observation(0)["investigators"][0]["clues"]
    click(qtbot, panel.run_button)
    me = c.observation(0)["investigators"][0]
    assert me["clues"] == clues + 1
    assert any("ledger" in i for i in me["items"]), me["items"]
    assert next(e for e in panel.view["events"] if e["id"] == "find-ledger")["runs"] == 1

    choose(panel.item_seat, 0)
    choose(panel.item_box, "crowbar")
    held = list(c.observation(0)["investigators"][0]["items"])
    click(qtbot, panel.give_button)
    after = c.observation(0)["investigators"][0]["items"]
    assert len(after) == len(held) + 1 and after[-1].startswith("crowbar#")
    assert "crowbar" in panel.status.text().lower()

    steps = len(c.record.actions)
    click(qtbot, panel.undo_button)  # the gift only
    assert c.observation(0)["investigators"][0]["items"] == held
    assert len(c.record.actions) == steps - 1
    assert panel.view["revealed"] == panel.view["rooms"]
    window.actions_.undo.trigger()  # Edit > Undo: the event's outcomes go too
    assert c.observation(0)["investigators"][0]["clues"] == clues

    kinds = [a["type"] for a in c.record.actions]
    assert kinds.count("DebugEdit") == 2  # reveal, set variable
    rebuilt = replay(GameRecord.from_json(json.loads(json.dumps(c.record.to_json()))),
                     verify=True)
    assert rebuilt.digest() == c.recorder.state.digest()


def test_moving_a_figure_and_a_variable_that_ends_the_game(qtbot, debug_game):
    window, panel = debug_game
    c = window.controller
    me = c.observation(0)["investigators"][0]
    choose(panel.figure_box, me["id"])
    target = (me["space"] + 1) % len(panel.view["spaces"])
    choose(panel.space_box, target)
    assert f"space {target}" in panel.space_box.currentText()
    click(qtbot, panel.move_button)
    assert c.observation(0)["investigators"][0]["space"] == target

    choose(panel.var_box, "rounds")
    panel.var_number.setFocus()
    panel.var_number.selectAll()
    qtbot.keyClicks(panel.var_number, "14")
    click(qtbot, panel.set_button)  # the events watching "rounds" fire: the story is lost
    assert c.result() is not None and c.result().winners == ("keeper",)
    click(qtbot, panel.reveal_button)
    assert "over" in panel.status.text()


def test_a_debug_edit_in_a_game_not_marked_as_debug_does_not_replay(debug_game):
    window, _panel = debug_game
    record = window.controller.record
    data = record.to_json()
    data["actions"].append({"type": "DebugEdit", "op": "reveal-all", "args": []})
    data["config"].pop("debug")
    data["digests"] = []
    from eldertable.engine.record import ReplayError

    with pytest.raises(ReplayError, match="debug"):
        replay(GameRecord.from_json(data))


def test_replay_and_simulate_never_take_a_debug_game_for_a_real_one(qtbot, debug_game,
                                                                    tmp_path, capsys):
    from eldertable.cli import main
    from eldertable.engine.simulate import simulate

    window, panel = debug_game
    click(qtbot, panel.reveal_button)
    path = tmp_path / "debug.eldertable.json"
    write_save(path, window.controller.record)
    assert main(["replay", str(path), "--verify"]) == 0
    out = capsys.readouterr().out
    assert "debug: a designer's debug game with 1 edits outside the rules" in out
    assert "verified" in out
    with pytest.raises(ValueError, match="debug game"):
        simulate("mansions", 2, options={"config": window.controller.record.config})
