"""Hiding and the Mists of Releh on the first-edition table (FA-HIDE-*, FA-GAP-24/25): the
spell is cast with a click, the hidden investigator is drawn and described as hidden on
every seat's screen, the Keeper is offered no card on him (FA-HIDE-1), a monster in his
space does not attack him, he walks on hidden (FA-HIDE-5) and leaves the Mists with a
space of movement (FA-HIDE-10)."""

from __future__ import annotations

import pytest
from mansionsfirst import buttons, click_kind, config, drag, kinds, open_table, settle, space_centre
from PySide6.QtCore import Qt

from eldertable.engine.chance import ScriptedChance

JULIAN, ADA = "julian-fairweather", "ada-whitlock"
KEEPER = 1
HIDDEN = "hidden in the Mists of Releh"


def with_the_mists(table, who: int = 0) -> None:
    """Table surgery: the investigator knows the Mists of Releh; the view rebuilt."""
    state = table.controller.recorder.state
    state.investigators[who].spells.append("mists-spell")
    table.reset()


def cast(qtbot, table) -> None:
    button = next(b for b in buttons(table) if b.text() == "Cast Mists of Releh")
    assert "hidden" in button.toolTip()  # the card's words
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot, table.controller)


def card_of(table, who: str) -> str:
    return next(label.text() for label in table.chrome.panel.shown
                if label.objectName() == f"investigator-{who}")


def test_fa_hide_5_fa_hide_10_the_mists_hide_him_as_he_walks_until_he_leaves_them(qtbot):
    controller, table = open_table(qtbot, chance=ScriptedChance([0, 0] + [5] * 40))
    with_the_mists(table)
    assert HIDDEN not in card_of(table, JULIAN) and not table.board.figures[JULIAN].hidden
    cast(qtbot, table)
    assert HIDDEN in card_of(table, JULIAN)
    assert table.board.figures[JULIAN].hidden  # a dotted, faded standee
    here = table.observation()["investigators"][0]["space"]
    assert "Julian Fairweather is hidden in the Mists of Releh." in \
        table.board.spaces[here].toolTip()
    assert "Cast" not in kinds(table)  # the action is spent; the spell is not cast again
    assert [b.text() for b in buttons(table) if b.text().startswith("Leave")] == [
        "Leave the Mists (a move)"]  # FA-GAP-24: no action left to pay with
    piece = table.board.figures[JULIAN]
    to = next(a.to for a in table.moves_for(piece.piece_id).values())
    drag(table, piece.centre(), space_centre(table, to))
    me = table.observation()["investigators"][0]
    assert me["space"] == to and me["hidden"] == "mists"  # FA-HIDE-5: still hidden
    assert table.board.figures[JULIAN].hidden and HIDDEN in card_of(table, JULIAN)
    moves = me["moves"]
    click_kind(qtbot, table, "EndMists")
    me = table.observation()["investigators"][0]
    assert me["hidden"] == "" and me["moves"] == moves - 1  # a space of movement paid
    assert not table.board.figures[JULIAN].hidden
    assert HIDDEN not in card_of(table, JULIAN)
    assert "is hidden" not in table.board.spaces[me["space"]].toolTip()
    assert "EndMists" not in kinds(table)


def test_fa_hide_1_the_keeper_sees_him_hidden_and_has_no_card_for_him(qtbot):
    controller, table = open_table(qtbot, seats=("human", "human", "human"),
                                   investigators=(JULIAN, ADA),
                                   chance=ScriptedChance([0, 0] + [5] * 40))
    with_the_mists(table)
    cast(qtbot, table)
    click_kind(qtbot, table, "EndTurn")
    controller.set_viewer(1)  # Ada's player takes the mouse (no curtain on this table)
    assert HIDDEN in card_of(table, JULIAN) and table.board.figures[JULIAN].hidden
    click_kind(qtbot, table, "EndTurn")
    controller.set_viewer(2)  # the Keeper
    assert table.observation()["phase"] == "keeper"
    controller.recorder.state.threat = 9
    table.reset()
    assert HIDDEN in card_of(table, JULIAN) and table.board.figures[JULIAN].hidden
    labels = [b.text() for b in buttons(table)]
    assert "Take Sample on Ada Whitlock (2 threat)" in labels
    assert not any("Julian" in text for text in labels)  # FA-HIDE-1


@pytest.mark.parametrize("hidden", [True, False])
def test_a_monster_in_his_space_attacks_him_only_when_he_is_not_hidden(qtbot, window, hidden):
    c = window.controller
    c.new_game("mansions", config(seats=("human", "human"), investigators=(JULIAN,)), 3,
               ScriptedChance([0, 0] + [5] * 60))
    if window.handoff.covered():
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    table = window.table
    state = c.recorder.state
    state.map.move_figure("crawler", state.space_of(state.investigators[0]))  # beside him
    with_the_mists(table)
    if hidden:
        cast(qtbot, table)
        assert "Julian Fairweather casts Mists of Releh." in window.log_dock.lines()
        assert "Mists of Releh" in table.chrome.bar.card.text()  # the card cast, in words
    click_kind(qtbot, table, "EndTurn")
    assert window.handoff.covered() and window.handoff.waiting_for == KEEPER
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert (HIDDEN in card_of(table, JULIAN)) == hidden  # the Keeper's screen too
    click_kind(qtbot, table, "KeeperEnd")
    settle(qtbot, c)
    drawn = [line for line in window.log_dock.lines() if "draws the combat card" in line]
    if hidden:
        assert not drawn
        assert state.investigators[0].damage == state.investigators[0].horror == 0
    else:
        assert drawn and "Crawling One" in drawn[0]
