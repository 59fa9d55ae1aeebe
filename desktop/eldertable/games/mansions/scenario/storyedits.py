"""Edits of a scenario's story that touch more than one value (Qt-free): duplicating an
event, and putting a new event between an event and one it calls. Each returns the
changes it applied (:mod:`.edits`), so the editor makes one undo command of them.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from ..jsonmodel import ID_PATTERN
from .edits import Change, insert, set_value
from .references import ids

_ID = re.compile(ID_PATTERN)
_MAX_ID = 64

#: outcome ``do`` -> the fields that name an event it calls
CALLS: dict[str, tuple[str, ...]] = {"run": ("event",), "test": ("pass", "fail"),
                                    "puzzle": ("solved", "unsolved")}


def _events(data: Any) -> list:
    events = data.get("events") if isinstance(data, dict) else None
    if not isinstance(events, list):
        raise ValueError("the scenario has no list of events")
    return events


def _event_index(data: Any, ident: str) -> int:
    for i, ev in enumerate(_events(data)):
        if isinstance(ev, dict) and ev.get("id") == ident:
            return i
    raise ValueError(f"there is no event {ident!r}")


def new_event_id(data: Any, base: str) -> str:
    """``base`` if no event has it, else ``base-2``, ``base-3``, ...; cut to fit an id."""
    taken = set(ids(data, "event"))
    base = base[:_MAX_ID].rstrip("-") or "event"
    if base not in taken:
        return base
    n = 2
    while True:
        suffix = f"-{n}"
        candidate = base[:_MAX_ID - len(suffix)].rstrip("-") + suffix
        if candidate not in taken:
            return candidate
        n += 1


def duplicate_event(data: Any, index: int) -> list[Change]:
    """A copy of event ``index`` right after it, with the fresh id ``<id>-copy`` (or
    ``-copy-2``, ...). The copy keeps everything else, its trigger too."""
    events = _events(data)
    if not (isinstance(index, int) and 0 <= index < len(events)) or not isinstance(events[index], dict):
        raise ValueError(f"there is no event number {index}")
    event = copy.deepcopy(events[index])
    base = event.get("id") if isinstance(event.get("id"), str) else "event"
    event["id"] = new_event_id(data, f"{base}-copy")
    return [insert(data, ("events",), index + 1, event)]


def insert_event_between(data: Any, before_id: str, after_id: str,
                         new_id: str | None = None) -> list[Change]:
    """A new event without a trigger that ``before_id`` calls in place of ``after_id``
    (in each of its ``run``, test ``pass``/``fail`` and puzzle ``solved``/``unsolved``
    that names it), and that itself runs ``after_id``; it goes into the list right before
    ``after_id``. ``new_id`` defaults to a fresh ``<before>-then``. ValueError when
    ``before_id`` does not call ``after_id`` or ``new_id`` is not a free valid id."""
    b = _event_index(data, before_id)
    _event_index(data, after_id)
    if new_id is None:
        new_id = new_event_id(data, f"{before_id}-then")
    elif not isinstance(new_id, str) or not _ID.match(new_id):
        raise ValueError(f"{new_id!r} is not a valid id: use lowercase letters, digits and "
                         f"dashes, starting with a letter or digit, at most 64 characters")
    elif new_id in ids(data, "event"):
        raise ValueError(f"the id {new_id!r} is already used by another event")
    calls = []
    outcomes = data["events"][b].get("outcomes")
    for oi, outcome in enumerate(outcomes if isinstance(outcomes, list) else []):
        if isinstance(outcome, dict):
            calls += [("events", b, "outcomes", oi, key)
                      for key in CALLS.get(outcome.get("do"), ()) if outcome.get(key) == after_id]
    if not calls:
        raise ValueError(f"event {before_id!r} does not call event {after_id!r}")
    changes = [set_value(data, path, new_id) for path in calls]
    event = {"id": new_id, "outcomes": [{"do": "run", "event": after_id}]}
    changes.append(insert(data, ("events",), _event_index(data, after_id), event))
    return changes
