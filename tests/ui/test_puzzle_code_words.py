"""Issue 24, the code puzzle: its words are true (the piano's dials show signs, and the
scenario says signs, not letters) and the attempt line counts the codes tried (MOM2-PUZ-1:
one step tries one code; the tries stay for the next attempt)."""

from __future__ import annotations

import json

from test_mansions_play_puzzle import SCENARIO, hidden, house, set_dials, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def test_mom2_puz_1_the_piano_puzzle_speaks_of_signs_not_letters():
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    piano = next(p for p in data["puzzles"] if p["type"] == "code")
    assert "letters" not in piano["text"] and "signs" in piano["text"]


def test_mom2_puz_1_the_attempt_line_counts_the_codes_tried(qtbot, tmp_path):
    controller, _table, view = start(qtbot, house(tmp_path, "piano"), "ada-whitlock", "piano")
    assert "Attempt 1: 0 codes tried in it, 0 in all" in view.info.text()
    code = tuple(hidden(controller).code)
    for k in (1, 2):
        wrong = tuple((s + k) % 6 for s in code)
        set_dials(view, wrong)
        qtbot.mouseClick(view.try_button, Qt.MouseButton.LeftButton)
    assert "Attempt 1: 2 codes tried in it, 2 in all" in view.info.text()
    QTest.keyClick(view.board, Qt.Key.Key_End)
