"""Where everything lies on the Magnum Opus table: logical places -> scene coordinates.

The only module that knows the geometry. Three columns over the viewing seat's workshop:

* the Discovery Matrix: the Reagent Search deck in the corner, the Mystic Reagent piles along
  the top, the Alchemical ones down the side, the 4x4 cells between them;
* the Supply: Clue piles and the Research deck, the Tradeskill piles, the Effect piles, a
  place for choices, and the viewer's Clues, Shelf and set-aside cards;
* the other alchemists, one panel each;

and below them the viewer's workshop: draw pile, discard pile, Gold and Experience, the
Table, the hand. The view fits the whole scene into the window (any size, 1366x768 to 4K).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ..table_base import Layout

CARD = QSizeF(120, 168)
SMALL = QSizeF(66, 92)
TINY = QSizeF(40, 56)
TOKEN = QSizeF(120, 80)
PANEL_TOKEN = QSizeF(84, 44)
BADGE = QSizeF(266, 44)  # "Stone made!" whole in a small panel (issue 25); the Clues start at +276
GAP = 10
PX = CARD.width() + GAP  # the pitch of a card grid
PY = CARD.height() + GAP
MATRIX_SIZE = 4

SUPPLY_X = 5 * PX + 50
OTHERS_X = SUPPLY_X + 5 * PX + 50
OTHERS_W = 580
PANEL_H = 286
STRIPS_X = 300  # where the column of another alchemist's laid-out cards begins in its panel
STRIP_H = 52.0  # the highest such strip (two lines of a long name)
CLUE_STRIP_H = 26.0  # the lowest strip of a revealed Clue under them (a Reagent reads whole)
WIDTH = OTHERS_X + OTHERS_W
WORK_Y = 5 * PY + 50  # the viewer's workshop
ZONE_HEAD = 40  # room for a zone's label above the cards it holds
ZONE_H = ZONE_HEAD + CARD.height() + 12
TABLE_X = 3 * PX + 20
TABLE_W = 5 * PX + 20
HAND_X = TABLE_X + TABLE_W + 20
HAND_W = WIDTH - HAND_X


class MOLayout(Layout):
    """Named places; rows of cards inside a zone are spread by :meth:`row`."""

    def __init__(self) -> None:
        super().__init__(QSizeF(PX, PY))
        self.zones: dict[str, QRectF] = {}
        self.build(2)

    def build(self, players: int) -> None:
        a = self.anchor
        a("search", QPointF(0, 0))
        for i in range(MATRIX_SIZE):
            a(("axis", "mystic", i), QPointF(PX * (i + 1), 0))
            a(("axis", "alchemical", i), QPointF(0, PY * (i + 1)))
        for k in range(MATRIX_SIZE * MATRIX_SIZE):
            row, col = divmod(k, MATRIX_SIZE)
            a(("cell", k), QPointF(PX * (col + 1), PY * (row + 1)))
        for i in range(3):
            a(("clue-pile", i), QPointF(SUPPLY_X + PX * i, 0))
        a("research", QPointF(SUPPLY_X + PX * 3, 0))
        a("bank", QPointF(SUPPLY_X + PX * 4, 0))
        for i in range(5):
            a(("tradeskill", i), QPointF(SUPPLY_X + PX * i, PY))
        for i in range(10):
            row, col = divmod(i, 5)
            a(("effect", i), QPointF(SUPPLY_X + PX * col, PY * (2 + row)))
        # The viewer's Clues (and the place to attempt the Stone), Shelf, set-aside cards;
        # a choice between cards (two Research cards) covers the Shelf and set-aside places.
        study_y = 4 * PY
        self.zones["stone"] = QRectF(SUPPLY_X - 20, study_y, 3 * PX + 10, ZONE_H)
        self.zones["shelf"] = QRectF(SUPPLY_X + 3 * PX - 5, study_y, CARD.width() + 20, ZONE_H)
        self.zones["aside"] = QRectF(SUPPLY_X + 4 * PX + 10, study_y, CARD.width() + 20, ZONE_H)
        self.zones["choice"] = QRectF(SUPPLY_X + 3 * PX - 5, study_y, 2 * PX + 25, ZONE_H)
        # The workshop.
        a("deck", QPointF(0, WORK_Y + ZONE_HEAD))
        a("discard", QPointF(PX, WORK_Y + ZONE_HEAD))
        a("gold", QPointF(2 * PX, WORK_Y + ZONE_HEAD))
        a("experience", QPointF(2 * PX, WORK_Y + ZONE_HEAD + TOKEN.height() + 8))
        self.zones["table"] = QRectF(TABLE_X, WORK_Y, TABLE_W, ZONE_H)
        self.zones["hand"] = QRectF(HAND_X, WORK_Y, HAND_W, ZONE_H)
        # The other alchemists, top to bottom in seat order after the viewer.
        for k in range(max(0, players - 1)):
            a(("panel", k), QPointF(OTHERS_X, k * (PANEL_H + 11)))

    def zone(self, name: str) -> QRectF:
        return QRectF(self.zones[name])

    def row(self, zone: str, i: int, n: int, size: QSizeF = CARD) -> QPointF:
        """The ``i``-th of ``n`` cards in a zone: side by side, overlapping when crowded."""
        rect = self.zones[zone]
        return self.spread(QRectF(rect.x() + 10, rect.y() + ZONE_HEAD, rect.width() - 20,
                                  size.height()), i, n, size)

    @staticmethod
    def spread(rect: QRectF, i: int, n: int, size: QSizeF) -> QPointF:
        pitch = size.width() + GAP
        if n > 1 and (n - 1) * pitch + size.width() > rect.width():
            pitch = (rect.width() - size.width()) / (n - 1)
        return QPointF(rect.x() + i * pitch, rect.y())

    # ---- a panel of another alchemist (offsets inside the panel)

    @staticmethod
    def panel_rect(origin: QPointF) -> QRectF:
        return QRectF(origin.x(), origin.y(), OTHERS_W, PANEL_H)

    @staticmethod
    def panel_places(origin: QPointF) -> dict[str, QPointF]:
        """The left of a panel holds the piles, the hand's backs, the counts and the Clues;
        its right, the cards laid out before that alchemist (:meth:`panel_strip`)."""
        x, y = origin.x(), origin.y()
        return {
            "title": QPointF(x + 14, y + 6),
            "deck": QPointF(x + 12, y + 44),
            "discard": QPointF(x + 12 + SMALL.width() + 8, y + 44),
            "row_label": QPointF(x + 160, y + 138),
            "gold": QPointF(x + 12, y + 170),
            "experience": QPointF(x + 104, y + 170),
            "research": QPointF(x + 196, y + 170),
            "stone": QPointF(x + 12, y + 222),
            "clues": QPointF(x + 150, y + 220),
            "table": QPointF(x + STRIPS_X, y + 42),
        }

    @staticmethod
    def panel_hand(origin: QPointF, i: int, n: int) -> QPointF:
        """The ``i``-th of ``n`` backs of a panel's hand (they overlap: backs all look alike)."""
        return MOLayout.spread(QRectF(origin.x() + 160, origin.y() + 44, 128, SMALL.height()),
                               i, n, SMALL)

    @staticmethod
    def panel_strip(origin: QPointF, i: int, n: int) -> QRectF:
        """The ``i``-th of ``n`` cards before another alchemist (its Table, experiment,
        Shelf and set-aside cards): one strip a card, one under another, each as wide as
        the column, so that every name reads whole (issue 25: five or six small cards side
        by side showed no name at all at 1366x768)."""
        area = QRectF(origin.x() + STRIPS_X, origin.y() + 74, OTHERS_W - STRIPS_X - 12,
                      PANEL_H - 74 - 8)
        gap = 4.0
        high = min(STRIP_H, (area.height() - gap * max(0, n - 1)) / max(1, n))
        return QRectF(area.x(), area.y() + i * (high + gap), area.width(), high)

    @staticmethod
    def panel_clue_strips(origin: QPointF, n: int, k: int) -> list[QRectF]:
        """Strips for ``k`` revealed Clues under the ``n`` strips of :meth:`panel_strip`, in
        the room those leave (they keep their size); [] when each would be lower than
        :data:`CLUE_STRIP_H` (issue 25, play-98)."""
        gap = 4.0
        top = origin.y() + 74
        if n:
            top = MOLayout.panel_strip(origin, n - 1, n).bottom() + gap
        room = origin.y() + PANEL_H - 8 - top
        high = min(STRIP_H, (room - gap * max(0, k - 1)) / max(1, k))
        if k == 0 or high < CLUE_STRIP_H:
            return []
        x, width = origin.x() + STRIPS_X, OTHERS_W - STRIPS_X - 12
        return [QRectF(x, top + j * (high + gap), width, high) for j in range(k)]
