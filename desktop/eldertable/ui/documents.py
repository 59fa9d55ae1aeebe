"""Files: open, save, save as, recent files, resuming an interrupted game.

Every failure is one dialog and overwrites nothing: a save that cannot be read (corrupt,
truncated, foreign, newer) or does not replay is refused before the game on the table is
touched; a save that cannot be written leaves the old file as it was.
"""

from __future__ import annotations

import time
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..engine import registry
from ..engine.record import GameRecord, ReplayError
from ..engine.autosaves import Autosaver
from ..engine.saves import SaveError, load_save, write_save
from . import errors
from .i18n import tr_msg
from .settings import add_recent, clear_recent, recent_files
from .tables import has_table
from eldertable.engine.messages import fill

SUFFIX = ".eldertable.json"


class Documents(QObject):
    recentChanged = Signal()

    def __init__(self, window, controller):
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.current_path: str | None = None
        self.resume_dialog = None

    def _filter(self) -> str:
        return self.tr("Elder Table saves (*.json);;All files (*)")

    # ---- opening

    def ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a saved game"),
                                              self._folder(), self._filter())
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a save; one dialog and nothing changed when it cannot be opened."""
        try:
            record, _meta = load_save(path)
        except SaveError as exc:
            errors.bad_file(self.window, path, str(exc))
            return False
        if not self.start_record(record, path):
            return False
        self.current_path = str(path)
        add_recent(path)
        self.recentChanged.emit()
        return True

    def start_record(self, record: GameRecord, source: str, uid: str | None = None) -> bool:
        """Put ``record`` on the table: with ``uid``, an autosave's game going on in its
        own file; without, a new line of play with an id of its own."""
        from .controller import GameOpenElsewhere

        try:
            entry = registry.get(record.game)
        except registry.UnknownGame as exc:
            errors.bad_file(self.window, source, str(exc))
            return False
        if not has_table(entry.id):
            errors.bad_file(self.window, source,
                            self.tr("{game} cannot be played in this version yet: its table "
                                    "is not built.").format(game=tr_msg(entry.title)))
            return False
        try:
            self.controller.load_record(record, uid)
        except GameOpenElsewhere:
            errors.bad_file(self.window, source,
                            self.tr("This game is open in another Elder Table window."))
            return False
        except registry.GameNotBuilt:
            errors.bad_file(self.window, source,
                            self.tr("{game} cannot be played in this version yet.")
                            .format(game=tr_msg(entry.title)))
            return False
        except (ReplayError, ValueError) as exc:
            errors.bad_file(self.window, source,
                            self.tr("The save does not replay: {reason}").format(reason=exc))
            return False
        except Exception as exc:  # noqa: BLE001 - a tampered save must never crash the app
            errors.bad_file(self.window, source,
                            self.tr("The save does not replay: {reason}").format(
                                reason=f"{type(exc).__name__}: {exc}"))
            return False
        self.current_path = None
        return True

    # ---- saving

    def save(self) -> bool:
        if self.controller.record is None:
            return False
        if not self.current_path:
            return self.save_as()
        return self._write(self.current_path)

    def save_as(self) -> bool:
        record = self.controller.record
        if record is None:
            return False
        stamp = time.strftime("%Y-%m-%d-%H%M")
        suggestion = str(Path(self._folder()) / f"{record.game}-{stamp}{SUFFIX}")
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save the game"),
                                              suggestion, self._filter())
        if not path:
            return False
        if not path.endswith(".json"):
            path += SUFFIX
        return self._write(path)

    def _write(self, path: str) -> bool:
        record = self.controller.record
        finished = self.controller.result() is not None
        try:
            write_save(path, record, finished=finished)
        except SaveError as exc:
            errors.cannot_save(self.window, str(exc))
            return False
        self.current_path = path
        add_recent(path)
        self.recentChanged.emit()
        self.window.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        return True

    def _folder(self) -> str:
        recent = recent_files()
        if recent:
            return str(Path(recent[0]).parent)
        from ..engine.saves import data_dir

        return str(data_dir())

    # ---- menus

    def fill_recent(self, menu, clear_action) -> None:
        menu.clear()
        files = recent_files()
        for i, path in enumerate(files, start=1):
            action = menu.addAction(f"&{i} {Path(path).name}")
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if files:
            menu.addSeparator()
            menu.addAction(clear_action)
        else:
            menu.addAction(self.tr("(no recent files)")).setEnabled(False)

    def clear_recent(self) -> None:
        clear_recent()
        self.recentChanged.emit()

    def interrupted(self):
        """Resumable autosaves: ``(path, record, metadata)``, newest first."""
        return Autosaver().interrupted()

    def fill_resume(self, menu) -> None:
        """File > Resume: every interrupted game (one open elsewhere greyed), then the
        whole list with its facts and Delete."""
        from .autosavelock import open_elsewhere

        menu.clear()
        entries = [e for e in Autosaver().entries() if e.record is not None]
        for entry in entries:
            text = self._describe(entry.record, entry.meta)
            here = entry.uid == self.controller.game_uid
            elsewhere = not here and open_elsewhere(entry.path)
            if here:
                text = self.tr("{game} (on the table)").format(game=text)
            elif elsewhere:
                text = self.tr("{game} (open in another window)").format(game=text)
            action = menu.addAction(text)
            action.setEnabled(not here and not elsewhere)
            action.setToolTip(str(entry.path))
            action.triggered.connect(lambda _=False, e=entry: self.resume_entry(e))
        if not entries:
            menu.addAction(self.tr("(no interrupted games)")).setEnabled(False)
        menu.addSeparator()
        menu.addAction(self.tr("All Interrupted Games…")).triggered.connect(
            lambda: self.show_resume_dialog())

    def resume_entry(self, entry) -> bool:
        """Resume one autosave's game in its own file; True when it is on the table."""
        if entry.record is None:
            return False
        if not self.start_record(entry.record, str(entry.path), entry.uid):
            return False
        if self.resume_dialog is not None:
            self.resume_dialog.accept()
        return True

    def _describe(self, record: GameRecord, meta: dict) -> str:
        try:
            title = tr_msg(registry.get(record.game).title)
        except registry.UnknownGame:
            title = record.game
        if meta.get("debug"):
            title = self.tr("{game} (debug game)").format(game=title)
        from ..engine.autosaves import Entry

        when = datetime.fromtimestamp(Entry(Path(), "", meta=meta).saved_at or 0)
        return fill(self.tr("{game}, {n} {n|action|actions}, {when}"),
                    game=title, n=len(record.actions), when=when.strftime("%Y-%m-%d %H:%M"))

    def show_resume_dialog(self, at_start: bool = False, entries=None):
        """The list of every interrupted game (window-modal, not blocking); ``entries``
        when they were just read."""
        from PySide6.QtCore import Qt

        from .resumedialog import ResumeDialog

        if self.resume_dialog is not None:
            self.resume_dialog.close()
        dialog = ResumeDialog(lambda: Autosaver().entries(), self.window,
                              current_uid=self.controller.game_uid, at_start=at_start,
                              entries=entries)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.resumeChosen.connect(self.resume_entry)
        dialog.finished.connect(lambda _result, d=dialog: self._resume_dialog_done(d))
        self.resume_dialog = dialog
        dialog.open()
        return dialog

    def _resume_dialog_done(self, dialog) -> None:
        if self.resume_dialog is dialog:
            self.resume_dialog = None
        dialog.deleteLater()
        start_page = getattr(self.window, "start_page", None)
        if start_page is not None:  # the last game may have been deleted
            start_page.set_resumable(len(Autosaver().entries()))

    def offer_resume(self, entries=None):
        """On start: the list of interrupted games, when there is one this window may
        resume or a damaged one to delete. The dialog, or None."""
        from .resumedialog import ELSEWHERE, HERE, blocked_reason

        uid = self.controller.game_uid
        entries = Autosaver().entries() if entries is None else entries
        if all(blocked_reason(e, uid) in (ELSEWHERE, HERE) for e in entries):
            return None
        return self.show_resume_dialog(at_start=True, entries=entries)
