"""The rules reference as data: ``assets/rules/<reference>.json``, checked on load.

A file holds one game's reference (Mansions has two: second edition, and first edition with
Forbidden Alchemy)::

    {"kind": "eldertable-rules-reference", "format": 1,
     "reference": "miskatonic", "game": "miskatonic", "title": "Miskatonic Madness",
     "summary": "what this reference does not cover yet (optional)",
     "topics": {"phase:reveal": "reveal", ...},         # "Rules for this" keys -> sections
     "sections": [{"id": "reveal", "parent": "turn", "title": "Reveal Phase",
                   "cites": ["MM-REV-1", ...],
                   "blocks": [{"text": "a paragraph"}, {"list": [{"text": "an item"}]}]}]}

Paragraph text is plain words with three kinds of marks, nothing else (no HTML; the view
escapes every character): ``{rule:MM-RIT-2}`` cites a rule, ``{gap:MM-GAP-3}`` marks a house
rule and links to its entry, ``{see:section-id}`` links to another section. Every paragraph,
list item and title is one translation unit in the context ``content:<game>``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from ...engine.saves import SaveError, read_json_file
from ...games.mansions.jsonmodel import pydantic_problems  # JSON paths as people read them
from ...resources import asset
from .cards import _cards, section_id  # the cards of the card games, from their content

KIND = "eldertable-rules-reference"
FORMAT = 1
#: the references in the order Help > Rules lists them
REFERENCES = ("miskatonic", "magnum-opus", "mansions-2e", "mansions-1e")
GAME_OF = {"miskatonic": "miskatonic", "magnum-opus": "magnum-opus",
           "mansions-2e": "mansions", "mansions-1e": "mansions"}

RULE_ID = r"(?:MOM2|FA|MO|MM)-[A-Z]+-\d+"
GAP_ID = r"(?:MOM2|FA|MO|MM)-GAP-\d+"
SECTION_ID = r"[a-z0-9][a-z0-9-]{0,63}"
#: one mark inside paragraph text
MARK = re.compile(r"\{(rule|gap|see):([^{}\s]+)\}")
#: anything that looks like a mark (a misspelt one is an error, not text)
BRACED = re.compile(r"\{[^{}]*\}")

SectionId = Annotated[str, StringConstraints(pattern=f"^{SECTION_ID}$")]
RuleId = Annotated[str, StringConstraints(pattern=f"^{RULE_ID}$")]
Words = Annotated[str, StringConstraints(min_length=1, max_length=3000)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Item(_Model):
    text: Words


class Block(_Model):
    text: Words | None = None
    list: tuple[Item, ...] | None = Field(default=None, min_length=1)


class Section(_Model):
    id: SectionId
    parent: SectionId | None = None
    title: Words
    cites: tuple[RuleId, ...] = ()
    blocks: tuple[Block, ...] = Field(min_length=1)

    def texts(self) -> list[str]:
        """Every paragraph and list item, in order."""
        out: list[str] = []
        for block in self.blocks:
            if block.text is not None:
                out.append(block.text)
            for item in block.list or ():
                out.append(item.text)
        return out


class Reference(_Model):
    kind: str
    format: int
    reference: str
    game: str
    title: Words
    summary: Words | None = None  # a line under the page, e.g. what is not covered yet
    topics: dict[str, SectionId] = {}
    sections: tuple[Section, ...] = Field(min_length=1)

    def section(self, section_id: str) -> Section | None:
        return _index(self).get(section_id)

    def children(self, parent: str | None) -> list[Section]:
        return [s for s in self.sections if s.parent == parent]

    def cited(self) -> set[str]:
        return {rid for s in self.sections for rid in s.cites}

    def gaps(self) -> list[str]:
        """Every house rule the text marks, in order of first mention."""
        seen: list[str] = []
        for s in self.sections:
            for text in s.texts():
                for kind, value in MARK.findall(text):
                    if kind == "gap" and value not in seen:
                        seen.append(value)
        return seen

    def sections_marking(self, gap_id: str) -> list[Section]:
        mark = "{gap:" + gap_id + "}"
        return [s for s in self.sections if any(mark in t for t in s.texts())]


def _index(ref: Reference) -> dict[str, Section]:
    return {s.id: s for s in ref.sections}


class ReferenceError(Exception):
    """A rules reference file that cannot be used: ``file: json.path: message`` lines."""


@dataclass(frozen=True)
class Problem:
    where: str
    message: str


def problems(ref: Reference, expected: str | None = None) -> list[Problem]:
    """What is wrong beyond the shape: kind, format, ids, parents, marks, topics."""
    out: list[Problem] = []
    if ref.kind != KIND:
        out.append(Problem("kind", f"must be {KIND!r}"))
    if ref.format != FORMAT:
        out.append(Problem("format", f"must be {FORMAT}"))
    if expected is not None and ref.reference != expected:
        out.append(Problem("reference", f"must be {expected!r} to match the file name"))
    if GAME_OF.get(ref.reference) not in (None, ref.game):
        out.append(Problem("game", f"must be {GAME_OF[ref.reference]!r}"))
    ids: dict[str, int] = {}
    for n, section in enumerate(ref.sections):
        if section.id in ids:
            out.append(Problem(f"sections[{n}].id", f"{section.id!r} is used twice"))
        ids.setdefault(section.id, n)
    for n, section in enumerate(ref.sections):
        where = f"sections[{n}]"
        if section.parent is not None and ids.get(section.parent, n) >= n:
            out.append(Problem(f"{where}.parent",
                               f"{section.parent!r} is not a section listed before this one"))
        for b, block in enumerate(section.blocks):
            if (block.text is None) == (block.list is None):
                out.append(Problem(f"{where}.blocks[{b}]", "needs either text or list"))
        for t, text in enumerate(section.texts()):
            out += [Problem(f"{where} text {t + 1}", msg) for msg in _mark_problems(text, ids)]
    for key, target in ref.topics.items():
        if target not in ids:
            out.append(Problem(f"topics.{key}", f"names no section ({target!r})"))
    return out


def _mark_problems(text: str, ids: dict[str, int]) -> list[str]:
    out = []
    for braced in BRACED.findall(text):
        match = MARK.fullmatch(braced)
        if match is None:
            out.append(f"{braced} is not a mark ({{rule:ID}}, {{gap:ID}} or {{see:section}})")
            continue
        kind, value = match.groups()
        if kind == "rule" and not re.fullmatch(RULE_ID, value):
            out.append(f"{braced}: not a rule id")
        elif kind == "gap" and not re.fullmatch(GAP_ID, value):
            out.append(f"{braced}: not a gap id")
        elif kind == "see" and value not in ids:
            out.append(f"{braced}: no such section")
    return out


def parse(data: object, file: str, expected: str | None = None) -> Reference:
    try:
        ref = Reference.model_validate_json(json.dumps(data))
    except ValidationError as exc:
        raise ReferenceError("\n".join(pydantic_problems(file, exc, data))) from None
    found = problems(ref, expected)
    if found:
        raise ReferenceError("\n".join(f"{file}: {p.where}: {p.message}" for p in found))
    return ref


def path_of(reference: str) -> Path:
    return asset("rules", f"{reference}.json")


def load_file(path: Path, expected: str | None = None) -> Reference:
    try:
        data = read_json_file(path, "rules reference")
    except SaveError as exc:
        raise ReferenceError(str(exc)) from None
    return parse(data, str(path), expected)


@lru_cache(maxsize=None)
def load(reference: str) -> Reference:
    """The shipped reference ``reference`` (one of REFERENCES); ReferenceError if bad."""
    if reference not in REFERENCES:
        raise ReferenceError(f"unknown rules reference {reference!r}; "
                             f"the references are: {', '.join(REFERENCES)}")
    return with_cards(load_file(path_of(reference), reference))  # an entry for every card


def with_cards(ref: Reference) -> Reference:
    """``ref`` with an entry for every card it has none for, and each card's topic opening
    its own entry."""
    cards = _cards(ref.reference)
    if not cards:
        return ref
    have = {s.id for s in ref.sections}
    parent_default = "cards" if "cards" in have else None
    sections = list(ref.sections)
    topics = dict(ref.topics)
    for cid, name, text in cards:
        sid = section_id(cid)
        if not re.fullmatch(SECTION_ID, sid):
            continue
        if sid not in have:
            rules = topics.get(f"card:{cid}")  # the rules section it pointed at before
            parent = rules if rules is not None and rules.startswith("card") else parent_default
            # braces would read as marks: a content text never holds them, but be sure
            words = (text or name).replace("{", "(").replace("}", ")")
            blocks = [Block(text=words)]
            if rules is not None and rules in have:
                blocks.append(Block(text="{see:" + rules + "}"))  # the rules it follows
            sections.append(Section(id=sid, parent=parent, title=name, blocks=tuple(blocks)))
            have.add(sid)
        topics[f"card:{cid}"] = sid
    return ref.model_copy(update={"sections": tuple(sections), "topics": topics})
