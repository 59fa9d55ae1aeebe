"""The scenario editor's window: the map with its palettes, the story forms, the event
flow and the words in the middle; the inspector on the right; the problems and the runs
below. File, Edit and Play menus; one undo command per edit; checking after every edit
on a thread of its own; autosave of unsaved work."""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QDockWidget, QFileDialog, QLabel, QMainWindow, QMenu,
                               QMessageBox, QSplitter, QTabWidget, QWidget)

from eldertable.engine.messages import fill
from eldertable.games.mansions.scenario import canonical, opening, templates
from eldertable.games.mansions.scenario.edits import MISSING

from .. import errors
from ..settings import settings
from . import autosave
from .checker import Checker
from .document import EditorDoc
from .problems import ProblemList
from .runs import RunsPanel

RECENT = "editor/recent-files"
MAX_RECENT = 8
AUTOSAVE_MS = 15_000
MAP_PARTS = ("map",)
STORY_PARTS = ("meta", "content", "variables", "start_objective", "objectives", "epilogues",
               "puzzles", "events", "first_edition")

_open: list["EditorWindow"] = []


def open_editor(parent=None, path: str | os.PathLike | None = None,
                new: bool = False) -> "EditorWindow":
    """The editor window (the one open, else a new one), shown and in front; with the
    file at ``path`` opened in it, or (``new``) the New Scenario dialog."""
    window = _open[0] if _open else EditorWindow()
    window.show()
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.raise_()
    window.activateWindow()
    if path:
        window.open_file(str(path))
    elif new:
        window.ask_new()
    return window


def recent_files() -> list[str]:
    value = settings().value(RECENT, [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in (value or []) if str(v)][:MAX_RECENT]


def remember(path: str) -> None:
    files = [path] + [p for p in recent_files() if p != path]
    settings().setValue(RECENT, files[:MAX_RECENT])


class EditorWindow(QMainWindow):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("ScenarioEditor")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        _open.append(self)
        self.doc = EditorDoc(templates.blank("second-edition"), "", self)
        self.checker = Checker(self)
        self.checker.checked.connect(self._checked)
        self.autosaved_at = -1  # the undo index last autosaved
        self._build()
        self._menus()
        self.doc.changed.connect(self._changed)
        self.doc.selected.connect(self._route)
        self.doc.undo.cleanChanged.connect(lambda _clean: self._title())
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave_now)
        self.autosave_timer.start()
        self.retranslate()
        self.resize(1440, 900)
        self.doc.replace(self.doc.data)  # the views draw the blank scenario, its map fitted

    # ---- building

    def _build(self) -> None:
        from .flowview import FlowView
        from .inspector import PieceInspector
        from .mapcanvas import MapCanvas
        from .palettes import PiecePalette, TilePalette
        from .storypanel import StoryPanel
        from .words import WordsPanel

        doc = self.doc
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("editor-tabs")
        self.setCentralWidget(self.tabs)
        self.map_page = QSplitter(Qt.Orientation.Horizontal, self.tabs)
        self.palettes = QTabWidget(self.map_page)
        self.tile_palette = TilePalette(doc, self.palettes)
        self.piece_palette = PiecePalette(doc, self.palettes)
        self.palettes.addTab(self.tile_palette, "")
        self.palettes.addTab(self.piece_palette, "")
        self.canvas = MapCanvas(doc, self.map_page)
        self.tile_palette.picked.connect(self._carry_tile)  # a click picks a tile up too
        self.piece_palette.picked.connect(self.canvas.pick_piece)
        self.map_page.addWidget(self.palettes)
        self.map_page.addWidget(self.canvas)
        self.map_page.setStretchFactor(1, 1)
        self.map_page.setSizes([300, 1000])
        self.story = StoryPanel(doc, self.tabs)
        self.flow = FlowView(doc, self.tabs)
        self.words = WordsPanel(doc, self.tabs)
        for page in (self.map_page, self.story, self.flow, self.words):
            self.tabs.addTab(page, "")
        self.inspector = PieceInspector(doc, self)
        self.inspector_dock = self._dock("inspector", self.inspector,
                                         Qt.DockWidgetArea.RightDockWidgetArea)
        self.problems = ProblemList(doc, self)
        self.problems_dock = self._dock("problems", self.problems,
                                        Qt.DockWidgetArea.BottomDockWidgetArea)
        self.runs = RunsPanel(self)
        self.runs_dock = self._dock("runs", self.runs, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.tabifyDockWidget(self.problems_dock, self.runs_dock)
        self.problems_dock.raise_()
        self.resizeDocks([self.problems_dock], [150], Qt.Orientation.Vertical)
        self.resizeDocks([self.inspector_dock], [320], Qt.Orientation.Horizontal)
        self.state_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.state_label)

    def _dock(self, name: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(f"{name}-dock")
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(area, dock)
        return dock

    def _menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.new_action = self._action(self.ask_new, QKeySequence.StandardKey.New)
        self.open_action = self._action(self.ask_open, QKeySequence.StandardKey.Open)
        self.recent_menu = QMenu(self)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.save_action = self._action(self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(self.save_as, QKeySequence.StandardKey.SaveAs)
        self.close_action = self._action(self.close, QKeySequence.StandardKey.Close)
        self.file_menu.addActions([self.new_action, self.open_action])
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.save_action, self.save_as_action])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.close_action)
        self.edit_menu = bar.addMenu("")
        self.undo_action = self.doc.undo.createUndoAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.doc.undo.createRedoAction(self)
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.play_menu = bar.addMenu("")
        self.play_action = self._action(self.play, "F5")
        self.debug_action = self._action(self.debug_play, "F6")
        self.simulate_action = self._action(self.simulate, "F7")
        self.workbench_action = self._action(self.open_in_workbench, "")
        self.play_menu.addActions([self.play_action, self.debug_action, self.simulate_action])
        self.play_menu.addSeparator()
        self.play_menu.addAction(self.workbench_action)
        self.play_bar = self.addToolBar("")
        self.play_bar.setObjectName("play-bar")
        self.play_bar.addActions([self.undo_action, self.redo_action])
        self.play_bar.addSeparator()
        self.play_bar.addActions([self.play_action, self.debug_action, self.simulate_action])

    def _action(self, slot, shortcut) -> QAction:
        action = QAction(self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    # ---- the document

    @property
    def file_name(self) -> str:
        return os.path.basename(self.doc.path) if self.doc.path else ""

    def _changed(self) -> None:
        self._title()
        self.problems.set_checking(True)
        self.checker.check(self.doc.path, self.doc.data)

    def _checked(self, lines: list[str]) -> None:
        self.problems.show_lines(lines, self.doc.path or "new-scenario.json")
        self._title()

    def _title(self) -> None:
        name = self.file_name or self.tr("New scenario")
        self.setWindowTitle(self.tr("{name}[*] - Scenario Editor - Elder Table").format(name=name))
        self.setWindowModified(not self.doc.undo.isClean())
        edition = (self.tr("First edition") if self.doc.first_edition
                   else self.tr("Second edition"))
        state = self.tr("unsaved changes") if not self.doc.undo.isClean() else self.tr("saved")
        self.state_label.setText(f"{edition} · {state}")

    def _carry_tile(self, tile_id: str) -> None:
        self.canvas.carry(tile_id)
        self.canvas.view.setFocus()

    def _route(self, path: tuple) -> None:
        """Show the part of the editor that holds the thing at ``path``."""
        head = path[0] if path else ""
        if head in MAP_PARTS:
            self.tabs.setCurrentWidget(self.map_page)
            self.inspector_dock.raise_()
        elif head in STORY_PARTS:
            self.tabs.setCurrentWidget(self.story)

    def set_document(self, data: dict, path: str) -> None:
        self.doc.replace(data, path)
        self.autosaved_at = -1
        self.retranslate()

    def ask_new(self) -> bool:
        from .newdialog import NewScenarioDialog

        if not self.may_discard():
            return False
        dialog = NewScenarioDialog(self)
        if dialog.exec() != NewScenarioDialog.DialogCode.Accepted:
            return False
        return self.new_scenario(dialog.rules, dialog.template())

    def new_scenario(self, rules: str, template: str = "") -> bool:
        try:
            data = templates.from_template(template) if template else templates.blank(rules)
        except (OSError, ValueError) as exc:
            errors.show_error(self, self.tr("Cannot start from this scenario"), str(exc))
            return False
        self.set_document(data, "")
        kept = autosave.find("")
        if kept is not None:
            self._offer_kept(kept)
        return True

    def ask_open(self) -> bool:
        if not self.may_discard():
            return False
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open a scenario"), os.path.dirname(self.doc.path or ""),
            self.tr("Scenario files (*.json)"))
        return bool(path) and self.open_file(path, ask=False)

    def open_file(self, path: str, ask: bool = True) -> bool:
        """Open the scenario file at ``path``; a file that cannot be edited gets one
        message, and what is open stays open."""
        if ask and not self.may_discard():
            return False
        opened = opening.open_for_editing(path)
        if opened.data is None:
            errors.bad_file(self, path, opened.message)
            return False
        path = str(Path(path).resolve())
        self.set_document(opened.data, path)
        remember(path)
        if opened.problems:
            self.problems.show_lines(opened.problems, path)
            self.problems_dock.raise_()
            self.statusBar().showMessage(self.tr("The file opened with problems: they are "
                                                 "listed below. Nothing was changed."), 10_000)
        kept = autosave.find(path)
        if kept is not None and kept.text != canonical.dumps(self.doc.data):
            self._offer_kept(kept)
        return True

    def _offer_kept(self, kept) -> None:
        from datetime import datetime

        when = datetime.fromtimestamp(kept.when).strftime("%Y-%m-%d %H:%M")
        answer = QMessageBox.question(
            self, self.tr("Unsaved work"),
            self.tr("Changes made to this scenario at {when} were never saved. Bring them "
                    "back?").format(when=when),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        if answer != QMessageBox.StandardButton.Yes:
            autosave.forget(kept.path)
            return
        try:
            data = json.loads(kept.text)
        except ValueError:
            return
        with self.doc.edit(self.tr("Bring back unsaved work")) as e:
            for key in list(self.doc.data):
                if key not in data:
                    e.set((key,), MISSING)
            for key, value in data.items():
                e.set((key,), value)

    def save(self) -> bool:
        if not self.doc.path:
            return self.save_as()
        return self._write(self.doc.path)

    def save_as(self) -> bool:
        meta = self.doc.data.get("meta") if isinstance(self.doc.data.get("meta"), dict) else {}
        start = self.doc.path or os.path.join(os.path.expanduser("~"),
                                              f"{meta.get('id') or 'new-scenario'}.json")
        path, _filter = QFileDialog.getSaveFileName(self, self.tr("Save the scenario"), start,
                                                    self.tr("Scenario files (*.json)"))
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        old = self.doc.path
        if not self._write(path):
            return False
        if old != self.doc.path:
            autosave.forget(old)
        return True

    def _write(self, path: str) -> bool:
        try:
            canonical.save(path, self.doc.data)
        except OSError as exc:
            errors.cannot_save(self, str(exc))
            return False
        path = str(Path(path).resolve())
        was = self.doc.path
        self.doc.path = path
        self.words.follow_path()  # after a Save as the Chinese words go with the file
        self.doc.undo.setClean()
        autosave.forget(was)
        autosave.forget(path)
        remember(path)
        self.statusBar().showMessage(self.tr("Saved {file}.").format(file=self.file_name), 5000)
        self._changed()  # the problems now name the file
        return True

    def autosave_now(self) -> None:
        if self.doc.undo.isClean() or self.doc.undo.index() == self.autosaved_at:
            return
        try:
            autosave.write(self.doc.path, canonical.dumps(self.doc.data))
        except OSError as exc:
            self.statusBar().showMessage(self.tr("Autosave failed: {why}").format(why=exc), 10_000)
            return
        self.autosaved_at = self.doc.undo.index()

    def may_discard(self) -> bool:
        """True when the unsaved edits may go (saved, or the designer said so)."""
        if self.doc.undo.isClean():
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved changes"),
            self.tr("Save the changes to {name}?").format(
                name=self.file_name or self.tr("the new scenario")),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            autosave.forget(self.doc.path)
            return True
        return False

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = recent_files()
        for path in files:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_file(p))
        if not files:
            self.recent_menu.addAction(self.tr("No recent scenarios")).setEnabled(False)

    # ---- playing it at once

    def playable_path(self, what: str) -> str:
        """The saved file to play (saving first); "" when it cannot be played yet."""
        if not self.doc.undo.isClean() or not self.doc.path:
            if not self.save():
                return ""
        if not self.checker.wait_for_result():
            errors.show_error(self, what, self.tr("The check of the scenario did not finish."))
            return ""
        lines = self.checker.lines
        if lines:
            self.problems_dock.raise_()
            errors.show_error(self, what, fill(self.tr(
                "The scenario has {n} {n|problem|problems}; the list of problems shows each "
                "one. Fix them first."), n=len(lines)))
            return ""
        return self.doc.path

    def play(self):
        """Play: the normal table's setup, with this scenario chosen (seats for people or
        bots are chosen there)."""
        path = self.playable_path(self.tr("Cannot play the scenario"))
        if not path:
            return None
        from ..hostwindow import main_window

        window = main_window(self)
        if window is None:
            return None
        dialog = window.new_game_dialog("mansions")
        if dialog is not None and getattr(dialog, "parts", None) is not None:
            dialog.parts.open_scenario(path)
        window.raise_()
        window.activateWindow()
        self.runs.say(self.tr("{file}: opened for play on the table.").format(file=self.file_name))
        return dialog

    def debug_play(self):
        path = self.playable_path(self.tr("Cannot play the scenario"))
        if not path:
            return None
        from ..workbench.debugpanel import play_debug

        window = play_debug(path, near=self)
        if window is not None:
            self.runs.say(self.tr("{file}: debug play started on the table.").format(
                file=self.file_name))
        return window

    def open_in_workbench(self):
        from ..workbench import open_workbench

        return open_workbench(self, game="mansions", scenario_path=self.doc.path or None)

    def simulate(self, games: int = 1000):
        """Simulate: the workbench runs ``games`` games of the saved scenario with bots;
        the results come back to the Runs panel."""
        path = self.playable_path(self.tr("Cannot simulate the scenario"))
        if not path:
            return None
        from ..workbench import open_workbench

        bench = open_workbench(self, game="mansions", scenario_path=path)
        if bench.is_running():
            self.runs.say(self.tr("The workbench is still running another simulation."))
            return bench
        bench.simulate_scenario(path)
        bench.form.games_spin.setValue(games)
        bench.start_run()
        run = bench.current
        if run is not None and bench.is_running():
            self.runs.started(run, self.file_name)
            if not getattr(bench, "editor_follows", False):
                bench.run_finished.connect(self._run_finished)
                bench.editor_follows = True
            self.runs_dock.raise_()
        return bench

    def _run_finished(self, run) -> None:
        self.runs.finished(run)
        self.runs_dock.raise_()

    # ---- words and closing

    def retranslate(self) -> None:
        self._title()
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.play_menu.setTitle(self.tr("&Play"))
        self.new_action.setText(self.tr("&New Scenario…"))
        self.open_action.setText(self.tr("&Open…"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self.close_action.setText(self.tr("&Close"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.play_action.setText(self.tr("&Play"))
        self.play_action.setToolTip(self.tr("Save, then set up a game of this scenario on the "
                                            "table, with people or bots (F5)"))
        self.debug_action.setText(self.tr("&Debug Play"))
        self.debug_action.setToolTip(self.tr("Save, then play it on the table with the debug "
                                             "panel: reveal, set variables, run events (F6)"))
        self.simulate_action.setText(self.tr("&Simulate 1,000 Games"))
        self.simulate_action.setToolTip(self.tr("Save, then let the bots play it 1,000 times in "
                                                "the workbench (F7)"))
        self.workbench_action.setText(self.tr("Open in the &Workbench"))
        self.play_bar.setWindowTitle(self.tr("Play"))
        self.palettes.setTabText(0, self.tr("Tiles"))
        self.palettes.setTabText(1, self.tr("Pieces"))
        self.tabs.setTabText(0, self.tr("Map"))
        self.tabs.setTabText(1, self.tr("Story"))
        self.tabs.setTabText(2, self.tr("Event flow"))
        self.tabs.setTabText(3, self.tr("Words"))
        self.inspector_dock.setWindowTitle(self.tr("Inspector"))
        self.problems_dock.setWindowTitle(self.tr("Problems"))
        self.runs_dock.setWindowTitle(self.tr("Runs"))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        if not self.may_discard():
            event.ignore()
            return
        self.autosave_timer.stop()
        self.checker.close()
        if self in _open:
            _open.remove(self)
        event.accept()

