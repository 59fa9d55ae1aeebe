"""The lock puzzles on screen (both editions): a frame of sliding bars and the keyhole.

Mouse: drag a bar along its groove and let go (it snaps to the nearest square; a place it
cannot reach sends it back with the reason); or click a bar, then click a free square in
its groove. Keys: Tab picks the next bar, arrows slide the picked bar one square (Shift:
as far as it goes), S spends, End stops.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from ...games.mansions.puzzles.lock import LockSlide
from . import art
from .base import Item
from .drag import DragInteraction
from .step_view import StepView

CELL = 100.0


class LockView(StepView):
    def __init__(self, source, parent=None):
        super().__init__(source, parent)
        self.w, self.h = self.obs["width"], self.obs["height"]
        self.scene.setSceneRect(QRectF(-30, -30, self.w * CELL + 160, self.h * CELL + 60))
        self.grid = Item("frame", QRectF(-20, -20, self.w * CELL + 40 + CELL,
                                         self.h * CELL + 40), self._draw_frame)
        self.grid.setZValue(0)
        self.scene.addItem(self.grid)
        self.bars: list[Item] = []
        for i, bar in enumerate(self.obs["bars"]):
            length = bar["length"] * CELL
            rect = QRectF(0, 0, CELL, length) if bar["vertical"] else QRectF(0, 0, length, CELL)
            item = Item(i, rect, lambda p, r, k=i: self._draw_bar(p, r, k))
            item.setZValue(10)
            self.scene.addItem(item)
            self.bars.append(item)
        self.selected = 0
        self.drag = DragInteraction(self, draggable=self._draggable, drop=self._drop,
                                    click=self._click, constrain=self._constrain)
        self.board.viewport().installEventFilter(self)
        self.retranslate()
        self.sync()
        self.refresh()

    def title_text(self) -> str:
        return self.tr("Lock puzzle")

    def keys_text(self) -> str:
        return self.tr("Keys: Tab picks a bar, arrows slide it one square, Shift with an arrow "
                       "slides it as far as it goes, S spends, End stops. Mouse: drag a bar, "
                       "or click a bar and then a free square in its groove.")

    def details(self, obs: dict) -> list[str]:
        return [self.tr("Slide the golden key bar to the keyhole on the right.")]

    # ---- geometry
    def bar(self, i: int) -> dict:
        """Bar ``i`` as the observation has it: length, vertical, line, pos, key."""
        return self.obs["bars"][i]

    def bar_pos(self, i: int, pos: int) -> QPointF:
        bar = self.bar(i)
        if bar["vertical"]:
            return QPointF(bar["line"] * CELL, pos * CELL)
        return QPointF(pos * CELL, bar["line"] * CELL)

    def _draw_frame(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(QRectF(-20, -20, self.w * CELL + 40, self.h * CELL + 40),
                         Qt.GlobalColor.black)
        for r in range(self.h):
            for c in range(self.w):
                art.paint(painter, "lock-slot.svg", QRectF(c * CELL, r * CELL, CELL, CELL))
        key_row = self.obs["key_row"]
        art.paint(painter, "lock-keyhole.svg",
                  QRectF(self.w * CELL + 20, key_row * CELL + 10, CELL - 20, CELL - 20))

    def _draw_bar(self, painter: QPainter, rect: QRectF, i: int) -> None:
        bar = self.bar(i)
        name = "lock-key.svg" if bar["key"] else f"lock-bolt-{min(3, bar['length'])}.svg"
        if bar["vertical"]:
            painter.save()
            painter.translate(rect.center())
            painter.rotate(90)
            art.paint(painter, name, QRectF(-rect.height() / 2, -rect.width() / 2,
                                            rect.height(), rect.width()))
            painter.restore()
        else:
            art.paint(painter, name, rect)

    def sync(self) -> None:
        for i, item in enumerate(self.bars):
            target = self.bar_pos(i, self.bar(i)["pos"])
            if item.pos() != target and item is not self.drag.item:
                self.animator.move(item, pos=target)
            item.set_mark("selected" if i == self.selected and self.is_open() else None)

    # ---- mouse
    def _draggable(self, item: Item) -> bool:
        return item in self.bars and self.is_open()

    def _constrain(self, item: Item, p: QPointF) -> QPointF:
        bar = self.bar(item.key)
        home = self.bar_pos(item.key, bar["pos"])
        if bar["vertical"]:
            y = min(max(p.y(), 0.0), (self.h - bar["length"]) * CELL)
            return QPointF(home.x(), y)
        x = min(max(p.x(), 0.0), (self.w - bar["length"]) * CELL)
        return QPointF(x, home.y())

    def _drop(self, item: Item, where: QPointF) -> bool:
        bar = self.bar(item.key)
        now = bar["pos"]
        coord = item.pos().y() if bar["vertical"] else item.pos().x()
        dist = round(coord / CELL) - now
        if dist == 0:
            return False
        self.selected = item.key
        return self.act(LockSlide(item.key, dist)) is not None

    def _click(self, item: Item) -> None:
        self.selected = item.key
        self.sync()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        """A click on a free square slides the selected bar there."""
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.MouseButtonRelease and self.drag.item is None:
            p = self.board.mapToScene(event.position().toPoint())
            c, r = int(p.x() // CELL), int(p.y() // CELL)
            if 0 <= c < self.w and 0 <= r < self.h and p.x() >= 0 and p.y() >= 0:
                self.slide_to(r, c)
                return True
        return False

    def slide_to(self, row: int, col: int) -> None:
        i = self.selected
        bar = self.bar(i)
        pos = bar["pos"]
        along, across = (row, col) if bar["vertical"] else (col, row)
        if across != bar["line"]:
            self.say(self.tr("A bar only slides along its own groove."), error=True)
            return
        if along < pos:
            dist = along - pos
        elif along >= pos + bar["length"]:
            dist = along - (pos + bar["length"] - 1)
        else:
            return
        self.act(LockSlide(i, dist))

    # ---- keys
    def handle_key(self, event) -> bool:
        key = event.key()
        if not self.is_open():
            return False
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            step = 1 if key == Qt.Key.Key_Tab else -1
            self.selected = (self.selected + step) % len(self.bars)
            self.sync()
            return True
        arrows = {Qt.Key.Key_Left: (-1, False), Qt.Key.Key_Right: (1, False),
                  Qt.Key.Key_Up: (-1, True), Qt.Key.Key_Down: (1, True)}
        if key in arrows:
            sign, vertical = arrows[key]
            if self.bar(self.selected)["vertical"] != vertical:
                self.say(self.tr("This bar slides the other way."), error=True)
                return True
            dist = sign
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                far = [a.distance for a in self.legal() if isinstance(a, LockSlide)
                       and a.bar == self.selected and a.distance * sign > 0]
                dist = max(far, key=abs) if far else sign
            self.act(LockSlide(self.selected, dist))
            return True
        return self.common_key(event)
