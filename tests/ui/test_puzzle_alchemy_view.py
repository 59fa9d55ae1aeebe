"""The alchemy view: drag to swap, drag to the tray to replace, refused drops, the keys,
the deal, the odds panel and the dialog's outcome."""

from __future__ import annotations

from alchemydrag import drag
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from eldertable.engine.chance import ScriptedChance
from eldertable.games.mansions.puzzles.alchemy import AlchemyPuzzle
from eldertable.games.mansions.puzzles.budget import FirstEditionBudget
from eldertable.ui.puzzles import PuzzleDialog, open_puzzle_dialog
from eldertable.ui.puzzles.alchemy_view import APOTHEM, DEPTH, TRAY, AlchemyView

# side 10A: triangle, circle, diamond, circle, triangle, diamond (clockwise from the top)
JENNY_PILE = ["a01", "a03", "a02", "a06", "a05", "a04", "a07", "a08", "a09", "a10", "a11", "a12"]


@pytest.fixture
def make(qtbot):
    def build(intellect=4, dice=(), ms=0, luck=0, points=0):
        puzzle = AlchemyPuzzle("10A", FirstEditionBudget(intellect, luck, points),
                               chance=ScriptedChance(dice), pile=list(JENNY_PILE))
        view = AlchemyView(puzzle)
        view.animation_ms = ms
        qtbot.addWidget(view)
        view.resize(1100, 560)
        view.show()
        qtbot.waitExposed(view)
        view.settle()
        return view
    return build


def slot_point(view: AlchemyView, slot: int) -> QPoint:
    """Viewport position of the middle of the piece item on edge ``slot``."""
    item = view.pieces[view.source.puzzle.slots[slot]]
    middle = item.mapToScene(item.shape().boundingRect().center())
    # the same point from the geometry of the ring, as a check on the view's layout
    import math

    a = math.radians(view.angle(slot))
    r = APOTHEM + DEPTH / 2
    assert abs(middle.x() - r * math.sin(a)) < 3 and abs(middle.y() + r * math.cos(a)) < 3
    return view.board.mapFromScene(middle)


def same_angle(a: float, b: float) -> bool:
    return abs((a - b + 180.0) % 360.0 - 180.0) < 1e-6


def key(view: AlchemyView, k, mod=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(view.board, k, mod)


def test_the_deal_goes_clockwise_from_the_top_one_piece_at_a_time(qtbot):
    puzzle = AlchemyPuzzle("10A", FirstEditionBudget(4), chance=ScriptedChance(),
                           pile=list(JENNY_PILE))
    view = AlchemyView(puzzle)
    view.animation_ms = 40
    qtbot.addWidget(view)
    view.show()
    dealt: list[int] = []
    view.changed.connect(lambda: dealt.append(puzzle.deal_next))
    qtbot.waitUntil(lambda: puzzle.phase == "play" and not view.animator.busy(), timeout=5000)
    assert dealt == [1, 2, 3, 4, 5, 6]
    assert set(view.pieces) == set(JENNY_PILE[:6])
    for slot, piece in enumerate(puzzle.slots):
        assert same_angle(view.pieces[piece].rotation(), view.angle(slot))
        assert view.pieces[piece].face_up


def test_swap_by_dragging_a_piece_onto_a_touching_piece(make):
    view = make()
    p = view.source.puzzle
    first, second = p.slots[0], p.slots[1]
    assert "10%" in view.info.text()
    drag(view, slot_point(view, 0), slot_point(view, 1))
    view.settle()
    assert (p.slots[0], p.slots[1]) == (second, first)
    assert p.actions_left == 3 and view.counter.text().endswith("3")
    assert "30%" in view.info.text()  # the odds panel follows the board
    assert same_angle(view.pieces[first].rotation(), view.angle(1))
    assert view.pieces[first].pos() == QPointF(0, 0)


def test_a_drop_on_a_piece_that_does_not_touch_is_refused_and_slides_back(make, qtbot):
    view = make(ms=60)
    p = view.source.puzzle
    board = list(p.slots)
    item = view.pieces[board[0]]
    drag(view, slot_point(view, 0), slot_point(view, 3))
    assert p.slots == board and p.actions_left == 4
    assert "touching" in view.status.text()
    assert item.pos() != QPointF(0, 0)  # still out where it was dropped ...
    qtbot.waitUntil(lambda: item.pos() == QPointF(0, 0), timeout=3000)  # ... then back home


def test_replace_by_dragging_a_piece_to_the_tray(make):
    view = make()
    p = view.source.puzzle
    old = p.slots[3]
    top = p.pile[0]
    drag(view, slot_point(view, 3), view.board.mapFromScene(view.tray.mapToScene(TRAY.center())))
    view.settle()
    assert p.slots[3] == top and p.set_aside == [old]
    assert p.actions_left == 2
    assert old not in view.pieces and top in view.pieces
    assert same_angle(view.pieces[top].rotation(), view.angle(3))
    assert "20%" in view.info.text()  # a circle drawn onto the circle edge: 1 + 1 right


def test_the_keyboard_does_everything_the_mouse_does(make):
    view = make(dice=[5], luck=2, points=1)
    p = view.source.puzzle
    view.board.setFocus()
    key(view, Qt.Key.Key_Right)
    key(view, Qt.Key.Key_Left)
    assert view.focus_slot == 0
    key(view, Qt.Key.Key_Tab)
    key(view, Qt.Key.Key_Backtab)
    assert view.focus_slot == 0
    first, second = p.slots[0], p.slots[1]
    key(view, Qt.Key.Key_Space)  # pick up the top piece
    key(view, Qt.Key.Key_Right)  # aim at edge 1 (already aimed; go round and back)
    key(view, Qt.Key.Key_Left)
    key(view, Qt.Key.Key_Left)
    key(view, Qt.Key.Key_Right)
    key(view, Qt.Key.Key_Return)
    view.settle()
    assert (p.slots[0], p.slots[1]) == (second, first) and p.actions_left == 3
    assert view.focus_slot == 1  # the selection follows the moved piece
    key(view, Qt.Key.Key_S)
    assert p.actions_left == 5
    key(view, Qt.Key.Key_Right)
    key(view, Qt.Key.Key_Right)
    assert view.focus_slot == 3
    key(view, Qt.Key.Key_Delete)
    view.settle()
    assert p.actions_left == 3 and len(p.set_aside) == 1
    # a refused keyboard swap: edge 3 with edge 0 (not touching)
    key(view, Qt.Key.Key_Space)  # held: edge 3, aiming at edge 4
    for _ in range(2):
        key(view, Qt.Key.Key_Right)
    assert view.aim == 0
    key(view, Qt.Key.Key_Return)
    assert "touching" in view.status.text() and p.actions_left == 3
    key(view, Qt.Key.Key_T)
    view.settle()
    assert p.phase == "done" and p.roll == 5 and p.outcome().solved is False
    assert "Rolled 5" in view.info.text()


def test_the_stop_and_test_button_rolls_and_reports(make, qtbot):
    view = make(dice=[2])
    got = []
    view.finished.connect(got.append)
    qtbot.mouseClick(view.stop_button, Qt.MouseButton.LeftButton)
    view.settle()
    assert got and got[0].solved is False and got[0].details["roll"] == 2
    assert not view.stop_button.isEnabled()


def test_open_puzzle_dialog_returns_the_outcome(qtbot):
    puzzle = AlchemyPuzzle("10A", FirstEditionBudget(2), chance=ScriptedChance([1]),
                           pile=list(JENNY_PILE))
    AlchemyView.animation_ms, saved = 0, AlchemyView.animation_ms

    def play():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PuzzleDialog)
        dialog.view.settle()
        QTest.keyClick(dialog.view.board, Qt.Key.Key_T)
        dialog.view.settle()
        dialog.reject()

    try:
        QTimer.singleShot(50, play)
        outcome = open_puzzle_dialog(None, puzzle)
    finally:
        AlchemyView.animation_ms = saved
    assert outcome is not None and outcome.solved and outcome.details["roll"] == 1


def test_closing_the_dialog_early_leaves_the_puzzle_to_resume(qtbot):
    puzzle = AlchemyPuzzle("10A", FirstEditionBudget(2), chance=ScriptedChance([1]),
                           pile=list(JENNY_PILE))
    dialog = PuzzleDialog(puzzle)
    qtbot.addWidget(dialog)
    dialog.view.animation_ms = 0
    dialog.view.settle()
    dialog.reject()
    assert dialog.outcome is None and puzzle.phase == "play"
