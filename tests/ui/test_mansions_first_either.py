"""Either/or tests on the first-edition table (FA-TEST-1): a card that asks for "Strength or
Luck" stops with a prompt and one button per named attribute; the player picks one with
the mouse and the d10 (scripted chance) is rolled against that attribute, in the test row,
the window's dice tray and the log. Tomas Reyes has Strength 6 and Luck 3, so a 5 passes
one and fails the other."""

from __future__ import annotations

import pytest
from mansionsfirst import buttons, click_kind, config, drag, kinds, settle, space_centre
from PySide6.QtCore import Qt

from eldertable.engine.chance import ScriptedChance

STUDY = 7  # one step from the front hall; its room stack is set to start with the trunk
TOMAS = "tomas-reyes"


def at_the_trunk(qtbot, window, face: int):
    c = window.controller
    c.new_game("mansions", config(investigators=(TOMAS,)), 3, ScriptedChance([0, 0, face]))
    settle(qtbot, c)
    table = window.table
    state = c.recorder.state
    state.rooms["study.study"][0] = "locked-trunk"  # "Test Strength or Luck to open it."
    state.threat = 0  # no Mythos card answers the exploring
    table.reset()
    drag(table, table.board.figures[TOMAS].centre(), space_centre(table, STUDY))
    click_kind(qtbot, table, "Explore")
    return c, table


@pytest.mark.parametrize("pick,verdict,opened", [("Strength", "Passed", True),
                                                 ("Luck", "Failed", False)])
def test_fa_test_1_the_player_picks_the_attribute_with_the_mouse(qtbot, window, pick, verdict,
                                                                 opened):
    c, table = at_the_trunk(qtbot, window, face=5)
    bar = table.chrome.bar
    assert bar.prompt.text() == "Choose which attribute to test."
    assert kinds(table) == ["Choose", "Choose"]  # nothing else until the choice is made
    # each button says the number the d10 must roll at most (FA-TEST-2/3)
    assert [b.text() for b in buttons(table)] == ["Strength (6 or less)", "Luck (3 or less)"]
    assert "Locked Trunk" in bar.card.text()
    assert not bar.test.isVisible()  # nothing rolled yet
    rolls = len(window.dice_tray.view.rolls)
    qtbot.mouseClick(next(b for b in buttons(table) if b.text().startswith(pick)),
                     Qt.MouseButton.LeftButton)
    settle(qtbot, c)
    row = bar.test
    assert row.isVisible() and row.die.face == 5
    assert f"Tomas Reyes tests {pick}: needs {6 if pick == 'Strength' else 3} or less." \
        in row.text.text()
    assert row.verdict.text() == verdict
    assert [r[1:] for r in window.dice_tray.view.rolls[rolls:]] == [([5], 10)]
    lines = window.log_dock.lines()
    verb = "passes" if opened else "fails"
    assert f"Tomas Reyes tests {pick}: rolls 5 against {6 if pick == 'Strength' else 3}, " \
           f"{verb}." in lines
    assert ("Tomas Reyes gets past Locked Trunk." in lines) == opened
    assert "Choose" not in kinds(table) and "EndTurn" in kinds(table)
