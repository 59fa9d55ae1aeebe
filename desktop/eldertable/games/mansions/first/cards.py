"""First-edition card files (``assets/games/mansions/first/cards/*.json``), checked on load.

One file per deck: ``{"kind": "mansions-1e-cards", "format": 1, "deck": "<deck>",
"cards": [...]}``. Every card has an ``id``, a ``name``, a ``text`` in our own words,
``copies`` and ``effects`` (:mod:`.effects`); each deck adds a few fields of its own
(docs/first-edition-cards.md). ``errata`` and ``replacement`` hold corrected effects
(FA-ERR, FA-REPL) that house rules FA-GAP-18 and FA-GAP-19 switch on.

A bad file raises :class:`~..jsonmodel.ContentError` naming the file and the JSON path.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, ValidationError, model_validator

from ....resources import asset
from ..jsonmodel import (ContentError, Id, Model, Text, parse_model, pydantic_problems,
                         read_content)
from .effects import Effect, ThreatAbility

KIND = "mansions-1e-cards"
DECKS = ("combat", "keeper-action", "mythos", "trauma", "side-effect", "time-period",
         "exploration", "lock", "obstacle", "starting-item", "spell", "trait")
#: the rulebook's counts (FA-COMP-5..20) for the decks it counts
RULEBOOK_COUNTS = {"exploration": 53, "spell": 11, "starting-item": 8, "trait": 16, "lock": 5,
                   "obstacle": 6, "mythos": 14, "trauma": 12, "side-effect": 12,
                   "time-period": 3, "combat": 43, "keeper-action": 10}
MONSTER_CLASSES = ("humanoid", "beast", "eldritch")
#: attack types a combat entry may answer; "monster" is the Keeper's own attack
ATTACK_TYPES = ("monster", "unarmed", "melee", "sharp", "blunt", "firearm", "spell")
Copies = Annotated[int, Field(ge=1, le=10)]
Cost = Annotated[int, Field(ge=0, le=9)]


class Card(Model):
    id: Id
    name: Text
    text: Text
    copies: Copies = 1
    effects: list[Effect] = Field(default_factory=list, max_length=16)
    errata: list[Effect] | None = None  # FA-ERR: the corrected effects
    replacement: list[Effect] | None = None  # FA-REPL: the "R" card's effects
    #: combat
    monster_class: Literal["humanoid", "beast", "eldritch"] | None = None
    entries: list["CombatEntry"] = Field(default_factory=list, max_length=2)
    #: keeper action, mythos, trauma
    cost: Cost = 0
    target: Literal["none", "investigator", "monster"] = "none"
    played_on: Literal["turn", "explore", "damage", "horror"] = "turn"
    #: trauma, side effect
    keep: bool = False
    multi: bool = False  # FA-SIDE-5: the multi-investigator icon
    threat: ThreatAbility | None = None  # FA-THREAT-1..4
    #: lock, obstacle
    opens_with: Id | None = None  # an item that opens a lock at once
    #: starting item, exploration items
    weapon: Literal["unarmed", "melee", "sharp", "blunt", "sharp-blunt", "firearm"] | None = None
    light: bool = False
    #: spell
    attack: bool = False  # FA-HIDE-8: an "Attack" spell


class CombatEntry(Model):
    """One half of a combat card (FA-COMBAT-1): the attack types it answers, its words and
    what happens. A monster's attack (``monster``) tests the investigator; an investigator's
    attack names the test and the damage dealt on a pass."""

    attack: list[Literal["monster", "unarmed", "melee", "sharp", "blunt", "firearm",
                         "spell"]] = Field(min_length=1, max_length=3)
    text: Text
    effects: list[Effect] = Field(min_length=1, max_length=8)


Card.model_rebuild()


class CardFile(Model):
    kind: Literal["mansions-1e-cards"]
    format: Literal[1]
    deck: Literal["combat", "keeper-action", "mythos", "trauma", "side-effect", "time-period",
                  "exploration", "lock", "obstacle", "starting-item", "spell", "trait"]
    cards: list[Card] = Field(min_length=1, max_length=200)

    @model_validator(mode="after")
    def _deck_fields(self) -> "CardFile":
        dup = [k for k, n in Counter(c.id for c in self.cards).items() if n > 1]
        if dup:
            raise ValueError(f"card ids appear twice: {', '.join(dup)}")
        for i, c in enumerate(self.cards):
            if self.deck == "combat":
                if c.monster_class is None or not c.entries:
                    raise ValueError(f"cards[{i}] ({c.id}): a combat card names its "
                                     f"monster_class and one or two entries")
                if len(c.entries) == 2 and "monster" in c.entries[0].attack + c.entries[1].attack:
                    raise ValueError(f"cards[{i}] ({c.id}): a card with two entries lists "
                                     f"two investigator attack types")
            elif c.entries or c.monster_class:
                raise ValueError(f"cards[{i}] ({c.id}): only combat cards have entries")
            if c.threat is not None and self.deck not in ("trauma", "side-effect"):
                raise ValueError(f"cards[{i}] ({c.id}): threat effects are printed on trauma "
                                 f"and side effect cards only (FA-THREAT-1)")
        return self


@dataclass(frozen=True)
class CardSet:
    cards: dict[str, Card]  # id -> card
    decks: dict[str, list[str]]  # deck -> card ids, one per copy, in file order
    deck_of: dict[str, str]

    def count(self, deck: str) -> int:
        return len(self.decks.get(deck, ()))


def cards_dir() -> Path:
    return asset("games", "mansions", "first", "cards")


def card_file_problems(path: Path | str, data: object) -> list[str]:
    try:
        parse_model(CardFile, data)
    except ValidationError as exc:
        return pydantic_problems(str(path), exc, data)
    return []


def load_card_file(path: Path) -> CardFile:
    data = read_content(path, "card file")
    problems = card_file_problems(path, data)
    if problems:
        raise ContentError(problems)
    return parse_model(CardFile, data)


@lru_cache(maxsize=4)
def _card_set(folder: str) -> CardSet:
    cards: dict[str, Card] = {}
    decks: dict[str, list[str]] = {}
    deck_of: dict[str, str] = {}
    problems: list[str] = []
    for path in sorted(Path(folder).glob("*.json")):
        try:
            f = load_card_file(path)
        except ContentError as exc:
            problems += exc.problems
            continue
        for i, c in enumerate(f.cards):
            if c.id in cards:
                problems.append(f"{path}: cards[{i}].id: id {c.id!r} is used by another deck")
                continue
            cards[c.id] = c
            deck_of[c.id] = f.deck
            decks.setdefault(f.deck, []).extend([c.id] * c.copies)
    problems += _reference_problems(Path(folder), cards)
    if problems:
        raise ContentError(problems)
    return CardSet(cards, decks, deck_of)


def _reference_problems(folder: Path, cards: dict[str, Card]) -> list[str]:
    """Cards that give an item, spell or trait name one of our cards or a shared item."""
    from ..content import catalog

    shared = set(catalog().items)
    out = []

    def walk(effects, where: str) -> None:
        for k, e in enumerate(effects):
            if e.do in ("item", "spell", "trait") and e.id not in cards and e.id not in shared:
                out.append(f"{folder}: {where}.effects[{k}].id: no card or item {e.id!r}")
            for name in ("pass_", "fail", "both", "one", "none", "solved", "unsolved"):
                walk(getattr(e, name, None) or (), where)

    for cid, card in cards.items():
        walk(card.effects, cid)
    return out


def card_set(folder: Path | None = None) -> CardSet:
    """Every first-edition card (cached); ContentError listing every problem."""
    return _card_set(str(folder or cards_dir()))


def effects_of(card: Card, house: dict) -> list:
    """The effects in force: the "R" version (FA-REPL-3, FA-GAP-19), else the erratum
    (FA-GAP-18), else the printed effects."""
    if card.replacement is not None and house.get("FA-GAP-19", True):
        return list(card.replacement)
    if card.errata is not None and house.get("FA-GAP-18", True):
        return list(card.errata)
    return list(card.effects)
