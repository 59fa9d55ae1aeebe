"""How many puzzle steps an attempt gets, and what may add more.

* First edition (FA-ALCH-9, FA-ALCH-29, FA-GAP-2): puzzle actions equal to the
  investigator's Intellect; each skill point spent during the attempt adds Luck, up to the
  number of points per attempt the house rule FA-GAP-2 allows.
* Second edition (MOM2-PUZ-2, MOM2-PUZ-3, MOM2-CLUE-2, MOM2-TERR-7, MOM2-GAP-12): puzzle
  steps equal to the tested skill; each clue spent adds the house rule's steps per clue,
  but never in Darkness.

A budget only counts; the puzzle decides when a step is taken.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ....engine.messages import Msg, N_


@dataclass
class FirstEditionBudget:
    """Intellect gives the actions; a skill point adds Luck (FA-ALCH-29)."""

    intellect: int
    luck: int = 0
    skill_points: int = 0
    per_attempt: int = 1
    spent: int = 0

    edition = "first"

    def __post_init__(self) -> None:
        for name in ("intellect", "luck", "skill_points", "per_attempt", "spent"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} cannot be negative")

    @property
    def initial_steps(self) -> int:
        return self.intellect

    def can_spend(self) -> bool:
        return self.spent < min(self.skill_points, self.per_attempt) and self.luck > 0

    def why_not(self) -> Msg:
        if self.luck <= 0:
            return Msg(N_("mansions", "This investigator has no Luck to add."), "mansions")
        if self.skill_points <= self.spent:
            return Msg(N_("mansions", "No skill points are left."), "mansions")
        return Msg(N_("mansions", "No more skill points may be spent on this attempt."),
                   "mansions")

    def gain(self) -> int:
        """The steps one more skill point adds."""
        return self.luck

    def left(self) -> int:
        """Skill points that may still be spent on this attempt."""
        return max(0, min(self.skill_points, self.per_attempt) - self.spent)

    def spend(self) -> int:
        """Spend one skill point; the number of steps it adds."""
        self.spent += 1
        return self.luck

    def token_label(self) -> Msg:
        return Msg(N_("mansions", "skill point"), "mansions")

    def to_json(self) -> dict[str, Any]:
        return {"edition": self.edition, **asdict(self)}


@dataclass
class SecondEditionBudget:
    """The tested skill gives the steps; clues add more, not in Darkness (MOM2-TERR-7)."""

    skill: int
    clues: int = 0
    darkness: bool = False
    per_clue: int = 1
    spent: int = 0

    edition = "second"

    def __post_init__(self) -> None:
        for name in ("skill", "clues", "per_clue", "spent"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} cannot be negative")

    @property
    def initial_steps(self) -> int:
        return self.skill

    def can_spend(self) -> bool:
        return not self.darkness and self.spent < self.clues

    def why_not(self) -> Msg:
        if self.darkness:
            return Msg(N_("mansions", "Clues cannot be spent for puzzle steps in Darkness."),
                       "mansions")
        return Msg(N_("mansions", "No clues are left to spend."), "mansions")

    def gain(self) -> int:
        """The steps one more clue adds."""
        return self.per_clue

    def left(self) -> int:
        """Clues the investigator still holds for this attempt."""
        return max(0, self.clues - self.spent)

    def spend(self) -> int:
        self.spent += 1
        return self.per_clue

    def token_label(self) -> Msg:
        return Msg(N_("mansions", "clue"), "mansions")

    def to_json(self) -> dict[str, Any]:
        return {"edition": self.edition, **asdict(self)}


Budget = FirstEditionBudget | SecondEditionBudget


def budget_from_json(data: dict[str, Any]) -> Budget:
    data = dict(data)
    edition = data.pop("edition", None)
    if edition == "first":
        return FirstEditionBudget(**data)
    if edition == "second":
        return SecondEditionBudget(**data)
    raise ValueError(f"unknown budget edition {edition!r}")
