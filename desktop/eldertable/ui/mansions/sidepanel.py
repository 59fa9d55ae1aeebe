"""Beside the Mansions board: the scenario's title, each investigator (health and sanity
left, face-up Damage and Horror cards, conditions, possessions, clues, wounded or insane),
the visible monsters, and what lies on the floor of a trade. Filled from the observation on
every change."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout

from .words import MansionsWords, text

WIDTH = 270


class SidePanel(QScrollArea):
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
        self.title = QLabel(box)
        self.title.setObjectName("scenario-title")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.body = QLabel(box)
        self.body.setObjectName("panel-body")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.title)
        layout.addWidget(self.body, 1)
        self.setWidget(box)

    def show_state(self, obs: dict[str, Any]) -> None:
        if not obs:
            self.title.setText("")
            self.body.setText("")
            return
        self.title.setText(text((obs.get("scenario") or {}).get("title")))
        parts = [self._investigator(inv, obs) for inv in obs.get("investigators", ())]
        monsters = obs.get("monsters") or []
        parts.append("<h4>" + escape(self.tr("Monsters")) + "</h4>")
        if monsters:
            parts.extend(self._monster(m, obs) for m in monsters)
        else:
            parts.append("<i>" + escape(self.tr("None in sight.")) + "</i>")
        pending = obs.get("pending")
        if pending and pending["kind"] == "trade" and pending["floor"]:
            names = ", ".join(self.words.name(i, obs) for i in pending["floor"])
            parts.append("<p><b>" + escape(self.tr("On the floor:")) + "</b> "
                         + escape(names) + "</p>")
        self.body.setText("".join(parts))

    def _names(self, things, obs) -> str:
        return ", ".join(escape(self.words.name(t, obs)) for t in things)

    def _investigator(self, inv: dict[str, Any], obs: dict[str, Any]) -> str:
        w = self.words
        name = escape(w.name(inv["id"], obs))
        damage = len(inv["damage"]["up"]) + inv["damage"]["down"]
        horror = len(inv["horror"]["up"]) + inv["horror"]["down"]
        lines = []
        state = []
        if not inv["alive"]:
            state.append(self.tr("eliminated"))
        if inv["wounded"]:
            state.append(self.tr("wounded"))
        if inv["insane"]:
            state.append(self.tr("insane"))
        head = f"<b>{name}</b>" + (f" <i>({escape(', '.join(state))})</i>" if state else "")
        if obs.get("active") == inv["id"]:
            head = "\u25b6 " + head
        lines.append(head)
        lines.append(escape(self.tr("Health {left}/{max} \u00b7 Sanity {sleft}/{smax} \u00b7 "
                                    "Clues {clues}").format(
            left=max(0, inv["health"] - damage), max=inv["health"],
            sleft=max(0, inv["sanity"] - horror), smax=inv["sanity"], clues=inv["clues"])))
        if inv["damage"]["up"]:
            lines.append(escape(self.tr("Damage:")) + " " + self._names(inv["damage"]["up"], obs))
        if inv["horror"]["up"]:
            lines.append(escape(self.tr("Horror:")) + " " + self._names(inv["horror"]["up"], obs))
        if inv["conditions"]:
            lines.append(escape(self.tr("Conditions:")) + " "
                         + self._names(inv["conditions"], obs))
        things = list(inv["items"]) + list(inv["spells"])
        if things:
            lines.append(escape(self.tr("Carries:")) + " " + self._names(things, obs))
        return "<p>" + "<br>".join(lines) + "</p>"

    def _monster(self, mon: dict[str, Any], obs: dict[str, Any]) -> str:
        name = escape(self.words.name(mon["id"], obs))
        text = self.tr("damage {d}/{h} \u00b7 horror {horror}").format(
            d=mon["damage"], h=mon["health"], horror=mon["horror"])
        if mon["flying"]:
            text += " \u00b7 " + self.tr("flying")
        where = self.words.space(mon["space"], obs)
        return f"<p><b>{name}</b> ({escape(where)})<br>{escape(text)}</p>"
