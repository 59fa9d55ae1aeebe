"""The Keeper's bar with several investigators at the table: a keeper action card that
targets an investigator is one button whose menu lists the investigators it may target
(not a button per card and investigator, which filled the screen above the board with
four investigators), hidden ones left out (FA-HIDE-1); a click on the button and on a name
in its menu plays the card on that investigator."""

from __future__ import annotations

from mansionsfirst import buttons, click_kind, config, kinds, settle
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from eldertable.engine.chance import ScriptedChance

INVESTIGATORS = ("tomas-reyes", "ada-whitlock", "miriam-osei")


def keepers_turn(qtbot, window, hide=None):
    c = window.controller
    c.new_game("mansions", config(seats=("human",) * 4, investigators=INVESTIGATORS), 3,
               ScriptedChance([0, 0] + [5] * 40))
    for _ in INVESTIGATORS:
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.table.chrome.bar.button_for("End turn"),
                         Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)  # the Keeper
    state = c.recorder.state
    assert state.phase == "keeper"
    state.threat = 9
    if hide is not None:
        inv = state.by_id(hide)
        inv.hidden = "mists"
        state.map.set_hidden(inv.id, True)
    window.table.reset()
    return c, window.table, state


def menu_button(table, label: str):
    return next(b for b in buttons(table) if b.text() == label)


def test_one_button_per_card_with_the_investigators_in_its_menu(qtbot, window):
    c, table, state = keepers_turn(qtbot, window)
    labels = [b.text() for b in buttons(table)]
    assert not any(" on Tomas Reyes" in text for text in labels)
    assert labels.count("Take Sample on\u2026 (2 threat)") == 1
    assert len(labels) <= len(c.observation(3)["keeper_actions"]) + 1  # and the end button
    button = menu_button(table, "Take Sample on\u2026 (2 threat)")
    assert "Choose the investigator" in button.toolTip()
    names = [a.text() for a in button.menu().actions()]
    assert names == ["Tomas Reyes", "Ada Whitlock", "Miriam Osei"]

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # the menu pops up under it
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=3000)
    menu = QApplication.activePopupWidget()
    ada = next(a for a in menu.actions() if a.text() == "Ada Whitlock")
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     menu.actionGeometry(ada).center())
    settle(qtbot, c)
    ada = c.recorder.state.by_id("ada-whitlock")
    assert ada.damage == 1  # Take Sample: 1 damage ...
    if "Pass" in kinds(table):  # the Keeper may answer the damage with a Trauma card
        click_kind(qtbot, table, "Pass")
    assert ada.mutations == 1  # ... and a mutation
    assert "The Keeper plays Take Sample." in window.log_dock.lines()
    assert c.recorder.state.threat == 7


def test_a_hidden_investigator_is_not_in_the_menu(qtbot, window):
    c, table, state = keepers_turn(qtbot, window, hide="ada-whitlock")
    button = menu_button(table, "Take Sample on\u2026 (2 threat)")
    assert [a.text() for a in button.menu().actions()] == ["Tomas Reyes", "Miriam Osei"]
