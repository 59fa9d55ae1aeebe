"""House rules: the one model every game uses, its file loader and validator, the values
of a game's rules, and the setup dialog's rows.

A house rule answers one gap in a rulebook (``XX-GAP-3``; a rule of one part of a gap
adds a suffix, ``XX-GAP-12.lock-count``). It has a type (``bool``, ``int`` with
``min``/``max``, or ``choice`` with two or more ``value``/``label`` pairs), a default, and
an English title and description. The Chinese words come from the content translations of
the game's context (the ``.ts`` files), as for every other content text.

Each game says only what is its own, in a :class:`RulesFileKind`: the ``kind`` of its
files, the key that lists the rules and the prefixes its rule ids carry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Annotated, Any, Iterable, Literal, Union

from pydantic import (BaseModel, ConfigDict, Field, StrictBool, StrictInt, ValidationError,
                      create_model, model_validator)

from .messages import Msg
from .safeio import one_line
from .saves import SaveError, read_json_file

GAP_ID = r"^[A-Z][A-Z0-9]*(-[A-Z0-9]+)*-GAP-[0-9]{1,3}(\.[a-z0-9-]+)?$"
MAX_FILE_BYTES = 1 << 20
Value = Union[StrictBool, StrictInt, str]


class HouseRulesError(ValueError):
    """A house-rules file or a house-rule value that cannot be used; one line a fault."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.lines = list(lines)


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class Choice(_Frozen):
    value: Annotated[str, Field(min_length=1, max_length=40,
                                pattern=r"^[A-Za-z0-9][A-Za-z0-9_.\-]*$")]
    label: Annotated[str, Field(min_length=1, max_length=200)]


class HouseRule(_Frozen):
    """One house rule as a content file states it."""

    id: Annotated[str, Field(pattern=GAP_ID)]
    title: Annotated[str, Field(min_length=1, max_length=60)]
    description: Annotated[str, Field(min_length=1, max_length=600)]
    type: Literal["bool", "int", "choice"]
    default: Value
    min: StrictInt | None = None
    max: StrictInt | None = None
    choices: list[Choice] | None = None

    @model_validator(mode="after")
    def _typed(self) -> "HouseRule":
        if self.type == "bool":
            if not isinstance(self.default, bool):
                raise ValueError("default: a bool rule needs true or false")
            if self.min is not None or self.max is not None or self.choices:
                raise ValueError("a bool rule has no min, max or choices")
        elif self.type == "int":
            if isinstance(self.default, bool) or not isinstance(self.default, int):
                raise ValueError("default: an int rule needs a whole number")
            if self.min is None or self.max is None or not self.min <= self.default <= self.max:
                raise ValueError("an int rule needs min <= default <= max")
            if self.choices:
                raise ValueError("an int rule has no choices")
        else:
            values = [c.value for c in self.choices or []]
            if len(values) < 2 or len(set(values)) != len(values):
                raise ValueError("choices: a choice rule needs two or more distinct values")
            if self.default not in values:
                raise ValueError("default: not one of the choices")
            if self.min is not None or self.max is not None:
                raise ValueError("a choice rule has no min or max")
        return self

    @property
    def gap(self) -> str:
        """The rulebook gap this rule answers (its id without a part suffix)."""
        return self.id.split(".", 1)[0]

    @property
    def values(self) -> tuple[str, ...]:
        """The values of a choice rule, in order (empty for other rules)."""
        return tuple(c.value for c in self.choices or [])

    def problem(self, value: Any) -> str | None:
        """Why ``value`` is not a setting of this rule, on one line; None when it is."""
        if self.type == "bool":
            if not isinstance(value, bool):
                return f"house rule {self.id} is on or off (true or false), not {value!r}"
        elif self.type == "int":
            if isinstance(value, bool) or not isinstance(value, int) \
                    or not self.min <= value <= self.max:  # type: ignore[operator]
                return (f"house rule {self.id} wants a whole number from {self.min} to "
                        f"{self.max}, not {value!r}")
        elif not isinstance(value, str) or value not in self.values:
            return f"house rule {self.id} must be one of {', '.join(self.values)}, not {value!r}"
        return None

    def allows(self, value: Any) -> bool:
        return self.problem(value) is None

    def words(self, context: str) -> dict[str, Any]:
        """Title, description and choice labels as content messages of ``context``."""
        return {"title": Msg(self.title, context), "description": Msg(self.description, context),
                "labels": [Msg(c.label, context) for c in self.choices or []]}


@dataclass(frozen=True)
class RulesFileKind:
    """What one game's house-rules files look like: their ``kind``, the key of the list of
    rules, and the prefixes of the rule ids it may hold (any when empty)."""

    kind: str
    key: str = "rules"
    prefixes: tuple[str, ...] = ()
    at_least: int = 1
    parts: bool = True  # whether an id may name a part of a gap (``-GAP-12.lock-count``)

    def id_problem(self, rid: str) -> str | None:
        """Why ``rid`` cannot be a rule id of this kind of file; None when it can."""
        if self.prefixes and not rid.startswith(self.prefixes):
            return f"{rid} does not start with {' or '.join(self.prefixes)}"
        if not self.parts and "." in rid:
            return f"{rid}: these rules answer whole gaps, so an id has no part after a dot"
        return None

    @cached_property
    def model(self) -> type[BaseModel]:
        """The pydantic model of a whole file of this kind."""
        fields: dict[str, Any] = {
            "kind": (Literal[self.kind], ...),  # type: ignore[valid-type]
            "format": (Literal[1], ...),
            self.key: (Annotated[list[HouseRule], Field(min_length=self.at_least,
                                                        max_length=200)], ...),
        }
        model = create_model("HouseRulesFile_" + self.kind.replace("-", "_"),
                             __base__=_Frozen, **fields)
        kind = self

        @model_validator(mode="after")
        def _check(obj: Any) -> Any:
            rules = getattr(obj, kind.key)
            seen: set[str] = set()
            for i, r in enumerate(rules):
                if r.id in seen:
                    raise ValueError(f"{kind.key}[{i}].id: {r.id} is listed twice")
                seen.add(r.id)
                why = kind.id_problem(r.id)
                if why is not None:
                    raise ValueError(f"{kind.key}[{i}].id: {why}")
            return obj

        return create_model(model.__name__, __base__=model,
                            __validators__={"_check": _check})

    def rules_of(self, parsed: BaseModel) -> tuple[HouseRule, ...]:
        return tuple(getattr(parsed, self.key))


def _where(loc: tuple[Any, ...]) -> str:
    out = "$"
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


_PLACED = re.compile(r"^([a-z_]+\[[0-9]+\]\.id|default|choices): (.*)$")


def _line(shown: str, err: Any) -> str:
    """One ``file: $.json.path: message`` line for one pydantic error, in plain words."""
    where, kind = _where(tuple(err.get("loc", ()))), err.get("type", "")
    if kind == "missing":
        msg = "missing"
    elif kind == "extra_forbidden":
        msg = "unknown field"
    elif kind == "string_pattern_mismatch" and where.endswith(".id"):
        msg = ("not a house-rule id (capitals, -GAP- and a number, as XX-GAP-3; "
               ".part for part of a gap)")
    else:
        msg = str(err.get("msg", "invalid")).removeprefix("Value error, ")
        msg = msg[:1].lower() + msg[1:]
        placed = _PLACED.match(msg)
        if placed:  # a check of a whole rule or list names the field it faults
            where, msg = f"{where}.{placed.group(1)}", placed.group(2)
    return one_line(f"{shown}: {where}: {msg}")


def file_problems(kind: RulesFileKind, path: Path | str, data: Any) -> list[str]:
    """Everything wrong with ``data`` as a house-rules file of ``kind``: one line a fault,
    naming the file and the JSON path; empty when it is good."""
    shown = one_line(path)
    if not isinstance(data, dict):
        return [f"{shown}: $: a house-rules file is a JSON object"]
    if data.get("kind") != kind.kind:
        return [f"{shown}: $.kind: must be {kind.kind!r}, not {one_line(repr(data.get('kind')))}"]
    try:
        kind.model.model_validate(data)
    except ValidationError as exc:
        return list(dict.fromkeys(_line(shown, err) for err in exc.errors(include_url=False)))
    return []


def parse(kind: RulesFileKind, path: Path | str, data: Any) -> tuple[HouseRule, ...]:
    """The rules of ``data``; HouseRulesError with :func:`file_problems` otherwise."""
    problems = file_problems(kind, path, data)
    if problems:
        raise HouseRulesError(problems)
    return kind.rules_of(kind.model.model_validate(data))


def read(path: Path | str, max_bytes: int = MAX_FILE_BYTES) -> Any:
    """The JSON of a house-rules file, read bounded (engine/safeio.py through
    :func:`~.saves.read_json_file`); HouseRulesError with one line otherwise."""
    try:
        return read_json_file(path, "house-rules file", max_bytes=max_bytes)
    except SaveError as exc:
        raise HouseRulesError([one_line(exc)]) from None


def load(kind: RulesFileKind, path: Path | str) -> tuple[HouseRule, ...]:
    """The checked rules of one house-rules file; HouseRulesError otherwise."""
    return parse(kind, path, read(path))


def resolve(specs: Iterable[HouseRule], given: Any, *, others: bool = False,
            game: str = "") -> dict[str, Any]:
    """Every rule's value: the defaults, with ``given`` checked and applied. An id no rule
    has is refused, or passed over when ``others`` (rules of other parts of a game that
    share one config). ValueError with one line when a value does not fit."""
    spec = {r.id: r for r in specs}
    out: dict[str, Any] = {rid: r.default for rid, r in spec.items()}
    if given is None:
        return out
    if not isinstance(given, dict):
        raise ValueError("house_rules must be an object of {rule id: value}")
    for rid, value in given.items():
        rule = spec.get(rid)
        if rule is None:
            if others:
                continue
            where = f" for {game}" if game else ""
            raise ValueError(one_line(f"unknown house rule {rid!r}{where}"))
        why = rule.problem(value)
        if why is not None:
            raise ValueError(one_line(why))
        out[rid] = value
    return out


def setup_entries(specs: Iterable[HouseRule], context: str) -> list[dict[str, Any]]:
    """The setup dialog's rows for ``specs``: titles, descriptions and choice labels as
    content messages of ``context`` (translated where the dialog shows them)."""
    out = []
    for r in specs:
        words = r.words(context)
        entry: dict[str, Any] = {"id": r.id, "title": words["title"],
                                 "description": words["description"], "type": r.type,
                                 "default": r.default}
        if r.type == "int":
            entry["min"], entry["max"] = r.min, r.max
        if r.type == "choice":
            entry["choices"] = [[c.value, label] for c, label in zip(r.choices or [],
                                                                     words["labels"])]
        out.append(entry)
    return out
