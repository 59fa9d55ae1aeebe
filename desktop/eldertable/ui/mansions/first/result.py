"""The end of a first-edition story over the board: who won, how, the epilogue the
Keeper's story choice and the winner pick (FA-EPI-1..4; none when everyone lost,
FA-GAP-12), and a summary of the game (rounds, who fell, the cards found exploring:
:func:`..epilogue.summary`). A button puts it away to look at the table as it ended."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout

from ..epilogue import found_first, summary
from .words import FirstWords, content, scenario_model
from ...plaintext import plain


class ResultScreen(QFrame):
    def __init__(self, table):
        super().__init__(table)
        self.table = table
        self.setObjectName("FirstEditionResult")
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.words = FirstWords(self)
        box = QVBoxLayout(self)
        box.setContentsMargins(28, 22, 28, 22)
        box.setSpacing(12)
        self.title = plain(QLabel(self))
        self.title.setObjectName("result-title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.how = plain(QLabel(self))
        self.how.setObjectName("result-how")
        self.how.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.how.setWordWrap(True)
        self.epilogue = plain(QLabel(self))
        self.epilogue.setObjectName("result-epilogue")
        self.epilogue.setWordWrap(True)
        font = self.epilogue.font()
        font.setItalic(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.epilogue.setFont(font)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("result-close")
        self.close_button.clicked.connect(self.put_away)
        box.addWidget(self.title)
        box.addWidget(self.how)
        self.summary = plain(QLabel(self))  # rounds, who fell, what was found
        self.summary.setObjectName("result-summary")
        self.summary.setWordWrap(True)
        box.addWidget(self.epilogue, 1)
        box.addWidget(self.summary)
        box.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.dismissed = False
        self.hide()

    def show_state(self, obs: dict[str, Any]) -> None:
        if not obs or not obs.get("over"):
            self.dismissed = False
            self.hide()
            return
        if self.dismissed:
            return
        winner = obs["over"]
        self.title.setText({"investigators": self.tr("The investigators win"),
                            "keeper": self.tr("The Keeper wins")}.get(
            winner, self.tr("Everyone loses")))
        self.how.setText(self._how(obs))
        text = obs.get("epilogue")
        self.epilogue.setText(content(text) if text else self.tr("No epilogue is read."))
        book = getattr(self.table, "book", None)
        self.summary.setText("\n".join(summary(book, self.table.seat, obs, self.words,
                                               found_first)) if book is not None else "")
        self.close_button.setText(self.tr("Look at the table"))
        self.close_button.setToolTip(self.tr("Put the epilogue away; the game stays over."))
        self.place()
        self.show()
        self.raise_()

    def _how(self, obs: dict[str, Any]) -> str:
        ending = obs.get("ending") or ""
        words = {"round-limit": self.tr("The round limit ran out."),
                 "no-investigators": self.tr("No investigator is left in the story."),
                 "goal-mutations": self.tr("The investigators carry enough mutations."),
                 "goal-warden-out": self.tr("The Warden walked out by the back path.")}
        if ending in words:
            return words[ending]
        for e in scenario_model(obs.get("scenario") or "").epilogues:
            if e.id == ending:
                return content(e.text)
        return ""

    def put_away(self) -> None:
        self.dismissed = True
        self.hide()

    def place(self) -> None:
        area = self.table.viewport().geometry()
        width = min(area.width() - 40, 620)
        height = min(area.height() - 40, max(260, self.heightForWidth(width)
                                              if self.hasHeightForWidth() else 300))
        self.setGeometry(area.left() + (area.width() - width) // 2,
                         area.top() + (area.height() - height) // 2, width, height)
