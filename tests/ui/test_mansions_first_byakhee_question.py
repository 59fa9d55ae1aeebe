"""A byakhee's question on the first-edition table (FA-BYAK-1/2/4/5): only the Keeper's
screen shows the byakhee's token back (health, damage, horror, the question printed on it);
when it attacks, the investigator it attacks is asked the question and shown the answers'
names only, never what they do; after the answer, only that answer's outcome is read out,
and the back stays face down for the investigators though it dealt damage. With a person
as the Keeper the hand-off curtain falls between them; with the Keeper bot the Keeper's
side never reaches the screen and the question comes straight to the investigator."""

from __future__ import annotations

from mansionsfirst import buttons, click_kind, config, kinds, settle, words_on_screen
from PySide6.QtCore import Qt

from eldertable.engine.chance import ScriptedChance

TOMAS, BYAKHEE = "tomas-reyes", "b1"
INVESTIGATOR, KEEPER = 0, 1
QUESTION = "Do you run for the door, or stand and cover your head?"
RUN_OUTCOME = "It takes you from behind as you run."
STAND_OUTCOME = "Its claws scrape your arms and it wheels away."


def start(qtbot, window, seats):
    c = window.controller
    c.new_game("mansions", config(seats=seats, investigators=(TOMAS,), story="tenant-below"),
               3, ScriptedChance([0, 0] + [5] * 60))
    settle(qtbot, c)
    reveal(qtbot, window, INVESTIGATOR)
    state = c.recorder.state
    state.add_monster(BYAKHEE, "byakhee", state.space_of(state.investigators[0]), None, 0)
    state.monsters[BYAKHEE].back = 0  # the back that asks QUESTION
    state.threat = 0
    window.table.reset()
    return c, window.table


def reveal(qtbot, window, seat: int) -> None:
    if window.handoff.covered():
        assert window.handoff.waiting_for == seat
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.controller.viewer == seat and not window.handoff.covered()


def byakhee_card(table) -> str:
    return next(label.text() for label in table.chrome.panel.shown
                if label.objectName() == f"monster-{BYAKHEE}")


def investigators_screen(window) -> str:
    return words_on_screen(window.table) + "\n" + "\n".join(window.log_dock.lines())


def check_secret(window, told: str | None = None) -> None:
    """What the investigators' screen must never say: the back's figures, and the outcomes
    but the one ``told`` (the answer given)."""
    card = byakhee_card(window.table)
    assert "face down" in card and "Health" not in card
    text = investigators_screen(window)
    for outcome in (RUN_OUTCOME, STAND_OUTCOME):
        assert (outcome in text) == (outcome == told), outcome


def answer_stand(qtbot, window, c) -> None:
    table = window.table
    assert table.chrome.bar.prompt.text() == ("Byakhee attacks Tomas Reyes: " + QUESTION
                                              + " Choose an answer.")
    assert [b.text() for b in buttons(table)] == ["Run", "Stand"]  # the answers' names only
    check_secret(window)
    click_kind(qtbot, table, "Choose", 1)
    settle(qtbot, c)
    lines = window.log_dock.lines()
    assert STAND_OUTCOME in lines and RUN_OUTCOME not in "\n".join(lines)  # FA-BYAK-5
    assert c.recorder.state.investigators[0].damage == 1
    while window.handoff.covered():  # the Keeper may answer the damage with a Trauma card
        seat = window.handoff.waiting_for
        reveal(qtbot, window, seat)
        if seat == KEEPER:
            click_kind(qtbot, window.table, "Pass")
    assert c.viewer == INVESTIGATOR
    check_secret(window, told=STAND_OUTCOME)  # FA-BYAK-1/2: face down though it hurt him


def test_fa_byak_4_with_a_person_as_keeper_only_the_keeper_sees_the_back(qtbot, window):
    c, table = start(qtbot, window, ("human", "human"))
    check_secret(window)
    assert QUESTION not in investigators_screen(window)
    click_kind(qtbot, table, "EndTurn")
    assert window.handoff.covered() and not table.chrome.panel.text()  # nothing shown
    reveal(qtbot, window, KEEPER)
    card = byakhee_card(table)
    assert "Health 4 of 4 \u00b7 Damage 3 \u00b7 Horror 2" in card and QUESTION in card
    click_kind(qtbot, table, "KeeperEnd")
    settle(qtbot, c)
    assert window.handoff.covered() and window.handoff.waiting_for == INVESTIGATOR
    reveal(qtbot, window, INVESTIGATOR)
    answer_stand(qtbot, window, c)


def test_fa_byak_4_with_the_keeper_bot_the_question_comes_straight_to_him(qtbot, window,
                                                                           instant):
    c, table = start(qtbot, window, ("human", "bot:keeper"))
    click_kind(qtbot, table, "EndTurn")
    settle(qtbot, c)
    qtbot.waitUntil(lambda: "Choose" in kinds(table), timeout=10000)
    assert not window.handoff.covered() and c.viewer == INVESTIGATOR
    assert c.observation(INVESTIGATOR)["pending"]["kind"] == "special"
    answer_stand(qtbot, window, c)
