"""Autosave writes off the caller's thread: one writer thread, in order, nothing lost.

The window makes an autosave's text on its own thread (the record changes right after)
and hands it here; a single thread writes it with :func:`~.saves.atomic_write_text`
(temporary file, flush, fsync, ``os.replace``, fsync of the folder), so the window does
not wait on the disk. What stays true:

* **Atomic**: every write is the saves module's own, so a kill leaves the old file or the
  new one, never half of either.
* **In order**: one thread does every write and removal, first come first written. A job
  for a file that still waits is replaced by the newer one (its place moves to the end),
  so a later state is never overwritten by an earlier one and a burst of moves costs one
  write.
* **Flushed**: :meth:`SaveWriter.flush` waits until everything handed over so far is on
  disk (the window calls it when a game ends or closes and when it quits); at the
  interpreter's exit the shared writer is flushed too.
* **Reported**: a write that fails calls the job's ``on_error`` with the one-line reason
  (on the writer thread: the caller passes it on to its own thread).

Reading a save in this process first waits for a pending write of that file
(:func:`wait_for`), so a process always reads what it wrote.
"""

from __future__ import annotations

import atexit
import logging
import threading
from pathlib import Path
from typing import Callable

from . import saves
from .saves import SaveError, atomic_write_text

log = logging.getLogger("eldertable.savewriter")
ErrorHook = Callable[[str], None]


class SaveWriter:
    """One thread that writes (or removes) files in the order they were handed over."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        # path -> (text, or None to remove the file; on_error), oldest first
        self._pending: dict[Path, tuple[str | None, ErrorHook | None]] = {}
        self._busy: Path | None = None  # the file being written now
        self._thread: threading.Thread | None = None
        self.written = 0  # writes and removals done (for tests and benchmarks)

    # ---- the caller's side

    def write(self, path: Path | str, text: str, on_error: ErrorHook | None = None) -> None:
        """Write ``text`` to ``path`` atomically, soon, after everything handed over so far."""
        self._put(Path(path), text, on_error)

    def remove(self, path: Path | str, on_error: ErrorHook | None = None) -> None:
        """Remove ``path`` (when it is there), in turn with the writes."""
        self._put(Path(path), None, on_error)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job handed over so far is done; False when ``timeout`` passed."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and self._busy is None,
                                       timeout)

    def wait_for(self, path: Path | str, timeout: float | None = None) -> bool:
        """Wait until no job for ``path`` waits or runs."""
        path = Path(path)
        with self._cond:
            return self._cond.wait_for(
                lambda: path not in self._pending and self._busy != path, timeout)

    def pending(self) -> int:
        """Jobs handed over and not done yet (the one being written included)."""
        with self._cond:
            return len(self._pending) + (self._busy is not None)

    def _put(self, path: Path, text: str | None, on_error: ErrorHook | None) -> None:
        with self._cond:
            self._pending.pop(path, None)  # the newer state replaces a waiting one
            self._pending[path] = (text, on_error)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave-writer",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    # ---- the writer thread

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending)
                path = next(iter(self._pending))
                text, on_error = self._pending.pop(path)
                self._busy = path
            try:
                self._do(path, text, on_error)
            finally:
                with self._cond:
                    self._busy = None
                    self.written += 1
                    self._cond.notify_all()

    @staticmethod
    def _do(path: Path, text: str | None, on_error: ErrorHook | None) -> None:
        try:
            if text is None:  # as autosaves.remove: a file that will not go is left
                try:
                    path.unlink()
                except OSError:
                    pass
            else:
                atomic_write_text(path, text)
        except Exception as exc:  # noqa: BLE001 - reported to the caller, never lost
            if not isinstance(exc, SaveError):
                log.exception("writing %s failed", path)
            if on_error is not None:
                try:
                    on_error(str(exc) if isinstance(exc, SaveError)
                             else f"cannot write {path}: {type(exc).__name__}: {exc}")
                except Exception:  # noqa: BLE001 - the receiver is gone (a closed window)
                    log.exception("reporting a failed write of %s failed", path)


_SHARED: SaveWriter | None = None
_SHARED_LOCK = threading.Lock()


def shared() -> SaveWriter:
    """The process's writer of autosaves (one thread for every window and game)."""
    global _SHARED
    with _SHARED_LOCK:
        if _SHARED is None:
            _SHARED = SaveWriter()
            atexit.register(_SHARED.flush, 30.0)  # quitting waits for the last write
            saves.await_writes = _settle  # reads of this process wait for its writes
        return _SHARED


def _settle(path: Path | None) -> None:
    if _SHARED is not None:
        if path is None:
            _SHARED.flush(30.0)
        else:
            _SHARED.wait_for(path, 30.0)


def flush(timeout: float | None = None) -> bool:
    """Wait for the shared writer's pending writes (True at once when there is none)."""
    return _SHARED.flush(timeout) if _SHARED is not None else True


def wait_for(path: Path | str, timeout: float | None = None) -> bool:
    """Wait for the shared writer's pending write of ``path``, if any."""
    return _SHARED.wait_for(path, timeout) if _SHARED is not None else True
