"""The scenario's own edge marks on the board (``observation["map"]["marks"]``), drawn over
the tile art: an impassable border as a band of rubble under the dashed white line the
tiles use for a border (FA-BORD-1), an escape edge as the solid white line of an exit with
an arrow pointing out of the house (FA-ESC-1). Our own painter art; nothing takes the mouse.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

Z_EDGE_MARK = -3.5  # over the spaces, under the room names

RUBBLE = ("#5b5046", "#786a5c", "#463d35", "#8a7b6a")


class EdgeMarkItem(QGraphicsItem):
    """One unit edge marked by the scenario, from ``start`` to ``end`` (scene units);
    ``out`` is the unit vector out of the map for an escape edge."""

    def __init__(self, kind: str, start: QPointF, end: QPointF, out: tuple[float, float] = (0, 0)):
        super().__init__()
        self.kind = kind
        self.start, self.end = QPointF(start), QPointF(end)
        self.out = QPointF(*out)
        self.setZValue(Z_EDGE_MARK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self.start, self.end).normalized().adjusted(-34, -34, 34, 34)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind == "escape":
            self._escape(painter)
        else:
            self._rubble(painter)

    def _rubble(self, painter: QPainter) -> None:
        a, b = self.start, self.end
        d = b - a
        length = math.hypot(d.x(), d.y()) or 1.0
        along = QPointF(d.x() / length, d.y() / length)
        across = QPointF(-along.y(), along.x())
        painter.setPen(QPen(QColor(0, 0, 0, 110), 22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(a, b)
        # stones of a fixed pattern (the same on every board), a little to either side
        painter.setPen(QPen(QColor("#2b241f"), 1.5))
        for i in range(9):
            t = (i + 0.5) / 9
            off = (-1) ** i * (3.5 + (i * 7) % 4)
            r = 6.0 + (i * 5) % 4
            c = a + along * (t * length) + across * off
            painter.setBrush(QBrush(QColor(RUBBLE[i % len(RUBBLE)])))
            painter.drawPolygon(_stone(c, r, i))
        pen = QPen(QColor("#f7f4ea"), 5, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([3.2, 2.0])
        painter.setPen(pen)
        painter.drawLine(a, b)

    def _escape(self, painter: QPainter) -> None:
        a, b = self.start, self.end
        painter.setPen(QPen(QColor(0, 0, 0, 120), 10, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(a, b)
        painter.setPen(QPen(QColor("#f7f4ea"), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(a, b)
        mid = (a + b) / 2
        out = self.out
        side = QPointF(-out.y(), out.x())
        tail, tip = mid - out * 18, mid + out * 26
        path = QPainterPath(tail + side * 7)
        for p in (tail - side * 7, mid + out * 8 - side * 7, mid + out * 8 - side * 15, tip,
                  mid + out * 8 + side * 15, mid + out * 8 + side * 7):
            path.lineTo(p)
        path.closeSubpath()
        painter.setPen(QPen(QColor("#1f3a22"), 2.5))
        painter.setBrush(QColor("#f7f4ea"))
        painter.drawPath(path)


def _stone(centre: QPointF, r: float, seed: int) -> QPolygonF:
    pts = []
    for k in range(6):
        angle = (k / 6) * 2 * math.pi + seed * 0.7
        rr = r * (0.75 + 0.25 * ((seed + k * 3) % 3) / 2)
        pts.append(centre + QPointF(math.cos(angle) * rr, math.sin(angle) * rr))
    return QPolygonF(pts)
