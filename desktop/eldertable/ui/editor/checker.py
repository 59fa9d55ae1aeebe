"""Checking as you go: the validator runs after every edit on a thread of its own, on a
copy of the document, and the newest result wins (an edit made while a check runs starts
another when it ends). The GUI thread only copies the JSON and takes in the lines."""

from __future__ import annotations

import copy
import threading
import time

from PySide6.QtCore import QEventLoop, QObject, QTimer, Signal

from eldertable.games.mansions.validation import scenario_data_problems

#: the file name the problems of a document never saved are given
UNSAVED = "new-scenario.json"


class _Worker(QObject):
    """A daemon thread (it never holds the app open, nor aborts it at exit) that checks
    the newest document it was given; ``done`` reaches the GUI thread queued."""

    done = Signal(int, object, float)  # generation, lines, CPU milliseconds

    def __init__(self, parent=None):
        super().__init__(parent)
        self._wake = threading.Condition()
        self._job: tuple[int, str, dict] | None = None
        self._stop = False
        self.runner = threading.Thread(target=self.run, name="scenario-check", daemon=True)

    def start(self) -> None:
        self.runner.start()

    def isRunning(self) -> bool:  # noqa: N802 - as QThread says it
        return self.runner.is_alive()

    def wait(self, ms: int) -> bool:
        self.runner.join(ms / 1000)
        return not self.runner.is_alive()

    def ask(self, generation: int, path: str, data: dict) -> None:
        with self._wake:
            self._job = (generation, path, data)
            self._wake.notify()

    def stop(self) -> None:
        with self._wake:
            self._stop = True
            self._wake.notify()
        self.wait(5000)

    def run(self) -> None:
        while True:
            with self._wake:
                while self._job is None and not self._stop:
                    self._wake.wait()
                if self._stop:
                    return
                generation, path, data = self._job
                self._job = None
            start = time.thread_time()
            lines = scenario_data_problems(path, data)
            self.done.emit(generation, lines, (time.thread_time() - start) * 1000)


class Checker(QObject):
    """``checked(lines)`` with the validator's ``file: path: message`` lines of the newest
    document checked; ``busy`` while a check is under way."""

    checked = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.generation = 0
        self.shown = 0
        self.lines: list[str] = []
        self.last_ms = 0.0  # CPU time of the last check, on its thread
        self.worker = _Worker(self)
        self.worker.done.connect(self._done)
        self.worker.start()

    def check(self, path: str, data: dict) -> None:
        self.generation += 1
        self.worker.ask(self.generation, path or UNSAVED, copy.deepcopy(data))

    @property
    def busy(self) -> bool:
        return self.shown != self.generation

    def _done(self, generation: int, lines: list, ms: float) -> None:
        if generation < self.shown:
            return
        self.shown = generation
        self.lines = list(lines)
        self.last_ms = ms
        self.checked.emit(self.lines)

    def wait_for_result(self, timeout_ms: int = 10_000) -> bool:
        """Wait (serving events) until the newest check is in; False on timeout."""
        deadline = time.monotonic() + timeout_ms / 1000
        while self.busy and time.monotonic() < deadline:
            loop = QEventLoop()
            self.checked.connect(loop.quit)
            QTimer.singleShot(50, loop.quit)
            loop.exec()
            self.checked.disconnect(loop.quit)
        return not self.busy

    def close(self) -> None:
        self.worker.stop()
