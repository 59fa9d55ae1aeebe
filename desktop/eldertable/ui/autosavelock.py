"""Which game is open where: a ``QLockFile`` beside each autosave (issue 23, section 1).

An instance holds ``<autosave>.lock`` while that game is open in it, so two instances
never write the same file. The lock names its process; a lock whose process is gone (a
killed instance) is stale and is taken over at once (pid check, no waiting on its age).
A live lock is never taken over, however old: the stale time by age is off.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

from ..engine.autosaves import Autosaver, remove


def lock_path(autosave: Path) -> Path:
    return autosave.with_name(autosave.name + ".lock")


class GameLock:
    """The lock of one autosave, held while its game is open in this instance."""

    def __init__(self, autosave: Path) -> None:
        self.path = Path(autosave)
        self._lock = QLockFile(str(lock_path(self.path)))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone

    def acquire(self) -> bool:
        """True when this instance holds it now (a dead instance's lock is removed)."""
        if self._lock.isLocked():
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return False
        return self._lock.tryLock(0)

    def held(self) -> bool:
        return self._lock.isLocked()

    def release(self) -> None:
        if self._lock.isLocked():
            self._lock.unlock()


def open_elsewhere(autosave: Path) -> bool:
    """True when a live instance (another window, this one included) holds the game."""
    probe = GameLock(autosave)
    if probe.acquire():
        probe.release()
        return False
    return lock_path(Path(autosave)).exists()


def clean_stray_files(autosaver: Autosaver | None = None, min_age: float = 600.0) -> list[Path]:
    """At start: remove the ``.tmp`` files a kill left. One whose autosave no live instance
    holds is removed at once; one beside a held game only when older than ``min_age``
    seconds (that instance may be writing it now). The paths removed."""
    autosaver = autosaver or Autosaver()
    removed = []
    for tmp, target in autosaver.stray_tmp_files():
        held = open_elsewhere(autosaver.folder / target)
        if held and not _older(tmp, min_age):
            continue
        remove(tmp)
        removed.append(tmp)
    return removed


def _older(path: Path, seconds: float) -> bool:
    import time

    try:
        return time.time() - path.lstat().st_mtime >= seconds
    except OSError:
        return False
