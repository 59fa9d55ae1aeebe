"""Shared Mansions content that scenarios refer to by id: monsters, investigators, items and
spells, and decks. Each lives in one file under ``assets/games/mansions/``:

=================== ============================ =========================================
file                kind                         holds
=================== ============================ =========================================
monsters.json       ``mansions-monsters``        monsters: flying flag and ratings
investigators.json  ``mansions-investigators``   investigators: health, sanity, skills
items.json          ``mansions-items``           items and spells
decks.json          ``mansions-decks``           the decks a scenario may use
=================== ============================ =========================================

The rules profiles read more fields from these files as they are built; a file is checked
whole (duplicate ids, missing text) by :func:`content_problems`.

Second-edition play (:mod:`..second`) reads optional fields that first-edition files may
leave out: a monster's ``activation`` and ``evade`` test, an investigator's ``power`` (the
ability as data) and starting ``items``, an item's ``attack``, ``light``, ``reroll`` and
component ``action``, a spell's ``attack_with`` and ``action``, a deck's ``cards``, and the
``conditions`` of ``decks.json``. Their meaning is documented in docs/scenario-format.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, ValidationError

from ...resources import asset
from .jsonmodel import ContentError, Id, Model, Text, parse_model, pydantic_problems, read_content

Rating = Annotated[int, Field(ge=0, le=20)]
Skill = Annotated[int, Field(ge=2, le=5)]  # MOM2-INV-3
Attribute = Annotated[int, Field(ge=1, le=9)]
SkillName = Literal["strength", "agility", "observation", "lore", "influence", "will"]
Harm = Literal["damage", "horror"]
Small = Annotated[int, Field(ge=0, le=9)]
Modifier = Annotated[int, Field(ge=-5, le=5)]


# --------------------------------------------------------------------------- second edition


class MonsterAttack(Model):
    """One attack the Keeper may make with a monster: the investigator tests ``skill`` and
    suffers ``amount`` Damage or Horror minus the successes rolled."""

    text: Text
    skill: SkillName
    harm: Harm
    amount: Annotated[int, Field(ge=1, le=9)]


class Activation(Model):
    """What the Keeper does with the monster in the Monster step (MOM2-MYTH-3..5)."""

    move: Annotated[int, Field(ge=0, le=6)] = 2
    target: Literal["nearest", "farthest", "lowest-health", "lowest-sanity"] = "nearest"
    reach: Literal["melee", "ranged"] = "melee"
    flee_at: Annotated[int, Field(ge=0, le=20)] = 0  # health left at which it moves away
    attacks: list[MonsterAttack] = Field(min_length=1, max_length=8)


class EvadeTest(Model):
    """The evade check against this monster (MOM2-GAP-2: the test comes from data)."""

    skill: SkillName = "agility"
    modifier: Modifier = 0
    difficulty: Annotated[int, Field(ge=1, le=5)] = 1


class Weapon(Model):
    """An attack with an item or spell (MOM2-GAP-3): test ``skill`` + ``modifier``; each
    success deals ``damage``; ``bonus`` more when at least one success is rolled."""

    range: Literal["melee", "ranged"]
    skill: SkillName
    modifier: Modifier = 0
    damage: Annotated[int, Field(ge=1, le=3)] = 1
    bonus: Annotated[int, Field(ge=0, le=3)] = 0


class ComponentAction(Model):
    """An "Action:" effect of a possession (MOM2-TURN-5). ``skill``/``difficulty``: a test
    comes first and the effect needs a pass (without a difficulty the successes count);
    ``discard``: the possession is discarded after use."""

    do: Literal["mend", "calm", "set-fire", "photograph", "study"]
    amount: Annotated[int, Field(ge=1, le=5)] = 1
    skill: SkillName | None = None
    difficulty: Annotated[int, Field(ge=1, le=5)] | None = None
    discard: bool = False


class Power(Model):
    """An investigator's ability as data (MOM2-INV-4); the rules module names each kind."""

    do: Literal["search-choice", "extra-die", "mend", "range-from-adjacent", "free-evade",
                "steady", "reroll"]
    on: list[Literal["push", "barricade", "melee", "ranged", "search", "interact",
                     "photograph", "horror-check", "evade"]] = Field(default_factory=list,
                                                                     max_length=9)
    amount: Annotated[int, Field(ge=1, le=3)] = 1


class CardEffect(Model):
    """What a Damage, Horror, Insane or Mythos card does. ``modify`` and the ``no-*`` and
    ``lose-unless-clues`` effects are constant (keep faceup); the others happen once."""

    do: Literal["modify", "lose-clue", "drop-item", "lose-action", "harm", "test", "no-trade",
                "no-clues", "lose-unless-clues", "darkness", "activate", "nothing"]
    skill: Literal["strength", "agility", "observation", "lore", "influence", "will",
                   "any"] | None = None
    by: Modifier = 0
    count: Annotated[int, Field(ge=1, le=9)] = 1
    harm: Harm | None = None
    amount: Annotated[int, Field(ge=1, le=9)] = 1
    difficulty: Annotated[int, Field(ge=1, le=5)] | None = None
    modifier: Modifier = 0
    who: Literal["active", "each", "random", "chosen"] = "active"


class Card(Model):
    id: Id
    name: Text
    text: Text
    copies: Annotated[int, Field(ge=1, le=10)] = 1
    keep: bool = False  # MOM2-DMG-4: keep faceup; otherwise resolve immediately (MOM2-DMG-3)
    effect: CardEffect | None = None


class ConditionDef(Model):
    id: Id
    name: Text
    text: Text


class Monster(Model):
    id: Id
    name: Text
    flying: bool = False  # FA-BORD-5; FA-BORD-6 (mi-go), FA-GAP-16 (byakhee yes, crawling one no)
    health: Annotated[int, Field(ge=1, le=99)]
    horror: Rating  # MOM2-MON-2
    awareness: Rating  # MOM2-MON-3
    brawn: Rating  # MOM2-MON-4
    activation: Activation | None = None  # second edition (MOM2-MYTH-3)
    evade: EvadeTest | None = None  # second edition (MOM2-GAP-2)
    #: Forbidden Alchemy's own monsters: the expansion mark and the figures it has (FA-COMP-3)
    expansion: Literal["forbidden-alchemy"] | None = None
    figures: Annotated[int, Field(ge=1, le=9)] | None = None


class Skills(Model):
    """The six skills of the second edition (MOM2-INV-2)."""

    strength: Skill
    agility: Skill
    observation: Skill
    lore: Skill
    influence: Skill
    will: Skill


class Attributes(Model):
    """First-edition attributes (FA-GAP-1 default set) and skill points (FA-GAP-2)."""

    strength: Attribute
    dexterity: Attribute
    intellect: Attribute
    luck: Attribute
    marksmanship: Attribute
    will: Attribute
    skill_points: Annotated[int, Field(ge=0, le=9)]


class Investigator(Model):
    id: Id
    name: Text
    health: Annotated[int, Field(ge=1, le=20)]
    sanity: Annotated[int, Field(ge=1, le=20)]
    skills: Skills
    attributes: Attributes | None = None
    ability: Text
    power: Power | None = None  # the ability as data, second edition
    items: list[Id] = Field(default_factory=list, max_length=4)  # starting possessions
    expansion: Literal["forbidden-alchemy"] | None = None  # one of FA's figures (FA-COMP-2)


class Item(Model):
    id: Id
    name: Text
    type: Literal["common", "unique"]
    text: Text
    attack: Weapon | None = None
    light: bool = False  # a Light Source (MOM2-TERR-8)
    reroll: Annotated[int, Field(ge=0, le=3)] = 0  # dice it lets its holder reroll per test
    action: ComponentAction | None = None


class Spell(Model):
    id: Id
    name: Text
    attack: bool = False  # FA-HIDE-8: hidden investigators cannot cast Attack spells
    text: Text
    attack_with: Weapon | None = None  # second edition: the attack it makes
    action: ComponentAction | None = None


class Deck(Model):
    id: Id
    name: Text
    rules: list[Literal["second-edition", "first-edition"]] = Field(min_length=1, max_length=2)
    cards: list[Card] = Field(default_factory=list, max_length=200)


class MonstersFile(Model):
    kind: Literal["mansions-monsters"]
    format: Literal[1]
    monsters: list[Monster] = Field(max_length=500)


class InvestigatorsFile(Model):
    kind: Literal["mansions-investigators"]
    format: Literal[1]
    investigators: list[Investigator] = Field(max_length=500)


class ItemsFile(Model):
    kind: Literal["mansions-items"]
    format: Literal[1]
    items: list[Item] = Field(max_length=2000)
    spells: list[Spell] = Field(default_factory=list, max_length=500)


class DecksFile(Model):
    kind: Literal["mansions-decks"]
    format: Literal[1]
    decks: list[Deck] = Field(max_length=100)
    conditions: list[ConditionDef] = Field(default_factory=list, max_length=100)


#: kind -> (model, the lists of id'd entries it holds)
CONTENT_FILES: dict[str, tuple[type[Model], tuple[str, ...]]] = {
    "mansions-monsters": (MonstersFile, ("monsters",)),
    "mansions-investigators": (InvestigatorsFile, ("investigators",)),
    "mansions-items": (ItemsFile, ("items", "spells")),
    "mansions-decks": (DecksFile, ("decks", "conditions")),
}
SHARED_FILES = {"mansions-monsters": "monsters.json", "mansions-investigators": "investigators.json",
                "mansions-items": "items.json", "mansions-decks": "decks.json"}


def content_problems(file: str, data: object) -> tuple[Model | None, list[str]]:
    kind = data.get("kind") if isinstance(data, dict) else None
    model_cls, lists = CONTENT_FILES[kind]
    try:
        model = parse_model(model_cls, data)
    except ValidationError as exc:
        return None, pydantic_problems(file, exc, data)
    out: list[str] = []
    for name in lists:
        seen: set[str] = set()
        for i, entry in enumerate(getattr(model, name)):
            if entry.id in seen:
                out.append(f"{file}: {name}[{i}].id: id {entry.id!r} is used twice")
            seen.add(entry.id)
            for field in ("name", "text", "ability"):
                value = getattr(entry, field, None)
                if value is not None and not value.strip():
                    out.append(f"{file}: {name}[{i}].{field}: text is missing")
            out += _card_problems(file, f"{name}[{i}]", getattr(entry, "cards", ()))
            activation = getattr(entry, "activation", None)
            for k, attack in enumerate(activation.attacks if activation else ()):
                if not attack.text.strip():
                    out.append(f"{file}: {name}[{i}].activation.attacks[{k}].text: text is missing")
    return (None if out else model), out


def _card_problems(file: str, where: str, cards) -> list[str]:
    out: list[str] = []
    seen: set[str] = set()
    for k, card in enumerate(cards):
        if card.id in seen:
            out.append(f"{file}: {where}.cards[{k}].id: id {card.id!r} is used twice")
        seen.add(card.id)
        for field in ("name", "text"):
            if not getattr(card, field).strip():
                out.append(f"{file}: {where}.cards[{k}].{field}: text is missing")
        effect = card.effect
        if effect is None:
            continue
        constant = effect.do in ("modify", "no-trade", "no-clues", "lose-unless-clues")
        if constant and not card.keep:
            out.append(f"{file}: {where}.cards[{k}].effect: a constant effect needs a card "
                       f"kept faceup (\"keep\": true)")
        if effect.do == "modify" and (effect.skill is None or effect.by == 0):
            out.append(f"{file}: {where}.cards[{k}].effect: modify names a skill and a "
                       f"nonzero amount")
        if effect.do in ("harm", "test") and effect.harm is None:
            out.append(f"{file}: {where}.cards[{k}].effect: say which harm (damage or horror)")
        if effect.do == "test" and (effect.skill is None or effect.skill == "any"):
            out.append(f"{file}: {where}.cards[{k}].effect: a test names one skill")
    return out


@dataclass(frozen=True)
class Catalog:
    """The shared content by id."""

    monsters: dict[str, Monster]
    investigators: dict[str, Investigator]
    items: dict[str, Item]
    spells: dict[str, Spell]
    decks: dict[str, Deck]
    conditions: dict[str, ConditionDef]


def content_dir() -> Path:
    return asset("games", "mansions")


@lru_cache(maxsize=4)
def _catalog(folder: str) -> Catalog:
    models = {}
    problems: list[str] = []
    for kind, name in SHARED_FILES.items():
        path = Path(folder) / name
        try:
            data = read_content(path, "content file")
        except ContentError as exc:
            problems += exc.problems
            continue
        if not isinstance(data, dict) or data.get("kind") != kind:
            problems.append(f"{path}: kind: must be {kind!r}")
            continue
        model, found = content_problems(str(path), data)
        problems += found
        models[kind] = model
    if not problems:
        items = {i.id for i in models["mansions-items"].items}
        path = Path(folder) / SHARED_FILES["mansions-investigators"]
        for i, inv in enumerate(models["mansions-investigators"].investigators):
            for k, item in enumerate(inv.items):
                if item not in items:
                    problems.append(f"{path}: investigators[{i}].items[{k}]: no item {item!r} "
                                    f"in {SHARED_FILES['mansions-items']}")
    if problems:
        raise ContentError(problems)
    return Catalog(
        monsters={m.id: m for m in models["mansions-monsters"].monsters},
        investigators={i.id: i for i in models["mansions-investigators"].investigators},
        items={i.id: i for i in models["mansions-items"].items},
        spells={s.id: s for s in models["mansions-items"].spells},
        decks={d.id: d for d in models["mansions-decks"].decks},
        conditions={c.id: c for c in models["mansions-decks"].conditions},
    )


def catalog(folder: Path | None = None) -> Catalog:
    """The shipped shared content (cached); ContentError when a file is bad."""
    return _catalog(str(folder or content_dir()))
