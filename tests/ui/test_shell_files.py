"""Saves, opening, autosave and resume, and every failure as one clear dialog."""

from __future__ import annotations

import json

from shellhelp import resume_dialog_at_start, resume_row, start_toy
from PySide6.QtWidgets import QFileDialog

import toygame
from eldertable.engine.saves import autosave_dir, load_save


def test_a_corrupt_save_is_one_dialog_and_nothing_changes(window, dialogs, tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('{"eldertable": "save", "format": 2, "record": {', encoding="utf-8")
    assert not window.documents.open_path(str(bad))
    assert len(dialogs) == 1
    title, text, detail = dialogs[0]
    assert title == "Cannot open the file" and "broken.json" in text
    assert "truncated" in detail or "corrupt" in detail
    assert window.controller.record is None
    assert bad.read_text(encoding="utf-8").endswith('"record": {')


def test_a_save_that_does_not_replay_is_refused(window, dialogs, tmp_path):
    c = start_toy(window, seats=("human", "human"))
    c.act(toygame.Hold(0))
    path = tmp_path / "game.json"
    assert window.documents._write(str(path))
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["record"]["digests"] = ["0000000000000000"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    c.close_game()
    assert not window.documents.open_path(str(path))
    assert len(dialogs) == 1 and "does not replay" in dialogs[0][2]
    assert window.controller.record is None


def test_save_as_then_open_gives_the_same_game(window, dialogs, tmp_path, monkeypatch):
    c = start_toy(window, seats=("human", "human"), seed=9)
    window.handoff.reveal()
    c.act(toygame.Roll(0))
    window.handoff.reveal()
    digest, actions = c.recorder.state.digest(), list(c.record.actions)
    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "")))
    window.actions_.save_as.trigger()
    saved = tmp_path / "mine.eldertable.json"
    assert saved.is_file() and not dialogs
    c.close_game()
    assert window.documents.open_path(str(saved))
    assert window.controller.recorder.state.digest() == digest
    assert window.controller.record.actions == actions
    # Recent files remember it, newest first, and the menu offers it.
    window.documents.fill_recent(window.actions_.recent_menu, window.actions_.clear_recent)
    texts = [a.text() for a in window.actions_.recent_menu.actions()]
    assert texts[0] == "&1 mine.eldertable.json"


def test_a_failed_save_keeps_the_old_file(window, dialogs, tmp_path):
    c = start_toy(window, seats=("human", "human"))
    c.act(toygame.Hold(0))
    folder = tmp_path / "not-a-folder"
    folder.write_text("a file", encoding="utf-8")
    assert not window.documents._write(str(folder / "game.json"))
    assert len(dialogs) == 1 and dialogs[0][0] == "Cannot save"
    assert folder.read_text(encoding="utf-8") == "a file"


def test_autosave_after_an_action_and_resume_on_the_next_start(window, qtbot, dialogs):
    c = start_toy(window, seats=("human", "human"), seed=21)
    window.handoff.reveal()
    c.act(toygame.Roll(0))
    uid = c.game_uid
    path = autosave_dir() / f"toy-{uid}.json"
    record, meta = load_save(path)
    assert record.actions == c.record.actions and not meta["finished"]
    assert meta["game_uid"] == uid
    digest = c.recorder.state.digest()
    window.close()

    from eldertable.ui.mainwindow import MainWindow

    # The next start lists the interrupted game; the person chooses it and says Resume.
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    dialog = resume_dialog_at_start(again)
    assert dialog is not None and dialog.windowTitle() == "Interrupted games"
    assert dialog.tree.topLevelItem(0).text(0) == "Toy"
    resume_row(dialog, qtbot)
    assert again.controller.record is not None and not dialogs
    assert again.controller.recorder.state.digest() == digest
    assert again.controller.game_uid == uid  # it goes on writing its own file
    again.controller.close_game(emit=False)


def test_an_unwritable_data_folder_is_one_dialog(window, dialogs, tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("ELDERTABLE_HOME", str(blocker / "home"))
    window.startup_checks()
    assert len(dialogs) == 1 and dialogs[0][0] == "Cannot write the data folder"
    # Playing on: the autosave fails quietly after that one dialog.
    c = start_toy(window, seats=("human", "human"))
    c.act(toygame.Hold(0))
    assert len(dialogs) == 1


def test_a_save_with_a_config_the_game_rejects_is_one_dialog(window, dialogs, tmp_path,
                                                             monkeypatch):
    c = start_toy(window, seats=("human", "human"))
    c.act(toygame.Hold(0))
    path = tmp_path / "game.json"
    assert window.documents._write(str(path))
    c.close_game()

    def broken(config, seed, chance=None):
        raise KeyError("seats")

    monkeypatch.setattr(toygame, "new_game", broken)
    assert not window.documents.open_path(str(path))
    assert len(dialogs) == 1
    assert "cannot start a game" in dialogs[0][1] + dialogs[0][2]
    assert window.controller.record is None
