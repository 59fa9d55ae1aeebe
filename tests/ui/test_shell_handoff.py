"""Hot-seat: the curtain hides the table between two people; each sees only their hand."""

from __future__ import annotations

from shellhelp import start_toy
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

import toygame


def _own_card(c, seat):
    return c.observation(seat)["piles"][f"hand{seat}"]["cards"][0]


def test_curtain_hides_the_hidden_hand_between_two_people(window, qtbot):
    c = start_toy(window, seats=("human", "human"), seed=11)
    card0, card1 = _own_card(c, 0), _own_card(c, 1)
    curtain = window.curtain
    # A hot-seat game starts behind the curtain, for the first person.
    assert curtain.isVisible() and window.handoff.waiting_for == 0
    assert window.table.pieces == {}
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible()
    assert f"card:{card0}" in window.table.pieces
    assert f"card:{card1}" not in window.table.pieces and "back:1:0" in window.table.pieces

    assert c.act(toygame.Hold(0)) is None
    # The turn passed to the other person: the curtain falls, the table and log are empty.
    assert curtain.isVisible() and window.handoff.waiting_for == 1
    assert curtain.geometry().contains(window.stack.geometry())
    assert window.table.pieces == {} and window.log_dock.list.count() == 0
    assert "Seat 2" in curtain.title.text()
    assert "Seat 2" in window.prompt_label.text()
    # A click on the curtain beside its button lifts nothing (a stray click meant for the
    # last person's table must never show the next person's hand).
    qtbot.mouseClick(curtain, Qt.MouseButton.LeftButton, pos=curtain.rect().topLeft() + curtain.rect().center() / 4)
    assert curtain.isVisible() and window.table.pieces == {}
    # The second person clicks the button.
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible() and c.viewer == 1
    assert f"card:{card1}" in window.table.pieces
    assert f"card:{card0}" not in window.table.pieces and "back:0:0" in window.table.pieces


def test_the_curtain_button_is_deaf_for_a_moment_after_the_curtain_falls(window, qtbot, monkeypatch):
    from eldertable.ui import handoff

    monkeypatch.setattr(handoff.Curtain, "arming_ms", 300)
    c = start_toy(window, seats=("human", "human"), seed=11)
    curtain = window.curtain
    qtbot.waitUntil(curtain.button.isEnabled, timeout=3000)
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    assert c.act(toygame.Hold(0)) is None
    assert curtain.isVisible() and window.handoff.waiting_for == 1
    # A click that lands at once (meant for the table that just went) does nothing.
    assert not curtain.button.isEnabled()
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(curtain.button, Qt.Key.Key_Space)
    assert curtain.isVisible() and window.table.pieces == {}
    # A moment later the button takes the click, and it has the focus (Enter or Space work).
    qtbot.waitUntil(curtain.button.isEnabled, timeout=3000)
    assert curtain.button.hasFocus() or not window.isActiveWindow()
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible() and c.viewer == 1


def test_no_curtain_with_one_person(window):
    c = start_toy(window, seats=("human", "bot:default"))
    assert not window.curtain.isVisible()
    assert c.viewer == 0


def _undo_every_way(window, qtbot) -> None:
    """Edit > Undo and Redo by the menu actions, every shortcut, and the stack itself."""
    a, c = window.actions_, window.controller
    for keys in (a.undo.shortcuts() + a.redo.shortcuts()
                 + [QKeySequence("Ctrl+Z"), QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]):
        qtbot.keySequence(window, keys)
        qtbot.keySequence(window.curtain, keys)
    a.undo.trigger()
    a.redo.trigger()
    c.undo_stack.undo()
    c.undo_stack.redo()
    c.undo_stack.setIndex(0)
    assert not c.undo() and not c.redo()


def test_no_undo_at_the_curtain_nor_past_the_hand_off(window, qtbot):
    """The curtain waits for seat 2 after seat 1 held: Undo and Redo are greyed and
    refused however they are asked for, the curtain stays up, and once seat 2 took the
    mouse it cannot undo seat 1's turn either (issue 23, section 2)."""
    c = start_toy(window, seats=("human", "human"), seed=11)
    card0, card1 = _own_card(c, 0), _own_card(c, 1)
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert c.act(toygame.Hold(0)) is None
    assert window.curtain.isVisible() and window.handoff.waiting_for == 1
    a = window.actions_
    assert not a.undo.isEnabled() and not a.redo.isEnabled()
    assert a.undo.text() == "&Undo" and a.redo.text() == "&Redo"
    count = len(c.record.actions)
    _undo_every_way(window, qtbot)
    assert c.current_player() == 1 and len(c.record.actions) == count
    assert window.curtain.isVisible() and window.handoff.waiting_for == 1
    assert window.table.pieces == {}
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert c.viewer == 1 and not a.undo.isEnabled()
    _undo_every_way(window, qtbot)
    assert c.current_player() == 1 and len(c.record.actions) == count
    assert f"card:{card1}" in window.table.pieces
    assert f"card:{card0}" not in window.table.pieces


def test_log_shows_each_line_once_and_follows_the_viewer(window, qtbot):
    """The log adds new lines without rebuilding, and rebuilds for a new viewing seat."""
    c = start_toy(window, seats=("human", "human"), seed=11)
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    log = window.log_dock
    c.act(toygame.Roll(0))
    c.advance()
    qtbot.waitUntil(lambda: c.current_player() in (0, 1) and not c.busy())
    assert [log.list.item(i).text() for i in range(log.list.count())] == log.lines()
    assert len(log.lines()) >= 2


def test_a_new_game_over_a_curtain_lets_undo_work_again(window, qtbot):
    """A hot-seat game left at its curtain, then a game against a bot: the curtain is gone
    and the controller no longer refuses undo (it is not left covered)."""
    from eldertable.games.miskatonic import actions as A
    from eldertable.games.miskatonic import make_config

    c = start_toy(window, seats=("human", "human"), seed=11)
    assert window.handoff.covered() and not c.can_undo()
    c.new_game("miskatonic", make_config(["human", "bot:default"], {}), 1)
    assert not window.handoff.covered() and not window.curtain.isVisible()
    card = c.observation(0)["hand"][0]
    assert c.act(A.PlaceCard(card, "library")) is None
    assert c.can_undo() and window.actions_.undo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.record.actions == []
