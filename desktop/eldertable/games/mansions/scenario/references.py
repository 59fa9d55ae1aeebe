"""Where a scenario file names its own ids, read from the raw JSON (Qt-free; the editor
uses it to show what uses an id, to refuse deleting a used one, and to rename one).

Each kind of id has one definition (``map.tiles[i].id``, ``events[i].id``, ...) and any
number of references. A reference names the id whole (``"token": "tall-clock"``), as the
placed-tile prefix of a ref (``"hall.west"`` names the tile ``hall``), or as a dict key
(``first_edition.objective_tokens``, whose keys are objective ids). The walk follows the
schema (models.py, firstedition.py) field by field and skips whatever is malformed, so a
broken file still shows what can be read.

Ids that are not the scenario's own are left alone: shared content (``content.*``,
``map.monsters[i].monster``, items, spells), tile library ids (``map.tiles[i].tile``),
doors and spaces of a tile (the part after the dot), skills, and the first-edition card
ids (``keeper_actions``, ``named_monsters[i].moves`` keys, which are keeper action cards,
``time_periods`` and the ``period_tokens`` keys, which are time period cards, ``rooms``
card lists, ``decks``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator, Literal

from ..jsonmodel import ID_PATTERN, json_path
from .edits import Change, JsonPath, set_value

#: the kinds of id a scenario defines
KINDS = ("tile", "passage", "token", "monster", "variable", "objective", "epilogue", "puzzle",
         "event", "choice", "option")

#: where each kind is defined: a list of objects with an ``id``
DEFINED_IN: dict[str, JsonPath] = {
    "tile": ("map", "tiles"), "passage": ("map", "passages"), "token": ("map", "tokens"),
    "monster": ("map", "monsters"), "variable": ("variables",), "objective": ("objectives",),
    "epilogue": ("epilogues",), "puzzle": ("puzzles",), "event": ("events",),
    "choice": ("first_edition", "choices")}

_ID = re.compile(ID_PATTERN)

How = Literal["id", "prefix", "key", "door"]


@dataclass(frozen=True)
class Site:
    """One place that may name an id of ``kind``: the string at ``path`` (``how`` "id"),
    the tile prefix of the ref at ``path`` ("prefix"), the key that ends ``path`` ("key"),
    or a door ref that names either a secret passage whole or a tile by its prefix
    ("door")."""

    kind: str
    path: JsonPath
    how: How


# --------------------------------------------------------------------------- the walk

#: outcome ``do`` -> [(field, kind)]; a field holding a list names one id per entry
_OUTCOMES: dict[str, list[tuple[str, str]]] = {
    "reveal": [("tiles", "tile*")],
    "place-token": [("token", "token")], "remove-token": [("token", "token")],
    "place-monster": [("monster", "monster")], "remove-monster": [("monster", "monster")],
    "set-door": [("door", "door")],
    "test": [("pass", "event"), ("fail", "event")],
    "puzzle": [("puzzle", "puzzle"), ("solved", "event"), ("unsolved", "event")],
    "set-variable": [("variable", "variable")], "add-variable": [("variable", "variable")],
    "change-objective": [("to", "objective")],
    "run": [("event", "event")],
    "win": [("ending", "epilogue")], "lose": [("ending", "epilogue")],
}
_TRIGGERS: dict[str, list[tuple[str, str]]] = {
    "token-used": [("token", "token")],
    "space-entered": [("space", "ref"), ("room", "ref")],
    "monster-defeated": [("monster", "monster")],
    "escaped": [("room", "ref")],
    "variable": [("variable", "variable")],
}
_CONDITIONS: dict[str, list[tuple[str, str]]] = {
    "variable": [("variable", "variable")], "revealed": [("tile", "tile")],
    "token": [("token", "token")], "monster": [("monster", "monster")],
}


def _fields(obj: Any, base: JsonPath, spec: list[tuple[str, str]]) -> Iterator[Site]:
    if not isinstance(obj, dict):
        return
    for key, kind in spec:
        if key not in obj:
            continue
        if kind.endswith("*"):
            values = obj[key]
            if isinstance(values, list):
                for i in range(len(values)):
                    yield Site(kind[:-1], base + (key, i), "id")
        elif kind == "ref":
            yield Site("tile", base + (key,), "prefix")
        elif kind == "door":
            yield Site("tile", base + (key,), "prefix")
            yield Site("passage", base + (key,), "id")
        else:
            yield Site(kind, base + (key,), "id")


def _items(data: Any, *path: str | int) -> Iterator[tuple[JsonPath, Any]]:
    """``(path + (i,), entry)`` for each entry of the list at ``path`` (none if not a list)."""
    cur = data
    for part in path:
        if not isinstance(cur, dict) or part not in cur:
            return
        cur = cur[part]
    if isinstance(cur, list):
        for i, entry in enumerate(cur):
            yield tuple(path) + (i,), entry


def _dict(data: Any, *path: str) -> dict:
    cur = data
    for part in path:
        cur = cur.get(part) if isinstance(cur, dict) else None
    return cur if isinstance(cur, dict) else {}


def definitions(data: Any) -> Iterator[Site]:
    """Every definition: the ``id`` of each entry of the lists of :data:`DEFINED_IN`, and
    of each option of each first-edition story choice."""
    for kind, where in DEFINED_IN.items():
        for path, entry in _items(data, *where):
            yield Site(kind, path + ("id",), "id")
            if kind == "choice":
                for opath, _ in _items(entry, "options"):
                    yield Site("option", path + opath + ("id",), "id")


def reference_sites(data: Any) -> Iterator[Site]:
    """Every place that may refer to an id of the scenario (definitions excluded)."""
    m = ("map",)
    yield Site("tile", m + ("start",), "prefix")
    for path, entry in _items(data, "map", "doors"):
        yield from _fields(entry, path, [("door", "door")])
    for path, entry in _items(data, "map", "passages"):
        between = entry.get("between") if isinstance(entry, dict) else None
        if isinstance(between, list):
            for i in range(len(between)):
                yield Site("tile", path + ("between", i), "prefix")
    for path, entry in _items(data, "map", "edges"):
        between = entry.get("between") if isinstance(entry, dict) else None
        if isinstance(between, list):
            for i in range(len(between)):
                yield Site("tile", path + ("between", i), "prefix")
        yield from _fields(entry, path, [("space", "ref")])
    for path, entry in _items(data, "map", "tokens"):
        yield from _fields(entry, path, [("space", "ref"), ("door", "door")])
    for path, entry in _items(data, "map", "monsters"):
        yield from _fields(entry, path, [("space", "ref")])
    yield Site("objective", ("start_objective",), "id")
    for path, event in _items(data, "events"):
        if not isinstance(event, dict):
            continue
        trigger = event.get("trigger")
        if isinstance(trigger, dict):
            yield from _fields(trigger, path + ("trigger",), _TRIGGERS.get(trigger.get("on"), []))
        for cpath, cond in _items(event, "conditions"):
            if isinstance(cond, dict):
                yield from _fields(cond, path + cpath, _CONDITIONS.get(cond.get("if"), []))
        for opath, outcome in _items(event, "outcomes"):
            if isinstance(outcome, dict):
                yield from _fields(outcome, path + opath, _OUTCOMES.get(outcome.get("do"), []))
    yield from _first_edition_sites(data)


def _first_edition_sites(data: Any) -> Iterator[Site]:
    f = ("first_edition",)
    for key in _dict(data, "first_edition", "rooms"):
        yield Site("tile", f + ("rooms", key), "key")
    part = _dict(data, "first_edition")
    yield from _fields(part, f, [("exit_room", "ref"), ("escape_objective", "objective"),
                                 ("warden", "monster"), ("confined", "monster*"),
                                 ("warden_free", "variable"), ("period_variable", "variable")])
    for key, tokens in _dict(data, "first_edition", "objective_tokens").items():
        yield Site("objective", f + ("objective_tokens", key), "key")
        if isinstance(tokens, list):
            for i in range(len(tokens)):
                yield Site("token", f + ("objective_tokens", key, i), "id")
    for key, tokens in _dict(data, "first_edition", "period_tokens").items():
        if isinstance(tokens, list):
            for i in range(len(tokens)):
                yield Site("token", f + ("period_tokens", key, i), "id")
    for path, entry in _items(data, "first_edition", "named_monsters"):
        yield from _fields(entry, path, [("monster", "monster")])
    for path, entry in _items(data, "first_edition", "time_travel"):
        yield from _fields(entry, path, [("event", "event")])


# --------------------------------------------------------------------------- queries


def _value(data: Any, path: JsonPath) -> Any:
    cur = data
    for part in path:
        try:
            cur = cur[part]
        except (KeyError, IndexError, TypeError):
            return None
    return cur


def _names(data: Any, site: Site) -> str | None:
    """The id ``site`` names, or None (a missing or malformed value)."""
    if site.how == "key":
        return site.path[-1].split(".", 1)[0] if site.kind == "tile" else site.path[-1]
    value = _value(data, site.path)
    if not isinstance(value, str):
        return None
    if site.how == "prefix":
        return value.split(".", 1)[0] if "." in value else None
    return value


def _check_kind(kind: str) -> None:
    if kind not in KINDS:
        raise ValueError(f"unknown kind of id {kind!r}; the kinds are: {', '.join(KINDS)}")


def ids(data: Any, kind: str) -> list[str]:
    """The ids of ``kind`` the scenario defines, in file order (duplicates kept)."""
    _check_kind(kind)
    return [v for s in definitions(data) if s.kind == kind
            for v in [_value(data, s.path)] if isinstance(v, str)]


def definition(data: Any, kind: str, ident: str) -> JsonPath | None:
    """The path of the first definition of ``ident`` (its ``id`` field), or None."""
    _check_kind(kind)
    return next((s.path for s in definitions(data)
                 if s.kind == kind and _value(data, s.path) == ident), None)


def references(data: Any, kind: str, ident: str) -> list[JsonPath]:
    """Every place in the scenario JSON that refers to ``ident`` of ``kind``, in file
    order (the definition itself is not one: see :func:`definition`). A dict key that
    names it is given as the path of that entry, e.g. ``("first_edition", "rooms",
    "hall.hallway-2")``."""
    _check_kind(kind)
    return [s.path for s in reference_sites(data) if s.kind == kind and _names(data, s) == ident]


# --------------------------------------------------------------------------- rename


def rename_problem(data: Any, kind: str, old: str, new: Any) -> str | None:
    """Why ``old`` cannot be renamed to ``new`` (None: it can)."""
    _check_kind(kind)
    if not isinstance(new, str) or not _ID.match(new):
        return (f"{new!r} is not a valid id: use lowercase letters, digits and dashes, "
                f"starting with a letter or digit, at most 64 characters")
    known = ids(data, kind)
    if old not in known:
        return f"there is no {kind} {old!r} to rename"
    if new != old and new in known:
        return f"the id {new!r} is already used by another {kind}"
    if new != old and references(data, kind, new):
        return (f"the id {new!r} is already named by the scenario, though no {kind} has it "
                f"(at {json_path(references(data, kind, new)[0], data)}); fix that first")
    return None



def rename(data: Any, kind: str, old: str, new: str) -> list[Change]:
    """Rename the ``kind`` id ``old`` to ``new`` in its definition and every reference;
    the changes are applied to ``data`` and returned (revert them to undo). ValueError
    with an English message for an invalid or already used ``new``, or an unknown ``old``;
    ``data`` is then unchanged."""
    why = rename_problem(data, kind, old, new)
    if why:
        raise ValueError(why)
    if new == old:
        return []
    targets = [s for s in definitions(data) if s.kind == kind and _value(data, s.path) == old]
    targets += [s for s in reference_sites(data) if s.kind == kind and _names(data, s) == old]
    changes: list[Change] = []
    keyed: dict[JsonPath, None] = {}
    for site in targets:
        if site.how == "key":
            keyed.setdefault(site.path[:-1], None)
            continue
        value = _value(data, site.path)
        renamed = new + value[len(old):] if site.how == "prefix" else new
        changes.append(set_value(data, site.path, renamed))
    for dict_path in keyed:  # a dict keyed by ids: rebuilt whole, in its own order
        old_dict = _value(data, dict_path)
        fresh = {_renamed_key(k, kind, old, new): v for k, v in old_dict.items()}
        changes.append(set_value(data, dict_path, fresh))
    return changes


def _renamed_key(key: str, kind: str, old: str, new: str) -> str:
    if kind == "tile":
        return new + key[len(old):] if key.split(".", 1)[0] == old else key
    return new if key == old else key
