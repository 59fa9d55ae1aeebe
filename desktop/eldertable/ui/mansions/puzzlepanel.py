"""A puzzle under way, on the action bar: its story and steps left, and for a code puzzle
one dial per symbol of the code with a "Try this code" button and the tries so far (a code
puzzle's legal list holds every setting of the dials: far too many buttons). The other
moves (spend a clue for steps, end the attempt, the moves of other puzzles) stay buttons."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from .words import bar_letter, text


def lock_picture(board: dict[str, Any]) -> str:
    """The sliding lock as rows of letters: one letter per bar cell, dots for free cells,
    an arrow at the key row's exit."""
    w, h = int(board.get("width", 0)), int(board.get("height", 0))
    grid = [["\u00b7"] * w for _ in range(h)]
    for i, bar in enumerate(board.get("bars", ())):
        for k in range(bar["length"]):
            x, y = (bar["line"], bar["pos"] + k) if bar["vertical"] else (bar["pos"] + k,
                                                                          bar["line"])
            if 0 <= x < w and 0 <= y < h:
                grid[y][x] = bar_letter(i, bar)
    rows = [" ".join(r) + (" \u2192" if y == board.get("key_row") else "")
            for y, r in enumerate(grid)]
    return "\n".join(rows)


def code_of(act) -> tuple[int, ...] | None:
    """The dial setting a PuzzleMove tries, or None for any other move."""
    if type(act).__name__ != "PuzzleMove":
        return None
    data = json.loads(act.move)
    return tuple(data["symbols"]) if data.get("type") == "code.try" else None


class PuzzlePanel(QWidget):
    chosen = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(3)
        self.story = QLabel(self)
        self.story.setObjectName("puzzle-story")
        self.story.setWordWrap(True)
        outer.addWidget(self.story)
        self.picture = QLabel(self)
        self.picture.setObjectName("lock-picture")
        self.picture.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        outer.addWidget(self.picture)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.dials: list[QSpinBox] = []
        self.dial_row = row
        self.try_button = QPushButton(self)
        self.try_button.setObjectName("try-code")
        self.try_button.clicked.connect(self._try)
        row.addWidget(self.try_button)
        row.addStretch(1)
        outer.addLayout(row)
        self.tries = QLabel(self)
        self.tries.setObjectName("puzzle-tries")
        self.tries.setWordWrap(True)
        outer.addWidget(self.tries)
        self.codes: dict[tuple[int, ...], Any] = {}

    def show_puzzle(self, pending: dict[str, Any], legal: list) -> list:
        """Show ``pending``; returns the legal actions left for plain buttons."""
        board = pending.get("board") or {}
        self.story.setText(text(pending.get("text")) + "  " + self.tr(
            "Steps left: {n}.").format(n=board.get("steps_left", 0)))
        self.codes = {c: a for a in legal if (c := code_of(a)) is not None}
        rest = [a for a in legal if code_of(a) is None]
        length = int(board.get("length", 0)) if board.get("kind") == "code" else 0
        while len(self.dials) > length:
            dial = self.dials.pop()
            self.dial_row.removeWidget(dial)
            dial.deleteLater()
        while len(self.dials) < length:
            dial = QSpinBox(self)
            dial.setObjectName(f"dial-{len(self.dials)}")
            dial.valueChanged.connect(self._enable)
            self.dial_row.insertWidget(len(self.dials), dial)
            self.dials.append(dial)
        for dial in self.dials:
            dial.setRange(1, int(board.get("symbols", 1)))
            dial.setToolTip(self.tr("A dial of the lock: the symbol it shows"))
        self.try_button.setText(self.tr("Try this code"))
        self.try_button.setToolTip(self.tr("One step: the lock shows how many dials are "
                                           "right, and how many symbols sit on the wrong dial."))
        self.try_button.setVisible(length > 0)
        lock = board.get("kind") == "lock"
        self.picture.setText(lock_picture(board) if lock else "")
        self.picture.setToolTip(self.tr("Slide the bars until the key bar K can leave "
                                        "by the arrow."))
        self.picture.setVisible(lock)
        tries = board.get("tries") or []
        self.tries.setText("  ".join(
            self.tr("{code}: {exact} right, {near} on the wrong dial.").format(
                code="-".join(str(s + 1) for s in t["symbols"]), exact=t["exact"],
                near=t["near"]) for t in tries[-6:]))
        self.tries.setVisible(bool(tries))
        self._enable()
        return rest

    def setting(self) -> tuple[int, ...]:
        return tuple(d.value() - 1 for d in self.dials)

    def _enable(self) -> None:
        self.try_button.setEnabled(self.setting() in self.codes)

    def _try(self) -> None:
        act = self.codes.get(self.setting())
        if act is not None:
            self.chosen.emit(act)
