"""The dice tray: every roll, drawn as dice (events whose data has "dice" and "sides")."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QDockWidget, QLabel, QVBoxLayout, QWidget

from .i18n import Retranslating, join_names
from .plaintext import plain

MAX_ROLLS = 6

# Pip positions on a unit square for d6 faces.
_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
}


def paint_die(painter: QPainter, rect: QRectF, face: int, sides: int, fresh: bool) -> None:
    """One die: a d6 with pips, any other die as its polygon with the number."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    body = QColor("#f4efe3") if fresh else QColor("#d9d3c4")
    edge = QColor("#5b4a32")
    painter.setPen(QPen(edge, max(1.0, rect.width() / 28)))
    painter.setBrush(body)
    if sides == 6:
        painter.drawRoundedRect(rect, rect.width() / 7, rect.width() / 7)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#8c1c13") if face == 1 else QColor("#2b2118"))
        r = rect.width() / 11
        for x, y in _PIPS.get(face, []):
            painter.drawEllipse(QPointF(rect.left() + x * rect.width(),
                                        rect.top() + y * rect.height()), r, r)
    else:
        painter.drawPath(_die_outline(rect, sides))
        painter.setPen(QColor("#2b2118"))
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(rect.height() * 0.38)))
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(face))
    painter.restore()


def _die_outline(rect: QRectF, sides: int) -> QPainterPath:
    c = rect.center()
    w, h = rect.width() / 2, rect.height() / 2
    if sides == 4:
        pts = [QPointF(c.x(), rect.top()), QPointF(rect.right(), rect.bottom()),
               QPointF(rect.left(), rect.bottom())]
    elif sides == 8:
        pts = [QPointF(c.x(), rect.top()), QPointF(rect.right(), c.y()),
               QPointF(c.x(), rect.bottom()), QPointF(rect.left(), c.y())]
    elif sides == 10:
        pts = [QPointF(c.x(), rect.top()), QPointF(rect.right(), c.y() + h * 0.15),
               QPointF(c.x(), rect.bottom()), QPointF(rect.left(), c.y() + h * 0.15)]
    else:
        import math

        pts = [QPointF(c.x() + w * math.cos(math.pi / 3 * i - math.pi / 2),
                       c.y() + h * math.sin(math.pi / 3 * i - math.pi / 2)) for i in range(6)]
    path = QPainterPath()
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


class DiceView(QWidget):
    """The last few rolls, newest on top and largest."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rolls: list[tuple[int, list[int], int]] = []  # (action count, faces, sides)
        self.setMinimumSize(160, 90)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(220, 200)

    def paintEvent(self, _event) -> None:  # noqa: N802
        painter = QPainter(self)
        size, y = 48.0, 8.0
        for i, (_n, faces, sides) in enumerate(reversed(self.rolls)):
            x = 8.0
            for face in faces:
                if x + size > self.width() - 4:
                    x = 8.0
                    y += size + 6
                paint_die(painter, QRectF(x, y, size, size), face, sides, fresh=i == 0)
                x += size + 8
            y += size + 12
            size = 30.0
            if y > self.height():
                break
        painter.end()


class DiceTray(Retranslating, QDockWidget):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.setObjectName("DiceTray")
        self.controller = controller
        box = QWidget(self)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(4, 4, 4, 4)
        self.caption = plain(QLabel(box))
        self.caption.setWordWrap(True)
        self.view = DiceView(box)
        layout.addWidget(self.caption)
        layout.addWidget(self.view, 1)
        self.setWidget(box)
        controller.eventsApplied.connect(self._events)
        controller.restored.connect(self._restored)
        controller.gameStarted.connect(lambda _g: self.clear())
        controller.gameClosed.connect(self.clear)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Dice"))
        self._caption()

    def clear(self) -> None:
        self.view.rolls.clear()
        self._caption()
        self.view.update()

    def _caption(self) -> None:
        rolls = self.view.rolls
        if not rolls:
            self.caption.setText(self.tr("No dice rolled yet."))
            return
        _n, faces, sides = rolls[-1]
        self.caption.setText(self.tr("Last roll: {faces} on {count}d{sides}, total {total}")
                             .format(faces=join_names(map(str, faces)), count=len(faces),
                                     sides=sides, total=sum(faces)))

    def _events(self, events, _seat: int) -> None:
        record = self.controller.record
        n = len(record.actions) if record else 0
        for event in events:
            data = event.data_for(self.controller.viewer)
            dice, sides = data.get("dice"), data.get("sides")
            if isinstance(dice, (list, tuple)) and dice and isinstance(sides, int):
                self.view.rolls.append((n, [int(f) for f in dice], sides))
        del self.view.rolls[:-MAX_ROLLS]
        self._caption()
        self.view.update()

    def _restored(self) -> None:
        record = self.controller.record
        n = len(record.actions) if record else 0
        self.view.rolls = [r for r in self.view.rolls if r[0] <= n]
        self._caption()
        self.view.update()
