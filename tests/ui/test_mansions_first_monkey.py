"""A "monkey" that plays whole first-edition stories against the Keeper bot with the widgets
only: it clicks the first enabled button of the bar (or of a puzzle's view over the board),
or, when there is none, drags the investigator to a lit space. The story must reach its
end, with the epilogue on the result screen: a person can finish it with the mouse, against
the Keeper bot or with a person as Keeper at the same screen (a keeper action on one of
several investigators is chosen from its button's menu)."""

from __future__ import annotations

import time

import pytest
from mansionsfirst import buttons, drag, open_table, settle, space_centre
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QPushButton

MAX_STEPS = 1500


def monkey_step(qtbot, table) -> str:
    settle(qtbot, table.controller)
    if table.controller.result() is not None:
        return "over"  # the Keeper bot's last move ended it
    c = table.controller
    if c.current_player() != c.viewer and c.is_human(c.current_player()):
        c.set_viewer(c.current_player())  # the next person takes the mouse (no curtain here)
    enabled = buttons(table)
    if enabled:
        button = enabled[0]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        if button.menu() is not None:  # a keeper action on one of several investigators
            qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu),
                            timeout=3000)
            menu = QApplication.activePopupWidget()
            QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             menu.actionGeometry(menu.actions()[0]).center())
        return type(button.property("action")).__name__
    host = table.chrome.puzzle
    if host.isVisible():
        own = [b for b in host.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
        if own:
            qtbot.mouseClick(own[0], Qt.MouseButton.LeftButton)
            return "puzzle"
    for fid, piece in table.board.figures.items():
        moves = table.moves_for(piece.piece_id)
        if moves:
            target = next(iter(moves))
            drag(table, piece.centre(), space_centre(table, int(target[6:])))
            return "drag"
    raise AssertionError(f"the table offers nothing to click or drag: the game would stall "
                         f"(seat {c.current_player()}, viewer {c.viewer}, legal "
                         f"{c.legal_actions(c.current_player())[:4]})")


@pytest.mark.parametrize("story,seats,seed", [
    ("wardens-garden", ("human", "bot:keeper"), 2),
    ("cranes-tonic", ("human", "human", "bot:keeper"), 7),
    ("tenant-below", ("human", "bot:keeper"), 5),
    ("wardens-garden", ("human", "human"), 3),  # a person as Keeper, at the same screen
    ("tenant-below", ("human", "human", "human"), 4)])
def test_whole_stories_are_played_to_their_end_against_the_keeper_bot(qtbot, story, seats,
                                                                       seed):
    controller, table = open_table(qtbot, seats=seats, seed=seed, choice="keeper",
                                   investigators=None, story=story)
    start, done = time.monotonic(), []
    for _ in range(MAX_STEPS):
        if controller.result() is not None:
            break
        done.append(monkey_step(qtbot, table))
    result = controller.result()
    assert result is not None, f"no end after {len(done)} steps: {done[-20:]}"
    print(f"{len(seats) - 1} investigator(s): {len(done)} clicks, "
          f"{len(controller.record.actions)} actions, {time.monotonic() - start:.1f} s, "
          f"winner {result.winners}")
    screen = table.chrome.result
    assert screen.isVisible()
    assert screen.title.text() in ("The investigators win", "The Keeper wins", "Everyone loses")
    assert screen.epilogue.text()
    assert "over" in table.chrome.bar.phase.text()
    assert not buttons(table)
    assert {"EndTurn"} <= set(done)
    qtbot.mouseClick(screen.close_button, Qt.MouseButton.LeftButton)
    assert not screen.isVisible()
