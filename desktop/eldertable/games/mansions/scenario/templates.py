"""New scenarios for the editor (Qt-free): the smallest valid story of each rules
edition, and a copy of an existing scenario to start from. Each gets a fresh ``meta.id``.

The words in a blank are English source text like every scenario's, for the designer to
replace; the validator reports none of them as missing.
"""

from __future__ import annotations

import copy
import re
import secrets
from pathlib import Path
from typing import Any

from .models import RULES, SCENARIO_FORMAT, SCENARIO_KIND
from .opening import open_for_editing

_SLUG_MAX = 48


def fresh_id(base: str) -> str:
    """An id made from ``base`` (a title or an id) and six random hex digits, e.g.
    ``the-quiet-greenhouse-3fa2c1``; ``scenario-...`` when nothing of ``base`` is usable."""
    slug = re.sub(r"[^a-z0-9]+", "-", base.lower()).strip("-")[:_SLUG_MAX].strip("-")
    return f"{slug or 'scenario'}-{secrets.token_hex(3)}"


def _meta(title: str) -> dict[str, Any]:
    return {"id": fresh_id(title), "title": title,
            "introduction": "Tell the investigators why they have come to this house.",
            "investigators": {"min": 1, "max": 5}, "difficulty": "normal", "minutes": 60}


def _story(rules: str, title: str, decks: list[str], monsters: list[str]) -> dict[str, Any]:
    """One revealed hallway with the start in it; a way out to find (the win) and the
    twelfth round's end (the loss)."""
    return {
        "kind": SCENARIO_KIND, "format": SCENARIO_FORMAT, "rules": rules,
        "meta": _meta(title),
        "content": {"monsters": monsters, "decks": decks},
        "map": {
            "tiles": [{"id": "hall", "tile": "hallway-2", "at": [0, 0], "revealed": True}],
            "start": "hall.west",
            "tokens": [{"id": "way-out", "kind": "interact", "space": "hall.east",
                        "label": "The way out"}],
        },
        "start_objective": "find-the-way-out",
        "objectives": [{"id": "find-the-way-out",
                        "text": "Find the way out of the house before the twelfth round ends."}],
        "epilogues": [
            {"id": "escaped", "outcome": "win", "text": "You leave the house behind you."},
            {"id": "out-of-time", "outcome": "lose", "text": "The house keeps you."}],
        "events": [
            {"id": "leave", "trigger": {"on": "token-used", "token": "way-out"},
             "outcomes": [{"do": "win", "ending": "escaped"}]},
            {"id": "time-runs-out", "trigger": {"on": "round-end", "round": 12},
             "outcomes": [{"do": "lose", "ending": "out-of-time"}]}],
    }


#: the Keeper Guide part a first-edition story needs: one story choice of two answers and
#: the Keeper's action cards (the five that every shipped story's deck holds), and the
#: token the objective sends the investigators to
_FIRST_EDITION = {
    "choices": [{
        "id": "the-keepers-aim",
        "question": "What does the house want?",
        "options": [
            {"id": "a", "title": "To keep its guests", "goal": "time",
             "summary": "The Keeper wins if the twelfth round ends before the investigators "
                        "find the way out.",
             "epilogues": [{"winner": "investigators", "epilogue": "You leave the house behind you."},
                           {"winner": "keeper", "epilogue": "The house keeps you."}]},
            {"id": "b", "title": "To change them", "goal": "mutations",
             "summary": "The Keeper wins if the investigators carry enough Mutation tokens.",
             "epilogues": [{"winner": "investigators", "epilogue": "You leave the house as you came."},
                           {"winner": "keeper", "epilogue": "You leave the house, but not as you came."}]},
        ],
    }],
    "keeper_actions": ["night-creature", "sudden-rush", "crawling-hands", "whispers", "dark-ritual"],
    "objective_tokens": {"find-the-way-out": ["way-out"]},  # where the bots head for
}


def blank(edition: str, title: str = "New scenario") -> dict[str, Any]:
    """The smallest valid scenario of ``edition`` ("second-edition" or "first-edition")."""
    if edition not in RULES:
        raise ValueError(f"unknown rules edition {edition!r}; one of: {', '.join(RULES)}")
    if edition == "second-edition":
        return _story(edition, title, ["damage", "horror", "mythos"], [])
    data = _story(edition, title, ["mythos", "side-effect", "trauma", "combat", "exploration",
                                   "lock", "obstacle", "keeper-action"], ["maniac"])
    data["first_edition"] = copy.deepcopy(_FIRST_EDITION)
    return data


def from_template(path: Path | str, title: str | None = None) -> dict[str, Any]:
    """The data of the scenario at ``path`` (a shipped one, say) as a new scenario: a
    fresh ``meta.id`` and ``title`` (default: the old title and "(copy)"). ValueError
    with one line when the file cannot be opened for editing."""
    opened = open_for_editing(path)
    if opened.data is None:
        raise ValueError(opened.message)
    data = opened.data
    meta = data.get("meta")
    if not isinstance(meta, dict):
        meta = data["meta"] = {}
    old = meta.get("title") if isinstance(meta.get("title"), str) else ""
    meta["title"] = title if title is not None else (f"{old} (copy)" if old else "New scenario")
    meta["id"] = fresh_id(meta["title"])
    return data
