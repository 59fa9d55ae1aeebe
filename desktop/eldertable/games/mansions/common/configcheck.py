"""The first checks of a Mansions game's config, alike in both editions: an object, its
house rules' values, options that are an object naming only the edition's options, and
the investigators chosen for the seats."""

from __future__ import annotations

from typing import Any, Callable, Iterable


def rules_and_options(config: Any, house_rules: Callable[[dict[str, Any]], dict[str, Any]],
                      known_options: Iterable[str]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The values of ``config``'s house rules (from the edition's ``house_rules``) and its
    options; ValueError naming the problem otherwise."""
    if not isinstance(config, dict):
        raise ValueError("config must be an object")
    house = house_rules(config.get("house_rules") or {})
    options = config.get("options") or {}
    if not isinstance(options, dict):
        raise ValueError("config.options must be an object")
    extra = set(options) - set(known_options)
    if extra:
        raise ValueError(f"config.options: unknown option {sorted(extra)[0]!r}")
    return house, options


def check_investigators(chosen: list[str], allowed: list[str], story: str) -> None:
    """That the investigators ``chosen`` names (not "random") are each ``allowed`` and at
    one seat only; ValueError naming the problem otherwise (``story``: "story" or "scenario",
    the word for what they play)."""
    picked = [c for c in chosen if c != "random"]
    for c in picked:
        if c not in allowed:
            raise ValueError(f"investigator {c!r} cannot play this {story}; choose from "
                             f"{', '.join(allowed)}")
    if len(set(picked)) != len(picked):
        raise ValueError("an investigator can sit at only one seat")
