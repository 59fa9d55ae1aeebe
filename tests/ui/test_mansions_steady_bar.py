"""Issue 24, the shifting action bar: End turn stands apart at the bar's right edge and
stays there while the state changes under the mouse; after a click on the bar the buttons
keep their slots until the mouse leaves; Set fire (harming the player's own space) asks for
a second click."""

from __future__ import annotations

from mansionsplay import SCENARIO, buttons, click_kind, kinds, obs
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication


def open_alchemy_game(qtbot, seed=3):
    from eldertable.games.mansions.second import make_config
    from eldertable.ui.controller import GameController
    from eldertable.ui.mansions.table import MansionsTable

    controller = GameController()
    table = MansionsTable(controller)
    qtbot.addWidget(table)
    table.resize(1280, 820)
    table.show()
    qtbot.waitExposed(table)
    controller.new_game("mansions", make_config(["human"], {"FA-GAP-32": True},
                                                {"scenario": SCENARIO}), seed, None)
    table.reset()
    return controller, table


def where(table, button):
    """A button's place in the table's coordinates."""
    return button.mapTo(table, QPoint(0, 0)), button.size()


def end_turn(table):
    return next(b for b in buttons(table) if type(b.property("action")).__name__ == "EndTurn")


def test_end_turn_keeps_its_place_when_the_state_changes_under_the_mouse(qtbot):
    _c, table = open_alchemy_game(qtbot)
    bar = table.chrome.bar
    assert "SetFire" in kinds(table) and "Explore" in kinds(table)
    before = where(table, end_turn(table))
    slots = {b.property("words"): b.mapTo(table, QPoint(0, 0)) for b in buttons(table)}
    # End turn stands apart: at the right edge, away from Set fire and every other action
    fire = next(b for b in buttons(table) if type(b.property("action")).__name__ == "SetFire")
    assert end_turn(table).parent() is bar.end_box and fire.parent() is bar.flow_box
    assert before[0].x() > fire.mapTo(table, QPoint(0, 0)).x() + fire.width()
    acts = [b for b in bar.buttons if b.parent() is bar.flow_box]
    assert acts[-1] is fire  # last of the actions: its longer confirm moves no other button
    explore = next(b for b in buttons(table)
                   if type(b.property("action")).__name__ == "Explore")
    QCursor.setPos(explore.mapToGlobal(explore.rect().center()))  # the pointer on it
    qtbot.mouseClick(explore, Qt.MouseButton.LeftButton)  # the state changes under the mouse
    qtbot.waitUntil(lambda: "1 action left" in bar.info.text())
    assert where(table, end_turn(table)) == before
    assert bar.holding and bar.gaps  # the explored token's button left a gap, not a shift
    for button in buttons(table):  # every button still there keeps its slot while held
        words = button.property("words")
        if words in slots and button.parent() is bar.flow_box:
            assert button.mapTo(table, QPoint(0, 0)) == slots[words], words
    # the mouse leaves the bar: the buttons close up, End turn still where it was
    QCursor.setPos(table.viewport().mapToGlobal(table.viewport().rect().center()))
    QApplication.sendEvent(bar, QEvent(QEvent.Type.Leave))
    assert not bar.gaps and not bar.holding
    assert where(table, end_turn(table)) == before


def test_set_fire_in_ones_own_space_asks_for_a_second_click(qtbot):
    controller, table = open_alchemy_game(qtbot)
    me = obs(table)["you"]["space"]
    chosen = []
    table.chrome.bar.chosen.connect(chosen.append)
    click_kind(qtbot, table, "SetFire")
    assert chosen == []  # the first click only asks
    fire = next(b for b in buttons(table) if type(b.property("action")).__name__ == "SetFire")
    assert "own space" in fire.text() and "again" in fire.text()
    assert not any(t["kind"] == "fire" and t["space"] == me for t in obs(table)["map"]["tokens"])
    qtbot.mouseClick(fire, Qt.MouseButton.LeftButton)  # the confirm
    assert len(chosen) == 1 and type(chosen[0]).__name__ == "SetFire"


def test_a_key_pressed_away_from_the_bar_holds_no_slots(qtbot):
    _c, table = open_alchemy_game(qtbot)
    bar = table.chrome.bar
    QCursor.setPos(table.viewport().mapToGlobal(table.viewport().rect().center()))
    explore = next(b for b in buttons(table)
                   if type(b.property("action")).__name__ == "Explore")
    explore.click()  # as a shortcut key would: the pointer is on the board
    qtbot.waitUntil(lambda: "1 action left" in bar.info.text())
    assert not bar.holding and not bar.gaps


def test_a_prompt_of_one_line_after_one_of_two_does_not_lift_the_board(qtbot):
    from mansionsplay import open_game

    _c, table = open_game(qtbot)
    bar = table.chrome.bar
    long_words = ("Tomas Reyes: 2 actions left. Move, search, explore, interact, attack, trade "
                  "or use a possession.")
    bar.prompt.setText(long_words)
    table.chrome.place(force=True)
    qtbot.wait(10)
    assert bar.prompt.heightForWidth(bar.prompt.width()) > bar.prompt.fontMetrics().lineSpacing()
    top = table.viewport().mapTo(table, QPoint(0, 0)).y()
    bar.prompt.setText("The Keeper's turn goes on over the board.")
    table.chrome.place(force=True)
    qtbot.wait(10)
    assert table.viewport().mapTo(table, QPoint(0, 0)).y() == top
