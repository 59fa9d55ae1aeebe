"""The log follows the story's beats (issue 24): a Mythos Phase's lines come into the log
dock as each beat shows, not all at once ahead of the cards; Skip shows the rest; at the
instant pace the log shows everything at once, as before."""

from __future__ import annotations

import pytest
from mansionsplay import click_kind, open_game
from PySide6.QtCore import Qt
from test_mansions_play_pace import wake_every_monster

from eldertable.ui.logdock import LogDock
from eldertable.ui.mansions import pacing


def _log(qtbot, controller, table=None):
    """A log dock; with ``table``, the log hears of events before the table, as in the
    main window (whose log is built before any table)."""
    if table is not None:
        controller.eventsApplied.disconnect(table._on_events)
    log = LogDock(controller)
    qtbot.addWidget(log)
    if table is not None:
        controller.eventsApplied.connect(table._on_events)
    return log


@pytest.mark.parametrize("log_first", [False, True])
def test_the_log_holds_back_the_lines_of_beats_not_yet_shown(qtbot, log_first):
    pacing.set_pace("normal")
    controller, table = open_game(qtbot)
    log = _log(qtbot, controller, table if log_first else None)
    wake_every_monster(controller, table)
    pacer, card = table.pacer, table.pacer.card
    click_kind(qtbot, table, "EndTurn")
    qtbot.waitUntil(card.isVisible, timeout=5000)
    qtbot.wait(10)  # the log's own turn of the event loop
    everything = log.lines()
    shown = log.shown_lines()
    activations = [line for line in everything if "activates" in line]
    assert activations, "the monsters activated in this Mythos Phase"
    # the Mythos card is on screen: its line is in the log, the monsters' are not yet
    assert any("Mythos:" in line for line in shown)
    assert not [line for line in shown if "activates" in line]
    assert shown == everything[:len(shown)]  # the log so far, in order
    qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(pacer.banner.isVisible, timeout=5000)
    now = log.shown_lines()
    assert [line for line in now if "activates" in line] == activations[:1]
    assert pacer.banner.text.text().split("\n")[0] in now
    qtbot.mouseClick(pacer.banner.button, Qt.MouseButton.LeftButton)  # Skip
    assert not pacer.busy()
    assert log.shown_lines() == log.lines()


def test_at_the_instant_pace_the_log_shows_everything_at_once(qtbot):
    pacing.set_pace("instant")
    controller, table = open_game(qtbot)
    log = _log(qtbot, controller)
    wake_every_monster(controller, table)
    click_kind(qtbot, table, "EndTurn")
    assert log.shown_lines() == log.lines()
    assert any("activates" in line for line in log.lines())


def test_a_detached_table_holds_the_log_back_no_more(qtbot):
    from eldertable.ui import logdock

    pacing.set_pace("normal")
    controller, table = open_game(qtbot)
    assert logdock._HOLDS.get(controller) is table.pacer
    table.detach()
    assert logdock._HOLDS.get(controller) is None
