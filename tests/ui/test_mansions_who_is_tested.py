"""The players choose who is tested (MOM2-GOLD-4): a Mythos event for "one investigator"
asks on its story card, one button per investigator naming the skill and the dice; the
click is the team's choice, and the test that follows is that investigator's."""

from __future__ import annotations

from mansionsplay import click_kind, obs, open_game
from PySide6.QtCore import Qt

from eldertable.ui.i18n import tr_msg
from eldertable.ui.handoff import Curtain, HandOff
from eldertable.ui.mansions import pacing

TEAM = ("human", "human")


def only_card(controller, cid: str) -> None:
    pile = controller.recorder.state.table["mythos"]
    pile.cards[:] = [c for c in pile.cards if c.split("#")[0] == cid][:1]


def end_the_phase(qtbot, table) -> None:
    """End every investigator's turn with the mouse, then the phase."""
    for _ in range(8):
        kinds = [type(b.property("action")).__name__ for b in table.chrome.bar.buttons
                 if b.isVisible() and b.isEnabled()]
        if "EndPhase" in kinds:
            click_kind(qtbot, table, "EndPhase")
            return
        if "EndTurn" in kinds:
            click_kind(qtbot, table, "EndTurn")
        else:
            click_kind(qtbot, table, "BeginTurn")
    raise AssertionError("no end-phase button")


def test_a_mythos_event_asks_the_team_who_is_tested(qtbot):
    pacing.set_pace("normal")
    controller, table = open_game(qtbot, seats=TEAM)
    handoff = HandOff(controller, Curtain(table), table)  # the window's: the table follows
    handoff._started("mansions")  # the turn (co-op: no curtain)
    only_card(controller, "falling-plaster")
    table.reset()
    end_the_phase(qtbot, table)
    card = table.pacer.card
    qtbot.waitUntil(card.isVisible, timeout=5000)
    assert card.title.text() == "Falling Plaster"  # the Mythos card names the story card
    qtbot.waitUntil(lambda: len(card.choice_buttons) == 2, timeout=5000)
    pending = obs(table)["pending"]
    assert pending["choice"] == "tester"
    state = controller.recorder.state
    labels = [b.text() for b in card.choice_buttons]
    for label, iid in zip(labels, pending["options"]):
        value = state.by_id[iid].skills["agility"]
        dice = pending["test"]["dice"][iid]
        assert label.startswith("Choose ") and label.endswith(
            f"to test: Agility {value}, {dice} {'die' if dice == 1 else 'dice'}"), label
        assert tr_msg(state.name_of(iid)) in label
    assert not card.begin.isVisible()  # the game waits on the choice: no Continue
    for button in card.choice_buttons:  # one under another, each read whole
        assert button.width() >= button.sizeHint().width()
    assert card.choice_buttons[1].y() > card.choice_buttons[0].y()
    assert "Choose the investigator who tests Agility" in table.chrome.bar.prompt.text()
    second = pending["options"][1]
    tested = []
    controller.eventsApplied.connect(lambda events, _seat: tested.extend(events))
    qtbot.mouseClick(card.choice_buttons[1], Qt.MouseButton.LeftButton)
    # the record keeps the team's choice; the roll follows at once
    made = controller.recorder.record.actions
    assert made[-2] == {"type": "Choose", "option": second} and made[-1] == {"type": "Roll"}
    tests = [e for e in tested if e.kind == "test"]
    assert tests and tests[-1].data["investigator"] == second
