"""House rules as the reference shows them: each gap id with its data and current value.

The data is the game's own (``setup_spec()["house_rules"]``, found through the registry);
first-edition play's FA rules come from ``setup_spec()["first_edition"]["house_rules"]`` of
the mansions game, and the remaining puzzle rules from the Mansions puzzle data. A gap id groups every
house rule whose id is that gap or a part of it (``MOM2-GAP-13`` holds
``MOM2-GAP-13.push``, ``MOM2-GAP-13.fire`` ...).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...engine import registry
from ...engine.messages import Msg


@dataclass(frozen=True)
class Setting:
    id: str
    title: Any  # Msg or str
    description: Any
    type: str
    default: Any
    choices: tuple = ()  # (value, label) pairs
    low: int | None = None
    high: int | None = None
    context: str = "content"


def _from_spec(rule: dict, context: str) -> Setting:
    choices = tuple((c[0], c[1]) for c in rule.get("choices") or ())
    return Setting(str(rule["id"]), rule.get("title", ""), rule.get("description", ""),
                   rule.get("type", "bool"), rule.get("default"), choices,
                   rule.get("min"), rule.get("max"), context)


def _from_puzzle(rule) -> Setting:
    choices = tuple((c.value, c.label) for c in rule.choices or ())
    return Setting(rule.id, rule.title, rule.description, rule.type, rule.default, choices,
                   rule.min, rule.max, "content:mansions")


@lru_cache(maxsize=None)
def settings(game: str) -> tuple[Setting, ...]:
    """Every house rule the game's data defines (empty when the game cannot load)."""
    try:
        module = registry.get(game).load()
    except (registry.GameNotBuilt, registry.UnknownGame):
        return ()
    spec_fn = getattr(module, "setup_spec", None)
    spec = spec_fn() if callable(spec_fn) else {}
    found = [_from_spec(r, f"content:{game}") for r in spec.get("house_rules", [])]
    if game == "mansions":
        from ...games.mansions.puzzles.data import house_rules_file

        ids = {s.id for s in found}
        first = [_from_spec(r, "content:mansions")
                 for r in _first_edition_spec(spec).get("house_rules", [])]
        found += [s for s in first if s.id not in ids]
        ids |= {s.id for s in first}
        found += [_from_puzzle(r) for r in house_rules_file().rules if r.id not in ids]
    return tuple(found)


def _first_edition_spec(spec: dict) -> dict:
    """First-edition play's setup contract (its FA house rules): the mansions game's
    ``setup_spec()["first_edition"]``."""
    first = spec.get("first_edition")
    return first if isinstance(first, dict) else {}


def settings_of(game: str, gap_id: str) -> list[Setting]:
    return [s for s in settings(game) if s.id == gap_id or s.id.startswith(gap_id + ".")]


def value_of(setting: Setting, config: dict | None) -> Any:
    chosen = (config or {}).get("house_rules") or {}
    return chosen.get(setting.id, setting.default)


def words(value: Any, translate) -> str:
    """A Msg or string in the current language."""
    if isinstance(value, Msg):
        return value.render(translate)
    return str(value or "")
