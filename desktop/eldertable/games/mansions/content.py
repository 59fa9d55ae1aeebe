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


class Monster(Model):
    id: Id
    name: Text
    flying: bool = False  # FA-BORD-5; FA-BORD-6 (mi-go), FA-GAP-16 (byakhee yes, crawling one no)
    health: Annotated[int, Field(ge=1, le=99)]
    horror: Rating  # MOM2-MON-2
    awareness: Rating  # MOM2-MON-3
    brawn: Rating  # MOM2-MON-4


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


class Item(Model):
    id: Id
    name: Text
    type: Literal["common", "unique"]
    text: Text


class Spell(Model):
    id: Id
    name: Text
    attack: bool = False  # FA-HIDE-8: hidden investigators cannot cast Attack spells
    text: Text


class Deck(Model):
    id: Id
    name: Text
    rules: list[Literal["second-edition", "first-edition"]] = Field(min_length=1, max_length=2)


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


#: kind -> (model, the lists of id'd entries it holds)
CONTENT_FILES: dict[str, tuple[type[Model], tuple[str, ...]]] = {
    "mansions-monsters": (MonstersFile, ("monsters",)),
    "mansions-investigators": (InvestigatorsFile, ("investigators",)),
    "mansions-items": (ItemsFile, ("items", "spells")),
    "mansions-decks": (DecksFile, ("decks",)),
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
    return (None if out else model), out


@dataclass(frozen=True)
class Catalog:
    """The shared content by id."""

    monsters: dict[str, Monster]
    investigators: dict[str, Investigator]
    items: dict[str, Item]
    spells: dict[str, Spell]
    decks: dict[str, Deck]


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
    if problems:
        raise ContentError(problems)
    return Catalog(
        monsters={m.id: m for m in models["mansions-monsters"].monsters},
        investigators={i.id: i for i in models["mansions-investigators"].investigators},
        items={i.id: i for i in models["mansions-items"].items},
        spells={s.id: s for s in models["mansions-items"].spells},
        decks={d.id: d for d in models["mansions-decks"].decks},
    )


def catalog(folder: Path | None = None) -> Catalog:
    """The shipped shared content (cached); ContentError when a file is bad."""
    return _catalog(str(folder or content_dir()))
