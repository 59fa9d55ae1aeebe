"""What the GUI-thread benchmarks share: a heartbeat QTimer whose gaps are how long the GUI
thread was blocked, and a way to let the event loop run for a while.

Imported after the benchmark has set QT_QPA_PLATFORM and made its QApplication's path."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

HEARTBEAT_MS = 5


class Heartbeat(QObject):
    """Ticks every :data:`HEARTBEAT_MS`; ``gaps`` holds (ms since the last tick, the phase
    set at the time), so a benchmark can ask for the longest block of one phase."""

    def __init__(self):
        super().__init__()
        self.timer = QTimer(self)
        self.timer.setInterval(HEARTBEAT_MS)
        self.timer.timeout.connect(self.tick)
        self.last = time.perf_counter()
        self.gaps: list[tuple[float, str]] = []
        self.phase = ""

    def start(self) -> None:
        self.last = time.perf_counter()
        self.gaps = []
        self.timer.start()

    def tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append(((now - self.last) * 1000, self.phase))
        self.last = now

    def longest(self, phase: str | None = None) -> float:
        gaps = [g for g, p in self.gaps if phase is None or p == phase]
        return max(gaps) if gaps else 0.0


def spin(seconds: float) -> None:
    """Let the event loop run for ``seconds`` (wall time)."""
    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        QApplication.processEvents()
        time.sleep(0.001)
