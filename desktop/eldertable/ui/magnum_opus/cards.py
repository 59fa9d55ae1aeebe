"""What the table shows of a card: the frame it is drawn in, its words, its icons, its tooltip.

The data comes from the game's public ``card_info`` (after the house rules in force); the
names and texts are content messages translated in the ``content:magnum-opus`` context.
A :class:`Face` is computed once per card id and language and then only drawn.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject

from ...games.magnum_opus import card_id, card_info
from .. import i18n
from ..i18n import join_names, tr_msg
from ..plaintext import escape as _esc
from eldertable.engine.messages import fill

ART = "art/magnum_opus"
CLUE_TYPES = ("albedo", "rubedo", "putrefactio")


def art(name: str) -> str:
    """The asset path of one of our Magnum Opus pictures."""
    return f"{ART}/{name}.svg"




@dataclass(frozen=True)
class Corner:
    """An icon with a number on it (a flask, a tag, a coin …)."""

    icon: str
    value: str


@dataclass(frozen=True)
class Face:
    card: str  # the card id
    frame: str  # asset path of the frame
    name: str
    kind: str  # the type line
    text: str  # the rules text
    summary: str = ""  # large words for the body (what a Discovery gives, …)
    left: Corner | None = None
    right: Corner | None = None
    bottom: tuple[Corner, ...] = ()
    table_ok: bool = False
    tooltip: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


class MagnumOpusCards(QObject):
    """Faces of cards under one set of house rules, cached per language. (A QObject for
    its words: their translation context is the class name.)"""

    def __init__(self, house_rules: dict[str, Any] | None) -> None:
        super().__init__()
        self.house = dict(house_rules or {})
        self._faces: dict[tuple[str, str], Face] = {}
        self._info: dict[str, Any] = {}

    def info(self, card: str):
        cid = card_id(card)
        found = self._info.get(cid)
        if found is None:
            found = self._info[cid] = card_info(cid, self.house)
        return found

    def name(self, card: str) -> str:
        return tr_msg(self.info(card).name)

    def face(self, card: str) -> Face:
        cid = card_id(card)
        key = (cid, i18n.current_language())
        face = self._faces.get(key)
        if face is None:
            face = self._faces[key] = self._build(cid)
        return face

    def clue_face(self, clue_type: str, reagent: str | None) -> Face:
        """A Clue card: its stage, and the Reagent it names when the viewer may see it."""
        base = self.face(f"clue-{clue_type}")
        if not reagent:
            return base
        name = self.name(reagent)
        tip = base.tooltip + "<p><b>" + _esc(
            self.tr("This Clue names: {reagent}").format(reagent=name)) + "</b></p>"
        return Face(base.card, base.frame, base.name, base.kind, base.text, name,
                    tooltip=tip, extra={"reagent": reagent})

    # ---- building

    def _build(self, cid: str) -> Face:
        c = self.info(cid)
        name = tr_msg(c.name)
        text = tr_msg(c.text)
        group = c.group
        left = right = None
        bottom: tuple[Corner, ...] = ()
        summary = ""
        if group == "reagent":
            frame = art(f"reagent-{c.kind}")
            kind = (self.tr("Alchemical Reagent") if c.kind == "alchemical"
                    else self.tr("Mystic Reagent"))
            left = Corner("volatility", str(c.vol))
            right = Corner("cost", str(c.cost))
        elif group == "tradeskill":
            frame = art(f"tradeskill-{c.level}")
            kind = {"apprentice": self.tr("Apprentice Tradeskill"),
                    "journeyman": self.tr("Journeyman Tradeskill")}.get(c.level,
                                                                  self.tr("Master Tradeskill"))
            if c.cost:
                right = Corner("cost", str(c.cost))
            if c.level == "master":
                left = Corner("master", str(c.flask))
            bottom = (Corner("gold", str(c.gold)), Corner("cards", str(c.cards)))
        elif group == "action":
            frame = art("action")
            kind = self.tr("Action")
            summary = self.tr("Starts a transmutation") if c.starts else ""
        elif group in ("effect", "research"):
            types = set(c.types)
            if group == "research":
                frame = art("research")
            elif "tool" in types:
                frame = art("effect-tool")
            elif "knowledge" in types:
                frame = art("effect-knowledge")
            elif "action" in types:
                frame = art("effect-action")
            else:
                frame = art("effect-artifact")
            kind = " \u00b7 ".join(self._type_word(t) for t in c.types)
            if c.modifier:
                left = Corner("modifier", _signed(c.modifier))
            summary = self._ops_summary(c.on_play)
        elif group == "discovery":
            frame = art("discovery")
            kind = self.tr("Clue Discovery") if c.clue else self.tr("Discovery")
            clue = tr_msg(self.info(f"clue-{c.clue}").name) if c.clue else ""
            summary = (self.tr("The {clue} Clue").format(clue=clue) if c.clue
                       else self._ops_summary(c.ops))
        else:  # a Clue card
            frame = art(f"clue-{c.clue}")
            kind = self.tr("Clue")
        face = Face(cid, frame, name, kind, text, summary, left, right, bottom,
                    bool(c.table_ok))
        return dataclasses.replace(face, tooltip=self._tooltip(face, c))

    def _type_word(self, tag: str) -> str:
        return {"effect": self.tr("Effect"), "artifact": self.tr("Artifact"),
                "knowledge": self.tr("Knowledge"), "tool": self.tr("Tool"),
                "preparation": self.tr("Preparation"), "research": self.tr("Research"),
                "action": self.tr("Action")}.get(tag, tag)

    def _ops_summary(self, ops) -> str:
        parts = []
        for op in ops:
            name = op[0]
            if name == "gain_gold":
                parts.append(self.tr("+{n} Gold").format(n=op[1]))
            elif name == "gain_experience":
                parts.append(self.tr("+{n} Experience").format(n=op[1]))
            elif name == "gain_card":
                parts.append(self.tr("Gain {card}").format(card=self.name(op[1])))
            elif name == "choose_card":
                parts.append(self.tr("Gain one of: {cards}").format(
                    cards=join_names(self.name(x) for x in op[1])))
            elif name == "gain_research":
                parts.append(self.tr("+{n} Research card").format(n=op[1]))
            elif name == "free_reagents":
                parts.append(self.tr("{n} free Reagents").format(n=op[1]))
            elif name == "incinerate":
                parts.append(self.tr("Burn a card from your discard pile"))
            elif name == "reveal_discovery":
                parts.append(self.tr("Turn up another Discovery"))
        return "\n".join(parts)

    def _tooltip(self, face: Face, c) -> str:
        facts = []
        if c.group == "reagent":
            facts.append(self.tr("Volatility {n}").format(n=c.vol))
            facts.append(self.tr("Cost {n} Gold").format(n=c.cost))
        elif c.group == "tradeskill":
            facts.append(fill(self.tr("{gold} Gold or {cards} {cards|card|cards}"), gold=c.gold,
                                                                        cards=c.cards))
            if c.level == "master":
                facts.append(self.tr("Gold only on a roll of {n} or more").format(n=c.flask))
            if c.cost:
                facts.append(self.tr("Cost {n} Gold").format(n=c.cost))
        if c.group in ("effect", "research") and c.modifier:
            facts.append(self.tr("Modifier {n}").format(n=_signed(c.modifier)))
        if c.table_ok:
            facts.append(self.tr("May go on the Table"))
        out = f"<b>{_esc(face.name)}</b><br><i>{_esc(face.kind)}</i>"
        if facts:
            out += "<br>" + _esc(" \u00b7 ".join(facts))
        if face.summary and c.group == "discovery":
            out += "<br>" + _esc(face.summary).replace("\n", "<br>")
        if face.text:
            out += f"<p>{_esc(face.text)}</p>"
        return out

