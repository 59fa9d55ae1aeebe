"""House rules as data, shared by both rule profiles: one ``mansions-house-rules`` file per
profile, checked on load, and the values of a game's rules from their defaults and the
player's choices (first- and second-edition play both take them from :func:`rule_values`).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..jsonmodel import ContentError, model_problems, parse_model, read_content
from ..puzzles.data import HouseRule

HOUSE_KIND = "mansions-house-rules"


class HouseRulesFile(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    kind: Literal["mansions-house-rules"]
    format: Literal[1]
    rules: list[HouseRule] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> "HouseRulesFile":
        dup = [k for k, n in Counter(r.id for r in self.rules).items() if n > 1]
        if dup:
            raise ValueError(f"house rule ids appear twice: {', '.join(dup)}")
        return self


def house_file_problems(path: Path | str, data: Any) -> list[str]:
    return model_problems(HouseRulesFile, path, data)


@lru_cache(maxsize=8)
def house_file(path: str):
    """The checked rules of one house-rules file; ContentError naming file and JSON path."""
    data = read_content(Path(path), "house rules")
    problems = house_file_problems(path, data)
    if problems:
        raise ContentError(problems)
    return parse_model(HouseRulesFile, data).rules


def rule_values(specs: Iterable[HouseRule], overrides: dict[str, Any] | None) -> dict[str, Any]:
    """Every rule's value: defaults, with ``overrides`` checked and applied; ValueError
    naming the rule otherwise."""
    spec = {r.id: r for r in specs}
    values: dict[str, Any] = {rid: r.default for rid, r in spec.items()}
    if overrides is None:
        return values
    if not isinstance(overrides, dict):
        raise ValueError("house_rules must be an object")
    for rid, value in overrides.items():
        rule = spec.get(rid)
        if rule is None:
            raise ValueError(f"house_rules: unknown house rule {rid!r}")
        if not rule.allows(value):
            raise ValueError(f"house rule {rid}: {value!r} is not allowed")
        values[rid] = value
    return values
