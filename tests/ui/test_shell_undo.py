"""Undo and redo from the keyboard; undo never crosses a roll or a bot's move.

The toy game hides each seat's card, so in hot-seat undo also stops at each hand-off
(test_shell_handoff.py). Here the toy is declared to hide nothing (``shared_view``, as
second-edition Mansions does), so that one person's Hold, which passes the turn, stays
undoable and the undo machinery itself is what is tested."""

from __future__ import annotations

import pytest
import toygame
from shellhelp import start_toy
from PySide6.QtCore import Qt


def _undo(qtbot, win):
    qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def _redo(qtbot, win):
    qtbot.keyClick(win, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


@pytest.fixture(autouse=True)
def _nothing_hidden(monkeypatch):
    monkeypatch.setattr(toygame.ToyState, "shared_view", True)


def test_undo_and_redo_a_hold_with_the_keyboard(window, qtbot):
    c = start_toy(window, seats=("human", "human"))
    window.handoff.reveal()
    before = c.observation(0)
    assert c.act(toygame.Hold(0)) is None
    assert c.current_player() == 1 and len(c.record.actions) == 1
    assert window.actions_.undo.isEnabled()
    assert "Seat 1 holds." in window.actions_.undo.text()
    _undo(qtbot, window)
    assert c.current_player() == 0
    assert c.record.actions == [] and c.record.digests == []
    assert c.observation(0) == before
    assert window.actions_.redo.isEnabled()
    _redo(qtbot, window)
    assert c.current_player() == 1
    assert c.record.actions == [toygame.Hold(0).to_json()]


def test_undo_never_crosses_a_roll(window, qtbot):
    c = start_toy(window, seats=("human", "human"), seed=3)
    window.handoff.reveal()
    assert c.act(toygame.Hold(0)) is None  # undoable on its own …
    assert c.undo_stack.canUndo()
    window.handoff.reveal()
    assert c.act(toygame.Roll(1)) is None  # … but the roll that follows is a barrier
    assert len(c.record.actions) == 3  # Hold, Roll, ThrowDie
    assert not c.undo_stack.canUndo()
    assert not window.actions_.undo.isEnabled()
    _undo(qtbot, window)
    assert len(c.record.actions) == 3
    assert c.record.actions[-1] == toygame.ThrowDie().to_json()


def test_undo_never_crosses_a_bots_move(window, qtbot):
    c = start_toy(window, seats=("human", "bot:default"))
    assert c.act(toygame.Hold(0)) is None
    qtbot.waitUntil(lambda: c.current_player() == 0 or c.current_player() == toygame.TERMINAL,
                    timeout=5000)
    qtbot.waitUntil(lambda: not c.busy())
    assert len(c.record.actions) > 1
    assert not c.undo_stack.canUndo()
    n = len(c.record.actions)
    _undo(qtbot, window)
    assert len(c.record.actions) == n


def test_undo_restores_a_copy_each_time(window, qtbot):
    c = start_toy(window, seats=("human", "human"))
    window.handoff.reveal()
    digest = c.recorder.state.digest()
    for _ in range(3):
        c.act(toygame.Hold(0))
        _undo(qtbot, window)
        assert c.recorder.state.digest() == digest
    _redo(qtbot, window)
    assert c.current_player() == 1
