"""Magnum Opus marks seen under Xvfb at 1366x768 (issue 25): a lit pile's count pill lies
over its own ring and over the ring of the lit card below it ("24" on the Reagent Search
was half hidden), and a card's note tag is never cut short ("in the experi…": a shorter way
to say it is drawn when the long one does not fit)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from eldertable.ui.cardtable import cardpaint
from eldertable.ui.cardtable.textsize import cut_when_painted
from eldertable.ui.magnum_opus.cards import art
from eldertable.ui.magnum_opus.layout import CARD
from eldertable.ui.magnum_opus.pieces import LIT, CardPiece, PilePiece


def _pixel_under_pill(piece) -> QColor:
    scene = QGraphicsScene()
    scene.addItem(piece)
    piece.set_lit(True)
    image = QImage(200, 260, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 200, 260), QRectF(-20, -20, 200, 260))
    painter.end()
    # the ring runs 3 px outside the card's bottom edge, across the pill's middle
    return image.pixelColor(20 + int(CARD.width() / 2), 20 + int(CARD.height() + 3))


def test_a_lit_piles_count_lies_over_its_ring(qapp):
    pile = PilePiece("search", None, 24, CARD, back=art("back-search"), caption="Search")
    seen = _pixel_under_pill(pile)
    assert abs(seen.blue() - LIT.blue()) > 40 or abs(seen.red() - LIT.red()) > 40
    assert seen.red() > 180 and seen.green() > 180  # the pill's paper, not the blue ring


def test_an_upper_pile_lies_over_the_one_below(window, qtbot):
    from mo_tablehelp import scripted_game

    scripted_game(window)
    qtbot.waitUntil(lambda: not window.controller.busy(), timeout=10000)
    pieces = window.table.pieces
    search = pieces["search"]
    below = min((p for p in pieces.values() if isinstance(p, PilePiece)
                 and abs(p.pos().x() - search.pos().x()) < 1 and p.pos().y() > search.pos().y()),
                key=lambda p: p.pos().y())
    assert search.zValue() > below.zValue()
    pill = search.mapToScene(CARD.width() / 2, CARD.height() * 1.03)
    drawn = [item for item in window.table.scene().items(
        pill, Qt.ItemSelectionMode.IntersectsItemBoundingRect)
        if isinstance(item, (PilePiece, CardPiece))]
    assert below in drawn  # its ring reaches up there
    assert drawn[0] is search  # drawn last: over it


def test_a_note_too_long_for_its_tag_is_said_shorter(qapp):
    note = ("in the experiment", "experiment")
    piece = CardPiece("card:x", None, CARD, note=note)
    for scale in (0.484, 0.499, 0.653, 1.604):
        found = cut_when_painted(lambda p, r: piece.paint_body(p, 1.0), CARD.width(),
                                 CARD.height(), scale)
        assert found["elided"] == [] and found["clipped"] == []
        drawn = [w for w in found["drawn"] if w in note]
        assert len(drawn) == 1
        assert drawn == (["experiment"] if scale < 0.6 else drawn)
    assert cardpaint.MIN_SCREEN_PX <= 9.5


def test_an_open_dialog_moves_off_the_pace_banner(window, qtbot):
    """The viewer's transmutation dialog, left open when a bot's turn is shown, had covered
    the banner's Continue and Skip (seen under Xvfb at 1600x1000): it moves up off it."""
    from mo_tablehelp import scripted_game
    from PySide6.QtCore import QPoint, QRect

    from eldertable.ui.magnum_opus.transmute import TransmuteDialog

    scripted_game(window)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: not window.controller.busy(), timeout=10000)
    view = window.table
    banner = view.pacer.banner
    banner.show()
    banner.place()
    dialog = view.transmute_dialog = TransmuteDialog(view, view.seat)
    dialog.show()
    qtbot.waitExposed(dialog)
    shown = QRect(banner.mapToGlobal(QPoint(0, 0)), banner.size())
    dialog.move(shown.center() - QPoint(dialog.width() // 2, dialog.height() // 2))
    assert dialog.frameGeometry().intersects(shown)
    view.dialogs_clear_of_banner()
    assert not dialog.frameGeometry().intersects(shown)
    assert dialog.frameGeometry().bottom() < shown.top()
    banner.hide()
    view._close_transmute()
