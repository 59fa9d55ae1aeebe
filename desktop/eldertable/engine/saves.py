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
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from .record import RECORD_FORMAT, GameRecord, is_debug

SAVE_FORMAT = 2
MAX_SAVE_BYTES = 64 * 1024 * 1024
MAX_JSON_DEPTH = 64


class SaveError(Exception):
    """A save that cannot be read or written; the message is for people."""


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
    """Read JSON with size and depth limits; SaveError with one clear line otherwise."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SaveError(f"{path}: no such {what}") from None
    except OSError as exc:
        raise SaveError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    if path.is_dir():
        raise SaveError(f"{path}: is a folder, not a {what}")
    if size > max_bytes:
        raise SaveError(f"{path}: too large for a {what} ({size} bytes)")
    try:
        raw = path.read_bytes()
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a {what} (not UTF-8 text)") from None
    except OSError as exc:
        raise SaveError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    if not text.strip():
        raise SaveError(f"{path}: the {what} is empty")
    if text.lstrip()[:1] not in ("{", "["):
        raise SaveError(f"{path}: not a JSON {what}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        hint = "truncated" if exc.pos >= len(text.rstrip()) - 1 else "corrupt"
        raise SaveError(f"{path}: the {what} is {hint} (JSON error at line {exc.lineno}, "
                        f"column {exc.colno})") from None
    except RecursionError:
        raise SaveError(f"{path}: nested too deeply to be a {what}") from None
    if _depth(data) > MAX_JSON_DEPTH:
        raise SaveError(f"{path}: nested too deeply to be a {what}")
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


def write_save(path: Path | str, record: GameRecord, *, finished: bool = False,
               extra: dict[str, Any] | None = None) -> None:
    doc = save_document(record, finished=finished, extra=extra)
    atomic_write_text(path, json.dumps(doc, ensure_ascii=False, separators=(",", ":")))


def load_save(path: Path | str) -> tuple[GameRecord, dict[str, Any]]:
    """Read and migrate a save; returns the record and the document's metadata."""
    data = read_json_file(path, "save")
    doc = migrate(data, str(path))
    rec = doc.get("record")
    if not isinstance(rec, dict):
        raise SaveError(f"{path}: the save holds no game record")
    problems = _check_record_shape(rec)
    if problems:
        raise SaveError(f"{path}: {problems}")
    meta = {k: v for k, v in doc.items() if k != "record"}
    return GameRecord.from_json(rec), meta


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


def __getattr__(name: str):
    """``saves.Autosaver`` lives in :mod:`.autosaves` now (one autosave per game)."""
    if name == "Autosaver":
        from .autosaves import Autosaver

        return Autosaver
    raise AttributeError(name)
