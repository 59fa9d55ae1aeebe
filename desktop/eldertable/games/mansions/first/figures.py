"""The figures of a first-edition game as plain data: an investigator (attributes, harm,
what they carry) and a monster in play (its token back, damage and mutations)."""

from __future__ import annotations

from typing import Any


class Investigator:
    __slots__ = ("seat", "id", "name", "health", "sanity", "attrs", "skill_points", "power",
                 "damage", "horror", "items", "spells", "clues", "kept", "mutations",
                 "alive", "escaped", "hidden", "moves", "action", "stunned")

    def __init__(self, seat: int, data, power: str) -> None:
        a = data.attributes
        self.seat = seat
        self.id = data.id
        self.name = data.name
        self.health = data.health
        self.sanity = data.sanity
        self.attrs = {k: getattr(a, k) for k in ("strength", "dexterity", "intellect", "luck",
                                                 "marksmanship", "will")}
        self.skill_points = a.skill_points
        self.power = power
        self.damage = 0
        self.horror = 0
        self.items: list[str] = []
        self.spells: list[str] = []
        self.clues = 0
        self.kept: list[str] = []  # Trauma, Side Effect and Trait cards kept faceup
        self.mutations = 0
        self.alive = True
        self.escaped = False
        self.hidden = ""  # "", "plain" or "mists"
        self.moves = 0
        self.action = 0
        self.stunned = 0

    @property
    def playing(self) -> bool:
        return self.alive and not self.escaped

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}


class Monster:
    __slots__ = ("id", "kind", "name", "back", "damage", "revealed", "mutations", "bonus")

    def __init__(self, mid: str, kind: str, name: str | None, back: int, bonus: int) -> None:
        self.id = mid
        self.kind = kind
        self.name = name
        self.back = back  # index of its token back (hidden side)
        self.damage = 0
        self.revealed = False  # the back shown to investigators (never for a byakhee)
        self.mutations = 0
        self.bonus = bonus  # health per investigator (FA-GAP-30)

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}
