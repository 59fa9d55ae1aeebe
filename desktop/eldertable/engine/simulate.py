"""The headless simulator every game shares (``eldertable simulate``).

A game package provides ``simulate_one(options: dict, seed: int) -> dict`` that plays one
game bot against bot and returns::

    {"winners": ["cultist"], "rounds": 7, "actions": 412, "extras": {...}}

``extras`` holds per-game numbers and count tables (``{"final_battles": 1}``,
``{"endings": {"escaped": 1}}``); the simulator sums numbers and merges count tables over
all games. Games run in worker processes when ``jobs > 1``; results are combined in game
order, so everything but the timing fields is identical for the same seed.

Games may also provide ``simulate_options(args) -> dict`` to validate options (ValueError
with a clear message) and ``summarize(extras, games) -> dict`` to post-process totals.
"""

from __future__ import annotations

import hashlib
import os
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Any, Callable, Iterable

from . import registry


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run: stable across processes and platforms."""
    digest = hashlib.blake2b(f"{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def _run_chunk(game_id: str, options: dict[str, Any], seed: int,
               indices: list[int]) -> list[tuple[int, dict[str, Any] | None, str]]:
    module = registry.get(game_id).load()
    out = []
    for i in indices:
        try:
            out.append((i, module.simulate_one(options, game_seed(seed, i)), ""))
        except Exception as exc:  # noqa: BLE001 - counted as an error of the run
            out.append((i, None, f"game {i}: {type(exc).__name__}: {exc}"))
    return out


def make_batches(games: int, jobs: int, cap: int = 200) -> list[list[int]]:
    """Game indices in batches for the workers: about eight per worker while much is left,
    then smaller and smaller (a quarter of what is left per worker), so that no worker
    finishes a long last batch alone while the others wait. At most ``cap`` games each."""
    workers = max(1, jobs)
    out: list[list[int]] = []
    start = 0
    while start < games:
        size = max(1, min(cap, games // (workers * 8) or 1, (games - start) // (workers * 4)
                          or 1))
        out.append(list(range(start, min(games, start + size))))
        start += size
    return out


def refuse_debug(options: dict[str, Any]) -> None:
    """A debug game's settings (engine.record.DEBUG_KEY) are never simulated as real games."""
    from .record import is_debug

    if is_debug(options) or is_debug(options.get("config") or {}):
        raise ValueError("these are a debug game's settings (a designer's game edited outside "
                         "the rules); simulate the scenario itself instead")


def merge(total: dict[str, Any], extras: dict[str, Any]) -> None:
    for key, value in extras.items():
        if isinstance(value, dict):
            merge(total.setdefault(key, {}), value)
        elif isinstance(value, bool):
            total[key] = total.get(key, 0) + int(value)
        elif isinstance(value, (int, float)):
            total[key] = total.get(key, 0) + value
        elif isinstance(value, list):
            total.setdefault(key, []).extend(value)


class Gathering:
    """One run's bookkeeping, whoever plays the games (worker processes here, a dask cluster
    in engine.executors): the game and its checked options, the results and errors as the
    batches come back, the callbacks, and the summary at the end."""

    def __init__(self, game_id: str, games: int, options: dict[str, Any] | None,
                 progress: Callable[[int, int], None] | None,
                 per_game: Callable[[int, dict[str, Any]], None] | None) -> None:
        self.entry = registry.get(game_id)
        self.module = self.entry.load()
        options = dict(options or {})
        refuse_debug(options)
        if hasattr(self.module, "simulate_options"):
            options = self.module.simulate_options(options)
        self.options = options
        self.games = games
        self.progress = progress
        self.per_game = per_game
        self.results: dict[int, dict[str, Any]] = {}
        self.errors: list[str] = []
        self.started = time.perf_counter()

    def take(self, rows: Iterable[tuple[int, dict[str, Any] | None, str]]) -> None:
        for i, summary, err in rows:
            if summary is None:
                self.errors.append(err)
            else:
                self.results[i] = summary
                if self.per_game is not None:
                    self.per_game(i, summary)
        if self.progress is not None:
            self.progress(len(self.results) + len(self.errors), self.games)

    def summary(self, seed: int) -> dict[str, Any]:
        seconds = time.perf_counter() - self.started
        return summarize(self.entry.id, self.module, self.options, seed, self.results,
                         self.errors, seconds)


def simulate(game_id: str, games: int, seed: int = 0, *, jobs: int = 1,
             options: dict[str, Any] | None = None,
             progress: Callable[[int, int], None] | None = None,
             cancelled: Callable[[], bool] | None = None,
             per_game: Callable[[int, dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Play ``games`` games; returns the shared JSON object of DESIGN.md."""
    run = Gathering(game_id, games, options, progress, per_game)
    # Small batches keep Cancel prompt (a batch in flight always finishes) and progress live.
    batches = make_batches(games, jobs, 50 if cancelled else 200)
    take = run.take

    if jobs <= 1:
        for batch in batches:
            if cancelled is not None and cancelled():
                break
            take(_run_chunk(run.entry.id, run.options, seed, batch))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            pending = set()
            queue = list(batches)
            while queue or pending:
                while queue and len(pending) < jobs * 2 and not (cancelled and cancelled()):
                    pending.add(pool.submit(_run_chunk, run.entry.id, run.options, seed,
                                            queue.pop(0)))
                if cancelled is not None and cancelled():
                    queue.clear()
                    for f in pending:
                        f.cancel()
                done, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
                for f in done:
                    if not f.cancelled():
                        take(f.result())
    return run.summary(seed)


def summarize(game_id: str, module: Any, options: dict[str, Any], seed: int,
              results: dict[int, dict[str, Any]], errors: list[str],
              seconds: float) -> dict[str, Any]:
    wins: dict[str, int] = {}
    extras: dict[str, Any] = {}
    rounds = actions = 0
    for i in sorted(results):
        summary = results[i]
        for w in summary.get("winners", []):
            wins[w] = wins.get(w, 0) + 1
        if not summary.get("winners"):
            wins["none"] = wins.get("none", 0) + 1
        rounds += summary.get("rounds", 0)
        actions += summary.get("actions", 0)
        merge(extras, summary.get("extras", {}))
    played = len(results)
    out: dict[str, Any] = {"game": game_id}
    if "scenario" in options:
        out["scenario"] = options["scenario"]
    out.update({
        "games": played,
        "seed": seed,
        "errors": len(errors),
        "wins": dict(sorted(wins.items())),
        "mean_rounds": round(rounds / played, 4) if played else 0.0,
        "actions": actions,
        "games_per_second": round(played / seconds, 2) if seconds > 0 else 0.0,
        "actions_per_second": round(actions / seconds, 1) if seconds > 0 else 0.0,
        "seconds": round(seconds, 3),
    })
    if hasattr(module, "summarize"):
        extras = module.summarize(extras, played)
    out.update(extras)
    if errors:
        out["error_messages"] = errors[:20]
    return out


TIMING_FIELDS = ("games_per_second", "actions_per_second", "seconds")


def default_jobs() -> int:
    return max(1, (os.cpu_count() or 1))
