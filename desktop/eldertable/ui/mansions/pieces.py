"""The board's pieces: spaces (where figures may be dropped) and figures (round standees).

Both are dumb :class:`~eldertable.ui.table_base.Piece` items: an id, a shape, a few flags
the view sets (lit, in range, keyboard target, selected), and paint. Piece ids are
``"space:<index>"`` and ``"fig:<figure id>"``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from ..art import svg_pixmap
from ..table_base import Piece
from .marks import zoom_step
from .tiles import CELL

FIGURE_SIZE = 46.0
Z_SPACE, Z_MARKED, Z_FIGURE = -4, -2.5, 0  # a dropped piece goes back to z 0

LIT = QColor(242, 193, 78)
RANGE = QColor(92, 172, 255)
INVESTIGATOR_COLOURS = ("#2f7d8c", "#b4572e", "#5b7f2a", "#7a4a9a", "#a2843a")


def space_id(index: int) -> str:
    return f"space:{index}"


def figure_id(fig: str) -> str:
    return f"fig:{fig}"


class SpacePiece(Piece):
    """One space of the explored map, its outline in scene coordinates."""

    def __init__(self, index: int, outline: list[list[list[float]]]):
        path = QPainterPath()
        for loop in outline:
            path.addPolygon(QPolygonF([QPointF(x * CELL, y * CELL) for x, y in loop]))
            path.closeSubpath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        rect = path.boundingRect()
        super().__init__(space_id(index), QSizeF(rect.width(), rect.height()))
        self.index = index
        self.path = path
        self.range_steps: int | None = None  # steps from the selected figure, when shown
        self.target = False  # the keyboard's target
        self.hovered = False
        self.setZValue(Z_SPACE)
        self.setAcceptHoverEvents(True)
        self._contents()

    def _contents(self) -> None:
        """Unmarked, a space draws nothing: the view then skips it altogether."""
        empty = not (self.highlighted or self.range_steps is not None or self.target
                     or self.hovered)
        if empty and self.scene() is not None:
            # an item without contents is skipped when the view repaints dirty items, so the
            # last marks it drew would stay on screen: repaint its area through the scene
            self.scene().update(self.sceneBoundingRect())
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents, empty)
        # marked, it lies over the room names (so its distance badge shows), under tokens
        self.setZValue(Z_SPACE if empty else Z_MARKED)
        self.update()

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self._contents()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.path.boundingRect().adjusted(-3, -3, 3, 3)

    def shape(self) -> QPainterPath:
        return self.path

    def set_range(self, steps: int | None) -> None:
        if steps != self.range_steps:
            self.range_steps = steps
            self._contents()

    def set_target(self, on: bool) -> None:
        if on != self.target:
            self.target = on
            self._contents()

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self.hovered = True
        self._contents()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.hovered = False
        self._contents()

    def settle_hover(self, scene_pos) -> None:
        """After a drag, which the scene's hover tracking did not see: the space a figure
        was lifted from goes dark unless the pointer is over it. Nothing is lit here: the
        scene lights what the pointer enters next (a space lit by hand would stay lit,
        since the scene would never tell it the pointer left)."""
        if self.hovered and not self.contains(self.mapFromScene(scene_pos)):
            self.hovered = False
            self._contents()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not (self.highlighted or self.range_steps is not None or self.target or self.hovered):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        inner = self.path
        if self.range_steps is not None:
            fill = QColor(RANGE)
            fill.setAlpha(70)
            painter.fillPath(inner, fill)
            painter.strokePath(inner, QPen(RANGE, 2))
        if self.highlighted:
            fill = QColor(LIT)
            fill.setAlpha(70)
            painter.fillPath(inner, fill)
            painter.strokePath(inner, QPen(LIT, 5))
        elif self.hovered:
            painter.fillPath(inner, QColor(255, 255, 255, 26))
        if self.target:
            pen = QPen(QColor("#ffffff"), 4, Qt.PenStyle.DashLine)
            painter.strokePath(inner, pen)
        if self.range_steps is not None:
            self._draw_steps(painter)

    def _draw_steps(self, painter: QPainter) -> None:
        rect = self.path.boundingRect()
        badge = QRectF(rect.right() - 26, rect.top() + 4, 22, 22)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(RANGE.darker(160))
        painter.drawEllipse(badge)
        font = QFont(painter.font())
        font.setPixelSize(14)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.range_steps))


def figure_picture(kind_id: str) -> str:
    """The standee art of an investigator or monster kind (``tools/figure_art.py``)."""
    return f"art/mansions/figures/{kind_id}.svg"


class FigurePiece(Piece):
    """A round standee: the kind's portrait (our SVG art) in a ring, light for
    investigators and dark for monsters; a wing badge marks a flying monster (FA-BORD-5),
    a red badge the damage a monster has taken. Initials stand in when no art is found."""

    def __init__(self, fig: str, kind: str, name: str, colour: str, flying: bool = False,
                 hidden: bool = False, art: str | None = None, wounds: int = 0):
        super().__init__(figure_id(fig), QSizeF(FIGURE_SIZE, FIGURE_SIZE), name, colour,
                         draggable=True)
        self.fig = fig
        self.kind = kind
        self.flying = flying
        self.hidden = hidden
        self.art = art  # assets-relative SVG, or None
        self.wounds = wounds  # damage a monster has taken
        self.selected = False
        self.setZValue(Z_FIGURE)
        self.setCacheMode(self.CacheMode.DeviceCoordinateCache)  # drawn once per zoom

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-8, -8, FIGURE_SIZE + 16, FIGURE_SIZE + 16)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QRectF(0, 0, FIGURE_SIZE, FIGURE_SIZE))
        return path

    def centre(self) -> QPointF:
        return self.pos() + QPointF(FIGURE_SIZE / 2, FIGURE_SIZE / 2)

    def set_selected(self, on: bool) -> None:
        if on != self.selected:
            self.selected = on
            self.update()

    def portrait(self, ratio: float):
        """The figure's art as a pixmap at ``ratio``, or None."""
        if not self.art:
            return None
        side = round(FIGURE_SIZE)
        return svg_pixmap(self.art, QSize(side, side), ratio)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, FIGURE_SIZE, FIGURE_SIZE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawEllipse(rect.translated(2, 3))
        if self.selected or self.highlighted:
            painter.setPen(QPen(LIT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(-4, -4, 4, 4))
        ring = QColor("#f3e6c8") if self.kind == "investigator" else QColor("#1b0c0c")
        pen = QPen(ring, 3, Qt.PenStyle.DotLine if self.hidden else Qt.PenStyle.SolidLine)
        if self.hidden:
            painter.setOpacity(0.65)
        step = zoom_step(painter, option, widget)
        pixmap = self.portrait(step)
        inner = rect.adjusted(1.5, 1.5, -1.5, -1.5)
        if pixmap is not None:
            painter.drawPixmap(inner, pixmap, QRectF(pixmap.rect()))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(inner)
        else:
            painter.setPen(pen)
            painter.setBrush(QBrush(self.color))
            painter.drawEllipse(inner)
            painter.setPen(QColor("#fff8ea"))
            font = QFont(painter.font())
            font.setPixelSize(17)
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, initials(self.label))
        if self.kind == "investigator" and pixmap is not None:
            # the seat's colour as a band under the portrait: two players never mix them up
            painter.setPen(QPen(self.color, 4))
            painter.drawArc(inner.adjusted(2, 2, -2, -2), 200 * 16, 140 * 16)
        painter.setOpacity(1.0)
        if self.flying:
            side = 22
            wing = svg_pixmap("art/mansions/tokens/wing.svg", QSize(side, side), step)
            if wing is not None:
                painter.drawPixmap(QRectF(FIGURE_SIZE - 16, -6, side, side), wing,
                                   QRectF(wing.rect()))
        if self.wounds > 0:
            self._draw_wounds(painter)

    def _draw_wounds(self, painter: QPainter) -> None:
        badge = QRectF(FIGURE_SIZE - 14, FIGURE_SIZE - 14, 20, 20)
        painter.setPen(QPen(QColor("#fff1e0"), 1.5))
        painter.setBrush(QColor("#b3161b"))
        painter.drawEllipse(badge)
        font = QFont(painter.font())
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.wounds))


def initials(name: str) -> str:
    """Two letters of a Latin name ("Ada Whitlock" -> "AW"), one character otherwise."""
    words = [w for w in name.replace("-", " ").split() if w]
    if not words:
        return "?"
    if not words[0][0].isascii():
        return words[0][0]
    skip = {"The", "the", "of", "von", "van", "de"}
    chosen = [w for w in words if w not in skip] or words
    return "".join(w[0].upper() for w in chosen[:2])
