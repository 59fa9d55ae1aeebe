"""The Keeper as a person at the same screen: the hand-off curtain falls before each side
acts, the Keeper's seat shows its hand and story choice, and the investigators' screen
never names a card of the Keeper's hand or the story choice made (the view renders only
the acting seat's observation; FA-BYAK-style secrecy for the Keeper's cards)."""

from __future__ import annotations

from mansionsfirst import buttons, click_kind, config, kinds, words_on_screen
from mansionsfirst import keeper_secrets as secrets
from PySide6.QtCore import Qt

from eldertable.engine.chance import ScriptedChance
from eldertable.ui.mansions.first.words import card_name

INVESTIGATOR, KEEPER = 0, 1


def check_investigators_screen(window) -> None:
    c = window.controller
    assert c.viewer == INVESTIGATOR and not window.handoff.covered()
    obs = window.table.observation()
    assert obs["hand"] is None and obs["story_choice"] is None and obs["goal"] is None
    text = words_on_screen(window.table) + "\n".join(window.log_dock.lines())
    for word in secrets(c):
        assert word not in text, word
    assert "face down" in window.table.chrome.panel.text()


def reveal(qtbot, window, seat: int) -> None:
    assert window.handoff.covered() and window.handoff.waiting_for == seat
    assert not window.table.pieces and not window.table.chrome.bar.buttons  # nothing shown
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.controller.viewer == seat and not window.handoff.covered()


def test_the_keeper_and_the_investigators_pass_the_mouse(qtbot, window):
    c = window.controller
    c.new_game("mansions", config(seats=("human", "human"), choice="keeper",
                                  investigators=("julian-fairweather",)), 5,
               ScriptedChance([0, 0] + [5] * 200))
    table = window.table
    reveal(qtbot, window, KEEPER)  # the secret story choice comes first
    panel = table.chrome.panel.text()
    hand = c.observation(KEEPER)["hand"]
    assert hand and all(card_name(cid) in panel for cid in hand)
    assert kinds(table) == ["ChooseStory"] * 3
    assert "Story choice: not made yet" in panel
    click_kind(qtbot, table, "ChooseStory", 1)
    assert not table.chrome.panel.text()  # the curtain fell at once: nothing is shown
    reveal(qtbot, window, INVESTIGATOR)
    check_investigators_screen(window)
    keeper_turns = 0
    for _ in range(40):  # two rounds: turns, the Keeper's turn, Keeper reactions
        if c.result() is not None or keeper_turns >= 2:
            break
        if window.handoff.covered():
            seat = window.handoff.waiting_for
            reveal(qtbot, window, seat)
            if seat == INVESTIGATOR:
                check_investigators_screen(window)
            continue
        if c.viewer == INVESTIGATOR:
            check_investigators_screen(window)
            click_kind(qtbot, table, "Choose" if "Choose" in kinds(table) else "EndTurn")
            continue
        assert "Hand:" in table.chrome.panel.text()
        assert "Your story choice" in table.chrome.panel.text()
        if "KeeperEnd" in kinds(table):
            keeper_turns += 1
            click_kind(qtbot, table, "KeeperEnd")
        else:
            qtbot.mouseClick(buttons(table)[-1], Qt.MouseButton.LeftButton)  # Pass, or a card
    assert keeper_turns == 2
