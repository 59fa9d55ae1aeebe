"""Issue 24 (seen under Xvfb, mansions-77-explore.png): the log tells a story card's lines
in the card's order. An Explore's card reads "explores", the room's own words, then "New
rooms are revealed."; the log had the last two the other way round."""

from __future__ import annotations

from mansionsplay import click_kind, open_game, play_out
from PySide6.QtCore import Qt

from eldertable.ui.logdock import LogDock
from eldertable.ui.mansions import pacing


def test_the_log_follows_the_cards_order(qtbot):
    pacing.set_pace("normal")
    controller, table = open_game(qtbot, options={"investigator-1": "odile-ferrand"})
    log = LogDock(controller)
    qtbot.addWidget(log)
    play_out(qtbot, table)
    click_kind(qtbot, table, "Explore")
    card = table.pacer.card
    qtbot.waitUntil(card.isVisible, timeout=5000)
    said = card.text.text().split("\n\n")
    assert len(said) == 3 and said[0] == "Odile Ferrand explores."
    assert said[2] == "New rooms are revealed."
    assert log.shown_lines()[-3:] == said
    qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)
    play_out(qtbot, table)
    assert log.lines()[-3:] == said  # the whole log too, and after the card
    log.render()  # built again from the start (a language switch, a new viewer)
    assert log.shown_lines()[-3:] == said
