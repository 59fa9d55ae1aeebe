"""What every Mansions content file shares: the strict pydantic base, id and text types,
reading a file within limits, and turning pydantic errors into ``json.path: message``.

Nothing read from content is ever executed: files are parsed as JSON and checked by
these models; ids are plain strings matched against other ids.
"""

from __future__ import annotations

from pathlib import Path
import json
from typing import Annotated, Any, Iterable, TypeVar

from pydantic import BaseModel, ConfigDict, StringConstraints, ValidationError

from ...engine.messages import Msg
from ...engine.saves import SaveError, read_json_file

TEXT_CONTEXT = "content:mansions"
MAX_CONTENT_BYTES = 2 * 1024 * 1024

ID_PATTERN = r"^[a-z0-9][a-z0-9-]{0,63}$"
REF_PATTERN = r"^[a-z0-9][a-z0-9-]{0,63}(\.[a-z0-9][a-z0-9-]{0,63})?$"

#: a lowercase id: letters, digits and dashes
Id = Annotated[str, StringConstraints(pattern=ID_PATTERN)]
#: an id that may be qualified by the placed tile it lies on: ``"hall.front"``
Ref = Annotated[str, StringConstraints(pattern=REF_PATTERN)]
#: English source text shown to players; translated later through Qt Linguist
Text = Annotated[str, StringConstraints(max_length=4000)]


class Model(BaseModel):
    """Strict: unknown fields are errors, values are not coerced between types."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


M = TypeVar("M", bound=Model)


def content_text(text: str) -> Msg:
    """A content string as a message the view translates (context ``content:mansions``)."""
    return Msg(text, TEXT_CONTEXT)


def parse_model(cls: type[M], data: Any) -> M:
    """Validate raw JSON data with JSON's own strictness (arrays may fill tuples, integers
    may fill floats; strings never become numbers or booleans)."""
    return cls.model_validate_json(json.dumps(data))


def model_problems(cls: type[BaseModel], path: Path | str, data: Any) -> list[str]:
    """``file: path: message`` lines for ``data`` read as ``cls`` (empty: it is fine)."""
    try:
        parse_model(cls, data)
    except ValidationError as exc:
        return pydantic_problems(str(path), exc, data)
    return []


def load_model(cls: type[M], path: Path | str, what: str) -> M:
    """A content file read as ``cls``: ContentError with every problem otherwise."""
    data = read_content(path, what)
    try:
        return parse_model(cls, data)
    except ValidationError as exc:
        raise ContentError(pydantic_problems(str(path), exc, data)) from None


class ContentError(Exception):
    """A content file that cannot be used; ``problems`` are ``file: path: message`` lines."""

    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("\n".join(problems))


def read_content(path: Path | str, what: str) -> Any:
    """JSON of a content file, within the size and depth limits; ContentError otherwise."""
    try:
        return read_json_file(path, what, max_bytes=MAX_CONTENT_BYTES)
    except SaveError as exc:
        # SaveError messages already start with the path
        text = str(exc)
        prefix = f"{path}: "
        raise ContentError([f"{path}: $: {text[len(prefix):] if text.startswith(prefix) else text}"]) from None


def json_path(loc: Iterable[Any], data: Any, missing: bool = False) -> str:
    """``map.tiles[2].rotation`` for a pydantic error location, walking the raw data so that
    the tags pydantic adds for unions and validators are left out."""
    parts = list(loc)
    out = ""
    cur = data
    for i, part in enumerate(parts):
        if isinstance(part, int) and isinstance(cur, list) and 0 <= part < len(cur):
            out += f"[{part}]"
            cur = cur[part]
        elif isinstance(part, str) and isinstance(cur, dict) and part in cur:
            out += f".{part}" if out else part
            cur = cur[part]
        elif missing and i == len(parts) - 1 and isinstance(part, str) and isinstance(cur, dict):
            out += f".{part}" if out else part  # the missing field: name it
        # else: a union tag or validator name that is not in the data
    return out or "$"


def pydantic_problems(file: str, exc: ValidationError, data: Any) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    for err in exc.errors(include_url=False):
        path = json_path(err.get("loc", ()), data, err.get("type") == "missing")
        msg = _message(err)
        line = f"{file}: {path}: {msg}"
        if line not in seen:
            seen.add(line)
            out.append(line)
    return out


def _message(err: dict[str, Any]) -> str:
    kind = err.get("type", "")
    if kind == "missing":
        return "missing"
    if kind == "extra_forbidden":
        return "unknown field"
    if kind == "union_tag_invalid":
        ctx = err.get("ctx") or {}
        return f"unknown kind {ctx.get('tag')!r}; expected one of {ctx.get('expected_tags')}"
    if kind == "union_tag_not_found":
        ctx = err.get("ctx") or {}
        return f"missing {ctx.get('discriminator', 'tag')}"
    if kind == "string_pattern_mismatch":
        return "not a valid id (lowercase letters, digits and dashes; a placed-tile prefix with a dot where allowed)"
    msg = str(err.get("msg", "invalid"))
    if msg.startswith("Value error, "):
        msg = msg[len("Value error, "):]
    return msg[:1].lower() + msg[1:]


def migrate(data: dict[str, Any], current: int, migrations: dict[int, Any],
            what: str) -> tuple[dict[str, Any] | None, str]:
    """Bring ``data`` up to format ``current`` through ``migrations`` (format -> step);
    returns the data, or None and why not."""
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        return None, "format: missing or not a whole number"
    if fmt > current:
        return None, (f"format: {what} format {fmt} is newer than this Elder Table reads "
                      f"(up to {current}); update Elder Table")
    if fmt < current and fmt not in migrations:
        return None, f"format: unknown {what} format {fmt}"
    while fmt < current:
        try:
            data = migrations[fmt](data)
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            return None, f"format: cannot bring {what} format {fmt} up to date ({exc})"
        fmt += 1
    return data, ""
