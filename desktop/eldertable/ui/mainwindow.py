"""The main window: menus, the start page or the table, the log and dice docks, the status
bar that says what the seat on screen may do now."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from ..engine import registry
from . import editorhost, hostwindow, i18n
from .actions import WindowActions
from .i18n import Retranslating, join_names, tr_msg
from .settings import settings
from .startpage import StartPage, game_status
from .plaintext import plain

# The controller, the docks, the curtain and the file handling are built on first use (a
# game, a file, the first idle moment after the window is painted): start-up stays quick.
CHANCE, TERMINAL = -1, -2  # engine.protocol's sentinels, without importing it here


class MainWindow(Retranslating, QMainWindow):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self._controller = None
        self._documents = None
        self.handoff = None
        self.table = None
        self.setup_dialog = None
        self.preferences_dialog = None
        self._over_said = False  # the status bar says "Game over" (until play goes on)
        self._over_held = None  # a result the table has not shown yet (its last beats)
        self.data_error_shown = False

        self.stack = QStackedWidget(self)
        self.start_page = StartPage(self.stack)
        self.table_page = QWidget(self.stack)
        self.table_layout = QVBoxLayout(self.table_page)
        self.table_layout.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.table_page)
        self.setCentralWidget(self.stack)
        # made plain at its first words (a prompt may name content): plain() builds Qt's
        # enums, which the window's first paint need not wait for
        self.prompt_label = QLabel(self)
        self._prompt_plain = False
        self.statusBar().addWidget(self.prompt_label, 1)
        self.actions_ = WindowActions(self)
        self.docks: dict = {}  # dock -> shown with a table (the View menu's choice)
        self._after_paint: list = []  # work that waits until the window is on screen
        self.after_first_paint(self._finish_start)
        self._connect()
        self._restore_geometry()
        self.retranslate()
        self._update_actions()
        self.show_start_page()

    # ---- wiring

    @property
    def controller(self):
        """The game adapter, built with the docks, curtain and hand-off on first use."""
        if self._controller is None:
            self._build_game_parts()
        return self._controller

    @property
    def documents(self):
        if self._documents is None:
            from .documents import Documents

            self._documents = Documents(self, self.controller)
        return self._documents

    def _build_game_parts(self) -> None:
        from .controller import GameController
        from .dicetray import DiceTray
        from .handoff import Curtain, HandOff
        from .logdock import LogDock

        c = self._controller = GameController(self)
        self.log_dock = LogDock(c, self)
        self.dice_tray = DiceTray(c, self)
        from PySide6.QtCore import Qt

        for dock, keys in ((self.log_dock, ["Ctrl+L"]),
                           (self.dice_tray, [])):
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.restoreDockWidget(dock)  # where the person left it last time
            wanted = settings().value(f"docks/{dock.objectName()}", True)
            self.docks[dock] = wanted not in (False, "false", "0", 0)
            dock.hide()  # docks show with a table, never on the start page
            dock.toggleViewAction().triggered.connect(
                lambda on, d=dock: self._dock_wanted(d, on))
            self.actions_.add_dock_toggle(dock.toggleViewAction(), keys)
        self.curtain = Curtain(self)
        self.handoff = HandOff(c, self.curtain, self)
        c.undo_stack.canUndoChanged.connect(lambda _ok: self._update_actions())
        c.undo_stack.canRedoChanged.connect(lambda _ok: self._update_actions())
        c.undo_stack.indexChanged.connect(lambda _i: self._update_actions())
        c.undoAllowedChanged.connect(self._update_actions)
        c.gameStarted.connect(self._game_started)
        c.stateChanged.connect(self._update_status)
        c.busyChanged.connect(lambda _b: self._update_status())
        c.viewerChanged.connect(lambda _s: self._update_status())
        c.viewerChanged.connect(lambda _s: self._update_actions())
        c.finished.connect(self._finished)
        c.botFailed.connect(self._bot_failed)
        c.autosaveFailed.connect(self._data_unwritable)
        self.handoff.coveredChanged.connect(self._covered)
        self.handoff.hold = lambda: (self.table is not None
                                     and getattr(self.table, "holds_handoff", bool)())

    def _dock_wanted(self, dock, on: bool) -> None:
        self.docks[dock] = on
        s = settings()
        s.setValue(f"docks/{dock.objectName()}", on)
        s.sync()

    def _bot_failed(self, text: str) -> None:
        from . import errors

        errors.show_error(self, self.tr("A bot failed"), self.tr("A bot could not choose a move."),
                          text)

    def _connect(self) -> None:
        a = self.actions_
        a.new.triggered.connect(self.show_start_page)
        a.open.triggered.connect(lambda: self.documents.ask_open())
        a.walk.triggered.connect(self.walk_scenario)
        a.workbench.triggered.connect(lambda: self.open_workbench())
        a.editor.triggered.connect(lambda: self.open_editor())
        a.save.triggered.connect(lambda: self.documents.save())
        a.save_as.triggered.connect(lambda: self.documents.save_as())
        a.quit.triggered.connect(self.close)
        a.clear_recent.triggered.connect(lambda: self.documents.clear_recent())
        a.recent_menu.aboutToShow.connect(
            lambda: self.documents.fill_recent(a.recent_menu, a.clear_recent))
        a.resume_menu.aboutToShow.connect(lambda: self.documents.fill_resume(a.resume_menu))
        a.undo.triggered.connect(lambda: self._controller and self._controller.undo())
        a.redo.triggered.connect(lambda: self._controller and self._controller.redo())
        a.zoom_in.triggered.connect(lambda: self.table and self.table.zoom_in())
        a.zoom_out.triggered.connect(lambda: self.table and self.table.zoom_out())
        a.zoom_fit.triggered.connect(lambda: self.table and self.table.zoom_fit())
        a.full_screen.toggled.connect(self._full_screen)
        a.language_group.triggered.connect(lambda act: self.set_language(act.data()))
        a.rules.triggered.connect(self.show_rules)
        a.preferences.triggered.connect(self.show_preferences)
        a.about.triggered.connect(self.show_about)
        self.start_page.gameChosen.connect(self.new_game_dialog)
        self.start_page.openRequested.connect(lambda: self.documents.ask_open())
        self.start_page.resumeRequested.connect(lambda: self.documents.show_resume_dialog())
        self.start_page.workbenchRequested.connect(lambda: self.open_workbench())

    # ---- pages

    def show_start_page(self) -> None:
        self.stack.setCurrentWidget(self.start_page)
        for dock in self.docks:
            dock.hide()
        self.statusBar().clearMessage()  # the last game's words stay with its table
        self._over_said = False
        self._over_held = None
        self._update_status()
        self._update_actions()
        self._update_title()

    def new_game_dialog(self, game_id: str, seed: int | None = None):
        """Open the setup dialog of ``game_id`` (window-modal, not blocking)."""
        from . import errors
        from .setupdialog import SetupDialog

        try:
            entry = registry.get(game_id)
        except registry.UnknownGame as exc:
            errors.show_error(self, self.tr("Unknown game"), str(exc))
            return None
        status = game_status(entry)
        if status:
            card = self.start_page.cards.get(entry.id)
            errors.show_error(self, tr_msg(entry.title),
                              card.reason() if card else self.tr("This game cannot be played yet."))
            return None
        from PySide6.QtCore import Qt

        from .tables import table_class

        own = getattr(table_class(entry.id), "setup_dialog", None)  # a game's own dialog
        dialog = (own() if own else SetupDialog)(entry, entry.load(), self, seed)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(lambda: self._start_from(dialog))
        dialog.finished.connect(dialog.deleteLater)
        dialog.destroyed.connect(lambda: setattr(self, "setup_dialog", None))
        self.setup_dialog = dialog
        dialog.open()
        return dialog

    def open_workbench(self, game: str | None = None):
        """File > Playtest Workbench…: simulations, plots and odds in a window of their own;
        with the scenario file of the Mansions game on the table, if it was played from one."""
        from .workbench import open_workbench

        return open_workbench(self, game=game, scenario_path=self._scenario_file())

    def _scenario_file(self) -> str | None:
        """The scenario file the Mansions game on the table is played from (None: no game,
        another game, or a shipped scenario)."""
        from pathlib import Path

        record = self._controller.record if self._controller is not None else None
        if record is None or record.game != "mansions":
            return None
        ref = str((record.config.get("options") or {}).get("scenario") or "")
        return ref if ref.lower().endswith(".json") and Path(ref).is_file() else None

    def open_editor(self):
        """File > Scenario Editor…: the editor in a window of its own (the one open, in
        front)."""
        return _open_editor()

    def walk_scenario(self):
        """File > Walk a Scenario's Map…: the designer's walk in a window of its own."""
        from .mansions.walkthrough import ask_walkthrough

        return ask_walkthrough(self)

    def _start_from(self, dialog) -> None:
        from . import errors

        if dialog.language() != i18n.current_language():
            self.set_language(dialog.language())
        try:
            self.controller.new_game(dialog.entry.id, dialog.result_config, dialog.seed())
        except (ValueError, registry.GameNotBuilt) as exc:
            errors.show_error(self, self.tr("Cannot start the game"), str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - a game's own bug: say so, keep the app
            errors.show_error(self, self.tr("Cannot start the game"),
                              f"{type(exc).__name__}: {exc}")
            return
        self.documents.current_path = None

    def _game_started(self, game_id: str) -> None:
        from .tables import table_class

        if self.table is not None:
            self.table.detach()  # the old view must not hear the new game's signals
            self.table.setParent(None)
            self.table.deleteLater()
            self.table = None
        view = table_class(game_id)(self.controller, self.table_page)
        view.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        view.statusChanged.connect(self._update_status)
        released = getattr(view, "handoffReleased", None)
        if released is not None:
            released.connect(self.handoff.release)
        self.table_layout.addWidget(view)
        self.table = view
        view.covered = self.handoff.covered()
        self.stack.setCurrentWidget(self.table_page)
        for dock, wanted in self.docks.items():
            dock.setVisible(wanted)
        self._scenario_words()
        view.reset()
        self._update_status()  # a new game: the last one's "Game over" goes
        if getattr(self, "debug_panel", None) is not None or self._debug_game():
            from .workbench.debugpanel import follow_game

            follow_game(self)  # a designer's debug game gets its panel (ui/workbench)
        self._update_actions()
        self._update_title()

    def _scenario_words(self) -> None:
        """A Mansions game played from a designer's file: its words file (the Chinese the
        editor keeps beside it) translates its texts; any other game: none."""
        words = None
        ref = self._scenario_file()
        if ref is not None:
            from ..games.mansions.scenario.wordsfile import WordsError, read_words, words_path

            try:
                words = read_words(words_path(ref))
            except WordsError as exc:
                self.statusBar().showMessage(str(exc), 10_000)
        i18n.set_scenario_words(words)

    def _covered(self, covered: bool) -> None:
        if self.table is not None:
            self.table.set_covered(covered)
        self.log_dock.set_covered(covered)
        self._update_status()
        self._update_actions()

    # ---- status

    def _update_status(self) -> None:
        c = self._controller
        text = ""
        on_table = self.stack.currentWidget() is self.table_page
        presenting = self.table.status_prompt() if self.table is not None else None
        if c is not None and c.record is not None and on_table:
            seat = c.current_player()
            if seat == TERMINAL and presenting and not self.handoff.covered():
                text = presenting  # the last moves are still shown: the end is not told yet
            elif seat == TERMINAL:
                text = self.tr("The game is over.")
            elif self.handoff.covered():
                text = self.tr("Waiting for {seat} to take the mouse.").format(
                    seat=tr_msg(c.seat_label(self.handoff.waiting_for)))
            elif c.busy() and seat >= 0:
                text = self.tr("{seat} (a bot) is thinking…").format(
                    seat=tr_msg(c.seat_label(seat)))
            elif seat == CHANCE:
                text = self.tr("Rolling…")
            elif self.table is not None and self.table.status_prompt():
                text = self.table.status_prompt()  # the table is still telling the turn
            elif seat == c.viewer and c.is_human(seat):
                prompt = c.prompt(seat)
                text = tr_msg(prompt) if prompt is not None else self.tr(
                    "{seat}: your turn.").format(seat=tr_msg(c.seat_label(seat)))
            else:
                text = self.tr("Waiting for {seat}.").format(seat=tr_msg(c.seat_label(seat)))
        if text and not self._prompt_plain:
            plain(self.prompt_label)
            self._prompt_plain = True
        self.prompt_label.setText(text)
        if self._over_held is not None and (
                c is None or c.record is None or c.current_player() != TERMINAL):
            self._over_held = None  # a new game, or an undo back into play
        elif self._over_held is not None and not presenting:
            result, self._over_held = self._over_held, None
            self._say_over(result)  # the table has caught up: now the end is told
        if self._over_said and (c is None or c.record is None or c.current_player() != TERMINAL):
            self._over_said = False  # a new game, or an undo back into play
            self.statusBar().clearMessage()

    def _finished(self, result) -> None:
        self._update_status()
        if result is None:
            return
        if self.table is not None and self.table.status_prompt():
            # the table still shows the last moves beat by beat (a bot's Stone, the Final
            # Battle): the status line does not tell the winner before they are seen
            self._over_held = result
            return
        self._say_over(result)

    def _say_over(self, result) -> None:
        winners = join_names(self._winner_name(w) for w in result.winners) or self.tr("nobody")
        reason = tr_msg(result.reason) if result.reason is not None else ""
        self.statusBar().showMessage(self.tr("Game over. Winner: {winners}").format(
            winners=winners) + (f" — {reason}" if reason else ""))
        self._over_said = True
        self.controller.result_seen()  # the result is on screen: its autosave goes

    def _winner_name(self, winner: str) -> str:
        """A result's winner id ("seat0", "cultist", "keeper", …) in words."""
        c = self._controller
        if winner.startswith("seat") and winner[4:].isdigit() and c is not None:
            return tr_msg(c.seat_label(int(winner[4:])))
        module = getattr(c, "module", None)
        spec = module.setup_spec() if module is not None and hasattr(module, "setup_spec") else {}
        seats = spec.get("seats")
        if isinstance(seats, list):
            for entry in seats:
                if entry.get("id") == winner and entry.get("label") is not None:
                    return tr_msg(entry["label"])
        names = {"keeper": self.tr("the Keeper"), "investigators": self.tr("the investigators"),
                 "cultist": self.tr("the cultist")}
        return names.get(winner, winner)

    def _update_actions(self) -> None:
        a, c = self.actions_, self._controller
        playing = c is not None and c.record is not None
        a.save.setEnabled(playing)
        a.save_as.setEnabled(playing)
        on_table = playing and self.stack.currentWidget() is self.table_page
        for action in (a.zoom_in, a.zoom_out, a.zoom_fit):
            action.setEnabled(on_table)
        # At the hand-off curtain the controller refuses both, and the menu names nothing.
        can_undo = c is not None and c.can_undo()
        can_redo = c is not None and c.can_redo()
        a.undo.setEnabled(can_undo)
        a.redo.setEnabled(can_redo)
        stack = c.undo_stack if c is not None else None
        undo = stack.command(stack.index() - 1) if can_undo else None
        redo = stack.command(stack.index()) if can_redo else None
        a.set_undo_texts(self._undo_words(undo), self._undo_words(redo))

    def _undo_words(self, command) -> str:
        """What Edit > Undo/Redo names ``command``: the acting seat's own words only while
        that seat is on screen; at a shared screen anyone else (or whoever is at the
        curtain) reads only what every seat may read, never a hidden card."""
        if command is None:
            return ""
        c = self._controller
        mine = (not self.handoff.covered() and c is not None
                and c.same_view(command.seat, c.viewer))
        return command.label(public=not mine and self.handoff.hot_seat())

    def _debug_game(self) -> bool:
        """A designer's debug game (edited outside the rules) is on the table."""
        from ..engine.record import is_debug

        record = self._controller.record if self._controller is not None else None
        return record is not None and is_debug(record)

    def _update_title(self) -> None:
        game = self._controller.game_id if self._controller is not None else None
        if game and self.stack.currentWidget() is self.table_page:
            title = tr_msg(registry.get(game).title)
            if self._debug_game():
                title = self.tr("{game} (debug game)").format(game=title)
            self.setWindowTitle(self.tr("{game} — Elder Table").format(game=title))
        else:
            self.setWindowTitle(self.tr("Elder Table"))

    # ---- language, help, window

    def show_preferences(self) -> None:
        from .preferences import PreferencesDialog

        dialog = PreferencesDialog(self)
        self.preferences_dialog = dialog
        dialog.accepted.connect(lambda: dialog.apply(self.set_language))
        dialog.finished.connect(dialog.deleteLater)
        dialog.destroyed.connect(lambda: setattr(self, "preferences_dialog", None))
        dialog.open()

    def set_language(self, code: str) -> None:
        i18n.set_language(code)
        action = self.actions_.languages.get(code)
        if action is not None:
            action.setChecked(True)
        s = settings()
        s.setValue("language", code)
        s.sync()

    def retranslate(self) -> None:
        self.actions_.retranslate()
        self._update_actions()
        self._update_title()
        self._update_status()
        current = self.actions_.languages.get(i18n.current_language())
        if current is not None:
            current.setChecked(True)

    def show_rules(self) -> None:
        from PySide6.QtCore import Qt

        from .helpdialogs import RulesDialog

        record = self._controller.record if self._controller is not None else None
        dialog = RulesDialog(record.game if record else None, record.config if record else None,
                             self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_about(self) -> None:
        from PySide6.QtCore import Qt

        from .helpdialogs import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _full_screen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    def _data_unwritable(self, reason: str) -> None:
        from . import errors

        if not self.data_error_shown:
            self.data_error_shown = True
            errors.unwritable_data(self, reason)

    def _finish_start(self) -> None:
        """Right after the first paint: what the first frame does not need."""
        from .colorscheme import follow_color_scheme

        follow_color_scheme()
        self.start_page.finish_setup()

    def startup_checks(self) -> None:
        """After the window is up: a writable data folder, the resume offer."""
        from ..engine.saves import SaveError, check_writable, data_dir

        try:
            check_writable(data_dir())
        except SaveError as exc:
            self.controller.autosave_error = str(exc)
            self._data_unwritable(str(exc))
            return
        from ..engine.autosaves import Autosaver
        from .autosavelock import clean_stray_files

        autosaver = Autosaver()
        autosaver.migrate_single_slot()  # the old <game>.json: renamed, nothing lost
        clean_stray_files(autosaver)  # what a kill in the middle of a write left
        entries = autosaver.entries()
        self.start_page.set_resumable(len(entries))
        if self.controller.record is None:
            self.documents.offer_resume(entries)

    def _restore_geometry(self) -> None:
        s = settings()
        geometry = s.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1200, 800)
        state = s.value("window/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)

    def after_first_paint(self, work) -> None:
        """Run ``work`` once the window has been painted (at once if it has been)."""
        if self._after_paint is None:
            QTimer.singleShot(0, work)
        else:
            self._after_paint.append(work)

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if self._after_paint is not None:
            pending, self._after_paint = self._after_paint, None
            for work in pending:
                QTimer.singleShot(0, work)

    def closeEvent(self, event) -> None:  # noqa: N802
        s = settings()
        s.setValue("window/geometry", self.saveGeometry())
        s.setValue("window/state", self.saveState())
        s.sync()
        if self._controller is not None:
            self._controller.close_game(emit=False)
        super().closeEvent(event)


hostwindow.register(MainWindow)  # the workbench's debug play finds it there


def _open_editor(path=None, new=False):
    from .editor.window import open_editor

    return open_editor(path=path, new=new)


editorhost.set_opener(_open_editor)  # the workbench's Scenario tab opens the editor so
