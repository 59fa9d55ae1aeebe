"""Rule data of first-edition play, checked on load: the house rules (every FA-GAP, in
``assets/games/mansions/house_rules_1e.json`` plus the FA puzzle rules of the puzzle
data), the first-edition side of the monsters (class, awareness, horror rating and the
token backs, FA-BYAK) and of the investigators (abilities as data), and the story
companions of ``assets/games/mansions/first/stories/`` (the Keeper Guide part of a
story: story choices, epilogues by choice and winner, room stacks, keeper cards).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError, model_validator

from ....engine.houserules import HouseRule
from ....resources import asset
from ..common.houserules import house_file, rule_values
from ..jsonmodel import ContentError, Id, Model, Ref, Text, parse_model, pydantic_problems, read_content
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


class Epilogue(Model):
    winner: Literal["investigators", "keeper"]
    epilogue: Text


class Option(Model):
    """One answer to a story choice: the Keeper's goal it sets (``summary`` in words) and
    the epilogues it leads to, one per winning side (FA-EPI-3)."""

    id: Id
    title: Text
    goal: Literal["time", "mutations", "warden-out"]
    summary: Text
    epilogues: list[Epilogue] = Field(min_length=2, max_length=2)

    @model_validator(mode="after")
    def _both_sides(self) -> "Option":
        if {e.winner for e in self.epilogues} != {"investigators", "keeper"}:
            raise ValueError("give one epilogue for each winning side")
        return self

    def epilogue_for(self, winner: str) -> str:
        return next(e.epilogue for e in self.epilogues if e.winner == winner)


class StoryChoice(Model):
    id: Id
    question: Text
    options: list[Option] = Field(min_length=2, max_length=4)


class NamedMonster(Model):
    """A named monster's rules (FA-ERR-12/13/15): ``lock-card`` keeps it out of every room
    whose stack still holds a Lock card; ``arrives`` ``investigator-room``: a story event
    that places it puts it into a room where an investigator is; ``moves``: how many
    spaces it moves when the Keeper plays the keeper action card named (instead of the
    card's own number)."""

    monster: Id
    cannot_enter: Literal["lock-card"] | None = None
    arrives: Literal["investigator-room"] | None = None
    moves: dict[Id, Annotated[int, Field(ge=1, le=6)]] = Field(default_factory=dict)


class TimeTravel(Model):
    """FA-GAP-21: the story event that moves the Time Period marker, and where to."""

    event: Id
    to: Id  # a time period card of the story, or "next"


class Story(Model):
    """The Keeper Guide of one first-edition scenario."""

    kind: Literal["mansions-1e-story"]
    format: Literal[1]
    scenario: Id
    draft: bool = False  # FA-GAP-20
    #: FA-ERR-1: the published story's errata whose corrected reading this story follows
    #: (written in, as a revised printing has them; house rule FA-GAP-18 does not undo them)
    errata: list[Annotated[str, Field(pattern=r"^FA-ERR-\d+$")]] = Field(
        default_factory=list, max_length=30)
    choices: list[StoryChoice] = Field(min_length=1, max_length=4)
    keeper_actions: list[Id] = Field(min_length=1, max_length=20)
    decks: dict[Literal["mythos", "trauma", "side-effect", "combat"], list[Id]] = Field(
        default_factory=dict)
    rooms: dict[Ref, list[Id]] = Field(default_factory=dict)  # room -> cards, top first
    time_periods: list[Id] = Field(default_factory=list, max_length=3)
    mutation_goal_per_investigator: Annotated[int, Field(ge=1, le=5)] = 2
    #: the tokens each objective sends the investigators to, and the objective that asks
    #: them to escape: public facts of the story (the objective card), read by bots
    objective_tokens: dict[Id, list[Id]] = Field(default_factory=dict)
    escape_objective: Id | None = None
    warden: Id | None = None  # the named monster of the "warden-out" goal
    #: the flag variable that frees the Warden; until it is set, the monsters listed in
    #: ``confined`` do not move and the "warden-out" goal does not count
    warden_free: Id | None = None
    confined: list[Id] = Field(default_factory=list, max_length=20)
    exit_room: Ref | None = None
    #: named monsters' movement rules; story events that travel in time; the tokens that
    #: exist only in one time period; the number variable told the period's index
    named_monsters: list[NamedMonster] = Field(default_factory=list, max_length=10)
    time_travel: list[TimeTravel] = Field(default_factory=list, max_length=20)
    period_tokens: dict[Id, list[Id]] = Field(default_factory=dict)
    period_variable: Id | None = None


def stories_dir() -> Path:
    return first_dir() / "stories"


@lru_cache(maxsize=8)
def _story(path: str) -> Story:
    story = load_model(Path(path), Story, "story")
    problems = story_problems(path, story)
    if problems:
        raise ContentError(problems)
    return story


def story_problems(path: str, story: Story) -> list[str]:
    """Cards a story names that our card set does not hold, or of the wrong deck."""
    from .cards import card_set

    cs = card_set()
    out = []
    for i, cid in enumerate(story.keeper_actions):
        if cs.deck_of.get(cid) != "keeper-action":
            out.append(f"{path}: keeper_actions[{i}]: no keeper action card {cid!r}")
    for room, stack in story.rooms.items():
        for i, cid in enumerate(stack):
            if cs.deck_of.get(cid) not in ("exploration", "lock", "obstacle"):
                out.append(f"{path}: rooms.{room}[{i}]: no exploration, lock or obstacle "
                           f"card {cid!r}")
    for deck, ids in story.decks.items():
        for i, cid in enumerate(ids):
            if not cs.deck_of.get(cid, "").startswith(deck):
                out.append(f"{path}: decks.{deck}[{i}]: no {deck} card {cid!r}")
    for i, cid in enumerate(story.time_periods):
        if cs.deck_of.get(cid) != "time-period":
            out.append(f"{path}: time_periods[{i}]: no time period card {cid!r}")
    for i, tt in enumerate(story.time_travel):
        if tt.to != "next" and tt.to not in story.time_periods:
            out.append(f"{path}: time_travel[{i}].to: {tt.to!r} is not one of time_periods")
    for period in story.period_tokens:
        if period not in story.time_periods:
            out.append(f"{path}: period_tokens.{period}: not one of time_periods")
    return out


def story_for(scenario_id: str) -> Story:
    """The story companion of a first-edition scenario; ValueError when it has none."""
    path = stories_dir() / f"{scenario_id}.json"
    if not path.is_file():
        raise ValueError(f"scenario {scenario_id!r} has no first-edition story data "
                         f"({path.name} in {stories_dir()})")
    return _story(str(path))


def shipped_stories(drafts: bool = False) -> list[str]:
    out = []
    for path in sorted(stories_dir().glob("*.json")):
        story = _story(str(path))
        if drafts or not story.draft:
            out.append(story.scenario)
    return out
