"""The table's autosaves are written off the GUI thread (engine/savewriter.py), with
nothing lost: in order, the last write waited for when a game ends or closes, and a write
that fails still told once, as before."""

from __future__ import annotations

import threading
import time

from shellhelp import start_toy

import toygame
from eldertable.engine import savewriter
from eldertable.engine.saves import SaveError, autosave_dir, load_save


def _noted(monkeypatch, log: list, pause: float = 0.0):
    """The writer's atomic write, noted (thread, actions in the text) and slowed."""
    real = savewriter.atomic_write_text

    def write(path, text):
        if pause:
            time.sleep(pause)
        log.append((threading.current_thread().name, text.count('"type"')))
        real(path, text)

    monkeypatch.setattr(savewriter, "atomic_write_text", write)


def test_a_bot_games_autosaves_are_written_off_the_gui_thread_in_order(window, qtbot,
                                                                       monkeypatch):
    log: list = []
    _noted(monkeypatch, log, pause=0.005)
    c = start_toy(window, seats=("bot:default", "bot:default"), options={"target": 5},
                  seed=21)
    qtbot.waitUntil(lambda: c.result() is not None, timeout=20000)
    assert log and {thread for thread, _n in log} == {"autosave-writer"}
    counts = [n for _thread, n in log]
    assert counts == sorted(counts)  # a later state never before an earlier one
    # the game's end waited for its last write: the finished game is on disk
    assert c.writer.pending() <= 1  # at most the removal once the result is seen


def test_closing_a_game_waits_for_its_last_autosave(window, qtbot, monkeypatch):
    log: list = []
    _noted(monkeypatch, log, pause=0.05)  # a slow disk
    c = start_toy(window, seats=("human", "human"), seed=22)
    for _ in range(4):
        window.handoff.reveal()
        c.act(toygame.Hold(c.current_player()))
    actions = list(c.record.actions)
    path = autosave_dir() / f"toy-{c.game_uid}.json"
    assert c.writer.pending() >= 1  # the table did not wait for the disk
    c.close_game()
    assert c.writer.pending() == 0
    record, _meta = load_save(path)
    assert record.actions == actions


def test_a_failing_autosave_write_is_one_dialog_as_before(window, dialogs, qtbot,
                                                          monkeypatch):
    def refuse(path, text):
        raise SaveError(f"cannot write {path}: No space left on device")

    monkeypatch.setattr(savewriter, "atomic_write_text", refuse)
    c = start_toy(window, seats=("human", "human"), seed=23)
    for _ in range(3):
        window.handoff.reveal()
        c.act(toygame.Hold(c.current_player()))
    qtbot.waitUntil(lambda: len(dialogs) == 1)
    assert dialogs[0][0] == "Cannot write the data folder"
    assert "No space left on device" in c.autosave_error
    c.writer.flush()
    qtbot.wait(50)  # the other failures' reports have come back: still one dialog
    assert len(dialogs) == 1
    c.close_game()
