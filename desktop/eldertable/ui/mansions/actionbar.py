"""Above the Mansions board: the phase and round, the objective, whose turn it is with the
actions left, what to do now, the dice of a test under way, and one button per legal action
of the viewing seat that is not a drag (grouped: the step under way first, then choosing
the next investigator, the actions, and ending the turn or phase). A puzzle under way has
its own view over the board (:mod:`.puzzlepanel`): its moves are no buttons here."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..dicetray import face_pixmap
from ..flowlayout import FlowLayout, LineLabel
from .buttonbar import GroupedButtonBar
from .puzzlepanel import MansionsPuzzles
from .words import GROUP_ORDER, GROUPS, MansionsWords, text
from eldertable.engine.messages import fill
from ..plaintext import plain

FACE_STYLE = {"success": "background: #3d8b4f; color: white;",
              "investigation": "background: #3a6ea5; color: white;",
              "blank": "background: #b9b2a3; color: #1d1a16;"}


DIE_SIDE = 26  # a die of the test's pool, in logical pixels


class DiceRow(QWidget):
    """The dice of a test: each die drawn with its face (success, investigation or blank;
    the word as its accessible name and tooltip), what the test needs, and the clues
    spent."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(4)
        self.summary = plain(QLabel(self))  # names the investigator tested
        self.summary.setObjectName("test-summary")
        self.row.addWidget(self.summary)
        self.faces: list[QLabel] = []
        self.row.addStretch(1)

    def show_test(self, test: dict[str, Any], skill: str, who: str) -> None:
        for face in self.faces:
            self.row.removeWidget(face)
            face.hide()  # at once: it is deleted later, and a picture must not linger
            face.deleteLater()
        self.faces = []
        title = test.get("title")  # what the test is for, and why its pool is so (issue 24)
        if title and test["difficulty"] is not None:
            need = fill(self.tr("{who} \u2014 {what}; needs {d} {d|success|successes}."),
                        who=who, what=text(title), d=test["difficulty"])
        elif title:
            need = fill(self.tr("{who} \u2014 {what}."), who=who, what=text(title))
        elif test["difficulty"] is not None:
            need = fill(self.tr("{who} tests {skill} ({n} {n|die|dice}), needs {d} "
                                "{d|success|successes}."),
                who=who, skill=skill, n=test["pool"], d=test["difficulty"])
        else:
            need = fill(self.tr("{who} tests {skill} ({n} {n|die|dice})."),
                who=who, skill=skill, n=test["pool"])
        if test["spent"]:
            need += " " + self.tr("Clues spent: {n}.").format(n=test["spent"])
        if not test["rolled"]:
            need += " " + self.tr("Rolling\u2026")
        self.summary.setText(need)
        words = {"success": self.tr("success"), "investigation": self.tr("investigation"),
                 "blank": self.tr("blank")}
        ratio = self.devicePixelRatioF()
        for i, (face, kind) in enumerate(zip(test["dice"], test["kinds"])):
            label = QLabel(self)
            label.setObjectName(f"die-{i}")
            label.setProperty("kind", kind)
            word = words.get(kind, kind)
            pixmap = face_pixmap(kind, DIE_SIDE, ratio)
            if pixmap is not None:  # the die drawn with its face; the word for screen readers
                label.setPixmap(pixmap)
                label.setFixedSize(DIE_SIDE, DIE_SIDE)
            else:
                label.setText(word)
                label.setStyleSheet("border-radius: 5px; padding: 2px 6px; font-weight: bold; "
                                    + FACE_STYLE.get(kind, ""))
            label.setAccessibleName(word)
            label.setToolTip(self.tr("Die {n}: {face}").format(n=i + 1, face=word))
            self.row.insertWidget(1 + i, label)
            self.faces.append(label)


class MansionsBar(GroupedButtonBar):
    """Emits :attr:`chosen` with the action of the button pressed."""

    GROUP_ORDER = GROUP_ORDER
    MAX_BUTTONS = 48

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
        self._add_objective_and_prompt(outer)
        self.dice = DiceRow(self)
        outer.addWidget(self.dice)
        self.dice.hide()
        self.puzzle = MansionsPuzzles(parent)  # over the board of the table ``parent``
        # (width, height) of the button rows: at one width they never shrink during a game,
        # so the board does not jump when a row empties (issue 24; a new game forgets it)
        self.kept = (0, 0)
        self._add_button_rows(outer)

    def show_state(self, obs: dict[str, Any], prompt: str, legal: list) -> None:
        w = self.words
        if not obs:
            self.kept = (0, 0)
            self.phase.setText("")
            self.info.setText("")
            self.objective.setText("")
            self.prompt.setText("")
            self.dice.hide()
            self.set_buttons([], obs)
            self.puzzle.refresh()
            return
        self.show_phase(obs)
        active = obs.get("active")
        if active:
            inv = next((i for i in obs["investigators"] if i["id"] == active), None)
            left = inv["actions_left"] if inv else 0
            self.info.setText(fill(self.tr("{who}'s turn: {n} {n|action|actions} left"),
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

    def buttons_shown(self) -> bool:
        """The bar shows a state (there is one to hold)."""
        return bool(self.phase.text())

    def hold_still(self, question: str | None = None, skip: bool = True) -> None:
        """Keep what the bar shows, every button disabled (the state the table is still
        presenting), the prompt saying where the game goes on (``question``: the one the
        story card over the board asks; ``skip``: Skip is offered there too)."""
        for button in self.buttons:
            button.setEnabled(False)
        self.holding = False  # the next state is a new turn: its buttons in their own order
        self.prompt.setText(question or self.held_words(skip))
        self.puzzle.refresh()

    def held_words(self, skip: bool = True) -> str:
        """What the bar says while it holds the Keeper's turn on screen: the buttons over
        the board, Skip only where it is offered (the last beat has only Continue)."""
        if skip:
            return self.tr("The Keeper's turn goes on over the board: Continue or Skip there.")
        return self.tr("The Keeper's turn goes on over the board: Continue there.")

    def show_phase(self, obs: dict[str, Any]) -> None:
        """The round and phase (of the beat shown while the Keeper's turn is paced)."""
        self.phase.setText(self.tr("Round {n}").format(n=obs["round"]) + " \u00b7 "
                           + self.words.phase(obs))

    def _group(self, act) -> str | None:
        return GROUPS.get(type(act).__name__)

    def _group_captions(self) -> dict[str, str]:
        return {"test": self.tr("Test:"), "choose": self.tr("Choose:"),
                "trade": self.tr("Trade:"), "turn": self.tr("Next turn:"),
                "act": self.tr("Actions:"), "end": self.tr("End:")}

    def _tooltip(self, act, obs: dict[str, Any]) -> str:
        return self.words.tooltip(act)

    def _bold(self, act, group: str) -> bool:
        return type(act).__name__ in ("Accept", "EndTurn")

    def _harm(self, act, obs: dict[str, Any]) -> str | None:
        if type(act).__name__ == "SetFire":  # the fire starts in the investigator's own space
            return self.tr("Set fire to your own space? Click again")
        return None

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        """The height at ``width``; fixes the button rows' height for it (a flow layout
        inside a box layout is otherwise squeezed to one row)."""
        _inner, rows = self._button_rows_height(width)
        # two rows are kept from the start: a turn's actions and the ones that stand apart
        # (Push, Steal, Set fire) take two, and the board must not drop when they first come
        need = max(2 * self.row_height + self.flow.spacing(), rows)
        if width == self.kept[0]:  # rows that empty keep their height: the board holds still
            need = max(need, self.kept[1])
        self.kept = (width, need)
        self.button_box.setFixedHeight(need)
        self.dice.setFixedHeight(max(self.row_height, DIE_SIDE, self.dice.sizeHint().height()))
        return self.layout().totalHeightForWidth(width)
