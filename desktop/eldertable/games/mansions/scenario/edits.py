"""Edits of a scenario file's JSON, as data (Qt-free; the editor wraps each in one undo
command).

A :class:`Change` sets, inserts or removes one value at a JSON path; an :class:`Edit` is a
named list of changes that is applied, and reverted, whole. Values are deep-copied in and
out, so a change never shares a list or a dict with the document or the caller.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Iterable, Literal

JsonPath = tuple[str | int, ...]


class _Missing:
    """The old value of a key that did not exist (setting it adds the key)."""

    _one: "_Missing | None" = None

    def __new__(cls) -> "_Missing":
        if cls._one is None:
            cls._one = super().__new__(cls)
        return cls._one

    def __repr__(self) -> str:
        return "MISSING"

    def __deepcopy__(self, memo) -> "_Missing":
        return self


MISSING: Any = _Missing()


@dataclass(frozen=True)
class Change:
    """One value changed at ``path``: ``set`` (``old`` is MISSING for a new key; ``value``
    MISSING deletes the key), ``insert`` into a list at ``path[-1]``, ``remove`` from a list."""

    kind: Literal["set", "insert", "remove"]
    path: JsonPath
    value: Any = MISSING
    old: Any = MISSING


@dataclass
class Edit:
    """A named edit (``name`` is an English source string for the undo text)."""

    name: str
    changes: list[Change] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.changes)


def node(data: Any, path: Iterable[str | int]) -> Any:
    """The value at ``path``; KeyError/IndexError/TypeError if the path is not there."""
    for part in path:
        data = data[part]
    return data


def get(data: Any, path: JsonPath, default: Any = None) -> Any:
    try:
        return node(data, path)
    except (KeyError, IndexError, TypeError):
        return default


def set_value(data: Any, path: JsonPath, value: Any) -> Change:
    """The change that sets ``path`` to ``value`` (MISSING removes the key); applied."""
    parent = node(data, path[:-1])
    key = path[-1]
    if isinstance(parent, dict):
        old = copy.deepcopy(parent.get(key, MISSING))
    else:
        old = copy.deepcopy(parent[key])
    change = Change("set", tuple(path), copy.deepcopy(value), old)
    apply(data, change)
    return change


def insert(data: Any, list_path: JsonPath, index: int, value: Any) -> Change:
    """The change that inserts ``value`` at ``index`` of the list at ``list_path``; applied.
    A missing list is made: the change then sets the key, and reverting removes it."""
    parent = node(data, list_path[:-1]) if list_path else data
    if isinstance(parent, dict) and list_path and list_path[-1] not in parent:
        return set_value(data, list_path, [value])
    target = node(data, list_path)
    index = max(0, min(index, len(target)))
    change = Change("insert", tuple(list_path) + (index,), copy.deepcopy(value))
    apply(data, change)
    return change


def remove(data: Any, list_path: JsonPath, index: int) -> Change:
    """The change that removes entry ``index`` of the list at ``list_path``; applied."""
    target = node(data, list_path)
    change = Change("remove", tuple(list_path) + (index,), old=copy.deepcopy(target[index]))
    apply(data, change)
    return change


def apply(data: Any, change: Change) -> None:
    parent = node(data, change.path[:-1])
    key = change.path[-1]
    if change.kind == "set":
        if change.value is MISSING:
            del parent[key]
        else:
            parent[key] = copy.deepcopy(change.value)
    elif change.kind == "insert":
        parent.insert(key, copy.deepcopy(change.value))
    else:
        del parent[key]


def revert(data: Any, change: Change) -> None:
    parent = node(data, change.path[:-1])
    key = change.path[-1]
    if change.kind == "set":
        if change.old is MISSING:
            del parent[key]
        else:
            parent[key] = copy.deepcopy(change.old)
    elif change.kind == "insert":
        del parent[key]
    else:
        parent.insert(key, copy.deepcopy(change.old))


def apply_all(data: Any, changes: Iterable[Change]) -> None:
    for change in changes:
        apply(data, change)


def revert_all(data: Any, changes: Iterable[Change]) -> None:
    for change in reversed(list(changes)):
        revert(data, change)

