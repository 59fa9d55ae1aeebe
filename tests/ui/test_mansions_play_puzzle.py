"""Puzzles on the action bar: a code puzzle's dials and "Try this code", a sliding lock's
picture and its slides as buttons, and ending the attempt, all mapped to PuzzleMove."""

from __future__ import annotations

from mansionsplay import buttons, clipped, kinds, obs, open_game
from PySide6.QtCore import Qt

from eldertable.games.mansions.scenario.models import DoPuzzle


def arrange_puzzle(controller, table, puzzle):
    """Start a puzzle of the Singing Cellar for the one investigator (as its event would)."""
    state = controller.recorder.state
    state.investigators[0].skills["lore"] = 3
    state.investigators[0].skills["observation"] = 3
    state.start_puzzle(0, DoPuzzle(do="puzzle", puzzle=puzzle))
    state._ver += 1  # the legal list is cached by version
    table.reset()


def test_a_code_is_tried_with_the_dials(qtbot):
    controller, table = open_game(qtbot, scenario="singing-cellar")
    arrange_puzzle(controller, table, "piano-dials")
    panel = table.chrome.bar.puzzle
    board = obs(table)["pending"]["board"]
    assert panel.isVisible() and len(panel.dials) == board["length"]
    assert "Steps left: 3." in panel.story.text()
    assert [b.text() for b in buttons(table)] == ["End the attempt"]  # a button still
    assert len(buttons(table)) < 5  # not one button per setting of the dials
    for i, dial in enumerate(panel.dials):
        dial.setValue(i + 2)
    qtbot.mouseClick(panel.try_button, Qt.MouseButton.LeftButton)
    board = obs(table)["pending"]["board"]
    assert board["tries"][0]["symbols"] == [i + 1 for i in range(board["length"])]
    assert board["steps_left"] == 2
    assert "right" in panel.tries.text() and panel.tries.isVisible()
    qtbot.mouseClick(buttons(table)[0], Qt.MouseButton.LeftButton)  # end the attempt
    assert obs(table)["pending"] is None
    assert not panel.isVisible() and "EndTurn" in kinds(table)


def test_a_sliding_lock_shows_its_bars_and_slides_by_buttons(qtbot):
    controller, table = open_game(qtbot, scenario="singing-cellar")
    arrange_puzzle(controller, table, "cellar-lock")
    panel = table.chrome.bar.puzzle
    assert panel.picture.isVisible() and "K" in panel.picture.text()
    assert not panel.try_button.isVisible()
    labels = [b.text() for b in buttons(table)]
    assert any(label.startswith("Slide bar ") for label in labels)
    assert not clipped(table)
    before = panel.picture.text()
    slide = next(b for b in buttons(table) if b.text().startswith("Slide bar "))
    qtbot.mouseClick(slide, Qt.MouseButton.LeftButton)
    assert obs(table)["pending"]["board"]["steps_used"] == 1
    assert panel.picture.text() != before
