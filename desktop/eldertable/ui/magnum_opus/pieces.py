"""The dumb items of the Magnum Opus table: they hold an id, draw, and know no rules.

* :class:`CardPiece`: one card, face up (a :class:`~.cards.Face`) or face down (a back);
* :class:`PilePiece`: a pile with its top card (or back) and how many cards it holds;
* :class:`CellPiece`: a Discovery Matrix cell, its Discovery over its Research card;
* :class:`ZonePiece`: a labelled area cards are dropped on (the Table, the hand, the Shelf);
* :class:`TokenPiece`: a seat's Gold or Experience.

Two marks: ``highlighted`` (the base's: a legal drop place while dragging) and ``lit``
(this piece can be played or clicked now).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ..cardtable.cardpaint import paint_note_tag
from ..cardtable.piece import ZonePiece
from .cardface import (INK, PAPER, draw_svg, fit_text, outlined_number, paint_back, paint_face,
                       ratio_for)
from .bodycache import body
from .cards import Face, art

DROP = QColor("#f2c14e")
LIT = QColor("#7cc8ff")
STRIP = QColor(26, 18, 12, 215)


def _look(face: Face | None):
    """What a face looks like, as a hashable key (its words are in the current language)."""
    if face is None:
        return None
    return (face.frame, face.name, face.kind, face.summary, face.left, face.right, face.bottom,
            face.table_ok, face.text)


class MOPiece(ZonePiece):
    """Shared marks: the drop highlight, the "playable now" light, a dimmed look."""

    def boundingRect(self) -> QRectF:  # noqa: N802 - marks, tags and badges reach outside
        w, h = self.size.width(), self.size.height()
        return QRectF(-10, -10 - h * 0.08, w + 20, h * 1.16 + 20)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect())
        return path

    def paint_marks(self, painter: QPainter) -> None:
        rect = self.rect()
        radius = min(rect.width(), rect.height()) * 0.08
        if self.highlighted:
            painter.setPen(QPen(DROP, 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 4, radius + 4)
        elif self.lit:
            painter.setPen(QPen(LIT, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)

    def paint_dim(self, painter: QPainter) -> None:
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 30, 30, 110))
            rect = self.rect()
            painter.drawRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        transform = painter.worldTransform()
        key = self.body_key()
        dpr = widget.devicePixelRatioF() if widget is not None else painter.device() \
            .devicePixelRatioF()
        bounds = self.boundingRect()
        pixmap = (body((type(self).__name__, key), bounds, abs(transform.m11()), dpr,
                       self.paint_body)
                  if key is not None and not transform.isRotating()
                  else None)
        if pixmap is not None:
            # A one-to-one copy: no scaling, on whole device pixels.
            at = transform.map(bounds.topLeft())
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(QPointF(round(at.x() * dpr) / dpr, round(at.y() * dpr) / dpr),
                               pixmap)
            painter.restore()
        else:
            self.paint_body(painter, ratio_for(painter, widget))
        self.paint_dim(painter)
        self.paint_marks(painter)

    def body_key(self):
        """Everything the body's look depends on (None: do not cache it)."""
        return None

    def signature(self):
        """Everything this piece is: two pieces with one signature are interchangeable."""
        return (type(self).__name__, self.body_key(), self.toolTip(), self.draggable,
                self.zone, self.size.width(), self.size.height(), self.zValue())

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        raise NotImplementedError


class CardPiece(MOPiece):
    def __init__(self, piece_id: str, face: Face | None, size: QSizeF, *,
                 back: str = art("back-player"), draggable: bool = False, note: str | tuple[str, ...] = "",
                 tooltip: str = "", zone: str | None = None, tag_at: str = "head",
                 tag_width: float | None = None):
        super().__init__(piece_id, size, draggable,
                         tooltip or (face.tooltip if face is not None else ""), zone)
        self.face = face
        self.back = back
        self.note = note  # a small tag over the card ("in the experiment", …)
        # where the tag runs: over the card's top edge ("head"), or across its foot ("foot":
        # on the Table, whose own head holds its label and note)
        self.tag_at = tag_at
        # how much of the card shows from its left edge (a row of overlapping cards: the
        # next one lies over the rest): the tag keeps to it, under no other card and over
        # no other tag (issue 25); None: the whole card
        self.tag_width = tag_width

    def body_key(self):
        return (_look(self.face), self.back, self.note, self.tag_at, self.tag_width,
                self.size.width(), self.size.height())

    def tag_rect(self) -> QRectF:
        """Where the note's tag lies (the piece's coordinates)."""
        rect = self.rect()
        h = rect.height()
        y = rect.y() + h * 0.94 if self.tag_at == "foot" else rect.y() - h * 0.07
        if self.tag_width is not None and self.tag_width < rect.width():
            return QRectF(rect.x() - 2, y, self.tag_width - 1, h * 0.11)
        return QRectF(rect.x() - 2, y, rect.width() + 4, h * 0.11)

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        if self.face is not None:
            paint_face(painter, rect, self.face, ratio)
        else:
            paint_back(painter, rect, self.back, ratio)
        if self.note:
            paint_note_tag(painter, self.tag_rect(), self.note, INK, QColor("#f2c14e"))


class StripPiece(CardPiece):
    """A card seen from across the table (another alchemist's Table): a strip as wide as
    its column, the card's frame in small at its left, its name across the rest, whole."""

    def __init__(self, piece_id: str, face: Face, size: QSizeF, tooltip: str = "",
                 label: str = ""):
        super().__init__(piece_id, face, size, tooltip=tooltip)
        self.label = label or face.name  # a revealed Clue: the Reagent it names

    def boundingRect(self) -> QRectF:  # noqa: N802 - its marks reach a little outside
        return self.rect().adjusted(-6, -6, 6, 6)

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        h = rect.height()
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.2))
        painter.setBrush(STRIP)
        painter.drawRoundedRect(rect, 6, 6)
        thumb = QRectF(3, 3, (h - 6) * 0.72, h - 6)
        draw_svg(painter, self.face.frame, thumb, ratio)
        words = QRectF(thumb.right() + 8, 2, rect.width() - thumb.right() - 14, h - 4)
        fit_text(painter, words, self.label, PAPER, min(26.0, h * 0.6), 12.0, bold=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class PilePiece(MOPiece):
    """A pile: its top card (or a back with a caption) and a count badge; dashed when empty."""

    def __init__(self, piece_id: str, face: Face | None, count: int, size: QSizeF, *,
                 back: str = art("back-player"), caption: str = "", tooltip: str = "",
                 draggable: bool = False, zone: str | None = None):
        super().__init__(piece_id, size, draggable, tooltip, zone)
        self.face = face
        self.count = count
        self.back = back
        self.caption = caption

    def body_key(self):
        return (_look(self.face), self.count, self.back, self.caption, self.size.width(),
                self.size.height())

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        if self.count <= 0:
            painter.setPen(QPen(QColor(255, 255, 255, 120), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.drawRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)
            fit_text(painter, rect.adjusted(8, 8, -8, -8),
                     self.caption or (self.face.name if self.face else ""),
                     QColor(255, 255, 255, 170), rect.height() * 0.09, rect.height() * 0.05,
                     bold=True)
            return
        if self.count > 1:  # the edges of the cards below
            painter.setPen(QPen(QColor("#1d1a16"), 1))
            painter.setBrush(QColor("#d8ccae"))
            for k in (2, 1):
                painter.drawRoundedRect(rect.translated(2.5 * k, 2.5 * k), rect.width() * 0.06,
                                        rect.width() * 0.06)
        if self.face is not None:
            paint_face(painter, rect, self.face, ratio)
        else:
            paint_back(painter, rect, self.back, ratio, self.caption)
        self.paint_count(painter)

    def paint_marks(self, painter: QPainter) -> None:
        super().paint_marks(painter)
        if self.count > 0 and (self.lit or self.highlighted):
            self.paint_count(painter)  # over the ring, which crossed it ("24" half hidden)

    def paint_count(self, painter: QPainter) -> None:
        """The count: a pill across the bottom edge."""
        rect = self.rect()
        pill = QRectF(rect.width() * 0.3, rect.height() * 0.93, rect.width() * 0.4,
                      rect.height() * 0.13)
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(QColor("#f4efe3"))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        outlined_number(painter, pill.center(), str(self.count), pill.height() * 0.75, INK,
                        QColor("#f4efe3"))


class CellPiece(MOPiece):
    """A Discovery Matrix cell: the Discovery (down, up or dead) over its Research card."""

    def __init__(self, piece_id: str, face: Face | None, state: str, research: bool,
                 size: QSizeF, tooltip: str = "", dead_text: str = ""):
        super().__init__(piece_id, size, False, tooltip)
        self.face = face
        self.state = state
        self.research = research
        self.dead_text = dead_text

    def body_key(self):
        return (_look(self.face), self.state, self.research, self.dead_text,
                self.size.width(), self.size.height())

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        card = QRectF(0, 0, rect.width() * 0.94, rect.height() * 0.94)
        if self.research:  # the Research card peeks out from under the Discovery
            paint_back(painter, card.translated(rect.width() * 0.06, rect.height() * 0.06),
                       art("back-research"), ratio)
        if self.state == "down" or self.face is None:
            paint_back(painter, card, art("back-discovery"), ratio)
        else:
            paint_face(painter, card, self.face, ratio)
        if self.state == "dead":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 150))
            painter.drawRoundedRect(card, card.width() * 0.06, card.width() * 0.06)
            painter.setPen(QPen(QColor("#d64541"), card.width() * 0.06, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            m = card.width() * 0.22
            painter.drawLine(QPointF(m, card.height() * 0.3), QPointF(card.width() - m,
                                                                      card.height() * 0.3
                                                                      + card.width() - 2 * m))
            painter.drawLine(QPointF(card.width() - m, card.height() * 0.3),
                             QPointF(m, card.height() * 0.3 + card.width() - 2 * m))
            band = QRectF(card.x(), card.height() * 0.78, card.width(), card.height() * 0.16)
            fit_text(painter, band, self.dead_text, PAPER, band.height() * 0.6,
                     band.height() * 0.35, bold=True)


class ZonePiece(MOPiece):
    """A place to drop cards: a dashed, labelled area behind the cards it holds."""

    def __init__(self, piece_id: str, size: QSizeF, label: str, note: str = "",
                 tooltip: str = "", color: QColor | str = "#e8dcc0"):
        super().__init__(piece_id, size, False, tooltip)
        self.label = label
        self.note = note
        self.tint = QColor(color)
        self.setZValue(-5)

    def body_key(self):
        return (self.label, self.note, self.tint.name(), self.highlighted, self.size.width(),
                self.size.height())

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        fill = QColor(self.tint)
        fill.setAlpha(90 if self.highlighted else 45)
        painter.setBrush(fill)
        edge = QColor(self.tint)
        edge.setAlpha(200)
        painter.setPen(QPen(edge, 2.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect, 14, 14)
        head = self.head_rect()
        used = fit_text(painter, head, self.label, PAPER, 24, 14, bold=True,
                        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.note:  # the note takes what the label leaves
            rest = QRectF(used.right() + 16, head.y(), head.right() - used.right() - 16,
                          head.height())
            if rest.width() > 20:
                fit_text(painter, rest, self.note, QColor("#f2e2b0"), 20, 11,
                         align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def head_rect(self) -> QRectF:
        """The zone's head, where its label and its note are written (its coordinates)."""
        return QRectF(14, 4, self.size.width() - 28, 30)

    def paint_marks(self, painter: QPainter) -> None:
        if self.highlighted:
            painter.setPen(QPen(DROP, 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect().adjusted(-3, -3, 3, 3), 16, 16)


class TokenPiece(MOPiece):
    """Gold or Experience: the icon, the number, and a caption beside it."""

    def __init__(self, piece_id: str, icon: str, value: str, caption: str, size: QSizeF,
                 tooltip: str = ""):
        super().__init__(piece_id, size, False, tooltip)
        self.icon = icon
        self.value = value
        self.caption = caption

    def body_key(self):
        return (self.icon, self.value, self.caption, self.size.width(), self.size.height())

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect, 12, 12)
        w, h = rect.width(), rect.height()
        if h >= 70:  # two lines: the icon and the number, the caption under them
            side = h * 0.56
            icon = QRectF(8, 6, side, side)
            number = QRectF(icon.right() + 4, 6, w - icon.right() - 12, side)
            caption = QRectF(6, 8 + side, w - 12, h - side - 12)
        else:  # one line: icon, number, caption
            side = h - 10
            icon = QRectF(6, 5, side, side)
            number = QRectF(icon.right() + 4, 2, side * 0.9, h - 4)
            if not self.value:  # a badge: the icon and its words
                number = QRectF(icon.right(), 2, 0, h - 4)
            caption = QRectF(number.right() + 4, 4, w - number.right() - 10, h - 8)
        draw_svg(painter, art(f"icon-{self.icon}"), icon, ratio)
        if self.value:
            fit_text(painter, number, self.value, PAPER, number.height() * 0.8,
                     number.height() * 0.4, bold=True)
        if self.caption and caption.width() > 8:
            fit_text(painter, caption, self.caption, QColor("#e9dfc6"), caption.height() * 0.8,
                     9, bold=True)
