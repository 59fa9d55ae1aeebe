"""The list of interrupted games: every one, with its facts; resume one or delete one.

Shown at start when games were interrupted and from File > Resume. Each row: the game,
its scenario, the seats, the round (where the game tells it), the number of actions and
when it was last played. A game open in another window is greyed and cannot be chosen; a
damaged file is listed as such and can only be deleted. Delete asks first.
Keyboard: arrows choose, Enter resumes, Delete deletes, Escape closes.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QMessageBox,
                               QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout)

from ..engine import registry
from ..engine.autosaves import Entry, facts, scenario_of, seats_of
from .autosavelock import GameLock, open_elsewhere
from .i18n import Retranslating, join_names, tr_msg, translate

# Why a row cannot be resumed (None: it can)
HERE, ELSEWHERE, DAMAGED = "here", "elsewhere", "damaged"


def blocked_reason(entry: Entry, current_uid: str | None) -> str | None:
    """Why ``entry`` cannot be resumed here: DAMAGED, HERE (on this window's table),
    ELSEWHERE (another instance holds it), or None (it can)."""
    if entry.error is not None or entry.record is None:
        return DAMAGED
    if entry.uid == current_uid:
        return HERE
    if open_elsewhere(entry.path):
        return ELSEWHERE
    return None


class ResumeDialog(Retranslating, QDialog):
    """Every interrupted game; ``resumeChosen(entry)`` when the person picks one."""

    resumeChosen = Signal(object)

    def __init__(self, entries_source, parent=None, current_uid=None, at_start=False,
                 entries=None):
        super().__init__(parent)
        self.setObjectName("ResumeDialog")
        self.entries_source = entries_source  # () -> list[Entry]
        self.current_uid = current_uid  # the game on this window's table
        self.at_start = at_start
        self.entries: list[Entry] = []
        self.blocked: list[str | None] = []
        self._facts: dict = {}  # path -> facts(record): a replay, done once
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("resumeList")
        self.tree.setRootIsDecorated(False)
        self.tree.setAllColumnsShowFocus(True)
        self.tree.setUniformRowHeights(True)
        self.tree.itemActivated.connect(lambda _item, _col: self.resume_current())
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.buttons = QDialogButtonBox(self)
        self.resume_button = QPushButton(self)
        self.resume_button.setDefault(True)
        self.delete_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.resume_button.clicked.connect(self.resume_current)
        self.delete_button.clicked.connect(self.delete_current)
        self.close_button.clicked.connect(self.reject)
        self.tree.installEventFilter(self)  # the Delete key deletes (after asking)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.buttons)
        self.resize(980, 360)
        self.retranslate()
        self.refresh(entries)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if (watched is self.tree and event.type() == QEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Delete):
            self.delete_current()
            return True
        return super().eventFilter(watched, event)

    # ---- the list

    def refresh(self, entries=None) -> None:
        """Read the list again (or take ``entries`` just read) and show it."""
        self.entries = list(self.entries_source() if entries is None else entries)
        self.blocked = [blocked_reason(e, self.current_uid) for e in self.entries]
        self._fill()

    def _fill(self) -> None:
        keep = self.tree.currentIndex().row()
        self.tree.clear()
        for entry, blocked in zip(self.entries, self.blocked):
            item = QTreeWidgetItem(self.tree, self.row_texts(entry, blocked))
            item.setData(0, Qt.ItemDataRole.UserRole, entry.uid)
            tip = self._tooltip(entry, blocked)
            for col in range(self.tree.columnCount()):
                item.setToolTip(col, tip)
            if blocked in (HERE, ELSEWHERE):
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        rows = self.tree.topLevelItemCount()
        if rows:
            wanted = min(max(keep, 0), rows - 1)
            first = next((i for i in range(rows) if self.blocked[i] is None), wanted)
            self.tree.setCurrentItem(self.tree.topLevelItem(wanted if keep >= 0 else first))
        self.tree.setFocus()
        self._update_buttons()

    def row_texts(self, entry: Entry, blocked: str | None) -> list[str]:
        """The row's columns: game, scenario, seats, round, actions, last played, state."""
        when = datetime.fromtimestamp(entry.saved_at).strftime("%Y-%m-%d %H:%M") \
            if entry.saved_at else self.tr("unknown")
        if entry.record is None:
            return [entry.path.name, "", "", "", "", when, self._state(entry, blocked)]
        record = entry.record
        return [self._title(entry), self._scenario(entry),
                self._seats(record), self._round(entry), str(len(record.actions)), when,
                self._state(entry, blocked)]

    def _title(self, entry: Entry) -> str:
        try:
            title = tr_msg(registry.get(entry.record.game).title)
        except registry.UnknownGame:
            title = entry.record.game
        if entry.meta.get("debug"):
            title = self.tr("{game} (debug game)").format(game=title)
        return title

    def _seats(self, record) -> str:
        words = [self.tr("bot") if s.startswith("bot") else self.tr("person")
                 for s in seats_of(record)]
        return join_names(words) if words else self.tr("not told")

    def _fact(self, entry: Entry):
        if entry.path not in self._facts:
            self._facts[entry.path] = facts(entry.record)
        return self._facts[entry.path]

    def _scenario(self, entry: Entry) -> str:
        title = self._fact(entry)[1]
        if title is not None:  # content text: translated, never a format template
            return translate(title.context, title.text)
        return scenario_of(entry.record) or self.tr("—")

    def _round(self, entry: Entry) -> str:
        told = self._fact(entry)[0]
        if told is None:
            return self.tr("not told by this game")
        kind, n = told
        if kind == "round":
            return self.tr("round {n}").format(n=n)
        return self.tr("turn {n}").format(n=n)

    def _state(self, entry: Entry, blocked: str | None) -> str:
        if blocked == DAMAGED:
            return self.tr("damaged, cannot be resumed")
        if blocked == ELSEWHERE:
            return self.tr("open in another window")
        if blocked == HERE:
            return self.tr("on the table in this window")
        if entry.finished:
            return self.tr("finished, result not seen yet")
        return self.tr("interrupted")

    def _tooltip(self, entry: Entry, blocked: str | None) -> str:
        if blocked == DAMAGED:
            return self.tr("This file cannot be resumed: {reason}\nYou can delete it.").format(
                reason=entry.error or "")
        if blocked == ELSEWHERE:
            return self.tr("This game is open in another Elder Table window; play it there.")
        if blocked == HERE:
            return self.tr("This game is on the table in this window.")
        return self.tr("Resume this game where it stopped ({path})").format(
            path=str(entry.path))

    def current(self) -> tuple[Entry, str | None] | None:
        row = self.tree.currentIndex().row()
        if 0 <= row < len(self.entries):
            return self.entries[row], self.blocked[row]
        return None

    def _update_buttons(self) -> None:
        chosen = self.current()
        self.resume_button.setEnabled(chosen is not None and chosen[1] is None)
        self.delete_button.setEnabled(chosen is not None and chosen[1] in (None, DAMAGED))

    # ---- choices

    def resume_current(self) -> None:
        chosen = self.current()
        if chosen is None or chosen[1] is not None:
            return
        self.resumeChosen.emit(chosen[0])

    def delete_current(self) -> bool:
        """Delete the chosen game's autosave after the person confirms. True when gone."""
        chosen = self.current()
        if chosen is None or chosen[1] not in (None, DAMAGED):
            return False
        entry = chosen[0]
        what = self.row_texts(entry, chosen[1])[0]
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Delete the interrupted game?"),
                          self.tr("Delete {game} for good? It cannot be resumed "
                                  "afterwards.").format(game=what),
                          QMessageBox.StandardButton.NoButton, self)
        delete = box.addButton(self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.exec()
        if box.clickedButton() is not delete:
            return False
        lock = GameLock(entry.path)
        if not lock.acquire():  # opened in another window meanwhile
            self.refresh()
            return False
        try:
            entry.path.unlink(missing_ok=True)
        except OSError:
            pass
        finally:
            lock.release()
        self.refresh()
        if not self.entries and self.at_start:
            self.reject()
        return True

    # ---- words

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Interrupted games"))
        self.heading.setText(self.tr("These games were interrupted. Resume one where it "
                                     "stopped, or delete one you no longer want."))
        self.tree.setHeaderLabels([self.tr("Game"), self.tr("Scenario"), self.tr("Seats"),
                                   self.tr("Round"), self.tr("Actions"),
                                   self.tr("Last played"), self.tr("State")])
        self.resume_button.setText(self.tr("&Resume"))
        self.resume_button.setToolTip(self.tr("Continue the chosen game where it stopped "
                                              "(Enter)"))
        self.delete_button.setText(self.tr("&Delete…"))
        self.delete_button.setToolTip(self.tr("Delete the chosen game's autosave, after "
                                              "asking (Delete)"))
        self.close_button.setText(self.tr("Not now") if self.at_start else self.tr("Close"))
        self.close_button.setToolTip(self.tr("Keep every game for later (Escape)"))
        if self.entries:
            self._fill()
