"""Miskatonic Madness at 1200 x 800: the odds lines of the encounter panel read whole, in
Chinese and in English (issue 25, play-112: they ended in "…"); a line too long for one
row takes two while the panel has room for them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QImage, QPainter

from eldertable.ui import i18n
from eldertable.ui.cardtable import cardpaint


def drawn_words(view, piece) -> list[tuple[str, str]]:
    """(the words asked for, the words drawn) of ``piece`` as the view paints it now."""
    cardpaint.WORDS = []
    try:
        cardpaint.forget_bodies()
        view.viewport().repaint()
        return list(cardpaint.WORDS)
    finally:
        cardpaint.WORDS = None


@pytest.mark.parametrize("language", [i18n.CHINESE, i18n.ENGLISH])
def test_the_odds_read_whole_at_1200_by_800(window, qtbot, language):
    from eldertable.ui.miskatonic.showcase import open_reveal_choice

    window.resize(1200, 800)
    open_reveal_choice(window, language)
    view = window.table
    qtbot.waitUntil(lambda: bool(view.pieces.get("encounter") and view.pieces["encounter"].lines))
    qtbot.wait(100)
    piece = view.pieces["encounter"]
    assert view.transform().m11() < 0.6  # the board drawn small, as on the tester's screen
    lines = piece.lines
    assert len(lines) >= 2 and any("1/2/3" in x or "1 / 2 / 3" in x for x in lines)
    drawn = dict((asked, words) for asked, words in drawn_words(view, piece)
                 if asked in lines)
    assert set(drawn) == set(lines)
    assert {asked: words for asked, words in drawn.items() if words != asked} == {}


def test_a_long_line_takes_two_rows_when_the_panel_has_room(window):
    from eldertable.ui.miskatonic.panels import DicePiece

    long = ("Library: Starting Cultist: combat 6 dice against 2 if all of you stay, you win "
            "97%")
    piece = DicePiece("encounter", QSizeF(418, 130), [], "Now: Library", [long, "Short."])
    image = QImage(418, 130, QImage.Format.Format_ARGB32)
    image.fill(0)
    cardpaint.WORDS = []
    try:
        painter = QPainter(image)
        painter.scale(0.55, 0.55)  # as the board is seen at 1200 x 800
        piece.paint_body(painter, 1.0)
        painter.end()
        drawn = dict(cardpaint.WORDS)
    finally:
        cardpaint.WORDS = None
    assert drawn[long] == long and drawn["Short."] == "Short."
