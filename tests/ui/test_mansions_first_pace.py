"""The Keeper bot's turn runs by itself at the pace of second edition's Mythos phase: one
beat per Keeper action, the board as it stood after it, a pause; "all at once" shows no
beats. A person's click gets the board at once."""

from __future__ import annotations

import pytest
from mansionsfirst import click_kind, open_table, settle
from mansionsplay import play_out

from eldertable.engine.chance import ScriptedChance
from eldertable.ui.mansions import pacing


@pytest.mark.parametrize("pace,paced", [("fast", True), ("instant", False)])
def test_the_keeper_bots_turn_is_paced(qtbot, pace, paced):
    pacing.set_pace(pace)
    controller, table = open_table(qtbot, chance=ScriptedChance([0, 0] + [5] * 300))
    beats = []
    table.pacer.beatShown.connect(beats.append)
    click_kind(qtbot, table, "EndTurn")
    settle(qtbot, controller)
    play_out(qtbot, table)  # Continue on each card of the Keeper's
    assert bool(beats) == paced
    assert controller.observation(0)["phase"] == "investigator"  # round 2: a person again
    assert controller.observation(0)["round"] == 2
    me = controller.observation(0)["investigators"][0]
    assert table.board.figures[me["id"]].isVisible()  # the board caught up
    assert "End turn" in [b.text() for b in table.chrome.bar.buttons]
