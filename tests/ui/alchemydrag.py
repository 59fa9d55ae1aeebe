"""Mouse helpers for the alchemy puzzle view's tests (a module of its own: no test imports
a conftest): where a slot's piece is on screen, and a real drag between two points."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def slot_point(view, slot: int):
    """Viewport position of the middle of the piece on edge ``slot`` (from the observation)."""
    item = view.pieces[view.obs["slots"][slot]["piece"]]
    return view.board.mapFromScene(item.mapToScene(item.shape().boundingRect().center()))


def drag(view, start, end) -> None:
    """Press, move in eight steps, release: the view sees a real mouse drag."""
    vp = view.board.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (k / 8))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
