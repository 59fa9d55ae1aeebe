"""What the map editor draws over the board: the ghost of a tile being placed, the frames
of hidden, faulty and selected tiles, and the door handles a designer clicks.

The tiles, rooms, tokens and figures themselves are the table's own items
(:class:`~eldertable.ui.mansions.board.MansionsBoard`); these only mark them.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from ...games.mansions.map.geometry import TileDef
from ...games.mansions.map.layout import Layout, Placement
from ..mansions.tiles import CELL, TileItem

FITS = QColor(70, 200, 90)
REFUSED = QColor(220, 60, 50)
SELECTED = QColor(242, 193, 78)
Z_DIM, Z_FAULT, Z_DOOR, Z_SELECTED, Z_GHOST = -4.5, 20, 30, 40, 60

DOOR_COLOURS = {None: QColor(235, 228, 210), "open": QColor(90, 190, 110),
                "locked": QColor(210, 150, 40), "sealed": QColor(40, 40, 48)}
DOOR_RADIUS = 11.0


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` (content: ids, names) as written, never as markup."""
    return "<p>" + html.escape(text).replace("\n", "<br>") + "</p>"


def tile_frame(tile: TileDef, rotation: int) -> tuple[tuple[int, int], tuple[float, float, int]]:
    """(size on the grid, the layout's art frame) of ``tile`` turned by ``rotation`` at (0, 0)."""
    lay = Layout.build([Placement("ghost", tile, 0, 0, rotation)])
    turned = lay.turned["ghost"]
    return (turned.w, turned.h), lay.art_frame("ghost")


class Ghost(TileItem):
    """A tile following the mouse: its art, framed green where it fits and red where not."""

    def __init__(self, tile: TileDef, rotation: int):
        size, art_frame = tile_frame(tile, rotation)
        super().__init__(tile.id, tile.art_file, (0, 0), size, (tile.w, tile.h), art_frame)
        self.tile = tile
        self.degrees = rotation
        self.ok = True
        self.setOpacity(0.78)
        self.setZValue(Z_GHOST)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_ok(self, ok: bool) -> None:
        if ok != self.ok:
            self.ok = ok
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return super().boundingRect().adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        colour = FITS if self.ok else REFUSED
        fill = QColor(colour)
        fill.setAlpha(60)
        painter.setPen(QPen(colour, 6))
        painter.setBrush(QBrush(fill))
        painter.drawRect(super().boundingRect().adjusted(3, 3, -3, -3))


def frame(rect: QRectF, colour: QColor, z: float, dashed: bool = False, fill: QColor | None = None,
          width: float = 6):
    item = QGraphicsRectItem(rect)
    item.setPen(QPen(colour, width, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
    item.setBrush(QBrush(fill) if fill is not None else Qt.BrushStyle.NoBrush)
    item.setZValue(z)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def dimmed(rect: QRectF) -> QGraphicsRectItem:
    """The veil over a tile that is hidden at the start."""
    return frame(rect.adjusted(2, 2, -2, -2), QColor(200, 200, 220, 150), Z_DIM, dashed=True,
                 fill=QColor(10, 8, 14, 175), width=3)


class DoorSpot(QGraphicsItem):
    """A round handle on a door or secret passage; its colour says the state the scenario
    gives it (pale: the tile's default)."""

    def __init__(self, door: str, state: str | None, at_grid):
        super().__init__()
        self.door = door
        self.state = state
        self.setPos(at_grid[0] * CELL, at_grid[1] * CELL)
        self.setZValue(Z_DOOR)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = DOOR_RADIUS + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(20, 16, 12), 2))
        painter.setBrush(DOOR_COLOURS.get(self.state, DOOR_COLOURS[None]))
        r = DOOR_RADIUS
        painter.drawEllipse(QRectF(-r, -r, 2 * r, 2 * r))
