"""Painting on the card tables' cards and boards: our SVG pictures at the zoom they are seen
at, proportions as fractions of a card, words that shrink to fit their box, and numbers that
read on any picture."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ..art import svg_pixmap
from ..i18n import current_language

STEPS = (0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)  # few pixmap sizes: the cache stays small
OUTLINE = QColor("#1d1a16")
#: a list to measure with: every fit_text appends the pixel height its words are drawn at
#: on the device (the font's pixel size times the painter's scale); None: not measuring
SIZES: list[float] | None = None
#: a list to measure with: every fit_text appends (the words asked for, the words drawn:
#: the same, or shortened with "…"); None: not measuring
WORDS: list[tuple[str, str]] | None = None
#: a list to measure with: every fit_text appends (the words drawn, how far past their box
#: they reach on the device, in device pixels, measured at the size the device draws them:
#: over 0.5 is a word cut by its box's edge); None: not measuring
CLIPS: list[tuple[str, float]] | None = None
#: the smallest words a card table draws, in device pixels (font pixel size times the
#: painter's scale): smaller words are drawn at this size, shortened with "…", or (a card's
#: details) left off; the card inspector has them whole
MIN_SCREEN_PX = 9.0


def device_scale(painter: QPainter) -> float:
    """How many device pixels one scene pixel covers under the painter now."""
    t = painter.worldTransform()
    return math.hypot(t.m11(), t.m12()) or 1.0


def floor_px(painter: QPainter) -> float:
    """The smallest font pixel size (in the painter's units) that reads on screen."""
    return math.ceil(MIN_SCREEN_PX / device_scale(painter) - 1e-6)


#: how to forget the pictures of pieces' bodies the tables keep (:func:`keeps_bodies`):
#: measuring paints every word afresh
_BODY_CACHES: list = []


def keeps_bodies(clear) -> None:
    """A table keeps pictures of its pieces' bodies; ``clear()`` forgets them."""
    if clear not in _BODY_CACHES:
        _BODY_CACHES.append(clear)


def forget_bodies() -> None:
    for clear in _BODY_CACHES:
        clear()


def _record(painter: QPainter, f: QFont) -> None:
    if SIZES is not None:
        SIZES.append(f.pixelSize() * device_scale(painter))


def ratio_for(painter: QPainter, widget=None, steps: tuple[float, ...] = STEPS) -> float:
    """The pixel ratio the painter draws at now (a turned piece too), rounded up to one of
    ``steps``."""
    scale = abs(painter.worldTransform().m11()) or abs(painter.worldTransform().m12())
    ratio = scale * (widget.devicePixelRatioF() if widget is not None else 1.0)
    return next((s for s in steps if s >= ratio), steps[-1])


def draw_svg(painter: QPainter, picture: str, rect: QRectF, ratio: float) -> bool:
    pixmap = svg_pixmap(picture, QSize(max(1, round(rect.width())),
                                       max(1, round(rect.height()))), ratio)
    if pixmap is None:
        return False
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
    return True


def frac(rect: QRectF, x: float, y: float, w: float, h: float) -> QRectF:
    return QRectF(rect.x() + x * rect.width(), rect.y() + y * rect.height(),
                  w * rect.width(), h * rect.height())


#: narrower letters a word may take before it is shortened (per cent of the normal width)
STRETCHES = (100, 87, 75)


def font(px: float, bold: bool = False, italic: bool = False, stretch: int = 100) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, int(round(px))))
    f.setBold(bold)
    f.setItalic(italic)
    if stretch != 100:
        f.setStretch(stretch)
    return f


def _fits(text: str, width: float, height: float, px: float, bold: bool,
          stretch: int = 100, scale: float = 1.0) -> bool:
    """True when ``text`` at ``px`` fits a ``width`` x ``height`` box seen at ``scale``
    device pixels per pixel: measured with the font at the size the device draws it (small
    letters on screen are hinted wider than the scene's font says; at 4K too)."""
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    device_px = max(1, round(px)) * scale
    box = QFontMetricsF(font(device_px, bold, stretch=stretch)).boundingRect(
        QRectF(0, 0, width * scale, 100_000), flags, text)
    # a little room to spare: the rounding of letters' places on whole pixels
    return box.height() <= height * scale and box.width() <= width * scale * 0.96


@lru_cache(maxsize=4096)
def _fit(text: str, width: float, height: float, top: float, bottom: float,
         bold: bool, stretch: int = 100, scale: float = 1.0, lang: str = "") -> float:
    """The largest pixel size from ``top`` down to ``bottom`` at which ``text`` fits."""
    px = top
    while px > bottom:
        if _fits(text, width, height, px, bold, stretch, scale):
            return px
        px -= max(0.5, px * 0.08)
    return bottom


@lru_cache(maxsize=4096)
def _shortened(text: str, width: float, height: float, px: float, bold: bool,
               stretch: int = 100, scale: float = 1.0, lang: str = "") -> str:
    """``text`` as it fits at ``px``: whole, or its longest beginning that fits with "…"
    (empty when not even one letter does)."""
    if _fits(text, width, height, px, bold, stretch, scale):
        return text
    low, high = 0, len(text)  # text[:low] + "…" fits; text[:high] + "…" does not
    while high - low > 1:
        mid = (low + high) // 2
        if _fits(text[:mid].rstrip() + "\u2026", width, height, px, bold, stretch, scale):
            low = mid
        else:
            high = mid
    kept = text[:low].rstrip()
    return kept + "\u2026" if kept else ""


@lru_cache(maxsize=4096)
def _layout(text: str, width: float, height: float, top: float, bottom: float,
            bold: bool, scale: float = 1.0, lang: str = "") -> tuple[float, int, str, bool]:
    """(pixel size, stretch, words, bold) for ``text`` in a ``width`` x ``height`` box: the
    largest size from ``top`` down to ``bottom`` at which it fits whole; at ``bottom``,
    narrower letters, then (bold words) regular ones, before it is shortened with "…".
    ``scale``: the device pixels per pixel it is seen at; ``lang``: the language (its
    default font measures differently), both part of the cache's key."""
    px = _fit(text, width, height, top, bottom, bold, 100, scale, lang)
    if px > bottom or _fits(text, width, height, px, bold, 100, scale):
        return px, 100, text, bold
    for weight in ((True, False) if bold else (False,)):
        for stretch in STRETCHES:
            if _fits(text, width, height, bottom, weight, stretch, scale):
                return bottom, stretch, text, weight
    return (bottom, STRETCHES[-1], _shortened(text, width, height, bottom, False,
                                              STRETCHES[-1], scale, lang), False)


def _key(painter: QPainter) -> tuple[float, str]:
    """The device scale (rounded) and the language a layout is cached under."""
    return round(device_scale(painter), 3), current_language()


def shows_whole(painter: QPainter, rect: QRectF, text: str, top: float, bottom: float,
                bold: bool = False, weight_kept: bool = False) -> bool:
    """True when ``text`` fits whole in ``rect`` at a size that reads on screen: a card
    leaves off the details that do not (its inspector shows them). Bold words may be drawn
    regular to fit, unless ``weight_kept``."""
    if not text or rect.width() <= 1 or rect.height() <= 1:
        return False
    low = max(bottom, floor_px(painter))
    _px, _stretch, words, drawn_bold = _layout(text, round(rect.width(), 1),
                                          round(rect.height(), 1), round(max(top, low), 1),
                                          round(low, 1), bold, *_key(painter))
    return words == text and (drawn_bold == bold or not weight_kept)


@lru_cache(maxsize=1024)
def _line(text: str, px: float, bold: bool, lang: str = "") -> float:
    """The height of one line of ``text`` at ``px`` (its letters' fallback fonts count:
    Chinese lines are taller than the Latin font says)."""
    return QFontMetricsF(font(px, bold)).boundingRect(
        QRectF(0, 0, 100_000, 100_000), int(Qt.AlignmentFlag.AlignLeft), text or "X").height()


def smallest_line(painter: QPainter, texts, bold: bool = False) -> float:
    """How high a line must be for the tallest of ``texts`` at the smallest size that reads
    (lines stacked at this height never overlap)."""
    px = floor_px(painter)
    return max((math.ceil(_line(t, px, bold, current_language()) * 10 + 1) / 10
                for t in texts), default=0.0)


def holds_line(painter: QPainter, rect: QRectF, text: str, bold: bool = False) -> bool:
    """True when ``rect`` is as high as one line of ``text`` at a size that reads."""
    return rect.height() >= _line(text, floor_px(painter), bold, current_language())


def fit_text(painter: QPainter, rect: QRectF, text: str, color: QColor, top: float,
             bottom: float, bold: bool = False,
             align=Qt.AlignmentFlag.AlignCenter) -> QRectF:
    """Write ``text`` wrapped inside ``rect`` as large as fits (never below ``bottom``, nor
    below :data:`MIN_SCREEN_PX` on screen); at the smallest size narrower letters, then
    what still does not fit ends in "…" (the piece's tooltip and the inspector have it
    whole; a card leaves off what does not fit whole: :func:`shows_whole`). A box lower
    than one line at the smallest size grows about its middle to one line. Returns where
    the words went."""
    if not text or rect.width() <= 1 or rect.height() <= 1:
        return QRectF(rect.topLeft(), rect.topLeft())
    asked = text
    bottom = max(bottom, floor_px(painter))
    top = max(top, bottom)
    # one line as the scene's font measures it, and as the device draws it (hinted taller)
    scale, lang = device_scale(painter), current_language()
    line = max(_line(text, bottom, bold, lang),
               _line(text, max(1, round(bottom)) * scale, bold, lang) / scale)
    line = math.ceil(line * 10 + 1) / 10  # rounding keeps it whole
    if rect.height() < line:
        rect = QRectF(rect.x(), rect.center().y() - line / 2, rect.width(), line)
    px, stretch, text, bold = _layout(text, round(rect.width(), 1), round(rect.height(), 1),
                                      round(top, 1), round(bottom, 1), bold, *_key(painter))
    if WORDS is not None:
        WORDS.append((asked, text))
    if not text:  # not one letter fits: nothing rather than a lone "…"
        return QRectF(rect.topLeft(), rect.topLeft())
    flags = int(align | Qt.TextFlag.TextWordWrap)
    f = font(px, bold, stretch=stretch)
    _record(painter, f)
    painter.save()
    painter.setClipRect(rect.adjusted(-1, -1, 1, 1))
    painter.setFont(f)
    painter.setPen(color)
    painter.drawText(rect, flags, text)
    painter.restore()
    if CLIPS is not None:
        CLIPS.append((text, _overflow(painter, rect, flags, text, px, bold, stretch)))
    return QFontMetricsF(f).boundingRect(rect, flags, text)


def _overflow(painter: QPainter, rect: QRectF, flags: int, text: str, px: float, bold: bool,
              stretch: int) -> float:
    """How far (device pixels) ``text`` drawn in ``rect`` reaches past it on the device,
    measured with the font at the size the device draws it (small letters are hinted wider
    than the scene's font says)."""
    scale = device_scale(painter)
    f = font(max(1, round(px)) * scale, bold, stretch=stretch)
    box = QRectF(0, 0, rect.width() * scale, rect.height() * scale)
    drawn = QFontMetricsF(f).boundingRect(box, flags, text)
    return max(0.0, box.left() - drawn.left(), drawn.right() - box.right(),
               box.top() - drawn.top(), drawn.bottom() - box.bottom())


def outlined_number(painter: QPainter, center: QPointF, text: str, px: float,
                    fill: QColor = QColor("white"), edge: QColor = OUTLINE) -> None:
    """A number that reads on any picture: light fill, dark outline; never below
    :data:`MIN_SCREEN_PX` on screen."""
    f = font(max(px, floor_px(painter)), bold=True)
    _record(painter, f)
    metrics = QFontMetricsF(f)
    path = QPainterPath()
    path.addText(center.x() - metrics.horizontalAdvance(text) / 2,
                 center.y() + (metrics.ascent() - metrics.descent()) / 2, f, text)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    # The outline first and twice as wide, then the fill over it: thin glyphs stay whole.
    painter.strokePath(path, QPen(edge, max(1.5, f.pixelSize() / 4), Qt.PenStyle.SolidLine,
                                  Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.fillPath(path, QBrush(fill))
    painter.restore()


def text_item(text: str, pos: QPointF, px: float, bold: bool,
              color: QColor) -> QGraphicsSimpleTextItem:
    """Words lying on the table (a scene item, a caption over a zone) at ``px`` pixels."""
    item = QGraphicsSimpleTextItem(text)
    item.setFont(font(px, bold))
    item.setBrush(color)
    item.setPos(pos)
    return item


def card_name(painter: QPainter, rect: QRectF, name: str, band: tuple, boxes: tuple,
              color: QColor, behind: QColor, top: float, bottom: float) -> None:
    """A card's name in its title ``band`` (fractions of the card ``rect``); when one line
    there would cut it short at a size that reads, in the first of the taller ``boxes``
    (two lines, then three) where it fits whole, bold if it fits so, else in regular
    letters, on a ``behind`` band reaching over the top of the picture: a name is never
    cut short while a box holds it (the last box shortens it if none does)."""
    band_rect = frac(rect, *band)
    if shows_whole(painter, band_rect, name, top, bottom, bold=True, weight_kept=True):
        fit_text(painter, band_rect, name, color, top, bottom, bold=True)
        return
    box, bold = frac(rect, *boxes[-1]), False
    for fractions in boxes:
        found = next((b for b in (True, False) if shows_whole(
            painter, frac(rect, *fractions).adjusted(1, 0, -1, 0), name, top, bottom,
            bold=b, weight_kept=True)), None)
        if found is not None:
            box, bold = frac(rect, *fractions), found
            break
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(behind)
    painter.drawRoundedRect(box, rect.width() * 0.05, rect.width() * 0.05)
    painter.restore()
    fit_text(painter, box.adjusted(1, 0, -1, 0), name, color, top, bottom, bold=bold)


def paint_note_tag(painter: QPainter, tag: QRectF, text, ink: QColor, fill: QColor,
                   top: float = 0.75, bottom: float = 0.45) -> None:
    """A rounded tag across a piece (a card's or a person's note), its words fitted in
    bold between ``top`` and ``bottom`` of the tag's height. ``text``: the words, or
    several ways to say them, longest first: the first that fits whole is drawn ("in the
    experiment", else "experiment": never "in the experi…")."""
    words = (text,) if isinstance(text, str) else tuple(text)
    room = tag.adjusted(4, 1, -4, -1)
    high, low = tag.height() * top, tag.height() * bottom
    chosen = next((w for w in words if shows_whole(painter, room, w, high, low, bold=True)),
                  words[-1])
    painter.setPen(QPen(ink, 1))
    painter.setBrush(fill)
    painter.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
    fit_text(painter, room, chosen, ink, high, low, bold=True)
