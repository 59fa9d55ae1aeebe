"""The Keeper's Monster step on the table: one activation at a time at the normal pace (the
figure walks, the banner says what happened, a pause), everything at once at the instant
pace, the window answering all the while, and no undo back across the Keeper's work."""

from __future__ import annotations

import time

from mansionsplay import click_kind, kinds, obs, open_game, play_out
from PySide6.QtCore import QSettings, Qt, QTimer

from eldertable.ui.mansions import pacing
from eldertable.ui.settings import settings_path


def wake_every_monster(controller, table):
    """Reveal the house and put every monster of the scenario on the board, so the first
    Mythos Phase has two monsters to activate (the scenario would, in time)."""
    state = controller.recorder.state
    for room in state.layout.rooms:
        state.map.reveal_room(room)
    for placement in state.model.map.monsters:
        state.place_monster(placement.id)
    state._ver += 1  # the legal list is cached by version
    table.reset()
    table.chrome.refresh()
    return [m["id"] for m in obs(table)["monsters"]]


def end_the_phase(qtbot, controller, table):
    """End the turn and the Investigator Phase with the bar's buttons; the events of every
    action are collected."""
    seen = []
    controller.eventsApplied.connect(lambda events, _s: seen.extend(events))
    click_kind(qtbot, table, "EndTurn")  # alone: the end-phase button is pressed with it
    return seen


def piece_space(table, fid):
    piece = table.board.figures[fid]
    at = piece.sceneBoundingRect().center()
    space = table.board.space_at(at)
    return space.index if space is not None else None


def test_the_pace_setting_is_kept_in_the_settings_file(qtbot):
    pacing.set_pace("fast")
    stored = QSettings(str(settings_path()), QSettings.Format.IniFormat)
    assert stored.value(pacing.PACE_KEY) == "fast" and pacing.pace() == "fast"
    _c, table = open_game(qtbot)
    combo = table.chrome.panel.pace
    assert combo.currentData() == "fast" and combo.toolTip()
    combo.setCurrentIndex(pacing.PACES.index("instant"))
    assert pacing.pace() == "instant"
    stored.sync()
    assert stored.value(pacing.PACE_KEY) == "instant"


def test_normal_pace_shows_each_activation_in_order(qtbot):
    pacing.set_pace("normal")
    controller, table = open_game(qtbot)
    monsters = wake_every_monster(controller, table)
    assert len(monsters) == 2
    pacer = table.pacer
    shown = []
    pacer.beatShown.connect(lambda lines: shown.append((time.monotonic(), lines)))
    before = {m: piece_space(table, m) for m in monsters}
    seen = end_the_phase(qtbot, controller, table)
    activations = [e.text.render() for e in seen if e.kind == "activate"]
    assert len(activations) == 2
    # the Keeper has finished in the rules, but the board is still at the first beat
    assert pacer.busy() and table.pacer.banner.isVisible()
    moved = [e.data["figure"] for e in seen if e.kind == "move"]
    last = moved[-1]
    assert piece_space(table, last) == before[last]
    play_out(qtbot, table)  # the Mythos event's card waits for Continue
    beats = [lines for _t, lines in shown]
    firsts = [lines[0] for lines in beats if lines and lines[0] in activations]
    assert firsts == activations  # one beat per activation, in the Keeper's order
    times = [t for t, lines in shown if lines and lines[0] in activations]
    step, pause = pacing.TIMING["normal"]
    assert times[1] - times[0] >= 0.9 * pause / 1000
    assert not table.pacer.banner.isVisible()
    o = obs(table)
    for mon in o["monsters"]:
        assert piece_space(table, mon["id"]) == mon["space"]


def test_instant_pace_shows_everything_at_once(qtbot):
    pacing.set_pace("instant")
    controller, table = open_game(qtbot)
    monsters = wake_every_monster(controller, table)
    shown = []
    table.pacer.beatShown.connect(shown.append)
    seen = end_the_phase(qtbot, controller, table)
    assert [e for e in seen if e.kind == "activate"]
    assert not table.pacer.busy() and not shown and not table.pacer.banner.isVisible()
    o = obs(table)
    assert {m["id"] for m in o["monsters"]} == set(monsters)
    for mon in o["monsters"]:
        assert piece_space(table, mon["id"]) == mon["space"]


def test_the_window_answers_while_the_monsters_move(qtbot):
    pacing.set_pace("normal")
    controller, table = open_game(qtbot)
    wake_every_monster(controller, table)
    end_the_phase(qtbot, controller, table)
    pacer = table.pacer
    assert pacer.busy()
    ticks = []
    QTimer.singleShot(0, lambda: ticks.append(pacer.busy()))
    qtbot.waitUntil(lambda: bool(ticks), timeout=2000)
    assert ticks == [True]  # the event loop ran while the Keeper's beats were still queued
    # the Keeper's work is behind an undo barrier
    assert not controller.undo_stack.canUndo()
    # the bar waits for the Keeper's turn to be shown: the next round's buttons are there,
    # disabled, until the last beat; Skip gives the board as it stands, then the bar
    bar = table.chrome.bar
    assert bar.buttons and not any(b.isEnabled() for b in bar.buttons)
    assert "EndTurn" not in kinds(table)
    qtbot.mouseClick(pacer.banner.button, Qt.MouseButton.LeftButton)  # Skip
    assert not pacer.busy() and "EndTurn" in kinds(table)
    round_before = obs(table)["round"]
    beats = []
    controller.eventsApplied.connect(lambda events, _s: beats.append(obs(table)["round"]))
    click_kind(qtbot, table, "EndTurn")  # alone, the phase ends with the turn
    assert beats and beats[0] == round_before  # the turn ended on the board as it stood
    pacer.flush()
    o = obs(table)
    for mon in o["monsters"]:
        assert piece_space(table, mon["id"]) == mon["space"]


def test_skip_shows_the_rest_at_once(qtbot):
    pacing.set_pace("normal")
    controller, table = open_game(qtbot)
    wake_every_monster(controller, table)
    end_the_phase(qtbot, controller, table)
    pacer = table.pacer
    assert pacer.busy() and pacer.banner.button.isVisible()
    qtbot.mouseClick(pacer.banner.button, Qt.MouseButton.LeftButton)
    assert not pacer.busy() and not pacer.banner.isVisible()
    for mon in obs(table)["monsters"]:
        assert piece_space(table, mon["id"]) == mon["space"]
