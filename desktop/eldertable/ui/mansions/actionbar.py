"""Above the Mansions board: the phase and round, the objective, whose turn it is with the
actions left, what to do now, the dice of a test under way, and one button per legal action
of the viewing seat that is not a drag (grouped: the step under way first, then choosing
the next investigator, the actions, and ending the turn or phase). A puzzle under way has
its own view over the board (:mod:`.puzzlepanel`): its moves are no buttons here."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..flowlayout import FlowLayout, LineLabel
from .puzzlepanel import MansionsPuzzles
from .words import GROUP_ORDER, GROUPS, MansionsWords, text

MAX_BUTTONS = 48  # per group: a long list shows its first

FACE_STYLE = {"success": "background: #3d8b4f; color: white;",
              "investigation": "background: #3a6ea5; color: white;",
              "blank": "background: #b9b2a3; color: #1d1a16;"}


class DiceRow(QWidget):
    """The dice of a test: each face in words (success, investigation or blank), what the
    test needs, and the clues spent."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(4)
        self.summary = QLabel(self)
        self.summary.setObjectName("test-summary")
        self.row.addWidget(self.summary)
        self.faces: list[QLabel] = []
        self.row.addStretch(1)

    def show_test(self, test: dict[str, Any], skill: str, who: str) -> None:
        for face in self.faces:
            self.row.removeWidget(face)
            face.deleteLater()
        self.faces = []
        if test["difficulty"] is not None:
            need = self.tr("{who} tests {skill} ({n} dice), needs {d} success(es).").format(
                who=who, skill=skill, n=test["pool"], d=test["difficulty"])
        else:
            need = self.tr("{who} tests {skill} ({n} dice).").format(
                who=who, skill=skill, n=test["pool"])
        if test["spent"]:
            need += " " + self.tr("Clues spent: {n}.").format(n=test["spent"])
        if not test["rolled"]:
            need += " " + self.tr("Rolling\u2026")
        self.summary.setText(need)
        words = {"success": self.tr("success"), "investigation": self.tr("investigation"),
                 "blank": self.tr("blank")}
        for i, (face, kind) in enumerate(zip(test["dice"], test["kinds"])):
            label = QLabel(words.get(kind, kind), self)
            label.setObjectName(f"die-{i}")
            label.setProperty("kind", kind)
            label.setToolTip(self.tr("Die {n}: face {face} of 8").format(n=i + 1, face=face))
            label.setStyleSheet("border-radius: 5px; padding: 2px 6px; font-weight: bold; "
                                + FACE_STYLE.get(kind, ""))
            self.row.insertWidget(1 + i, label)
            self.faces.append(label)


class MansionsBar(QFrame):
    """Emits :attr:`chosen` with the action of the button pressed."""

    chosen = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("MansionsActionBar")
        self.setAutoFillBackground(True)
        self.words = MansionsWords(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        outer.setSpacing(3)
        # The phase and the turn line share a row while it has room, else wrap (the flow).
        self.top_row = QWidget(self)
        top = FlowLayout(self.top_row, spacing=10)
        self.phase = LineLabel(self.top_row)
        self.phase.setObjectName("phase")
        self.phase.setStyleSheet("border-radius: 8px; padding: 2px 8px; background: #f2c14e;"
                                 " color: #1d1a16; font-weight: bold;")
        self.info = LineLabel(self.top_row)
        self.info.setObjectName("turn-info")
        top.addWidget(self.phase)
        top.addWidget(self.info)
        outer.addWidget(self.top_row)
        self.objective = QLabel(self)
        self.objective.setObjectName("objective")
        self.objective.setWordWrap(True)
        outer.addWidget(self.objective)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        font = self.prompt.font()
        font.setBold(True)
        self.prompt.setFont(font)
        outer.addWidget(self.prompt)
        self.dice = DiceRow(self)
        outer.addWidget(self.dice)
        self.dice.hide()
        self.puzzle = MansionsPuzzles(parent)  # over the board of the table ``parent``
        self.button_box = QWidget(self)
        self.flow = FlowLayout(self.button_box)
        outer.addWidget(self.button_box)
        self.buttons: list[QPushButton] = []
        self.captions: list[QLabel] = []
        probe = QPushButton("X")  # never shown: only measured, for the one row kept free
        self.row_height = probe.sizeHint().height()
        probe.deleteLater()

    def show_state(self, obs: dict[str, Any], prompt: str, legal: list) -> None:
        w = self.words
        if not obs:
            self.phase.setText("")
            self.info.setText("")
            self.objective.setText("")
            self.prompt.setText("")
            self.dice.hide()
            self.set_buttons([], obs)
            self.puzzle.refresh()
            return
        self.phase.setText(self.tr("Round {n}").format(n=obs["round"]) + " \u00b7 " + w.phase(obs))
        active = obs.get("active")
        if active:
            inv = next((i for i in obs["investigators"] if i["id"] == active), None)
            left = inv["actions_left"] if inv else 0
            self.info.setText(self.tr("{who}'s turn: {n} action(s) left").format(
                who=w.name(active, obs), n=left))
        else:
            self.info.setText(self.tr("Lead investigator: {who}").format(
                who=w.name(obs.get("lead"), obs)))
        if obs.get("over"):
            self.objective.setText(text(obs.get("ending")))
        else:
            self.objective.setText(self.tr("Objective: {text}").format(
                text=text(obs.get("objective"))))
        self.prompt.setText(prompt)
        pending = obs.get("pending")
        if pending and pending["kind"] == "test":
            self.dice.show_test(pending, w.skill(pending["skill"]),
                                w.name(pending["investigator"], obs))
            self.dice.show()
        else:
            self.dice.hide()
        self.set_buttons(legal, obs)
        self.puzzle.refresh()  # opens, follows or closes the puzzle view (the curtain too)

    def set_buttons(self, legal: list, obs: dict[str, Any]) -> None:
        for widget in self.buttons + self.captions:
            self.flow.removeWidget(widget)
            widget.hide()  # at once: deleteLater waits for the event loop
            widget.deleteLater()
        self.buttons, self.captions = [], []
        groups: dict[str, list] = {}
        for act in legal:
            group = GROUPS.get(type(act).__name__)
            if group is not None:
                groups.setdefault(group, []).append(act)
        captions = {"test": self.tr("Test:"), "choose": self.tr("Choose:"),
                    "trade": self.tr("Trade:"), "turn": self.tr("Next turn:"),
                    "act": self.tr("Actions:"), "end": self.tr("End:")}
        for group in GROUP_ORDER:
            acts = groups.get(group, [])[:MAX_BUTTONS]
            if not acts:
                continue
            caption = QLabel(captions[group], self.button_box)
            caption.setStyleSheet("color: palette(mid); font-style: italic;")
            caption.setAlignment(Qt.AlignmentFlag.AlignVCenter)
            caption.setMinimumHeight(self.row_height)
            self.flow.addWidget(caption)
            caption.show()
            self.captions.append(caption)
            for act in acts:
                button = QPushButton(self.words.label(act, obs), self.button_box)
                button.setProperty("action", act)
                button.setToolTip(self.words.tooltip(act))
                if type(act).__name__ in ("Accept", "EndTurn"):
                    font = button.font()
                    font.setBold(True)
                    button.setFont(font)
                button.clicked.connect(lambda _=False, a=act: self.chosen.emit(a))
                self.flow.addWidget(button)
                button.show()
                self.buttons.append(button)
        self.updateGeometry()

    def button_for(self, label: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.text() == label), None)

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        """The height at ``width``; fixes the button rows' height for it (a flow layout
        inside a box layout is otherwise squeezed to one row)."""
        margins = self.layout().contentsMargins()
        inner = width - margins.left() - margins.right()
        rows = self.flow.heightForWidth(inner) if self.buttons else 0
        self.button_box.setFixedHeight(max(self.row_height, rows))
        self.dice.setFixedHeight(max(self.row_height, self.dice.sizeHint().height()))
        return self.layout().totalHeightForWidth(width)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True
