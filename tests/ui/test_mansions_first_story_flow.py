"""First edition's story as it happens (issue 24): at the step pace each beat of the
Keeper bot's turn waits for Continue, with the header of its round; a keeper action played
comes on a story card."""

from __future__ import annotations

import time

from mansionsfirst import click_kind, open_table, settle
from PySide6.QtCore import Qt

from eldertable.engine.chance import ScriptedChance
from eldertable.ui.mansions import pacing


def test_the_step_pace_waits_for_continue_at_each_keeper_beat(qtbot):
    pacing.set_pace("step")
    controller, table = open_table(qtbot, chance=ScriptedChance([0, 0] + [5] * 300))
    pacer = table.pacer
    beats, headings = [], []
    pacer.beatShown.connect(beats.append)
    click_kind(qtbot, table, "EndTurn")
    settle(qtbot, controller)
    until = time.monotonic() + 30
    presses = 0
    while pacer.busy() and time.monotonic() < until:
        qtbot.wait(pacing.TIMING["normal"][1] // 3)
        if not (pacer.card.isVisible() or pacer.banner.go_on.isVisible()):
            continue
        seen = len(beats)
        qtbot.wait(pacing.TIMING["normal"][1] + 200)  # longer than a normal pause
        assert len(beats) == seen and pacer.waiting  # it waits for the person
        if presses == 0:  # the header is the beat's: round 1's Keeper turn
            assert table.chrome.bar.phase.text().startswith("Round 1")
        if pacer.card.isVisible():
            headings.append(pacer.card.title.text())
            button = pacer.card.begin
        else:
            button = pacer.banner.go_on
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        presses += 1
    assert not pacer.busy()
    assert presses >= 1 and len(beats) >= presses
    assert controller.observation(0)["round"] == 2
    assert "The Keeper Acts" in headings  # the keeper action card it played, on a card


def test_the_scenarios_own_message_comes_on_a_story_card(qtbot):
    pacing.set_pace("normal")
    controller, table = open_table(qtbot, investigators=("tomas-reyes",))
    pacer = table.pacer
    settle(qtbot, controller)
    click_kind(qtbot, table, "UseToken")  # the south explore token of Warden's Garden
    qtbot.waitUntil(pacer.card.isVisible, timeout=5000)
    assert pacer.card.title.text() == "The Story"
    assert "warden's coat" in pacer.card.text.text()
    assert pacer.waiting  # it waits to be read
    qtbot.mouseClick(pacer.card.begin, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not pacer.busy(), timeout=5000)
    assert not pacer.card.isVisible()


def test_the_first_edition_ending_is_an_epilogue_card_with_the_summary(qtbot, window):
    from eldertable.ui import i18n
    from eldertable.ui.mansions.storycard import StoryCard
    from mansionsfirst import config

    pacing.set_pace("instant")
    window.controller.new_game("mansions", config(seats=("bot:default", "bot:keeper"),
                                                  round_limit=1), 1)
    if window.handoff.covered():
        window.handoff.reveal()
    qtbot.waitUntil(lambda: window.controller.result() is not None, timeout=30000)
    screen = window.table.chrome.result
    qtbot.waitUntil(screen.isVisible, timeout=5000)
    assert isinstance(screen, StoryCard) and screen.objectName() == "StoryCard"
    assert screen.kicker.text() == "Epilogue"
    assert screen.title.text() in ("The investigators win", "The Keeper wins",
                                   "Everyone loses")
    assert screen.summary.text().startswith("The game lasted ")
    english = screen.title.text()
    try:
        i18n.set_language(i18n.CHINESE)
        qtbot.waitUntil(lambda: screen.title.text() != english, timeout=3000)
        assert screen.kicker.text() != "Epilogue" and "round" not in screen.summary.text()
    finally:
        i18n.set_language(i18n.ENGLISH)
    qtbot.mouseClick(screen.close_button, Qt.MouseButton.LeftButton)
    assert not screen.isVisible() and screen.dismissed
