"""The pace list on the banner stays open when the beats run out: the banner waits for the
choice (under Xvfb the list closed with the banner at the end of a bot's turn and "Fast pace"
could not be picked; issue 25)."""

from __future__ import annotations

from miskatonic_tablehelp import click, to_the_reveal
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from eldertable.games.miskatonic import actions as A
from eldertable.ui import pace


def test_the_pace_list_outlasts_the_beats(window, qtbot, fast):
    c, chance = to_the_reveal(window, A.PlaceInvestigator("dr_mendum", "sports_field"))
    view = window.table
    chance.push(5, 5, 5, 1, 1, 1)
    click(view, "loc:campus_park")
    banner = view.pacer.banner
    box = banner.pace_box
    assert view.pacing() and banner.isVisible()
    QTest.mouseClick(box, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.view().isVisible(), timeout=3000)
    qtbot.waitUntil(lambda: not view.pacer.queue and not view.pacer.timer.isActive(),
                    timeout=20000)
    qtbot.wait(100)
    # the beats ran out: the list is still open on a banner still shown
    assert box.view().isVisible() and banner.isVisible()
    row = box.findData("step")
    rect = box.view().visualRect(box.model().index(row, 0))
    QTest.mouseClick(box.view().viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, rect.center())
    qtbot.waitUntil(lambda: not box.view().isVisible(), timeout=3000)
    assert pace.pace() == "step"
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=3000)
    assert not view.pacing() and view.legal == c.legal_actions(1)
