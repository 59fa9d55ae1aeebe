"""Two runs side by side, number by number, each with its test (Qt-free).

* win rate of each side, and how often each count-table key is reached: two-proportion
  z-test;
* rounds: Welch's t-test on the means and the Mann-Whitney U test on the distributions
  (its ``difference`` is the difference of the medians);
* every number the games report: Welch's t-test.

Differences are always first run minus second run.
"""

from __future__ import annotations

from dataclasses import dataclass

from .results import RunResults
from .stats import Test, mann_whitney, median, two_proportions, welch


@dataclass(frozen=True)
class Row:
    kind: str      # "win", "reached", "rounds-mean", "rounds-median", "number"
    name: str      # the side, "table/key", or the number's key
    a: float
    b: float
    test: Test | None

    @property
    def difference(self) -> float:
        return self.a - self.b

    @property
    def proportion(self) -> bool:
        return self.kind in ("win", "reached")


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def compare(a: RunResults, b: RunResults) -> list[Row]:
    rows: list[Row] = []
    na, nb = a.played, b.played
    sides = sorted(set(a.wins) | set(b.wins), key=lambda s: (-(a.wins.get(s, 0)
                                                               + b.wins.get(s, 0)), s))
    for side in sides:
        ka, kb = a.wins.get(side, 0), b.wins.get(side, 0)
        rows.append(Row("win", side, ka / na if na else 0.0, kb / nb if nb else 0.0,
                        two_proportions(ka, na, kb, nb)))
    rows.append(Row("rounds-mean", "rounds", _mean(a.rounds), _mean(b.rounds),
                    welch(a.rounds, b.rounds)))
    rows.append(Row("rounds-median", "rounds", median(a.rounds), median(b.rounds),
                    mann_whitney(a.rounds, b.rounds)))
    for key in sorted(set(a.numbers) & set(b.numbers)):
        xa, xb = a.numbers[key], b.numbers[key]
        rows.append(Row("number", key, _mean(xa), _mean(xb), welch(xa, xb)))
    for table in sorted(set(a.reached) | set(b.reached)):
        ra, rb = a.reached.get(table, {}), b.reached.get(table, {})
        for key in sorted(set(ra) | set(rb)):
            ka, kb = ra.get(key, 0), rb.get(key, 0)
            rows.append(Row("reached", f"{table}/{key}", ka / na if na else 0.0,
                            kb / nb if nb else 0.0, two_proportions(ka, na, kb, nb)))
    return rows
