"""The first-edition wiring puzzle on screen: wire pieces, terminals, the live current.

Besides the shared grid gestures (:mod:`.grid_view`), a click on a piece turns it a
quarter turn clockwise (1 action); the key R does the same for the selected piece.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from ...games.mansions.puzzles.wiring import TurnPiece
from . import art
from .base import Item
from .grid_view import CELL, GridPiledView

LIVE = (("#b87333", "#ffd24a"), ("#f4c38a", "#fff7cf"))


class WiringView(GridPiledView):
    side_gap = CELL + 50  # room for the output terminal

    def title_text(self) -> str:
        return self.tr("Wiring puzzle")

    def keys_text(self) -> str:
        return self.tr("Keys: arrows select, R turns, Space picks up, arrows aim, Enter swaps, "
                       "D draws, Enter places the drawn piece, Backspace sends it back, "
                       "S spends a skill point, End stops.")

    def decorate(self) -> None:
        w, h = self.cols * CELL, self.rows * CELL
        self.scene.setSceneRect(QRectF(-CELL - 10, -40, w + 3 * CELL + 80, h + 80))
        self.terminals = Item("terminals", QRectF(-CELL, 0, w + 2 * CELL, h), self._draw_terminals)
        self.scene.addItem(self.terminals)

    def _draw_terminals(self, painter: QPainter, rect: QRectF) -> None:
        obs = self.obs
        art.paint(painter, "wire-terminal.svg", QRectF(-CELL, obs["in_row"] * CELL, CELL, CELL),
                  recolour=LIVE if obs["live"] else ())
        painter.save()
        painter.translate(self.cols * CELL + CELL / 2, obs["out_row"] * CELL + CELL / 2)
        painter.rotate(180)
        art.paint(painter, "wire-terminal.svg", QRectF(-CELL / 2, -CELL / 2, CELL, CELL),
                  recolour=LIVE if obs["solved"] else ())
        painter.restore()

    def draw_piece_art(self, painter: QPainter, rect: QRectF, cell: int, entry: dict) -> None:
        art.paint(painter, "wire-tile.svg", rect)
        live = cell >= 0 and cell in self.obs["live"]
        painter.save()
        painter.translate(rect.center())
        painter.rotate(90 * entry.get("turns", 0))
        half = rect.width() / 2
        art.paint(painter, f"wire-{entry['shape']}.svg", QRectF(-half, -half, 2 * half, 2 * half),
                  recolour=LIVE if live else ())
        painter.restore()

    def sync(self) -> None:
        super().sync()
        self.terminals.update()
        for item in self.items.values():
            item.update()  # the current may reach other pieces now

    def click_piece(self, cell: int) -> None:
        self.act(TurnPiece(cell))

    def extra_key(self, event) -> bool:
        if event.key() == Qt.Key.Key_R and self.pending() is None:
            self.act(TurnPiece(self.focus_cell))
            return True
        return False
