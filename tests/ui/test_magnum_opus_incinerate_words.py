"""Incinerate says what it burnt: "Alchemist 2 performs Incinerate." was all the log and the
pace banner said, with no word of the card that went back to the Supply, nor that none
did (issue 25, play-17 under Xvfb). A burnt card comes from the discard pile: public."""

from __future__ import annotations

from PySide6.QtCore import Qt

from eldertable.games.magnum_opus import make_config
from eldertable.ui import i18n, pace


def _after_incinerate(lines: list[str]) -> str:
    at = next(i for i, line in enumerate(lines) if line.endswith("performs Incinerate."))
    return lines[at + 1]


def test_incinerate_says_which_card_it_burnt_or_that_it_burnt_none(window, qtbot, step):
    c = window.controller
    # two bots, seed 10: Alchemist 2 performs Incinerate and keeps its discard pile
    c.new_game("magnum-opus", make_config(["bot:default", "bot:default"]), 10)
    view = window.table
    banner = view.pacer.banner
    shown = []
    for _ in range(800):  # Continue, beat by beat, until the banner shows Incinerate
        qtbot.waitUntil(lambda: view.pacing() and banner.isVisible(), timeout=30000)
        text = banner.text.text()
        shown.append(text)
        if "performs Incinerate." in text:
            break
        qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not banner.isVisible() or banner.text.text() != text,
                        timeout=30000)
    else:
        raise AssertionError("no Incinerate was shown")
    said = text.split("\n")
    if said[-1].endswith("performs Incinerate."):  # the bot's choice is the next beat
        qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: banner.isVisible() and banner.text.text() != text,
                        timeout=30000)
        said += banner.text.text().split("\n")
    assert _after_incinerate(said) == "Alchemist 2 burns no card."  # in the banner
    qtbot.mouseClick(banner.skip_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.result() is not None, timeout=120000)
    qtbot.mouseClick(banner.skip_button, Qt.MouseButton.LeftButton)
    lines = window.log_dock.lines()
    assert _after_incinerate(lines) == "Alchemist 2 burns no card."  # and in the log


def test_a_burnt_card_is_named_in_chinese_too(window, qtbot):
    before = pace.pace()
    pace.set_pace("instant")
    try:
        i18n.set_language(i18n.CHINESE)
        c = window.controller
        # seed 4: Alchemist 2 burns a Prepare Herbs
        c.new_game("magnum-opus", make_config(["bot:default", "bot:default"]), 4)
        qtbot.waitUntil(lambda: c.result() is not None, timeout=120000)
        lines = window.log_dock.lines()
        burnt = [line for line in lines if "焚毁" in line]
        assert burnt and all("供应区" in line for line in burnt), burnt
    finally:
        pace.set_pace(before)
