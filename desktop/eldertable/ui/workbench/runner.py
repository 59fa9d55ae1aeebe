"""One simulation off the GUI thread: a QThread drives ``engine.simulate`` (whose games run
in worker processes when jobs > 1) or, given a scheduler address, the dask executor.

The thread hands finished games over in batches (one per chunk of games) through queued
signals, so the GUI thread only ever gathers and draws. ``cancel()`` is a flag the
simulator polls every chunk (every 0.2 s with jobs > 1); what finished is kept.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from PySide6.QtCore import QThread, Signal

from ...engine import registry, simulate
from ...engine.executors import ClusterUnavailable, simulate_on_cluster
from .results import RunSpec


class SimulationThread(QThread):
    games_done = Signal(list)        # [(index, summary), ...] since the last batch
    progressed = Signal(int, int)    # games done (errors included), games asked
    succeeded = Signal(dict)         # engine.simulate's JSON object
    failed = Signal(str)             # one line for the person

    def __init__(self, spec: RunSpec, scheduler: str = "", parent=None):
        super().__init__(parent)
        self.spec = spec
        self.scheduler = scheduler.strip()
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._batch: list[tuple[int, dict[str, Any]]] = []
        self.started_at = 0.0

    def cancel(self) -> None:
        self._stop.set()

    def is_cancelled(self) -> bool:
        return self._stop.is_set()

    # ---- in the thread

    def _per_game(self, index: int, summary: dict[str, Any]) -> None:
        with self._lock:
            self._batch.append((index, summary))

    def _flush(self) -> None:
        with self._lock:
            batch, self._batch = self._batch, []
        if batch:
            self.games_done.emit(batch)

    def _progress(self, done: int, total: int) -> None:
        self._flush()
        self.progressed.emit(done, total)

    def run(self) -> None:  # noqa: D401 - QThread's entry point
        spec = self.spec
        self.started_at = time.monotonic()
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
            self.failed.emit(str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - shown in the window, never a crash
            self._flush()
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        self._flush()
        self.succeeded.emit(out)
