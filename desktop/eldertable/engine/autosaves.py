"""Autosaves: one file per game, never one per kind of game (issue 23, section 1).

Every game gets an id when it is created (:func:`new_uid`); its autosave is
``autosave/<game>-<id>.json`` and the id rides in the save document's metadata as
``game_uid`` (never in the record: replay digests stay as they were). A resumed game keeps
its id and so its file. Opening a save file by hand starts a new line of play with a new id.

This module is Qt-free. Which game is open in which instance (the lock beside each
autosave) is the window's business (``ui/autosavelock.py``); here are the files:

* :class:`Autosaver` writes and removes one game's file and lists every autosave,
  readable or not (:meth:`Autosaver.entries`): a damaged file never hides the others.
* :meth:`Autosaver.migrate_single_slot` renames the old ``autosave/<game>.json`` into
  the new scheme with a fresh id, byte for byte: nothing a user had is lost.
* :meth:`Autosaver.stray_tmp_files` finds the ``.<name>.*.tmp`` files that a kill in
  the middle of :func:`~.saves.atomic_write_text` leaves behind.
* :func:`progress` tells how far a game went (round or turn), where the game's own
  observation says so, and :func:`scenario_of` the scenario a game was set up with.
"""

from __future__ import annotations

import os
import re
import secrets
import stat
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .messages import Msg
from .record import GameRecord
from .saves import SaveError, autosave_dir, load_save, save_text, settled, write_save

UID_KEY = "game_uid"
_NAME = re.compile(r"^(?P<game>.+)-(?P<uid>[0-9a-f]{12})\.json$")
_TMP = re.compile(r"^\.(?P<target>.+\.json)\..+\.tmp$")
MAX_PROGRESS_ACTIONS = 20000  # longer records are not replayed just to tell a round


def new_uid() -> str:
    """A new game's id: 12 hex digits, random (two instances never pick the same)."""
    return secrets.token_hex(6)


@dataclass
class Entry:
    """One autosave file: a game that can be resumed, or a file that cannot be read."""

    path: Path
    uid: str
    record: GameRecord | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    error: str | None = None  # why the file cannot be resumed

    @property
    def finished(self) -> bool:
        return bool(self.meta.get("finished"))

    @property
    def saved_at(self) -> float:
        """When the game was last played (seconds since the epoch; 0 when unknown)."""
        value = self.meta.get("saved_at", 0)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            value = 0
        if not 0 <= value < 1e11:  # far outside any clock: the file's own time instead
            value = 0
        if not value:
            try:
                value = self.path.stat().st_mtime
            except OSError:
                value = 0
        return float(value)


class Autosaver:
    """The autosave folder: each game's own file, found, written, removed."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else autosave_dir()

    # ---- one game

    def path_for(self, record: GameRecord, uid: str) -> Path:
        return self.folder / f"{record.game}-{uid}.json"

    def save(self, record: GameRecord, finished: bool = False, *, uid: str) -> Path:
        path = self.path_for(record, uid)
        write_save(path, record, finished=finished, extra={UID_KEY: uid})
        return path

    def text(self, record: GameRecord, finished: bool = False, *, uid: str) -> str:
        """What :meth:`save` writes, as text (for a writer on another thread)."""
        return save_text(record, finished=finished, extra={UID_KEY: uid})

    def discard(self, record: GameRecord, uid: str) -> None:
        remove(self.path_for(record, uid))

    # ---- every game

    def entries(self) -> list[Entry]:
        """Every autosave, readable or not, newest first (damaged ones last). A file that cannot be read is an
        entry with its ``error``: it never hides the others."""
        found: list[Entry] = []
        settled()  # this process's pending writes are on disk first
        if not self.folder.is_dir():
            return found
        for path in sorted(self.folder.glob("*.json")):
            match = _NAME.match(path.name)
            if path.name.startswith(".") or match is None:
                continue
            entry = Entry(path, match["uid"])
            if not _regular(path):  # a FIFO, a link to a device: never opened
                entry.error = f"{path}: not a regular file"
                found.append(entry)
                continue
            try:
                entry.record, entry.meta = load_save(path)
            except SaveError as exc:
                entry.error = str(exc)
            except Exception as exc:  # noqa: BLE001 - one bad file must not hide the rest
                entry.error = f"{path}: cannot be read ({type(exc).__name__})"
            found.append(entry)
        found.sort(key=lambda e: (e.error is not None, -e.saved_at))  # damaged ones last
        return found

    def interrupted(self) -> list[tuple[Path, GameRecord, dict[str, Any]]]:
        """Readable, unfinished autosaves with actions, newest first (as before the ids:
        ``(path, record, metadata)``, the id in ``metadata["game_uid"]``)."""
        return [(e.path, e.record, dict(e.meta, **{UID_KEY: e.uid})) for e in self.entries()
                if e.record is not None and not e.finished and e.record.actions]

    # ---- at start

    def migrate_single_slot(self) -> list[Path]:
        """Rename each old single-slot ``<game>.json`` to ``<game>-<new id>.json``, as it
        is (a damaged one too: the list shows it, the person decides). The new names."""
        moved: list[Path] = []
        if not self.folder.is_dir():
            return moved
        for path in sorted(self.folder.glob("*.json")):
            if path.name.startswith(".") or _NAME.match(path.name) or not _regular(path):
                continue
            target = self.folder / f"{path.stem}-{new_uid()}.json"
            if target.exists():
                continue
            try:
                os.rename(path, target)  # another instance may have moved it first
            except OSError:
                continue
            moved.append(target)
        return moved

    def stray_tmp_files(self, older_than: float = 0.0) -> list[tuple[Path, str]]:
        """The ``.<name>.*.tmp`` left by a kill during a write, at least ``older_than``
        seconds old: ``(tmp path, the autosave's file name it was to replace)``."""
        found: list[tuple[Path, str]] = []
        if not self.folder.is_dir():
            return found
        now = time.time()
        for path in sorted(self.folder.glob(".*.tmp")):
            match = _TMP.match(path.name)
            if match is None:
                continue
            try:
                age = now - path.lstat().st_mtime
            except OSError:
                continue
            if age >= older_than:
                found.append((path, match["target"]))
        return found


def uid_of(path: Path | str) -> str | None:
    """The game id in an autosave's file name, or None."""
    match = _NAME.match(Path(path).name)
    return match["uid"] if match else None


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except OSError:
        return False


def remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


# --------------------------------------------------------------------------- facts for the list


def scenario_of(record: GameRecord) -> str | None:
    """The scenario (or story) the game was set up with, as the setup named it: a
    scenario file by its file name. Nothing a seat chose secretly during play."""
    options = record.config.get("options") if isinstance(record.config, dict) else None
    ref = options.get("scenario") if isinstance(options, dict) else None
    if not isinstance(ref, str) or not ref.strip():
        return None
    ref = ref.strip()
    if ref.lower().endswith(".json") or "/" in ref or "\\" in ref:
        return Path(ref.replace("\\", "/")).name
    return ref


def progress(record: GameRecord) -> tuple[str, int] | None:
    """How far the game went, as its own observation tells it: ``("round", n)`` or
    ``("turn", n)``; None when the game does not say (or the record does not replay).
    Only a public number is read, never anything a seat hides."""
    return facts(record)[0]


def facts(record: GameRecord) -> tuple[tuple[str, int] | None, Msg | None]:
    """One replay for the list: :func:`progress`, and the title of the scenario the game
    set up (a content text, as a :class:`Msg` of its context) where the state's scenario
    has one; ``(None, None)`` when the record does not replay."""
    if len(record.actions) > MAX_PROGRESS_ACTIONS:
        return None, None
    from .record import replay

    try:
        state = replay(record, verify=False)
        observation = state.observation(0)
    except Exception:  # noqa: BLE001 - a record that does not replay has no round to tell
        return None, None
    title = getattr(getattr(state, "scenario", None), "title", None)
    title = title if isinstance(title, Msg) and title.text.strip() else None
    if not isinstance(observation, dict):
        return None, title
    for key in ("round", "turn"):
        value = observation.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return (key, value), title
    return None, title


def seats_of(record: GameRecord) -> list[str]:
    """Each seat as the setup chose it: "human", or "bot" / "bot:<name>" (through the
    game's own ``seat_kinds`` where it has one, as the table reads them)."""
    from . import registry

    config = record.config if isinstance(record.config, dict) else {}
    try:
        kinds = getattr(registry.get(record.game).load(), "seat_kinds", None)
        seats = kinds(config) if kinds else config.get("seats")
    except Exception:  # noqa: BLE001 - an odd config: no seats to tell
        return []
    if not isinstance(seats, (list, tuple)):
        return []
    return [str(s or "human") for s in seats]
