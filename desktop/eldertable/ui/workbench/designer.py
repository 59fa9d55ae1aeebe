"""The Scenario tab, for Mansions scenario designers of either edition: open a scenario file
from anywhere, see its problems (``games.mansions.validate_file``: ``file: json.path:
message`` lines), click one to see that JSON path highlighted in a read-only view of the
file and its place marked on the file's map beside it (:mod:`.scenariomap`), and have it
all checked again whenever the file changes on disk. Nothing here writes to the file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import QEvent, QFileSystemWatcher, Qt, QTimer
from PySide6.QtGui import QColor, QFontDatabase, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (QFileDialog, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QPlainTextEdit, QPushButton, QSplitter, QTextEdit, QVBoxLayout,
                               QWidget)

from .jsonpath import line_col, locate, split_problem
from .scenariomap import ScenarioMap
from eldertable.engine.contenttext import text_problems
from eldertable.engine.safeio import UnreadableFile, one_line, read_regular_bytes
from eldertable.engine.messages import fill
from .. import editorhost
from ..plaintext import tip

MAX_BYTES = 16 * 1024 * 1024
HIGHLIGHT = QColor(255, 214, 102)
PATH_ROLE = Qt.ItemDataRole.UserRole
OFFSET_ROLE = Qt.ItemDataRole.UserRole + 1


def _validator():
    """games.mansions.validate_file, or None while the Mansions rules lack it."""
    try:
        from ...games import mansions
    except Exception:  # noqa: BLE001 - a package being written may not import yet
        return None
    fn = getattr(mansions, "validate_file", None)
    return fn if callable(fn) else None


def _utf16(text: str, offset: int) -> int:
    """Qt counts UTF-16 units; Python counts code points."""
    return len(text[:offset].encode("utf-16-le")) // 2


class DesignerPanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.on_simulate = None  # called with the path by "Simulate this scenario"
        self.on_debug = None  # called with the path by "Play in debug mode"
        self.path = ""
        self.text = ""
        self.problems: list[str] = []
        self.note = ""
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._changed_on_disk)
        self.watcher.directoryChanged.connect(self._changed_on_disk)
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(250)
        self._later.timeout.connect(self.reload)

        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.open_button = QPushButton(self)
        self.open_button.clicked.connect(self._ask_open)
        self.reload_button = QPushButton(self)
        self.reload_button.clicked.connect(self.reload)
        self.simulate_button = QPushButton(self)
        self.simulate_button.clicked.connect(self._simulate)
        self.debug_button = QPushButton(self)
        self.debug_button.setObjectName("play-debug")
        self.debug_button.clicked.connect(self._debug)
        self.walk_button = QPushButton(self)
        self.walk_button.setObjectName("walk-map")
        self.walk_button.clicked.connect(self._walk)
        self.walk_window = None  # the last walk opened from here
        self.edit_button = QPushButton(self)
        self.edit_button.setObjectName("edit-scenario")
        self.edit_button.clicked.connect(self._edit)
        for b in (self.open_button, self.reload_button, self.simulate_button, self.debug_button,
                  self.walk_button, self.edit_button):
            bar.addWidget(b)
        bar.addStretch(1)
        layout.addLayout(bar)
        self.file_label = QLabel(self)
        self.file_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status = QLabel(self)
        self.status.setObjectName("designer-status")
        self.status.setWordWrap(True)
        layout.addWidget(self.file_label)
        layout.addWidget(self.status)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.list = QListWidget(split)
        self.list.setObjectName("problems")
        self.list.setWordWrap(True)
        self.list.currentItemChanged.connect(lambda item, _old: self._show_item(item))
        self.list.itemClicked.connect(self._show_item)
        right = QWidget(split)
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        self.where = QLabel(right)
        self.where.setObjectName("where")
        self.view = QPlainTextEdit(right)
        self.view.setObjectName("json-view")
        self.view.setReadOnly(True)
        self.view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        rl.addWidget(self.where)
        beside = QSplitter(Qt.Orientation.Horizontal, right)  # the JSON beside its map
        beside.addWidget(self.view)
        self.map = ScenarioMap(beside)
        beside.addWidget(self.map)
        beside.setSizes([520, 480])
        rl.addWidget(beside, 1)
        split.addWidget(self.list)
        split.addWidget(right)
        split.setSizes([300, 1000])
        layout.addWidget(split, 1)
        self.retranslate()

    def _simulate(self) -> None:
        if self.on_simulate is not None and self.path:
            self.on_simulate(self.path)

    def _debug(self) -> None:
        if self.on_debug is not None and self.path:
            self.on_debug(self.path)

    def _edit(self) -> None:
        """The scenario editor, new (no file open here) or with this file."""
        editorhost.open_editor(path=self.path or None, new=not self.path)

    def _walk(self) -> None:
        """The map walk of the file (File > Walk a Scenario's Map…), either edition."""
        from ..mansions.walkthrough import open_walkthrough

        if self.path:
            self.walk_window = open_walkthrough(self.window(), self.path)

    # ---- the file

    def _ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a scenario"),
                                              os.path.dirname(self.path) or "",
                                              self.tr("Scenario files (*.json);;All files (*)"))
        if path:
            self.open_file(path)

    def open_file(self, path: str | os.PathLike) -> None:
        if self.watcher.files():
            self.watcher.removePaths(self.watcher.files())
        if self.watcher.directories():
            self.watcher.removePaths(self.watcher.directories())
        self.path = str(Path(path).resolve())
        self.watcher.addPath(os.path.dirname(self.path))
        self.reload()

    def _changed_on_disk(self, _path: str) -> None:
        self._later.start()

    def reload(self) -> None:
        """Read the file again, check it, show it; keep the highlighted problem if any."""
        if not self.path:
            return
        keep = self.list.currentRow()
        if os.path.exists(self.path) and self.path not in self.watcher.files():
            self.watcher.addPath(self.path)  # an editor that replaces the file drops the watch
        self.problems, self.note = self._check()
        self.view.setPlainText(self.text)
        self.map.show_file(self.path if self.text else "")
        self.list.clear()
        for line in self.problems:
            path, message = split_problem(line, self.path)
            item = QListWidgetItem(f"{path}: {message}", self.list)
            item.setToolTip(tip(line))  # a problem may quote the file's text
            item.setData(PATH_ROLE, path)
        self._decode_error()
        self.retranslate()
        if self.list.count():
            self.list.setCurrentRow(min(max(keep, 0), self.list.count() - 1))

    def _check(self) -> tuple[list[str], str]:
        try:  # a regular file only, at most MAX_BYTES of it: never a FIFO or /dev/zero
            self.text = read_regular_bytes(self.path, "file", MAX_BYTES).decode("utf-8-sig")
        except UnreadableFile as exc:
            self.text = ""
            return [f"{self.path}: $: " + self.tr("cannot read the file: {why}").format(
                why=str(exc).removeprefix(one_line(self.path) + ": "))], ""
        except UnicodeDecodeError as exc:
            self.text = ""
            return [f"{self.path}: $: " + self.tr("cannot read the file: {why}").format(
                why=exc)], ""
        try:
            json.loads(self.text)
        except json.JSONDecodeError:
            return [], ""  # _decode_error lists it with its position
        except ValueError:  # more digits in one number than Python reads
            return [], ""  # the validator says so in its own words
        validate = _validator()
        if validate is None:
            return [], self.tr("Checking scenario files needs the Mansions rules, which this "
                               "version of Elder Table does not have yet. Only the JSON syntax "
                               "was checked.")
        try:
            problems = [str(p) for p in validate(Path(self.path))]
            # as `eldertable validate`: texts must show as written (no markup, no controls)
            return problems + [p for p in text_problems(self.path, json.loads(self.text))
                               if p not in problems], ""
        except Exception as exc:  # noqa: BLE001 - a validator must not take the window down
            return [], self.tr("The scenario check failed: {error}").format(
                error=f"{type(exc).__name__}: {exc}")

    def _decode_error(self) -> None:
        if not self.text:
            return
        try:
            json.loads(self.text)
        except ValueError as exc:
            if not isinstance(exc, json.JSONDecodeError):
                return
            line = f"{self.path}: $: " + self.tr("not valid JSON: {msg} (line {line}, column "
                                                 "{col})").format(msg=exc.msg, line=exc.lineno,
                                                                  col=exc.colno)
            self.problems.append(line)
            item = QListWidgetItem(line[len(self.path) + 2:], self.list)
            item.setData(PATH_ROLE, "$")
            item.setData(OFFSET_ROLE, exc.pos)

    # ---- showing a problem

    def _show_item(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        offset = item.data(OFFSET_ROLE)
        if offset is not None:
            self._mark(int(offset), int(offset) + 1, True)
            return
        self.highlight(item.data(PATH_ROLE) or "$")
        try:
            data = json.loads(self.text)
        except ValueError:
            data = None
        self.map.mark(data, item.data(PATH_ROLE) or "$")

    def highlight(self, json_path: str) -> bool:
        """Highlight the value at ``json_path``; False if it is not in the file (then its
        deepest existing parent is highlighted)."""
        span = locate(self.text, json_path)
        if span is None:
            self.view.setExtraSelections([])
            self.where.setText(self.tr("{path}: the file is not valid JSON").format(path=json_path))
            return False
        self._mark(span.start, span.end, span.found, json_path)
        return span.found

    def _mark(self, start: int, end: int, found: bool, json_path: str = "") -> None:
        cursor = QTextCursor(self.view.document())
        cursor.setPosition(_utf16(self.text, start))
        cursor.setPosition(_utf16(self.text, end), QTextCursor.MoveMode.KeepAnchor)
        sel = QTextEdit.ExtraSelection()
        fmt = QTextCharFormat()
        fmt.setBackground(HIGHLIGHT)
        fmt.setForeground(QColor("black"))
        sel.format = fmt
        sel.cursor = cursor
        self.view.setExtraSelections([sel])
        at = QTextCursor(self.view.document())
        at.setPosition(_utf16(self.text, start))
        self.view.setTextCursor(at)
        self.view.centerCursor()
        QTimer.singleShot(0, self.view.centerCursor)  # again once the view has its size
        line, col = line_col(self.text, start)
        if not json_path:
            self.where.setText(self.tr("Line {line}, column {col}").format(line=line, col=col))
        elif found:
            self.where.setText(self.tr("{path}: line {line}, column {col}").format(
                path=json_path, line=line, col=col))
        else:
            self.where.setText(self.tr("{path} is not in the file; its nearest part that is "
                                       "starts at line {line}, column {col}").format(
                path=json_path, line=line, col=col))

    def selected_text(self) -> str:
        sels = self.view.extraSelections()
        return sels[0].cursor.selectedText() if sels else ""

    # ---- words

    def retranslate(self) -> None:
        self.open_button.setText(self.tr("Open scenario…"))
        self.reload_button.setText(self.tr("Check again"))
        self.simulate_button.setText(self.tr("Simulate this scenario"))
        self.debug_button.setText(self.tr("Play in debug mode"))
        self.debug_button.setToolTip(self.tr("Play this scenario at the table with a debug "
                                             "panel: reveal the map, set variables, run "
                                             "events, give items, move figures. The file is "
                                             "not changed."))
        self.reload_button.setEnabled(bool(self.path))
        self.simulate_button.setEnabled(bool(self.path))
        self.debug_button.setEnabled(bool(self.path))
        self.walk_button.setText(self.tr("Walk the map"))
        self.walk_button.setToolTip(tip(self.tr("Walk the investigators through this scenario's "
                                            "map: moves and Explore tokens only, no dice and "
                                            "no Keeper.")))
        self.walk_button.setEnabled(bool(self.path))
        self.edit_button.setVisible(editorhost.available())
        self.edit_button.setText(self.tr("Edit in the scenario editor") if self.path
                                 else self.tr("New scenario in the editor…"))
        self.edit_button.setToolTip(tip(self.tr("Build or change the scenario with the mouse: "
                                                "tiles, pieces, events and words, with undo.")))
        self.file_label.setText(self.path or self.tr("No scenario file open."))
        if not self.path:
            self.status.setText(self.tr("Open a Mansions scenario file to check it. It is "
                                        "checked again whenever it changes on disk."))
        elif self.problems:
            n = len(self.problems)
            self.status.setText(self.tr("One problem. Click it to see where it is.") if n == 1
                                else fill(self.tr("{n} {n|problem|problems}. Click one to see "
                                                  "where it is."), n=n))
        elif self.note:
            self.status.setText(self.note)
        else:
            self.status.setText(self.tr("No problems found."))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
