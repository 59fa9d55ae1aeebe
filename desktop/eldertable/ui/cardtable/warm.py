"""Drawing ahead, in idle time: what a table will soon need drawn (the faces of cards a
reveal turns over, the pace banner's first show) is drawn in small slices while nothing
else happens, so that the moment it is needed only copies a picture.

A :class:`IdleWarmer` runs the jobs of a generator, one per turn of the event loop (a
zero-interval QTimer), each a few milliseconds at most; it pauses while ``busy()`` (the
table is showing something) and starts afresh when given new jobs. Warming draws only
pictures (content, never the state): it changes nothing a person or the game sees."""

from __future__ import annotations

from typing import Callable, Iterator

from PySide6.QtCore import QObject, QTimer


class IdleWarmer(QObject):
    def __init__(self, parent=None, busy: Callable[[], bool] = lambda: False):
        super().__init__(parent)
        self.busy = busy
        self._jobs: Iterator | None = None
        self.done = 0  # jobs run since the last start (for tests and benchmarks)
        self.timer = QTimer(self)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._one)

    def start(self, jobs: Iterator) -> None:
        """Run ``jobs`` (a generator: each ``next`` does one small piece of drawing)."""
        self._jobs = jobs
        self.done = 0
        self.timer.setInterval(0)
        self.timer.start()

    def stop(self) -> None:
        self._jobs = None
        self.timer.stop()

    def running(self) -> bool:
        return self._jobs is not None

    def finish(self) -> None:
        """Run what is left at once (tests, benchmarks)."""
        while self._jobs is not None:
            self._one(force=True)

    def _one(self, force: bool = False) -> None:
        if self._jobs is None:
            self.timer.stop()
            return
        if self.busy() and not force:
            self.timer.setInterval(100)  # the table is showing something: later
            return
        self.timer.setInterval(0)
        try:
            next(self._jobs)
            self.done += 1
        except StopIteration:
            self.stop()
