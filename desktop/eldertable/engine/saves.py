"""Save files: versioned JSON, a migration chain, atomic writes, autosave and resume.

Every write goes to a temporary file in the same folder, is flushed and fsynced, and then
replaces the old file with ``os.replace``: a crash or a kill at any moment leaves either the
old file or the new one, never half of either.

Save format history (each step has a migration that tests pin):

* 1: the draft record of DESIGN.md, a plain JSON list
  ``[format, game, config, seed, actions]``.
* 2: an object ``{"eldertable": "save", "format": 2, "record": {...}, ...}`` with digests,
  the chance mode and metadata.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from .record import RECORD_FORMAT, GameRecord, is_debug
from .safeio import UnreadableFile, json_kind, one_line, read_regular_bytes

SAVE_FORMAT = 2
MAX_JSON_DEPTH = 64
# What a real save can be. The longest shipped game records about 600 actions of some
# 60 bytes each (about 80 with its digest); these bounds leave room for thirty times as
# many actions, six times as large, with the physical dice's log, and refuse a file that
# cannot be a save before it is parsed or replayed (a 63 MB file was taking 38 s).
MAX_ACTIONS = 20_000
MAX_ACTION_BYTES = 4 * 1024  # one action's JSON
SAVE_BASE_BYTES = 1024 * 1024  # settings, metadata, the dice log's start
SAVE_BYTES_PER_ACTION = 512  # on average: the action, its digest, its dice
MAX_SAVE_BYTES = SAVE_BASE_BYTES + MAX_ACTIONS * SAVE_BYTES_PER_ACTION  # 11 MB
# JSON values (counted by their commas and brackets, before parsing): a real save has
# about 5 per action; parsing costs per value, so a file of millions of tiny values that
# fits the byte limit is refused before it is parsed.
SAVE_BASE_VALUES = 20_000
SAVE_VALUES_PER_ACTION = 32
LATEST_SAVED_AT = 32_503_680_000  # 3000-01-01: later is no time a save was written


# Set by engine/savewriter.py once this process writes saves on a thread of their own:
# ``await_writes(path)`` waits for a pending write of ``path`` (None: of every file), so a
# process reads what it wrote. Reads call :func:`settled` first.
await_writes: Callable[[Path | None], object] | None = None


def settled(path: Path | str | None = None) -> None:
    """Wait for this process's pending write of ``path`` (None: every pending write)."""
    if await_writes is not None:
        await_writes(None if path is None else Path(path))


class SaveError(Exception):
    """A save that cannot be read or written; the message is one line for people."""

    def __init__(self, message: object = "") -> None:
        super().__init__(one_line(message))


# --------------------------------------------------------------------------- atomic I/O


def atomic_write_text(path: Path | str, text: str) -> None:
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise SaveError(f"cannot write to {path.parent}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        _fsync_dir(path.parent)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise SaveError(f"cannot write {path}: {exc.strerror or exc}") from None


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_json_file(path: Path | str, what: str = "file", max_bytes: int = MAX_SAVE_BYTES) -> Any:
    """Read JSON with size and depth limits; SaveError with one clear line otherwise.

    Only a regular file is read, and at most ``max_bytes`` of it (engine/safeio.py). A
    UTF-8 byte order mark, as Notepad writes one, is accepted.
    """
    try:
        raw = read_regular_bytes(path, what, max_bytes)
    except UnreadableFile as exc:
        raise SaveError(str(exc)) from None
    return parse_json_bytes(raw, one_line(path), what)


def parse_json_bytes(raw: bytes, shown: str, what: str) -> Any:
    """JSON from ``raw`` (a UTF-8 BOM allowed) within the depth limit; SaveError naming
    ``shown`` otherwise."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(f"{shown}: not a {what} (not UTF-8 text)") from None
    if not text.strip():
        raise SaveError(f"{shown}: the {what} is empty")
    if text.lstrip()[:1] not in ("{", "["):
        raise SaveError(f"{shown}: not a JSON {what}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        hint = "truncated" if exc.pos >= len(text.rstrip()) - 1 else "corrupt"
        raise SaveError(f"{shown}: the {what} is {hint} (JSON error at line {exc.lineno}, "
                        f"column {exc.colno})") from None
    except RecursionError:
        raise SaveError(f"{shown}: nested too deeply to be a {what}") from None
    except ValueError:  # Python's limit on digits in one integer (4,300 by default)
        limit = getattr(sys, "get_int_max_str_digits", lambda: 4300)()
        raise SaveError(f"{shown}: not a {what}: a number in it has more than {limit} "
                        f"digits") from None
    if _depth(data) > MAX_JSON_DEPTH:
        raise SaveError(f"{shown}: nested too deeply to be a {what}")
    return data


def _depth(value: Any) -> int:
    """How deeply lists and objects nest in ``value`` (0 for a plain value), counted up
    to ``MAX_JSON_DEPTH + 1`` at most: one level at a time, looking only at containers."""
    depth = 0
    layer = [value] if isinstance(value, (dict, list)) else []
    while layer and depth <= MAX_JSON_DEPTH:
        depth += 1
        below: list = []
        for v in layer:
            items = v.values() if isinstance(v, dict) else v
            below += [x for x in items if isinstance(x, (dict, list))]
        layer = below
    return depth


# --------------------------------------------------------------------------- migrations


def _migrate_1_to_2(data: Any) -> dict[str, Any]:
    fmt, game, config, seed, actions = data
    return {
        "eldertable": "save",
        "format": 2,
        "app_version": "",
        "saved_at": 0,
        "finished": False,
        "record": {"format": 2, "game": game, "config": config, "seed": seed,
                   "chance_mode": "seeded", "actions": actions, "digests": [],
                   "initial_digest": ""},
    }


MIGRATIONS: dict[int, Callable[[Any], Any]] = {1: _migrate_1_to_2}


def _format_of(data: Any) -> int | None:
    if isinstance(data, list) and len(data) == 5 and data[0] == 1:
        return 1
    if isinstance(data, dict) and data.get("eldertable") == "save":
        fmt = data.get("format")
        return fmt if isinstance(fmt, int) and not isinstance(fmt, bool) else None
    return None


def migrate(data: Any, source: str = "save") -> dict[str, Any]:
    fmt = _format_of(data)
    if fmt is None:
        raise SaveError(f"{source}: not an Elder Table save")
    if fmt > SAVE_FORMAT:
        raise SaveError(f"{source}: saved by a newer Elder Table (save format {fmt}; this "
                        f"version reads up to {SAVE_FORMAT}). Update Elder Table to open it.")
    if fmt < 1:
        raise SaveError(f"{source}: unknown save format {fmt}")
    while fmt < SAVE_FORMAT:
        try:
            data = MIGRATIONS[fmt](data)
        except (ValueError, TypeError, KeyError) as exc:
            raise SaveError(f"{source}: damaged save of format {fmt} ({exc})") from None
        fmt += 1
    return data


# --------------------------------------------------------------------------- save / load


def save_document(record: GameRecord, *, finished: bool = False,
                  extra: dict[str, Any] | None = None) -> dict[str, Any]:
    from .. import __version__

    doc = {
        "eldertable": "save",
        "format": SAVE_FORMAT,
        "app_version": __version__,
        "saved_at": int(time.time()),
        "finished": finished,
        "record": record.to_json(),
    }
    if is_debug(record):
        doc["debug"] = True  # a designer's debug game: edited outside the rules
    if extra:
        doc.update(extra)
    return doc


def save_text(record: GameRecord, *, finished: bool = False,
              extra: dict[str, Any] | None = None) -> str:
    """The text of a save of ``record``, as :func:`write_save` writes it."""
    doc = save_document(record, finished=finished, extra=extra)
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def write_save(path: Path | str, record: GameRecord, *, finished: bool = False,
               extra: dict[str, Any] | None = None) -> None:
    atomic_write_text(path, save_text(record, finished=finished, extra=extra))


def load_save(path: Path | str) -> tuple[GameRecord, dict[str, Any]]:
    """Read and migrate a save; returns the record and the document's metadata.

    Cheap checks come first: the size before reading, the size against the most actions
    the bytes could hold before parsing, then the count of actions and each one's size,
    the metadata and the record's shape, all before a single action is replayed.
    """
    settled(path)
    try:
        raw = read_regular_bytes(path, "save", MAX_SAVE_BYTES)
    except UnreadableFile as exc:
        raise SaveError(str(exc)) from None
    return load_save_bytes(raw, one_line(path))


def load_save_bytes(raw: bytes, shown: str) -> tuple[GameRecord, dict[str, Any]]:
    """:func:`load_save` of bytes already read; messages name ``shown``."""
    most = raw.count(b'"type"')  # every action names its type: at most this many actions
    if most > 2 * MAX_ACTIONS:  # room for other objects with a "type"; no real save has it
        raise SaveError(f"{shown}: holds more actions than a game can have (at most "
                        f"{MAX_ACTIONS})")
    if len(raw) > SAVE_BASE_BYTES + min(most, MAX_ACTIONS) * SAVE_BYTES_PER_ACTION:
        raise SaveError(f"{shown}: too large to be a save ({len(raw)} bytes for at most "
                        f"{most} actions)")
    values = raw.count(b",") + raw.count(b"[") + raw.count(b"{")
    if values > SAVE_BASE_VALUES + min(most, MAX_ACTIONS) * SAVE_VALUES_PER_ACTION:
        raise SaveError(f"{shown}: too many values to be a save ({values} for at most "
                        f"{most} actions)")
    data = parse_json_bytes(raw, shown, "save")
    doc = migrate(data, shown)
    rec = doc.get("record")
    if not isinstance(rec, dict):
        raise SaveError(f"{shown}: the save holds no game record")
    problems = _check_size(rec, len(raw)) or _check_metadata(doc) or _check_record_shape(rec)
    if problems:
        raise SaveError(f"{shown}: {problems}")
    meta = {k: v for k, v in doc.items() if k != "record"}
    return GameRecord.from_json(rec), meta


def _check_size(rec: dict[str, Any], size: int) -> str:
    actions = rec.get("actions")
    if not isinstance(actions, list):
        return "record.actions: must be a list"
    if len(actions) > MAX_ACTIONS:
        return (f"record.actions: {len(actions)} actions are more than a game can have "
                f"(at most {MAX_ACTIONS})")
    if size > SAVE_BASE_BYTES + len(actions) * SAVE_BYTES_PER_ACTION:
        return f"too large to be a save of {len(actions)} actions ({size} bytes)"
    for i, a in enumerate(actions):
        if len(json.dumps(a, ensure_ascii=False)) > MAX_ACTION_BYTES:
            return f"record.actions[{i}]: too large for an action (more than {MAX_ACTION_BYTES} bytes)"
    return ""


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) \
        and value == value and abs(value) != float("inf")


def _check_metadata(doc: dict[str, Any]) -> str:
    """The save's own fields, which the resume list shows and sorts by."""
    saved_at = doc.get("saved_at", 0)
    if not _number(saved_at) or not 0 <= saved_at <= LATEST_SAVED_AT:
        got = json_kind(saved_at) if not _number(saved_at) else str(saved_at)
        return (f"saved_at: must be the time of saving in seconds since 1970 (a number from "
                f"0 to {LATEST_SAVED_AT}), not {got}")
    for key in ("finished", "debug"):
        if key in doc and not isinstance(doc[key], bool):
            return f"{key}: must be true or false, not {json_kind(doc[key])}"
    if not isinstance(doc.get("app_version", ""), str):
        return f"app_version: must be text, not {json_kind(doc['app_version'])}"
    return ""


def _check_record_shape(rec: dict[str, Any]) -> str:
    from . import registry

    fmt = rec.get("format", RECORD_FORMAT)
    if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt < 1:
        return "record.format: must be a whole number from 1"
    if fmt > RECORD_FORMAT:
        return (f"the game record was saved by a newer Elder Table (record format {fmt}; "
                f"this version reads up to {RECORD_FORMAT}). Update Elder Table to open it.")
    if not isinstance(rec.get("game"), str):
        return "record.game: missing"
    try:
        registry.get(rec["game"])
    except registry.UnknownGame:
        return f"record.game: unknown game {rec['game']!r}"
    if not isinstance(rec.get("config"), dict):
        return "record.config: must be an object"
    if not isinstance(rec.get("seed"), int) or isinstance(rec.get("seed"), bool):
        return "record.seed: must be a whole number"
    if not isinstance(rec.get("actions"), list):
        return "record.actions: must be a list"
    for i, a in enumerate(rec["actions"]):
        if not isinstance(a, dict) or not isinstance(a.get("type"), str):
            return f"record.actions[{i}]: not an action"
    if rec.get("chance_mode", "seeded") not in ("seeded", "physical"):
        return "record.chance_mode: must be 'seeded' or 'physical'"
    digests = rec.get("digests", [])
    if not isinstance(digests, list) or not all(isinstance(d, str) for d in digests):
        return "record.digests: must be a list of strings"
    if len(digests) > len(rec["actions"]):
        return "record.digests: more digests than actions"
    if not isinstance(rec.get("initial_digest", ""), str):
        return "record.initial_digest: must be text"
    dice = rec.get("dice_log")
    if dice is not None and not (isinstance(dice, list) and all(
            isinstance(roll, list) and all(type(face) is int for face in roll) for roll in dice)):
        return "record.dice_log: must be a list of rolls, each a list of whole numbers"
    return ""


# --------------------------------------------------------------------------- places


def data_dir() -> Path:
    """Where saves live: $ELDERTABLE_HOME, else the platformdirs user data folder."""
    override = os.environ.get("ELDERTABLE_HOME")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("eldertable", appauthor=False))


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def log_dir() -> Path:
    override = os.environ.get("ELDERTABLE_HOME")
    if override:
        return Path(override) / "logs"
    import platformdirs

    return Path(platformdirs.user_log_dir("eldertable", appauthor=False))


def check_writable(folder: Path) -> None:
    """SaveError with one line unless ``folder`` can be created and written."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".probe.", dir=folder)
        os.close(fd)
        os.unlink(tmp)
    except OSError as exc:
        raise SaveError(f"cannot write to the data folder {folder}: "
                        f"{exc.strerror or exc}") from None

