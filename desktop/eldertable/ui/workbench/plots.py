"""The live plots of one run, redrawn from its RunResults while games arrive.

Always: the win rate of each side with its 95 % Wilson band as games accumulate, the wins
by side, the rounds to the end. Then one plot per thing the game's summaries carry (see
results.py): how often each key of a count table is reached, when, the histogram of each
number, the mean of each series over rounds; and the list of what was never reached.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (QFrame, QGridLayout, QLabel, QListWidget, QScrollArea,
                               QVBoxLayout, QWidget)

from . import plotkit as kit
from .common import count, number, percent
from .names import name_of
from .results import FLAGS, RunResults
from .stats import Z95, wilson

MAX_SIDES = 8
FIXED = ("win-rate", "wins", "rounds")


def wilson_arrays(k: np.ndarray, n: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """stats.wilson for many points at once (the band of the win rate)."""
    p = k / n
    z2 = Z95 * Z95
    denom = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = Z95 / denom * np.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    return (np.where(k <= 0, 0.0, np.clip(centre - half, 0.0, 1.0)),
            np.where(k >= n, 1.0, np.clip(centre + half, 0.0, 1.0)))


class NeverList(QFrame):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("never-reached")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.items = QListWidget(self)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addWidget(self.items, 1)
        layout.addStretch(0)  # with the list hidden, the two lines stay at the top
        self.setMinimumHeight(220)

    def show_keys(self, never: dict[str, list[str]] | None, game: str = "") -> None:
        """The keys no game reached; ``None`` (no run yet, or a failed one, or one with no
        game played): the panel says nothing."""
        if never is None:
            self.items.clear()
            self.title.clear()
            self.note.clear()
            for widget in (self.title, self.note, self.items):
                widget.setVisible(False)
            self.setMinimumHeight(0)
            return
        self.title.setVisible(True)
        self.note.setVisible(True)
        lines = [f"{name_of(game, table)}: {name_of(game, key)}"
                 for table, keys in never.items() for key in keys]
        if [self.items.item(i).text() for i in range(self.items.count())] != lines:
            self.items.clear()
            self.items.addItems(lines)
        self.title.setText(self.tr("Never reached: {n}").format(n=len(lines)))
        self.items.setVisible(bool(lines))
        self.setMinimumHeight(220 if lines else 0)
        self.note.setText(self.tr("Keys of the count tables that no game of this run reached.")
                          if lines else self.tr("Every key seen in the count tables was reached "
                                                "at least once."))


class PlotBoard(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.run: RunResults | None = None
        self._plots: dict[str, pg.PlotWidget] = {}
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        inner = QWidget(scroll)
        self.grid = QGridLayout(inner)
        self.grid.setSpacing(8)
        scroll.setWidget(inner)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        layout.addWidget(scroll, 1)
        self.inner = inner
        self.never = NeverList(inner)
        self._cells = 0
        for name in FIXED:
            self._plot(name)
        self._place(self.never)
        self.retranslate()

    # ---- layout

    def _place(self, widget: QWidget) -> None:
        self.grid.addWidget(widget, self._cells // 2, self._cells % 2)
        self._cells += 1

    def _plot(self, name: str) -> pg.PlotWidget:
        w = self._plots.get(name)
        if w is None:
            w = kit.make_plot(self.inner, name)
            self._plots[name] = w
            self._place(w)
        return w

    def plots(self) -> dict[str, pg.PlotWidget]:
        return dict(self._plots)

    # ---- drawing

    def show_run(self, run: RunResults | None) -> None:
        if run is not self.run:
            self._drop_game_plots()
        self.run = run
        self.refresh()

    def _drop_game_plots(self) -> None:
        """Forget the plots that the previous run's summaries asked for."""
        for name in [n for n in self._plots if n not in FIXED]:
            w = self._plots.pop(name)
            self.grid.removeWidget(w)
            w.deleteLater()
        for widget in [*(self._plots[n] for n in FIXED), self.never]:
            self.grid.removeWidget(widget)
        for name in FIXED:
            kit.reset(self._plots[name])
        self._cells = 0
        for widget in [*(self._plots[n] for n in FIXED), self.never]:
            self._place(widget)

    def refresh(self) -> None:
        run = self.run
        self.empty.setVisible(run is None or run.played == 0)
        if run is None:
            for w in self._plots.values():
                kit.reset(w)
            self.never.show_keys(None)
            return
        self._win_rate(run)
        self._wins(run)
        self._rounds(run)
        for table in sorted(run.reached):
            self._reached(run, table)
        for table in sorted(run.when):
            self._when(run, table)
        for key in sorted(run.numbers):
            self._number(run, key)
        for key in sorted(run.series):
            self._series(run, key)
        failed = bool(run.error) or not run.played  # nothing to say of a run that failed
        self.never.show_keys(None if failed else run.never_reached(), run.spec.game)

    def _side(self, run: RunResults, side: str) -> str:
        """A side in the current language; "none" is the games nobody won."""
        if side == "none":
            return self.tr("nobody")
        return name_of(run.spec.game, side)

    def _win_rate(self, run: RunResults) -> None:
        w = self._plot("win-rate")
        if w.plotItem.legend is None:
            kit.legend(w, (-10, 10))
        kit.set_title(w, self.tr("Win rate as games accumulate, 95 % band"))
        w.setToolTip(self.tr("Each side's share of the games so far; the band is the 95 % "
                             "Wilson confidence interval. A band that still moves needs more "
                             "games."))
        w.setLabel("bottom", self.tr("games"))
        w.setLabel("left", self.tr("win rate (%)"))
        n = run.played
        if not n:
            return
        games = kit.thin(n) + 1
        for i, side in enumerate(sorted(run.wins)[:MAX_SIDES]):  # colours keep their side
            wins = np.array(run.wins_after(side, games.tolist()), dtype=float)
            lo, hi = wilson_arrays(wins, games.astype(float))
            kit.band(w, f"band:{side}", games.astype(float), lo * 100, hi * 100,
                     kit.colour(i, 60))
            last_lo, last_hi = wilson(int(wins[-1]), n)
            label = (f"{self._side(run, side)}: {percent(wins[-1] / n)} "
                     f"({percent(last_lo)} – {percent(last_hi)})")
            curve = kit.kept(w, f"curve:{side}", lambda i=i, label=label: pg.PlotDataItem(
                pen=pg.mkPen(kit.colour(i), width=2), name=label))
            curve.setData(games, wins / games * 100)
            kit.set_legend_text(w, curve, label)
        w.setYRange(0, 100, padding=0.02)
        w.setXRange(1, max(2, n), padding=0.01)

    def _wins(self, run: RunResults) -> None:
        w = self._plot("wins")
        kit.set_title(w, self.tr("Wins by side, % of games"))
        w.setToolTip(self.tr("The whiskers are the 95 % Wilson confidence interval."))
        sides = run.sides()
        n = max(1, run.played)
        rates = [run.wins[s] / n for s in sides]
        by_name = sorted(run.wins)  # each side keeps its colour in every plot
        kit.hbars(w, [f"{self._side(run, s)} ({count(run.wins[s])})" for s in sides],
                  [r * 100 for r in rates],
                  [kit.colour(by_name.index(s)) for s in sides], xmax=100)
        if sides:
            bands = [wilson(run.wins[s], n) for s in sides]
            x = np.array(rates) * 100
            whiskers = kit.kept(w, "whiskers", lambda: pg.ErrorBarItem(
                x=np.zeros(0), y=np.zeros(0), beam=0.25,
                pen=pg.mkPen(w.getAxis("left").pen().color())))
            whiskers.setData(x=x, y=np.arange(len(sides), dtype=float),
                             left=x - np.array([b[0] for b in bands]) * 100,
                             right=np.array([b[1] for b in bands]) * 100 - x)

    def _rounds(self, run: RunResults) -> None:
        w = self._plot("rounds")
        mean = sum(run.rounds) / len(run.rounds) if run.rounds else 0.0
        kit.set_title(w, self.tr("Rounds to the end (mean {mean})").format(mean=number(mean, 1)))
        w.setLabel("bottom", self.tr("rounds"))
        w.setLabel("left", self.tr("games"))
        x, h, width = kit.histogram(run.rounds)
        kit.kept_vbars(w, x, h, width)

    def _reached(self, run: RunResults, table: str) -> None:
        w = self._plot(f"reached:{table}")
        if table == FLAGS:
            kit.set_title(w, self.tr("Flags: % of games where true"))
        else:
            kit.set_title(w, self.tr("{table}: % of games reaching each").format(
                table=name_of(run.spec.game, table, capital=True)))
        reached, totals = run.reached[table], run.totals[table]
        keys = sorted(reached, key=lambda k: (-reached[k], k))
        n = max(1, run.played)
        kit.hbars(w, [self.tr("{key} ({games}; {mean}/game)").format(
                      key=name_of(run.spec.game, k), games=count(reached[k]),
                      mean=number(totals[k] / n, 2))
                      for k in keys],
                  [reached[k] / n * 100 for k in keys],
                  [kit.colour(0) if reached[k] else pg.mkColor(kit.NEVER) for k in keys],
                  xmax=100)

    def _when(self, run: RunResults, table: str) -> None:
        w = self._plot(f"when:{table}")
        kit.set_title(w, self.tr("{table}: mean round reached").format(
            table=name_of(run.spec.game, table, capital=True)))
        data = run.when[table]
        keys = sorted(data, key=lambda k: (sum(data[k]) / len(data[k]), k))
        means = [sum(data[k]) / len(data[k]) for k in keys]
        kit.hbars(w, [f"{name_of(run.spec.game, k)} ({count(len(data[k]))})" for k in keys],
                  means,
                  [kit.colour(2)] * len(keys))

    def _number(self, run: RunResults, key: str) -> None:
        w = self._plot(f"number:{key}")
        values = run.numbers[key]
        mean = sum(values) / len(values)
        kit.set_title(w, self.tr("{name} (mean {mean})").format(
            name=name_of(run.spec.game, key, capital=True), mean=number(mean, 2)))
        w.setLabel("left", self.tr("games"))
        x, h, width = kit.histogram(values)
        kit.kept_vbars(w, x, h, width, kit.colour(4))

    def _series(self, run: RunResults, key: str) -> None:
        w = self._plot(f"series:{key}")
        if w.plotItem.legend is None:
            kit.legend(w, (10, 10))
        kit.set_title(w, self.tr("{name}: mean by round").format(
            name=name_of(run.spec.game, key, capital=True)))
        w.setLabel("bottom", self.tr("round"))
        for i, (sub, stats) in enumerate(sorted(run.series[key].items())):
            means = stats.means()
            curve = kit.kept(w, f"curve:{sub}", lambda i=i, sub=sub: pg.PlotDataItem(
                pen=pg.mkPen(kit.colour(i), width=2),
                name=name_of(run.spec.game, sub or key)))
            curve.setData(np.arange(1, len(means) + 1), means)

    # ---- words

    def retranslate(self) -> None:
        self.empty.setText(self.tr("Start a run: its plots appear here while the games are "
                                   "played."))
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
