"""The playtest workbench window: Simulate, Compare, Scenario and Odds tabs.

A run goes to a SimulationThread; its games arrive in batches and the plots redraw from
the gathered results a few times a second, so the window never waits on a game.
"""

from __future__ import annotations

import os
import time

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QApplication, QHBoxLayout, QLabel, QListWidget, QMainWindow,
                               QProgressBar, QPushButton, QScrollArea, QSplitter, QTabWidget,
                               QVBoxLayout, QWidget)

from . import pysidefix
from .common import count, duration
from .compare import ComparePanel
from .config import RunForm
from .designer import DesignerPanel
from .exporting import ExportActions
from .oddspanel import OddsPanel
from .plots import PlotBoard
from .results import RunResults
from .runner import DONE, FAILED, GAMES, PROGRESS, SimulationThread
from eldertable.engine.messages import fill
from ..plaintext import tip

POLL_MS = 100
REDRAW_MS = 300      # at most this often, and
REDRAW_SHARE = 0.1   # at most this share of the GUI thread's time goes to redrawing


def open_window() -> "WorkbenchWindow | None":
    """The workbench window open now, if any (there is at most one)."""
    for top in QApplication.topLevelWidgets():
        if isinstance(top, WorkbenchWindow) and top.isVisible():
            return top
    return None


class WorkbenchWindow(ExportActions, QMainWindow):
    # a run ended (finished, cancelled or failed): its RunResults (the editor's Runs panel)
    run_finished = Signal(object)

    def __init__(self, parent=None):
        pysidefix.install()
        super().__init__(parent)
        self.setObjectName("Workbench")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.runs: list[RunResults] = []
        self.sim_thread: SimulationThread | None = None
        self.current: RunResults | None = None
        self._started = 0.0
        self._dirty = False
        self._last_draw = 0.0
        self._draw_cost = 0.0
        self.poll = QTimer(self)
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self._poll)

        self.tabs = QTabWidget(self)
        self.setCentralWidget(self.tabs)
        self.simulate_tab = QSplitter(Qt.Orientation.Horizontal, self.tabs)
        self.simulate_tab.addWidget(self._left_side())
        self.board = PlotBoard(self.simulate_tab)
        self.simulate_tab.addWidget(self.board)
        self.simulate_tab.setStretchFactor(1, 1)
        self.simulate_tab.setSizes([380, 900])
        self.compare = ComparePanel(self.tabs)
        self.designer = DesignerPanel(self.tabs)
        self.designer.on_simulate = self.simulate_scenario
        self.designer.on_debug = self.debug_scenario
        self.odds = OddsPanel(self.tabs)
        for widget in (self.simulate_tab, self.compare, self.designer, self.odds):
            self.tabs.addTab(widget, "")
        self._menu()
        self.retranslate()
        self._set_running(False)
        self.resize(1320, 860)

    def _left_side(self) -> QWidget:
        left = QWidget(self)
        layout = QVBoxLayout(left)
        scroll = QScrollArea(left)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.form = RunForm(scroll)
        scroll.setWidget(self.form)
        scroll.setMinimumWidth(self.form.minimumSizeHint().width()
                               + scroll.verticalScrollBar().sizeHint().width() + 8)
        layout.addWidget(scroll, 3)
        buttons = QHBoxLayout()
        self.start_button = QPushButton(left)
        self.start_button.setObjectName("start")
        self.start_button.clicked.connect(self.start_run)
        self.cancel_button = QPushButton(left)
        self.cancel_button.setObjectName("cancel")
        self.cancel_button.clicked.connect(self.cancel_run)
        buttons.addWidget(self.start_button, 1)
        buttons.addWidget(self.cancel_button)
        layout.addLayout(buttons)
        self.progress = QProgressBar(left)
        self.progress.setObjectName("progress")
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status = QLabel(left)
        self.status.setObjectName("run-status")
        self.status.setWordWrap(True)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        self.runs_label = QLabel(left)
        self.run_list = QListWidget(left)
        self.run_list.setObjectName("runs")
        self.run_list.setWordWrap(True)
        self.run_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.run_list.currentRowChanged.connect(self._show_run)
        layout.addWidget(self.runs_label)
        layout.addWidget(self.run_list, 1)
        exports = QHBoxLayout()
        self.csv_button, self.json_button, self.plots_button = (QPushButton(left) for _ in "abc")
        self.csv_button.clicked.connect(lambda: self._ask_export("csv"))
        self.json_button.clicked.connect(lambda: self._ask_export("json"))
        self.plots_button.clicked.connect(lambda: self._ask_export("plots"))
        for b in (self.csv_button, self.json_button, self.plots_button):
            exports.addWidget(b)
        layout.addLayout(exports)
        return left

    def _menu(self) -> None:
        self.file_menu = self.menuBar().addMenu("")
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self._open_scenario)
        self.csv_action, self.json_action, self.plots_action = (QAction(self) for _ in "abc")
        self.csv_action.triggered.connect(lambda: self._ask_export("csv"))
        self.json_action.triggered.connect(lambda: self._ask_export("json"))
        self.plots_action.triggered.connect(lambda: self._ask_export("plots"))
        self.close_action = QAction(self)
        self.close_action.setShortcut(QKeySequence.StandardKey.Close)
        self.close_action.triggered.connect(self.close)
        for action in (self.open_action, self.csv_action, self.json_action, self.plots_action):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.close_action)

    # ---- running

    def start_run(self) -> None:
        if self.sim_thread is not None:
            return
        try:
            spec = self.form.run_spec()
        except ValueError as exc:
            self._say(str(exc), error=True)
            return
        run = RunResults(spec)
        catalogue = getattr(self.form.modules.get(spec.game), "simulate_catalog", None)
        if callable(catalogue):
            try:
                run.catalogue = {str(k): [str(x) for x in v]
                                 for k, v in catalogue(spec.options).items()}
            except Exception:  # noqa: BLE001 - a catalogue is a nicety, never a blocker
                run.catalogue = {}
        self.runs.append(run)
        self.current = run
        self.run_list.addItem("")
        self._label_runs()
        self.run_list.setCurrentRow(len(self.runs) - 1)
        self.progress.setRange(0, spec.games)
        self.progress.setValue(0)
        self.sim_thread = SimulationThread(spec, self.form.scheduler(), self)
        self._started = time.monotonic()
        self._say(fill(self.tr("Starting {n} {n|game|games}…"), n=count(spec.games)))
        self._set_running(True)
        self.poll.start()
        self.sim_thread.start()

    def cancel_run(self) -> None:
        if self.sim_thread is not None:
            self.sim_thread.cancel()
            self.cancel_button.setEnabled(False)
            self._say(self.tr("Stopping: the games already being played finish first."))

    def is_running(self) -> bool:
        return self.sim_thread is not None

    def _poll(self) -> None:
        """Take in what the simulation thread reported; redraw now and then."""
        if self.sim_thread is None:
            self.poll.stop()
            return
        for event in self.sim_thread.drain():
            kind = event[0]
            if kind == GAMES:
                self._games(event[1])
            elif kind == PROGRESS:
                self._progressed(event[1], event[2])
            elif kind == DONE:
                self._succeeded(event[1])
                return
            elif kind == FAILED:
                self._failed(event[1])
                return
        now = time.monotonic()
        if now - self._last_draw >= max(REDRAW_MS / 1000, self._draw_cost / REDRAW_SHARE):
            self._last_draw = now
            self._redraw()

    def wait_until_done(self, timeout_ms: int = 60_000) -> bool:
        """Block until the run ends, then take in its results (tests, scripts)."""
        thread = self.sim_thread
        if thread is None:
            return True
        if not thread.wait(timeout_ms):
            return False
        self._poll()
        return self.sim_thread is None

    def _games(self, batch: list) -> None:
        run = self.current
        if run is not None:
            for index, summary in batch:
                run.add(index, summary)
            self._dirty = True

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setMaximum(total)
        self.progress.setValue(done)
        self._label_runs()
        if self.sim_thread is not None and self.sim_thread.is_cancelled():
            return
        elapsed = max(1e-6, time.monotonic() - self._started)
        rate = done / elapsed
        left = (total - done) / rate if rate > 0 else 0.0
        self._say(fill(self.tr("{done} of {total} {total|game|games} · {rate} games/s · "
                               "{left} left"),
                       done=count(done), total=count(total), rate=count(round(rate)),
                       left=duration(left)))

    def _succeeded(self, out: dict) -> None:
        run = self.current
        if run is not None:
            run.summary = out
            run.cancelled = bool(self.sim_thread and self.sim_thread.is_cancelled()
                                 and out.get("games", 0) + out.get("errors", 0) < run.spec.games)
            seconds = out.get("seconds", 0.0)
            if run.cancelled:
                self._say(fill(self.tr("Cancelled: kept the {n} {n|game|games} that finished, "
                                       "of {total}."),
                               n=count(run.played), total=count(run.spec.games)))
            else:
                self._say(fill(self.tr("Done: {n} {n|game|games} in {time} ({rate} games/s)."),
                               n=count(run.played), time=duration(seconds),
                               rate=count(round(out.get("games_per_second", 0)))))
            if out.get("errors"):
                self._say(self.status.text() + " " + fill(
                    self.tr("{n} {n|game|games} failed: {first}"),
                    n=count(out["errors"]), first=(out.get("error_messages") or [""])[0]),
                    error=True)
        self._finish()

    def _failed(self, message: str) -> None:
        if self.current is not None:
            self.current.error = message
        self._say(self.tr("The run failed: {message}").format(message=message), error=True)
        self._finish()

    def _finish(self) -> None:
        thread, self.sim_thread = self.sim_thread, None
        if thread is not None:
            thread.wait()
            thread.deleteLater()
        self.poll.stop()
        self._set_running(False)
        self._label_runs()
        self._dirty = True
        self._redraw()
        self.compare.set_runs([r for r in self.runs if r.played and not r.error])
        if self.current is not None:
            self.run_finished.emit(self.current)

    def _redraw(self) -> None:
        if self._dirty:
            self._dirty = False
            started = time.perf_counter()
            self.board.refresh()
            self.board.repaint()  # paint now, so that the cost measured includes it
            self._draw_cost = time.perf_counter() - started

    def _set_running(self, running: bool) -> None:
        self.start_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.form.setEnabled(not running)
        self.open_action.setEnabled(not running)
        has = bool(self.runs) and not running
        for w in (self.csv_button, self.json_button, self.csv_action, self.json_action):
            w.setEnabled(has)

    def _say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet("color: #b3261e;" if error else "")

    def _show_run(self, row: int) -> None:
        run = self.runs[row] if 0 <= row < len(self.runs) else None
        self.board.show_run(run)

    def selected_run(self) -> RunResults | None:
        row = self.run_list.currentRow()
        return self.runs[row] if 0 <= row < len(self.runs) else None

    def _label_runs(self) -> None:
        words = {"running": self.tr("running"), "finished": self.tr("finished"),
                 "cancelled": self.tr("cancelled"), "failed": self.tr("failed")}
        for i, run in enumerate(self.runs):
            text = self.tr("{i}. {label} — {games} {games|game|games}, {status}")
            item = self.run_list.item(i)
            item.setText(fill(text, i=i + 1, label=run.spec.label, games=count(run.played),
                              status=words[run.status_word()]))
            item.setToolTip(tip(run.error or item.text()))

    # ---- scenario files

    def _open_scenario(self) -> None:
        self.tabs.setCurrentWidget(self.designer)
        self.designer._ask_open()

    def open_scenario(self, path: str | os.PathLike) -> None:
        self.designer.open_file(path)
        self.form.set_scenario(self.designer.path)
        self.form.select_game("mansions")
        self.tabs.setCurrentWidget(self.designer)

    def simulate_scenario(self, path: str) -> None:
        self.form.set_scenario(path)
        if not self.form.select_game("mansions"):
            self._say(self.tr("Mansions cannot be simulated in this version yet."), error=True)
        self.tabs.setCurrentWidget(self.simulate_tab)

    def debug_scenario(self, path: str):
        """Play the scenario file in the app's table, in debug mode (ui.workbench.debugpanel)."""
        from .debugpanel import play_debug

        return play_debug(path, near=self)

    # ---- words and closing

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Playtest workbench — Elder Table"))
        for i, text in enumerate((self.tr("Simulate"), self.tr("Compare"), self.tr("Scenario"),
                                  self.tr("Odds"))):
            self.tabs.setTabText(i, text)
        self.start_button.setText(self.tr("Start"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.runs_label.setText(self.tr("Runs"))
        self.csv_button.setText(self.tr("CSV…"))
        self.json_button.setText(self.tr("JSON…"))
        self.plots_button.setText(self.tr("Plots…"))
        self.csv_button.setToolTip(self.tr("Export the chosen run, one line per game"))
        self.json_button.setToolTip(self.tr("Export the chosen run with every game"))
        self.plots_button.setToolTip(self.tr("Export the plots in view as PNG and SVG"))
        self.file_menu.setTitle(self.tr("&File"))
        self.open_action.setText(self.tr("&Open scenario…"))
        self.csv_action.setText(self.tr("Export results as &CSV…"))
        self.json_action.setText(self.tr("Export results as &JSON…"))
        self.plots_action.setText(self.tr("Export &plots as PNG and SVG…"))
        self.close_action.setText(self.tr("&Close"))
        if not self.runs:
            self._say(self.tr("Choose what to simulate and press Start."))
        self._label_runs()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        if self.sim_thread is not None:
            self.sim_thread.cancel()
            self.sim_thread.wait()
            self.sim_thread = None
        self.poll.stop()
        super().closeEvent(event)
