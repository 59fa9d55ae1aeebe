"""The log keeps the whole story across save and resume (issues 24 and 25): a resumed game's
log dock is rebuilt from the record, line for line as the seat on screen was shown it live,
then one line saying where the resume took up; the dice tray's last roll comes back too."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from test_miskatonic_hotseat import visible_to_investigators
from test_workbench_debug import choose, click, debug_game, scenario  # noqa: F401 - fixtures

from eldertable.engine.protocol import TERMINAL
from eldertable.engine.saves import load_save, write_save
from eldertable.ui.controller import GameController
from eldertable.ui.dicetray import DiceTray
from eldertable.ui.logdock import LogDock

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"


@pytest.fixture(autouse=True)
def _tmp(qtbot, tmp_path):
    qtbot.tmp = tmp_path


def _table(qtbot):
    controller = GameController()
    tray, log = DiceTray(controller), LogDock(controller)
    qtbot.addWidget(tray)
    qtbot.addWidget(log)
    return controller, tray, log


def _play(controller, n: int, seed: int) -> None:
    """n actions of people's seats, chosen by a seeded hand; chance steps run between."""
    pick = random.Random(seed)
    for _ in range(n):
        if controller.current_player() == TERMINAL:
            return
        legal = controller.legal_actions(controller.current_player())
        assert controller.act(pick.choice(legal)) is None


def _resume(qtbot, controller, viewer: int | None = None):
    """Save to a file and resume it in a fresh controller with fresh docks."""
    path = Path(qtbot.tmp) / "game.json"
    write_save(path, controller.record)
    fresh, tray, log = _table(qtbot)
    fresh.load_record(load_save(path)[0])
    if viewer is not None:
        fresh.set_viewer(viewer, force=True)
    return fresh, tray, log


def _configs():
    from eldertable.games.magnum_opus.config import make_config as magnum
    from eldertable.games.mansions.second.config import make_config as mansions
    from eldertable.games.miskatonic import make_config as miskatonic

    return {"magnum-opus": magnum(["human", "human"]),
            "miskatonic": miskatonic(["human", "human"], {}),
            "mansions": mansions(["human"], {}, {})}


@pytest.mark.parametrize("game", ["magnum-opus", "miskatonic", "mansions"])
def test_a_resumed_log_is_the_live_log_then_one_separator(qtbot, game):
    controller, tray, log = _table(qtbot)
    controller.new_game(game, _configs()[game], 11)
    _play(controller, 40, 3)
    live = log.lines()
    rolls = [tuple(r[1:3]) for r in tray.view.rolls]
    caption = tray.caption.text()
    n = len(controller.record.actions)
    assert n >= 20 and len(live) >= 20
    _fresh, tray2, log2 = _resume(qtbot, controller, controller.viewer)
    assert log2.lines()[:-1] == live
    assert log2.lines()[-1] == f"Resumed a saved game after {n} actions."
    assert log2.list.count() == len(live) + 1
    assert [tuple(r[1:3]) for r in tray2.view.rolls] == rolls
    assert tray2.caption.text() == caption


def test_mm_hotseat_no_face_down_card_is_named_after_resume(qtbot):
    from eldertable.ui.miskatonic.words import Words

    controller, _tray, log = _table(qtbot)
    controller.new_game("miskatonic", _configs()["miskatonic"], 5)
    _play(controller, 30, 8)
    for viewer in (0, 1):
        controller.set_viewer(viewer, force=True)
        live = log.lines()
        fresh, _tray2, log2 = _resume(qtbot, controller, viewer)
        assert log2.lines()[:-1] == live
    # The investigators' seat on screen: no card the cultist holds face down is named.
    words = Words()
    obs, hidden = fresh.observation(1), fresh.observation(0)
    secret = set(hidden["hand"])
    for data in hidden["locations"].values():
        secret.update(card["id"] for card in data["cards"] if card.get("face") == "down")
    public = {words.card(x) for x in visible_to_investigators(obs) if x in words.content.cards}
    names = {words.card(x) for x in secret} - public
    assert names
    text = "\n".join(log2.lines())
    assert not [name for name in names if name in text]


def test_a_new_game_has_no_separator_and_undo_keeps_the_rebuilt_log(qtbot):
    controller, _tray, log = _table(qtbot)
    controller.new_game("magnum-opus", _configs()["magnum-opus"], 11)
    assert log.lines() == ["A new game of Magnum Opus begins."]  # no "Resumed" separator
    _play(controller, 10, 3)
    fresh, _tray2, log2 = _resume(qtbot, controller)
    before = log2.lines()
    _play(fresh, 1, 4)
    fresh.undo()
    assert log2.lines() == before


def test_the_longest_golden_save_rebuilds_its_log(qtbot):
    records = {p: load_save(p)[0] for p in SAVES.glob("*_format2.json")}
    path = max(records, key=lambda p: len(records[p].actions))
    record = records[path]
    controller, _tray, log = _table(qtbot)
    start = time.perf_counter()
    controller.load_record(record)
    took = time.perf_counter() - start
    print(f"{path.name}: {len(record.actions)} actions, {log.list.count()} lines, {took:.2f} s")
    assert log.list.count() > 1


def test_a_resumed_workbench_debug_game_keeps_its_edits_in_the_log(qtbot, debug_game,
                                                                    tmp_path):
    window, panel = debug_game
    c = window.controller
    click(qtbot, panel.reveal_button)
    choose(panel.event_box, "find-ledger")
    choose(panel.event_seat, 0)
    click(qtbot, panel.run_button)
    live = window.log_dock.lines()
    n = len(c.record.actions)
    assert n >= 2 and live
    path = tmp_path / "debug.eldertable.json"
    write_save(path, c.record)
    c.load_record(load_save(path)[0])
    assert window.log_dock.lines() == live + [
        f"Resumed a saved game after {n} {'action' if n == 1 else 'actions'}."]


def test_the_resume_list_brings_the_log_back_in_a_fresh_window(window, qtbot, dialogs):
    from test_shell_autosaves import _played, _second_window

    from shellhelp import resume_dialog_at_start, resume_row

    _played(window, 4, holds=5)
    c = window.controller
    n = len(c.record.actions)
    live = {}
    for seat in (0, 1):
        c.set_viewer(seat, force=True)
        live[seat] = window.log_dock.lines()
    assert live[0]
    window.close()
    again = _second_window(qtbot)
    resume_row(resume_dialog_at_start(again), qtbot)
    again.handoff.reveal()
    seat = again.controller.viewer
    assert again.log_dock.lines() == live[seat] + [f"Resumed a saved game after {n} actions."]
    assert not dialogs
    again.controller.close_game(emit=False)
