"""The effect vocabulary of first-edition cards: small tagged objects (``"do"``), data that
the engine interprets (:mod:`.resolve`), never code. docs/first-edition-cards.md lists
every kind with an example.

A test (:class:`TestSpec`) names exactly one of ``attribute`` (an attribute test),
``either`` (two attributes, the investigator chooses: FA-TEST-1) or ``value`` (a
non-attribute number such as the remaining sanity: FA-TEST-2); ``modifier`` and ``per``
(a conditional modifier such as -1 per horror: FA-TEST-3) are applied before the roll.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, model_validator

from ..jsonmodel import Id, Model

ATTRIBUTES = ("strength", "dexterity", "intellect", "luck", "marksmanship", "will")
Attribute = Literal["strength", "dexterity", "intellect", "luck", "marksmanship", "will"]
#: numbers a non-attribute test may read (FA-TEST-2)
Value = Literal["sanity", "health", "horror", "damage", "clues", "items", "skill-points"]
Amount = Annotated[int, Field(ge=1, le=9)]
Mod = Annotated[int, Field(ge=-9, le=9)]


class Per(Model):
    """A conditional modifier: ``by`` for each ``count`` the investigator has."""

    count: Literal["horror", "damage", "mutation", "items", "clues"]
    by: Mod


class TestSpec(Model):
    attribute: Attribute | None = None
    either: tuple[Attribute, Attribute] | None = None
    value: Value | None = None
    modifier: Mod = 0
    per: Per | None = None

    @model_validator(mode="after")
    def _one(self) -> "TestSpec":
        named = [x for x in (self.attribute, self.either, self.value) if x is not None]
        if len(named) != 1:
            raise ValueError("a test names exactly one of attribute, either or value")
        return self


class Harm(Model):
    do: Literal["damage", "horror", "heal", "calm"]
    amount: Amount = 1
    to: Literal["self", "monster", "room", "all"] = "self"


class Test(Model):
    do: Literal["test"]
    test: TestSpec
    pass_: list["Effect"] = Field(default_factory=list, alias="pass", max_length=12)
    fail: list["Effect"] = Field(default_factory=list, max_length=12)


class Tests(Model):
    """Two tests in the order given (FA-TEST-6); the outcome by how many passed (FA-TEST-7).
    ``second`` ``other``: made by another investigator in the room (FA-GAP-26)."""

    do: Literal["tests"]
    tests: tuple[TestSpec, TestSpec]
    second: Literal["self", "other"] = "self"
    both: list["Effect"] = Field(default_factory=list, max_length=12)
    one: list["Effect"] = Field(default_factory=list, max_length=12)
    none: list["Effect"] = Field(default_factory=list, max_length=12)


class Simple(Model):
    """Effects without arguments: draw a Side Effect card, put a Mutation token on the
    investigator (or on the monster fought), lose the next action, drop an item, hide
    (plain or with the Mists of Releh), place a Crawling Hand in the investigator's space,
    place the Seeds marker, move to a quiet Hallway space (FA-ERR-2), nothing."""

    do: Literal["side-effect", "mutation", "monster-mutation", "stun", "drop-item", "hide",
                "mists", "crawling-hand", "seeds", "wrong-turn", "nothing", "end-turn"]


class Threat(Model):
    do: Literal["threat"]
    amount: Annotated[int, Field(ge=-9, le=9)]


class Gain(Model):
    """Gain an item, learn a spell, or keep a Trait card (FA-COMP-8)."""

    do: Literal["item", "spell", "trait"]
    id: Id


class Clues(Model):
    do: Literal["clue", "skill-point"]
    amount: Amount = 1


class Modify(Model):
    """Constant while the card is kept: ``by`` to an attribute."""

    do: Literal["modify"]
    attribute: Attribute
    by: Mod


class MoveMonsters(Model):
    """Each monster (or the one nearest an investigator) moves ``steps`` toward the nearest
    investigator it can reach."""

    do: Literal["move-monsters"]
    steps: Annotated[int, Field(ge=1, le=4)] = 1
    which: Literal["all", "one"] = "all"


class Summon(Model):
    """Place a monster of ``monster`` kind in the explored room farthest from every
    investigator."""

    do: Literal["summon"]
    monster: Id


class Puzzle(Model):
    """Start a puzzle (FA-ALCH-1): ``alchemy`` names its setup side (FA-ALCH-4)."""

    do: Literal["puzzle"]
    type: Literal["alchemy", "wiring", "lock", "rune"]
    side: Annotated[str, Field(pattern=r"^10[AB]$")] | None = None
    solved: list["Effect"] = Field(default_factory=list, max_length=12)
    unsolved: list["Effect"] = Field(default_factory=list, max_length=12)


class DiscardTrauma(Model):
    """FA-ERR-5: discard one Trauma card the investigator keeps, the first of its kind:
    ``insanity`` one played on horror, ``injury`` one played on damage; none of that kind
    kept, nothing happens."""

    do: Literal["discard-trauma"]
    kind: Literal["insanity", "injury"]


class TimePeriod(Model):
    do: Literal["time-period"]
    to: Id | Literal["next"] = "next"


Effect = Annotated[Union[Harm, Test, Tests, Simple, Threat, Gain, Clues, Modify, MoveMonsters,
                         Summon, Puzzle, TimePeriod, DiscardTrauma], Field(discriminator="do")]

for _cls in (Test, Tests, Puzzle):
    _cls.model_rebuild()


class ThreatAbility(Model):
    """A threat effect printed on a Trauma or Side Effect card (FA-THREAT-1..4): the Keeper
    pays ``cost`` threat in the ``when`` window, at most ``uses`` times a Keeper turn; it is
    not a keeper action."""

    cost: Annotated[int, Field(ge=0, le=9)]
    when: Literal["keeper-turn"] = "keeper-turn"
    uses: Annotated[int, Field(ge=1, le=3)] = 1
    effects: list[Effect] = Field(min_length=1, max_length=12)
