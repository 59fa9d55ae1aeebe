"""The Runs panel beside the editor: what Play, Debug play and Simulate started, and the
results of each simulation when the workbench finishes it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from eldertable.engine.messages import fill

from ..workbench.common import count, percent
from ..workbench.names import name_of


class RunsPanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("runs")
        self.list.setWordWrap(True)
        layout.addWidget(self.note)
        layout.addWidget(self.list, 1)
        self.pending: dict[int, tuple[QListWidgetItem, str]] = {}
        self.retranslate()

    def say(self, text: str) -> QListWidgetItem:
        item = QListWidgetItem(text)
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.list.insertItem(0, item)
        self.list.setCurrentItem(item)
        return item

    def started(self, run, file: str) -> None:
        item = self.say(fill(self.tr("{file}: simulating {n} {n|game|games} in the "
                                     "workbench…"), file=file, n=count(run.spec.games)))
        self.pending[id(run)] = (item, file)

    def finished(self, run) -> None:
        item, file = self.pending.pop(id(run), (None, ""))
        if item is not None:  # a run started in the workbench itself stays there
            item.setText(f"{file}: {self.result_words(run)}")

    def result_words(self, run) -> str:
        """One line of a finished workbench run: games, who won how often, errors, rounds."""
        if run.error:
            return self.tr("The run failed: {message}").format(message=run.error)
        played = run.played
        errors = int((run.summary or {}).get("errors", 0))
        sides = ", ".join(f"{name_of(run.spec.game, side, capital=True)} "
                          f"{percent(run.wins[side] / played, 0)}"
                          for side in run.sides()) if played else "-"
        rounds = sorted(run.rounds)
        median = rounds[len(rounds) // 2] if rounds else 0
        text = fill(self.tr("{n} {n|game|games}: {sides} · errors: {errors} · median "
                            "{rounds} rounds"), n=count(played), sides=sides,
                    errors=count(errors), rounds=median)
        if run.cancelled:
            text = self.tr("Cancelled.") + " " + text
        return text

    def retranslate(self) -> None:
        self.note.setText(self.tr("Play, Debug play and Simulate save the scenario first. "
                                  "A simulation runs in the workbench; its results come back "
                                  "here."))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
