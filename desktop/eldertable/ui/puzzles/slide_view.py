"""The slide puzzle on screen: our picture cut into tiles, one gap.

Mouse: click a tile in the gap's row or column to push it (and the tiles between) toward
the gap. Keys: an arrow pushes the tile beside the gap in that direction into it (Left
moves the tile to the right of the gap), S spends a clue, End stops.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ...games.mansions.puzzles.grid import neighbour
from ...games.mansions.puzzles.slide import SlidePush
from . import art
from .base import Item
from .drag import DragInteraction
from .step_view import StepView

BOARD = 420.0
PICTURE = 300.0  # the picture's own size (its SVG view box)
# the arrow names the way the tile moves, so the tile comes from the other side of the gap
FROM_SIDE = {Qt.Key.Key_Left: 1, Qt.Key.Key_Right: 3, Qt.Key.Key_Up: 2, Qt.Key.Key_Down: 0}


class SlideView(StepView):
    def __init__(self, source, parent=None):
        super().__init__(source, parent)
        self.n = self.obs["size"]
        self.cell = BOARD / self.n
        self.scene.setSceneRect(QRectF(-20, -20, BOARD + 40 + BOARD * 0.45, BOARD + 40))
        frame = Item("frame", QRectF(-12, -12, BOARD + 24 + BOARD * 0.45, BOARD + 24),
                     self._draw_frame)
        self.scene.addItem(frame)
        self.tiles: dict[int, Item] = {}
        for t in range(self.n * self.n - 1):
            item = Item(t, QRectF(0, 0, self.cell, self.cell),
                        lambda p, r, k=t: self._draw_tile(p, r, k))
            item.setZValue(10)
            self.scene.addItem(item)
            self.tiles[t] = item
        self.drag = DragInteraction(self, draggable=lambda it: it.key in self.tiles,
                                    drop=lambda it, p: False, click=self._click,
                                    threshold=10_000)
        self.retranslate()
        self.sync()
        self.refresh()

    def title_text(self) -> str:
        return self.tr("Slide puzzle")

    def keys_text(self) -> str:
        return self.tr("Click a tile in the gap's row or column to push it. Keys: an arrow "
                       "pushes a tile into the gap that way, S spends a clue, End stops.")

    def details(self, obs: dict) -> list[str]:
        right = sum(1 for i, t in enumerate(obs["tiles"]) if t == i)
        return [self.tr("Tiles in place: {k} of {n}").format(k=right, n=self.n * self.n - 1)]

    def cell_pos(self, cell: int) -> QPointF:
        r, c = divmod(cell, self.n)
        return QPointF(c * self.cell, r * self.cell)

    def _draw_frame(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(QColor("#c9a95a"), 4))
        painter.setBrush(QColor("#15121b"))
        painter.drawRoundedRect(QRectF(-10, -10, BOARD + 20, BOARD + 20), 8, 8)
        guide = QRectF(BOARD + 30, 0, BOARD * 0.42, BOARD * 0.42)
        art.paint(painter, "slide-picture.svg", guide)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(guide)
        font = QFont()
        font.setPixelSize(16)
        painter.setFont(font)
        painter.setPen(QColor("#f1dfa8"))
        painter.drawText(QRectF(guide.left(), guide.bottom() + 6, guide.width(), 24),
                         Qt.AlignmentFlag.AlignCenter, self.tr("The whole picture"))

    def _draw_tile(self, painter: QPainter, rect: QRectF, tile: int) -> None:
        r, c = divmod(tile, self.n)
        part = PICTURE / self.n
        art.paint(painter, "slide-picture.svg", rect.adjusted(1.5, 1.5, -1.5, -1.5),
                  view_box=QRectF(c * part, r * part, part, part))
        painter.setPen(QPen(QColor(0, 0, 0, 160), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))
        font = QFont()
        font.setPixelSize(int(self.cell * 0.16))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 190))
        painter.drawText(rect.adjusted(6, 4, -6, -4), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignTop, str(tile + 1))

    def sync(self) -> None:
        for cell, tile in enumerate(self.obs["tiles"]):
            if tile is None:
                continue
            item = self.tiles[tile]
            if item.pos() != self.cell_pos(cell):
                self.animator.move(item, pos=self.cell_pos(cell))

    def _click(self, item: Item) -> None:
        cell = self.obs["tiles"].index(item.key)
        self.act(SlidePush(cell))

    def handle_key(self, event) -> bool:
        key = event.key()
        if not self.is_open():
            return False
        if key in FROM_SIDE:
            gap = self.obs["tiles"].index(None)
            cell = neighbour(gap, FROM_SIDE[key], self.n, self.n)
            if cell is None:
                self.say(self.tr("No tile can move that way."), error=True)
            else:
                self.act(SlidePush(cell))
            return True
        return self.common_key(event)
