"""The puzzle views' entry point for any game (ui/puzzles/host.py), with the alchemy
puzzle inside a test game run by the real controller: the card opens the puzzle, the
controller deals (FA-ALCH-6: clockwise from the top edge, one piece at a time on screen),
a swap and a Replace are dragged with the mouse and reach the game as its own actions,
undo puts a swap back, and the roll ends the game with the outcome (FA-GAP-8: every piece
back in the pile)."""

from __future__ import annotations

from alchemydrag import drag, slot_point
import puzzlegame
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from eldertable.engine import registry
from eldertable.engine.chance import ScriptedChance
from eldertable.ui.controller import GameController
from eldertable.ui.puzzles import PuzzleHost, game_puzzle_view
from eldertable.ui.puzzles.alchemy_view import TRAY, AlchemyView

# side 10A: triangle, circle, diamond, circle, triangle, diamond (clockwise from the top)
PILE = ["a01", "a03", "a02", "a06", "a05", "a04", "a07", "a08", "a09", "a10", "a11", "a12"]
HOOKS = dict(observe=puzzlegame.observe, wrap=puzzlegame.wrap, unwrap=puzzlegame.unwrap,
             unwrap_event=puzzlegame.unwrap_event)


@pytest.fixture
def game(qtbot):
    registry.register(puzzlegame.ENTRY)
    controller = GameController()
    options = {"intellect": 4, "luck": 0, "points": 0, "pile": PILE}
    controller.new_game(puzzlegame.GAME, {"seats": ["human"], "options": options}, 0,
                        ScriptedChance([7]))
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1100, 620)
    host = PuzzleHost(controller, lambda: 0, parent=window, **HOOKS)
    window.show()
    qtbot.waitExposed(window)
    yield controller, host
    controller.close_game()
    registry.unregister(puzzlegame.GAME)


def open_puzzle(controller, host, ms=0) -> AlchemyView:
    host.animation_ms = ms
    assert controller.act(puzzlegame.Open()) is None  # the card; then the deal
    view = host.view
    assert isinstance(view, AlchemyView) and host.isVisible()
    return view


def test_game_puzzle_view_is_none_until_a_puzzle_is_under_way(game, qtbot):
    controller, _host = game
    assert game_puzzle_view(controller, lambda: 0, **HOOKS) is None
    controller.act(puzzlegame.Open())
    view = game_puzzle_view(controller, lambda: 0, **HOOKS)
    qtbot.addWidget(view)
    assert isinstance(view, AlchemyView) and view.obs["phase"] == "play"


def test_fa_alch_6_the_controller_deals_and_the_view_shows_one_piece_at_a_time(game, qtbot):
    controller, host = game
    view = open_puzzle(controller, host, ms=30)
    assert controller.observation(0)["puzzle"]["phase"] == "play"  # all dealt by the rules
    # clockwise from the top edge; the top edge's piece is in the air, the rest wait
    assert [d[2] for d in view.dealing] == [0, 1, 2, 3, 4, 5]
    first, *waiting = [view.pieces[d[0]] for d in view.dealing]
    assert len(view.animator.running) == 1 and view.animator.is_moving(first)
    assert all(not p.face_up and not view.animator.is_moving(p) for p in waiting)
    qtbot.waitUntil(lambda: not view.dealing and not view.animator.busy(), timeout=5000)
    for slot, entry in enumerate(view.obs["slots"]):
        item = view.pieces[entry["piece"]]
        assert item.face_up and item.pos() == QPointF(0, 0)
        assert abs((item.rotation() - view.angle(slot) + 180) % 360 - 180) < 1e-6


def test_fa_alch_11_13_a_swap_and_a_replace_dragged_reach_the_game(game, qtbot):
    controller, host = game
    view = open_puzzle(controller, host)
    view.settle()
    slots = [e["piece"] for e in controller.observation(0)["puzzle"]["slots"]]
    assert "10%" in view.info.text() and view.counter.text().endswith("4")
    drag(view, slot_point(view, 0), slot_point(view, 1))  # FA-ALCH-11: a swap, 1 action
    board = controller.observation(0)["puzzle"]
    assert [e["piece"] for e in board["slots"]][:2] == [slots[1], slots[0]]
    assert board["actions_left"] == 3 and "30%" in view.info.text()
    assert controller.record.actions[-1] == {  # in the game's record, as its own action
        "type": "Step", "move": '{"a": 0, "b": 1, "type": "alchemy.swap"}'}
    # a swap hides nothing: undo takes it back and the view follows
    controller.undo_stack.undo()
    view.settle()
    assert [e["piece"] for e in view.obs["slots"]] == slots and "10%" in view.info.text()
    assert view.pieces[slots[0]].rotation() % 360 == pytest.approx(0.0)
    drag(view, slot_point(view, 0), slot_point(view, 1))
    # FA-ALCH-13: a Replace, 2 actions: the piece goes to the tray, then the game draws
    tray = view.board.mapFromScene(view.tray.mapToScene(TRAY.center()))
    old = view.obs["slots"][3]["piece"]
    drag(view, slot_point(view, 3), tray)
    view.settle()
    board = controller.observation(0)["puzzle"]
    assert board["slots"][3]["piece"] == "a07" and board["actions_left"] == 1
    assert [p["piece"] for p in board["set_aside"]] == [old]
    assert old not in view.pieces and "a07" in view.pieces
    assert not controller.undo_stack.canUndo()  # the draw is chance: no undo over it
    # T stops and tests; the controller rolls the scripted 7
    QTest.keyClick(view.board, Qt.Key.Key_T)
    view.settle()
    assert controller.current_player() < 0 and controller.result() is not None
    out = view.source.outcome()
    assert out["details"]["roll"] == 7 and len(out["details"]["pile"]) == 12  # FA-GAP-8
    assert view.obs["phase"] == "done" and host.back.isVisible()
    assert "Rolled 7" in view.info.text()
    assert view.pieces[board["slots"][0]["piece"]].opacity() < 1  # the last board, faded
