"""The larger dumb items of the Miskatonic table: places, tracks, dice and the result.

* :class:`PlacePiece`: a location or space with its name plate: where things are dropped;
* :class:`TrackPiece`: the Summon or Mythos track, 0 to 20, with its marker;
* :class:`DicePiece`: rows of dice with a label each (the latest rolls);
* :class:`BannerPiece`: a framed headline (the result).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .paint import (GOLD, INK, PAPER, art, dice_row, draw_plate, draw_svg, fit_text,
                    outlined_number, successes)
from ..cardtable.cardpaint import shows_whole, smallest_line
from .pieces import MMPiece

PLATE = {"university": ("#d9b56a", QColor(12, 30, 28, 150)),
         "rituals": ("#c0484c", QColor(40, 6, 10, 170)),
         "recovery": ("#9fb3c2", QColor(16, 26, 36, 150))}


class PlacePiece(MMPiece):
    """A location or space: a translucent field under its name plate, emblem on the left."""

    RADIUS = 0.05

    def __init__(self, piece_id: str, size: QSizeF, title: str, plate: str, emblem: str,
                 note: str = "", tooltip: str = "", closed: bool = False,
                 plate_h: float = 40.0):
        super().__init__(piece_id, size, False, tooltip)
        self.title = title
        self.plate = plate
        self.emblem = emblem
        self.note = note
        self.closed = closed
        self.plate_h = plate_h
        self.setZValue(-5)

    def radius(self) -> float:
        return 14.0

    def cache_key(self) -> tuple:
        return (self.title, self.plate, self.emblem, self.note, self.closed, self.plate_h,
                self.highlighted)

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        edge, fill = PLATE[self.plate]
        if self.highlighted:
            fill = QColor(242, 193, 78, 70)
        painter.setPen(QPen(QColor(edge), 2.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 14, 14)
        ph = self.plate_h
        plate = QRectF(8, 6, rect.width() - 16, ph)
        draw_plate(painter, art(f"plaque-{self.plate}"), plate, ratio)
        emblem = QRectF(plate.x() + ph * 0.25, plate.y() - ph * 0.05, ph * 1.1, ph * 1.1)
        if self.emblem:
            draw_svg(painter, art(f"loc-{self.emblem}"), emblem, ratio)
        else:
            emblem.setWidth(0)
        dark = self.plate != "rituals"
        color = INK if dark else PAPER
        text = QRectF(emblem.right() + 4, plate.y() + ph * 0.12,
                      plate.right() - ph * 0.8 - emblem.right() - 4, ph * 0.76)
        if self.note:
            fit_text(painter, QRectF(text.x(), text.y(), text.width() * 0.64, text.height()),
                     self.title, color, ph * 0.52, ph * 0.3, bold=True,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            fit_text(painter, QRectF(text.x() + text.width() * 0.64, text.y(),
                                     text.width() * 0.36, text.height()),
                     self.note, color, ph * 0.4, ph * 0.25,
                     align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        else:
            fit_text(painter, text, self.title, color, ph * 0.52, ph * 0.3, bold=True,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.closed:
            painter.setPen(QPen(QColor(0, 0, 0, 150), 6))
            painter.drawLine(QPointF(24, ph + 24), QPointF(rect.width() - 24, rect.height() - 16))


class TrackPiece(MMPiece):
    """A track of ``goal + 1`` cells (0..goal) under a label, its marker on ``value``."""

    RADIUS = 0.2

    def __init__(self, piece_id: str, label: str, value: int, goal: int, size: QSizeF,
                 marker: str, color: str, tooltip: str = ""):
        super().__init__(piece_id, size, False, tooltip)
        self.label = label
        self.value = value
        self.goal = goal
        self.marker = marker
        self.color = QColor(color)

    def cache_key(self) -> tuple:
        return (self.label, self.value, self.goal, self.marker, self.color.name())

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        h = rect.height()
        label_w = h * 5.2
        painter.setPen(QPen(GOLD, 1.5))
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(rect, h * 0.2, h * 0.2)
        head = QRectF(6, 2, label_w - 12, h - 4)
        fit_text(painter, head, self.label, PAPER, h * 0.5, h * 0.28, bold=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        n = self.goal + 1
        cw = (rect.width() - label_w - 6) / n
        for i in range(n):
            cell = QRectF(label_w + i * cw, 3, cw - 3, h - 6)
            fill = QColor(self.color)
            fill.setAlpha(230 if i < self.value else (120 if i == self.value else 40))
            painter.setPen(QPen(QColor(255, 255, 255, 60) if i != self.goal else GOLD,
                                1 if i != self.goal else 2.5))
            painter.setBrush(fill)
            painter.drawRoundedRect(cell, 5, 5)
            fit_text(painter, cell, str(i), PAPER, h * 0.46, h * 0.3, bold=True)
        v = max(0, min(self.value, self.goal))
        side = h * 0.98
        cell_x = label_w + v * cw + (cw - 3) / 2
        draw_svg(painter, art(self.marker), QRectF(cell_x - side / 2, (h - side) / 2, side, side),
                 ratio)
        outlined_number(painter, QPointF(cell_x, h / 2), str(self.value), h * 0.42)


class DicePiece(MMPiece):
    """Rows of dice, each ``(label, faces)``, with the successes counted on the right."""

    def __init__(self, piece_id: str, size: QSizeF, rows: list[tuple[str, list[int]]],
                 title: str = "", lines: list[str] = (), tooltip: str = "",
                 success_words: str = "{n}"):
        super().__init__(piece_id, size, False, tooltip)
        self.rows = rows
        self.title = title
        self.lines = list(lines)
        self.success_words = success_words  # "{n} successes", translated by the view

    def cache_key(self) -> tuple:
        return (self.title, tuple(self.lines), tuple((l, tuple(f)) for l, f in self.rows),
                self.success_words)

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        w = rect.width()
        painter.setPen(QPen(GOLD, 1.5))
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect, 12, 12)
        y = 6.0
        if self.title:
            fit_text(painter, QRectF(12, y, w - 24, 26), self.title, PAPER, 22, 12, bold=True,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            y += 28
        if self.lines:  # every line inside the panel: half of it at most when dice follow
            free = rect.height() - y - 6
            free = free * 0.5 if self.rows else free
            room = min(22.0 * len(self.lines), free)
            line_h = min(22.0, room / len(self.lines))
            lines = self.lines
            least = smallest_line(painter, lines)
            if line_h < least:  # too many to read: as many as fit, the rest in the tooltip
                line_h = least
                fits = max(1, int(free // least))
                lines = lines[:fits] if fits >= len(lines) else lines[:fits - 1] + ["\u2026"]
            top, bottom = min(18.0, line_h * 0.82), min(10.0, line_h * 0.6)
            # a line too long for one row takes two while the panel has room for them
            # (issue 25: at 1200 x 800 the odds ended in "…")
            heights = [line_h] * len(lines)
            spare = free - line_h * len(lines)
            for i, line in enumerate(lines):
                two = QRectF(0, 0, w - 24, line_h * 2.4)  # (two rows and their leading)
                if (spare >= two.height() - line_h
                        and not shows_whole(painter, QRectF(0, 0, w - 24, line_h), line,
                                            top, bottom)
                        and shows_whole(painter, two, line, top, bottom)):
                    heights[i] = two.height()
                    spare -= two.height() - line_h
            for line, high in zip(lines, heights):
                fit_text(painter, QRectF(12, y, w - 24, high), line, QColor("#e9dfc6"),
                         top, bottom,
                         align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                y += high
        if not self.rows:
            return
        row_h = min(40.0, (rect.height() - y - 6) / len(self.rows))
        label_w = w * 0.26
        for label, faces in self.rows:
            fit_text(painter, QRectF(12, y, label_w - 16, row_h), label, PAPER, row_h * 0.5,
                     9, bold=True,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            count = self.success_words.format(n=successes(faces)) if faces else "\u2014"
            fit_text(painter, QRectF(w - 110, y, 100, row_h), count, QColor("#f2c14e"),
                     row_h * 0.45, 9, bold=True,
                     align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            dice_row(painter, QRectF(label_w, y + 2, w - label_w - 120, row_h - 4), faces)
            y += row_h


class BannerPiece(MMPiece):
    """A framed headline with a line or two under it."""

    def __init__(self, piece_id: str, size: QSizeF, title: str, lines: list[str],
                 color: str = "#175c4a"):
        super().__init__(piece_id, size, False)
        self.title = title
        self.lines = list(lines)
        self.color = QColor(color)
        self.setZValue(50)

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        w, h = rect.width(), rect.height()
        painter.setPen(QPen(GOLD, 4))
        fill = QColor(self.color)
        fill.setAlpha(235)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 20, 20)
        painter.setPen(QPen(GOLD, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(8, 8, -8, -8), 14, 14)
        fit_text(painter, QRectF(24, 14, w - 48, h * 0.45), self.title, PAPER, h * 0.32,
                 h * 0.14, bold=True)
        if self.lines:  # a wide banner puts its lines on one row
            text = ("  \u00b7  " if w > 5 * h else "\n").join(self.lines)
            fit_text(painter, QRectF(24, h * 0.5, w - 48, h * 0.44), text,
                     QColor("#f2e2b0"), h * 0.16, h * 0.07)
