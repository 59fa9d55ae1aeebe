"""Above the board in first-edition play: the round and whose turn it is with the moves and
action left, the threat (always in sight), the time period and the mutations in play, the
objective, what to do now, the last d10 test (:mod:`.testrow`), and one worded button per
legal action of the viewing seat that is no drag (grouped: an answer asked for, the story
choice, the actions, the Keeper's cards, ending the turn)."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from ...flowlayout import KEEP_WITH_NEXT, FlowLayout
from ..buttonbar import GroupedButtonBar
from .testrow import TestRow
from .words import (GROUP_ORDER, GROUPS, FirstWords, card_cost, card_name, card_text, content,
                    from_expansion)
from eldertable.engine.messages import fill
from ...plaintext import button_text, plain, set_tip, tip_words

CHIP = "border-radius: 8px; padding: 2px 8px; font-weight: bold; "


def _chip(parent, name: str, style: str) -> QLabel:
    label = plain(QLabel(parent))
    label.setObjectName(name)
    label.setStyleSheet(CHIP + style)
    return label


def _kind(button: QPushButton) -> str:
    return type(button.property("action")).__name__


class FirstBar(GroupedButtonBar):
    """Emits :attr:`chosen` with the action of the button pressed."""

    GROUP_ORDER = GROUP_ORDER
    MAX_BUTTONS = 40

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("FirstEditionBar")
        self.setAutoFillBackground(True)
        self.words = FirstWords(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        outer.setSpacing(3)
        self.top_box = QWidget(self)  # the chips and the turn, wrapping when narrow
        self.top = FlowLayout(self.top_box, spacing=8)
        self.phase = _chip(self.top_box, "phase", "background: #f2c14e; color: #1d1a16;")
        self.threat = _chip(self.top_box, "threat", "background: #6e1d1d; color: #fff4e0;")
        self.time = _chip(self.top_box, "time-period", "background: #3a6ea5; color: white;")
        self.mutations = _chip(self.top_box, "mutations",
                               "background: #5b7f2a; color: white;")
        self.info = plain(QLabel(self.top_box))  # names an investigator
        self.info.setObjectName("turn-info")
        for widget in (self.phase, self.threat, self.time, self.mutations, self.info):
            self.top.addWidget(widget)
        outer.addWidget(self.top_box)
        self._add_objective_and_prompt(outer)
        self.test = TestRow(self)
        self.test.hide()
        outer.addWidget(self.test)
        self.card = QLabel(self)  # the last card drawn or played: a combat card, say
        self.card.setObjectName("last-card")
        self.card.setWordWrap(True)
        self.card.setTextFormat(Qt.TextFormat.RichText)
        self.card.hide()
        outer.addWidget(self.card)
        self.last_card: str | None = None
        self._add_button_rows(outer)

    def show_state(self, obs: dict[str, Any], prompt: str, legal: list) -> None:
        w = self.words
        shown = bool(obs)
        for label in (self.phase, self.threat, self.time, self.mutations):
            label.setVisible(shown)
        if not shown:
            for label in (self.info, self.objective, self.prompt):
                label.setText("")
            self.test.hide()
            self.set_buttons([], obs)
            return
        self.phase.setText(self.tr("Round {n}").format(n=obs["round"]) + " \u00b7 "
                           + w.phase(obs))
        self.info.setText(self._turn(obs))
        self.threat.setText(self.tr("Threat: {n}").format(n=obs["threat"]))
        self.threat.setToolTip(self.tr("The Keeper's threat: spent on keeper actions and "
                                       "cards. The Keeper gains threat each turn for every "
                                       "investigator still playing."))
        period = obs.get("time_period")
        self.time.setVisible(bool(period))
        self.time.setText(self.tr("Time: {period}").format(period=card_name(period or "")))
        self.time.setToolTip(self.tr("The time period marker lies on this Time Period card."))
        limit = (obs.get("house_rules") or {}).get("FA-GAP-22", 10)
        self.mutations.setText(self.tr("Mutations: {n} of {max}").format(
            n=obs.get("mutations", 0), max=limit))
        self.mutations.setToolTip(self.tr("Mutation tokens in play; no more are placed once "
                                          "the supply is used up."))
        if obs.get("over"):
            self.objective.setText("")
        else:
            self.objective.setText(self.tr("Objective: {text}").format(text=w.objective(obs)))
        self.prompt.setText(prompt)
        for label in (self.objective, self.prompt):  # no empty rows (a story that is over)
            label.setVisible(bool(label.text()))
        self.test.redraw(obs)
        self._show_card()
        self.set_buttons(legal, obs)

    def card_seen(self, cid: str | None) -> None:
        """The last card a draw or a play showed (None: forget it)."""
        self.last_card = cid
        self._show_card()

    def _show_card(self) -> None:
        cid = self.last_card
        self.card.setVisible(bool(cid))
        if not cid:
            return
        deck = self.words.deck(cid)
        mark = (f' <span style="color:#6b8e23">[{escape(self.words.expansion())}]</span>'
                if from_expansion(cid) else "")
        self.card.setText(f"<b>{escape(deck)}: {escape(card_name(cid))}</b>{mark} — "
                          + escape(card_text(cid)))
        self.card.setToolTip(self.tr("The last card drawn or played")
                             + ("\n" + self.tr("Its mark: a card of the Forbidden Alchemy "
                                               "expansion") if mark else ""))

    def _turn(self, obs: dict[str, Any]) -> str:
        if obs.get("phase") != "investigator":
            return ""
        invs = obs["investigators"]
        me = invs[obs["active"]] if 0 <= obs["active"] < len(invs) else None
        if me is None:
            return ""
        return fill(self.tr("{who}'s turn: {moves} {moves|move|moves}, {actions} "
                            "{actions|action|actions} left"),
            who=content(me["name"]), moves=me["moves"], actions=me["action"])

    def set_buttons(self, legal: list, obs: dict[str, Any]) -> None:
        targets: dict[str, list] = {}  # a keeper action on one of several investigators
        for act in legal:
            if type(act).__name__ == "KeeperAction" and act.target and act.to < 0:
                targets.setdefault(act.card, []).append(act)
        folded = {card: acts for card, acts in targets.items() if len(acts) > 1}
        super().set_buttons([a for a in legal if type(a).__name__ != "KeeperAction"
                             or a.card not in folded or a is folded[a.card][0]], obs)
        for button in self.buttons:
            act = button.property("action")
            if type(act).__name__ == "KeeperAction" and act.card in folded and act.to < 0:
                self._target_menu(button, folded[act.card], obs)
        for caption in self.captions:  # never a caption at a line's end, its buttons below
            caption.setProperty(KEEP_WITH_NEXT, True)
        self._add_keys()

    def _target_menu(self, button: QPushButton, acts: list, obs: dict[str, Any]) -> None:
        """One button for a keeper action card, its investigators in a menu (instead of a
        button per card and investigator, which pushed the board out of sight)."""
        first = acts[0]
        button.clicked.disconnect()
        button.setText(button_text(self.tr("{card} on\u2026 ({cost} threat)").format(
            card=card_name(first.card), cost=card_cost(first.card))))
        set_tip(button, card_text(first.card) + "\n" + self.tr(
            "Choose the investigator from the list."))
        menu = QMenu(button)
        menu.setObjectName("keeper-targets")
        for act in acts:
            item = menu.addAction(button_text(self.words.name(act.target, obs)))
            item.setData(act)
            item.triggered.connect(lambda _=False, a=act: self.chosen.emit(a))
        button.setMenu(menu)

    def _add_keys(self) -> None:
        """Keys for the buttons, named in their tooltips: 1 to 9 answer what is asked (in
        the buttons' order), E ends the turn, X explores (as on the map walk's table)."""
        keys: dict[QPushButton, str] = {}
        answers = [b for b in self.buttons if GROUPS.get(_kind(b)) == "answer"]
        for i, button in enumerate(answers[:9]):
            keys[button] = str(i + 1)
        for button in self.buttons:
            key = {"EndTurn": "E", "KeeperEnd": "E", "Explore": "X"}.get(_kind(button))
            if key is not None:
                keys[button] = key
        for button, key in keys.items():
            button.setShortcut(QKeySequence(key))
            tip = tip_words(button)
            set_tip(button, self.tr("{tip} (key: {key})").format(tip=tip, key=key) if tip
                    else self.tr("Key: {key}").format(key=key))

    def _group(self, act) -> str | None:
        group = GROUPS.get(type(act).__name__)
        if group == "keeper" and getattr(act, "to", -1) >= 0:
            return None  # moving one monster: a drag of that monster on the board
        return group

    def _group_captions(self) -> dict[str, str]:
        return {"answer": self.tr("Choose:"), "story": self.tr("Story choice:"),
                "act": self.tr("Action:"), "keeper": self.tr("Keeper:"),
                "end": self.tr("End:")}

    def _tooltip(self, act, obs: dict[str, Any]) -> str:
        return self.words.tooltip(act, obs)

    def _bold(self, act, group: str) -> bool:
        return group == "end"

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        inner, rows = self._button_rows_height(width)
        self.button_box.setFixedHeight(max(self.row_height, rows) if self.buttons else 0)
        self.top_box.setFixedHeight(self.top.heightForWidth(inner))
        return self.layout().totalHeightForWidth(width)
