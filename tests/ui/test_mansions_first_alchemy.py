"""The alchemy puzzle reached from a first-edition story (Doctor Crane's Tonic: the still in
the cellar brews the remedy as an alchemy puzzle, FA-ALCH-1): using the token opens the
puzzle's own view over the board through the puzzle host, the deal comes from the rules
(FA-ALCH-6), a swap dragged with the mouse is the game's own action (FA-ALCH-11), and
stopping to test rolls the d10 against the pieces placed correctly (FA-ALCH-22)."""

from __future__ import annotations

from alchemydrag import drag, slot_point
from mansionsfirst import open_table, settle
from PySide6.QtTest import QTest
from PySide6.QtCore import Qt

from eldertable.ui.puzzles.alchemy_view import AlchemyView


def at_the_ready_still(qtbot):
    """Crane's Tonic with the remedy's ingredients gathered and the investigator at the still
    (table surgery: the story's variables and the figure's space, then the view rebuilt)."""
    controller, table = open_table(qtbot, story="cranes-tonic", investigators=("julian-fairweather",))
    state = controller.recorder.state
    state.variables["ready"] = True
    state.investigators[0].items.append("field-journal")  # the recipe the still may ask for
    state.map.move_figure(state.investigators[0].id, "cellar.racks")
    table.reset()
    return controller, table


def test_fa_alch_1_the_still_opens_the_alchemy_puzzle_over_the_board(qtbot):
    controller, table = at_the_ready_still(qtbot)
    host = table.chrome.puzzle
    host.animation_ms = 0
    tokens = [b for b in table.chrome.bar.buttons
              if type(b.property("action")).__name__ == "UseToken"
              and b.property("action").token == "still"]
    assert tokens, "the still is not offered"
    qtbot.mouseClick(tokens[0], Qt.MouseButton.LeftButton)
    settle(qtbot, controller)
    qtbot.waitUntil(lambda: host.isVisible() and isinstance(host.view, AlchemyView), timeout=5000)
    view = host.view
    view.settle()
    board = controller.observation(0)["puzzle"]
    assert len(board["slots"]) == len(view.obs["slots"]) >= 6  # FA-ALCH-6: every edge dealt
    left = board["actions_left"]
    assert left >= 1 and view.counter.text().endswith(str(left))  # FA-ALCH-9: Intellect
    before = [e["piece"] for e in board["slots"]]
    drag(view, slot_point(view, 0), slot_point(view, 1))  # FA-ALCH-11: a swap, 1 action
    after = controller.observation(0)["puzzle"]
    assert [e["piece"] for e in after["slots"]][:2] == [before[1], before[0]]
    assert after["actions_left"] == left - 1
    assert "alchemy.swap" in controller.record.actions[-1]["move"]
    QTest.keyClick(view.board, Qt.Key.Key_T)  # stop and test (FA-ALCH-22): the d10 rolls
    settle(qtbot, controller)
    assert controller.observation(0).get("puzzle") is None  # the attempt is over
