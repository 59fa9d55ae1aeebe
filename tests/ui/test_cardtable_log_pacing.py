"""The log follows a card table's paced beats (issues 24 and 25 share ui/logdock.py's hold):
while a bot's turn is shown step by step, the log dock shows the lines of the beats on
screen so far, in order, and not those still to come; Continue brings the next beat's
lines, Skip brings the rest; at the instant pace everything shows at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from eldertable.ui import pace


@pytest.fixture
def restore_pace():
    before = pace.pace()
    yield
    pace.set_pace(before)


def _bot_first(window, qtbot):
    from eldertable.games.magnum_opus import make_config

    c = window.controller
    c.new_game("magnum-opus", make_config(["bot:default", "human"]), 2)
    return c, window.table


def test_the_log_shows_a_bot_turn_beat_by_beat(window, qtbot, restore_pace):
    pace.set_pace("step")
    c, view = _bot_first(window, qtbot)
    qtbot.waitUntil(lambda: view.pacing() and not c.busy(), timeout=30000)
    log = window.log_dock
    qtbot.wait(10)  # the log's own turn of the event loop
    everything, shown = log.lines(), log.shown_lines()
    assert len(shown) < len(everything)  # the beats still to come are held back
    assert shown == everything[:len(shown)]
    banner = view.pacer.banner
    assert banner.text.text().split("\n")[0] in shown  # the beat on screen is in the log
    qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)  # Continue
    more = log.shown_lines()
    assert len(more) > len(shown) and more == everything[:len(more)]
    qtbot.mouseClick(banner.skip_button, Qt.MouseButton.LeftButton)  # Skip
    assert not view.pacing()
    assert log.shown_lines() == log.lines()


def test_at_the_instant_pace_the_card_table_log_holds_nothing(window, qtbot, restore_pace):
    pace.set_pace("instant")
    c, view = _bot_first(window, qtbot)
    qtbot.waitUntil(lambda: not c.busy() and c.current_player() == 1, timeout=30000)
    qtbot.wait(10)
    assert not view.pacing()
    assert window.log_dock.shown_lines() == window.log_dock.lines()
    assert window.log_dock.lines()
