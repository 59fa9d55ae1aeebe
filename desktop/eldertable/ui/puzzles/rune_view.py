"""The first-edition rune puzzle on screen: stone fragments and the rune card to copy.

Fragments are drawn from carved strokes (our SVG) turned toward each neighbour the rune
runs to. A fragment in its right square glows. The card beside the board shows the rune.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from ...engine.messages import Msg
from . import art
from .base import Item, tr_msg
from .grid_view import CELL, GridPiledView

ANGLES = {"N": 0, "NE": 45, "E": 90, "SE": 135, "S": 180, "SW": 225, "W": 270, "NW": 315}
GLOW = (("#3b2a4f", "#c79b2a"), ("#9b86c9", "#fff2b0"))


def paint_fragment(painter: QPainter, rect: QRectF, fragment: str, glow: bool) -> None:
    """The carved strokes of one fragment, inside ``rect``."""
    dirs = [d for d in fragment.split("+") if d]
    recolour = GLOW if glow else ()
    half = rect.width() / 2
    for d in dirs:
        painter.save()
        painter.translate(rect.center())
        painter.rotate(ANGLES[d] - (45 if len(d) == 2 else 0))
        name = "rune-stroke-diag.svg" if len(d) == 2 else "rune-stroke-orth.svg"
        art.paint(painter, name, QRectF(-half, -half, 2 * half, 2 * half), recolour=recolour)
        painter.restore()
    if dirs:
        art.paint(painter, "rune-knot.svg", rect, recolour=recolour)


class RuneView(GridPiledView):
    def title_text(self) -> str:
        return self.tr("Rune puzzle: {name}").format(name=self.rune_name())

    def rune_name(self) -> str:
        return tr_msg(Msg(self.observation()["rune_name"], "content:mansions"))

    def keys_text(self) -> str:
        return self.tr("Keys: arrows select, Space picks up, arrows aim, Enter swaps, D draws, "
                       "Enter places the drawn piece, Backspace sends it back, S spends a skill "
                       "point, End stops.")

    def decorate(self) -> None:
        w, h = self.cols * CELL, self.rows * CELL
        card = QRectF(-w * 0.55 - 40, 20, w * 0.55, h * 0.55)
        self.card_rect = card
        self.scene.setSceneRect(QRectF(card.left() - 20, -40, w + card.width() + 230, h + 80))
        self.card = Item("card", card.adjusted(-8, -30, 8, 8), self._draw_card)
        self.scene.addItem(self.card)

    def _draw_card(self, painter: QPainter, rect: QRectF) -> None:
        card = self.card_rect
        painter.setPen(QPen(QColor("#c9a95a"), 3))
        painter.setBrush(QColor("#e9dcb8"))
        painter.drawRoundedRect(card, 8, 8)
        cell = card.width() / self.cols
        for i, frag in enumerate(self.obs["target"]):
            r, c = divmod(i, self.cols)
            paint_fragment(painter, QRectF(card.left() + c * cell, card.top() + r * cell,
                                           cell, cell), frag, False)
        self._caption(painter, QRectF(card.left() - 20, card.top() - 28, card.width() + 40, 24),
                      self.tr("The rune to draw"))

    def draw_piece_art(self, painter: QPainter, rect: QRectF, cell: int, entry: dict) -> None:
        art.paint(painter, "rune-stone.svg", rect)
        right = cell >= 0 and entry["fragment"] == self.obs["target"][cell]
        painter.save()
        painter.setClipRect(rect)  # strokes stop at the stone's edge
        paint_fragment(painter, rect, entry["fragment"], right)
        painter.restore()

    def details(self, obs: dict) -> list[str]:
        wrong = sum(1 for c in obs["cells"] if not c["right"])
        return [self.tr("Fragments in place: {k} of {n}").format(k=len(obs["cells"]) - wrong,
                                                                n=len(obs["cells"]))]

    def sync(self) -> None:
        super().sync()
        for item in self.items.values():
            item.update()
