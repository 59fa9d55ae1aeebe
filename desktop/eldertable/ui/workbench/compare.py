"""The Compare tab: pick two runs (a house rule on and off, 2 against 4 investigators) and
see every number of both, the difference and whether it is significant (p < 0.05)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QComboBox, QFormLayout, QHBoxLayout, QHeaderView, QLabel,
                               QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from . import plotkit as kit
from .common import count, number, p_value, percent
from .comparison import Row, compare
from .names import name_of
from .results import RunResults
from .stats import wilson
from eldertable.engine.messages import fill

SIGNIFICANT = QColor(46, 160, 67, 60)


class ComparePanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.runs: list[RunResults] = []
        self.rows: list[Row] = []
        self._plots: dict[str, pg.PlotWidget] = {}
        layout = QVBoxLayout(self)
        pick = QFormLayout()
        self.box_a = QComboBox(self)
        self.box_a.setObjectName("run-a")
        self.box_b = QComboBox(self)
        self.box_b.setObjectName("run-b")
        self.label_a, self.label_b = QLabel(self), QLabel(self)
        pick.addRow(self.label_a, self.box_a)
        pick.addRow(self.label_b, self.box_b)
        layout.addLayout(pick)
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.verdict.setObjectName("verdict")
        layout.addWidget(self.verdict)
        split = QSplitter(Qt.Orientation.Vertical, self)
        self.table = QTableWidget(0, 6, split)
        self.table.setObjectName("comparison")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        plots = QWidget(split)
        row = QHBoxLayout(plots)
        row.setContentsMargins(0, 0, 0, 0)
        for name in ("compare-wins", "compare-rounds"):
            w = kit.make_plot(plots, name)
            self._plots[name] = w
            row.addWidget(w)
        split.addWidget(self.table)
        split.addWidget(plots)
        layout.addWidget(split, 1)
        self.box_a.currentIndexChanged.connect(self.refresh)
        self.box_b.currentIndexChanged.connect(self.refresh)
        self.retranslate()

    def plots(self) -> dict[str, pg.PlotWidget]:
        return dict(self._plots)

    def set_runs(self, runs: list[RunResults]) -> None:
        """The runs that may be compared (finished or cancelled ones)."""
        keep_a, keep_b = self.box_a.currentIndex(), self.box_b.currentIndex()
        self.runs = list(runs)
        for box in (self.box_a, self.box_b):
            box.blockSignals(True)
            box.clear()
            for i, run in enumerate(self.runs):
                box.addItem(f"{i + 1}. {run.spec.label}")
            box.blockSignals(False)
        n = len(self.runs)
        self.box_a.setCurrentIndex(keep_a if 0 <= keep_a < n else max(0, n - 2))
        self.box_b.setCurrentIndex(keep_b if 0 <= keep_b < n and keep_b != keep_a
                                   else n - 1)
        self.refresh()

    def choose(self, a: int, b: int) -> None:
        self.box_a.setCurrentIndex(a)
        self.box_b.setCurrentIndex(b)

    def pair(self) -> tuple[RunResults, RunResults] | None:
        a, b = self.box_a.currentIndex(), self.box_b.currentIndex()
        if a < 0 or b < 0 or a >= len(self.runs) or b >= len(self.runs):
            return None
        return self.runs[a], self.runs[b]

    # ---- drawing

    def _side(self, game: str, side: str) -> str:
        return self.tr("nobody") if side == "none" else name_of(game, side)

    def _what(self, row: Row, game: str) -> str:
        if row.kind == "win":
            return self.tr("Win rate: {side}").format(side=self._side(game, row.name))
        if row.kind == "rounds-mean":
            return self.tr("Rounds (mean; Welch t-test)")
        if row.kind == "rounds-median":
            return self.tr("Rounds (median; Mann-Whitney U test)")
        if row.kind == "number":
            return self.tr("{name} (mean; Welch t-test)").format(name=name_of(game, row.name))
        table, _, key = row.name.rpartition("/")
        return self.tr("{table}: {key} reached").format(table=name_of(game, table),
                                                       key=name_of(game, key))

    def _value(self, row: Row, x: float) -> str:
        return percent(x) if row.proportion else number(x, 2)

    def refresh(self) -> None:
        pair = self.pair()
        self.rows = compare(*pair) if pair else []
        self.table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            diff = (f"{row.difference * 100:+.1f} pp" if row.proportion
                    else f"{row.difference:+.2f}")
            test = row.test
            what = self._what(row, pair[0].spec.game)
            cells = [what[:1].upper() + what[1:], self._value(row, row.a),
                     self._value(row, row.b), diff,
                     p_value(test.p_value) if test else "–",
                     (self.tr("yes") if test.significant else self.tr("no")) if test else "–"]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if test is not None and test.significant:
                    item.setBackground(QBrush(SIGNIFICANT))
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        self._verdict(pair)
        self._draw(pair)

    def _verdict(self, pair) -> None:
        if pair is None:
            self.verdict.setText(self.tr("Finish two runs to compare them."))
            return
        a, b = pair
        sig = [row for row in self.rows if row.test is not None and row.test.significant]
        text = fill(self.tr("First: {a} {a|game|games}. Second: {b} {b|game|games}. {n} of {m} "
                            "{m|number|numbers} differ significantly (p < 0.05)."),
                    a=count(a.played), b=count(b.played), n=len(sig), m=len(self.rows))
        if a is b:
            text = self.tr("Both sides show the same run; pick two different runs.")
        self.verdict.setText(text)

    def _draw(self, pair) -> None:
        wins, rounds = self._plots["compare-wins"], self._plots["compare-rounds"]
        wins.clear()
        rounds.clear()
        for w in (wins, rounds):
            if w.plotItem.legend is None:
                kit.legend(w, (-10, 10))
        kit.set_title(wins, self.tr("Win rate by side: first and second run"))
        kit.set_title(rounds, self.tr("Rounds to the end (% of games)"))
        if pair is None:
            return
        sides = [row.name for row in self.rows if row.kind == "win"]
        game = pair[0].spec.game
        wins.getAxis("bottom").setTicks([[(i, self._side(game, s))
                                          for i, s in enumerate(sides)]])
        for j, (run, name) in enumerate(zip(pair, (self.tr("first"), self.tr("second")))):
            n = max(1, run.played)
            x = np.arange(len(sides)) + (j - 0.5) * 0.38
            rates = np.array([run.wins.get(s, 0) / n * 100 for s in sides])
            kit.vbars(wins, x, rates, 0.36, kit.colour(j), name=name)
            bands = [wilson(run.wins.get(s, 0), n) for s in sides]
            wins.addItem(pg.ErrorBarItem(x=x, y=rates, top=np.array([b[1] * 100 for b in bands])
                                         - rates, bottom=rates - np.array([b[0] * 100
                                                                           for b in bands]),
                                         beam=0.12, pen=pg.mkPen(wins.getAxis("left").pen())))
            xs, h, _width = kit.histogram(run.rounds)
            rounds.addItem(pg.PlotDataItem(xs, h / n * 100, stepMode=None,
                                           pen=pg.mkPen(kit.colour(j), width=2), name=name,
                                           symbol="o", symbolSize=4,
                                           symbolBrush=kit.colour(j)))
        wins.setYRange(0, 100, padding=0.02)
        rounds.enableAutoRange(axis="y", enable=False)
        top = max((float(np.max(item.yData)) for item in rounds.listDataItems()
                   if item.yData is not None and len(item.yData)), default=1.0)
        rounds.setYRange(0, top, padding=0.05)

    # ---- words

    def retranslate(self) -> None:
        self.label_a.setText(self.tr("First run"))
        self.label_b.setText(self.tr("Second run"))
        self.table.setHorizontalHeaderLabels([self.tr("What"), self.tr("First"),
                                              self.tr("Second"), self.tr("Difference"),
                                              self.tr("p-value"), self.tr("Significant")])
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
