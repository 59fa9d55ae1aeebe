"""The games of one workbench run, gathered as they arrive (Qt-free).

Each game's summary is ``{"winners": [...], "rounds": n, "actions": n, "extras": {...}}``
(engine/simulate.py). What the plots show is read off the shape of ``extras``, never off a
game's name:

* a number (``"turns_to_stone": 14``) -> a histogram of it over the games;
* ``True``/``False`` -> how often it was true (the table ``flags``);
* a table of numbers (``{"endings": {"escaped": 1}}``) -> how often each key was reached
  (in how many games its value was above zero); a key seen only with 0 was *never reached*;
  a table whose name ends in ``_round``/``_rounds``/``_when`` says *when* (the round) each
  key was reached, and is plotted as the mean round instead;
* a list of numbers (``"summon_points": [0, 1, 1, 2]``, one per round) -> a series over
  rounds: the mean at each round over the games that lasted that long; a table of such
  lists draws one line per key.

Tables nested deeper are flattened with ``/`` between the names.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from typing import Any

WHEN_SUFFIXES = ("_round", "_rounds", "_when")
FLAGS = "flags"


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_series(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(_is_number(v) for v in value)


@dataclass
class SeriesStats:
    """Per round index: how many games reached it, the sum of values there."""
    count: list[int] = field(default_factory=list)
    total: list[float] = field(default_factory=list)

    def add(self, values: list[float]) -> None:
        grow = len(values) - len(self.count)
        if grow > 0:
            self.count.extend([0] * grow)
            self.total.extend([0.0] * grow)
        for i, v in enumerate(values):
            self.count[i] += 1
            self.total[i] += v

    def means(self) -> list[float]:
        return [t / c if c else 0.0 for t, c in zip(self.total, self.count)]


@dataclass
class RunSpec:
    """What was asked for: enough to label, repeat and export a run."""
    game: str
    games: int
    seed: int
    jobs: int
    options: dict[str, Any] = field(default_factory=dict)
    label: str = ""


class RunResults:
    def __init__(self, spec: RunSpec):
        self.spec = spec
        self.summaries: dict[int, dict[str, Any]] = {}
        self.arrival: list[int] = []
        self.summary: dict[str, Any] | None = None  # engine.simulate's object once finished
        self.cancelled = False
        self.error = ""
        self.catalogue: dict[str, list[str]] = {}  # table -> every key the game can reach
        self.wins: dict[str, int] = {}
        self.winners_in_order: list[tuple[str, ...]] = []
        self.won_at: dict[str, list[int]] = {}  # side -> positions (arrival order) it won
        self.rounds: list[int] = []
        self.numbers: dict[str, list[float]] = {}
        self.reached: dict[str, dict[str, int]] = {}   # table -> key -> games reaching it
        self.totals: dict[str, dict[str, float]] = {}  # table -> key -> summed value
        self.when: dict[str, dict[str, list[float]]] = {}
        self.series: dict[str, dict[str, SeriesStats]] = {}

    # ---- gathering

    @property
    def played(self) -> int:
        return len(self.arrival)

    @property
    def finished(self) -> bool:
        return self.summary is not None

    def add(self, index: int, summary: dict[str, Any]) -> None:
        if index in self.summaries:
            return
        self.summaries[index] = summary
        self.arrival.append(index)
        winners = tuple(str(w) for w in summary.get("winners") or ()) or ("none",)
        self.winners_in_order.append(winners)
        for w in winners:
            self.wins[w] = self.wins.get(w, 0) + 1
            self.won_at.setdefault(w, []).append(len(self.arrival) - 1)
        self.rounds.append(int(summary.get("rounds", 0)))
        self._extras("", summary.get("extras") or {})

    def _extras(self, prefix: str, extras: dict[str, Any]) -> None:
        for key, value in extras.items():
            name = f"{prefix}{key}"
            if isinstance(value, bool):
                self._reach(FLAGS, name, int(value))
            elif _is_number(value):
                self.numbers.setdefault(name, []).append(float(value))
            elif _is_series(value):
                self.series.setdefault(name, {}).setdefault("", SeriesStats()).add(value)
            elif isinstance(value, dict):
                self._table(name, value)

    def _table(self, name: str, table: dict[str, Any]) -> None:
        plain = {k: v for k, v in table.items() if _is_number(v) or isinstance(v, bool)}
        nested = {k: v for k, v in table.items() if isinstance(v, dict)}
        lists = {k: v for k, v in table.items() if _is_series(v)}
        if name.endswith(WHEN_SUFFIXES):
            bucket = self.when.setdefault(name, {})
            for key, value in plain.items():
                bucket.setdefault(str(key), []).append(float(value))
        else:
            for key, value in plain.items():
                self._reach(name, str(key), float(value))
        for key, values in lists.items():
            self.series.setdefault(name, {}).setdefault(str(key), SeriesStats()).add(values)
        if nested:
            self._extras(f"{name}/", nested)

    def _reach(self, table: str, key: str, value: float) -> None:
        reached = self.reached.setdefault(table, {})
        reached[key] = reached.get(key, 0) + (1 if value else 0)
        totals = self.totals.setdefault(table, {})
        totals[key] = totals.get(key, 0) + value

    # ---- reading

    def sides(self) -> list[str]:
        """Every side that won at least once ("none" for games nobody won), most wins first."""
        return sorted(self.wins, key=lambda s: (-self.wins[s], s))

    def win_flags(self, side: str) -> list[int]:
        """1 where ``side`` won, in the order the games arrived."""
        return [1 if side in w else 0 for w in self.winners_in_order]

    def wins_after(self, side: str, games: list[int]) -> list[int]:
        """How many of the first g games (arrival order) ``side`` won, for each g."""
        positions = self.won_at.get(side, [])
        return [bisect_left(positions, g) for g in games]

    def never_reached(self) -> dict[str, list[str]]:
        """Per table, the keys that no game reached (zero everywhere, or only in the
        game's catalogue)."""
        out: dict[str, list[str]] = {}
        for table in sorted(set(self.reached) | set(self.catalogue)):
            reached = self.reached.get(table, {})
            keys = set(reached) | set(self.catalogue.get(table, ()))
            never = sorted(k for k in keys if reached.get(k, 0) == 0)
            if never:
                out[table] = never
        return out

    def reach_rate(self, table: str, key: str) -> tuple[int, int]:
        return self.reached.get(table, {}).get(key, 0), self.played

    def status_word(self) -> str:
        if self.error:
            return "failed"
        if self.cancelled:
            return "cancelled"
        return "finished" if self.finished else "running"
