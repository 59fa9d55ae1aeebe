"""Mansions' house-rules files: one ``mansions-house-rules`` file per rule profile, read
and checked by the engine's one house-rule model (engine/houserules.py); the values of a
game's rules come from :func:`rule_values` (first- and second-edition play both)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

from ....engine import houserules as H
from ....engine.houserules import HouseRule
from ..jsonmodel import ContentError

HOUSE_KIND = "mansions-house-rules"
KIND = H.RulesFileKind(HOUSE_KIND, prefixes=("FA-GAP-", "MOM2-GAP-"))


def house_file_problems(path: Path | str, data: Any) -> list[str]:
    return H.file_problems(KIND, path, data)


@lru_cache(maxsize=8)
def house_file(path: str) -> tuple[HouseRule, ...]:
    """The checked rules of one house-rules file; ContentError naming file and JSON path."""
    try:
        return H.load(KIND, path)
    except H.HouseRulesError as exc:
        raise ContentError(exc.lines) from None


def rule_values(specs: Iterable[HouseRule], overrides: dict[str, Any] | None) -> dict[str, Any]:
    """Every rule's value: defaults, with ``overrides`` checked and applied; ValueError
    naming the rule otherwise."""
    return H.resolve(specs, overrides)
