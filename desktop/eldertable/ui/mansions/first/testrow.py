"""The d10 test panel of the first-edition bar: who tested what, the attribute and the
modifier, the number to roll under, the die as rolled, and the verdict (FA-TEST-4/5: a 1
always passes, a 10 always fails). Filled from the rules' ``roll`` events, which every
seat sees."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ...dicetray import paint_die
from ...plaintext import plain
from .words import FirstWords, content


class D10(QWidget):
    """One ten-sided die, drawn as the dice tray draws it."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.face = 0
        self.setFixedSize(QSize(34, 34))

    def show_face(self, face: int) -> None:
        self.face = face
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        if not self.face:
            return
        painter = QPainter(self)
        paint_die(painter, QRectF(1, 1, 32, 32), self.face, 10, fresh=True)
        painter.end()


class TestRow(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("d10-test")
        self.words = FirstWords(self)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        self.die = D10(self)
        self.die.setObjectName("d10-die")
        self.text = plain(QLabel(self))  # names the investigator tested
        self.text.setObjectName("d10-text")
        self.text.setWordWrap(True)
        self.verdict = plain(QLabel(self))
        self.verdict.setObjectName("d10-verdict")
        row.addWidget(self.die)
        row.addWidget(self.verdict)  # beside the die, not at the far end of a wide bar
        row.addWidget(self.text, 1)
        self.last: dict[str, Any] | None = None

    def show_roll(self, data: dict[str, Any], obs: dict[str, Any]) -> None:
        """A ``roll`` event's data: who, what, roll, target, verdict."""
        self.last = dict(data)
        self.redraw(obs)

    def redraw(self, obs: dict[str, Any]) -> None:
        data = self.last
        if not data:
            self.hide()
            return
        w = self.words
        what, target, roll = data.get("what", ""), int(data.get("target", 0)), int(data["roll"])
        who = content(data.get("who"))
        base = None
        for inv in obs.get("investigators", ()):
            if inv["name"] == data.get("who"):
                base = inv["attributes"].get(what)
        if base is not None and base != target:
            mod = target - base
            need = self.tr("{who} tests {what} {base}, modifier {mod:+d}: needs {target} or "
                           "less.").format(who=who, what=w.attribute(what), base=base,
                                           mod=mod, target=target)
        else:
            need = self.tr("{who} tests {what}: needs {target} or less.").format(
                who=who, what=w.attribute(what), target=target)
        passed = data.get("verdict") == "passes"
        if roll == 1:
            why = self.tr("Rolled 1: a 1 always passes.")
        elif roll == 10:
            why = self.tr("Rolled 10: a 10 always fails.")
        else:
            why = self.tr("Rolled {roll}.").format(roll=roll)
        self.die.show_face(roll)
        self.die.setToolTip(self.tr("The ten-sided die: {roll}").format(roll=roll))
        self.text.setText(need + " " + why)
        self.text.setToolTip(self.tr("A d10 test passes on a roll at or under the number; "
                                     "a 1 always passes and a 10 always fails."))
        self.verdict.setText(self.tr("Passed") if passed else self.tr("Failed"))
        self.verdict.setProperty("passed", passed)
        self.verdict.setStyleSheet("border-radius: 6px; padding: 2px 8px; font-weight: bold; "
                                   + ("background: #3d8b4f; color: white;" if passed
                                      else "background: #8c1c13; color: white;"))
        self.show()

    def forget(self) -> None:
        self.last = None
        self.hide()
