"""How small the card tables' words are on screen: the test and the benchmark of readable
card faces at every window size (issue 25) measure with this.

Every word a piece paints (a card's name, type and text, a number on an icon, a note, a
pile's count, a place's title) goes through :mod:`.cardpaint`, which records its height in
device pixels while :data:`.cardpaint.SIZES` is a list: the font's pixel size times the
painter's scale, the view's fit transform included."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from . import cardpaint


def painted_sizes(view) -> list[float]:
    """The device-pixel height of every word the pieces paint when ``view`` draws now
    (the pictures the tables keep of their pieces are forgotten first, and after)."""
    cardpaint.forget_bodies()
    cardpaint.SIZES = []
    try:
        view.viewport().grab()
        return list(cardpaint.SIZES)
    finally:
        cardpaint.SIZES = None
        cardpaint.forget_bodies()


def caption_sizes(view) -> list[float]:
    """The device-pixel height of the captions lying on the table (zone titles)."""
    scale = view.transform().m11()
    return [item.font().pixelSize() * scale for item in view.scene().items()
            if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()
            and item.text().strip()]


def cut_words(view) -> dict[str, list[str]]:
    """The words the pieces paint cut short when ``view`` draws now: ``"elided"``, asked
    for and drawn shortened with "…" (or left out); ``"clipped"``, drawn past their box's
    edge on the device (by over half a pixel, measured at the size the device draws them),
    so the box's edge cuts them."""
    cardpaint.forget_bodies()
    cardpaint.WORDS, cardpaint.CLIPS = [], []
    try:
        view.viewport().grab()
        return {"elided": sorted({a for a, d in cardpaint.WORDS if d != a}),
                "clipped": sorted({t for t, over in cardpaint.CLIPS if over > 0.5})}
    finally:
        cardpaint.WORDS = cardpaint.CLIPS = None
        cardpaint.forget_bodies()


def cut_when_painted(paint, width: float, height: float, scale: float) -> dict[str, list]:
    """:func:`cut_words` of ``paint(painter, QRectF(0, 0, width, height))`` drawn at
    ``scale`` device pixels per scene pixel (one card face, as a table of that scale shows
    it), with the smallest word's device-pixel height under ``"smallest_px"``."""
    image = QImage(max(1, math.ceil(width * scale)), max(1, math.ceil(height * scale)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    cardpaint.WORDS, cardpaint.CLIPS, cardpaint.SIZES = [], [], []
    painter = QPainter(image)
    try:
        painter.scale(scale, scale)
        paint(painter, QRectF(0, 0, width, height))
        return {"elided": sorted({a for a, d in cardpaint.WORDS if d != a}),
                "clipped": sorted({t for t, over in cardpaint.CLIPS if over > 0.5}),
                "smallest_px": [min(cardpaint.SIZES, default=99.0)],
                "drawn": [d for _a, d in cardpaint.WORDS]}
    finally:
        painter.end()
        cardpaint.WORDS = cardpaint.CLIPS = cardpaint.SIZES = None


def clipped_captions(view) -> list[str]:
    """The captions lying on the table (zone titles, scene words) that run past the table's
    edge or into another caption's box."""
    items = [item for item in view.scene().items()
             if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()
             and item.text().strip()]
    bounds = view.sceneRect()
    out = []
    for item in items:
        box = item.sceneBoundingRect()
        if not bounds.contains(box) or any(
                other is not item and box.intersects(other.sceneBoundingRect())
                for other in items):
            out.append(item.text())
    return sorted(out)


def drawn_words(view) -> list[tuple[str, str]]:
    """(the words asked for, the words drawn) of every word the pieces paint when ``view``
    draws now: a word drawn shorter than asked ends in "…"."""
    cardpaint.forget_bodies()
    cardpaint.WORDS = []
    try:
        view.viewport().grab()
        return list(cardpaint.WORDS)
    finally:
        cardpaint.WORDS = None
        cardpaint.forget_bodies()
