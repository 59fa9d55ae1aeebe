"""Beside the board in first-edition play: the story's title, a card per investigator
(health and sanity left, the six attributes, skill points, hiding, mutations; its items,
spells and cards kept as a hand of cards, :mod:`..hand`), a card per monster (its standee portrait, class, awareness, horror
rating, and its token back once the viewing seat may see it), damage and horror taken as
counters with icons (:mod:`.panelparts`), and the Keeper: threat, keeper actions, the hand
and the story choice. The hand's cards and the story choice are in the observation only
for the Keeper's seat; any other seat sees how many cards and whether a choice was made."""

from __future__ import annotations

import re
from html import escape, unescape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout

from ..hand import HandEntry, HandRow
from ..sidecards import _label
from .panelparts import Counters, PortraitLine
from .words import FirstWords, card_cost, card_name, card_text, content, scenario_model
from ...i18n import join_names
from ...plaintext import tip
from eldertable.engine.messages import fill

WIDTH = 300
ATTRS = ("strength", "dexterity", "intellect", "luck", "marksmanship", "will")


class FirstPanel(QScrollArea):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("FirstEditionPanel")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.words = FirstWords(self)
        box = QFrame(self)
        box.setAutoFillBackground(True)
        self.box = QVBoxLayout(box)
        self.box.setContentsMargins(10, 8, 10, 8)
        self.box.setSpacing(6)
        self.box.addStretch(1)
        self.setWidget(box)
        self.shown: list[QLabel] = []

    def show_state(self, obs: dict[str, Any]) -> None:
        for label in self.shown:
            self.box.removeWidget(label)
            label.hide()
            label.deleteLater()
        self.shown = []
        if not obs:
            return
        title = scenario_model(obs.get("scenario") or "").meta.title
        self._add(f"<h3>{escape(content(title))}</h3>", self.tr("The story being played"),
                  "story-title")
        for inv in obs["investigators"]:
            self._add(self._investigator(inv, obs), self.tr("An investigator: what is left "
                                                            "of health and sanity, the "
                                                            "attributes tests roll under"),
                      f"investigator-{inv['id']}")
            self._counters(inv)
            self._hand(inv)
        self._add("<b>" + escape(self.tr("Monsters")) + "</b>",
                  self.tr("The monsters on the map"), "monsters-head")
        for mon in obs["monsters"]:
            line = PortraitLine(self.widget(), self._monster(mon),
                                self.tr("A monster: evade checks take its awareness, horror "
                                        "checks its horror rating"), f"monster-{mon['id']}",
                                mon.get("kind") or "")
            self.box.insertWidget(self.box.count() - 1, line)
            self.shown.append(line)
        self._add(self._keeper(obs), self.tr("The Keeper's side of the table"), "keeper")

    def _add(self, html: str, tip: str, name: str) -> None:
        label = _label(self.widget(), html, tip, name)
        label.setFrameShape(QFrame.Shape.StyledPanel)
        label.setMargin(4)
        # the panel's width, never a long word's: it wraps instead of widening the panel
        label.setMinimumWidth(1)
        self.box.insertWidget(self.box.count() - 1, label)
        self.shown.append(label)

    def _investigator(self, inv: dict[str, Any], obs: dict[str, Any]) -> str:
        w = self.words
        name = escape(content(inv["name"]))
        if not inv["alive"]:
            return f"<b>{name}</b> \u2014 " + escape(self.tr("out of the story"))
        if inv["escaped"]:
            return f"<b>{name}</b> \u2014 " + escape(self.tr("escaped the house"))
        lines = [f"<b>{name}</b>" + (" \u2014 " + escape(w.room(inv["room"], obs))
                                      if inv["room"] else "")]
        lines.append(escape(self.tr("Health {h} of {H} \u00b7 Sanity {s} of {S} \u00b7 "
                                    "Skill points {p}").format(
            h=inv["health"] - inv["damage"], H=inv["health"], s=inv["sanity"] - inv["horror"],
            S=inv["sanity"], p=inv["skill_points"])))
        lines.append(escape(" \u00b7 ".join(f"{w.attribute(a)} {inv['attributes'][a]}"
                                            for a in ATTRS if a in inv["attributes"])))
        power = w.power(inv.get("power") or "")
        if power:
            lines.append("<i>" + escape(power) + "</i>")
        status = []
        if inv["hidden"]:
            status.append(self.tr("hidden in the Mists of Releh") if inv["hidden"] == "mists"
                          else self.tr("hidden"))
        if inv["stunned"]:
            status.append(self.tr("stunned"))
        if inv["mutations"]:
            status.append(fill(self.tr("{n} {n|mutation|mutations}"), n=inv["mutations"]))
        if inv["clues"]:
            status.append(fill(self.tr("{n} {n|clue|clues}"), n=inv["clues"]))
        if status:
            lines.append("<i>" + escape(join_names(status)) + "</i>")
        return "<br>".join(lines)  # items, spells and cards kept: the hand below (.hand)

    def _counters(self, inv: dict[str, Any]) -> None:
        """Damage and horror taken, as counters with their icons (first edition counts
        them; it has no Damage or Horror cards)."""
        if not inv["alive"] or inv["escaped"]:
            return
        counters = Counters(self.widget(), inv, f"counters-{inv['id']}")
        self.box.insertWidget(self.box.count() - 1, counters)
        self.shown.append(counters)

    def _hand(self, inv: dict[str, Any]) -> None:
        entries = [HandEntry(c, kind, card_name(c), card_text(c))
                   for kind, cids in (("item", inv["items"]), ("spell", inv["spells"]),
                                      ("card", inv["kept"]))
                   for c in cids]
        if not entries or not inv["alive"] or inv["escaped"]:
            return
        hand = HandRow(entries, self.parentWidget(), self.widget())
        hand.setObjectName(f"hand-{inv['id']}")
        hand.setToolTip(tip(self.tr("Items, spells and cards kept: click one, or rest the "
                                    "mouse on it, to read it large")))
        self.box.insertWidget(self.box.count() - 1, hand)
        self.shown.append(hand)

    def _monster(self, mon: dict[str, Any]) -> str:
        w = self.words
        head = f"<b>{escape(w.monster(mon))}</b> ({escape(w.monster_class(mon['class']))}" + (
            ", " + escape(self.tr("flying")) if mon["flying"] else "") + ")"
        lines = [head, escape(self.tr("Awareness {a:+d} \u00b7 Horror rating {h:+d}").format(
            a=mon["awareness"], h=mon["horror_rating"]))]
        back = mon.get("back")
        if back:
            lines.append(escape(self.tr("Health {h} of {H} \u00b7 Damage {d} \u00b7 Horror "
                                        "{x}").format(h=back["health"] - mon["damage"],
                                                      H=back["health"], d=back["damage"],
                                                      x=back["horror"])))
            if back.get("special"):
                lines.append("<i>" + escape(content(back["special"])) + "</i>")
        else:
            lines.append("<i>" + escape(self.tr("Its token back is face down.")) + "</i>")
            if mon["damage"]:
                lines.append(escape(self.tr("Damage taken: {n}").format(n=mon["damage"])))
        return "<br>".join(lines)

    def _keeper(self, obs: dict[str, Any]) -> str:
        lines = ["<b>" + escape(self.tr("The Keeper")) + "</b> \u2014 "
                 + escape(self.tr("threat {n}").format(n=obs["threat"]))]
        acts = [self.tr("{card} ({cost})").format(card=card_name(k["id"]), cost=k["cost"])
                + (" \u2713" if k["used"] else "") for k in obs["keeper_actions"]]
        lines.append(escape(self.tr("Keeper actions: {cards}").format(cards=join_names(acts))))
        hand = obs.get("hand")
        if hand is None:
            lines.append(escape(fill(self.tr("Hand: {n} {n|card|cards}, face down"),
                n=obs["hand_size"])))
            lines.append(escape(self.tr("Story choice: made in secret") if obs["story_chosen"]
                                else self.tr("Story choice: not made yet")))
            return "<br>".join(lines)
        lines.append(escape(self.tr("Hand:")))
        for cid in hand:
            lines.append("\u2022 <b>" + escape(card_name(cid)) + "</b> ("
                         + escape(self.tr("{n} threat").format(n=card_cost(cid))) + "): "
                         + escape(card_text(cid)))
        choice = obs.get("story_choice")
        option = self.words.option(choice, obs) if choice else None
        if option is not None:
            lines.append(escape(self.tr("Your story choice: {title}").format(
                title=content(option.title))) + "<br><i>" + escape(content(option.summary))
                + "</i>")
        else:
            lines.append(escape(self.tr("Story choice: not made yet")))
        return "<br>".join(lines)

    def text(self) -> str:
        """Everything the panel says, as plain text (tests, screen readers)."""
        return "\n".join(unescape(re.sub(r"<[^>]+>", "", label.text().replace("<br>", "\n")))
                         for label in self.shown)
