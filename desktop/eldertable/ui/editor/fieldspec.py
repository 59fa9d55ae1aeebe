"""What widget edits each field of a story model, read from the pydantic models' field
info (Qt-free): a Literal is a choice, an int a number within the model's bounds, a bool a
check box, an id a choice of the document's ids of that kind (:data:`.idlists.FIELD_KINDS`),
a text a text field. :mod:`.forms` turns these into widgets.
"""

from __future__ import annotations

import types
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import annotated_types
from pydantic import BaseModel
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

from eldertable.games.mansions.scenario.edits import MISSING

from .idlists import FIELD_KINDS

#: text keys that hold more than a line (a multi-line editor)
LONG_TEXT = frozenset({"text", "introduction", "epilogue", "summary"})
TAGS = ("on", "if", "do")


@dataclass(frozen=True)
class FieldSpec:
    key: str  # the JSON key (the alias: ``if``, ``pass``)
    kind: str  # choice, int, bool, ref, ids, text, longtext, value
    options: tuple = ()
    lo: int = 0
    hi: int = 99
    optional: bool = False
    default: Any = MISSING  # MISSING: required
    refkind: str = ""


def _constraints(meta: list) -> tuple[int | None, int | None, bool]:
    """(ge, le, has a pattern) gathered from field metadata."""
    lo = hi = None
    pattern = False
    for m in meta:
        if isinstance(m, FieldInfo):
            sub = _constraints(list(m.metadata))
            lo = sub[0] if sub[0] is not None else lo
            hi = sub[1] if sub[1] is not None else hi
            pattern = pattern or sub[2]
        elif isinstance(m, annotated_types.Ge):
            lo = m.ge
        elif isinstance(m, annotated_types.Le):
            hi = m.le
        elif getattr(m, "pattern", None):
            pattern = True
    return lo, hi, pattern


def _unwrap(ann: Any, meta: list) -> tuple[Any, list]:
    while get_origin(ann) is Annotated:
        args = get_args(ann)
        ann, meta = args[0], meta + list(args[1:])
    return ann, meta


def spec_of(key: str, info: FieldInfo) -> FieldSpec:
    ann, meta = _unwrap(info.annotation, list(info.metadata))
    optional = False
    if get_origin(ann) in (Union, types.UnionType):
        args = [a for a in get_args(ann) if a is not type(None)]
        optional = len(args) < len(get_args(ann))
        if set(args) == {bool, int}:
            ann = "value"
        elif len(args) == 1:
            ann, meta = _unwrap(args[0], meta)
    if info.default is not PydanticUndefined:
        default = info.default
    elif info.default_factory is not None:
        default = info.default_factory()
    else:
        default = MISSING
    lo, hi, pattern = _constraints(meta)
    common = dict(key=key, optional=optional, default=default)
    if ann == "value":
        return FieldSpec(kind="value", **common)
    if get_origin(ann) is Literal:
        return FieldSpec(kind="choice", options=get_args(ann), **common)
    if ann is bool:
        return FieldSpec(kind="bool", **common)
    if ann is int:
        return FieldSpec(kind="int", lo=-999 if lo is None else lo,
                         hi=999 if hi is None else hi, **common)
    if get_origin(ann) is list:
        return FieldSpec(kind="ids", refkind=FIELD_KINDS.get(key, ""), **common)
    if ann is str and (pattern or key in FIELD_KINDS):
        return FieldSpec(kind="ref", refkind=FIELD_KINDS.get(key, ""), **common)
    if ann is str:
        return FieldSpec(kind="longtext" if key in LONG_TEXT else "text", **common)
    return FieldSpec(kind="unsupported", **common)


def specs(cls: type[BaseModel], skip: tuple[str, ...] = ()) -> list[FieldSpec]:
    """The editable fields of ``cls`` in the model's order (``skip``: keys left out)."""
    out = []
    for name, info in cls.model_fields.items():
        key = info.alias or name
        if key in skip or key in TAGS:
            continue
        out.append(spec_of(key, info))
    return out


def tag_of(cls: type[BaseModel]) -> tuple[str, tuple[str, ...]]:
    """(tag key, its values) of a tagged model: ``("do", ("damage", "horror"))``."""
    for name, info in cls.model_fields.items():
        key = info.alias or name
        if key in TAGS:
            return key, get_args(info.annotation)
    raise ValueError(f"{cls.__name__} has no tag")


def tagged_models(union: Any) -> dict[str, type[BaseModel]]:
    """tag value -> model of a discriminated union (Trigger, Condition, Outcome)."""
    ann, _ = _unwrap(union, [])
    out: dict[str, type[BaseModel]] = {}
    for cls in get_args(ann):
        for value in tag_of(cls)[1]:
            out[value] = cls
    return out


def blank(cls: type[BaseModel], tag: str | None, ids: Any, keep: dict | None = None) -> dict:
    """A new JSON object of ``cls``: its tag, the fields of ``keep`` that ``cls`` has, and
    each other required field filled with a first choice (``ids(kind)`` gives the ids)."""
    out: dict[str, Any] = {}
    if tag is not None:
        out[tag_of(cls)[0]] = tag
    keep = keep or {}
    for spec in specs(cls):
        if spec.key in keep:
            out[spec.key] = keep[spec.key]
            continue
        if spec.default is not MISSING or spec.optional:
            continue
        out[spec.key] = first_value(spec, ids)
    return out


def first_value(spec: FieldSpec, ids: Any) -> Any:
    if spec.kind == "choice":
        return spec.options[0]
    if spec.kind == "int":
        return max(spec.lo, min(spec.hi, 1))
    if spec.kind == "bool":
        return False
    if spec.kind == "value":
        return 0
    found = ids(spec.refkind) if spec.refkind else []
    if spec.kind == "ids":
        return found[:1]
    if spec.kind == "ref":
        return found[0] if found else ""
    return ""
