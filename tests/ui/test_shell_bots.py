"""Bots choose on a worker thread; the window keeps working while they think."""

from __future__ import annotations

import threading
import time

from shellhelp import start_toy
from PySide6.QtCore import QTimer

import toygame
from eldertable.engine.bots import Bot


class SlowBot(Bot):
    """Holds at once, after thinking for a while on whatever thread runs it."""

    name = "slow"
    threads: list[int] = []

    def choose(self, observation, legal):
        SlowBot.threads.append(threading.get_ident())
        assert "hand0" in observation["piles"] and "cards" not in observation["piles"]["hand0"]
        time.sleep(0.3)
        return next(a for a in legal if isinstance(a, toygame.Hold))


def test_bot_moves_run_off_the_gui_thread(window, qtbot, monkeypatch):
    monkeypatch.setitem(toygame.BOTS, "slow", SlowBot)
    SlowBot.threads.clear()
    c = start_toy(window, seats=("human", "bot:slow"))
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    assert c.act(toygame.Hold(0)) is None
    assert c.busy() and "thinking" in window.prompt_label.text()
    qtbot.waitUntil(lambda: not c.busy(), timeout=5000)
    timer.stop()
    assert SlowBot.threads and SlowBot.threads[0] != threading.get_ident()
    # The event loop ran while the bot thought: the window did not freeze.
    assert len(ticks) >= 5
    assert [a["type"] for a in c.record.actions] == ["Hold", "Hold"]
    assert c.current_player() == 0 and not c.undo_stack.canUndo()


def test_undo_while_a_bot_thinks_drops_its_move(window, qtbot, monkeypatch):
    monkeypatch.setitem(toygame.BOTS, "slow", SlowBot)
    c = start_toy(window, seats=("human", "bot:slow"))
    c.act(toygame.Hold(0))
    assert c.busy()
    c.undo_stack.undo()
    assert not c.busy() and c.record.actions == []
    qtbot.wait(500)
    assert c.record.actions == [] and c.current_player() == 0


def test_a_game_of_bots_plays_to_the_end(window, qtbot):
    c = start_toy(window, seats=("bot:default", "bot:random"), seed=2)
    qtbot.waitUntil(lambda: c.result() is not None, timeout=10000)
    assert "over" in window.prompt_label.text()
    message = window.statusBar().currentMessage()
    assert "Game over" in message
    # Winners are named in words, never by their ids ("seat0").
    winner = c.result().winners[0]
    assert f"Seat {int(winner[4:]) + 1}" in message and winner not in message


def test_the_game_over_message_goes_when_the_next_game_starts(window, qtbot):
    c = start_toy(window, seats=("bot:default", "bot:random"), seed=2)
    qtbot.waitUntil(lambda: c.result() is not None, timeout=10000)
    assert "Game over" in window.statusBar().currentMessage()
    start_toy(window, seats=("human", "bot:random"), seed=3)
    assert window.statusBar().currentMessage() == ""
    assert "over" not in window.prompt_label.text()


def test_a_stale_answer_after_a_new_game_is_dropped(window, qtbot, monkeypatch):
    monkeypatch.setitem(toygame.BOTS, "slow", SlowBot)
    c = start_toy(window, seats=("human", "bot:slow"))
    c.act(toygame.Hold(0))
    assert c.busy()
    start_toy(window, seats=("human", "bot:random"), seed=9)  # a new game while it thinks
    assert not c.busy() and c.record.actions == []
    qtbot.wait(500)  # the slow bot's answer arrives now, for a game that is gone
    assert c.record.actions == [] and c.current_player() == 0


def test_the_worker_copy_of_the_state_is_used_only_while_the_state_is_unchanged(
        window, qtbot, monkeypatch):
    """The worker copies the state for the atomic apply; the GUI thread takes that copy
    only when its digest is the one recorded after the last action."""
    monkeypatch.setitem(toygame.BOTS, "slow", SlowBot)
    c = start_toy(window, seats=("human", "bot:slow"))
    handed = []
    apply = c.recorder.apply
    shared = []
    monkeypatch.setattr(c.recorder, "apply",
                        lambda act, backup=None, share=False: (handed.append(backup),
                                                               shared.append(share),
                                                               apply(act, backup, share))[2])
    c.act(toygame.Hold(0))
    step = c.undo_stack.command(0).before  # the undo step's copy (a bot's move clears it)
    qtbot.waitUntil(lambda: not c.busy(), timeout=5000)
    assert [a["type"] for a in c.record.actions] == ["Hold", "Hold"]
    # the person's action: the undo step's own copy, shared (copied again only on a
    # failure); the bot's: the worker's copy, the recorder's to keep
    assert handed[0] is step and shared == [True, False]
    assert handed[1] is not None
    assert c._fresh((handed[1], "another digest")) is None
    assert c._fresh((handed[1], c.record.digests[-1])) is handed[1]
