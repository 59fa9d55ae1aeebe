"""First-edition play on the Mansions table with the mouse: the story starts from the setup
dialog, the acting investigator is dragged a space at a time, actions are worded buttons,
and a d10 test shows its attribute, target, roll and verdict (1 always passes, 10 always
fails) in the test row and the window's dice tray."""

from __future__ import annotations

from mansionsfirst import (buttons, click_kind, config, drag, kinds, open_table, settle,
                           space_centre)
from PySide6.QtCore import Qt

from eldertable.engine.chance import ScriptedChance
from eldertable.games.mansions.first.bots import bfs

HORROR_SPACE = 16  # the Warden's room: coming in asks for a horror check (Will, +0)
STUDY = 7  # the Study: its room stack starts with an obstacle card (a Strength test)


def test_a_first_edition_story_starts_from_the_setup_dialog(qtbot, window):
    from eldertable.ui.mansions.first.table import FirstEditionTable

    dialog = window.new_game_dialog("mansions", seed=11)
    dialog.set_edition("first")
    assert dialog.count_label.text() == "Number of investigators"
    assert [b.currentData() for b in dialog.seat_boxes] == ["human", "bot:keeper"]
    keeper = dialog.keeper_box
    assert keeper.findData("bot:default") < 0  # the Keeper's seat offers Keeper bots only
    assert {"scenario", "story_choice"} <= set(dialog.option_widgets)
    stories = dialog.option_widgets["scenario"]
    titles = [stories.itemText(i) for i in range(stories.count())]
    assert "The Warden's Garden" in titles and "wardens-garden" not in titles  # by title
    stories.setCurrentIndex(stories.findData("wardens-garden"))
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    table = window.table
    assert isinstance(table, FirstEditionTable)
    settle(qtbot, window.controller)
    bar = table.chrome.bar
    qtbot.waitUntil(lambda: "Round 1" in bar.phase.text())
    assert bar.threat.isVisible() and bar.threat.text().startswith("Threat:")
    assert bar.objective.text().startswith("Objective:")
    assert "End turn" in [b.text() for b in buttons(table)]
    assert "The Warden's Garden" in table.chrome.panel.text()
    assert "Hand: 3 cards, face down" in table.chrome.panel.text()


def test_the_investigator_is_dragged_one_space_at_a_time(qtbot):
    controller, table = open_table(qtbot, chance=ScriptedChance([0, 0]))
    me = table.observation()["investigators"][0]
    piece = table.board.figures[me["id"]]
    lit = table.moves_for(piece.piece_id)
    assert lit and all(type(a).__name__ == "Step" for a in lit.values())
    to = next(a.to for a in lit.values() if a.to != HORROR_SPACE)
    drag(table, piece.centre(), space_centre(table, to))
    after = table.observation()["investigators"][0]
    assert after["space"] == to
    assert after["moves"] == me["moves"] - 1
    left = me["moves"] - 1
    assert f"{left} {'move' if left == 1 else 'moves'}," in table.chrome.bar.info.text()


def test_a_drop_on_a_far_space_goes_back_with_a_reason(qtbot):
    controller, table = open_table(qtbot, chance=ScriptedChance([0, 0]))
    me = table.observation()["investigators"][0]
    piece = table.board.figures[me["id"]]
    steps = bfs(table.observation()["adjacency"], me["space"])
    far = max((s for s in table.board.spaces if steps[s] >= 0), key=lambda s: (steps[s], s))
    messages = []
    table.message.connect(messages.append)
    drag(table, piece.centre(), space_centre(table, far))
    assert table.observation()["investigators"][0]["space"] == me["space"]
    assert messages[-1] == (f"Julian Fairweather moves one space at a time: that space is "
                            f"{steps[far]} spaces away.")


def test_an_action_is_taken_by_a_worded_button(qtbot):
    controller, table = open_table(qtbot, chance=ScriptedChance([0, 0]))
    assert "Run (more movement)" in [b.text() for b in buttons(table)]
    before = table.observation()["investigators"][0]["moves"]
    click_kind(qtbot, table, "Run")
    me = table.observation()["investigators"][0]
    assert me["action"] == 0 and me["moves"] == before + 2  # the movement step again
    assert "Run" not in kinds(table) and "EndTurn" in kinds(table)


def _horror_check(qtbot, face):
    controller, table = open_table(qtbot, chance=ScriptedChance([0, 0, face]))
    me = table.observation()["investigators"][0]
    drag(table, table.board.figures[me["id"]].centre(), space_centre(table, HORROR_SPACE))
    assert table.observation()["investigators"][0]["space"] == HORROR_SPACE
    return table, table.chrome.bar.test


def test_a_d10_test_shows_attribute_target_roll_and_verdict(qtbot):
    table, row = _horror_check(qtbot, 2)
    assert row.isVisible()
    assert "Will" in row.text.text() and "needs 3 or less" in row.text.text()
    assert "Rolled 2." in row.text.text()
    assert row.verdict.text() == "Passed" and row.die.face == 2
    assert table.observation()["investigators"][0]["horror"] == 0


def test_a_ten_always_fails_and_costs_the_monsters_horror(qtbot):
    table, row = _horror_check(qtbot, 10)
    assert "a 10 always fails" in row.text.text()
    assert row.verdict.text() == "Failed" and row.die.face == 10
    assert table.observation()["investigators"][0]["horror"] > 0


def test_the_roll_reaches_the_windows_dice_tray(qtbot, window):
    window.controller.new_game("mansions", config(investigators=("julian-fairweather",)), 3,
                               ScriptedChance([0, 0, 1]))
    table = window.table
    settle(qtbot, window.controller)
    me = table.observation()["investigators"][0]
    before = len(window.dice_tray.view.rolls)
    drag(table, table.board.figures[me["id"]].centre(), space_centre(table, HORROR_SPACE))
    assert [r[1:] for r in window.dice_tray.view.rolls[before:]] == [([1], 10)]  # once
    assert window.dice_tray.caption.text() == "Last roll: 1 on a d10"
    assert "1 always passes" in table.chrome.bar.test.text.text()


def test_a_card_drawn_is_shown_with_its_words(qtbot):
    from eldertable.ui.mansions.first.words import card_name

    controller, table = open_table(qtbot, chance=ScriptedChance([0, 0, 3]))
    me = table.observation()["investigators"][0]
    drag(table, table.board.figures[me["id"]].centre(), space_centre(table, STUDY))
    click_kind(qtbot, table, "Explore")
    card = table.chrome.bar.card
    assert card.isVisible()
    assert "Obstacle card: " + card_name("fallen-shelf") in card.text()
    assert "Strength" in table.chrome.bar.test.text.text()  # the card's test, rolled at once
