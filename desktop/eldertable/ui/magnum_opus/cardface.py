"""Drawing a card: our SVG frame, then the words and numbers the view writes on it.

Proportions are fractions of the card, so one card draws the same at any size; words shrink
to fit their band and numbers sit on their icons (volatility, modifier and master flasks,
the cost tag, the coin, the cards, the experience triangle). The painting helpers are the
card tables' (:mod:`..cardtable.cardpaint`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ..cardtable import cardpaint
from ..cardtable.cardpaint import draw_svg, fit_text, frac, outlined_number, paint_note_tag
from .cards import Corner, Face, art

STEPS = (1.0, 1.5, 2.0, 3.0, 4.0, 6.0)  # few pixmap sizes, so the cache stays small
INK = QColor("#2b2118")
PAPER = QColor("#fbf4dc")
# Where the number sits on each icon (fractions of the icon's square).
_NUMBER_AT = {"volatility": (0.5, 0.68), "modifier": (0.5, 0.68), "master": (0.5, 0.68),
              "experience": (0.5, 0.66), "cost": (0.47, 0.53)}


def ratio_for(painter: QPainter, widget=None) -> float:
    """The pixel ratio at which the painter draws now, rounded up to a cached step."""
    return cardpaint.ratio_for(painter, widget, STEPS)


def draw_corner(painter: QPainter, rect: QRectF, corner: Corner, ratio: float) -> None:
    draw_svg(painter, art(f"icon-{corner.icon}"), rect, ratio)
    fx, fy = _NUMBER_AT.get(corner.icon, (0.5, 0.5))
    outlined_number(painter, QPointF(rect.x() + fx * rect.width(), rect.y() + fy * rect.height()),
                    corner.value, rect.height() * 0.5)


#: the title band of a card, and the taller boxes a long name takes (fractions of the card)
NAME_BAND = (0.09, 0.058, 0.82, 0.19)
#: two lines, then three (the number under a corner icon stays in sight)
NAME_LINES = ((0.02, 0.04, 0.96, 0.31), (0.02, 0.04, 0.96, 0.43))
BAND = QColor(26, 18, 12, 225)


def draw_name(painter: QPainter, rect: QRectF, name: str) -> None:
    """A card's name in its title band, or on two or three lines over the top of its
    picture when one line would cut it short (:func:`..cardtable.cardpaint.card_name`)."""
    h = rect.height()
    cardpaint.card_name(painter, rect, name, NAME_BAND, NAME_LINES, PAPER, BAND, h * 0.1,
                        h * 0.05)


def paint_face(painter: QPainter, rect: QRectF, face: Face, ratio: float) -> None:
    """One card, face up."""
    w, h = rect.width(), rect.height()
    if not draw_svg(painter, face.frame, rect, ratio):
        painter.setBrush(QColor("#d9cfb6"))
        painter.setPen(QPen(INK, 1.5))
        painter.drawRoundedRect(rect, w * 0.06, w * 0.06)
    # The name in the title band, white on the frame's dark band; a name too long for one
    # line there at a size that reads takes two or three, on a dark band reaching over the
    # picture (never cut short: issue 25, "Prepare H…" at 1366x768).
    if not _names_fit(painter, rect, face.name):
        _tiny_face(painter, rect, face)
        return
    draw_name(painter, rect, face.name)
    icon = w * 0.34
    art_top = rect.y() + 0.28 * h
    if face.left is not None:
        draw_corner(painter, QRectF(rect.x() + 0.06 * w, art_top, icon, icon), face.left, ratio)
    if face.right is not None:
        draw_corner(painter, QRectF(rect.right() - 0.06 * w - icon, art_top, icon, icon),
                    face.right, ratio)
    if face.table_ok:
        stamp = w * 0.2
        draw_svg(painter, art("icon-table"),
                 QRectF(rect.right() - 0.11 * w - stamp, rect.y() + 0.585 * h - stamp, stamp,
                        stamp), ratio)
    box = frac(rect, *LABEL)
    if face.bottom:
        n = len(face.bottom)
        size = min(box.height() * 0.72, box.width() / n * 0.8)
        for i, corner in enumerate(face.bottom):
            cx = box.x() + box.width() * (i + 0.5) / n
            draw_corner(painter, QRectF(cx - size / 2, box.y() + box.height() * 0.04, size, size),
                        corner, ratio)
        kind = QRectF(box.x(), box.y() + box.height() * 0.78, box.width(), box.height() * 0.22)
        if cardpaint.holds_line(painter, kind, face.kind):  # small: the icons only (no overlap)
            fit_text(painter, kind, face.kind, INK, h * 0.05, h * 0.035)
    elif face.summary:
        _whole(painter, rect, face.summary, h * 0.085, h * 0.045)
    else:
        words = QRectF(box.x(), box.y() + box.height() * 0.26, box.width(), box.height() * 0.74)
        if cardpaint.shows_whole(painter, words, face.text, h * 0.045, h * 0.022):
            fit_text(painter, QRectF(box.x(), box.y(), box.width(), box.height() * 0.24),
                     face.kind, INK, h * 0.055, h * 0.035, bold=True)
            fit_text(painter, words, face.text, INK, h * 0.045, h * 0.022)
        elif not _panel_text(painter, rect, face):
            # too small for the rules text: the type, and a cue that the inspector has it
            if _whole(painter, rect, face.kind, h * 0.07, h * 0.035) and face.text:
                _more(painter, rect)


#: the paper label of a card's frame, where its type and text go (fractions of the card);
#: a wider box reaching the label's edges, and a taller paper panel over the bottom of the
#: picture, for words the label does not hold whole at a size that reads
LABEL = (0.12, 0.625, 0.76, 0.31)
WIDE = (0.1, 0.618, 0.8, 0.322)
PANEL = (0.04, 0.5, 0.92, 0.445)


def _panel(painter: QPainter, rect: QRectF) -> QRectF:
    """Paper over the bottom of the picture and the label; returns the words' room."""
    panel = frac(rect, *PANEL)
    painter.save()
    painter.setPen(QPen(QColor("#e8d9a8"), 1))
    painter.setBrush(QColor("#f4ecd6"))
    painter.drawRoundedRect(panel, rect.width() * 0.04, rect.width() * 0.04)
    painter.restore()
    return panel.adjusted(2, 1, -2, -1)


def _whole(painter: QPainter, rect: QRectF, text: str, top: float, bottom: float) -> bool:
    """Words in the label, else in its full width, else on the taller paper panel: wherever
    they fit whole first (bold, else regular). False when none does: the label holds the
    "more" cue instead (never words cut short)."""
    for fractions in (LABEL, WIDE):
        room = frac(rect, *fractions)
        if cardpaint.shows_whole(painter, room, text, top, bottom, bold=True):
            fit_text(painter, room, text, INK, top, bottom, bold=True)
            return True
    room = frac(rect, *PANEL).adjusted(2, 1, -2, -1)
    if cardpaint.shows_whole(painter, room, text, top, bottom, bold=True):
        fit_text(painter, _panel(painter, rect), text, INK, top, bottom, bold=True)
        return True
    _cue(painter, frac(rect, *WIDE), INK, top, bottom)  # rather than cut short
    return False


def _panel_text(painter: QPainter, rect: QRectF, face: Face) -> bool:
    """The type and the whole rules text on the taller paper panel, when they fit there."""
    if not face.text:
        return False
    h = rect.height()
    room = frac(rect, *PANEL).adjusted(2, 1, -2, -1)
    head = cardpaint.smallest_line(painter, [face.kind], bold=True) * 2
    kind = QRectF(room.x(), room.y(), room.width(), head)
    words = QRectF(room.x(), room.y() + head, room.width(), room.height() - head)
    if not (cardpaint.shows_whole(painter, kind, face.kind, h * 0.045, h * 0.035, bold=True)
            and cardpaint.shows_whole(painter, words, face.text, h * 0.04, h * 0.022)):
        return False
    _panel(painter, rect)
    at = fit_text(painter, kind, face.kind, INK, h * 0.045, h * 0.035, bold=True)
    words.setTop(min(words.top(), at.bottom() + 1))
    fit_text(painter, words, face.text, INK, h * 0.04, h * 0.022)
    return True


def more_words() -> tuple[str, ...]:
    """The cue on a card whose words do not all fit on its face, longest first."""
    return (QCoreApplication.translate("MagnumOpusCards", "more: hover or Space"),
            QCoreApplication.translate("MagnumOpusCards", "more: Space"),
            QCoreApplication.translate("MagnumOpusCards", "more"))


def _cue(painter: QPainter, room: QRectF, color: QColor, top: float, bottom: float) -> bool:
    """The longest of the "more" cues that fits whole in ``room``; False if none does."""
    for words in more_words():
        if cardpaint.shows_whole(painter, room, words, top, bottom, bold=True):
            fit_text(painter, room, words, color, top, bottom, bold=True)
            return True
    return False


def _names_fit(painter: QPainter, rect: QRectF, name: str) -> bool:
    """True when the card's name fits whole in its band or the taller boxes."""
    h = rect.height()
    return any(cardpaint.shows_whole(painter, frac(rect, *box).adjusted(1, 0, -1, 0), name,
                                     h * 0.1, h * 0.05, bold=True)
               for box in (NAME_BAND, *NAME_LINES))


def _tiny_face(painter: QPainter, rect: QRectF, face: Face) -> None:
    """A card seen too small for its name in the title band (a neighbour's discard pile or
    Table): the name across the whole card on a dark band, else the "more" cue there (the
    tooltip and the inspector have it all); never a name cut short."""
    h = rect.height()
    room = frac(rect, 0.05, 0.06, 0.9, 0.88)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BAND)
    painter.drawRoundedRect(frac(rect, 0.03, 0.03, 0.94, 0.94), rect.width() * 0.06,
                            rect.width() * 0.06)
    painter.restore()
    if cardpaint.shows_whole(painter, room, face.name, h * 0.16, h * 0.05, bold=True):
        fit_text(painter, room, face.name, PAPER, h * 0.16, h * 0.05, bold=True)
    else:
        _cue(painter, room, PAPER, h * 0.16, h * 0.05)


def _more(painter: QPainter, rect: QRectF) -> None:
    """A tag over the bottom of the picture: this card has more words than its face shows
    (hover it, or press Space, for the inspector)."""
    w, h = rect.width(), rect.height()
    words = more_words()
    high = max(0.12 * h, cardpaint.smallest_line(painter, words, bold=True) * 1.15 + 2)
    tag = QRectF(rect.x() + 0.06 * w, rect.y() + 0.595 * h - high, 0.88 * w, high)
    text = next((t for t in words if cardpaint.shows_whole(
        painter, tag.adjusted(4, 1, -4, -1), t, tag.height() * 0.7, tag.height() * 0.45,
        bold=True)), words[-1])
    paint_note_tag(painter, tag, text, PAPER, BAND)


def paint_back(painter: QPainter, rect: QRectF, back: str, ratio: float,
               caption: str = "") -> None:
    """One card, face down; an optional caption on a band across its middle."""
    if not draw_svg(painter, back, rect, ratio):
        painter.setBrush(QColor("#4b3b6b"))
        painter.setPen(QPen(INK, 1.5))
        painter.drawRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)
    if caption:
        band = frac(rect, 0.04, 0.66, 0.92, 0.24)
        margin = rect.width() * 0.05  # the words keep clear of the band's rounded ends
        inner = band.adjusted(margin, 2, -margin, -2)
        if not cardpaint.shows_whole(painter, inner, caption, rect.height() * 0.085,
                                     rect.height() * 0.05, bold=True):
            band = frac(rect, 0.03, 0.58, 0.94, 0.36)  # two lines rather than cut short
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 14, 10, 200))
        painter.drawRoundedRect(band, 6, 6)
        painter.restore()
        fit_text(painter, band.adjusted(margin, 2, -margin, -2), caption, PAPER,
                 rect.height() * 0.085,
                 rect.height() * 0.05, bold=True)
