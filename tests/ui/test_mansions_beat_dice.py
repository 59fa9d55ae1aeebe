"""Issue 24 (seen under Xvfb, mansions-53-rerolled.png): while the Keeper's turn is shown a
beat at a time, the bar's dice row is the test of the beat on screen. After a re-roll it
kept the attack's old dice while the beat on screen was already the horror check."""

from __future__ import annotations

import time

from mansionsplay import click_kind, kinds, obs, open_game, play_out
from PySide6.QtCore import Qt

from eldertable.ui.mansions import pacing


def monsters_beside(controller, table):
    """Every monster of the scenario in the investigator's space: the Mythos Phase's
    monsters attack her, a test each, and a horror check follows."""
    state = controller.recorder.state
    for room in state.layout.rooms:
        state.map.reveal_room(room)
    here = state.space_of(state.investigators[0])
    for placement in state.model.map.monsters:
        state.place_monster(placement.id)
        state.map.move_figure(placement.id, here)
    state._ver += 1  # the legal list is cached by version
    table.reset()
    table.chrome.refresh()


def test_the_dice_row_shows_the_test_of_the_beat_on_screen(qtbot):
    pacing.set_pace("step")
    controller, table = open_game(qtbot, options={"investigator-1": "odile-ferrand"})
    play_out(qtbot, table)
    monsters_beside(controller, table)
    pacer, bar = table.pacer, table.chrome.bar
    checked = horror = 0
    for _step in range(8):
        now = kinds(table)
        kind = next((k for k in ("Reroll", "Accept", "EndTurn") if k in now), None)
        if kind is None:
            break
        click_kind(qtbot, table, kind)  # a re-roll from the bar, as the tester did
        until = time.monotonic() + 20
        while pacer.busy() and time.monotonic() < until:
            card, go_on = pacer.card, pacer.banner.go_on
            if not (card.isVisible() or go_on.isVisible()):
                if kinds(table):
                    break
                qtbot.wait(20)
                continue
            events = (pacer.shown or {}).get("events", [])
            rolls = [d for k, d in events if k in ("roll", "reroll")]
            if rolls and pacer.keepers_turn():
                assert bar.dice.isVisible()
                shown = [f.property("kind") for f in bar.dice.faces]
                assert shown == rolls[-1]["kinds"], bar.dice.summary.text()
                if any(k == "horror-check" for k, _d in events):
                    assert "Horror check" in bar.dice.summary.text()
                    horror += 1
                checked += 1
            if card.isVisible() and card.choices:
                break
            qtbot.mouseClick(card.begin if card.isVisible() else go_on,
                             Qt.MouseButton.LeftButton)
        if horror:
            break
    assert horror, f"no horror check came up while the Keeper's turn was shown ({checked})"
    assert obs(table)["round"] >= 1
