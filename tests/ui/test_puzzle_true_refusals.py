"""Issue 24, alchemy refusals and the language switch: a swap dragged from either piece of
a touching pair is the same move (FA-ALCH-11); a refused puzzle move says the puzzle's own
reason, in the first edition's alchemy and the second edition's lock (MOM2-PUZ-3), never
only that a puzzle is under way; the puzzle's panel follows a change of language."""

from __future__ import annotations

from alchemydrag import drag, slot_point
from test_mansions_first_alchemy import at_the_ready_still
from test_mansions_play_puzzle import hidden, house, start
from mansionsfirst import settle
from PySide6.QtCore import Qt

from eldertable.games.mansions.puzzles.alchemy import AlchemySwap
from eldertable.games.mansions.puzzles.lock import LockSlide
from eldertable.ui import i18n
from eldertable.ui.puzzles.alchemy_view import AlchemyView


def open_alchemy(qtbot):
    controller, table = at_the_ready_still(qtbot)
    host = table.chrome.puzzle
    host.animation_ms = 0
    still = next(b for b in table.chrome.bar.buttons
                 if type(b.property("action")).__name__ == "UseToken"
                 and b.property("action").token == "still")
    qtbot.mouseClick(still, Qt.MouseButton.LeftButton)
    settle(qtbot, controller)
    qtbot.waitUntil(lambda: host.isVisible() and isinstance(host.view, AlchemyView), timeout=5000)
    host.view.settle()
    return controller, host.view


def test_fa_alch_11_a_swap_dragged_from_the_lower_edge_swaps_too(qtbot):
    controller, view = open_alchemy(qtbot)
    before = [e["piece"] for e in controller.observation(0)["puzzle"]["slots"]]
    drag(view, slot_point(view, 1), slot_point(view, 0))  # the reverse of the listed pair
    after = [e["piece"] for e in controller.observation(0)["puzzle"]["slots"]]
    assert after[:2] == [before[1], before[0]]
    assert "not possible" not in view.status.text()


def test_fa_alch_11_a_refused_swap_says_the_puzzles_reason(qtbot):
    controller, view = open_alchemy(qtbot)
    n = len(view.obs["slots"])
    far = n // 2  # an edge that does not touch edge 0
    assert view.act(AlchemySwap(0, far)) is None
    words = view.status.text()
    assert "touching" in words and "not possible now" not in words


def test_mom2_puz_3_a_blocked_lock_bar_says_why(qtbot, tmp_path):
    path = house(tmp_path, "cellar-door", clues=4)
    _controller, _table, view = start(qtbot, path, "julian-fairweather", "cellar-door")
    lock = hidden(_controller)
    can = set(lock.slides())
    bar, distance = next((b, d) for b in range(len(lock.frame.bars)) for d in (1, -1, 5, -5)
                         if (b, d) not in can)
    assert view.act(LockSlide(bar, distance)) is None
    words = view.status.text()
    assert "cannot slide there" in words and "Finish the puzzle attempt" not in words


def test_the_alchemy_panel_follows_a_change_of_language(qtbot):
    _controller, view = open_alchemy(qtbot)
    assert view.act(AlchemySwap(0, len(view.obs["slots"]) // 2)) is None  # a refusal said
    english = (view.stop_button.text(), view.counter.text(), view.keys.text(),
               view.status.text())
    try:
        i18n.set_language(i18n.CHINESE)
        qtbot.waitUntil(lambda: view.stop_button.text() != english[0])
        chinese = (view.stop_button.text(), view.counter.text(), view.keys.text(),
                   view.status.text())
        assert all(a != b for a, b in zip(english, chinese)), chinese
    finally:
        i18n.set_language(i18n.ENGLISH)
    qtbot.waitUntil(lambda: view.stop_button.text() == english[0])


def test_qt_own_dialogs_speak_chinese_too(qtbot):
    from PySide6.QtCore import QCoreApplication

    try:
        i18n.set_language(i18n.CHINESE)
        assert QCoreApplication.translate("QFileDialog", "&Open") != "&Open"
    finally:
        i18n.set_language(i18n.ENGLISH)
