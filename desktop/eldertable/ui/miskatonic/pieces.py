"""The dumb items of the Miskatonic table: they hold an id, draw, and know no rules.

* :class:`CardPiece`: a card face up (a :class:`~.cards.Face`), veiled (face down, seen by
  its owner) or a back;
* :class:`PersonPiece`: an investigator's badge with the items slid under it;
* :class:`PilePiece`: a pile of cards with its count.

The places, tracks, dice and banners are in :mod:`.panels`.

Marks: ``highlighted`` (the base's: a legal drop place while dragging), ``lit`` (can be
played or clicked now), ``now`` (being resolved now) and ``dim`` (out of play).
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from ..cardtable.cardpaint import card_name, keeps_bodies, paint_note_tag, shows_whole
from ..cardtable.piece import ZonePiece
from .cards import Face, Person
from .paint import (DROP, INK, LIT, NOW, PAPER, art, badge, draw_svg, fit_text, frac,
                    outlined_number, ratio_for)

ATTRS = ("combat", "investigation", "stealth", "sanity")
PIXMAP_CACHE = 800
#: a card's title band, and the taller boxes a long name takes (fractions of the card)
NAME_BAND = (0.085, 0.06, 0.83, 0.235)
NAME_LINES = ((0.03, 0.04, 0.94, 0.32), (0.03, 0.04, 0.94, 0.44))
NAME_BEHIND = QColor(22, 12, 10, 225)
_PIXMAPS: OrderedDict = OrderedDict()
keeps_bodies(_PIXMAPS.clear)


class MMPiece(ZonePiece):
    """Shared marks and the paint order: body, dim veil, marks."""

    RADIUS = 0.07  # of the shorter side

    def __init__(self, piece_id: str, size: QSizeF, draggable: bool = False,
                 tooltip: str = "", zone: str | None = None):
        super().__init__(piece_id, size, draggable, tooltip, zone)
        self.now = False
        self.card: str | None = None  # the card or investigator it shows, if any

    def boundingRect(self) -> QRectF:  # noqa: N802 - marks reach outside
        return self.rect().adjusted(-8, -8, 8, 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect())
        return path

    def radius(self) -> float:
        return min(self.size.width(), self.size.height()) * self.RADIUS

    def cache_key(self) -> tuple | None:
        """What the body depends on (None: draw it afresh every time)."""
        return None

    def body_rect(self) -> QRectF:
        """Where the body draws (the rect, and what peeks out of it)."""
        return self.rect()

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        key = self.cache_key()
        if key is None:
            self.paint_body(painter, ratio_for(painter, widget))
        else:
            self._paint_cached(painter, widget, key)
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 24, 130))
            painter.drawRoundedRect(self.rect(), self.radius(), self.radius())
        self.paint_marks(painter)

    def _paint_cached(self, painter: QPainter, widget, key: tuple) -> None:
        """The body from a picture kept across refills: a table is rebuilt after every
        action, and most pieces look the same as before."""
        transform = painter.worldTransform()
        # the larger of the two axes' scales: a card turning over (squeezed across) keeps
        # the picture it has, rather than drawing a new one at every frame
        scale = max(math.hypot(transform.m11(), transform.m12()),
                    math.hypot(transform.m21(), transform.m22()))
        scale *= widget.devicePixelRatioF() if widget is not None else 1.0
        pixmap = self.body_picture(scale, key)
        painter.drawPixmap(self.body_rect(), pixmap, QRectF(pixmap.rect()))

    def body_picture(self, scale: float, key: tuple | None = None) -> QPixmap:
        """The picture of the body drawn at ``scale`` device pixels per scene pixel, from
        the cache (drawn now if it is not there: :meth:`warm_body` draws it ahead)."""
        key = self.cache_key() if key is None else key
        ratio = max(0.25, round(scale * 20) / 20)
        body = self.body_rect()
        full = (type(self).__name__, key, body.x(), body.y(), body.width(), body.height(),
                ratio)
        pixmap = _PIXMAPS.get(full)
        if pixmap is None:
            pixmap = QPixmap(max(1, round(body.width() * ratio)),
                             max(1, round(body.height() * ratio)))
            pixmap.fill(Qt.GlobalColor.transparent)
            inner = QPainter(pixmap)
            inner.setRenderHint(QPainter.RenderHint.Antialiasing)
            inner.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            inner.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            inner.scale(ratio, ratio)
            inner.translate(-body.topLeft())
            self.paint_body(inner, ratio_for(inner))
            inner.end()
            pixmap.setDevicePixelRatio(ratio)
            _PIXMAPS[full] = pixmap
            while len(_PIXMAPS) > PIXMAP_CACHE:
                _PIXMAPS.popitem(last=False)
        else:
            _PIXMAPS.move_to_end(full)
        return pixmap

    def warm_body(self, scale: float) -> None:
        """Draw the body's picture at ``scale`` now, in idle time, so that its first paint
        (a card turning over in a reveal) only copies it."""
        if self.cache_key() is not None:
            self.body_picture(scale)

    def paint_marks(self, painter: QPainter) -> None:
        r = self.radius()
        rect = self.rect()
        for on, color, width, grow in ((self.now, NOW, 5, 7), (self.highlighted, DROP, 6, 4),
                                       (self.lit and not self.highlighted, LIT, 4, 3)):
            if on:
                painter.setPen(QPen(color, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), r + grow,
                                        r + grow)

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        raise NotImplementedError


class CardPiece(MMPiece):
    """One card. ``face`` None: its back. ``veiled``: face down, but its owner knows it."""

    def __init__(self, piece_id: str, face: Face | None, size: QSizeF, *,
                 draggable: bool = False, veiled: bool = False, note: str = "",
                 tooltip: str = "", zone: str | None = None, compact: bool = False):
        super().__init__(piece_id, size, draggable,
                         tooltip or (face.tooltip if face is not None else ""), zone)
        self.face = face
        self.card = face.card if face is not None else None
        self.veiled = veiled
        self.note = note  # a tag over the card ("face down", "read", "held by …")
        self.compact = compact  # small: the name fills the card, no words box

    #: how far a card of a fanned hand rises over its neighbours under the pointer
    RISE = 40.0

    def rise_on_hover(self) -> None:
        """A card of a hand that overlaps: under the pointer it lies on top, whole (issue
        25: the next card covered the end of its name, "细心的学生/")."""
        self.setAcceptHoverEvents(True)
        self._risen: float | None = None

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if getattr(self, "_risen", 0) is None:
            self._risen = self.zValue()
            self.setZValue(self._risen + self.RISE)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 - Qt's name
        rest = getattr(self, "_risen", None)
        if rest is not None:
            self._risen = None
            if self.zValue() == rest + self.RISE:  # (a drag sets its own height)
                self.setZValue(rest)
        super().hoverLeaveEvent(event)

    def cache_key(self) -> tuple:
        f = self.face
        face = (f.name, f.kind, f.where, f.frame, f.combat) if f is not None else None
        return (face, self.veiled, self.note, self.compact)

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        w, h = rect.width(), rect.height()
        face = self.face
        if face is None:
            draw_svg(painter, art("back"), rect, ratio)
            return
        draw_svg(painter, face.frame, rect, ratio)
        # The name in the title band, large: it is what a player reads across the table;
        # on two or three lines over the top of the picture rather than cut short.
        card_name(painter, rect, face.name, NAME_BAND, NAME_LINES, PAPER, NAME_BEHIND,
                  h * 0.1, h * 0.05)
        if face.combat:
            side = w * 0.34
            badge(painter, QRectF(rect.right() - side - w * 0.06, h * 0.34, side, side),
                  "attr-combat", str(face.combat), ratio)
        box = frac(rect, 0.11, 0.74, 0.78, 0.205)
        where = QRectF(box.x(), box.y() + box.height() * 0.42, box.width(), box.height() * 0.58)
        if self.compact or not shows_whole(painter, where, face.where, h * 0.05, h * 0.03):
            # small: the type fills the words box (the inspector has the rest)
            fit_text(painter, box, face.kind, INK, h * 0.075, h * 0.045, bold=True)
        else:
            fit_text(painter, QRectF(box.x(), box.y(), box.width(), box.height() * 0.42),
                     face.kind, INK, h * 0.06, h * 0.04, bold=True)
            fit_text(painter, where, face.where, INK, h * 0.05, h * 0.03)
        if self.veiled:  # face down on the board: a dark veil over the picture, a tag
            veil = frac(rect, 0.06, 0.32, 0.88, 0.41)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(8, 22, 20, 170))
            painter.drawRoundedRect(veil, w * 0.04, w * 0.04)
        if self.note:
            tag = QRectF(-2, h * 0.47, w + 4, h * 0.12)
            paint_note_tag(painter, tag, self.note, INK, QColor("#d9b56a"), 0.72, 0.4)


class PersonPiece(MMPiece):
    """An investigator: portrait, name, the four attributes; items slid under the badge."""

    RADIUS = 0.08

    def __init__(self, piece_id: str, person: Person, attributes: dict, size: QSizeF, *,
                 items: list[str] = (), draggable: bool = False, tooltip: str = "",
                 zone: str | None = None, note: str = ""):
        super().__init__(piece_id, size, draggable, tooltip, zone)
        self.person = person
        self.card = person.inv
        self.attributes = dict(attributes)
        self.items = list(items)  # item names, drawn as strips peeking out below
        self.note = note

    def strip(self) -> float:
        """The height of the band of items peeking out under the badge."""
        if not self.items:
            return 0.0
        return self.size.height() * (0.24 if len(self.items) == 1 else 0.36)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.body_rect().adjusted(-8, -8, 8, 8)

    def body_rect(self) -> QRectF:
        return self.rect().adjusted(0, 0, 0, self.strip())

    def cache_key(self) -> tuple:
        return (self.person.name, tuple(self.attributes.get(a, 0) for a in ATTRS),
                tuple(self.items), self.note)

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        w, h = rect.width(), rect.height()
        strip = self.strip()
        if self.items:  # the items slid under the badge: one band, their names on it
            band = QRectF(w * 0.06, h - strip * 0.5, w * 0.88, strip * 1.5)
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(QColor("#c9a24a"))
            painter.drawRoundedRect(band, 5, 5)
            fit_text(painter, QRectF(band.x() + 5, h + 1, band.width() - 10, strip - 2),
                     " \u00b7 ".join(self.items), INK, h * 0.16, h * 0.07, bold=True)
        draw_svg(painter, art("investigator"), rect, ratio)
        fit_text(painter, frac(rect, 0.07, 0.085, 0.86, 0.22), self.person.name, PAPER,
                 h * 0.2, h * 0.09, bold=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        area = frac(rect, 0.42, 0.37, 0.53, 0.56)
        cw, ch = area.width() / 2, area.height() / 2
        for i, name in enumerate(ATTRS):
            cell = QRectF(area.x() + (i % 2) * cw, area.y() + (i // 2) * ch, cw, ch)
            side = min(ch * 0.86, cw * 0.5)
            draw_svg(painter, art(f"attr-{name}"),
                     QRectF(cell.x() + cw * 0.08, cell.center().y() - side / 2, side, side),
                     ratio)
            outlined_number(painter, QPointF(cell.x() + cw * 0.72, cell.center().y()),
                            str(self.attributes.get(name, 0)), ch * 0.7, PAPER, INK)
        if self.note:
            tag = QRectF(w * 0.02, h * 0.8, w * 0.38, h * 0.17)
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#d9b56a"))
            painter.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
            fit_text(painter, tag.adjusted(3, 1, -3, -1), self.note, INK, tag.height() * 0.7,
                     tag.height() * 0.35, bold=True)


class PilePiece(MMPiece):
    """A pile: its top card (or a back) with the cards below peeking, and its count."""

    def __init__(self, piece_id: str, face: Face | None, count: int, size: QSizeF,
                 caption: str = "", tooltip: str = ""):
        super().__init__(piece_id, size, False, tooltip)
        self.face = face
        self.count = count
        self.caption = caption

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.body_rect().adjusted(-8, -8, 8, 8)

    def body_rect(self) -> QRectF:
        return self.rect().adjusted(-16, 0, 16, self.size.height() * 0.56)

    def cache_key(self) -> tuple:
        return (self.face.name if self.face is not None else None, self.count, self.caption)

    def paint_body(self, painter: QPainter, ratio: float) -> None:
        rect = self.rect()
        w, h = rect.width(), rect.height()
        if self.count <= 0:
            painter.setPen(QPen(QColor(255, 255, 255, 110), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.drawRoundedRect(rect, w * 0.07, w * 0.07)
        else:
            for k in (2, 1):  # the edges of the cards below
                if self.count > k:
                    painter.setPen(QPen(INK, 1))
                    painter.setBrush(QColor("#0d2a27"))
                    painter.drawRoundedRect(rect.translated(2.5 * k, 2.5 * k), w * 0.07,
                                            w * 0.07)
            if self.face is None:
                draw_svg(painter, art("back"), rect, ratio)
            else:
                CardPiece.paint_body(_FaceOnly(self.face, self.size), painter, ratio)
            pill = QRectF(w * 0.22, h * 0.8, w * 0.56, h * 0.17)
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(PAPER)
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            outlined_number(painter, pill.center(), str(self.count), pill.height() * 0.8, INK,
                            PAPER)
        if self.caption:
            # one line, or two rather than cut short ("Out of the ga…" at 1600x1000)
            fit_text(painter, QRectF(-14, h + 4, w + 28, h * 0.5), self.caption, PAPER,
                     h * 0.14, h * 0.08, bold=True, align=Qt.AlignmentFlag.AlignHCenter
                     | Qt.AlignmentFlag.AlignTop)


class _FaceOnly:
    """Enough of a CardPiece for its paint_body: a face and a size, no marks."""

    def __init__(self, face: Face, size: QSizeF):
        self.face = face
        self.size = size
        self.veiled = False
        self.note = ""
        self.compact = True

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())
