"""The person's own transmutation dialog, with its result, goes when the next seat's turn is
shown beat by beat: under Xvfb it stayed open over the bot's turn while the pace banner
showed the bot's moves (issue 25, play-16). It stays beside the bot's first beat, off the
banner, and goes at the next one. What it said stays in the log."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from shiboken6 import isValid
from test_magnum_opus_preview import _play_to_ready, _preview

from eldertable.games.magnum_opus import BOTS, make_config
from eldertable.ui import pace
from eldertable.ui.magnum_opus.transmute import AFTER


@pytest.fixture
def stepped():
    before = pace.pace()
    yield
    pace.set_pace(before)


def test_the_persons_result_dialog_gives_way_to_the_bots_turn(window, qtbot, stepped):
    window.resize(1200, 800)  # the tester's window
    c = window.controller
    me = BOTS["default"](0, 3)
    c.new_game("magnum-opus", make_config(["human", "bot:default"]), 3)
    view = window.table
    _play_to_ready(window, qtbot, me)
    pace.set_pace("step")  # the bot's turn waits for Continue at every beat
    roll = [b for b in _preview(window).choice_buttons if b.objectName() == "ConfirmExperiment"]
    qtbot.mouseClick(roll[0], Qt.MouseButton.LeftButton)
    dialog = view.transmute_dialog
    assert dialog is not None and dialog.isVisible() and dialog.rolls
    while c.current_player() == 0 and any(isinstance(a, AFTER) for a in c.legal_actions(0)):
        assert c.act(me.choose(c.observation(0), c.legal_actions(0))) is None
    assert dialog.isVisible()  # the person reads the outcome while the turn is theirs
    said = dialog.outcome.text()
    assert said in ("Success!", "Failure.")
    # the rest of the person's turn, then the bot's turn is shown
    for _ in range(20):
        if c.current_player() != 0:
            break
        assert c.act(me.choose(c.observation(0), c.legal_actions(0))) is None
    qtbot.waitUntil(lambda: view.pacing() and view.pacer.banner.isVisible(), timeout=30000)
    banner = view.pacer.banner
    assert banner.title.text() == "Alchemist 2 (a bot) plays"
    qtbot.wait(20)
    # beside the bot's first beat it is still there to be read, off the banner (a failure
    # ends the turn: the bot's beats begin at once) ...
    assert view.transmute_dialog is dialog and dialog.isVisible()
    shown = QRect(banner.mapToGlobal(QPoint(0, 0)), banner.size())
    assert not dialog.frameGeometry().intersects(shown)
    # ... and Continue, the bot's next beat, takes it away
    qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    assert view.pacing()
    assert view.transmute_dialog is None
    assert not isValid(dialog) or not dialog.isVisible()
    lines = window.log_dock.lines()
    assert any(line.startswith("Alchemist 1 rolls") for line in lines), lines
    qtbot.mouseClick(banner.skip_button, Qt.MouseButton.LeftButton)
    assert not view.pacing()
