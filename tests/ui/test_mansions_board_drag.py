"""Dragging figures on the Mansions board with the mouse: legal spaces light up, a legal drop
moves the figure and changes the state, an illegal one animates back with the reason."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

sys.path.insert(0, str(Path(__file__).parent))

from mansionsboard import centre, drag, legal_targets, lit, open_walk, space, state  # noqa: E402

ADA, TOMAS = "ada-whitlock", "tomas-reyes"


def test_dragging_lights_the_legal_spaces_and_a_legal_drop_moves_the_figure(qtbot):
    win = open_walk(qtbot)
    table = win.table
    piece = table.board.figures[ADA]
    legal = legal_targets(win, ADA)
    assert legal == {space(win, s) for s in ("hall.west", "long.front", "long.back")}
    target = space(win, "long.back")
    drag(table, piece.centre(), centre(table, target), release=False)
    assert table.interaction.dragging
    assert lit(table) == legal
    drag_end = table.mapFromScene(centre(table, target))
    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, drag_end)
    assert state(win).map.figures[ADA].space == target
    assert state(win).actions_left == 1
    assert win.controller.undo_stack.count() == 1
    qtbot.waitUntil(lambda: not table.animating(), timeout=3000)
    moved = table.board.figures[ADA]
    assert table.board.spaces[target].path.contains(moved.centre())
    assert not lit(table)  # the lights went out with the drag


def test_an_illegal_drop_animates_back_and_the_status_bar_says_why(qtbot):
    def on_the_lawn(walk):
        walk.map.reveal_tile("back")
        walk.map.move_figure(ADA, "back.lawn")

    win = open_walk(qtbot, setup=on_the_lawn)
    table = win.table
    piece = table.board.figures[ADA]
    home = piece.pos()
    before = state(win).digest()
    across = space(win, "back.sunken-west")  # beyond the lawn's impassable border
    assert across not in legal_targets(win, ADA)
    drag(table, piece.centre(), centre(table, across))
    assert "impassable border" in win.statusBar().currentMessage()
    assert state(win).digest() == before
    assert win.controller.undo_stack.count() == 0
    qtbot.waitUntil(lambda: table.board.figures[ADA].pos() == home, timeout=3000)
    assert table.board.figures[ADA] is piece  # the same piece came back; nothing was rebuilt


def test_a_far_space_and_a_sealed_door_give_their_own_reasons(qtbot):
    def on_the_lawn(walk):
        walk.map.reveal_tile("back")
        walk.map.move_figure(ADA, "back.lawn")

    win = open_walk(qtbot, setup=on_the_lawn)
    table = win.table
    before = state(win).digest()
    home = table.board.figures[ADA].pos()
    drag(table, table.board.figures[ADA].centre(), centre(table, space(win, "back.door-bed")))
    assert "door" in win.statusBar().currentMessage()
    qtbot.waitUntil(lambda: table.board.figures[ADA].pos() == home, timeout=3000)
    drag(table, table.board.figures[ADA].centre(), centre(table, space(win, "hall.east")))
    assert "spaces away" in win.statusBar().currentMessage()
    assert state(win).digest() == before


def test_only_the_active_investigator_moves(qtbot):
    win = open_walk(qtbot)
    table = win.table
    piece = table.board.figures[TOMAS]
    home = piece.pos()
    before = state(win).digest()
    drag(table, piece.centre(), centre(table, space(win, "hall.west")))
    assert "Ada Whitlock's turn" in win.statusBar().currentMessage()
    assert state(win).digest() == before
    qtbot.waitUntil(lambda: table.board.figures[TOMAS].pos() == home, timeout=3000)


def test_a_drop_off_the_map_changes_nothing(qtbot):
    win = open_walk(qtbot)
    table = win.table
    piece = table.board.figures[ADA]
    home = piece.pos()
    before = state(win).digest()
    rect = table.board.map_rect()
    off = QPointF(rect.center().x(), rect.bottom() + 20)  # below the explored rooms: no space
    assert table.board.space_at(off) is None
    drag(table, piece.centre(), off)
    assert win.statusBar().currentMessage()
    assert state(win).digest() == before
    qtbot.waitUntil(lambda: table.board.figures[ADA].pos() == home, timeout=3000)


def test_a_click_chooses_a_figure_and_lights_its_moves(qtbot):
    win = open_walk(qtbot)
    table = win.table
    at = table.mapFromScene(table.board.figures[ADA].centre())
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert table.chosen == ADA and table.board.figures[ADA].selected
    assert lit(table) == legal_targets(win, ADA)
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert table.chosen is None and not lit(table)
