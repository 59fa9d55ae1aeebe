"""A test with dice on the action bar: the pool as success / investigation / blank, the
difficulty, Spend a clue and Done as buttons, the roll in the dice tray."""

from __future__ import annotations

from mansionsplay import buttons, click_kind, clipped, kinds, obs, open_game

from eldertable.engine.chance import ScriptedChance
from eldertable.ui.dicetray import DiceTray

# faces 4-5 are investigation results, 6-8 successes, 1-3 blanks
FACES = (4, 6, 1, 5, 2, 3, 1, 1)


def arrange_test(controller, table, skill="strength", clues=2, difficulty=2):
    """Put an Observation test for the one investigator in front of the game (the scenario
    would, through an interaction), then let the controller roll for it."""
    state = controller.recorder.state
    inv = state.investigators[0]
    inv.clues = clues
    inv.skills[skill] = 4
    state.start_test(0, skill, "scenario", {"pass": "", "fail": ""}, diff=difficulty)
    state._ver += 1  # the legal list is cached by version
    controller.advance()  # the Roll is a CHANCE step: it runs at once
    table.reset()
    table.chrome.refresh()


def _test_with_tray(qtbot):
    """A rolled test of four scripted dice on the table, with a dice tray beside it."""
    chance = ScriptedChance(FACES * 4, shuffle="seeded", seed=5)
    controller, table = open_game(qtbot, chance=chance)
    tray = DiceTray(controller)
    qtbot.addWidget(tray)
    arrange_test(controller, table)
    return controller, table, tray


def test_spend_a_clue_then_done(qtbot):
    controller, table, tray = _test_with_tray(qtbot)
    pending = obs(table)["pending"]
    assert pending["kind"] == "test" and pending["rolled"] and pending["can_spend"]
    bar = table.chrome.bar
    assert bar.dice.isVisible()
    shown = [f.property("kind") for f in bar.dice.faces]
    assert shown == pending["kinds"] and len(shown) == 4
    assert [f.accessibleName() for f in bar.dice.faces] == [
        {"success": "success", "investigation": "investigation", "blank": "blank"}[k]
        for k in pending["kinds"]]
    assert all(not f.pixmap().isNull() for f in bar.dice.faces)  # drawn, not words
    assert "needs 2 successes" in bar.dice.summary.text()
    assert kinds(table)[0] == "SpendClue" and "Accept" in kinds(table)
    assert "Spend a clue" in [b.text() for b in buttons(table)]
    assert not clipped(table)
    table.resize(470, 700)  # a narrow window: the buttons wrap onto more rows, uncut
    qtbot.wait(10)
    assert len({b.geometry().y() for b in buttons(table)}) > 1
    assert not clipped(table)
    table.resize(1280, 820)
    assert tray.view.rolls and tray.view.rolls[-1][1] == pending["dice"]
    click_kind(qtbot, table, "SpendClue")
    assert obs(table)["pending"]["spent"] == 1 and obs(table)["you"]["clues"] == 1
    assert "Clues spent: 1." in bar.dice.summary.text()
    log = []
    controller.eventsApplied.connect(lambda events, _s: log.extend(events))
    click_kind(qtbot, table, "Accept")
    result = [e for e in log if e.kind == "test-result"]
    assert result and result[0].data["successes"] == pending["kinds"].count("success") + 1
    assert result[0].data["passed"]
    assert obs(table)["pending"] is None and not bar.dice.isVisible()
    assert "Accept" not in kinds(table)


def test_a_roll_with_nothing_to_decide_is_counted_and_play_goes_on(qtbot):
    chance = ScriptedChance((1, 2, 3, 1) * 8, shuffle="seeded", seed=5)
    controller, table = open_game(qtbot, chance=chance)
    log = []
    controller.eventsApplied.connect(lambda events, _s: log.extend(events))
    arrange_test(controller, table)
    result = [e for e in log if e.kind == "test-result"]
    assert result and result[0].data["successes"] == 0 and not result[0].data["passed"]
    assert obs(table)["pending"] is None and not table.chrome.bar.dice.isVisible()
    assert "EndTurn" in kinds(table)


def test_a_spent_clue_shows_on_the_tray_counts(qtbot):
    """Issue 24 (seen under Xvfb, mansions-22-spent.png): after a Clue turns an
    investigation result into a success, the tray's counts and faces count it a success."""
    controller, table, tray = _test_with_tray(qtbot)
    pending = obs(table)["pending"]
    before = list(pending["kinds"])
    assert before.count("investigation") == 2
    assert tray.view.rolls[-1].kinds == before
    click_kind(qtbot, table, "SpendClue")
    tray.catch_up()
    qtbot.wait(10)
    after = tray.view.rolls[-1].kinds
    assert after.count("success") == before.count("success") + 1
    assert after.count("investigation") == 1 and after.count("blank") == before.count("blank")
    assert len(tray.view.rolls) == 1  # the same roll, counted again, not a second roll
    assert "2 successes, 1 investigation, 1 blank" in tray.caption.text()
