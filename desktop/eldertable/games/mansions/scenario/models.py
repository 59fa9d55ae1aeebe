"""Scenario format v2 (``"kind": "mansions-scenario", "format": 2``): the pydantic models
and the migration chain from older formats. docs/scenario-format.md describes it for
designers. Format 2 holds a first-edition story whole: its Keeper Guide part is the
``first_edition`` object (:mod:`.firstedition`); in format 1 it was a second file.

Field names that hold ids never use a key the translation extractor reads as text
(``name``, ``title``, ``text``, ``objective``, ``epilogue``, ...: tools/i18n.py).

Everything is typed and referenced by id. Triggers, conditions and outcomes are tagged
objects (``"on"``, ``"if"``, ``"do"``), never strings to parse; every text a player reads
is an English source string that the translation tools collect.
"""

from __future__ import annotations

from typing import Annotated, Any, Callable, Literal, Union

from pydantic import Field, model_validator

from ..jsonmodel import Id, Model, Ref, Text
from ..map.mapstate import TOKEN_KINDS
from .firstedition import FirstEditionPart

SCENARIO_KIND = "mansions-scenario"
SCENARIO_FORMAT = 2

RULES = ("second-edition", "first-edition")
#: MOM2-INV-2
SKILLS = {"second-edition": ("strength", "agility", "observation", "lore", "influence", "will"),
          "first-edition": ("strength", "dexterity", "intellect", "luck", "marksmanship", "will")}

#: MOM2-PUZ-1 and FA-ALCH-1; alchemy in second-edition stories is FA-GAP-32
PUZZLE_TYPES = {"second-edition": ("code", "lock", "slide", "alchemy"),
                "first-edition": ("wiring", "lock", "rune", "alchemy")}

MAX_EVENTS = 1000
MAX_OUTCOMES = 64

TokenKind = Literal[TOKEN_KINDS]  # type: ignore[valid-type]
Op = Literal["eq", "ne", "lt", "le", "gt", "ge"]
Who = Literal["active", "each", "chosen"]
Count = Annotated[int, Field(ge=1, le=20)]
Value = Union[bool, int]


# --------------------------------------------------------------------------- meta and content


class Players(Model):
    min: Annotated[int, Field(ge=1, le=5)]
    max: Annotated[int, Field(ge=1, le=5)]

    @model_validator(mode="after")
    def _order(self) -> "Players":
        if self.min > self.max:
            raise ValueError("min is more than max")
        return self


class Meta(Model):
    id: Id
    title: Text
    introduction: Text
    investigators: Players
    difficulty: Literal["easy", "normal", "hard"]
    minutes: Annotated[int, Field(ge=10, le=600)]  # the expected length
    cover: str | None = None  # an image path inside the scenario's folder


class ContentRefs(Model):
    """What the scenario uses from the shared content files. ``investigators`` None: any."""

    investigators: list[Id] | None = Field(default=None, max_length=100)
    monsters: list[Id] = Field(default_factory=list, max_length=100)
    items: list[Id] = Field(default_factory=list, max_length=500)
    spells: list[Id] = Field(default_factory=list, max_length=200)
    decks: list[Id] = Field(default_factory=list, max_length=50)


# --------------------------------------------------------------------------- map


class PlacedTile(Model):
    id: Id
    tile: Id
    at: tuple[Annotated[int, Field(ge=-64, le=64)], Annotated[int, Field(ge=-64, le=64)]]
    rotation: Literal[0, 90, 180, 270] = 0
    revealed: bool = False


class DoorSetting(Model):
    door: Ref
    state: Literal["open", "sealed", "locked"]


class Passage(Model):
    id: Id
    between: tuple[Ref, Ref]


class EdgeOverride(Model):
    """A scenario's own mark on an edge of its map (:mod:`..map.edgemarks`): an
    ``impassable`` border ``between`` two adjacent spaces, or an ``escape`` edge on the
    ``side`` (of the map as laid) of a ``space``, leading out of the map."""

    kind: Literal["impassable", "escape"]
    between: tuple[Ref, Ref] | None = None
    space: Ref | None = None
    side: Literal["n", "e", "s", "w"] | None = None

    @model_validator(mode="after")
    def _where(self) -> "EdgeOverride":
        if self.kind == "impassable" and (self.between is None or self.space is not None
                                          or self.side is not None):
            raise ValueError("an impassable edge names the two spaces it lies between "
                             "(between), and no space or side")
        if self.kind == "escape" and (self.between is not None or self.space is None
                                      or self.side is None):
            raise ValueError("an escape edge names a space and the side of it that leads "
                             "out of the map (space, side), and nothing between")
        return self


class TokenPlacement(Model):
    """A token of the scenario. ``placed: false`` keeps it off the map until an outcome
    places it; a placed token on an unrevealed tile appears when the tile is revealed."""

    id: Id
    kind: TokenKind
    space: Ref | None = None
    door: Ref | None = None
    placed: bool = True
    label: Text | None = None

    @model_validator(mode="after")
    def _where(self) -> "TokenPlacement":
        if (self.space is None) == (self.door is None):
            raise ValueError("a token needs either a space or a door")
        return self


class MonsterPlacement(Model):
    id: Id
    monster: Id
    space: Ref
    placed: bool = True
    name: Text | None = None  # a named monster
    health_per_investigator: Annotated[int, Field(ge=0, le=20)] = 0  # FA-GAP-30


class MapModel(Model):
    tiles: list[PlacedTile] = Field(min_length=1, max_length=64)
    tile_files: list[str] = Field(default_factory=list, max_length=32)  # the scenario's own tiles
    start: Ref
    doors: list[DoorSetting] = Field(default_factory=list, max_length=256)
    passages: list[Passage] = Field(default_factory=list, max_length=64)
    edges: list[EdgeOverride] = Field(default_factory=list, max_length=256)
    tokens: list[TokenPlacement] = Field(default_factory=list, max_length=512)
    monsters: list[MonsterPlacement] = Field(default_factory=list, max_length=128)


# --------------------------------------------------------------------------- story parts


class Variable(Model):
    """A number or flag of the story. With a ``label`` the players see it (a counter of
    rounds left, say); without one it stays the Keeper's secret."""

    id: Id
    type: Literal["number", "flag"]
    initial: Value = 0
    label: Text | None = None

    @model_validator(mode="after")
    def _typed(self) -> "Variable":
        if self.type == "flag" and not isinstance(self.initial, bool):
            raise ValueError("a flag starts true or false")
        if self.type == "number" and isinstance(self.initial, bool):
            raise ValueError("a number starts at a whole number")
        return self


class Objective(Model):
    id: Id
    text: Text


class Epilogue(Model):
    id: Id
    outcome: Literal["win", "lose"]
    text: Text


class Puzzle(Model):
    """A puzzle of the rules profile (:data:`PUZZLE_TYPES`); ``skill`` gives the steps
    (MOM2-PUZ-2); an alchemy puzzle names its setup side (FA-ALCH-4), e.g. ``"10A"``."""

    id: Id
    type: Literal["code", "lock", "slide", "wiring", "rune", "alchemy"]
    skill: Id
    setup: Annotated[str, Field(pattern=r"^[0-9A-Za-z-]{1,16}$")] | None = None
    text: Text


# --------------------------------------------------------------------------- triggers


class OnStart(Model):
    on: Literal["start"]


class OnRound(Model):
    on: Literal["round-start", "round-end", "mythos"]
    round: Annotated[int, Field(ge=1, le=99)] | None = None  # only that round


class OnTokenUsed(Model):
    on: Literal["token-used"]
    token: Id


class OnSpaceEntered(Model):
    on: Literal["space-entered"]
    space: Ref | None = None
    room: Ref | None = None
    by: Literal["investigator", "monster", "any"] = "investigator"

    @model_validator(mode="after")
    def _where(self) -> "OnSpaceEntered":
        if (self.space is None) == (self.room is None):
            raise ValueError("give either a space or a room")
        return self


class OnMonsterDefeated(Model):
    on: Literal["monster-defeated"]
    monster: Id  # a monster placement of this scenario


class OnEscaped(Model):
    """An investigator crosses an escape edge of ``room`` (FA-ESC-1/2)."""

    on: Literal["escaped"]
    room: Ref


class OnEliminated(Model):
    on: Literal["investigator-eliminated"]


class OnVariable(Model):
    on: Literal["variable"]
    variable: Id
    op: Op
    value: Value


Trigger = Annotated[Union[OnStart, OnRound, OnTokenUsed, OnSpaceEntered, OnMonsterDefeated,
                          OnEscaped, OnEliminated, OnVariable], Field(discriminator="on")]


# --------------------------------------------------------------------------- conditions


class IfVariable(Model):
    if_: Literal["variable"] = Field(alias="if")
    variable: Id
    op: Op
    value: Value


class IfRevealed(Model):
    if_: Literal["revealed"] = Field(alias="if")
    tile: Id
    revealed: bool = True


class IfToken(Model):
    if_: Literal["token"] = Field(alias="if")
    token: Id
    present: bool = True


class IfMonster(Model):
    if_: Literal["monster"] = Field(alias="if")
    monster: Id
    present: bool = True


class IfItem(Model):
    """The investigator the event concerns holds (or does not hold) an item."""

    if_: Literal["item"] = Field(alias="if")
    item: Id
    held: bool = True


class IfInvestigators(Model):
    if_: Literal["investigators"] = Field(alias="if")
    op: Op
    value: Annotated[int, Field(ge=0, le=5)]


Condition = Annotated[Union[IfVariable, IfRevealed, IfToken, IfMonster, IfItem, IfInvestigators],
                      Field(discriminator="if_")]


# --------------------------------------------------------------------------- outcomes


class DoMessage(Model):
    do: Literal["message"]
    text: Text


class DoReveal(Model):
    do: Literal["reveal"]
    tiles: list[Id] = Field(min_length=1, max_length=64)


class DoToken(Model):
    do: Literal["place-token", "remove-token"]
    token: Id


class DoMonster(Model):
    do: Literal["place-monster", "remove-monster"]
    monster: Id


class DoDoor(Model):
    do: Literal["set-door"]
    door: Ref
    state: Literal["open", "sealed", "locked"]


class DoTest(Model):
    """A test: MOM2 dice pool (skill + modifier against a difficulty, MOM2-TEST-*) or a
    first-edition d10 roll-under (attribute + modifier, FA-TEST-*; no difficulty)."""

    do: Literal["test"]
    skill: Id
    modifier: Annotated[int, Field(ge=-9, le=9)] = 0
    difficulty: Annotated[int, Field(ge=1, le=9)] | None = None
    who: Who = "active"
    text: Text
    pass_: Id | None = Field(default=None, alias="pass")
    fail: Id | None = None


class DoPuzzle(Model):
    do: Literal["puzzle"]
    puzzle: Id
    solved: Id | None = None
    unsolved: Id | None = None


class DoItem(Model):
    do: Literal["give-item", "take-item"]
    item: Id
    who: Who = "active"


class DoSpell(Model):
    do: Literal["give-spell"]
    spell: Id
    who: Who = "active"


class DoClue(Model):
    do: Literal["give-clue", "take-clue"]
    count: Count = 1
    who: Who = "active"


class DoHarm(Model):
    do: Literal["damage", "horror"]
    amount: Count
    who: Who = "active"


class DoSideEffect(Model):
    do: Literal["side-effect"]
    who: Who = "active"


class DoSetVariable(Model):
    do: Literal["set-variable"]
    variable: Id
    value: Value


class DoAddVariable(Model):
    do: Literal["add-variable"]
    variable: Id
    amount: Annotated[int, Field(ge=-99, le=99)]


class DoObjective(Model):
    do: Literal["change-objective"]
    to: Id


class DoRun(Model):
    do: Literal["run"]
    event: Id


class DoEnd(Model):
    """The game ends; ``ending`` is the id of the epilogue told."""

    do: Literal["win", "lose"]
    ending: Id


Outcome = Annotated[Union[DoMessage, DoReveal, DoToken, DoMonster, DoDoor, DoTest, DoPuzzle,
                          DoItem, DoSpell, DoClue, DoHarm, DoSideEffect, DoSetVariable,
                          DoAddVariable, DoObjective, DoRun, DoEnd], Field(discriminator="do")]


class Event(Model):
    """Outcomes run in order when the trigger fires and every condition holds. An event
    without a trigger runs only when another event calls it (test and puzzle branches,
    ``run``). An event fires once unless ``repeat``."""

    id: Id
    trigger: Trigger | None = None
    conditions: list[Condition] = Field(default_factory=list, max_length=16)
    outcomes: list[Outcome] = Field(min_length=1, max_length=MAX_OUTCOMES)
    repeat: bool = False


# --------------------------------------------------------------------------- the file


class Scenario(Model):
    kind: Literal["mansions-scenario"]
    format: Literal[2]
    rules: Literal["second-edition", "first-edition"]
    meta: Meta
    content: ContentRefs = ContentRefs()
    map: MapModel
    variables: list[Variable] = Field(default_factory=list, max_length=256)
    start_objective: Id
    objectives: list[Objective] = Field(min_length=1, max_length=64)
    epilogues: list[Epilogue] = Field(min_length=1, max_length=64)
    puzzles: list[Puzzle] = Field(default_factory=list, max_length=64)
    events: list[Event] = Field(min_length=1, max_length=MAX_EVENTS)
    #: the Keeper Guide of a first-edition story; required by first-edition rules,
    #: refused by second-edition ones (:func:`.validate.check_scenario`)
    first_edition: FirstEditionPart | None = None


# --------------------------------------------------------------------------- migrations


def _from_0(data: dict[str, Any]) -> dict[str, Any]:
    """Format 0, the first draft: meta fields and the map at the top level, a ``players``
    pair, no rules profile (it was second edition only), and ids under the keys
    ``objective`` and ``epilogue``, which the translation extractor reads as text."""
    out = {k: v for k, v in data.items()
           if k not in ("id", "title", "introduction", "players", "difficulty", "minutes",
                        "tiles", "start", "doors", "passages", "tokens", "monsters", "objective")}
    players = data.get("players", [1, 5])
    if not (isinstance(players, list) and len(players) == 2):
        raise ValueError("players must be a pair [min, max]")
    out["format"] = 1
    out.setdefault("rules", "second-edition")
    out["meta"] = {"id": data.get("id"), "title": data.get("title"),
                   "introduction": data.get("introduction"),
                   "investigators": {"min": players[0], "max": players[1]},
                   "difficulty": data.get("difficulty", "normal"),
                   "minutes": data.get("minutes", 60)}
    out["map"] = {k: data[k] for k in ("tiles", "start", "doors", "passages", "tokens", "monsters")
                  if k in data}
    out["start_objective"] = data.get("objective")
    events = data.get("events", [])
    if isinstance(events, list):
        out["events"] = [_event_from_0(e) for e in events]
    return out


def _event_from_0(event: Any) -> Any:
    if not isinstance(event, dict) or not isinstance(event.get("outcomes"), list):
        return event
    outcomes = []
    for o in event["outcomes"]:
        if isinstance(o, dict) and o.get("do") == "objective":
            o = {"do": "change-objective", "to": o.get("objective")}
        elif isinstance(o, dict) and o.get("do") in ("win", "lose"):
            o = {"do": o["do"], "ending": o.get("epilogue")}
        outcomes.append(o)
    return dict(event, outcomes=outcomes)


def _from_1(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 kept a first-edition story's Keeper Guide in a second file; the loader
    folds a companion found beside the file in (:func:`.loader.fold_companion`) before
    this step, which only raises the format."""
    return dict(data, format=2)


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _from_0, 1: _from_1}
