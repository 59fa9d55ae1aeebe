"""The one way a scenario file is written (Qt-free): :func:`dumps` gives the same text for
the same data, whatever order its keys came in, so an editor's save changes only the
lines of what was edited; :func:`save` writes it whole or not at all.

The style is the shipped files': two-space indent; an object or list on one line when it
fits in :data:`WIDTH` columns (the top level and its sections are always opened); a list
of plain values too long for one line is filled, several to a line. Keys come in the
order the schema declares its fields (:mod:`.models`, :mod:`.firstedition`), unknown keys
after them in their own order; the keys of a map keyed by ids (``first_edition.rooms``)
keep the file's order, which is the story's.
"""

from __future__ import annotations

import json
import types
import typing
from pathlib import Path
from typing import Any, Literal, Union

from pydantic import BaseModel

from ....engine.saves import SaveError, atomic_write_text
from .models import Scenario

WIDTH = 100
INDENT = "  "

# --------------------------------------------------------------------------- key order


def _strip(ann: Any) -> Any:
    while typing.get_origin(ann) is typing.Annotated:
        ann = typing.get_args(ann)[0]
    return ann


def _key(name: str, info) -> str:
    return info.alias or name


def _matches(model: type[BaseModel], value: dict) -> bool:
    """Whether the tag fields (Literal-typed) of ``model`` agree with ``value``."""
    for name, info in model.model_fields.items():
        ann = _strip(info.annotation)
        key = _key(name, info)
        if typing.get_origin(ann) is Literal and key in value:
            if value[key] not in typing.get_args(ann):
                return False
    return True


def _candidates(ann: Any) -> list[Any]:
    ann = _strip(ann)
    if typing.get_origin(ann) in (Union, types.UnionType):
        return [a for arg in typing.get_args(ann) for a in _candidates(arg)]
    return [ann]


def ordered(value: Any, ann: Any = Scenario) -> Any:
    """``value`` with the keys of each object in the order of the schema type ``ann``."""
    for cand in _candidates(ann):
        origin = typing.get_origin(cand)
        if isinstance(value, dict) and isinstance(cand, type) and issubclass(cand, BaseModel):
            if _matches(cand, value):
                return _ordered_model(value, cand)
        elif isinstance(value, dict) and origin is dict:
            inner = typing.get_args(cand)[1]
            return {k: ordered(v, inner) for k, v in value.items()}
        elif isinstance(value, list) and origin in (list, tuple):
            args = typing.get_args(cand)
            if origin is tuple and args and args[-1] is not Ellipsis:
                return [ordered(v, args[i]) if i < len(args) else v for i, v in enumerate(value)]
            return [ordered(v, args[0]) for v in value] if args else value
    return value


def _ordered_model(value: dict, model: type[BaseModel]) -> dict:
    out = {}
    for name, info in model.model_fields.items():
        key = _key(name, info)
        if key in value:
            out[key] = ordered(value[key], info.annotation)
    for key, v in value.items():
        if key not in out:
            out[key] = v
    return out


# --------------------------------------------------------------------------- layout


def _scalar(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _inline(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _is_scalar(value: Any) -> bool:
    return not isinstance(value, (dict, list))


def _render(value: Any, indent: str, head: str, tail: str, depth: int) -> list[str]:
    """Lines of ``value`` at ``indent``, after ``head`` (a key and colon) and before
    ``tail`` (a comma, or nothing)."""
    if _is_scalar(value) or not value:
        return [indent + head + _inline(value) + tail]
    one = indent + head + _inline(value) + tail
    if depth >= 2 and len(one) <= WIDTH:
        return [one]
    inner = indent + INDENT
    if isinstance(value, list) and all(_is_scalar(v) for v in value):
        return [indent + head + "["] + _fill([_scalar(v) for v in value], inner) + [indent + "]" + tail]
    lines = [indent + head + ("{" if isinstance(value, dict) else "[")]
    items = list(value.items()) if isinstance(value, dict) else [(None, v) for v in value]
    for i, (k, v) in enumerate(items):
        key = "" if k is None else _scalar(k) + ": "
        lines += _render(v, inner, key, "," if i < len(items) - 1 else "", depth + 1)
    return lines + [indent + ("}" if isinstance(value, dict) else "]") + tail]


def _fill(words: list[str], indent: str) -> list[str]:
    lines: list[str] = []
    line = ""
    for i, word in enumerate(words):
        word += "," if i < len(words) - 1 else ""
        if line and len(indent) + len(line) + 1 + len(word) > WIDTH:
            lines.append(indent + line.rstrip())
            line = ""
        line += (" " if line else "") + word
    return lines + [indent + line]


def dumps(data: Any) -> str:
    """The canonical text of a scenario's JSON data (a trailing newline included). It
    holds whatever the JSON reader accepted (``NaN`` too, which the validator reports
    as a problem of the field); TypeError for what no JSON holds (a set, ...)."""
    return "\n".join(_render(ordered(data), "", "", "", 0)) + "\n"


# --------------------------------------------------------------------------- saving


def save(path: Path | str, data: Any) -> None:
    """Write ``data`` to ``path`` as :func:`dumps` text, atomically (engine.saves: a
    temporary file in the same folder, fsynced, then moved over ``path``), so the old
    file stays whole if anything fails. OSError with one plain line otherwise, a path
    that is a folder included."""
    path = Path(path)
    if path.is_dir():
        raise OSError(f"{path}: is a folder, not a scenario file")
    text = dumps(data)
    try:
        atomic_write_text(path, text)
    except SaveError as exc:
        raise OSError(str(exc)) from None
