"""The window's status bar says what the first-edition seat may do now (the rules'
prompt), in the user's language."""

from __future__ import annotations

from mansionsfirst import config, settle

from eldertable.engine.chance import ScriptedChance


def test_the_status_bar_reads_the_first_edition_prompt(qtbot, window):
    window.controller.new_game("mansions", config(investigators=("julian-fairweather",)), 3,
                               ScriptedChance([0, 0]))
    settle(qtbot, window.controller)
    qtbot.waitUntil(lambda: "spaces to move" in window.prompt_label.text())
    text = window.prompt_label.text()
    assert text.startswith("Julian Fairweather: ") and "or end the turn" in text
