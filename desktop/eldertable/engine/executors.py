"""Run a simulation beyond one machine: the same chunks as ``engine.simulate`` on a
``dask.distributed`` cluster (the optional extra ``cluster``).

    from eldertable.engine.executors import simulate_on_cluster
    out = simulate_on_cluster("mansions", 100_000, seed=1, scheduler="tcp://10.0.0.5:8786",
                              options={"scenario": "..."})

``out`` is the shared JSON object of ``engine.simulate.simulate``; for the same seed and
options everything but the timing fields is identical to a local run, because each game
gets the same seed (``game_seed(seed, index)``) and the totals are combined in game order.
The workers must have Elder Table installed (the same version) so that they can import
the game. No cluster code lives here: dask schedules, ships and retries the chunks.

Worth it when one run is long: a cluster adds about a second of start-up and a few
milliseconds per chunk, so on one machine ``--jobs`` is as fast; with many machines the
rate grows with the cores.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from .simulate import Gathering, _run_chunk

EXTRA_HINT = "install the cluster extra: pip install 'eldertable[cluster]'"


class ClusterUnavailable(Exception):
    """dask.distributed is not installed, or the scheduler cannot be reached."""


def _distributed():
    try:
        import distributed
    except ImportError:
        raise ClusterUnavailable(f"running on a cluster needs dask.distributed; {EXTRA_HINT}") \
            from None
    return distributed


def chunk_size(games: int, workers: int) -> int:
    """The same rule as engine.simulate: about eight chunks per worker, 1 to 200 games."""
    return max(1, min(200, games // (max(1, workers) * 8) or 1))


def simulate_on_cluster(game_id: str, games: int, seed: int = 0, *,
                        scheduler: str | None = None, client: Any = None,
                        options: dict[str, Any] | None = None,
                        progress: Callable[[int, int], None] | None = None,
                        cancelled: Callable[[], bool] | None = None,
                        per_game: Callable[[int, dict[str, Any]], None] | None = None,
                        timeout: float = 10.0) -> dict[str, Any]:
    """Play ``games`` games on the dask cluster at ``scheduler`` (an address such as
    ``tcp://host:8786``), or on an existing ``client``. Callbacks as in engine.simulate."""
    distributed = _distributed()
    run = Gathering(game_id, games, options, progress, per_game)
    own = client is None
    if own:
        if not scheduler:
            raise ClusterUnavailable("no scheduler address given (e.g. tcp://host:8786)")
        try:
            client = distributed.Client(scheduler, timeout=timeout)
        except (OSError, TimeoutError) as exc:
            raise ClusterUnavailable(f"cannot reach the scheduler at {scheduler}: {exc}") \
                from None
    run.started = time.perf_counter()  # the run's time starts once the cluster answers

    def collect(future: Any, batch: list[int]) -> None:
        try:
            rows = future.result()
        except Exception as exc:  # noqa: BLE001 - a lost worker, a game that will not load
            rows = [(i, None, f"game {i}: {type(exc).__name__}: {exc}") for i in batch]
        run.take(rows)

    try:
        workers = sum(client.nthreads().values()) or 1
        size = chunk_size(games, workers)
        batches = [list(range(i, min(games, i + size))) for i in range(0, games, size)]
        pending = {client.submit(_run_chunk, run.entry.id, run.options, seed, batch,
                                 pure=False): batch
                   for batch in batches}
        while pending:
            if cancelled is not None and cancelled():
                for future in [f for f in pending if f.status in ("finished", "error")]:
                    collect(future, pending.pop(future))
                client.cancel(list(pending))
                break
            try:
                done, _rest = distributed.wait(list(pending), timeout=0.2,
                                               return_when="FIRST_COMPLETED")
            except TimeoutError:
                continue
            for future in done:
                collect(future, pending.pop(future))
    finally:
        if own:
            client.close()
    return run.summary(seed)
