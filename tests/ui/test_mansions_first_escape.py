"""Escaping across a white edge on the first-edition table (FA-ESC-1/2, FA-GAP-23): The
Warden's Garden is the story won by escaping while carrying an object (the specimen jar,
out across the front step of Hallway 2). An investigator on the escape space escapes with
a click on the bar's button; the board, the panel and the log show it, and escaping with
the jar wins with the epilogue of the Keeper's story choice (FA-EPI-1/3)."""

from __future__ import annotations

from mansionsfirst import buttons, click_kind, config, kinds, settle
from PySide6.QtCore import Qt

from eldertable.engine.chance import ScriptedChance
from eldertable.ui.mansions.first.words import FirstWords

JULIAN = "julian-fairweather"
FRONT_STEP = "hall.west"  # Hallway 2: its west edge leads out of the house
INNER = "hall.east"  # the same room, no edge to the outside (FA-ESC-2)


def start(qtbot, window, choice="a"):
    c = window.controller
    c.new_game("mansions", config(choice=choice, investigators=(JULIAN,)), 3,
               ScriptedChance([0, 0] + [5] * 50))
    settle(qtbot, c)
    return c, window.table


def arrange(table, space: str, jar: bool) -> None:
    """Table surgery: Julian on ``space``, with the jar or without; the view rebuilt."""
    state = table.controller.recorder.state
    inv = state.investigators[0]
    state.map.move_figure(inv.id, state.layout.index[space])
    if jar:
        inv.items.append("specimen-jar")
        state.objective = "escape"
    table.reset()


def test_fa_esc_1_no_escape_without_the_jar_nor_off_the_edge(qtbot, window):
    c, table = start(qtbot, window)
    arrange(table, FRONT_STEP, jar=False)
    assert "Escape" not in kinds(table)  # the story does not ask for an escape yet
    arrange(table, INNER, jar=True)
    assert "Escape" not in kinds(table)  # FA-ESC-2: this edge leads to another room
    step = c.recorder.state.layout.index[FRONT_STEP]
    assert "escape edge" in table.board.spaces[step].toolTip()
    assert "escape edge" not in table.board.spaces[c.recorder.state.layout.index[INNER]].toolTip()


def test_fa_esc_1_escaping_with_the_jar_wins_and_reads_the_epilogue(qtbot, window):
    c, table = start(qtbot, window, choice="a")
    arrange(table, FRONT_STEP, jar=True)
    objective = table.chrome.bar.objective.text()
    assert objective.startswith("Objective: ") and "front step of Hallway 2" in objective
    button = next(b for b in buttons(table) if b.text() == "Escape the house")
    assert "white edge" in button.toolTip()
    assert JULIAN in table.board.figures
    hand = table.chrome.panel.text()  # the hand's cards, in words
    assert "Pocket Pistol (Item)" in hand and "Sealed Specimen Jar (Item)" in hand
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot, c)
    assert JULIAN not in table.board.figures  # gone from the board
    assert "Julian Fairweather \u2014 escaped the house" in table.chrome.panel.text()
    assert "Julian Fairweather escapes the house." in window.log_dock.lines()
    assert c.result() is not None and c.result().winners == ("investigators",)
    screen = table.chrome.result
    qtbot.waitUntil(screen.isVisible, timeout=3000)
    assert screen.title.text() == "The investigators win"
    assert screen.how.text().startswith("The jar goes into the river")  # the story's ending
    obs = table.observation()
    option = FirstWords().option("a", obs)
    assert screen.epilogue.text() == option.epilogue_for("investigators")
    assert screen.epilogue.text().startswith("You carry the jar out before dawn.")
    summary = screen.summary.text()  # the game in brief (issue 24)
    assert f"The game lasted {obs['round']} round" in summary
    assert "No investigator fell." in summary
    assert not buttons(table) and "over" in table.chrome.bar.phase.text()
    qtbot.mouseClick(screen.close_button, Qt.MouseButton.LeftButton)
    assert not screen.isVisible()


def test_fa_epi_3_the_epilogue_follows_the_keepers_story_choice(qtbot, window):
    c, table = start(qtbot, window, choice="c")
    arrange(table, FRONT_STEP, jar=True)
    click_kind(qtbot, table, "Escape")
    settle(qtbot, c)
    screen = table.chrome.result
    qtbot.waitUntil(screen.isVisible, timeout=3000)
    assert screen.epilogue.text().startswith("The warden never leaves the grounds.")
