"""Debug play of a first-edition story from a designer's own folder: the debug panel
offers the same edits as for a second-edition scenario (set a variable, run an event,
give an item, move a figure), by mouse; undo takes one back, and the record replays."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from eldertable.engine.record import GameRecord, is_debug, replay
from eldertable.resources import asset

STORY = asset("games", "mansions", "scenarios", "cranes-tonic.json")


@pytest.fixture
def story(tmp_path):
    if not STORY.is_file():
        pytest.skip("no shipped first-edition story in this checkout")
    data = json.loads(STORY.read_text(encoding="utf-8"))
    data["meta"]["id"] = "my-own-tonic"
    path = tmp_path / "designs" / "my-tonic.json"
    path.parent.mkdir()
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


def click(qtbot, button):
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choose(box, data):
    at = box.findData(data)
    assert at >= 0, (box.objectName(), data)
    box.setCurrentIndex(at)


def test_first_edition_debug_panel_edits_undo_and_replay(qtbot, window, story):
    from eldertable.ui.workbench.debugpanel import play_debug

    before = story.read_bytes()
    assert play_debug(str(story), near=window, seed=5) is window
    c = window.controller
    panel = window.debug_panel
    qtbot.waitUntil(panel.isVisible)
    qtbot.waitUntil(lambda: c.recorder.state.phase == "investigator" and not c.busy(),
                    timeout=20_000)
    assert is_debug(c.record) and c.record.config["seats"][-1] == "bot:keeper"
    assert "first-edition story" in panel.banner.text()
    for group in (panel.var_group, panel.event_group, panel.item_group, panel.move_group):
        assert group.isVisible(), group.title()
    state = lambda: c.recorder.state  # noqa: E731

    choose(panel.var_box, "ingredients")
    assert panel.var_number.isVisible() and not panel.var_flag.isVisible()
    panel.var_number.setFocus()
    panel.var_number.selectAll()
    qtbot.keyClicks(panel.var_number, "2")
    click(qtbot, panel.set_button)  # the events watching it fire: the remedy is ready
    assert state().variables["ingredients"] == 2 and state().variables["ready"] is True

    choose(panel.event_box, "read-journal")
    choose(panel.event_seat, 0)
    click(qtbot, panel.run_button)
    assert "field-journal" in c.observation(0)["investigators"][0]["items"]
    assert next(e for e in panel.view["events"] if e["id"] == "read-journal")["runs"] == 1

    choose(panel.item_seat, 0)
    choose(panel.item_box, "crowbar")
    held = list(c.observation(0)["investigators"][0]["items"])
    click(qtbot, panel.give_button)
    assert c.observation(0)["investigators"][0]["items"] == held + ["crowbar"]
    assert "Crowbar" in panel.status.text()

    me = next(f for f in panel.view["figures"] if f["kind"] == "investigator")
    choose(panel.figure_box, me["id"])
    target = (me["space"] + 1) % len(panel.view["spaces"])
    choose(panel.space_box, target)
    click(qtbot, panel.move_button)
    assert state().map.figures[me["id"]].space == target

    steps = len(c.record.actions)
    click(qtbot, panel.undo_button)  # the move only
    assert state().map.figures[me["id"]].space == me["space"]
    assert len(c.record.actions) == steps - 1
    assert c.observation(0)["investigators"][0]["items"] == held + ["crowbar"]

    kinds = [a["type"] for a in c.record.actions]
    assert kinds.count("DebugEdit") == 3  # variable, event, gift
    rebuilt = replay(GameRecord.from_json(json.loads(json.dumps(c.record.to_json()))),
                     verify=True)
    assert rebuilt.digest() == c.recorder.state.digest()
    assert story.read_bytes() == before
    window.controller.close_game(emit=False)
