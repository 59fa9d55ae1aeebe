"""The Qt-free story edits the events section uses: renaming an id everywhere
(:mod:`..scenario.references`), duplicating an event and inserting one between two
(:mod:`..scenario.storyedits`), and which events an event leads to."""

from __future__ import annotations

from typing import Any

from eldertable.games.mansions.scenario.references import rename
from eldertable.games.mansions.scenario.storyedits import (duplicate_event, insert_event_between,
                                                           new_event_id)

__all__ = ["rename", "duplicate_event", "insert_event_between", "fresh_event_id", "leads_to"]

#: the outcome keys that name the event run next
NEXT_KEYS = ("event", "pass", "fail", "solved", "unsolved")


def fresh_event_id(data: Any, base: str) -> str:
    return new_event_id(data, base)


def leads_to(event: Any) -> list[str]:
    """The ids of the events ``event``'s outcomes run (in order, once each)."""
    out: list[str] = []
    outcomes = event.get("outcomes") if isinstance(event, dict) else None
    for o in outcomes if isinstance(outcomes, list) else []:
        if not isinstance(o, dict):
            continue
        for key in NEXT_KEYS:
            target = o.get(key)
            if isinstance(target, str) and target and target not in out:
                out.append(target)
    return out
