"""A double click on Roll for it spent Experience: after the roll, Spend Experience takes the
place Roll for it had (the steady dialog), and the second click of the double click landed
on it (issue 25). A choice that takes the place of the button just pressed ignores a click
within the double-click interval of that press."""

from __future__ import annotations

from mo_tablehelp import pass_until_ready, push
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_magnum_opus_steady_dialog import _preview, _roll, first_preview
from test_magnum_opus_transmute import _attempt


def test_a_double_click_on_roll_for_it_spends_no_experience(window, qtbot):
    c, first = first_preview(window, qtbot)
    after = _roll(window, qtbot, first, 3)  # a failure: 1 Experience gained
    qtbot.mouseClick(after.close_button, Qt.MouseButton.LeftButton)
    pass_until_ready(window, c)
    _attempt(window, qtbot, c)
    second = _preview(window, qtbot)
    seat = window.table.seat
    xp = window.table.obs["seats"][seat]["experience"]
    assert xp >= 1
    roll = [b for b in second.choice_buttons if b.objectName() == "ConfirmExperiment"][0]
    push(window.controller, 3)
    # a real double click, as the window system sends it: press, release, then the second
    # press as a double click and its release, each to the widget under the mouse then
    where = roll.mapToGlobal(roll.rect().center())
    qtbot.mousePress(roll, Qt.MouseButton.LeftButton)
    qtbot.mouseRelease(roll, Qt.MouseButton.LeftButton)
    dialog = window.table.transmute_dialog  # the dialog of the roll, in the same place
    spot = dialog.mapFromGlobal(where)
    under = dialog.childAt(spot)
    assert under is not None and under.objectName() == "SpendExperience"
    at = under.mapFrom(dialog, spot)
    qtbot.mouseDClick(under, Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseRelease(under, Qt.MouseButton.LeftButton, pos=at)
    qtbot.wait(30)
    assert dialog.rolls == [3]
    assert window.table.obs["seats"][seat]["experience"] == xp  # nothing spent
    assert dialog.spent == 0
    names = [b.objectName() for b in dialog.choice_buttons]
    assert "SpendExperience" in names  # the choice is still there
    # after the interval, a click on it is a click
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    spend = [b for b in dialog.choice_buttons if b.objectName() == "SpendExperience"][0]
    qtbot.mouseClick(spend, Qt.MouseButton.LeftButton)
    qtbot.wait(30)
    assert window.table.obs["seats"][seat]["experience"] < xp
