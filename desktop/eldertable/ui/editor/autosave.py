"""Autosave of the editor's work: while there are unsaved edits, the document is written
every few seconds (atomically) to the app's data folder, never over the designer's own
file. Opening the same file again, or a new scenario after a crash, offers the work back;
saving or closing without unsaved edits removes it."""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from eldertable.engine.saves import atomic_write_text, data_dir

FOLDER = "editor-autosave"
MAX_BYTES = 4 * 1024 * 1024
UNTITLED = "untitled"


def folder() -> Path:
    return data_dir() / FOLDER


def key_of(path: str) -> str:
    """The autosave's name for the document saved at ``path`` ("" : never saved)."""
    if not path:
        return UNTITLED
    return hashlib.sha256(str(Path(path).resolve()).encode("utf-8")).hexdigest()[:20]


@dataclass
class Kept:
    """Unsaved work found in the autosave folder."""

    path: str  # the file it belongs to ("" for a scenario never saved)
    text: str  # the scenario's JSON text
    when: float  # time.time() it was written


def write(path: str, text: str) -> None:
    """Keep ``text`` (the document's JSON) as the unsaved work of ``path``."""
    where = folder()
    where.mkdir(parents=True, exist_ok=True)
    key = key_of(path)
    atomic_write_text(where / f"{key}.json", text)
    atomic_write_text(where / f"{key}.meta.json",
                      json.dumps({"path": path, "when": time.time()}) + "\n")


def find(path: str) -> Kept | None:
    """The unsaved work kept for ``path``, if any (and readable)."""
    key = key_of(path)
    body, meta = folder() / f"{key}.json", folder() / f"{key}.meta.json"
    try:
        if not (body.is_file() and meta.is_file()):
            return None
        if body.stat().st_size > MAX_BYTES or meta.stat().st_size > 4096:
            return None
        info = json.loads(meta.read_text(encoding="utf-8"))
        text = body.read_text(encoding="utf-8")
        json.loads(text)
    except (OSError, ValueError):
        return None
    if not isinstance(info, dict):
        return None
    return Kept(str(info.get("path") or ""), text, float(info.get("when") or 0.0))


def forget(path: str) -> None:
    key = key_of(path)
    for name in (f"{key}.json", f"{key}.meta.json"):
        try:
            os.remove(folder() / name)
        except OSError:
            pass
