"""The table base: drag to act, drop elsewhere to see the piece go back with the reason;
the log tells events in words and the dice tray shows each roll."""

from __future__ import annotations

from shellhelp import start_toy
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

import toygame


def _center(view, piece_id) -> QPoint:
    piece = view.pieces[piece_id]
    return view.mapFromScene(piece.sceneBoundingRect().center())


def _drag(qtbot, view, src: QPoint, dst: QPoint) -> None:
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, src)
    steps = 6
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, src + (dst - src) * i / steps)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, dst)


def test_drag_the_chip_to_the_bank_holds(window, qtbot):
    c = start_toy(window, seats=("human", "human"))
    window.handoff.reveal()
    view = window.table
    # While dragging, the legal places light up.
    vp = view.viewport()
    src, dst = _center(view, "chip"), _center(view, "bank")
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, src)
    QTest.mouseMove(vp, src + QPoint(20, 20))
    QTest.mouseMove(vp, (src + dst) / 2)
    assert view.pieces["bank"].highlighted and not view.pieces["cup"].highlighted
    QTest.mouseMove(vp, dst)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, dst)
    assert c.record.actions == [toygame.Hold(0).to_json()]


def test_drag_the_die_to_the_cup_rolls_and_the_tray_shows_it(window, qtbot):
    c = start_toy(window, seats=("human", "human"), seed=5)
    window.handoff.reveal()
    view = window.table
    _drag(qtbot, view, _center(view, "die"), _center(view, "cup"))
    assert [a["type"] for a in c.record.actions] == ["Roll", "ThrowDie"]
    faces = window.dice_tray.view.rolls[-1][1]
    assert len(faces) == 1 and 1 <= faces[0] <= 6
    assert f"Last roll: {faces[0]}" in window.dice_tray.caption.text()
    lines = window.log_dock.lines()
    assert f"The die shows {faces[0]}." in lines and "1 rolls." in lines
    assert window.log_dock.list.count() == len(lines)


def test_a_bad_drop_goes_back_and_says_why(window, qtbot):
    c = start_toy(window, seats=("human", "human"), house_rules={"TOY-GAP-1": False})
    window.handoff.reveal()
    view = window.table
    start = view.pieces["chip"].pos()
    # With the house rule off, holding on 0 is not allowed: the bank does not light up …
    _drag(qtbot, view, _center(view, "chip"), _center(view, "bank"))
    assert c.record.actions == []
    # … the chip slides back, and the status bar gives the rules' reason.
    assert window.statusBar().currentMessage() == "Not now."
    qtbot.waitUntil(lambda: view.pieces["chip"].pos() == start, timeout=2000)
    # Dropped on empty table: back again, with a hint.
    empty = view.mapFromScene(QPointF(150, 110))  # between the die, cup, chip and bank
    assert not [i for i in view.items(empty) if hasattr(i, "piece_id")]
    _drag(qtbot, view, _center(view, "die"), empty)
    assert window.statusBar().currentMessage() == "Drop it on a highlighted place."
    assert c.record.actions == []


def test_zoom_from_the_view_menu(window, qtbot):
    start_toy(window)
    view = window.table
    scale = view.transform().m11()
    window.actions_.zoom_in.trigger()
    assert view.transform().m11() > scale
    window.actions_.zoom_out.trigger()
    window.actions_.zoom_out.trigger()
    assert view.transform().m11() < scale
    window.actions_.zoom_fit.trigger()
    assert abs(view.transform().m11() - scale) < 1e-6


def test_status_bar_says_what_the_seat_may_do(window):
    start_toy(window)
    assert window.prompt_label.text() == "Seat 1: your turn."


def test_docks_show_with_a_table_and_remember_the_view_menu(window, qtbot):
    start_toy(window)
    assert window.log_dock.isVisible() and window.dice_tray.isVisible()
    window.log_dock.toggleViewAction().trigger()  # View > Log off
    assert not window.log_dock.isVisible()
    window.show_start_page()
    assert not window.dice_tray.isVisible()  # never on the start page
    start_toy(window)
    assert window.dice_tray.isVisible() and not window.log_dock.isVisible()


def test_svg_pieces_draw_our_art_at_the_zoom_they_are_seen(window, qtbot):
    from PySide6.QtCore import QSizeF
    from PySide6.QtGui import QColor

    from eldertable.ui.table_base import SvgPiece

    start_toy(window)
    view = window.table
    piece = view.add_piece(SvgPiece("emblem", "art/icon.svg", QSizeF(60, 60)), (6, 2))
    missing = view.add_piece(SvgPiece("lost", "art/no-such.svg", QSizeF(60, 60), label="?"),
                             (7, 2))
    view.zoom_fit()
    image = view.grab().toImage()
    centre = view.mapFromScene(piece.sceneBoundingRect().center())
    # The icon's dark blue background, not the table's white.
    colour = QColor(image.pixel(centre.x() - 20, centre.y() - 20))
    assert colour.blue() > colour.red() and colour.lightness() < 120
    lost = view.mapFromScene(missing.sceneBoundingRect().center() + QPointF(-20, -20))
    assert QColor(image.pixel(lost.x(), lost.y())) != QColor("white")


def test_a_new_game_replaces_the_view_and_the_old_one_hears_nothing(window, qtbot):
    c = start_toy(window, seats=("human", "bot:default"))
    old = window.table
    heard = []
    old.follow = lambda events, observation: heard.append(events)
    old.populate = lambda observation: heard.append(observation)
    start_toy(window, seats=("human", "bot:default"), seed=8)
    c.act(toygame.Roll(0))
    assert window.table is not old and heard == []
