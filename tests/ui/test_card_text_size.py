"""Readable card faces at every window size (issue 25): on both card tables, at 1366x768,
1600x1000, 1920x1080 and 3840x2160, in English and in Chinese, the smallest word any piece
paints (a card's name, type or text, a number on an icon, a note, a count) is at least
:data:`~eldertable.ui.cardtable.cardpaint.MIN_SCREEN_PX` device pixels tall; at 4K the words
grow with the table; a card too small for its details shows its name and type, and its
inspector still has the whole text."""

from __future__ import annotations

import statistics

import pytest
from PySide6.QtGui import QPainter, QPixmap

from eldertable.ui.cardtable import cardpaint
from eldertable.ui.cardtable.textsize import caption_sizes, painted_sizes

SIZES = [(1366, 768), (1600, 1000), (1920, 1080), (3840, 2160)]


def _open(window, qtbot, game: str):
    if game == "magnum-opus":
        from mo_tablehelp import scripted_game
    else:
        from miskatonic_tablehelp import scripted_game
    controller, _chance = scripted_game(window)
    qtbot.waitUntil(lambda: not controller.busy(), timeout=10000)
    return window.table


def _at(window, qtbot, size) -> list[float]:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.table.viewport().width() > size[0] * 0.8, timeout=5000)
    qtbot.wait(20)
    return painted_sizes(window.table)


@pytest.mark.parametrize("game", ["magnum-opus", "miskatonic"])
def test_smallest_card_words_at_every_window_size(window, qtbot, game):
    view = _open(window, qtbot, game)
    median = {}
    for size in SIZES:
        sizes = _at(window, qtbot, size)
        assert sizes, "the table painted no words"
        median[size] = statistics.median(sizes)
        print(f"\nCARD-TEXT {game} {size[0]}x{size[1]}: smallest {min(sizes):.1f} px, "
              f"view scale {view.transform().m11():.3f}, words {len(sizes)}")
        assert min(sizes) >= cardpaint.MIN_SCREEN_PX
        assert min(caption_sizes(view), default=99) >= cardpaint.MIN_SCREEN_PX
    # At 4K the table is larger, and so are its words: the typical word over twice as tall.
    assert view.transform().m11() > 1.2
    assert median[SIZES[-1]] > 2 * median[SIZES[0]]


def test_the_smallest_card_words_in_chinese(window, qtbot):
    from eldertable.ui import i18n

    if i18n.qm_path(i18n.CHINESE) is None:
        pytest.skip("no Chinese translation built")
    for game in ("magnum-opus", "miskatonic"):
        _open(window, qtbot, game)
        try:
            i18n.set_language(i18n.CHINESE)
            qtbot.wait(50)
            for size in ((1366, 768), (3840, 2160)):
                sizes = _at(window, qtbot, size)
                print(f"\nCARD-TEXT {game} zh_CN {size[0]}x{size[1]}: smallest "
                      f"{min(sizes):.1f} px")
                assert sizes and min(sizes) >= cardpaint.MIN_SCREEN_PX
        finally:
            i18n.set_language(i18n.ENGLISH)


def _paint(scale: float, draw) -> list[float]:
    pixmap = QPixmap(400, 600)
    painter = QPainter(pixmap)
    painter.scale(scale, scale)
    cardpaint.SIZES = []
    try:
        draw(painter)
        return list(cardpaint.SIZES)
    finally:
        cardpaint.SIZES = None
        painter.end()


def test_a_small_card_leaves_off_its_text_and_keeps_name_and_type(qtbot):
    """A Magnum Opus card (Lead) seen at half size: its name, numbers and type at 9 px or
    more, its rules text left off and the "more" cue in its place; seen large, the text is
    there too (and no cue)."""
    from PySide6.QtCore import QRectF

    from eldertable.ui.magnum_opus import cardface
    from eldertable.ui.magnum_opus.cards import MagnumOpusCards

    face = MagnumOpusCards(None).face("lead")
    assert face.text and not face.bottom and not face.summary
    rect = QRectF(0, 0, 120, 168)
    small = _paint(0.5, lambda p: cardface.paint_face(p, rect, face, 1.0))
    large = _paint(2.5, lambda p: cardface.paint_face(p, rect, face, 3.0))
    assert min(small) >= cardpaint.MIN_SCREEN_PX
    # the name, the two numbers on its icons, the type, the cue; large: its text, no cue
    assert len(small) == 5
    assert len(large) == 5
    assert min(large) >= cardpaint.MIN_SCREEN_PX


def test_words_in_a_box_lower_than_a_line_grow_to_one_line_unclipped(qtbot):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor

    seen = _paint(0.5, lambda p: cardpaint.fit_text(p, QRectF(0, 0, 200, 6), "Lead", QColor(
        "black"), 6, 4, bold=True))
    assert seen == [pytest.approx(cardpaint.MIN_SCREEN_PX, abs=0.6)]
