"""Issue 24: the action bar holds still. While the Keeper's turn is still shown a beat at a
time, the bar keeps the state it shows (its buttons disabled, the header the beat's round)
and shows the next state only once the last beat is over; and the board does not jump
when a row of the bar empties (the rows keep their height)."""

from __future__ import annotations

from mansionsplay import click_kind, kinds, obs, open_game, play_out
from PySide6.QtGui import QCursor
from test_mansions_play_pace import wake_every_monster

from eldertable.ui.handoff import Curtain, HandOff
from eldertable.ui.mansions import pacing


def test_the_bar_waits_for_the_keepers_turn_to_be_shown(qtbot):
    pacing.set_pace("normal")
    controller, table = open_game(qtbot)
    wake_every_monster(controller, table)
    bar = table.chrome.bar
    click_kind(qtbot, table, "EndTurn")  # alone: the phase ends with the turn
    pacer = table.pacer
    assert pacer.busy() and obs(table)["round"] == 2  # the rules are already in round 2
    qtbot.waitUntil(pacer.card.isVisible, timeout=5000)  # the Mythos event's card
    assert bar.buttons and not any(b.isEnabled() for b in bar.buttons)
    assert [type(b.property("action")).__name__ for b in bar.buttons] == ["EndPhase"]
    assert bar.phase.text().startswith("Round 1") and "Keeper" in bar.prompt.text()
    controller.stateChanged.emit()  # a refresh meanwhile (a bot, a timer) holds too
    assert not any(b.isEnabled() for b in bar.buttons)
    play_out(qtbot, table)  # every beat, Continue pressed on each card
    assert not pacer.busy()
    assert bar.phase.text().startswith("Round 2") and "EndTurn" in kinds(table)
    assert all(b.isEnabled() for b in bar.buttons)


def test_the_board_holds_still_when_the_actions_row_empties(qtbot):
    pacing.set_pace("instant")
    controller, table = open_game(qtbot, seats=("human", "human"))
    HandOff(controller, Curtain(table), table)._started("mansions")
    QCursor.setPos(table.viewport().mapToGlobal(table.viewport().rect().center()))  # off the bar
    click_kind(qtbot, table, "BeginTurn")
    assert "Explore" in kinds(table) or "Trade" in kinds(table)  # the Actions row
    board = table.viewport().geometry()
    click_kind(qtbot, table, "EndTurn")  # the other investigator's turn begins
    click_kind(qtbot, table, "EndTurn")
    assert kinds(table) == ["EndPhase"]  # no Actions row now
    assert table.viewport().geometry() == board


def test_the_windows_status_line_holds_the_keepers_turn_too(window, qtbot):
    """The status line at the window's foot said the next state's prompt while the Keeper's
    turn was still on screen; it says what the held bar says now, then the game's prompt."""
    from mansionsplay import click_kind, play_out

    from eldertable.games.mansions.second import make_config
    from eldertable.ui.mansions import pacing

    pacing.set_pace("normal")
    window.controller.new_game("mansions", make_config(["human"], {},
                                                       {"scenario": "quiet-greenhouse"}), 3)
    table = window.table
    play_out(qtbot, table)
    click_kind(qtbot, table, "EndTurn")
    qtbot.waitUntil(table.pacer.card.isVisible, timeout=5000)
    assert table.pacer.keepers_turn()
    held = table.chrome.bar.held_words()
    assert window.prompt_label.text() == held
    play_out(qtbot, table)
    assert window.prompt_label.text() != held and window.prompt_label.text()
    window.controller.close_game(emit=False)


def test_the_board_holds_still_when_a_turn_first_brings_two_rows(qtbot):
    """Two investigators in one space: choosing who takes the turn is one row of buttons,
    the turn's actions with Push and Steal two rows; the board stays where it was (it had
    dropped by a row the first time)."""
    pacing.set_pace("instant")
    controller, table = open_game(qtbot, seats=("human", "human"))
    HandOff(controller, Curtain(table), table)._started("mansions")
    table.resize(1100, 800)  # narrow enough for the turn to take two rows of buttons
    QCursor.setPos(table.viewport().mapToGlobal(table.viewport().rect().center()))
    qtbot.wait(10)
    board = table.viewport().geometry()
    assert set(kinds(table)) <= {"BeginTurn", "EndPhase"}  # the "Next turn" row only
    click_kind(qtbot, table, "BeginTurn")
    qtbot.wait(10)
    assert len(kinds(table)) > 4  # the turn's actions: more than one row's worth here
    assert table.viewport().geometry() == board


SEED = 3  # with Odile Ferrand's reroll a Mythos card's test is the last beat of the turn


def test_the_held_words_offer_skip_only_where_the_card_offers_it(window, qtbot):
    """The bar and the status line said "Continue or Skip there" while the Mythos card on
    screen, the last beat, offered only Continue (seen under Xvfb in 简体中文). At every
    card of a Keeper's turn the words name Skip exactly when the card shows it."""
    import time

    from PySide6.QtCore import Qt

    from eldertable.games.mansions.second import make_config

    pacing.set_pace("normal")
    window.controller.new_game("mansions", make_config(["human"], {},
                                                       {"scenario": "quiet-greenhouse",
                                                        "investigator-1": "odile-ferrand"}),
                                SEED)
    table = window.table
    play_out(qtbot, table)
    pacer = table.pacer
    seen = {True: 0, False: 0}
    for _step in range(40):
        if seen[False] and seen[True]:
            break
        now = kinds(table)
        kind = next((k for k in ("AcceptRoll", "Accept", "EndTurn", "BeginTurn") if k in now), None)
        if kind is None:
            break
        click_kind(qtbot, table, kind)
        until = time.monotonic() + 20
        while pacer.busy() and time.monotonic() < until:
            card = pacer.card
            if card.isVisible() and not card.choices:
                skip = card.skip_button.isVisible()
                for words in (window.prompt_label.text(), table.chrome.bar.prompt.text()):
                    assert ("Skip" in words) == skip, (words, skip)
                seen[skip] += 1
                qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)
            elif pacer.banner.go_on.isVisible():
                qtbot.mouseClick(pacer.banner.go_on, Qt.MouseButton.LeftButton)
            else:
                qtbot.wait(20)
        play_out(qtbot, table)
    assert seen[False], f"no card without Skip came up: the case is not tested ({seen})"
    window.controller.close_game(emit=False)
