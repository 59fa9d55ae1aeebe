"""First-edition card files (``assets/games/mansions/first/cards/*.json``), checked on load.

One file per deck: ``{"kind": "mansions-1e-cards", "format": 1, "deck": "<deck>",
"cards": [...]}``. Every card has an ``id``, a ``name``, a ``text`` in our own words,
``copies`` and ``effects`` (:mod:`.effects`); each deck adds a few fields of its own
(docs/first-edition-cards.md). ``errata`` and ``replacement`` hold corrected effects
(FA-ERR, FA-REPL) that house rules FA-GAP-18 and FA-GAP-19 switch on.

Every card of the set carries the expansion mark (``"expansion": "forbidden-alchemy"``,
FA-COMP-41); combat cards print their own number and how many cards of their monster class
there are (``number``, ``class_total``, FA-COMP-42). Character, Event and Objective cards
(FA-COMP-17, 18, 20) stand for things that live elsewhere: a Character card names its
investigator (``investigator``), an Event or Objective card names its story (``scenario``)
and the story's event or objective ids it stands for (``stands_for``);
:func:`story_card_problems` checks those against the scenario files. ``name_zh`` and
``text_zh`` carry the Chinese words of those three decks for the translators (the table
shows names and texts through the translation files, context ``content:mansions``).

``components.json`` beside the card files is not a deck: it lists the expansion's other
components (printed matter, punchboard tokens and tiles, and which of our stories stands
for each published one); :func:`components` reads it.

A bad file raises :class:`~..jsonmodel.ContentError` naming the file and the JSON path.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, model_validator

from ....resources import asset
from ..jsonmodel import ContentError, Id, Model, Text, load_model, model_problems, read_content
from .effects import Effect, ThreatAbility

KIND = "mansions-1e-cards"
DECKS = ("combat", "keeper-action", "mythos", "trauma", "side-effect", "time-period",
         "exploration", "lock", "obstacle", "starting-item", "spell", "trait",
         "character", "event", "objective")
#: the rulebook's counts (FA-COMP-5..20) for the decks it counts
RULEBOOK_COUNTS = {"exploration": 53, "spell": 11, "starting-item": 8, "trait": 16, "lock": 5,
                   "obstacle": 6, "mythos": 14, "trauma": 12, "side-effect": 12,
                   "time-period": 3, "combat": 43, "character": 4, "event": 15,
                   "keeper-action": 10, "objective": 11}
#: the small cards (FA-COMP-5..14, 140 in all, FA-COMP-4) and the bridge-sized ones
#: (FA-COMP-16..20, 83 in all, FA-COMP-15)
SMALL_DECKS = ("exploration", "spell", "starting-item", "trait", "lock", "obstacle", "mythos",
               "trauma", "side-effect", "time-period")
BRIDGE_DECKS = ("combat", "character", "event", "keeper-action", "objective")
SMALL_TOTAL, BRIDGE_TOTAL = 140, 83
EXPANSION = "forbidden-alchemy"  # the expansion mark (FA-COMP-41)
COMPONENTS_FILE = "components.json"
STORY_DECKS = ("event", "objective")
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
    expansion: Literal["forbidden-alchemy"] | None = None  # FA-COMP-41: the expansion mark
    name_zh: Text | None = None  # the Chinese words, for the translators
    text_zh: Text | None = None
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
    #: combat: its own number and the count of its monster class (FA-COMP-42)
    number: Annotated[int, Field(ge=1, le=99)] | None = None
    class_total: Annotated[int, Field(ge=1, le=99)] | None = None
    #: character: the investigator (and figure, FA-COMP-34) it belongs to
    investigator: Id | None = None
    #: event, objective: the story and the story's event or objective ids
    scenario: Id | None = None
    stands_for: list[Id] = Field(default_factory=list, max_length=4)


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
                  "exploration", "lock", "obstacle", "starting-item", "spell", "trait",
                  "character", "event", "objective"]
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
            if (c.number is None) != (c.class_total is None) or (
                    c.number is not None and self.deck != "combat"):
                raise ValueError(f"cards[{i}] ({c.id}): number and class_total go together, "
                                 f"on combat cards only (FA-COMP-42)")
            if (c.investigator is not None) != (self.deck == "character"):
                raise ValueError(f"cards[{i}] ({c.id}): a character card names its "
                                 f"investigator, and only a character card does")
            story_deck = self.deck in STORY_DECKS
            if (c.scenario is not None) != story_deck or bool(c.stands_for) != story_deck:
                raise ValueError(f"cards[{i}] ({c.id}): event and objective cards name their "
                                 f"scenario and what they stand for, and only they do")
            if self.deck in ("character", "event", "objective") and not (c.name_zh and c.text_zh):
                raise ValueError(f"cards[{i}] ({c.id}): give the Chinese name_zh and text_zh")
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
    return model_problems(CardFile, path, data)


def load_card_file(path: Path) -> CardFile:
    return load_model(CardFile, path, "card file")


@lru_cache(maxsize=4)
def _card_set(folder: str) -> CardSet:
    cards: dict[str, Card] = {}
    decks: dict[str, list[str]] = {}
    deck_of: dict[str, str] = {}
    problems: list[str] = []
    for path in sorted(Path(folder).glob("*.json")):
        if path.name == COMPONENTS_FILE:
            continue  # not a deck: components()
        try:
            f = load_card_file(path)
        except ContentError as exc:
            problems += exc.problems
            continue
        for i, c in enumerate(f.cards):
            if c.id in cards:
                problems.append(f"{path}: cards[{i}].id: id {c.id!r} is used by another deck")
                continue
            if c.expansion != EXPANSION:
                problems.append(f"{path}: cards[{i}].expansion: every card of the set carries "
                                f"the expansion mark {EXPANSION!r} (FA-COMP-41)")
            cards[c.id] = c
            deck_of[c.id] = f.deck
            decks.setdefault(f.deck, []).extend([c.id] * c.copies)
    problems += _reference_problems(Path(folder), cards)
    problems += _numbering_problems(Path(folder), cards, deck_of)
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


def _numbering_problems(folder: Path, cards: dict[str, Card], deck_of: dict[str, str]) -> list[str]:
    """FA-COMP-42: combat numbers are unique and each card's class total is the number of
    combat cards of its monster class; FA-COMP-34: a character card's investigator exists."""
    from ..content import catalog

    out = []
    combat = [c for cid, c in cards.items() if deck_of[cid] == "combat"]
    per_class = Counter(c.monster_class for c in combat for _ in range(c.copies))
    seen: dict[int, str] = {}
    for c in combat:
        if c.number is None:
            out.append(f"{folder}: {c.id}.number: a combat card prints its number (FA-COMP-42)")
            continue
        if c.number in seen:
            out.append(f"{folder}: {c.id}.number: {c.number} is also {seen[c.number]}'s number")
        seen[c.number] = c.id
        if c.class_total != per_class[c.monster_class]:
            out.append(f"{folder}: {c.id}.class_total: {c.class_total}, but there are "
                       f"{per_class[c.monster_class]} {c.monster_class} combat cards")
    known = set(catalog().investigators)
    for cid, c in cards.items():
        if c.investigator is not None and c.investigator not in known:
            out.append(f"{folder}: {cid}.investigator: no investigator {c.investigator!r}")
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


# --------------------------------------------------------------------------- story cards


def _scenario_ids(scenario: str) -> tuple[set[str], set[str]] | None:
    """The event ids and objective ids of a shipped scenario file, or None."""
    path = asset("games", "mansions", "scenarios", f"{scenario}.json")
    if not path.is_file():
        return None
    data = read_content(path, "scenario")
    events = {e.get("id") for e in data.get("events", []) if isinstance(e, dict)}
    objectives = {o.get("id") for o in data.get("objectives", []) if isinstance(o, dict)}
    return events, objectives


def story_cards(scenario: str, deck: str, cs: CardSet | None = None) -> list[Card]:
    """The Event or Objective cards (``deck``) of one story, in file order."""
    cs = cs or card_set()
    return [cs.cards[cid] for cid in dict.fromkeys(cs.decks.get(deck, ()))
            if cs.cards[cid].scenario == scenario]


def story_card_problems(cs: CardSet | None = None,
                        scenarios: tuple[str, ...] | None = None) -> list[str]:
    """Event and Objective cards whose story, event or objective is unknown, ids two cards
    claim, and story objectives with no Objective card; for ``scenarios`` only (default:
    every story the cards name). Not checked on every load, since the scenario files change
    on their own: the tests and ``eldertable validate`` of a story companion read this."""
    cs = cs or card_set()
    out: list[str] = []
    claimed: dict[tuple[str, str, str], str] = {}
    named: set[str] = set()
    for deck, what in (("event", "event"), ("objective", "objective")):
        for cid in dict.fromkeys(cs.decks.get(deck, ())):
            card = cs.cards[cid]
            if scenarios is not None and card.scenario not in scenarios:
                continue
            named.add(card.scenario)
            ids = _scenario_ids(card.scenario)
            if ids is None:
                out.append(f"{deck}.json: {cid}.scenario: no scenario {card.scenario!r}")
                continue
            have = ids[0] if deck == "event" else ids[1]
            for k, ref in enumerate(card.stands_for):
                if ref not in have:
                    out.append(f"{deck}.json: {cid}.stands_for[{k}]: {card.scenario} has no "
                               f"{what} {ref!r}")
                key = (deck, card.scenario, ref)
                if key in claimed:
                    out.append(f"{deck}.json: {cid}.stands_for[{k}]: {ref!r} is also "
                               f"{claimed[key]}'s")
                claimed[key] = cid
    for scenario in scenarios if scenarios is not None else sorted(named):
        ids = _scenario_ids(scenario)
        if ids is None:
            continue
        for obj in sorted(ids[1]):
            if ("objective", scenario, obj) not in claimed:
                out.append(f"objective.json: {scenario}: objective {obj!r} has no Objective card")
    return out


def translation_table(cs: CardSet | None = None) -> dict[str, dict[str, str]]:
    """The Chinese words of the cards that carry them, as a ``tools/ts_fill.py`` table
    (context ``content:mansions``)."""
    cs = cs or card_set()
    table: dict[str, str] = {}
    for card in cs.cards.values():
        if card.name_zh:
            table[card.name] = card.name_zh
        if card.text_zh:
            table[card.text] = card.text_zh
    return {"content:mansions": table}


# --------------------------------------------------------------------------- components


class PrintedMatter(Model):
    """FA-COMP-1: a printed book and what stands for it in the app: ``rules-reference``
    (Help > Rules, ``assets/rules/<reference>.json``) or ``story-setup`` (the Keeper-facing
    ``first_edition`` part of each first-edition scenario file, FA-COMP-32)."""

    id: Literal["rulebook-investigator-guide", "keeper-guide"]
    stands_for: Literal["rules-reference", "story-setup"]
    reference: Id | None = None


class StandIn(Model):
    """FA-COMP-33: which of our stories stands for the published story ``number``, by the
    kind of story it is."""

    number: Annotated[int, Field(ge=1, le=3)]
    kind: Literal["alchemy-win", "time-travel", "escape"]
    scenario: Id


class Tiles(Model):
    medium: list[Id] = Field(max_length=10)
    small: list[Id] = Field(max_length=10)


TokenKind = Literal["horror", "monster", "alchemy-setup", "alchemy-piece", "mutation",
                    "crawling-hand", "seeds", "time-period-marker"]


class ComponentsFile(Model):
    kind: Literal["mansions-1e-components"]
    format: Literal[1]
    expansion: Literal["forbidden-alchemy"]
    printed: list[PrintedMatter] = Field(min_length=1, max_length=4)
    stories: list[StandIn] = Field(min_length=1, max_length=3)
    punchboards: Annotated[int, Field(ge=1, le=20)]
    tiles: Tiles
    tokens: dict[TokenKind, Annotated[int, Field(ge=1, le=99)]]


def components_problems(path: Path | str, data: object) -> list[str]:
    return model_problems(ComponentsFile, path, data)


@lru_cache(maxsize=2)
def _components(path: str) -> ComponentsFile:
    return load_model(ComponentsFile, path, "components file")


def components(folder: Path | None = None) -> ComponentsFile:
    """The expansion's components other than cards (``components.json``), checked."""
    return _components(str((folder or cards_dir()) / COMPONENTS_FILE))
