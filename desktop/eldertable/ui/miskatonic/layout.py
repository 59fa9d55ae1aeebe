"""Where everything lies on the table: the one place that knows the geometry.

The board is drawn on a 1600 x 1024 field: the two tracks across the top; the six university
locations in two rows of three; Secret Rituals, the Study and the encounter being resolved
on the right; Temporary Insanity, Jail and the Infirmary's Intensive Care ward in a row under
the locations (the ward right under the Infirmary); the piles on the right of that row; the
cultist's hand and the team at the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ..table_base import Layout

WIDTH, HEIGHT = 1600.0, 1024.0
TRACK_H = 40.0
CARD = QSizeF(96, 134)  # a card on a location
HAND_CARD = QSizeF(112, 157)  # a card in the hand
MINI = QSizeF(60, 84)  # a pile, a book in the Study
BADGE = QSizeF(114, 76)  # an investigator on the board
POOL_BADGE = QSizeF(132, 88)  # a free investigator
SPACE_BADGE = QSizeF(96, 64)  # an investigator reading in the Study
#: an investigator on a recovery space: as large as on the board, so the name reads whole
#: ("Heather Broo…" on the smaller badge, issue 25)
RECOVERY_BADGE = BADGE
PLATE_H = 40.0

# The university locations in board order: the Infirmary last, over its ward.
GRID = ("library", "research_wing", "anthropology", "campus_park", "sports_field", "infirmary")
SPACES = ("temporary_insanity", "jail", "intensive_care")
COL_W, ROW_H, GAP = 380.0, 280.0, 14.0
TOP = 100.0
RIGHT_X = 3 * COL_W + 3 * GAP
RIGHT_W = WIDTH - RIGHT_X
SPACE_Y = TOP + 2 * ROW_H + 2 * GAP
SPACE_H = 120.0
BOTTOM_Y = SPACE_Y + SPACE_H + GAP
BOTTOM_H = HEIGHT - BOTTOM_Y
HAND_W = 780.0


class MMLayout(Layout):
    def __init__(self):
        super().__init__()
        self.rects: dict[str, QRectF] = {}
        for i, loc in enumerate(GRID):
            col, row = i % 3, i // 3
            self.rects[loc] = QRectF(col * (COL_W + GAP), TOP + row * (ROW_H + GAP), COL_W,
                                     ROW_H)
        for i, space in enumerate(SPACES):
            self.rects[space] = QRectF(i * (COL_W + GAP), SPACE_Y, COL_W, SPACE_H)
        self.rects["secret_rituals"] = QRectF(RIGHT_X, TOP, RIGHT_W, ROW_H)
        self.rects["study"] = QRectF(RIGHT_X, TOP + ROW_H + GAP, RIGHT_W, 136)
        encounter_y = TOP + ROW_H + GAP + 136 + GAP
        self.rects["encounter"] = QRectF(RIGHT_X, encounter_y, RIGHT_W,
                                         SPACE_Y - GAP - encounter_y)
        self.rects["piles"] = QRectF(RIGHT_X, SPACE_Y, RIGHT_W, SPACE_H)
        self.rects["hand"] = QRectF(0, BOTTOM_Y, HAND_W, BOTTOM_H)
        self.rects["team"] = QRectF(HAND_W + GAP, BOTTOM_Y, WIDTH - HAND_W - GAP, BOTTOM_H)
        self.rects["banner"] = QRectF((WIDTH - 900) / 2, BOTTOM_Y - 4, 900, BOTTOM_H + 4)
        self.rects["summon"] = QRectF(0, 4, WIDTH, TRACK_H)
        self.rects["mythos"] = QRectF(0, 4 + TRACK_H + 8, WIDTH, TRACK_H)
        for name, rect in self.rects.items():
            self.anchor(name, rect.topLeft())

    def rect(self, name: str) -> QRectF:
        return QRectF(self.rects[name])

    def scene_rect(self) -> QRectF:
        return QRectF(-12, -8, WIDTH + 24, HEIGHT + 20)

    @staticmethod
    def row(area: QRectF, size: QSizeF, n: int, i: int, gap: float = 8.0) -> QPointF:
        """The ``i``-th of ``n`` items of ``size`` in a row from the left of ``area``,
        overlapping when they do not fit."""
        if n <= 1:
            step = 0.0
        else:
            step = min(size.width() + gap, (area.width() - size.width()) / (n - 1))
        return QPointF(area.x() + i * step, area.y())

    @staticmethod
    def grid(area: QRectF, size: QSizeF, n: int, i: int, cols: int, gap: float = 6.0) -> QPointF:
        """The ``i``-th of ``n`` items in rows of ``cols``, overlapping rows when needed."""
        rows = max(1, (n + cols - 1) // cols)
        col, row = i % cols, i // cols
        dy = size.height() + gap
        if rows > 1:
            dy = min(dy, (area.height() - size.height()) / (rows - 1))
        return QPointF(area.x() + col * (size.width() + gap), area.y() + row * dy)

    # ---- inside a place

    def cards_area(self, place: str) -> QRectF:
        r = self.rects[place]
        return QRectF(r.x() + 12, r.y() + PLATE_H + 14, r.width() - 24, CARD.height())

    def people_area(self, place: str) -> QRectF:
        r = self.rects[place]
        if place in SPACES:
            top = r.y() + (SPACE_H - RECOVERY_BADGE.height() + PLATE_H) / 2
            return QRectF(r.x() + 12, top, r.width() - 24, RECOVERY_BADGE.height())
        top = r.y() + PLATE_H + 14 + CARD.height() + 8
        return QRectF(r.x() + 12, top, r.width() - 24, BADGE.height())
