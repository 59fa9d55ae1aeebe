"""What the table shows of a card or an investigator: the frame it is drawn in, its words, its
numbers and its tooltip, from the content data (never from the state)."""

from __future__ import annotations

import html
from dataclasses import dataclass

from ..i18n import current_language, join_names, tr_msg
from .paint import art
from .words import Words

FRAMES = {"cultist", "monster", "event", "encounter", "human", "item", "book", "ally"}


@dataclass(frozen=True)
class Face:
    card: str
    frame: str  # asset path of the frame
    name: str
    kind: str  # the type line
    where: str  # where it may be played
    text: str
    combat: int
    tooltip: str


@dataclass(frozen=True)
class Person:
    """An investigator's words (the attributes come from the observation)."""

    inv: str
    name: str
    subtitle: str
    text: str


class CardBook:
    """Faces of cards and investigators, computed once per id and language."""

    def __init__(self, words: Words):
        self.words = words
        self.content = words.content
        self._faces: dict[tuple[str, str], Face] = {}
        self._people: dict[tuple[str, str], Person] = {}

    def face(self, card: str) -> Face:
        key = (card, current_language())
        found = self._faces.get(key)
        if found is None:
            found = self._faces[key] = self._make(card)
        return found

    def _make(self, card: str) -> Face:
        w = self.words
        info = self.content.cards[card]
        kind = info.type if info.type in FRAMES else "encounter"
        name = tr_msg(info.name)
        text = tr_msg(info.text)
        where = w.where(info.locations, info.rituals)
        type_line = w.kind(info.type)
        lines = [f"<b>{html.escape(name)}</b> <i>({html.escape(type_line)})</i>"]
        if info.combat:
            lines.append(html.escape(w.combat(info.combat)))
        lines.append(html.escape(where))
        tip = "<br>".join(lines) + f"<p>{html.escape(text)}</p>"
        return Face(card, art(f"frame-{kind}"), name, type_line, where, text, info.combat, tip)

    def is_item(self, card: str) -> bool:
        info = self.content.cards.get(card)
        return info is not None and info.item is not None

    def is_book(self, card: str) -> bool:
        info = self.content.cards.get(card)
        return info is not None and info.book is not None

    def person(self, inv: str) -> Person:
        key = (inv, current_language())
        found = self._people.get(key)
        if found is None:
            info = self.content.investigators[inv]
            found = self._people[key] = Person(
                inv, tr_msg(info.name), tr_msg(info.subtitle) if info.subtitle else "",
                tr_msg(info.text) if info.text else "")
        return found

    def person_tip(self, inv: str, attributes: dict, items: list[str], where: str = "") -> str:
        w = self.words
        p = self.person(inv)
        head = f"<b>{html.escape(p.name)}</b>"
        if p.subtitle:
            head += f" <i>({html.escape(p.subtitle)})</i>"
        rows = [head]
        rows.append(html.escape(join_names(f"{w.attribute(a)} {attributes.get(a, 0)}"
                                          for a in ("combat", "investigation", "stealth",
                                                    "sanity"))))
        if items:
            rows.append(html.escape(w.carries(join_names(self.face(i).name for i in items))))
        if where:
            rows.append(html.escape(where))
        tip = "<br>".join(rows)
        if p.text:
            tip += f"<p>{html.escape(p.text)}</p>"
        return tip
