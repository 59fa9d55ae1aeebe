"""How small the card tables' words are on screen: the test and the benchmark of readable
card faces at every window size (issue 25) measure with this.

Every word a piece paints (a card's name, type and text, a number on an icon, a note, a
pile's count, a place's title) goes through :mod:`.cardpaint`, which records its height in
device pixels while :data:`.cardpaint.SIZES` is a list: the font's pixel size times the
painter's scale, the view's fit transform included."""

from __future__ import annotations

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
