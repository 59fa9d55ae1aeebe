"""The map editor's view: every mouse, key and drag event on the map, turned into the
canvas's operations (:class:`~.mapcanvas.MapCanvas` owns the drawing and the edits).

Palette drags carry :data:`TILE_MIME` (a tile id) or :data:`PIECE_MIME` (a piece as JSON).
"""

from __future__ import annotations

import json
from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QGraphicsView

TILE_MIME = "application/x-eldertable-tile"
PIECE_MIME = "application/x-eldertable-piece"


class _DragKeys(QObject):
    """While a palette drag is over the map: R and the wheel turn the ghost. Installed on
    the application when the drag enters, so it sees the keys before the drag does."""

    def __init__(self, view: "MapView"):
        super().__init__(view)
        self.view = view

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_R:
            self.view.turn_ghost(1)
            return True
        if event.type() == QEvent.Type.Wheel:
            self.view.turn_ghost(1 if event.angleDelta().y() < 0 else -1)
            return True
        return False


class MapView(QGraphicsView):
    """The view: all the mouse and key handling (the canvas owns the drawing)."""

    def __init__(self, canvas):  # the MapCanvas (not imported: it imports this module)
        super().__init__(canvas.board, canvas)
        self.canvas = canvas
        self.setObjectName("editor-map-view")
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setBackgroundBrush(canvas.board.backgroundBrush())
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.drag_keys = _DragKeys(self)
        self.press: QPointF | None = None  # where the left button went down (view coords)
        self.pan_from: QPointF | None = None

    # ---- the ghost

    def turn_ghost(self, quarters: int) -> None:
        self.canvas.turn(quarters)

    # ---- palette drags

    def dragEnterEvent(self, event) -> None:  # noqa: N802
        mime = event.mimeData()
        if mime.hasFormat(TILE_MIME):
            self.canvas.carry(bytes(mime.data(TILE_MIME)).decode("utf-8"), grab=None)
            QApplication.instance().installEventFilter(self.drag_keys)
            event.acceptProposedAction()
        elif mime.hasFormat(PIECE_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802
        scene = self.mapToScene(event.position().toPoint())
        if event.mimeData().hasFormat(TILE_MIME):
            self.canvas.move_ghost(scene)
        else:
            self.canvas.hover_piece(scene)
        event.acceptProposedAction()

    def dragLeaveEvent(self, event) -> None:  # noqa: N802
        QApplication.instance().removeEventFilter(self.drag_keys)
        self.canvas.cancel()
        super().dragLeaveEvent(event)

    def dropEvent(self, event) -> None:  # noqa: N802
        QApplication.instance().removeEventFilter(self.drag_keys)
        mime = event.mimeData()
        scene = self.mapToScene(event.position().toPoint())
        if mime.hasFormat(TILE_MIME):
            self.canvas.move_ghost(scene)
            self.canvas.drop_ghost()
        elif mime.hasFormat(PIECE_MIME):
            try:
                piece = json.loads(bytes(mime.data(PIECE_MIME)).decode("utf-8"))
            except ValueError:
                piece = None
            if isinstance(piece, dict):
                self.canvas.drop_piece(piece, scene)
        event.acceptProposedAction()

    # ---- the mouse

    def mousePressEvent(self, event) -> None:  # noqa: N802
        self.setFocus()
        c = self.canvas
        scene = self.mapToScene(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton:
            self.press = event.position()
            if c.carry_tile is not None:
                c.move_ghost(scene)
                c.drop_ghost()
                return
            if c.carry_piece is not None:
                c.drop_piece(c.carry_piece, scene)
                c.carry_piece = None
                return
            if c.passage_from is not None:
                c.finish_passage(scene)
                return
            door = c.door_at(scene)
            if door is not None:
                c.door_menu(door, event.globalPosition().toPoint())
                return
            path = c.piece_at(scene)
            if path is not None:
                c.doc.select(path)
                c.grab_piece(path, scene)
                return
            if c.edges.click(scene):
                return
            index = c.tile_at(scene)
            if index is not None:
                c.doc.select(("map", "tiles", index))
                c.grab_tile(index, scene)
                return
            c.doc.select(())
            self.pan_from = event.position()
            return
        if event.button() == Qt.MouseButton.MiddleButton:
            self.pan_from = event.position()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        c = self.canvas
        scene = self.mapToScene(event.position().toPoint())
        if self.pan_from is not None:
            d = event.position() - self.pan_from
            self.pan_from = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(d.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(d.y()))
            return
        if c.carry_tile is not None:
            c.move_ghost(scene)
        elif c.held_piece is not None:
            c.drag_piece(scene)
        elif c.carry_piece is not None:
            c.hover_piece(scene)
        elif c.passage_from is None:
            c.edges.hover(scene)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        c = self.canvas
        scene = self.mapToScene(event.position().toPoint())
        self.pan_from = None
        if event.button() == Qt.MouseButton.LeftButton:
            if c.moving is not None and c.carry_tile is not None:
                moved = self.press is not None and (event.position() - self.press).manhattanLength() > 3
                if moved or c.carry_rotation != c.moving_rotation:
                    c.move_ghost(scene)
                    c.drop_ghost()
                else:
                    c.cancel(quiet=True)  # a click: the tile is selected, nothing moves
            elif c.held_piece is not None:
                c.release_piece(scene)
        self.press = None
        super().mouseReleaseEvent(event)

    def wheelEvent(self, event) -> None:  # noqa: N802
        c = self.canvas
        step = 1 if event.angleDelta().y() < 0 else -1
        if c.carry_tile is not None:
            self.turn_ghost(step)
        elif c.selected_tile() is not None and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            c.rotate_selected()
        else:
            factor = 1.15 if step < 0 else 1 / 1.15
            self.scale(factor, factor)
        event.accept()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        c = self.canvas
        key = event.key()
        if key == Qt.Key.Key_R:
            if c.carry_tile is not None:
                self.turn_ghost(1)
            else:
                c.rotate_selected()
        elif key == Qt.Key.Key_Escape:
            c.cancel()
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            c.delete_selected()
        else:
            super().keyPressEvent(event)

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        scene = self.mapToScene(event.pos())
        self.canvas.context_menu(scene, event.globalPos())
