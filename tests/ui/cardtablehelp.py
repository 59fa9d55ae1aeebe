"""Helpers that the card tables' tests share (Magnum Opus, Miskatonic Madness): the hand-off
curtain lifted, where a piece lies, mouse gestures on the table, the bar's buttons."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest


def uncover(window) -> None:
    if window.handoff.covered():
        window.handoff.reveal()


def rect_of(view, piece_id: str) -> QRectF:
    """Where a piece lies in the scene (its own size, not its marks)."""
    piece = view.pieces[piece_id]
    return QRectF(piece.scenePos(), piece.size)


def center(view, piece_id: str) -> QPoint:
    return view.mapFromScene(rect_of(view, piece_id).center())


def drag(view, src: QPoint, dst: QPoint, steps: int = 8) -> None:
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, src)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, src + (dst - src) * i / steps)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, dst)


def click(view, piece_id: str) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, center(view, piece_id))


def button(view, text_part: str):
    """The bar's button whose words hold ``text_part``."""
    found = [b for b in view.bar.buttons if text_part in b.text()]
    assert found, f"no button with {text_part!r} in {[b.text() for b in view.bar.buttons]}"
    return found[0]
