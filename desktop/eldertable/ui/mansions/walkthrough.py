"""The designer's walk through a scenario's map, in a window of its own.

File > Walk a Scenario's Map… (or :func:`open_walkthrough`) loads and checks a scenario
and opens the board on its first rooms with investigators at the start space
(``games/mansions/walk.py``): drag them as the map allows, explore Explore tokens, end
turns, undo. A walk is a designer's tool, not a game: nothing is autosaved or recorded.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QSpinBox, QToolBar, QWidget

from ...engine.record import GameRecord, Recorder
from ...games.mansions import walk
from ..controller import GameController
from ..i18n import Retranslating, tr_msg
from ..logdock import LogDock
from .table import MansionsTable
from ..plaintext import plain


class _WalkRecorder(Recorder):
    """A recorder around a walk state built here (a walk is in no game registry)."""

    def __init__(self, state: walk.WalkState, config: dict) -> None:  # noqa: D107
        self.state = state
        self.chance = state.chance
        self.record = GameRecord(walk.GAME, config, 0, initial_digest=state.digest())


class WalkController(GameController):
    """The shell's controller over a map walk; it never autosaves."""

    def start_walk(self, state: walk.WalkState, config: dict) -> None:
        self._open(walk.GAME, walk, _WalkRecorder(state, config))

    def _autosave(self) -> None:
        pass  # a designer's walk is not a game to resume


class WalkWindow(Retranslating, QMainWindow):
    def __init__(self, scenario, investigators: int = 2, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("MansionsWalk")
        self.scenario = scenario
        self.controller = WalkController(self)
        self.table = MansionsTable(self.controller, self)
        self.table.pacer.story_cards = False  # a designer's walk reads the story in its log
        self.setCentralWidget(self.table)
        self.log = LogDock(self.controller, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.resizeDocks([self.log], [240], Qt.Orientation.Horizontal)
        self.prompt = plain(QLabel(self))
        self.statusBar().addWidget(self.prompt, 1)
        self.table.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self._toolbar()
        self.count.setValue(investigators)
        self.controller.stateChanged.connect(self._update)
        self.controller.gameStarted.connect(lambda _g: self.table.reset())
        self.restart()
        self.retranslate()
        self.resize(1200, 800)

    def _toolbar(self) -> None:
        bar = QToolBar(self)
        bar.setObjectName("WalkTools")
        self.addToolBar(bar)
        self.explore = bar.addAction("", self._explore)
        self.explore.setShortcut(QKeySequence("X"))
        self.end_turn = bar.addAction("", self._end_turn)
        self.end_turn.setShortcut(QKeySequence("E"))
        bar.addSeparator()
        stack = self.controller.undo_stack
        self.undo = stack.createUndoAction(self)
        self.undo.setShortcuts(QKeySequence.StandardKey.Undo)
        self.redo = stack.createRedoAction(self)
        self.redo.setShortcuts(QKeySequence.StandardKey.Redo)
        bar.addActions([self.undo, self.redo])
        bar.addSeparator()
        self.zoom_in = bar.addAction("", self.table.zoom_in)
        self.zoom_in.setShortcuts(QKeySequence.StandardKey.ZoomIn)
        self.zoom_out = bar.addAction("", self.table.zoom_out)
        self.zoom_out.setShortcuts(QKeySequence.StandardKey.ZoomOut)
        self.fit = bar.addAction("", self.table.zoom_fit)
        self.fit.setShortcut(QKeySequence("Ctrl+0"))
        bar.addAction(self.table.range_action)
        bar.addSeparator()
        self.count_label = QLabel(self)
        bar.addWidget(self.count_label)
        self.count = QSpinBox(self)
        players = self.scenario.model.meta.investigators
        self.count.setRange(players.min, players.max)
        bar.addWidget(self.count)
        self.restart_action = bar.addAction("", self.restart)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Walk the map: {title}").format(
            title=tr_msg(self.scenario.title)))
        self.explore.setText(self.tr("E&xplore"))
        self.explore.setToolTip(self.tr("Explore the Explore token in the investigator's space (X)"))
        self.end_turn.setText(self.tr("&End Turn"))
        self.end_turn.setToolTip(self.tr("The next investigator's turn (E)"))
        self.zoom_in.setText(self.tr("Zoom &In"))
        self.zoom_out.setText(self.tr("Zoom &Out"))
        self.fit.setText(self.tr("&Fit Map"))
        self.count_label.setText(self.tr("Investigators:"))
        self.restart_action.setText(self.tr("&Start Again"))
        self.table.retranslate()
        self._update()

    def restart(self) -> None:
        config = walk.default_config(self.scenario.path, self.count.value())
        state = walk.new_walk(self.scenario, self.count.value())
        self.controller.start_walk(state, config)

    def _legal(self, cls) -> list:
        return [a for a in self.controller.legal_actions(0) if isinstance(a, cls)]

    def _explore(self) -> None:
        legal = self._legal(walk.Explore)
        if legal:
            self.table.apply(legal[0])

    def _end_turn(self) -> None:
        self.table.apply(walk.EndTurn())

    def _update(self) -> None:
        if self.controller.record is None:
            return
        self.explore.setEnabled(bool(self._legal(walk.Explore)))
        self.prompt.setText(tr_msg(self.controller.prompt(0)))

    def closeEvent(self, event) -> None:  # noqa: N802
        self.controller.close_game(emit=False)
        super().closeEvent(event)


def open_walkthrough(main_window: QWidget | None, scenario_path: str | Path,
                     investigators: int = 2) -> WalkWindow | None:
    """Open a walk through the map of the scenario at ``scenario_path``; a scenario that
    does not load gets a message listing its problems, and None is returned."""
    from ...games.mansions.jsonmodel import ContentError
    from ...games.mansions.scenario import load_scenario
    from .. import errors

    try:
        scenario = load_scenario(scenario_path)
    except ContentError as exc:
        errors.show_error(main_window, QCoreApplication.translate(
            "MansionsWalk", "Cannot walk this scenario"), str(scenario_path),
            "\n".join(exc.problems))
        return None
    window = WalkWindow(scenario, investigators, main_window)
    window.show()
    return window


def ask_walkthrough(main_window: QWidget) -> WalkWindow | None:
    """File > Walk a Scenario's Map…: choose a scenario file, then walk it."""
    from ...resources import asset

    folder = str(asset("games", "mansions", "scenarios"))
    path, _ = QFileDialog.getOpenFileName(
        main_window, QCoreApplication.translate("MansionsWalk", "Walk a Scenario's Map"), folder,
        QCoreApplication.translate("MansionsWalk", "Mansions scenarios (*.json)"))
    return open_walkthrough(main_window, path) if path else None


def smoke_windows() -> dict:
    """What the smoke run pictures beside the table (ui/tables.py smoke_windows): the walk
    through a shipped scenario's map."""
    from ...resources import asset

    def walk(main_window):
        return open_walkthrough(main_window, asset("games", "mansions", "scenarios",
                                                   "wardens-garden.json"))

    return {"walk": walk}
