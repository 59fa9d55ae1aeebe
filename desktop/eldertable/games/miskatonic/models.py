"""Pydantic v2 models of the Miskatonic Madness content files (format 1).

One model per file kind. They check each file on its own: types, allowed values, ids and
the consistency of a card's fields. Checks that need two files (a card's location exists,
an effect names a house rule that exists) live in :mod:`.content`.

Card effects are data: an ordered list of steps (``{"do": "check", ...}``) that the rules
engine interprets. Nothing in a content file is ever executed.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal, Union

from pydantic import (AfterValidator, BaseModel, ConfigDict, Field, StrictBool, StrictInt,
                      field_validator, model_validator)

from eldertable.engine import houserules as H

FORMAT = 1
ID = r"^[a-z][a-z0-9_]*$"
GAP_ID = r"^MM-GAP-[1-9][0-9]*$"
ATTRIBUTES = ("combat", "investigation", "stealth", "sanity")
Attribute = Literal["combat", "investigation", "stealth", "sanity"]
RuleValue = Union[StrictBool, StrictInt, str]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


def _amount_ok(value: Any) -> Any:
    if isinstance(value, bool):
        raise ValueError("must be a number, '1d3', '1d6' or a house rule id")
    if isinstance(value, int):
        if value < 0:
            raise ValueError("must not be negative")
        return value
    if isinstance(value, str) and (value in ("1d3", "1d6") or re.match(GAP_ID, value)):
        return value
    raise ValueError("must be a number, '1d3', '1d6' or a house rule id like 'MM-GAP-27'")


Amount = Annotated[Union[StrictInt, str], AfterValidator(_amount_ok)]


# --------------------------------------------------------------------------- effect steps


class StepBase(Strict):
    when: Literal["passed", "failed"] | None = None
    """Run only if the card's latest check passed / failed."""
    if_rule: tuple[Annotated[str, Field(pattern=GAP_ID)], RuleValue] | None = None
    """Run only while a house rule has this value."""


class SummonStep(StepBase):
    do: Literal["summon"]
    amount: Amount


class DrawStep(StepBase):
    do: Literal["draw"]
    amount: Amount


class MythosStep(StepBase):
    do: Literal["mythos"]
    amount: Amount


class CheckStep(StepBase):
    do: Literal["check"]
    skill: Attribute
    who: Literal["each", "team", "one", "board", "reader"]
    need: Amount
    by: Literal["roll", "attribute"] = "roll"
    fail: Literal["insanity", "intensive_care", "jail"] | None = None
    fail_mythos: StrictInt = Field(0, ge=0)
    reward: Literal["any", "all"] | None = None
    blocked_by: Annotated[str, Field(pattern=ID)] | None = None
    pass_: list["Step"] = Field(default_factory=list, alias="pass")

    @model_validator(mode="after")
    def _consistent(self) -> "CheckStep":
        if isinstance(self.need, str) and self.need.startswith("1d"):
            raise ValueError("need must be a number or a house rule id, not a die")
        if self.who == "team" and self.skill in ("stealth", "sanity") and self.by == "roll":
            raise ValueError("Stealth and Sanity are never rolled by a team (MM-TEST-4)")
        if self.by == "attribute" and self.who != "reader":
            raise ValueError("an attribute requirement applies to a reader only")
        return self


class FightStep(StepBase):
    do: Literal["fight"]
    win: list["Step"] = Field(default_factory=list)


class AcquireStep(StepBase):
    do: Literal["acquire"]
    as_: Literal["score", "possession", "ally"] = Field(alias="as")


class DiscardStep(StepBase):
    do: Literal["discard"]


class MarkReadStep(StepBase):
    do: Literal["mark_read"]


Step = Annotated[Union[SummonStep, DrawStep, MythosStep, CheckStep, FightStep, AcquireStep,
                       DiscardStep, MarkReadStep], Field(discriminator="do")]
CheckStep.model_rebuild()
FightStep.model_rebuild()


# --------------------------------------------------------------------------- cards


class ItemModel(Strict):
    sanity_immune: StrictBool = False
    reroll: StrictBool = False
    cultist_may_take: StrictBool = False
    combat_bonus: dict[Literal["cultist", "monster", "human"], Annotated[int, Field(ge=0)]] = \
        Field(default_factory=dict)
    final_dice: StrictInt = Field(0, ge=0)
    ritual_threshold: StrictInt | None = Field(None, ge=2, le=6)
    stealth_bonus: StrictInt = Field(0, ge=0)


class BookModel(Strict):
    read: list[Step] = Field(min_length=1)
    min_sanity: StrictInt = Field(0, ge=0)


COMBAT_TYPES = ("cultist", "monster", "human")


class CardModel(Strict):
    id: Annotated[str, Field(pattern=ID)]
    name: Annotated[str, Field(min_length=1)]
    text: Annotated[str, Field(min_length=1)]
    type: Literal["cultist", "monster", "human", "event", "encounter", "item", "book", "ally"]
    copies: StrictInt = Field(1, ge=1, le=9)
    start: Literal["deck", "hand"] = "deck"
    locations: list[Annotated[str, Field(pattern=ID)]] = Field(default_factory=list)
    combat: StrictInt | None = Field(None, ge=0, le=20)
    group: Literal["combat", "sanity", "other"]
    rituals: StrictBool = False
    effects: list[Step] = Field(default_factory=list)
    item: ItemModel | None = None
    book: BookModel | None = None
    ally: Annotated[str, Field(pattern=ID)] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> "CardModel":
        fighter = self.type in COMBAT_TYPES
        if fighter and self.combat is None:
            raise ValueError(f"a {self.type} card needs a combat value")
        if not fighter and self.combat is not None:
            raise ValueError(f"a {self.type} card has no combat value")
        if fighter != (self.group == "combat"):
            raise ValueError("exactly the cultist, monster and human cards are in the combat group")
        if self.rituals and self.type != "cultist":
            raise ValueError("only cultist cards may chant on Secret Rituals")
        if (self.type == "ally") != (self.ally is not None):
            raise ValueError("an ally card, and only an ally card, names its investigator "
                             "in 'ally'")
        if (self.type == "book") != (self.book is not None):
            raise ValueError("a book card, and only a book card, has a 'book' section")
        if self.type == "item" and self.item is None:
            raise ValueError("an item card needs an 'item' section")
        if self.item is not None and self.type not in ("item", "book"):
            raise ValueError("only items and books have an 'item' section")
        if self.type == "cultist" and self.effects:
            raise ValueError("a cultist card fights; it has no effect steps")
        if len(set(self.locations)) != len(self.locations):
            raise ValueError("a location is listed twice")
        for step in _walk(self.effects):
            if isinstance(step, FightStep) and not fighter:
                raise ValueError("only a monster or human card can fight")
            if isinstance(step, CheckStep) and step.who == "reader":
                raise ValueError("'reader' checks belong in a book's 'read' steps")
        if self.book is not None:
            for step in _walk(self.book.read):
                if isinstance(step, CheckStep) and step.who != "reader":
                    raise ValueError("a book is read by its reader alone (who: reader)")
                if isinstance(step, FightStep):
                    raise ValueError("reading a book starts no fight")
        return self


def _walk(steps):
    for step in steps:
        yield step
        if isinstance(step, CheckStep):
            yield from _walk(step.pass_)
        elif isinstance(step, FightStep):
            yield from _walk(step.win)


def walk_steps(steps):
    """Every step of a list, nested ones included."""
    return _walk(steps)


def _unique(items, what: str):
    seen = set()
    for item in items:
        if item.id in seen:
            raise ValueError(f"{what} id {item.id!r} appears twice")
        seen.add(item.id)
    return items


class CardsFile(Strict):
    kind: Literal["miskatonic-cards"]
    format: Literal[1]
    cards: list[CardModel] = Field(min_length=1)

    @field_validator("cards")
    @classmethod
    def _ids(cls, v):
        return _unique(v, "card")


# --------------------------------------------------------------------------- locations


class LocationModel(Strict):
    id: Annotated[str, Field(pattern=ID)]
    type: Literal["university", "rituals", "study", "recovery"]
    name: Annotated[str, Field(min_length=1)]
    text: str = ""


SPECIAL_SPACES = {"rituals": {"secret_rituals"}, "study": {"study"},
                  "recovery": {"temporary_insanity", "jail", "intensive_care"}}


class LocationsFile(Strict):
    kind: Literal["miskatonic-locations"]
    format: Literal[1]
    locations: list[LocationModel]

    @field_validator("locations")
    @classmethod
    def _board(cls, v):
        _unique(v, "location")
        uni = [loc.id for loc in v if loc.type == "university"]
        if len(uni) != 6:
            raise ValueError(f"the university has exactly 6 locations, not {len(uni)}")
        if "infirmary" not in uni:
            raise ValueError("the Infirmary must be one of the university locations")
        for kind, ids in SPECIAL_SPACES.items():
            have = {loc.id for loc in v if loc.type == kind}
            if have != ids:
                raise ValueError(f"the {kind} spaces must be {sorted(ids)}, not {sorted(have)}")
        return v


# --------------------------------------------------------------------------- investigators


class AttributesModel(Strict):
    combat: StrictInt = Field(ge=0, le=9)
    investigation: StrictInt = Field(ge=0, le=9)
    stealth: StrictInt = Field(ge=0, le=9)
    sanity: StrictInt = Field(ge=0, le=9)


class InvestigatorModel(Strict):
    id: Annotated[str, Field(pattern=ID)]
    name: Annotated[str, Field(min_length=1)]
    subtitle: str = ""
    text: str = ""
    start: StrictBool
    strengths: list[Attribute] = Field(min_length=1, max_length=4)
    attributes: AttributesModel

    @field_validator("strengths")
    @classmethod
    def _distinct(cls, v):
        if len(set(v)) != len(v):
            raise ValueError("a strength is listed twice")
        return v


class InvestigatorsFile(Strict):
    kind: Literal["miskatonic-investigators"]
    format: Literal[1]
    investigators: list[InvestigatorModel]

    @field_validator("investigators")
    @classmethod
    def _four(cls, v):
        _unique(v, "investigator")
        starting = sum(1 for i in v if i.start)
        if starting != 4:
            raise ValueError(f"the investigator player starts with 4 investigators, not {starting}")
        return v


# --------------------------------------------------------------------------- roll tables


class SpaceTable(Strict):
    release: list[Annotated[int, Field(ge=1, le=6)]]
    stay: list[Annotated[int, Field(ge=1, le=6)]]

    @model_validator(mode="after")
    def _covers(self) -> "SpaceTable":
        faces = sorted(self.release + self.stay)
        if faces != [1, 2, 3, 4, 5, 6]:
            raise ValueError("release and stay must name each face 1-6 exactly once")
        return self


class RollTable(Strict):
    id: Annotated[str, Field(pattern=ID)]
    name: Annotated[str, Field(min_length=1)]
    description: str = ""
    intensive_care: SpaceTable
    temporary_insanity: SpaceTable
    jail: SpaceTable


class RollTablesFile(Strict):
    kind: Literal["miskatonic-roll-tables"]
    format: Literal[1]
    tables: list[RollTable] = Field(min_length=1)

    @field_validator("tables")
    @classmethod
    def _ids(cls, v):
        return _unique(v, "table")


# --------------------------------------------------------------------------- house rules


# The one house-rule model is the engine's (engine/houserules.py); Miskatonic Madness says
# only what its file looks like.
HOUSE_RULES = H.RulesFileKind("miskatonic-house-rules", key="house_rules", prefixes=("MM-GAP-",),
                              parts=False, at_least=0)
HouseRulesFile = HOUSE_RULES.model


FILE_MODELS: dict[str, type[BaseModel]] = {
    "miskatonic-cards": CardsFile,
    "miskatonic-locations": LocationsFile,
    "miskatonic-investigators": InvestigatorsFile,
    "miskatonic-roll-tables": RollTablesFile,
    "miskatonic-house-rules": HouseRulesFile,
}
FILE_NAMES: dict[str, str] = {
    "miskatonic-cards": "cards.json",
    "miskatonic-locations": "locations.json",
    "miskatonic-investigators": "investigators.json",
    "miskatonic-roll-tables": "roll_tables.json",
    "miskatonic-house-rules": "house_rules.json",
}
