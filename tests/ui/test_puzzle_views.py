"""The code, lock, slide, wiring and rune views: solved by clicks and drags, and by keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from eldertable.engine.chance import ScriptedChance
from eldertable.games.mansions.puzzles.budget import FirstEditionBudget, SecondEditionBudget
from eldertable.games.mansions.puzzles.codes import CodePuzzle, score, solve_code
from eldertable.games.mansions.puzzles.lock import FirstEditionLock, SecondEditionLock
from eldertable.games.mansions.puzzles.piled import BACK, DrawPiece, PlaceDrawn
from eldertable.games.mansions.puzzles.rune import RunePuzzle
from eldertable.games.mansions.puzzles.slide import SlidePuzzle
from eldertable.games.mansions.puzzles.wiring import WiringPuzzle
from eldertable.ui.puzzles import view_for
from eldertable.ui.puzzles.code_view import DIAL_H, DIAL_W
from eldertable.ui.puzzles.lock_view import CELL as LOCK_CELL


@pytest.fixture
def show(qtbot):
    def build(puzzle):
        view = view_for(puzzle)
        view.animation_ms = 0
        qtbot.addWidget(view)
        view.resize(1100, 600)
        view.show()
        qtbot.waitExposed(view)
        view.settle()
        return view
    return build


def click(view, scene_point: QPointF) -> None:
    pos = view.board.mapFromScene(scene_point)
    vp = view.board.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def drag(view, start: QPointF, end: QPointF) -> None:
    a, b = view.board.mapFromScene(start), view.board.mapFromScene(end)
    vp = view.board.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 9):
        QTest.mouseMove(vp, a + (b - a) * (k / 8))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def key(view, k, mod=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(view.board, k, mod)


# ----------------------------------------------------------------------------- code


def set_dials_by_clicks(view, symbols) -> None:
    for i, want in enumerate(symbols):
        dial = view.dials[i]
        while view.setting[i] != want:
            click(view, dial.mapToScene(QPointF(DIAL_W / 2, DIAL_H * 0.2)))  # upper half


def test_code_view_solved_by_clicks(show, qtbot):
    puzzle = CodePuzzle(SecondEditionBudget(3, clues=5), seed=3, code=(4, 1, 5, 0))
    view = show(puzzle)
    got = []
    view.finished.connect(got.append)
    for guess in solve_code(puzzle.code, 6, False):
        if puzzle.steps_left == 0:
            qtbot.mouseClick(view.spend_button, Qt.MouseButton.LeftButton)
        set_dials_by_clicks(view, guess)
        qtbot.mouseClick(view.try_button, Qt.MouseButton.LeftButton)
    assert puzzle.solved and got and got[0].solved
    assert got[0].spent == puzzle.budget.spent


def test_code_view_lower_half_turns_back_and_keys_work(show):
    puzzle = CodePuzzle(SecondEditionBudget(2), seed=1, code=(1, 2, 3, 4))
    view = show(puzzle)
    click(view, view.dials[0].mapToScene(QPointF(DIAL_W / 2, DIAL_H * 0.8)))
    assert view.setting[0] == 5
    view.board.setFocus()
    key(view, Qt.Key.Key_Up)
    key(view, Qt.Key.Key_Up)  # dial 0: 5 -> 0 -> 1
    key(view, Qt.Key.Key_Right)
    for _ in range(2):
        key(view, Qt.Key.Key_Up)
    key(view, Qt.Key.Key_Right)
    for _ in range(3):
        key(view, Qt.Key.Key_Up)
    key(view, Qt.Key.Key_Right)
    for _ in range(2):
        key(view, Qt.Key.Key_Down)  # 0 -> 5 -> 4
    key(view, Qt.Key.Key_Return)
    assert puzzle.solved and puzzle.tries[-1]["symbols"] == [1, 2, 3, 4]


def test_code_view_shows_each_answer(show):
    puzzle = CodePuzzle(SecondEditionBudget(2), seed=1, code=(1, 2, 3, 4))
    view = show(puzzle)
    view.board.setFocus()
    key(view, Qt.Key.Key_Up)
    key(view, Qt.Key.Key_Up)
    key(view, Qt.Key.Key_Return)
    exact, near = score((2, 0, 0, 0), (1, 2, 3, 4))
    assert puzzle.tries == [{"symbols": [2, 0, 0, 0], "exact": exact, "near": near}]
    assert (exact, near) == (0, 1)
    assert view.counter.text().endswith("1")


# ----------------------------------------------------------------------------- lock


def cell_centre(row: int, col: int) -> QPointF:
    return QPointF((col + 0.5) * LOCK_CELL, (row + 0.5) * LOCK_CELL)


def bar_centre(view, i: int) -> QPointF:
    """The middle of the first square of bar ``i``'s item, in scene coordinates."""
    return view.bars[i].mapToScene(QPointF(LOCK_CELL / 2, LOCK_CELL / 2))


@pytest.mark.parametrize("cls,bank", [(SecondEditionLock, False), (SecondEditionLock, True),
                                      (FirstEditionLock, False)])
def test_lock_view_solved_by_clicks(show, cls, bank):
    """A generated lock of either edition, and a second-edition lock of the bank."""
    budget = SecondEditionBudget(30) if cls is SecondEditionLock else FirstEditionBudget(30)
    puzzle = (cls(budget, chance=ScriptedChance([123]), bank=True) if bank
              else cls(budget, seed=5))
    view = show(puzzle)
    for i, dist in puzzle.slider.solve(puzzle.positions):
        click(view, bar_centre(view, i))
        bar = puzzle.frame.bars[i]
        pos = puzzle.positions[i]
        along = pos + dist if dist < 0 else pos + bar.length - 1 + dist
        row, col = (along, bar.line) if bar.vertical else (bar.line, along)
        click(view, cell_centre(row, col))
    assert puzzle.solved


def test_lock_view_drag_moves_a_bar_and_a_blocked_drag_slides_back(show):
    puzzle = SecondEditionLock(SecondEditionBudget(5), seed=5)
    view = show(puzzle)
    i, dist = next((m for m in puzzle.slider.moves(puzzle.positions)), None)
    bar = puzzle.frame.bars[i]
    start = bar_centre(view, i)
    delta = QPointF(0, dist * LOCK_CELL) if bar.vertical else QPointF(dist * LOCK_CELL, 0)
    before = puzzle.positions[i]
    drag(view, start, start + delta)
    assert puzzle.positions[i] == before + dist and puzzle.steps_left == 4
    # the key bar cannot pass the bar that blocks it: the drop is refused
    assert puzzle.slider.key_blocked(puzzle.positions) or i != 0
    if not puzzle.slider.key_blocked(puzzle.positions):
        drag(view, start + delta, start)  # undo the first move: the key is blocked again
    key_pos = puzzle.positions[0]
    steps = puzzle.steps_left
    drag(view, bar_centre(view, 0), bar_centre(view, 0) + QPointF(5 * LOCK_CELL, 0))
    view.settle()
    assert puzzle.positions[0] == key_pos and puzzle.steps_left == steps
    assert view.status.text() and view.bars[0].pos() == view.bar_pos(0, key_pos)


def test_lock_view_keys(show):
    puzzle = SecondEditionLock(SecondEditionBudget(40), seed=5)
    view = show(puzzle)
    view.board.setFocus()
    keys = {(-1, False): Qt.Key.Key_Left, (1, False): Qt.Key.Key_Right,
            (-1, True): Qt.Key.Key_Up, (1, True): Qt.Key.Key_Down}
    for i, dist in puzzle.slider.solve(puzzle.positions):
        while view.selected != i:
            key(view, Qt.Key.Key_Tab)
        bar = puzzle.frame.bars[i]
        k = keys[(1 if dist > 0 else -1, bar.vertical)]
        for _ in range(abs(dist)):
            key(view, k)
    assert puzzle.solved


# ----------------------------------------------------------------------------- slide


def test_slide_view_solved_by_clicks(show):
    puzzle = SlidePuzzle(SecondEditionBudget(30), seed=4)
    view = show(puzzle)
    for cell in puzzle.proof:
        click(view, view.cell_pos(cell) + QPointF(view.cell / 2, view.cell / 2))
        if puzzle.solved:
            break
    assert puzzle.solved
    assert "8 of 8" in view.info.text()


def test_slide_view_keys_push_tiles_into_the_gap(show):
    puzzle = SlidePuzzle(SecondEditionBudget(5), seed=1,
                         tiles=[0, 1, 2, 3, 4, 5, 6, None, 7])
    view = show(puzzle)
    view.board.setFocus()
    key(view, Qt.Key.Key_Up)  # nothing below the gap: refused
    assert "No tile" in view.status.text() and puzzle.steps_left == 5
    key(view, Qt.Key.Key_Left)  # the tile right of the gap moves left: solved
    assert puzzle.solved


# ----------------------------------------------------------------------------- wiring and rune


def centre(view, cell: int) -> QPointF:
    """The middle of the piece item in ``cell``, in scene coordinates."""
    item = view.items[view.source.puzzle.board[cell]]
    return item.mapToScene(item.rect.center())


def test_wiring_view_solved_by_clicks_and_drags(show):
    from eldertable.games.mansions.puzzles.wiring import TurnPiece

    puzzle = WiringPuzzle(FirstEditionBudget(500), seed=6)
    view = show(puzzle)
    for act in puzzle.proof:
        if puzzle.solved:
            break
        if isinstance(act, TurnPiece):
            click(view, centre(view, act.cell))
        else:
            drag(view, centre(view, act.a), centre(view, act.b))
    assert puzzle.solved


def test_wiring_view_draw_then_place_by_click_and_refused_swap(show):
    puzzle = WiringPuzzle(FirstEditionBudget(9), seed=2)
    view = show(puzzle)
    board = list(puzzle.board)
    drag(view, centre(view, 0), centre(view, puzzle.cols + 1))  # diagonal
    assert puzzle.board == board and "share a side" in view.status.text()
    top = puzzle.pile[0]
    view.draw_button.click()
    assert puzzle.pending == top and puzzle.steps_left == 7
    click(view, centre(view, 5))
    assert puzzle.board[5] == top and puzzle.pending is None
    view.draw_button.click()
    drawn = puzzle.pending
    view.back_button.click()
    assert puzzle.pile[-1] == drawn


def test_wiring_view_keys(show):
    puzzle = WiringPuzzle(FirstEditionBudget(9), seed=2)
    view = show(puzzle)
    view.board.setFocus()
    turns = puzzle.turns[0]
    key(view, Qt.Key.Key_R)
    assert puzzle.turns[0] == (turns + 1) % 4
    a, b = puzzle.board[0], puzzle.board[1]
    key(view, Qt.Key.Key_Space)
    key(view, Qt.Key.Key_Right)
    key(view, Qt.Key.Key_Return)
    assert puzzle.board[:2] == [b, a] and view.focus_cell == 1
    key(view, Qt.Key.Key_Down)
    assert view.focus_cell == 1 + puzzle.cols
    top = puzzle.pile[0]
    key(view, Qt.Key.Key_D)
    key(view, Qt.Key.Key_Return)
    assert puzzle.board[1 + puzzle.cols] == top
    key(view, Qt.Key.Key_D)
    key(view, Qt.Key.Key_Backspace)
    assert puzzle.pending is None
    key(view, Qt.Key.Key_End)
    assert not puzzle.attempt_open and view.source.puzzle.outcome().keep_board


def test_rune_view_solved_by_drags_and_clicks(show):
    puzzle = RunePuzzle(FirstEditionBudget(400), seed=8)
    view = show(puzzle)
    for act in puzzle.plan():
        if isinstance(act, DrawPiece):
            view.draw_button.click()
        elif isinstance(act, PlaceDrawn):
            if act.cell == BACK:
                view.back_button.click()
            else:
                click(view, centre(view, act.cell))
        else:
            drag(view, centre(view, act.a), centre(view, act.b))
    assert puzzle.solved
    assert "9 of 9" in view.info.text()


def test_step_views_spend_and_stop_buttons(show, qtbot):
    puzzle = SlidePuzzle(SecondEditionBudget(1, clues=1), seed=2)
    view = show(puzzle)
    qtbot.mouseClick(view.spend_button, Qt.MouseButton.LeftButton)
    assert puzzle.steps_left == 2 and not view.spend_button.isEnabled()
    got = []
    view.finished.connect(got.append)
    qtbot.mouseClick(view.stop_button, Qt.MouseButton.LeftButton)
    assert got and got[0].keep_board and got[0].spent == 1


def test_a_narrow_view_puts_its_panel_under_the_board_and_nothing_is_cut_off(show, qtbot):
    view = show(SecondEditionLock(SecondEditionBudget(3), seed=2))
    assert view.side.geometry().left() >= view.board.geometry().right()  # wide: beside
    view.resize(520, 640)  # a table with its docks open
    qtbot.waitUntil(lambda: view.side.geometry().top() >= view.board.geometry().bottom())
    for w in (view.counter, view.spend_button, view.stop_button, view.board):
        box = w.geometry() if w is view.board else view.side.mapTo(view, w.pos())
        inside = view.rect().contains(box if w is view.board else
                                      w.rect().translated(box))
        assert inside, w.objectName() or type(w).__name__
    assert not view.keys.isVisible() and "Tab" in view.board.toolTip()
    view.resize(1100, 600)
    qtbot.waitUntil(lambda: view.side.geometry().left() >= view.board.geometry().right())
    assert view.keys.isVisible()
