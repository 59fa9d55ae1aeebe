"""Second-edition puzzles played in the game, through their full views over the board
(MOM2-PUZ-1..3): opened by the Interact button, steps from the tested skill plus more per
clue spent, real mouse clicks and drags, save and resume mid-puzzle, undo inside the
puzzle but never back over a revealed answer, and the outcome back to the event."""

from __future__ import annotations

import json
from pathlib import Path

from mansionsplay import buttons, kinds
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from eldertable.engine.saves import load_save, write_save
from eldertable.ui.puzzles.code_view import CodeView, DIAL_H, DIAL_W
from eldertable.ui.puzzles.lock_view import CELL, LockView
from eldertable.ui.puzzles.slide_view import SlideView

SCENARIO = Path(__file__).parents[2] / "assets/games/mansions/scenarios/singing-cellar.json"
WHERE = {"piano": "parlor.piano", "cellar-door": "dining.head"}


def house(tmp_path, token: str, kind: str | None = None, clues: int = 0) -> str:
    """The Singing Cellar with the parlor and dining room open, the choirmaster out of
    the parlor, and the investigator starting on ``token``; ``kind`` changes the piano's puzzle type; ``clues`` are given
    when the game starts."""
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    for tile in data["map"]["tiles"]:
        if tile["id"] in ("parlor", "dining"):
            tile["revealed"] = True
    data["map"]["start"] = WHERE[token]
    for monster in data["map"]["monsters"]:
        if monster["id"] == "choirmaster":
            monster["space"] = "conservatory.palms"  # out of the way
    data["meta"]["id"] = "puzzle-house"
    if kind is not None:
        data["puzzles"][0]["type"] = kind
    if clues:
        data["events"].append({"id": "gift", "trigger": {"on": "start"},
                               "outcomes": [{"do": "give-clue", "count": clues,
                                             "who": "each"}]})
    path = tmp_path / "puzzle-house.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def table_for(qtbot, record=None):
    """A table on screen; with ``record``, that saved game continued on it."""
    from eldertable.ui.controller import GameController
    from eldertable.ui.mansions.table import MansionsTable

    controller = GameController()
    table = MansionsTable(controller)
    qtbot.addWidget(table)
    table.resize(1100, 760)
    table.show()
    qtbot.waitExposed(table)
    if record is not None:
        controller.load_record(record)
        table.reset()
    return controller, table


def start(qtbot, path: str, investigator: str, token: str):
    """A game at the token; the Interact button opens the puzzle."""
    controller, table = table_for(qtbot)
    config = {"players": 1, "seats": ["human"], "investigators": [investigator],
              "options": {"scenario": path}}
    controller.new_game("mansions", config, 5)
    table.reset()
    button = next(b for b in buttons(table) if type(b.property("action")).__name__ ==
                  "Interact" and b.property("action").token == token)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return controller, table, host_view(table)


def host_view(table):
    host = table.chrome.bar.puzzle
    assert host.isVisible() and host.view is not None
    host.view.animation_ms = 0
    host.view.settle()
    return host.view


def hidden(controller):
    """The rules' own puzzle object: only to script the test's moves, never shown."""
    return controller.recorder.state.puzzle


def click(view, p: QPointF) -> None:
    pos = view.board.mapFromScene(p)
    QTest.mouseClick(view.board.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, pos)


def drag(view, a: QPointF, b: QPointF) -> None:
    vp = view.board.viewport()
    start, end = view.board.mapFromScene(a), view.board.mapFromScene(b)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (k / 8))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def pending(controller):
    return controller.observation(0)["pending"]


def inv(controller, who):
    return next(i for i in controller.observation(0)["investigators"] if i["id"] == who)


# --------------------------------------------------------------------------- code


def set_dials(view: CodeView, code) -> None:
    """Click the top half of each dial until it shows its symbol of ``code``."""
    for i, symbol in enumerate(code):
        while view.setting[i] != symbol:
            click(view, view.dials[i].mapToScene(QPointF(DIAL_W / 2, DIAL_H / 4)))


def test_mom2_puz_1_a_code_is_found_in_the_view_and_the_piano_opens(qtbot, tmp_path):
    controller, table, view = start(qtbot, house(tmp_path, "piano"), "ada-whitlock", "piano")
    assert isinstance(view, CodeView)
    assert view.counter.text() == "Puzzle steps: 5"  # MOM2-PUZ-2: Ada's Lore
    assert "PuzzleMove" not in kinds(table)  # the moves are the view's, not buttons
    scale = table.transform().m11()
    QTest.keyClick(view.board, Qt.Key.Key_Minus)  # not the puzzle's key: the board stays
    assert table.transform().m11() == scale
    code = tuple(hidden(controller).code)
    wrong = tuple((s + 1) % 6 for s in code)
    set_dials(view, wrong)
    qtbot.mouseClick(view.try_button, Qt.MouseButton.LeftButton)
    board = pending(controller)["board"]
    assert board["tries"][0]["symbols"] == list(wrong) and board["steps_left"] == 4
    assert view.counter.text() == "Puzzle steps: 4"
    # the lock's answer is out: undo cannot take the try back
    assert not controller.undo_stack.canUndo()
    set_dials(view, code)
    QTest.keyClick(view.board, Qt.Key.Key_Return)  # Enter tries, as the button does
    assert pending(controller) is None  # the attempt is over: the event goes on
    assert "tide-chart" in [i.split("#")[0] for i in inv(controller, "ada-whitlock")["items"]]
    host = table.chrome.bar.puzzle
    assert host.isVisible() and host.back.isVisible()
    assert view.obs["solved"] and view.obs["code"] == list(code)  # the last board stays
    assert "Solved!" in view.info.text()
    controller.undo_stack.undo()  # nothing to undo: the answer and the card are revealed
    assert pending(controller) is None and not controller.undo_stack.canUndo()
    QTest.keyClick(view.board, Qt.Key.Key_Escape)  # back to the table by key
    assert host.isHidden() and host.view is None


# --------------------------------------------------------------------------- lock


def bar_centre(view: LockView, i: int) -> QPointF:
    return view.bars[i].mapToScene(view.bars[i].rect.center())


def slide_by_drag(view: LockView, bar: int, distance: int) -> None:
    b = view.bar(bar)
    a = bar_centre(view, bar)
    step = QPointF(0, distance * CELL) if b["vertical"] else QPointF(distance * CELL, 0)
    drag(view, a, a + step)


def test_mom2_puz_3_a_lock_by_drags_with_clue_steps_saved_and_resumed(qtbot, tmp_path):
    path = house(tmp_path, "cellar-door", clues=4)
    controller, table, view = start(qtbot, path, "julian-fairweather", "cellar-door")
    assert isinstance(view, LockView)
    assert view.counter.text() == "Puzzle steps: 5"  # Julian's Observation
    lock = hidden(controller)
    plan = lock.slider.solve(lock.positions)
    assert plan and len(plan) <= 5 + 4
    first_bar, first_distance = plan[0]
    before = view.bar(first_bar)["pos"]
    slide_by_drag(view, first_bar, first_distance)
    assert pending(controller)["board"]["bars"][first_bar]["pos"] == before + first_distance
    assert view.bars[first_bar].pos() == view.bar_pos(first_bar, before + first_distance)
    # a slide hides nothing: undo puts the bar back, and the view follows
    assert controller.undo_stack.canUndo()
    controller.undo_stack.undo()
    view.settle()
    assert pending(controller)["board"]["bars"][first_bar]["pos"] == before
    assert view.bars[first_bar].pos() == view.bar_pos(first_bar, before)
    slide_by_drag(view, first_bar, first_distance)
    # MOM2-PUZ-3: a clue buys a step (MOM2-GAP-12: one per clue)
    qtbot.mouseClick(view.spend_button, Qt.MouseButton.LeftButton)
    assert pending(controller)["board"]["steps_left"] == 5
    assert inv(controller, "julian-fairweather")["clues"] == 4  # paid when the attempt ends
    # save mid-puzzle, open the save on a fresh table: the view is back where it was
    save = tmp_path / "mid-puzzle.json"
    write_save(save, controller.record)
    board = pending(controller)["board"]
    controller.close_game()
    record, _meta = load_save(save)
    controller2, table2 = table_for(qtbot, record)
    view2 = host_view(table2)
    assert isinstance(view2, LockView) and pending(controller2)["board"] == board
    assert [view2.bars[i].pos() for i in range(len(view2.bars))] == [
        view2.bar_pos(i, b["pos"]) for i, b in enumerate(board["bars"])]
    for bar, distance in plan[1:]:
        if view2.obs["steps_left"] == 0:
            qtbot.mouseClick(view2.spend_button, Qt.MouseButton.LeftButton)
        slide_by_drag(view2, bar, distance)
    assert pending(controller2) is None
    obs = controller2.observation(0)
    assert any(t["id"] == "cellar" for t in obs["map"]["tiles"])  # the cellar opens
    host = table2.chrome.bar.puzzle
    assert host.back.isVisible() and view2.obs["solved"]
    assert not controller2.undo_stack.canUndo()
    qtbot.mouseClick(host.back, Qt.MouseButton.LeftButton)  # back to the table
    assert host.isHidden() and "EndTurn" in kinds(table2)


# --------------------------------------------------------------------------- slide


def test_mom2_puz_1_a_slide_puzzle_by_clicks_and_keys(qtbot, tmp_path):
    path = house(tmp_path, "piano", kind="slide", clues=20)
    controller, table, view = start(qtbot, path, "ada-whitlock", "piano")
    assert isinstance(view, SlideView)
    plan = list(hidden(controller).proof)
    keys = {-1: Qt.Key.Key_Right, 1: Qt.Key.Key_Left}  # the tile moves toward the gap
    by_key = 0
    for k, cell in enumerate(plan):
        if view.obs["steps_left"] == 0:
            QTest.keyClick(view.board, Qt.Key.Key_S)  # S spends a clue
        tiles = view.obs["tiles"]
        gap = tiles.index(None)
        if k % 2 and cell - gap in keys and cell // view.n == gap // view.n:
            QTest.keyClick(view.board, keys[cell - gap])
            by_key += 1
        else:
            item = view.tiles[tiles[cell]]
            click(view, item.mapToScene(item.rect.center()))
        assert view.obs["steps_used"] == k + 1 or pending(controller) is None
    assert by_key and pending(controller) is None
    assert "tide-chart" in [i.split("#")[0] for i in inv(controller, "ada-whitlock")["items"]]
    assert view.obs["solved"]
    assert inv(controller, "ada-whitlock")["clues"] == 20 - max(0, len(plan) - 5)


def test_mom2_puz_1_a_stopped_attempt_keeps_the_board_for_the_next_one(qtbot, tmp_path):
    controller, table, view = start(qtbot, house(tmp_path, "piano"), "ada-whitlock", "piano")
    code = tuple(hidden(controller).code)
    wrong = tuple((s + 1) % 6 for s in code)
    set_dials(view, wrong)
    QTest.keyClick(view.board, Qt.Key.Key_Return)
    QTest.keyClick(view.board, Qt.Key.Key_End)  # End stops: the puzzle stays as it is
    host = table.chrome.bar.puzzle
    assert pending(controller) is None and host.back.isVisible()
    assert "stays for the next one" in view.info.text()
    assert view.source.outcome()["solved"] is False
    qtbot.mouseClick(host.back, Qt.MouseButton.LeftButton)
    assert host.isHidden()
    button = next(b for b in buttons(table) if type(b.property("action")).__name__ ==
                  "Interact")  # the second action of the turn: a new attempt
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    again = host_view(table)
    assert again is not view and again.obs["attempt"] == 2
    assert [t["symbols"] for t in again.obs["tries"]] == [list(wrong)]
    assert again.counter.text() == "Puzzle steps: 5"
