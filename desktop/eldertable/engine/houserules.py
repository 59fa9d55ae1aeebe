"""House rules as the setup dialog lists them, for every game that reads its house rules
from content (each game's own model: any object with ``id``, ``title``, ``description``,
``type`` ("bool", "int" or "choice"), ``default``, ``min``, ``max`` and ``choices`` of
``value``/``label`` pairs)."""

from __future__ import annotations

from typing import Any, Iterable

from .messages import Msg


def setup_entries(specs: Iterable[Any], context: str) -> list[dict[str, Any]]:
    """The setup dialog's rows for ``specs``: titles, descriptions and choice labels as
    content messages of ``context`` (translated where the dialog shows them)."""
    out = []
    for r in specs:
        entry: dict[str, Any] = {"id": r.id, "title": Msg(r.title, context),
                                 "description": Msg(r.description, context), "type": r.type,
                                 "default": r.default}
        if r.type == "int":
            entry["min"], entry["max"] = r.min, r.max
        if r.type == "choice":
            entry["choices"] = [[c.value, Msg(c.label, context)] for c in r.choices or []]
        out.append(entry)
    return out
