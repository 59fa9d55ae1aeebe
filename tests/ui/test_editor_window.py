"""The scenario editor's window: checking after each edit on its own thread, problems that
select what is at fault, saving byte for byte, undo names, autosave, bad files."""

from __future__ import annotations

import json
import os
import shutil
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from eldertable.resources import asset

SCENARIOS = sorted(asset("games", "mansions", "scenarios").glob("*.json"))
GREENHOUSE = asset("games", "mansions", "scenarios", "quiet-greenhouse.json")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ELDERTABLE_HOME", str(tmp_path / "home"))


@pytest.fixture
def editor(qtbot):
    from eldertable.ui.editor.window import EditorWindow

    windows = []

    def make():
        w = EditorWindow()
        w.resize(1440, 900)
        windows.append(w)
        return w

    yield make
    for w in windows:  # closed here, not by qtbot: unsaved edits would ask first
        w.doc.undo.setClean()
        w.close()


def copy_of(tmp_path, source=GREENHOUSE):
    path = tmp_path / source.name
    shutil.copyfile(source, path)
    return path


def test_editor_checks_after_each_edit_on_a_thread_of_its_own(editor, tmp_path, qtbot,
                                                             monkeypatch):
    from eldertable.ui.editor import checker

    threads = []
    real = checker.scenario_data_problems

    def spy(path, data):
        threads.append(threading.current_thread() is threading.main_thread())
        return real(path, data)

    monkeypatch.setattr(checker, "scenario_data_problems", spy)
    w = editor()
    assert w.open_file(str(copy_of(tmp_path)), ask=False)
    assert w.checker.wait_for_result()
    assert w.problems.lines == []
    with w.doc.edit("Change the start objective") as e:
        e.set(("start_objective",), "no-such-objective")
    assert w.checker.wait_for_result()
    assert any("start_objective" in line for line in w.problems.lines)
    assert threads and not any(threads)  # never on the GUI thread
    w.doc.undo.undo()
    assert w.checker.wait_for_result()
    assert w.problems.lines == []


def test_editor_problem_clicked_selects_the_thing_at_fault(editor, tmp_path, qtbot):
    w = editor()
    w.show()
    assert w.open_file(str(copy_of(tmp_path)), ask=False)
    w.checker.wait_for_result()
    with w.doc.edit("Move a token") as e:
        e.set(("map", "tokens", 0, "space"), "hall.nowhere")
    assert w.checker.wait_for_result() and w.problems.lines
    w.tabs.setCurrentWidget(w.story)
    chosen = []
    w.doc.selected.connect(chosen.append)
    lst = w.problems.list
    rect = lst.visualItemRect(lst.item(0))
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert chosen and chosen[0][:3] == ("map", "tokens", 0)
    assert w.tabs.currentWidget() is w.map_page


@pytest.mark.parametrize("source", SCENARIOS, ids=lambda p: p.stem)
def test_editor_saves_every_shipped_scenario_unchanged_byte_for_byte(editor, tmp_path, source):
    w = editor()
    assert w.open_file(str(source), ask=False)
    out = tmp_path / "out" / source.name
    out.parent.mkdir()
    assert w._write(str(out))
    assert out.read_bytes() == source.read_bytes()


def test_editor_undo_names_the_edit_and_save_follows_undo(editor, tmp_path):
    path = copy_of(tmp_path)
    before = path.read_bytes()
    w = editor()
    assert w.open_file(str(path), ask=False)
    with w.doc.edit("Rename the scenario") as e:
        e.set(("meta", "title"), "The Louder Greenhouse")
    assert "Rename the scenario" in w.undo_action.text()
    assert w.isWindowModified()
    assert w.save()
    assert json.loads(path.read_text(encoding="utf-8"))["meta"]["title"] == "The Louder Greenhouse"
    w.doc.undo.undo()
    assert w.save()
    assert path.read_bytes() == before


def test_editor_autosave_brings_back_unsaved_work(editor, tmp_path, monkeypatch):
    path = copy_of(tmp_path)
    w = editor()
    assert w.open_file(str(path), ask=False)
    with w.doc.edit("Rename the scenario") as e:
        e.set(("meta", "title"), "Kept by the autosave")
    w.autosave_now()
    assert path.read_bytes() == GREENHOUSE.read_bytes()  # the designer's file is untouched
    # the app ends without saving; the next editor opens the same file
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    again = editor()
    assert again.open_file(str(path), ask=False)
    assert again.doc.data["meta"]["title"] == "Kept by the autosave"
    assert not again.doc.undo.isClean()  # it is unsaved work again, and undoable
    again.doc.undo.undo()
    assert again.doc.data["meta"]["title"] == "The Quiet Greenhouse"


def test_editor_refuses_a_newer_format_in_one_message(editor, tmp_path, monkeypatch):
    from eldertable.ui import errors

    said = []
    monkeypatch.setattr(errors, "bad_file", lambda parent, path, reason: said.append(reason))
    data = json.loads(GREENHOUSE.read_text(encoding="utf-8"))
    data["format"] = 99
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps(data), encoding="utf-8")
    w = editor()
    before = w.doc.data
    assert not w.open_file(str(newer), ask=False)
    assert len(said) == 1 and "newer" in said[0] and "\n" not in said[0]
    assert w.doc.data is before
    assert newer.read_text(encoding="utf-8") == json.dumps(data)  # nothing overwritten


@pytest.mark.parametrize("kind", ["folder", "not-json", "fifo", "list"])
def test_editor_bad_files_get_one_message(editor, tmp_path, monkeypatch, kind):
    from eldertable.ui import errors

    said = []
    monkeypatch.setattr(errors, "bad_file", lambda parent, path, reason: said.append(reason))
    path = tmp_path / "bad.json"
    if kind == "folder":
        path.mkdir()
    elif kind == "not-json":
        path.write_text("{ not json", encoding="utf-8")
    elif kind == "list":
        path.write_text("[1, 2]", encoding="utf-8")
    else:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(path)
    w = editor()
    assert not w.open_file(str(path), ask=False)
    assert len(said) == 1 and said[0].strip()


def test_editor_opens_a_broken_scenario_with_its_problems_listed(editor, tmp_path):
    data = json.loads(GREENHOUSE.read_text(encoding="utf-8"))
    data["map"]["tokens"][0]["space"] = "hall.nowhere"
    path = tmp_path / "broken.json"
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    w = editor()
    assert w.open_file(str(path), ask=False)
    assert any("map.tokens[0]" in line for line in w.problems.lines)
    assert path.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("rules", ["second-edition", "first-edition"])
def test_editor_new_blank_scenario_has_no_problems(editor, rules):
    w = editor()
    assert w.new_scenario(rules)
    assert w.doc.rules == rules
    assert w.checker.wait_for_result()
    assert w.problems.lines == []


def test_editor_simulate_runs_in_the_workbench_and_the_result_comes_back(editor, tmp_path,
                                                                        qtbot):
    w = editor()
    assert w.open_file(str(copy_of(tmp_path)), ask=False)
    bench = w.simulate(games=20)
    assert bench is not None
    qtbot.addWidget(bench)
    assert bench.wait_until_done(120_000)
    line = w.runs.list.item(0).text()
    assert line.startswith("quiet-greenhouse.json: 20 games: ") and "errors: 0" in line


def test_editor_play_opens_the_tables_setup_with_the_scenario_chosen(editor, tmp_path, qtbot):
    import eldertable.ui.mainwindow  # noqa: F401 - registers the main window for Play

    w = editor()
    path = copy_of(tmp_path)
    assert w.open_file(str(path), ask=False)
    dialog = w.play()
    assert dialog is not None
    qtbot.addWidget(dialog.parent())
    scenario = dialog.option_widgets["scenario"]
    assert scenario.currentData() == str(path.resolve())
    dialog.reject()


def test_editor_play_refuses_a_scenario_with_problems(editor, tmp_path, monkeypatch):
    from eldertable.ui import errors

    said = []
    monkeypatch.setattr(errors, "show_error", lambda parent, title, text, detail="": said.append(text))
    w = editor()
    assert w.open_file(str(copy_of(tmp_path)), ask=False)
    with w.doc.edit("Break it") as e:
        e.set(("start_objective",), "nowhere")
    assert w.save()
    assert w.play() is None and w.simulate() is None
    assert len(said) == 2 and "1 problem" in said[0]
