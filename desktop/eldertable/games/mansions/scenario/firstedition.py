"""The first-edition part of a scenario file (``"first_edition"``, scenario format 2): the
Keeper Guide of a story - its secret story choice and the epilogues of each answer, the
Keeper's action cards, the room stacks, the decks, time travel and the named monsters.

Only the shape is checked here; :mod:`..first.storycheck` checks what it names against the
map, the events and the first-edition card set. docs/scenario-format.md describes it.
The first-edition engine reads this model as the story (``state.story``).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from ..jsonmodel import Id, Model, Ref, Text

#: the published story's errata this story's text follows (FA-ERR-1)
Erratum = Annotated[str, Field(pattern=r"^FA-ERR-\d+$")]
DECKS = ("mythos", "trauma", "side-effect", "combat")


class StoryEpilogue(Model):
    winner: Literal["investigators", "keeper"]
    epilogue: Text


class Option(Model):
    """One answer to a story choice: the Keeper's goal it sets (``summary`` in words) and
    the epilogues it leads to, one per winning side (FA-EPI-3)."""

    id: Id
    title: Text
    goal: Literal["time", "mutations", "warden-out"]
    summary: Text
    epilogues: list[StoryEpilogue] = Field(min_length=2, max_length=2)

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


class FirstEditionPart(Model):
    """The Keeper Guide of one first-edition scenario."""

    draft: bool = False  # FA-GAP-20
    #: FA-ERR-1: the published story's errata whose corrected reading this story follows
    #: (written in, as a revised printing has them; house rule FA-GAP-18 does not undo them)
    errata: list[Erratum] = Field(default_factory=list, max_length=30)
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


#: the keys of a format-1 story companion file (``"kind": "mansions-1e-story"``) that are
#: not part of :class:`FirstEditionPart`
COMPANION_KEYS = ("kind", "format", "scenario")


def part_of_companion(data: dict) -> dict:
    """The first-edition part held by a format-1 story companion file's JSON."""
    return {k: v for k, v in data.items() if k not in COMPANION_KEYS}
