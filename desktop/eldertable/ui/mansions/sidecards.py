"""The cards of the Mansions side panel: one per investigator (health and sanity left, the
six skills, the ability, clues, and a hand of cards (:mod:`.hand`): possessions, Damage and
Horror face up or face down, conditions) and one
per visible monster (its ratings, with what it does on hover). Every line has a tooltip.
Filled from the observation only; the monsters' activation data is static content."""

from __future__ import annotations

from html import escape, unescape
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout

from ...engine.messages import Msg
from ..i18n import tr_msg
from ..art import svg_pixmap
from .hand import HandEntry, HandRow
from .pieces import figure_picture
from .words import CC, MansionsWords, _content, base_id, text
from eldertable.engine.messages import fill
from ..plaintext import rich, tip as tip_text

PORTRAIT = 34  # a monster card's standee, logical pixels
SKILLS = ("strength", "agility", "observation", "lore", "influence", "will")


def _label(parent, html: str, tip: str, name: str) -> QLabel:
    label = QLabel(html, parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setToolTip(rich(tip))  # HTML, its words escaped
    return label


def _left(inv: dict[str, Any], what: str) -> int:
    held = len(inv[what]["up"]) + inv[what]["down"]
    return max(0, inv["health" if what == "damage" else "sanity"] - held)


class InvestigatorCard(QFrame):
    def __init__(self, inv: dict[str, Any], obs: dict[str, Any], parent=None, view=None):
        super().__init__(parent)
        self.setObjectName(f"investigator-{inv['id']}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        w = MansionsWords(self)
        self.words = w
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 4, 6, 4)
        box.setSpacing(2)
        name = escape(w.name(inv["id"], obs))
        state = [s for s, on in ((self.tr("eliminated"), not inv["alive"]),
                                 (self.tr("wounded"), inv["wounded"]),
                                 (self.tr("insane"), inv["insane"])) if on]
        head = f"<b>{name}</b>" + (f" <i>({escape(', '.join(state))})</i>" if state else "")
        active = obs.get("active") == inv["id"]
        if active:
            head = "\u25b6 " + head
        where = w.space(inv["space"], obs) if inv["space"] is not None else ""
        tip = (self.tr("{who} is taking a turn, in {where}.") if active else
               self.tr("{who}, in {where}.")).format(who=name, where=escape(where))
        if inv["alive"] and obs.get("phase") == "investigator" and not active:
            tip += " " + (self.tr("Has acted this round.") if inv["acted"]
                          else self.tr("Has not acted yet this round."))
        box.addWidget(_label(self, head, tip, "name"))
        health, sanity = _left(inv, "damage"), _left(inv, "horror")
        box.addWidget(_label(
            self, escape(self.tr("Health {left}/{max} \u00b7 Sanity {sleft}/{smax} \u00b7 "
                                 "Clues {clues}").format(left=health, max=inv["health"],
                                                         sleft=sanity, smax=inv["sanity"],
                                                         clues=inv["clues"])),
            self.tr("Health and sanity left of the most this investigator has. Each Damage "
                    "card takes one health, each Horror card one sanity; at none left the "
                    "investigator is wounded or goes insane. Clues turn investigation results "
                    "into successes."), "vitals"))
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(0)
        for i, skill in enumerate(SKILLS):
            value = inv["skills"].get(skill, 0)
            cell = _label(self, f"{escape(w.skill(skill))} <b>{value}</b>",
                          fill(self.tr("{skill}: {n} {n|die|dice} in a {skill} test, before "
                                       "modifiers."), skill=w.skill(skill), n=value),
                          f"skill-{skill}")
            grid.addWidget(cell, i // 2, i % 2)
        box.addLayout(grid)
        ability = text(inv.get("ability"))
        if ability:
            box.addWidget(_label(self, "<i>" + escape(ability) + "</i>",
                                 self.tr("{who}'s ability").format(who=name), "ability"))
        self.hand = HandRow(self.hand_entries(inv, obs, w), view, self)
        box.addWidget(self.hand)
        self.hand.setToolTip(tip_text(self.tr("{who}'s cards: click one, or rest the mouse on it, "
                                         "to read it large").format(who=unescape(name))))

    @staticmethod
    def inputs(inv: dict[str, Any], obs: dict[str, Any], w: MansionsWords) -> tuple:
        """All that the card for ``inv`` is made from: the same inputs, the same card."""
        return (inv, w.name(inv["id"], obs), obs.get("active") == inv["id"], obs.get("phase"),
                w.space(inv["space"], obs) if inv["space"] is not None else "",
                InvestigatorCard.hand_entries(inv, obs, w))

    @staticmethod
    def hand_entries(inv: dict[str, Any], obs, w: MansionsWords) -> list[HandEntry]:
        """Items, spells, face-up then face-down Damage and Horror, and conditions."""
        out = [HandEntry(t, kind, w.name(t, obs), card_text(t))
               for kind, things in (("item", inv["items"]), ("spell", inv["spells"]),
                                    ("damage", inv["damage"]["up"]))
               for t in things]
        out += [HandEntry(None, "damage")] * inv["damage"]["down"]
        out += [HandEntry(t, "horror", w.name(t, obs), card_text(t)) for t in inv["horror"]["up"]]
        out += [HandEntry(None, "horror")] * inv["horror"]["down"]
        out += [HandEntry(t, "condition", w.name(t, obs), card_text(t))
                for t in inv["conditions"]]
        return out


def card_text(thing: str) -> str:
    """The text of a possession, spell, card or condition (static content)."""
    c = _content()
    for table in (c.items, c.spells, c.cards, c.conditions):
        data = table.get(base_id(thing))
        if data is not None and data.get("text"):
            return tr_msg(Msg(data["text"], CC))
    return ""


class MonsterCard(QFrame):
    def __init__(self, mon: dict[str, Any], obs: dict[str, Any], parent=None):
        super().__init__(parent)
        self.setObjectName(f"monster-{mon['id']}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        w = MansionsWords(self)
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 4, 6, 4)
        box.setSpacing(1)
        name = escape(w.name(mon["id"], obs))
        where = escape(w.space(mon["space"], obs))
        line = self.tr("health {left}/{h} \u00b7 horror {horror}").format(
            left=mon["health"] - mon["damage"], h=mon["health"], horror=mon["horror"])
        if mon["flying"]:
            line += " \u00b7 " + self.tr("flying")
        tip = self.stats(mon)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        head = self.tr("{name} ({where})").format(name=f"<b>{name}</b>", where=where)
        stats = _label(self, f"{head}<br>{escape(line)}", tip, "stats")
        portrait = QLabel(self)  # the standee the board shows for it
        portrait.setObjectName("portrait")
        pixmap = svg_pixmap(figure_picture(mon.get("kind") or base_id(mon["id"])),
                            QSize(PORTRAIT, PORTRAIT), self.devicePixelRatioF())
        if pixmap is not None:
            portrait.setPixmap(pixmap)
        portrait.setFixedSize(PORTRAIT, PORTRAIT)
        portrait.setToolTip(rich(tip))
        row.addWidget(portrait)
        row.addWidget(stats, 1)
        box.addLayout(row)
        self.setToolTip(rich(tip))

    @staticmethod
    def inputs(mon: dict[str, Any], obs: dict[str, Any], w: MansionsWords) -> tuple:
        """All that the card for ``mon`` is made from: the same inputs, the same card."""
        return mon, w.name(mon["id"], obs), w.space(mon["space"], obs)

    def stats(self, mon: dict[str, Any]) -> str:
        lines = [self.tr("Health: {h} ({d} damage taken)").format(h=mon["health"],
                                                                   d=mon["damage"]),
                 self.tr("Horror: {n} (the horror check against it)").format(n=mon["horror"]),
                 self.tr("Awareness: {n} (evading it)").format(n=mon["awareness"]),
                 self.tr("Brawn: {n} (dice against a barricade)").format(n=mon["brawn"])]
        if mon["flying"]:
            lines.append(self.tr("Flying: it passes over what stops others."))
        act = (_content().monsters.get(mon.get("kind", "")) or {}).get("activation")
        if act:
            target = {"nearest": self.tr("the nearest investigator"),
                      "farthest": self.tr("the farthest investigator"),
                      "lowest-health": self.tr("the investigator with the least health left"),
                      "lowest-sanity": self.tr("the investigator with the least sanity left"),
                      }.get(act["target"], act["target"])
            lines.append(fill(self.tr("Each Monster step it moves up to {n} {n|space|spaces} "
                                      "toward {target}"), n=act["move"], target=target))
            lines.append(self.tr("and attacks from within range.") if act["reach"] == "ranged"
                         else self.tr("and attacks in its target's space."))
            if act["flee_at"]:
                lines.append(self.tr("With {n} health left or less it backs away instead.")
                             .format(n=act["flee_at"]))
        return "<br>".join(escape(x) for x in lines)
