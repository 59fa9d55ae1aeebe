"""Every Magnum Opus card face at the scales the table shows cards at (1366x768, 1600x1000,
4K), in English and in Chinese (issue 25): no word is cut by its box's edge (measured at
the size the device draws it), no word is shortened with "…" (a face whose rules text or
type does not fit shows the "more" cue: the inspector has the rest), and none is drawn
below the smallest size that reads. "Putrefactio" on the clue pile's band keeps clear of
the band's ends; the Miskatonic pile captions take two lines rather than "Out of the ga…"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from eldertable.games.magnum_opus.rules import make_rules
from eldertable.ui import i18n
from eldertable.ui.cardtable import cardpaint
from eldertable.ui.cardtable.textsize import cut_when_painted
from eldertable.ui.magnum_opus.cardface import more_words, paint_back, paint_face
from eldertable.ui.magnum_opus.cards import MagnumOpusCards, art
from eldertable.ui.magnum_opus.layout import CARD, SMALL, TINY

SCALES = (0.484, 0.499, 0.653, 1.604)  # the tables' scales at 1366x768, 1600x1000 and 4K


def _languages():
    return [i18n.ENGLISH] + ([i18n.CHINESE] if i18n.qm_path(i18n.CHINESE) else [])


@pytest.mark.parametrize("size", [CARD, SMALL, TINY], ids=["card", "small", "tiny"])
@pytest.mark.parametrize("scale", SCALES)
def test_every_magnum_opus_face_is_whole_or_cued(qapp, scale, size):
    """At every size a face is drawn at: a table card, a neighbour's discard pile or Table
    card (small), a neighbour's Clue (tiny: the name across the card, or the cue)."""
    try:
        for language in _languages():
            i18n.set_language(language)
            book = MagnumOpusCards({})
            silent, clipped, small = [], [], []
            for card in sorted(make_rules({}).cards):
                face = book.face(card)
                found = cut_when_painted(lambda p, r, f=face: paint_face(p, r, f, 1.0),
                                         size.width(), size.height(), scale)
                if found["elided"]:
                    silent.append(card)
                if found["clipped"]:
                    clipped.append((card, found["clipped"]))
                if found["smallest_px"][0] < cardpaint.MIN_SCREEN_PX:
                    small.append(card)
            assert (language, silent, clipped, small) == (language, [], [], [])
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_type_lines_and_summaries_are_whole_at_1366(qapp):
    """The type lines that read "Alchemi…", "Effect · Knowled…" and "Starts a transmu…"
    at 1366x768 are whole, and a card whose rules text cannot fit shows the cue."""
    book = MagnumOpusCards({})
    for card in ("saltpetre", "the-truth", "attempt-transmutation", "heartstone"):
        face = book.face(card)
        found = cut_when_painted(lambda p, r, f=face: paint_face(p, r, f, 1.0),
                                 CARD.width(), CARD.height(), 0.499)
        assert found["elided"] == [] and found["clipped"] == []
        assert face.kind in found["drawn"] or face.summary in found["drawn"]
    face = book.face("heartstone")
    found = cut_when_painted(lambda p, r: paint_face(p, r, face, 1.0), CARD.width(),
                             CARD.height(), 0.499)
    assert set(found["drawn"]) & set(more_words())


@pytest.mark.parametrize("scale", SCALES)
def test_the_putrefactio_band_keeps_clear_of_its_ends(qapp, scale):
    found = {}

    def paint(p, r):
        paint_back(p, r, art("back-putrefactio"), 1.0, "Putrefactio")
        found["at"] = list(cardpaint.WORDS)

    cut = cut_when_painted(paint, CARD.width(), CARD.height(), scale)
    assert cut["elided"] == [] and cut["clipped"] == []
    assert found["at"] == [("Putrefactio", "Putrefactio")]


def test_the_drawn_words_stay_inside_the_band(qapp):
    """Where fit_text says the words went lies inside the band less its margins."""
    from PySide6.QtGui import QImage, QPainter

    image = QImage(80, 100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.scale(0.499, 0.499)
    rect = QRectF(0, 0, CARD.width(), CARD.height())
    band = QRectF(rect.width() * 0.09, 0, rect.width() * 0.82, 40)
    at = cardpaint.fit_text(painter, band, "Putrefactio", cardpaint.OUTLINE, 20, 8, bold=True)
    painter.end()
    assert band.adjusted(-0.5, -0.5, 0.5, 0.5).contains(at)
