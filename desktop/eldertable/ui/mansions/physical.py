"""Physical dice for second-edition play: the players roll real dice and say what came up.

When the game's config has ``options.physical_dice``, :func:`use_physical_dice` gives the
state a :class:`~eldertable.engine.chance.PhysicalDice` source (it continues the seeded
generator's position, so shuffles stay as they were) and marks the record as a
physical-dice record: every face typed is logged and the game replays from the log. A
resumed game gets the same source back. Each roll then opens a :class:`DiceDialog`: how
many dice of the pool show a success, an investigation result or a blank; OK only when
they add up to the pool. *Roll for me* lets the app roll that one roll (still logged).

An eight-sided die shows faces 6-8 as successes, 4-5 as investigation results and 1-3 as
blanks (``games/mansions/second/dice.py``); a count becomes the faces 6, 4 and 1.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QLabel, QPushButton,
                               QSpinBox, QVBoxLayout)

from ...engine.chance import PhysicalDice
from ...games.mansions.second.dice import BLANK, INVESTIGATION, SUCCESS, face_for
from .words import MansionsWords, text
from eldertable.engine.messages import fill
from ..plaintext import plain

KINDS = (SUCCESS, INVESTIGATION, BLANK)


class DiceDialog(QDialog):
    """Ask for the faces of ``n`` eight-sided dice, as counts per kind."""

    def __init__(self, n: int, story: str, parent=None):
        super().__init__(parent)
        self.setObjectName("PhysicalDiceDialog")
        self.n = n
        self.rolled_by_app = False
        self.setWindowTitle(self.tr("Your roll"))
        self.setMinimumWidth(360)
        box = QVBoxLayout(self)
        self.story = plain(QLabel(story, self))
        self.story.setObjectName("story")
        self.story.setWordWrap(True)
        box.addWidget(self.story)
        ask = QLabel(fill(self.tr("Roll {n} {n|die|dice} and count what they show."), n=n), self)
        ask.setWordWrap(True)
        box.addWidget(ask)
        form = QFormLayout()
        names = {SUCCESS: self.tr("&Successes:"), INVESTIGATION: self.tr("&Investigation "
                                                                          "results:"),
                 BLANK: self.tr("&Blanks:")}
        tips = {SUCCESS: self.tr("Dice showing a success (the elder sign)"),
                INVESTIGATION: self.tr("Dice showing an investigation result (the "
                                       "magnifying glass); a Clue can turn one into a "
                                       "success"),
                BLANK: self.tr("Dice showing nothing")}
        self.spins: dict[str, QSpinBox] = {}
        for kind in KINDS:
            spin = QSpinBox(self)
            spin.setObjectName(kind)
            spin.setRange(0, n)
            spin.setToolTip(tips[kind])
            spin.valueChanged.connect(self._check)
            label = QLabel(names[kind], self)
            label.setBuddy(spin)
            label.setToolTip(tips[kind])
            form.addRow(label, spin)
            self.spins[kind] = spin
        box.addLayout(form)
        self.problem = plain(QLabel(self))
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        box.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.app_roll = QPushButton(self.tr("&Roll for Me"), self)
        self.app_roll.setToolTip(self.tr("Let the app roll these dice this once"))
        self.buttons.addButton(self.app_roll, QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        self.spins[SUCCESS].setFocus()
        self._check()

    def total(self) -> int:
        return sum(spin.value() for spin in self.spins.values())

    def _check(self) -> None:
        total = self.total()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(total == self.n)
        if total == self.n:
            self.problem.setText("")
        else:
            self.problem.setText(fill(self.tr("These add up to {got} {got|die|dice}; the pool has "
                                              "{n}."), got=total, n=self.n))

    def accept(self) -> None:
        if self.total() == self.n:
            super().accept()

    def faces(self) -> list[int]:
        """The faces entered: successes first, then investigation results, then blanks."""
        return [face_for(kind) for kind in KINDS for _ in range(self.spins[kind].value())]


class DiceAsker(QObject):
    """The ``ask(n, sides)`` of a physical-dice source: a dialog over ``view``."""

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.words = MansionsWords(view)
        self.spare = random.Random()  # "Roll for me": its faces are logged like typed ones
        self.last_by_app = False  # the last roll asked for was rolled by the app, not typed

    def __call__(self, n: int, sides: int) -> list[int]:
        view = self.view
        view.pacer.flush()  # the board as it stands before the dice
        self.last_by_app = True
        if sides != 8:  # second-edition dice are all eight-sided
            return [self.spare.randint(1, sides) for _ in range(n)]
        dialog = DiceDialog(n, self.story(n), view.window())
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                self.last_by_app = False
                return dialog.faces()
            return [self.spare.randint(1, sides) for _ in range(n)]
        finally:
            dialog.deleteLater()

    def story(self, n: int) -> str:
        obs = self.view.observation()
        pending = obs.get("pending") if obs else None
        w = self.words
        if pending and pending["kind"] == "test":
            who = w.name(pending["investigator"], obs)
            if pending["rolled"]:
                return self.tr("{who} rolls a die again.").format(who=who)
            line = self.tr("{who} tests {skill}.").format(who=who, skill=w.skill(pending["skill"]))
            if pending["difficulty"] is not None:
                line += " " + fill(self.tr("It takes {d} {d|success|successes}."),
                                   d=pending["difficulty"])
            story = text(pending.get("text"))
            return f"{line}\n{story}" if story else line
        return fill(self.tr("The Keeper's roll: {n} {n|die|dice} for a monster."), n=n)


def wants_physical_dice(controller) -> bool:
    record = controller.record
    return bool(record is not None and record.game == "mansions"
                and (record.config.get("options") or {}).get("physical_dice") is True)


def use_physical_dice(controller, ask) -> bool:
    """Give the game on ``controller`` physical dice that ask through ``ask`` (when its
    config asks for them). False when it does not, or when the app already rolled dice in
    this game with its own generator (a record cannot change its dice halfway)."""
    if not wants_physical_dice(controller):
        return False
    recorder = controller.recorder
    state = recorder.state
    old = state.chance
    if isinstance(old, PhysicalDice):
        old.ask = ask
        return True
    if old.kind == "seeded" and old.dice_log:
        return False
    new = PhysicalDice(recorder.record.seed, ask)
    new.setstate(old.getstate())
    new.count = old.count
    new.dice_log = old.dice_log  # a resumed game's faces so far
    state.chance = new
    if getattr(getattr(state, "puzzle", None), "chance", None) is old:
        state.puzzle.chance = new
    recorder.chance = new
    recorder.record.chance_mode = "physical"
    recorder.record.dice_log = new.dice_log
    return True
