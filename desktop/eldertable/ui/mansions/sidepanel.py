"""Beside the Mansions board: the pace of the Keeper's monsters (a setting), the scenario's
title, a card per investigator and per visible monster (:mod:`.sidecards`), and what lies
on the floor of a trade. Filled from the observation on every change."""

from __future__ import annotations

from html import escape
from typing import Any, Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QFrame, QHBoxLayout, QLabel, QScrollArea,
                               QVBoxLayout, QWidget)

from . import pacing
from .sidecards import InvestigatorCard, MonsterCard
from .whatsleft import WhatsLeft
from .words import MansionsWords, text
from ..i18n import current_language, join_names
from ..plaintext import plain

WIDTH = 290


class SidePanel(QScrollArea):
    paceChanged = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("MansionsSidePanel")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.words = MansionsWords(self)
        box = QFrame(self)
        box.setAutoFillBackground(True)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        row = QHBoxLayout()
        self.pace_label = QLabel(box)
        self.pace = QComboBox(box)
        self.pace.setObjectName("monster-pace")
        self.pace_label.setBuddy(self.pace)
        row.addWidget(self.pace_label)
        row.addWidget(self.pace, 1)
        layout.addLayout(row)
        self.title = plain(QLabel(box))  # content: the scenario's title
        self.title.setObjectName("scenario-title")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.left = WhatsLeft(box)  # the objective, the clues, the story so far
        layout.addWidget(self.left)
        self.cards = QWidget(box)
        self.card_box = QVBoxLayout(self.cards)
        self.card_box.setContentsMargins(0, 0, 0, 0)
        self.card_box.setSpacing(5)
        layout.addWidget(self.cards)
        self.body = QLabel(box)  # the floor of a trade
        self.body.setObjectName("panel-body")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.body)
        layout.addStretch(1)
        self.setWidget(box)
        self.shown: list[QWidget] = []
        self.keys: list = []  # what each card in ``shown`` was made from (a card is kept while it is the same)
        self.retranslate()
        self.pace.currentIndexChanged.connect(self._pace_chosen)
        pacing.notifier().changed.connect(self._pace_set)

    def retranslate(self) -> None:
        self.pace_label.setText(self.tr("&Monsters:"))
        self.pace_label.setToolTip(self.tr("How the Keeper's monsters are shown in the "
                                           "Monster step"))
        names = {"step": self.tr("step by step"), "normal": self.tr("one by one"),
                 "fast": self.tr("one by one, fast"), "instant": self.tr("all at once")}
        self.pace.blockSignals(True)
        self.pace.clear()
        for key in pacing.PACES:
            self.pace.addItem(names[key], key)
        self.pace.setCurrentIndex(pacing.PACES.index(pacing.pace()))
        self.pace.blockSignals(False)
        self.pace.setToolTip(self.tr("One by one: each monster's activation is shown on its "
                                     "own, with a pause. Fast: shorter pauses. All at once: "
                                     "no pauses (skip)."))
        self.title.setToolTip(self.tr("The scenario being played"))

    def changeEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _pace_chosen(self, index: int) -> None:
        key = self.pace.itemData(index)
        if key in pacing.PACES:
            pacing.set_pace(key)
            self.paceChanged.emit(key)

    def _pace_set(self, key: str) -> None:
        """The pace changed elsewhere (Preferences): show it here and let the table follow."""
        index = self.pace.findData(key)
        if index >= 0 and index != self.pace.currentIndex():
            self.pace.setCurrentIndex(index)  # -> _pace_chosen -> paceChanged

    def show_state(self, obs: dict[str, Any]) -> None:
        """Show ``obs``. A card whose words would be the same is kept, not made again: a
        Mythos Phase changes a monster or two, and remaking every card (and laying out its
        rich text anew) blocked the GUI thread (issue 24)."""
        self.body.setText("")
        if not obs:
            self.title.setText("")
            self._show_cards([])
            return
        self.title.setText(text((obs.get("scenario") or {}).get("title")))
        lang = current_language()
        w = self.words
        wanted: list[tuple[Any, Callable[[], QWidget]]] = []
        for inv in obs.get("investigators", ()):
            wanted.append((("investigator", lang, id(self.parentWidget()),  # its hand's view
                            InvestigatorCard.inputs(inv, obs, w)),
                           lambda inv=inv: InvestigatorCard(inv, obs, self.cards,
                                                            self.parentWidget())))
        wanted.append((("monsters", lang), self._monsters_head))
        monsters = obs.get("monsters") or []
        for mon in monsters:
            wanted.append((("monster", lang, MonsterCard.inputs(mon, obs, w)),
                           lambda mon=mon: MonsterCard(mon, obs, self.cards)))
        if not monsters:
            wanted.append((("none", lang), self._none_in_sight))
        self._show_cards(wanted)
        pending = obs.get("pending")
        if pending and pending["kind"] == "trade" and pending["floor"]:
            names = join_names(self.words.name(i, obs) for i in pending["floor"])
            self.body.setText("<p><b>" + escape(self.tr("On the floor:")) + "</b> "
                              + escape(names) + "</p>")
            self.body.setToolTip(self.tr("Possessions lying in the trading investigator's "
                                         "space; pick them up in the trade"))

    def _monsters_head(self) -> QWidget:
        head = QLabel("<h4>" + escape(self.tr("Monsters")) + "</h4>", self.cards)
        head.setToolTip(self.tr("The monsters in sight; hover over one for what it does"))
        return head

    def _none_in_sight(self) -> QWidget:
        none = QLabel("<i>" + escape(self.tr("None in sight.")) + "</i>", self.cards)
        none.setToolTip(self.tr("No monster stands in an explored room"))
        return none

    def _show_cards(self, wanted: list[tuple[Any, Callable[[], QWidget]]]) -> None:
        """The cards ``wanted`` (key, maker) in order: a card shown with the same key stays
        (and keeps its place in the box where it can), the others are made."""
        keys = [key for key, _make in wanted]
        if keys == self.keys:
            return
        spare: dict[Any, list[QWidget]] = {}
        for key, widget in zip(self.keys, self.shown):
            spare.setdefault(repr(key), []).append(widget)
        shown = []
        for key, make in wanted:
            same = spare.get(repr(key))
            shown.append(same.pop(0) if same else make())
        for widgets in spare.values():
            for widget in widgets:
                self.card_box.removeWidget(widget)
                widget.hide()
                widget.deleteLater()
        for i, widget in enumerate(shown):
            item = self.card_box.itemAt(i)
            if item is None or item.widget() is not widget:
                self.card_box.removeWidget(widget)  # no-op for a new one
                self.card_box.insertWidget(i, widget)  # a new one shows with the box
        while self.card_box.count() > len(shown):
            item = self.card_box.takeAt(len(shown))
            if item.widget() is not None and item.widget() not in shown:
                item.widget().hide()
        self.keys, self.shown = keys, shown

    def labels(self) -> list[QLabel]:
        """The labels of the cards now shown, in order."""
        out = []
        for widget in self.shown:
            out += [widget] if isinstance(widget, QLabel) else widget.findChildren(QLabel)
        return out

    def text(self) -> str:
        """Everything the panel says, as rich text (tests, screen readers)."""
        hands = [", ".join(c.words() for c in w.hand.cards) for w in self.shown
                 if isinstance(w, InvestigatorCard) and w.hand.cards]
        return "\n".join([self.title.text()] + [x.text() for x in self.labels()] + hands
                         + [self.body.text()])
