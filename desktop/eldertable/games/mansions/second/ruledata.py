"""Rule data of second-edition play: the house rules (every MOM2-GAP, in
``assets/games/mansions/house_rules_2e.json``) and the shared content read into plain
dicts that the hot loop can use without touching pydantic.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ....resources import asset
from ....engine.houserules import HouseRule
from ..common.houserules import house_file, rule_values
from ..content import Catalog, catalog
from ..puzzles.data import house_rules_file as puzzle_house_rules_file


SKILLS = ("strength", "agility", "observation", "lore", "influence", "will")


def house_rules_path() -> Path:
    return asset("games", "mansions", "house_rules_2e.json")


def house_rule_specs() -> list[HouseRule]:
    """Every house rule second-edition play uses: the MOM2-GAP rules of
    ``house_rules_2e.json``, then the puzzle rules (MOM2-GAP-12.*) of the puzzle data,
    then FA-GAP-32 of ``house_rules_1e.json`` (:mod:`.alchemy`)."""
    own = list(house_file(str(house_rules_path())))
    ids = {r.id for r in own}
    extra = [r for r in puzzle_house_rules_file().rules
             if r.id.startswith("MOM2-") and r.id not in ids]
    from .alchemy import switch_spec  # FA-GAP-32: Forbidden Alchemy parts in 2e scenarios

    return own + extra + [switch_spec()]


def house_rules(overrides: dict[str, Any] | None = None) -> dict[str, Any]:
    """The value of every house rule: defaults with ``overrides`` checked and applied;
    ValueError naming the rule otherwise."""
    return rule_values(house_rule_specs(), overrides)


# --------------------------------------------------------------------------- content


@dataclass(frozen=True)
class Content2e:
    """The shared content as plain dicts, plus the decks' card instances."""

    catalog: Catalog
    monsters: dict[str, dict[str, Any]]
    investigators: dict[str, dict[str, Any]]
    items: dict[str, dict[str, Any]]
    spells: dict[str, dict[str, Any]]
    cards: dict[str, dict[str, Any]]  # card id -> data (every deck)
    decks: dict[str, list[str]]  # deck id -> card instances "<card>#<n>" in file order
    conditions: dict[str, dict[str, Any]]


DEFAULT_ACTIVATION = {"move": 2, "target": "nearest", "reach": "melee", "flee_at": 0,
                      "attacks": [{"text": "It attacks.", "skill": "agility", "harm": "damage",
                                   "amount": 2}]}


def _dump(model) -> dict[str, Any] | None:
    return None if model is None else model.model_dump()


@lru_cache(maxsize=4)
def _content(folder: str | None) -> Content2e:
    cat = catalog(Path(folder) if folder else None)
    monsters = {}
    for m in cat.monsters.values():
        monsters[m.id] = {"id": m.id, "name": m.name, "flying": m.flying, "health": m.health,
                          "horror": m.horror, "awareness": m.awareness, "brawn": m.brawn,
                          "activation": _dump(m.activation), "evade": _dump(m.evade)}
    investigators = {}
    for i in cat.investigators.values():
        investigators[i.id] = {"id": i.id, "name": i.name, "health": i.health,
                               "sanity": i.sanity, "skills": i.skills.model_dump(),
                               "ability": i.ability, "power": _dump(i.power),
                               "items": list(i.items)}
    items = {i.id: {"id": i.id, "name": i.name, "type": i.type, "text": i.text,
                    "attack": _dump(i.attack), "light": i.light, "reroll": i.reroll,
                    "action": _dump(i.action)} for i in cat.items.values()}
    spells = {s.id: {"id": s.id, "name": s.name, "text": s.text,
                     "attack": _dump(s.attack_with), "action": _dump(s.action)}
              for s in cat.spells.values()}
    cards: dict[str, dict[str, Any]] = {}
    decks: dict[str, list[str]] = {}
    for d in cat.decks.values():
        inst: list[str] = []
        for c in d.cards:
            cards[c.id] = {"id": c.id, "deck": d.id, "name": c.name, "text": c.text,
                           "keep": c.keep, "effect": _dump(c.effect)}
            inst += [f"{c.id}#{k + 1}" for k in range(c.copies)]
        decks[d.id] = inst
    conditions = {c.id: {"id": c.id, "name": c.name, "text": c.text}
                  for c in cat.conditions.values()}
    return Content2e(cat, monsters, investigators, items, spells, cards, decks, conditions)


def content(folder: Path | None = None) -> Content2e:
    return _content(str(folder) if folder else None)


_BASE_IDS: dict[str, str] = {}  # instance -> base id (the instances of a content are few)


def base_id(instance: str) -> str:
    """``"bruised-ribs#3"`` -> ``"bruised-ribs"``; possessions likewise."""
    try:
        return _BASE_IDS[instance]
    except KeyError:
        if len(_BASE_IDS) >= 65536:
            _BASE_IDS.clear()
        found = _BASE_IDS[instance] = instance.split("#", 1)[0]
        return found
