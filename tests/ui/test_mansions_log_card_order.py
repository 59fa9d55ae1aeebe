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


def test_the_first_edition_log_follows_an_explore_card(qtbot):
    """The tester's case (first edition): "Nothing new lies beyond" was logged before the
    room's words the card shows first."""
    import time

    from mansionsfirst import kinds, open_table

    pacing.set_pace("normal")
    controller, table = open_table(qtbot)
    log = LogDock(controller)
    qtbot.addWidget(log)
    log.render()
    pacer = table.pacer
    if table.intro.card.isVisible():
        qtbot.mouseClick(table.intro.card.begin, Qt.MouseButton.LeftButton)
    explored = 0
    for _step in range(12):
        if explored:
            break
        kind = next((k for k in ("UseToken", "EndTurn") if k in kinds(table)), None)
        if kind is None:
            qtbot.wait(100)
            continue
        click_kind(qtbot, table, kind)
        until = time.monotonic() + 20
        while (pacer.busy() or controller.busy()) and time.monotonic() < until:
            card = pacer.card
            if card.isVisible():
                said = card.text.text().split("\n\n")
                if said[0].endswith(" explores.") and len(said) > 1:
                    assert log.shown_lines()[-len(said):] == said
                    explored += 1
                if card.choices:
                    break
                qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)
            elif pacer.banner.go_on.isVisible():
                qtbot.mouseClick(pacer.banner.go_on, Qt.MouseButton.LeftButton)
            else:
                qtbot.wait(20)
    assert explored, "no explore card came up: the case is not tested"
