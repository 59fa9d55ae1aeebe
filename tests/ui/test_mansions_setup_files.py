"""The scenario browser with scenario files opened from disk (issue 24), with the mouse:
the "Open a scenario file..." button adds a checked file (a broken one gets the
validator's lines in a message and nothing is added), a file of the other edition switches
the rule profile, the opened files are remembered, they show the default cover, and a game
started from one (either edition) plays and its save resumes."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from eldertable.resources import asset

SCENARIOS = "games", "mansions", "scenarios"


def settle():
    for _ in range(3):
        QApplication.processEvents()


@pytest.fixture
def files(tmp_path):
    elsewhere = tmp_path / "my stories"
    elsewhere.mkdir()
    second = elsewhere / "greenhouse-copy.json"
    first = elsewhere / "garden-copy.json"
    shutil.copy(asset(*SCENARIOS, "quiet-greenhouse.json"), second)
    shutil.copy(asset(*SCENARIOS, "wardens-garden.json"), first)
    broken = elsewhere / "broken.json"
    broken.write_text('{"format": 1, "rules": "second-edition", "meta": {}}', "utf-8")
    return {"second": str(second), "first": str(first), "broken": str(broken)}


def _open_with_mouse(qtbot, monkeypatch, dialog, path: str) -> None:
    from eldertable.ui.mansions import setupfiles

    monkeypatch.setattr(setupfiles, "ask_path", lambda _parent: path)
    button = dialog.parts.browser.open_button
    assert button.isVisible() and button.text() == "Open a scenario file..."
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle()


def test_an_opened_second_edition_file_is_added_chosen_and_played(window, qtbot, monkeypatch,
                                                                   files):
    dialog = window.new_game_dialog("mansions", seed=3)
    settle()
    shipped = dialog.parts.browser.list.count()
    _open_with_mouse(qtbot, monkeypatch, dialog, files["second"])
    browser = dialog.parts.browser
    assert browser.list.count() == shipped + 1
    assert browser.current() == files["second"]
    assert browser.title.text() == "The Quiet Greenhouse"
    row = browser.list.currentItem().text()
    assert row == "The Quiet Greenhouse (file greenhouse-copy.json)"  # not the shipped one
    assert files["second"] in browser.facts_line.text()
    assert browser.cover.pixmap() is not None and not browser.cover.pixmap().isNull()
    assert dialog.options()["scenario"] == files["second"]
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    config = dialog.result_config
    assert config["options"]["scenario"] == files["second"]  # the game names the file


def test_a_broken_file_gives_the_validators_lines_and_adds_nothing(window, qtbot, monkeypatch,
                                                                    files):
    from eldertable.games.mansions import validate_file

    dialog = window.new_game_dialog("mansions", seed=3)
    settle()
    before = [dialog.parts.browser.facts[i]["id"] for i in range(len(dialog.parts.browser.facts))]
    _open_with_mouse(qtbot, monkeypatch, dialog, files["broken"])
    box = dialog.parts.problem_box
    assert box is not None and box.isVisible()
    for line in validate_file(files["broken"]):
        assert line in box.text()
    assert "broken.json was not added" in box.text()
    box.close()
    assert [f["id"] for f in dialog.parts.browser.facts] == before
    from eldertable.ui.mansions.setupfiles import recent_files

    assert recent_files() == []
    dialog.reject()


def test_a_first_edition_file_switches_the_profile_and_is_remembered(window, qtbot,
                                                                      monkeypatch, files):
    dialog = window.new_game_dialog("mansions", seed=3)
    settle()
    assert dialog.edition == "second"
    _open_with_mouse(qtbot, monkeypatch, dialog, files["first"])
    assert dialog.edition == "first"
    browser = dialog.parts.browser
    assert browser.current() == files["first"]
    assert "First edition" in browser.facts_line.text()
    assert browser.title.text() == "The Warden's Garden"
    dialog.accept()
    assert dialog.result_config["options"]["scenario"] == files["first"]
    again = window.new_game_dialog("mansions", seed=4)
    settle()
    ids = [f["id"] for f in again.parts.browser.facts]
    assert files["first"] in ids and again.parts.browser.current() == files["first"]
    again.set_edition("second")
    settle()
    assert files["first"] not in [f["id"] for f in again.parts.browser.facts]
    again.reject()


@pytest.mark.parametrize("edition", ["second", "first"])
def test_a_game_from_an_opened_file_saves_and_resumes(qtbot, files, tmp_path, edition):
    from eldertable.engine.saves import load_save, write_save
    from eldertable.games import mansions
    from eldertable.ui.controller import GameController

    config = mansions.validate_config({"players": 1, "seats": ["human", "bot:keeper"]
                                       if edition == "first" else ["human"],
                                       "options": {"scenario": files[edition]}})
    controller = GameController()
    controller.new_game("mansions", config, seed=5)
    seat = controller.current_player()
    legal = controller.legal_actions(seat) if seat >= 0 else []
    if legal and controller.is_human(seat):
        assert controller.act(legal[0]) is None  # one action played from the opened file
    else:
        controller.advance()  # the Keeper bot opens the first-edition story
    qtbot.waitUntil(lambda: bool(controller.record.actions) and not controller.busy(),
                    timeout=20000)
    path = tmp_path / "game.json"
    write_save(path, controller.record)
    record, _meta = load_save(path)
    other = GameController()
    other.load_record(record)
    assert other.resumed
    assert other.record.config["options"]["scenario"] == files[edition]
    assert other.record.actions == controller.record.actions
