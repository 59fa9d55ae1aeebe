"""What the table shows of a card: the frame it is drawn in, its words, its icons, its tooltip.

The data comes from the game's public ``card_info`` (after the house rules in force); the
names and texts are content messages translated in the ``content:magnum-opus`` context.
A :class:`Face` is computed once per card id and language and then only drawn.
"""

from __future__ import annotations

import dataclasses
import html
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...games.magnum_opus import card_id, card_info
from .. import i18n
from ..i18n import tr_msg

ART = "art/magnum_opus"
CLUE_TYPES = ("albedo", "rubedo", "putrefactio")
_C = "MagnumOpusCards"


def _t(text: str) -> str:
    return QCoreApplication.translate(_C, text)


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


class CardBook:
    """Faces of cards under one set of house rules, cached per language."""

    def __init__(self, house_rules: dict[str, Any] | None) -> None:
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
        tip = base.tooltip + "<p><b>" + html.escape(
            _t("This Clue names: {reagent}").format(reagent=name)) + "</b></p>"
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
            kind = _t("Alchemical Reagent") if c.kind == "alchemical" else _t("Mystic Reagent")
            left = Corner("volatility", str(c.vol))
            right = Corner("cost", str(c.cost))
        elif group == "tradeskill":
            frame = art(f"tradeskill-{c.level}")
            kind = {"apprentice": _t("Apprentice Tradeskill"),
                    "journeyman": _t("Journeyman Tradeskill")}.get(c.level,
                                                                  _t("Master Tradeskill"))
            if c.cost:
                right = Corner("cost", str(c.cost))
            if c.level == "master":
                left = Corner("master", str(c.flask))
            bottom = (Corner("gold", str(c.gold)), Corner("cards", str(c.cards)))
        elif group == "action":
            frame = art("action")
            kind = _t("Action")
            summary = _t("Starts a transmutation") if c.starts else ""
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
            kind = " \u00b7 ".join(_type_word(t) for t in c.types)
            if c.modifier:
                left = Corner("modifier", _signed(c.modifier))
            summary = _ops_summary(self, c.on_play)
        elif group == "discovery":
            frame = art("discovery")
            kind = _t("Clue Discovery") if c.clue else _t("Discovery")
            summary = (_t("The {clue} Clue").format(clue=tr_msg(self.info(f"clue-{c.clue}").name))
                       if c.clue else _ops_summary(self, c.ops))
        else:  # a Clue card
            frame = art(f"clue-{c.clue}")
            kind = _t("Clue")
        face = Face(cid, frame, name, kind, text, summary, left, right, bottom,
                    bool(c.table_ok))
        return dataclasses.replace(face, tooltip=_tooltip(face, c))


def _type_word(tag: str) -> str:
    return {"effect": _t("Effect"), "artifact": _t("Artifact"), "knowledge": _t("Knowledge"),
            "tool": _t("Tool"), "preparation": _t("Preparation"), "research": _t("Research"),
            "action": _t("Action")}.get(tag, tag)


def _ops_summary(book: CardBook, ops) -> str:
    parts = []
    for op in ops:
        name = op[0]
        if name == "gain_gold":
            parts.append(_t("+{n} Gold").format(n=op[1]))
        elif name == "gain_experience":
            parts.append(_t("+{n} Experience").format(n=op[1]))
        elif name == "gain_card":
            parts.append(_t("Gain {card}").format(card=book.name(op[1])))
        elif name == "choose_card":
            parts.append(_t("Gain one of: {cards}").format(
                cards=", ".join(book.name(x) for x in op[1])))
        elif name == "gain_research":
            parts.append(_t("+{n} Research card").format(n=op[1]))
        elif name == "free_reagents":
            parts.append(_t("{n} free Reagents").format(n=op[1]))
        elif name == "incinerate":
            parts.append(_t("Burn a card of your discard pile"))
        elif name == "reveal_discovery":
            parts.append(_t("Turn up another Discovery"))
    return "\n".join(parts)


def _tooltip(face: Face, c) -> str:
    facts = []
    if c.group == "reagent":
        facts.append(_t("Volatility {n}").format(n=c.vol))
        facts.append(_t("Cost {n} Gold").format(n=c.cost))
    elif c.group == "tradeskill":
        facts.append(_t("{gold} Gold or {cards} cards").format(gold=c.gold, cards=c.cards))
        if c.level == "master":
            facts.append(_t("Gold only on a roll of {n} or more").format(n=c.flask))
        if c.cost:
            facts.append(_t("Cost {n} Gold").format(n=c.cost))
    if c.group in ("effect", "research") and c.modifier:
        facts.append(_t("Modifier {n}").format(n=_signed(c.modifier)))
    if c.table_ok:
        facts.append(_t("May go on the Table"))
    out = f"<b>{html.escape(face.name)}</b><br><i>{html.escape(face.kind)}</i>"
    if facts:
        out += "<br>" + html.escape(" \u00b7 ".join(facts))
    if face.summary and c.group == "discovery":
        out += "<br>" + html.escape(face.summary).replace("\n", "<br>")
    if face.text:
        out += f"<p>{html.escape(face.text)}</p>"
    return out
