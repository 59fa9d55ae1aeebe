"""What the flow view draws: a box for each event or ending and an arrow for each edge
(:mod:`eldertable.games.mansions.scenario.flow`). Every text is plain (simple text items);
ids and content are shown as written, elided to the box.

A box says what it is in words as well as colour: an event that can never run reads
"never runs", an ending no event reaches "never reached", a broken event "invalid".
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsPathItem, QGraphicsPolygonItem,
                               QGraphicsRectItem, QGraphicsSimpleTextItem)

BOX_W, BOX_H = 210.0, 58.0
GAP_X, GAP_Y = 90.0, 22.0
CANVAS = QColor("#fbfaf7")
INK = QColor("#22252b")
QUIET = QColor("#5b6070")
SELECTED = QColor("#e0a100")

#: (fill, border) of each kind of box
STYLES = {
    "trigger": (QColor("#e4eefb"), QColor("#3f6aa6")),
    "called": (QColor("#f1f3f7"), QColor("#6d7a91")),
    "win": (QColor("#e2f3df"), QColor("#3b8a3b")),
    "lose": (QColor("#efe5f6"), QColor("#76509a")),
    "dead": (QColor("#fde3da"), QColor("#c0392b")),
    "broken": (QColor("#e9e9e9"), QColor("#8a8a8a")),
    "option": (QColor("#fbf1d6"), QColor("#9a7414")),
}
#: pen colour and dash of each kind of arrow
ARROWS = {"calls": (QColor("#30343c"), Qt.PenStyle.SolidLine),
          "enables": (QColor("#6f8fbf"), Qt.PenStyle.DashLine),
          "win": (QColor("#3b8a3b"), Qt.PenStyle.SolidLine),
          "lose": (QColor("#76509a"), Qt.PenStyle.SolidLine)}

PATH_ROLE = 0  # QGraphicsItem.data key holding a box's JSON path


def place(column: int, row: int) -> QPointF:
    return QPointF(column * (BOX_W + GAP_X), row * (BOX_H + GAP_Y))


def fonts() -> tuple[QFont, QFont]:
    bold = QFont()
    bold.setBold(True)
    small = QFont()
    small.setPointSizeF(max(7.0, small.pointSizeF() * 0.9))
    return bold, small


class NodeBox(QGraphicsRectItem):
    """One event or ending: its id over its summary, a marker word in the top corner."""

    def __init__(self, path, style: str, title: str, line: str, marker: str = "",
                 dashed: bool = False):
        super().__init__(0, 0, BOX_W, BOX_H)
        self.setData(PATH_ROLE, tuple(path))
        self.style = style
        self.dashed = dashed
        fill, border = STYLES[style]
        self.setBrush(QBrush(fill))
        self.setZValue(1)
        self.selected_ = False
        self._pen(border)
        bold, small = fonts()
        self.marker = None
        width = BOX_W - 16
        if marker:
            self.marker = self._text(marker, bold, border, BOX_W, 6)
            self.marker.setX(BOX_W - 8 - self.marker.boundingRect().width())
            width -= self.marker.boundingRect().width() + 8
        self.title = self._text(title, bold, INK, width, 6)
        self.line = self._text(line, small, QUIET, BOX_W - 16, 30)

    def _text(self, words: str, font: QFont, color: QColor, width: float, y: float):
        shown = QFontMetricsF(font).elidedText(words, Qt.TextElideMode.ElideRight, width)
        item = QGraphicsSimpleTextItem(shown, self)
        item.setFont(font)
        item.setBrush(QBrush(color))
        item.setPos(8, y)
        return item

    def _pen(self, color: QColor, width: float = 1.6) -> None:
        pen = QPen(color, width)
        if self.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)

    def set_selected(self, on: bool) -> None:
        self.selected_ = on
        self._pen(SELECTED if on else STYLES[self.style][1], 4.0 if on else 1.6)
        self.setZValue(3 if on else 1)


def ports(box: QRectF, n: int, right: bool) -> list[QPointF]:
    """``n`` points spread down the right (or left) side of ``box``, top first."""
    x = box.right() if right else box.left()
    span = box.height() * 0.8
    top = box.center().y() - span / 2
    return [QPointF(x, top + span * (i + 1) / (n + 1)) for i in range(n)]


def arrow(a: QPointF, b: QPointF, start: QRectF, end: QRectF, kind: str, label: str,
          font: QFont) -> list[QGraphicsItem]:
    """An arrow from the box ``start`` to the box ``end``: a forward arrow runs from ``a``
    on the right side of one to ``b`` on the left side of the other; an arrow back (or
    down the same column) loops over their tops. The label sits just after the start,
    in the gap between the columns, so it never covers a box."""
    color, dash = ARROWS[kind]
    path = QPainterPath()
    if end.left() > start.right():
        bend = max(40.0, (b.x() - a.x()) / 2)
        path.moveTo(a)
        path.cubicTo(a + QPointF(bend, 0), b - QPointF(bend, 0), b)
        tip_dir = QPointF(1, 0)
    else:
        a = QPointF(start.center().x() + 20, start.top())
        b = QPointF(end.center().x() - 20, end.top())
        lift = 40.0 + abs(a.x() - b.x()) * 0.08
        top = min(a.y(), b.y()) - lift
        path.moveTo(a)
        path.cubicTo(QPointF(a.x(), top), QPointF(b.x(), top), b)
        tip_dir = QPointF(0, 1)
    line = QGraphicsPathItem(path)
    pen = QPen(color, 1.4)
    pen.setStyle(dash)
    line.setPen(pen)
    line.setZValue(0)
    items: list[QGraphicsItem] = [line, _head(path, tip_dir, color)]
    if label:
        text = QGraphicsSimpleTextItem(label)
        text.setFont(font)
        text.setBrush(QBrush(color))
        r = text.boundingRect()
        length = path.length()
        at = path.pointAtPercent(path.percentAtLength(min(length / 2, 12 + r.width() / 2)))
        back = QGraphicsRectItem(r.adjusted(-2, 0, 2, 0))
        back.setBrush(QBrush(CANVAS))
        back.setPen(QPen(Qt.PenStyle.NoPen))
        text.setParentItem(back)
        back.setPos(at - QPointF(r.width() / 2, r.height() / 2))
        back.setZValue(2)
        items.append(back)
    return items


def _head(path: QPainterPath, fallback: QPointF, color: QColor) -> QGraphicsPolygonItem:
    end = path.pointAtPercent(1.0)
    before = path.pointAtPercent(0.97)
    dx, dy = end.x() - before.x(), end.y() - before.y()
    if math.hypot(dx, dy) < 1e-6:
        dx, dy = fallback.x(), fallback.y()
    n = math.hypot(dx, dy)
    ux, uy = dx / n, dy / n
    size = 9.0
    left = QPointF(end.x() - ux * size - uy * size * 0.5, end.y() - uy * size + ux * size * 0.5)
    right = QPointF(end.x() - ux * size + uy * size * 0.5, end.y() - uy * size - ux * size * 0.5)
    head = QGraphicsPolygonItem(QPolygonF([end, left, right]))
    head.setBrush(QBrush(color))
    head.setPen(QPen(color, 1))
    head.setZValue(0)
    return head
