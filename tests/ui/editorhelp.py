"""Helpers of the scenario editor's tests: the mouse on the map (grid points to viewport
points, a tile carried from the palette and clicked into place, a piece dropped) and on
the story forms (a combo's entry clicked, a field typed into)."""

from __future__ import annotations

import json

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest

from eldertable.ui.editor.mapview import PIECE_MIME
from eldertable.ui.mansions.tiles import CELL


def vp(page, x: float, y: float) -> QPoint:
    """The viewport point of grid point (x, y) on ``page``'s map (a MapPage or the
    editor window: anything with ``canvas``)."""
    return page.canvas.view.mapFromScene(QPointF(x * CELL, y * CELL))


def viewport(page):
    return page.canvas.view.viewport()


def click_palette(palette, item) -> None:
    palette.scrollToItem(item)
    rect = palette.visualItemRect(item)
    QTest.mouseClick(palette.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, rect.center())


def palette_piece(palette, payload: dict):
    """The piece palette's entry for ``payload`` (e.g. {"kind": "token", "token": "search"})."""
    for i in range(palette.count()):
        data = palette.item(i).data(Qt.ItemDataRole.UserRole)
        if data and json.loads(data) == payload:
            return palette.item(i)
    raise AssertionError(f"no {payload} in the piece palette")


def carry_tile(page, tile_id: str, at, turns: int = 0) -> QPoint:
    """Pick ``tile_id`` in the palette, move over the map (R ``turns`` times) to where the
    tile's top left lies at grid ``at``; the viewport point to click."""
    click_palette(page.tile_palette, page.tile_palette.item_for(tile_id))
    c = page.canvas
    assert c.carry_tile == tile_id
    QTest.mouseMove(viewport(page), vp(page, 10, 10))
    for _ in range(turns):
        QTest.keyClick(viewport(page), Qt.Key.Key_R)
    g = c.hold
    target = vp(page, at[0] + g.x(), at[1] + g.y())
    QTest.mouseMove(viewport(page), target)
    return target


def place_tile(page, tile_id: str, at, turns: int = 0) -> None:
    target = carry_tile(page, tile_id, at, turns)
    assert page.canvas.ghost_problem is None, page.canvas.ghost_problem
    QTest.mouseClick(viewport(page), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, target)


def drop_piece(page, payload: dict, at) -> None:
    """A piece dropped at grid point ``at`` as the palette's drag drops it (QDrag's own
    loop does not run offscreen)."""
    mime = QMimeData()
    mime.setData(PIECE_MIME, json.dumps(payload).encode("utf-8"))
    drop = QDropEvent(QPointF(vp(page, *at)), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    page.canvas.view.dropEvent(drop)


def click_map(page, at) -> None:
    QTest.mouseClick(viewport(page), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, vp(page, *at))


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def choose(qtbot, combo, data) -> None:
    """Open the combo's list and click the entry holding ``data``."""
    i = combo.findData(data)
    assert i >= 0, data
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    rect = view.visualRect(view.model().index(i, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible())


def click_row(qtbot, list_widget, row: int) -> None:
    item = list_widget.item(row)
    list_widget.scrollToItem(item)
    rect = list_widget.visualItemRect(item)
    qtbot.mouseClick(list_widget.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def type_into(qtbot, line_edit, text: str) -> None:
    line_edit.setFocus()
    line_edit.selectAll()
    qtbot.keyClicks(line_edit, text)
    qtbot.keyClick(line_edit, Qt.Key.Key_Return)


def type_text(qtbot, edit, text: str, away) -> None:
    """Type ``text`` into a text field (a line or a text box), then move the focus to
    ``away``: the text commits when editing is finished."""
    edit.setFocus()
    if hasattr(edit, "selectAll"):
        edit.selectAll()
    qtbot.keyClicks(edit, text)
    away.setFocus()
    QTest.qWait(10)


def editor_window(qtbot):
    """A shown editor window, 1440x900 (a generator for a fixture: the window closes after
    the test without asking about unsaved changes)."""
    from eldertable.ui.editor.window import EditorWindow

    w = EditorWindow()
    w.resize(1440, 900)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.doc.undo.setClean()
    w.close()
