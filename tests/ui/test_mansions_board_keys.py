"""The keyboard alternative to dragging, the range toggle, zoom, fit and pan on the board."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).parent))

from mansionsboard import centre, drag, legal_targets, lit, open_walk, space, state  # noqa: E402

ADA = "ada-whitlock"


def on_the_lawn(walk):
    walk.map.reveal_tile("back")
    walk.map.move_figure(ADA, "back.lawn")


def key(table, k, mods=Qt.KeyboardModifier.NoModifier):
    QTest.keyClick(table, k, mods)


def test_tab_chooses_arrows_aim_enter_moves(qtbot):
    win = open_walk(qtbot)
    table = win.table
    table.setFocus()
    key(table, Qt.Key.Key_Return)
    assert "Choose a figure first" in win.statusBar().currentMessage()
    key(table, Qt.Key.Key_Tab)
    assert table.chosen == ADA
    assert lit(table) == legal_targets(win, ADA)
    assert table.target == space(win, "hall.east")
    key(table, Qt.Key.Key_Right)
    right = table.target
    assert right != space(win, "hall.east") and table.board.spaces[right].target
    assert centre(table, right).x() > centre(table, space(win, "hall.east")).x()
    key(table, Qt.Key.Key_Return)
    assert state(win).map.figures[ADA].space == right
    qtbot.waitUntil(lambda: not table.animating(), timeout=3000)
    assert table.chosen == ADA and lit(table) == legal_targets(win, ADA)
    key(table, Qt.Key.Key_Escape)
    assert table.chosen is None and not lit(table)


def test_tab_walks_through_every_figure_and_shift_tab_back(qtbot):
    win = open_walk(qtbot)
    table = win.table
    table.setFocus()
    key(table, Qt.Key.Key_Tab)
    key(table, Qt.Key.Key_Tab)
    assert table.chosen == "tomas-reyes"
    key(table, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert table.chosen == ADA


def test_enter_on_a_space_it_cannot_reach_says_why_and_changes_nothing(qtbot):
    win = open_walk(qtbot, setup=on_the_lawn)
    table = win.table
    table.setFocus()
    before = state(win).digest()
    key(table, Qt.Key.Key_Tab)
    key(table, Qt.Key.Key_Down)  # below the lawn, across its impassable border
    assert table.board.space_data[table.target]["room"] == "back.sunken-garden"
    key(table, Qt.Key.Key_Return)
    assert "impassable border" in win.statusBar().currentMessage()
    assert state(win).digest() == before


def test_the_range_toggle_shows_the_spaces_within_three(qtbot):
    win = open_walk(qtbot, setup=on_the_lawn)
    table = win.table
    table.choose(ADA)
    lawn = space(win, "back.lawn")
    steps = {i: p.range_steps for i, p in table.board.spaces.items() if p.range_steps is not None}
    assert steps == {}
    table.range_action.trigger()
    expect = dict(map(tuple, table.board.space_data[lawn]["range"]))
    expect[lawn] = 0
    steps = {i: p.range_steps for i, p in table.board.spaces.items() if p.range_steps is not None}
    assert steps == expect
    # range reaches across the impassable border that movement may not cross
    sunken = space(win, "back.sunken-west")
    assert steps[sunken] == 1 and sunken not in lit(table)
    table.setFocus()
    key(table, Qt.Key.Key_R)
    assert not table.range_action.isChecked()
    assert all(p.range_steps is None for p in table.board.spaces.values())


def test_zoom_buttons_wheel_keys_and_fit(qtbot):
    win = open_walk(qtbot)
    table = win.table
    fitted = table.transform().m11()
    win.zoom_in.trigger()
    assert table.transform().m11() == fitted * table.ZOOM_STEP
    vp = table.viewport()
    at = QPointF(vp.width() / 2, vp.height() / 2)

    def wheel(dy):
        event = QWheelEvent(at, QPointF(vp.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, dy),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(vp, event)

    wheel(120)
    assert table.transform().m11() == fitted * table.ZOOM_STEP ** 2
    wheel(-120)
    wheel(-120)
    wheel(-120)
    assert abs(table.transform().m11() - fitted / table.ZOOM_STEP) < 1e-9
    table.setFocus()
    key(table, Qt.Key.Key_Plus)
    assert abs(table.transform().m11() - fitted) < 1e-9
    for _ in range(40):
        table.zoom_in()
    assert table.transform().m11() <= 6.0  # zoom stops somewhere sensible
    key(table, Qt.Key.Key_F)
    assert abs(table.transform().m11() - fitted) < 1e-6
    shown = table.mapFromScene(table.board.map_rect()).boundingRect()
    assert vp.rect().contains(shown)
    assert shown.width() > 0.8 * vp.width() or shown.height() > 0.8 * vp.height()


def test_dragging_the_floor_pans_the_map_and_moves_nobody(qtbot):
    win = open_walk(qtbot)
    table = win.table
    for _ in range(4):
        table.zoom_in()
    empty = centre(table, space(win, "long.front"))
    table.centerOn(empty)
    bar = table.horizontalScrollBar()
    before_scroll, before_state = bar.value(), state(win).digest()
    drag(table, empty, empty + QPointF(120 / table.transform().m11(), 0))
    assert bar.value() != before_scroll
    assert state(win).digest() == before_state
