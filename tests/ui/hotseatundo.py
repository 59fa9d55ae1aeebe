"""Helpers for the hot-seat undo tests (issue 23, section 2): every way a person could ask
for Undo or Redo, every word the window shows, and a game driven through each hand-off that
tries Undo at the curtain and after it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu

from eldertable.engine.protocol import TERMINAL
from screenhelp import item_words


def undo_keys(window, redo: bool = True) -> list[QKeySequence]:
    a = window.actions_
    keys = a.undo.shortcuts() + [QKeySequence(k) for k in ("Ctrl+Z", "Alt+Backspace")]
    if redo:
        keys += a.redo.shortcuts() + [QKeySequence(k) for k in ("Ctrl+Shift+Z", "Ctrl+Y")]
    return keys


def try_undo_every_way(window, qtbot, redo: bool = True) -> None:
    """Ask for Undo (and Redo) by every shortcut (at the window and at the curtain), by the
    menu actions, and on the controller's undo stack itself: none may change the game."""
    c = window.controller
    count, seat, covered = len(c.record.actions), c.current_player(), window.handoff.covered()
    for keys in undo_keys(window, redo):
        qtbot.keySequence(window, keys)
        if window.curtain.isVisible():
            qtbot.keySequence(window.curtain, keys)
    window.actions_.undo.trigger()
    c.undo_stack.undo()
    assert not c.undo()
    if redo:
        window.actions_.redo.trigger()
        c.undo_stack.redo()
        assert not c.redo()
    assert len(c.record.actions) == count and c.current_player() == seat
    assert window.handoff.covered() == covered


def menu_words(window) -> str:
    """Every action text of the menu bar, submenus included."""
    out = []

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            out.append(action.text())
            if action.menu() is not None:
                walk(action.menu())

    for action in window.menuBar().actions():
        out.append(action.text())
        if action.menu() is not None:
            walk(action.menu())
    return "\n".join(out)


def screen_words(window) -> str:
    """Every word a person could read: visible labels, buttons and tooltips, the scene's
    items of any visible table, the log dock's lines, the status bar and the menus."""
    from PySide6.QtWidgets import QGraphicsView

    out = [window.windowTitle(), window.statusBar().currentMessage(), menu_words(window)]
    for w in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if w.isVisible():
            out += [w.text(), w.toolTip()]
    for view in window.findChildren(QGraphicsView):
        if not view.isVisible() or view.scene() is None:
            continue
        for item in view.scene().items():
            if not item.isVisible():
                continue
            out += item_words(item)
    log = window.log_dock.list
    out += [log.item(i).text() for i in range(log.count())]
    return "\n".join(out)


def assert_undo_is_the_viewers(window) -> None:
    """Every command Edit > Undo or Redo could reach is one the seat on screen may read."""
    c = window.controller
    stack = c.undo_stack
    for i in range(stack.count()):
        assert c.same_view(stack.command(i).seat, c.viewer), (i, stack.command(i).seat)


def drive(window, qtbot, choose: Callable, check: Callable[[object, int | None], None],
          steps: int = 200, undo_every: int = 1,
          release: Callable | None = None) -> dict[str, int]:
    """Play through hand-offs with ``choose(controller)`` for the person to move.

    At each curtain: Undo and Redo are greyed, plain, refused every way, and ``check(window,
    None)`` finds nothing hidden. After each person takes the mouse: nothing to undo. After
    each of their own actions (every ``undo_every``-th): Undo by the keyboard goes back to
    exactly where the undo stack last stopped (the hand-off, or a roll since), never past
    it, and no curtain falls; Redo by the keyboard brings every action back.
    ``check(window, seat)`` runs on that seat's screen throughout. ``release(window)``
    closes what a table holds the hand-off for (``holds_handoff``: a roller's result)."""
    c, a = window.controller, window.actions_
    stats = {"hand-offs": 0, "undone": 0, "refused": 0}
    floor = len(c.record.actions)
    acted = 0
    for _ in range(steps):
        if c.current_player() == TERMINAL:
            break
        if c.busy():
            qtbot.waitUntil(lambda: not c.busy(), timeout=20000)
            continue
        if window.handoff.covered():
            assert window.curtain.isVisible()
            assert not a.undo.isEnabled() and not a.redo.isEnabled()
            assert a.undo.text() == "&Undo" and a.redo.text() == "&Redo"
            check(window, None)
            try_undo_every_way(window, qtbot)
            check(window, None)
            stats["refused"] += 1
            seat = window.handoff.waiting_for
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            assert c.viewer == seat and not window.handoff.covered()
            stats["hand-offs"] += 1
            # The other side's actions are out of reach: nothing to undo or redo.
            assert c.undo_stack.count() == 0 and not a.undo.isEnabled()
            try_undo_every_way(window, qtbot)
            floor = len(c.record.actions)
            check(window, seat)
            continue
        seat = c.current_player()
        if c.viewer != seat and window.table.holds_handoff():
            assert release is not None
            release(window)
            qtbot.waitUntil(window.handoff.covered)
            continue
        assert c.viewer == seat or c.same_view(seat, c.viewer)
        reason = c.act(choose(c))
        assert reason is None, reason
        acted += 1
        if c.busy() or window.handoff.covered():
            continue
        if not c.can_undo():
            floor = len(c.record.actions)  # a roll, a draw or a reveal: the stack stopped
            continue
        if acted % undo_every:
            continue
        assert_undo_is_the_viewers(window)
        check(window, c.viewer)
        after, viewer, undone = len(c.record.actions), c.viewer, 0
        for _ in range(c.undo_stack.count() + 1):
            if not a.undo.isEnabled():
                break
            n = len(c.record.actions)
            qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            if len(c.record.actions) == n:  # the keys went to a dialog of the table
                a.undo.trigger()  # Edit > Undo
            assert len(c.record.actions) < n
            undone += 1
            assert not window.handoff.covered() and c.viewer == viewer
            check(window, viewer)
        assert len(c.record.actions) == floor, (len(c.record.actions), floor)
        try_undo_every_way(window, qtbot, redo=False)  # the barrier: not one step further
        assert len(c.record.actions) == floor
        for _ in range(undone):
            n = len(c.record.actions)
            qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                           | Qt.KeyboardModifier.ShiftModifier)
            if len(c.record.actions) == n:
                a.redo.trigger()  # Edit > Redo
        qtbot.waitUntil(lambda: not c.busy(), timeout=20000)
        assert len(c.record.actions) >= after
        stats["undone"] += undone
    return stats
