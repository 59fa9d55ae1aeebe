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


class StallSampler:
    """While the GUI thread has been blocked longer than ``threshold_ms`` (the heartbeat is
    late), a second thread samples the GUI thread's Python stack every ``every_ms``. After the
    run, :meth:`report` tells, for each block longer than ``report_ms``, which functions were
    on the stack in most samples: where the block was spent. The sampler thread needs the GIL
    to look, so a sample lands at most every ``sys.getswitchinterval()``."""

    def __init__(self, beat: Heartbeat, threshold_ms: float = 15.0, every_ms: float = 1.0):
        import sys as _sys
        import threading

        self.beat = beat
        self.threshold = threshold_ms / 1000
        self.every = every_ms / 1000
        self.main = threading.main_thread().ident
        self.samples: dict[float, list[tuple[str, ...]]] = {}
        self._stop = threading.Event()
        self._sys = _sys
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self._stop.set()
        self.thread.join(1)

    def _run(self) -> None:
        while not self._stop.wait(self.every):
            since = self.beat.last
            if not self.beat.timer.isActive() or time.perf_counter() - since < self.threshold:
                continue
            frame = self._sys._current_frames().get(self.main)
            stack = []
            while frame is not None and len(stack) < 40:
                code = frame.f_code
                stack.append(f"{code.co_filename.rsplit('/', 2)[-1]}:{frame.f_lineno} "
                             f"{code.co_name}")
                frame = frame.f_back
            self.samples.setdefault(since, []).append(tuple(stack))

    def report(self, gaps_from: float = 40.0, top: int = 12) -> str:
        from collections import Counter

        lines = []
        for since, stacks in sorted(self.samples.items()):
            if len(stacks) * self.every * 1000 < gaps_from * 0.3:
                continue
            lines.append(f"block from t={since:.3f}: {len(stacks)} samples")
            inner = Counter(s[0] for s in stacks if s)
            lines.append("  innermost: " + "; ".join(f"{k} x{v}" for k, v in inner.most_common(4)))
            anywhere = Counter(f for s in stacks for f in set(s))
            for name, count in anywhere.most_common(top):
                lines.append(f"  {count:4d}  {name}")
        return "\n".join(lines)
