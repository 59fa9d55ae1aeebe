"""The Keeper as a person moves a monster by dragging it (a keeper action that moves one
monster: Sudden Rush, up to two spaces): while it is held the spaces it may reach light up,
a drop on one plays the card (threat paid, the log says so), a drop elsewhere animates the
monster back with the rules' reason in the status bar and changes nothing, and Edit > Undo
(Ctrl+Z) puts the monster and the threat back."""

from __future__ import annotations

from mansionsfirst import drag, hot_seat_window, settle, space_centre
from PySide6.QtCore import Qt


JULIAN, CRAWLER = "julian-fairweather", "crawler"
KEEPER = 1
LONG_BACK, LONG_FRONT = 2, 3  # the long hallway: a move inside it enters no new room
FAR = 39  # the conservatory's fountain, far beyond two spaces


def keepers_turn(qtbot, window):
    """A person as the Keeper, the Crawling One in the long hallway, 5 threat to spend."""
    c = hot_seat_window(qtbot, window, JULIAN)
    state = c.recorder.state
    state.map.move_figure(CRAWLER, LONG_BACK)
    window.table.reset()
    qtbot.mouseClick(window.table.chrome.bar.button_for("End turn"), Qt.MouseButton.LeftButton)
    assert window.handoff.covered() and window.handoff.waiting_for == KEEPER
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    state.threat = 5
    window.table.reset()
    c.undo_stack.clear()  # the table surgery is no step to undo
    return c, window.table, state


def lit(table) -> set[int]:
    return {i for i, p in table.board.spaces.items() if p.highlighted}


def test_the_keeper_drags_a_monster_and_undoes_the_move(qtbot, window):
    c, table, state = keepers_turn(qtbot, window)
    piece = table.board.figures[CRAWLER]
    moves = table.moves_for(piece.piece_id)
    assert moves and {type(a).__name__ for a in moves.values()} == {"KeeperAction"}
    assert {a.card for a in moves.values()} == {"sudden-rush"}
    reach = {a.to for a in moves.values()}
    assert LONG_FRONT in reach and FAR not in reach
    drag(table, piece.centre(), space_centre(table, LONG_FRONT), release=False)
    assert lit(table) == reach  # the spaces two steps away light up while it is held
    from PySide6.QtTest import QTest

    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier,
                       table.mapFromScene(space_centre(table, LONG_FRONT)))
    settle(qtbot, c)
    assert state.map.figures[CRAWLER].space == LONG_FRONT and state.threat == 3
    assert "The Keeper plays Sudden Rush." in window.log_dock.lines()
    assert "Threat: 3" in table.chrome.bar.threat.text()
    qtbot.waitUntil(lambda: not table.animating(), timeout=3000)
    assert table.board.spaces[LONG_FRONT].path.contains(table.board.figures[CRAWLER].centre())
    assert not lit(table)
    assert window.actions_.undo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    state = c.recorder.state  # undo puts a copy of the state back
    assert state.map.figures[CRAWLER].space == LONG_BACK and state.threat == 5
    assert table.board.spaces[LONG_BACK].path.contains(table.board.figures[CRAWLER].centre())
    assert "Threat: 5" in table.chrome.bar.threat.text()


def test_an_illegal_monster_drop_goes_back_with_the_reason(qtbot, window):
    c, table, state = keepers_turn(qtbot, window)
    piece = table.board.figures[CRAWLER]
    home = piece.pos()
    before = state.digest()
    drag(table, piece.centre(), space_centre(table, FAR))
    message = window.statusBar().currentMessage()
    assert message == ("Sudden Rush moves Crawling One at most 2 spaces: that space is 6 "
                       "away."), message
    assert c.recorder.state.digest() == before and not c.undo_stack.canUndo()
    qtbot.waitUntil(lambda: table.board.figures[CRAWLER].pos() == home, timeout=3000)
    assert table.board.figures[CRAWLER] is piece  # the same piece came back


def test_a_monster_the_keeper_cannot_pay_to_move_says_so(qtbot, window):
    c, table, state = keepers_turn(qtbot, window)
    state.threat = 1  # Sudden Rush costs 2
    table.reset()
    piece = table.board.figures[CRAWLER]
    assert not table.moves_for(piece.piece_id)
    drag(table, piece.centre(), space_centre(table, LONG_FRONT))
    assert window.statusBar().currentMessage() == "Sudden Rush costs 2 threat; the Keeper has 1."
    assert state.map.figures[CRAWLER].space == LONG_BACK


def test_the_keeper_hears_what_a_monster_drag_costs_before_the_drop(qtbot, window):
    c, table, state = keepers_turn(qtbot, window)
    piece = table.board.figures[CRAWLER]
    drag(table, piece.centre(), space_centre(table, LONG_FRONT), release=False)
    said = window.statusBar().currentMessage()
    assert "Sudden Rush" in said and "2 threat" in said and "has 5" in said
    assert state.threat == 5  # nothing spent while it is held
    from PySide6.QtTest import QTest

    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier,
                       table.mapFromScene(space_centre(table, LONG_FRONT)))
    settle(qtbot, c)
    assert state.threat == 3


def test_a_monster_the_keeper_cannot_pay_to_move_says_so_while_held(qtbot, window):
    """Before the drop, not after it: the Keeper holding a monster that no card in reach
    may move hears the card's price, not a bare "That cannot move now." (seen under Xvfb:
    threat 1, the Maniac held over Hallway 2)."""
    c, table, state = keepers_turn(qtbot, window)
    state.threat = 1  # Sudden Rush costs 2
    table.reset()
    piece = table.board.figures[CRAWLER]
    drag(table, piece.centre(), space_centre(table, LONG_FRONT), release=False)
    said = window.statusBar().currentMessage()
    assert said == "Sudden Rush costs 2 threat; the Keeper has 1.", said
    from PySide6.QtTest import QTest

    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier,
                       table.mapFromScene(space_centre(table, LONG_FRONT)))
    settle(qtbot, c)
    assert state.map.figures[CRAWLER].space == LONG_BACK and state.threat == 1
