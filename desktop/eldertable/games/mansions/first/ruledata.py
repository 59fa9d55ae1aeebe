"""Rule data of first-edition play, checked on load: the house rules (every FA-GAP, in
``assets/games/mansions/house_rules_1e.json`` plus the FA puzzle rules of the puzzle
data), the first-edition side of the monsters (class, awareness, horror rating and the
token backs, FA-BYAK) and of the investigators (abilities as data), and the stories: a
story's Keeper Guide part (story choices, epilogues by choice and winner, room stacks,
keeper cards) is the ``first_edition`` part of its scenario file
(:mod:`..scenario.firstedition`).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError

from ....engine.houserules import HouseRule
from ....resources import asset
from ..common.houserules import house_file, rule_values
from ..jsonmodel import ContentError, Id, Model, Text, parse_model, pydantic_problems, read_content
from ..scenario.firstedition import FirstEditionPart
from ..puzzles.data import house_rules_file as puzzle_house_rules_file
from .effects import Effect

Small = Annotated[int, Field(ge=0, le=20)]
Mod = Annotated[int, Field(ge=-9, le=9)]


def first_dir() -> Path:
    return asset("games", "mansions", "first")


# --------------------------------------------------------------------------- house rules


def house_rules_path() -> Path:
    return asset("games", "mansions", "house_rules_1e.json")


def house_rule_specs() -> list[HouseRule]:
    """The FA-GAP rules of ``house_rules_1e.json``, then the FA puzzle rules."""
    own = list(house_file(str(house_rules_path())))
    ids = {r.id for r in own}
    return own + [r for r in puzzle_house_rules_file().rules
                  if r.id.startswith("FA-") and r.id not in ids]


def house_rules(overrides: dict[str, Any] | None = None) -> dict[str, Any]:
    return rule_values(house_rule_specs(), overrides)


# --------------------------------------------------------------------------- monsters


class Answer(Model):
    label: Text
    text: Text
    effects: list[Effect] = Field(min_length=1, max_length=8)


class Special(Model):
    """A token back's special attack: the question read aloud and two secret outcomes
    (FA-BYAK-4, FA-BYAK-5)."""

    question: Text
    answers: tuple[Answer, Answer]


class TokenBack(Model):
    """The underside of a monster token: health, the damage of its attacks, the horror a
    failed horror check costs, and an optional special attack."""

    health: Annotated[int, Field(ge=1, le=20)]
    damage: Annotated[int, Field(ge=1, le=9)]
    horror: Annotated[int, Field(ge=0, le=9)]
    special: Special | None = None


class Monster1e(Model):
    id: Id  # a monster of the shared monsters.json
    monster_class: Literal["humanoid", "beast", "eldritch"]
    awareness: Mod  # modifier to evade checks
    horror_rating: Mod  # modifier to horror checks
    secret: bool = False  # FA-BYAK-1: the back stays hidden from investigators
    backs: list[TokenBack] = Field(min_length=1, max_length=4)


class Character(Model):
    """An investigator's first-edition ability (:mod:`.powers` says what each does):
    ``keen-eye`` looks at hidden token backs (FA-BYAK-3), ``steady`` +1 to horror checks,
    ``quick`` +1 space of movement each turn, ``tough`` +1 to Strength tests of combat
    cards, ``lucky`` +1 to Luck tests."""

    id: Id
    power: Literal["keen-eye", "steady", "quick", "tough", "lucky"]
    starting_item: Id


class RulesFile(Model):
    kind: Literal["mansions-1e-rules"]
    format: Literal[1]
    monsters: list[Monster1e] = Field(min_length=1, max_length=100)
    characters: list[Character] = Field(min_length=1, max_length=100)


@lru_cache(maxsize=2)
def _rules_file(path: str) -> RulesFile:
    return load_model(Path(path), RulesFile, "first-edition rules data")


def rules_data() -> RulesFile:
    return _rules_file(str(first_dir() / "rules.json"))


def load_model(path: Path, cls: type[Model], what: str) -> Any:
    data = read_content(path, what)
    try:
        return parse_model(cls, data)
    except ValidationError as exc:
        raise ContentError(pydantic_problems(str(path), exc, data)) from None


# --------------------------------------------------------------------------- stories


class Story(FirstEditionPart):
    """A format-1 story companion file (``"kind": "mansions-1e-story"``): the first-edition
    part of a scenario written as a second file beside it. Scenario format 2 holds that
    part in the scenario file (``first_edition``); the loader folds a companion in
    (:func:`..scenario.loader.fold_companion`), and ``eldertable validate`` still reads one."""

    kind: Literal["mansions-1e-story"]
    format: Literal[1]
    scenario: Id


def story_problems(path: str, story: FirstEditionPart) -> list[str]:
    """Cards a story names that our card set does not hold, or of the wrong deck."""
    from .storycheck import card_problems

    return [f"{path}: {where}: {msg}" for where, msg in card_problems(story)]


def story_for(ref: str) -> FirstEditionPart:
    """The first-edition part of a first-edition scenario (a shipped story id or a
    scenario file); ValueError with a clear message when it cannot be loaded."""
    from .scenarios import load

    return load(ref).model.first_edition


def shipped_stories(drafts: bool = False) -> list[str]:
    """The ids of the shipped first-edition stories (drafts only when asked)."""
    from .scenarios import load, shipped

    return [sid for sid in shipped() if drafts or not load(sid).model.first_edition.draft]
