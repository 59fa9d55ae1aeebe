"""What lies on the map besides figures: tokens, door markers and room names.

Tokens are our SVG icons (``assets/art/mansions/tokens/<kind>.svg``), drawn through the
shared SVG cache at the zoom they are seen at. None of these items takes the mouse: a
press on them reaches the space below (hover, drop) or pans the map.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache

from ..art import svg_pixmap

TOKEN_SIZE = 32.0
STEPS = (0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)

Z_LABEL, Z_DOOR, Z_TOKEN = -3, -2, -1


def token_picture(kind: str) -> str:
    return f"art/mansions/tokens/{kind}.svg"


def token_name(kind: str) -> str:
    """A token kind in the current language."""
    names = {
        "search": QCoreApplication.translate("MansionsTokens", "Search token"),
        "explore": QCoreApplication.translate("MansionsTokens", "Explore token"),
        "interact": QCoreApplication.translate("MansionsTokens", "Interact token"),
        "person": QCoreApplication.translate("MansionsTokens", "Person token"),
        "sight": QCoreApplication.translate("MansionsTokens", "Sight token"),
        "lock": QCoreApplication.translate("MansionsTokens", "Lock"),
        "obstacle": QCoreApplication.translate("MansionsTokens", "Obstacle"),
        "fire": QCoreApplication.translate("MansionsTokens", "Fire"),
        "darkness": QCoreApplication.translate("MansionsTokens", "Darkness"),
        "barricade": QCoreApplication.translate("MansionsTokens", "Barricade"),
        "mutation": QCoreApplication.translate("MansionsTokens", "Mutation"),
        "crawling-hand": QCoreApplication.translate("MansionsTokens", "Crawling hand"),
        "seeds": QCoreApplication.translate("MansionsTokens", "Seeds"),
        "time-period": QCoreApplication.translate("MansionsTokens", "Time period"),
    }
    return names.get(kind, kind)


def door_state_name(state: str) -> str:
    names = {
        "open": QCoreApplication.translate("MansionsTokens", "open door"),
        "sealed": QCoreApplication.translate("MansionsTokens", "sealed door"),
        "locked": QCoreApplication.translate("MansionsTokens", "locked door"),
        "barricaded": QCoreApplication.translate("MansionsTokens", "barricaded door"),
    }
    return names.get(state, state)


def zoom_step(painter: QPainter, option, widget) -> float:
    """The cached size step for the zoom an item is seen at (few steps: a small cache)."""
    t = painter.worldTransform()
    detail = math.hypot(t.m11(), t.m12())
    ratio = detail * (widget.devicePixelRatioF() if widget is not None else 1.0)
    return next((s for s in STEPS if s >= ratio), STEPS[-1])


class IconItem(QGraphicsItem):
    """A square SVG icon centred on its position."""

    def __init__(self, picture: str, size: float = TOKEN_SIZE):
        super().__init__()
        self.picture = picture
        self.size = size
        self._rect = QRectF(-size / 2, -size / 2, size, size)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(CACHED)  # drawn once per zoom, then blitted

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        side = round(self.size)
        pixmap = svg_pixmap(self.picture, QSize(side, side), zoom_step(painter, option, widget))
        if pixmap is None:
            painter.setBrush(QColor("#c8b27d"))
            painter.drawEllipse(self._rect)
            return
        painter.drawPixmap(self._rect, pixmap, QRectF(pixmap.rect()))


class TokenItem(IconItem):
    def __init__(self, token_id: str, kind: str, size: float = TOKEN_SIZE):
        super().__init__(token_picture(kind), size)
        self.token_id = token_id
        self.kind = kind
        self.setZValue(Z_TOKEN)


class SealedMark(QGraphicsItem):
    """A sealed door: a dark red bar with a cross, along the door's edge."""

    def __init__(self, door_id: str, start: QPointF, end: QPointF):
        super().__init__()
        self.door_id = door_id
        self.start, self.end = QPointF(start), QPointF(end)
        self.setZValue(Z_DOOR)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(CACHED)  # drawn once per zoom, then blitted

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self.start, self.end).normalized().adjusted(-16, -16, 16, 16)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self.end - self.start
        inset = QPointF(d.x() * 0.15, d.y() * 0.15)
        a, b = self.start + inset, self.end - inset
        painter.setPen(QPen(QColor(0, 0, 0, 140), 14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(a, b)
        painter.setPen(QPen(QColor("#8e1f1f"), 10, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(a, b)
        mid = (a + b) / 2
        painter.setPen(QPen(QColor("#f6e7d0"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for dx, dy in ((7, 7), (7, -7)):
            painter.drawLine(mid + QPointF(-dx, -dy), mid + QPointF(dx, dy))


class RoomLabel(QGraphicsItem):
    """A room's name on a dark plate, in the top-left corner of the room."""

    FONT_PX = (15, 14, 13, 12, 11)  # smaller before a long name is cut short

    def __init__(self, room_id: str, text: str, at: QPointF, max_width: float):
        super().__init__()
        self.room_id = room_id
        self.text = text
        self.font = QFont()
        self.font.setWeight(QFont.Weight.DemiBold)
        room = max_width - 12
        for px in self.FONT_PX:
            self.font.setPixelSize(px)
            metrics = QFontMetricsF(self.font)
            if metrics.horizontalAdvance(text) <= room:
                break
        lines = [text]
        if metrics.horizontalAdvance(text) > room:
            lines = self._two_lines(text, metrics, room) or [
                metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)]
        self.shown = "\n".join(lines)
        width = max(metrics.horizontalAdvance(line) for line in lines) + 12
        self._rect = QRectF(0, 0, width, metrics.height() * len(lines) + 4)
        self.setPos(at)
        self.setZValue(Z_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(CACHED)  # drawn once per zoom, then blitted

    @staticmethod
    def _two_lines(text: str, metrics: QFontMetricsF, room: float) -> list[str] | None:
        """A long name on two lines, broken at the space that balances them best (each line
        must fit); None when no break fits (a single long word: it is elided)."""
        words = text.split(" ")
        best = None
        for i in range(1, len(words)):
            first, second = " ".join(words[:i]), " ".join(words[i:])
            wide = max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second))
            if wide <= room and (best is None or wide < best[0]):
                best = (wide, [first, second])
        return best[1] if best else None

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 16, 14, 190))
        painter.drawRoundedRect(self._rect, 5, 5)
        painter.setFont(self.font)
        painter.setPen(QColor("#f6ead2"))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.shown)


class PassageMark(QGraphicsItem):
    """A secret passage that joins two spaces far apart: a gold dotted ring in a corner of
    each space it joins."""

    def __init__(self, door_id: str, at: QPointF):
        super().__init__()
        self.door_id = door_id
        self.setPos(at)
        self.setZValue(Z_DOOR)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(CACHED)  # drawn once per zoom, then blitted

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-12, -12, 24, 24)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(20, 16, 14, 200))
        painter.setPen(QPen(QColor("#e2bd5f"), 2.5, Qt.PenStyle.DotLine))
        painter.drawEllipse(QRectF(-10, -10, 20, 20))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#e2bd5f"))
        painter.drawEllipse(QRectF(-3, -6, 6, 6))
        painter.drawRect(QRectF(-1.5, -2, 3, 7))
