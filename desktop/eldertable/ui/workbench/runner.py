"""One simulation off the GUI thread: a QThread drives ``engine.simulate`` (whose games run
in worker processes when jobs > 1) or, given a scheduler address, the dask executor.

The thread never touches a widget and emits no Python-side signal (PySide6 6.12.0's
``SignalInstance.emit`` drops a reference to ``True`` on every call, which ends in a
fatal "deallocating True" error): it puts what happens on a queue, and the window drains
that queue on a GUI-thread timer. ``cancel()`` is a flag the simulator polls every chunk
(every 0.2 s with jobs > 1); what finished is kept.
"""

from __future__ import annotations

import queue
import threading
from typing import Any

from PySide6.QtCore import QThread

from ...engine import registry, simulate
from ...engine.executors import ClusterUnavailable, simulate_on_cluster
from .results import RunSpec

# what the queue carries: (GAMES, [(index, summary), ...]), (PROGRESS, done, total),
# (DONE, engine.simulate's JSON object), (FAILED, one line for the person)
GAMES, PROGRESS, DONE, FAILED = "games", "progress", "done", "failed"


class SimulationThread(QThread):
    def __init__(self, spec: RunSpec, scheduler: str = "", parent=None):
        super().__init__(parent)
        self.spec = spec
        self.scheduler = scheduler.strip()
        self.events: queue.SimpleQueue = queue.SimpleQueue()
        self._stop = threading.Event()
        self._batch: list[tuple[int, dict[str, Any]]] = []

    def cancel(self) -> None:
        self._stop.set()

    def is_cancelled(self) -> bool:
        return self._stop.is_set()

    def drain(self) -> list[tuple]:
        """Everything that happened since the last call (GUI thread)."""
        out = []
        while True:
            try:
                out.append(self.events.get_nowait())
            except queue.Empty:
                return out

    # ---- in the thread

    def _per_game(self, index: int, summary: dict[str, Any]) -> None:
        self._batch.append((index, summary))

    def _flush(self) -> None:
        batch, self._batch = self._batch, []
        if batch:
            self.events.put((GAMES, batch))

    def _progress(self, done: int, total: int) -> None:
        self._flush()
        self.events.put((PROGRESS, done, total))

    def run(self) -> None:  # noqa: D401 - QThread's entry point
        spec = self.spec
        kwargs = dict(options=spec.options, progress=self._progress,
                      cancelled=self._stop.is_set, per_game=self._per_game)
        try:
            if self.scheduler:
                out = simulate_on_cluster(spec.game, spec.games, spec.seed,
                                          scheduler=self.scheduler, **kwargs)
            else:
                out = simulate.simulate(spec.game, spec.games, spec.seed, jobs=spec.jobs,
                                        **kwargs)
        except (ValueError, ClusterUnavailable, registry.GameNotBuilt,
                registry.UnknownGame) as exc:
            self._flush()
            self.events.put((FAILED, str(exc)))
            return
        except Exception as exc:  # noqa: BLE001 - shown in the window, never a crash
            self._flush()
            self.events.put((FAILED, f"{type(exc).__name__}: {exc}"))
            return
        self._flush()
        self.events.put((DONE, out))
