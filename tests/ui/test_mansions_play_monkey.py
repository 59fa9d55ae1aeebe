"""A "monkey" that finishes a whole second-edition game with the widgets only: it clicks the
first enabled button of the action bar, or, when the bar offers none, drags a figure to a
lit space. The game must reach its end: a person can finish it with the mouse."""

from __future__ import annotations

import pytest
from mansionsboard import centre, drag
from mansionsplay import buttons, open_game, play_out
from PySide6.QtCore import Qt

MAX_STEPS = 600


def monkey_step(qtbot, table) -> str:
    pacer = table.pacer
    if pacer.busy() and not buttons(table):  # the bar waits for the Keeper's turn: go on
        for button in pacer.card.choice_buttons + [pacer.card.begin, pacer.banner.go_on,
                                                   pacer.banner.button]:  # ... or Skip
            if button.isVisible():
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                return "continue"
        qtbot.wait(20)
        return "wait"
    enabled = buttons(table)
    if enabled:
        qtbot.mouseClick(enabled[0], Qt.MouseButton.LeftButton)
        return type(enabled[0].property("action")).__name__
    for fid, piece in table.board.figures.items():
        moves = [a for a in table.moves_for(f"fig:{fid}").values() if a is not None]
        if moves:
            drag(table, piece.centre(), centre(table, moves[0].to))
            return "drag"
    raise AssertionError("the table offers nothing to click or drag: the game would stall")


@pytest.mark.parametrize("scenario,seed", [("quiet-greenhouse", 2), ("singing-cellar", 4)])
def test_a_whole_game_is_played_to_its_end_with_the_mouse(qtbot, scenario, seed):
    controller, table = open_game(qtbot, seed=seed, scenario=scenario)
    done = []
    for _ in range(MAX_STEPS):
        if controller.result() is not None:
            break
        done.append(monkey_step(qtbot, table))
    result = controller.result()
    assert result is not None, f"no end after {len(done)} steps: {done[-20:]}"
    play_out(qtbot, table)  # the last round's beats, and the epilogue
    bar = table.chrome.bar
    assert "over" in bar.phase.text()
    assert bar.objective.text()  # the ending in words
    assert not buttons(table)
    assert "EndTurn" in done  # alone, the end-phase button is pressed with the last turn
