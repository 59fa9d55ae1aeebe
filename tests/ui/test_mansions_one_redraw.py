"""Issue 24, the Mythos turn blocking the GUI: a person's action and the rolls and Keeper
steps that follow it are one run of actions, redrawn once at its end (not once per roll)
and autosaved once; the bar's buttons are laid out once per refresh. (The time itself is
measured by benchmarks/mansions_mythos_block.py, never by a test.)"""

from __future__ import annotations

from mansionsplay import click_kind, obs, open_game
from test_mansions_play_pace import wake_every_monster

from eldertable.ui.mansions import pacing


def test_ending_the_phase_redraws_the_bar_once_and_autosaves_once(qtbot, monkeypatch):
    pacing.set_pace("instant")
    controller, table = open_game(qtbot)
    wake_every_monster(controller, table)
    chrome = table.chrome
    refreshes, saves, applied = [], [], []
    real_refresh = type(chrome).refresh
    # a refresh called inside redraw_once() waits for its end: only the redraws count
    monkeypatch.setattr(type(chrome), "refresh",
                        lambda self: (refreshes.append(1) if not self.put_off else None,
                                      real_refresh(self))[1])
    real_save = controller.autosaver.save
    monkeypatch.setattr(controller.autosaver, "save",
                        lambda *a, **k: (saves.append(1), real_save(*a, **k))[1])
    controller.eventsApplied.connect(lambda _e, _s: applied.append(1))
    click_kind(qtbot, table, "EndTurn")  # alone: the end-phase button is pressed with it
    assert len(applied) >= 3  # the turn, the phase, and the Keeper's roll after it
    assert obs(table)["round"] == 2 or obs(table)["pending"]
    # one refresh for each of the two presses (the solo end-phase press follows at once)
    assert len(refreshes) <= 2 < len(applied)
    assert len(saves) <= 2 < len(applied)
    assert table.chrome.bar.buttons  # and the bar shows the state it settled in
