"""Opening a scenario file for editing (Qt-free): whatever can be edited is opened, with
the validator's problems beside it; what cannot is refused with one line.

Only a regular file within the content size and depth limits is read
(:func:`..jsonmodel.read_content`). A file written by a newer Elder Table is refused (its
fields may mean what this version cannot know); format 1 is brought up to date the way
the loader does it (a first-edition story's Keeper Guide companion folded in). A scenario
with problems still opens, so that the editor can fix them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ....engine.safeio import json_kind, one_line
from ..jsonmodel import ContentError, migrate, read_content
from ..validation import validate_file
from .loader import fold_companion
from .models import MIGRATIONS, SCENARIO_FORMAT, SCENARIO_KIND


@dataclass
class Opened:
    """``data`` None: the file cannot be edited and ``message`` says why in one line.
    Otherwise ``problems`` are the validator's ``file: json.path: message`` lines (empty:
    valid) and ``message`` is a note for the user ("" when there is nothing to say)."""

    data: dict[str, Any] | None
    problems: list[str] = field(default_factory=list)
    message: str = ""


def open_for_editing(path: Path | str) -> Opened:
    path = Path(path)
    shown = one_line(path)
    try:
        data = read_content(path, "scenario")
    except ContentError as exc:
        return Opened(None, [], one_line(exc.problems[0]) if exc.problems else f"{shown}: cannot read it")
    if not isinstance(data, dict):
        return Opened(None, [], f"{shown}: not a scenario: the file holds {json_kind(data)}, "
                                f"not a JSON object")
    if data.get("kind") != SCENARIO_KIND:
        return Opened(None, [], f"{shown}: not a Mansions scenario (its kind is "
                                f"{one_line(repr(data.get('kind')))[:80]}, not {SCENARIO_KIND!r})")
    fmt = data.get("format")
    if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > SCENARIO_FORMAT:
        return Opened(None, [], f"{shown}: written by a newer Elder Table (format {fmt}); this "
                                f"version reads format {SCENARIO_FORMAT} and older")
    note = ""
    if fmt != SCENARIO_FORMAT:
        data, _ = fold_companion(path, data)  # its problems are among validate_file's
        data, why = migrate(data, SCENARIO_FORMAT, MIGRATIONS, "scenario")
        if data is None:
            return Opened(None, [], f"{shown}: {why}")
        note = (f"brought up to date from scenario format {fmt}; saving writes format "
                f"{SCENARIO_FORMAT}")
    return Opened(data, validate_file(path), note)
