"""The end of a first-edition story over the board: who won, how, the epilogue the
Keeper's story choice and the winner pick (FA-EPI-1..4; none when everyone lost,
FA-GAP-12), and a summary of the game (rounds, who fell, the cards found exploring:
:func:`..epilogue.summary`), on the story card of second edition's epilogue. A button puts
it away to look at the table as it ended."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..epilogue import found_first, summary
from ..storycard import StoryCard
from ...plaintext import plain
from .words import FirstWords, content, scenario_model


class ResultScreen(StoryCard):
    """The ending on the story card second edition's epilogue uses (issue 24): the winner,
    how the story ended, the epilogue read and the summary; "Look at the table" puts it
    away (the game stays over). Its words follow a language switch."""

    def __init__(self, table):
        super().__init__(table)
        self.dismissed = False
        self.obs: dict[str, Any] | None = None
        self.table = table
        self.setObjectName("StoryCard")  # the same parchment as every story card
        self.begin.setObjectName("result-close")
        self.close_button = self.begin
        self.picture.hide()
        self.words = FirstWords(self)
        self.lines: list[str] = []
        # the card's text becomes three: how it ended, the epilogue (in italics), the summary
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(10)
        self.how = plain(QLabel(body))
        self.how.setObjectName("result-how")
        self.how.setWordWrap(True)
        self.epilogue = self.text_area.takeWidget()  # the card's own text label
        self.epilogue.setObjectName("result-epilogue")
        font = self.epilogue.font()
        font.setItalic(True)
        self.epilogue.setFont(font)
        self.summary = plain(QLabel(body))  # rounds, who fell, what was found
        self.summary.setObjectName("result-summary")
        self.summary.setWordWrap(True)
        for label in (self.how, self.epilogue, self.summary):
            column.addWidget(label)
        column.addStretch(1)
        self.text_area.setWidget(body)
        table.viewport().installEventFilter(self)  # placed again whenever the board resizes
        self.hide()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False

    def retranslate(self) -> None:
        self._card_words()
        if getattr(self, "obs", None) is not None and self.isVisible():
            self._fill(self.obs)

    def _card_words(self) -> None:
        self.kicker.setText(QCoreApplication.translate("EpilogueCard", "Epilogue"))
        self.begin.setText(self.tr("Look at the table"))
        self.begin.setToolTip(self.tr("Put the epilogue away; the game stays over."))

    def show_state(self, obs: dict[str, Any]) -> None:
        if not obs or not obs.get("over"):
            self.dismissed = False
            self.obs = None
            self.hide()
            return
        if self.dismissed:
            return
        self._fill(obs)
        self.place()
        self.show()
        self.raise_()

    def _fill(self, obs: dict[str, Any]) -> None:
        self.obs = obs
        self._card_words()  # the chrome refills it on a language switch
        winner = obs["over"]
        self.title.setText({"investigators": self.tr("The investigators win"),
                            "keeper": self.tr("The Keeper wins")}.get(
            winner, self.tr("Everyone loses")))
        text = obs.get("epilogue")
        book = getattr(self.table, "book", None)
        self.lines = (summary(book, self.table.seat, obs, self.words, found_first)
                      if book is not None else [])
        how = self._how(obs)
        self.how.setText(how)
        self.how.setVisible(bool(how))
        self.epilogue.setText(content(text) if text else self.tr("No epilogue is read."))
        self.summary.setText("\n".join(self.lines))

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

    def close_card(self) -> None:
        self.dismissed = True
        super().close_card()
