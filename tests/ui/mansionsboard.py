"""Helpers for the Mansions board tests: a map walk on screen, scene points, mouse drags."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from eldertable.resources import asset


def open_walk(qtbot, scenario="wardens-garden", investigators=2, setup=None):
    """A walk window on screen; ``setup(state)`` may arrange the map before the board fills."""
    from eldertable.ui.mansions.walkthrough import open_walkthrough

    win = open_walkthrough(None, asset("games", "mansions", "scenarios", f"{scenario}.json"),
                           investigators)
    assert win is not None
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    if setup is not None:
        setup(state(win))
        win.table.reset()
    return win


def state(win):
    return win.controller.recorder.state


def space(win, sid: str) -> int:
    return state(win).layout.index[sid]


def centre(table, index: int) -> QPointF:
    x, y = table.board.space_data[index]["centre"]
    return QPointF(x * 100, y * 100)


def view_point(table, scene_point: QPointF) -> QPoint:
    return table.mapFromScene(scene_point)


def drag(table, start: QPointF, end: QPointF, release=True, steps=8) -> None:
    """Press at scene point ``start``, move in steps to ``end``, release there."""
    vp = table.viewport()
    a, b = view_point(table, start), view_point(table, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, a + (b - a) * i / steps)
    if release:
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def lit(table) -> set[int]:
    return {i for i, p in table.board.spaces.items() if p.highlighted}


def legal_targets(win, figure: str) -> set[int]:
    return {a.to for a in win.controller.legal_actions(0)
            if getattr(a, "TYPE", "") == "Move" and a.figure == figure}
