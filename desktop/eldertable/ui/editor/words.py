"""The Words panel: every text a player reads, in English and Chinese side by side, the
texts without Chinese first and marked.

The scenario file holds only English (an English change is one ``doc.edit`` of every
place that holds that text). The Chinese of a designer's scenario is kept in its
companion words file (:mod:`..scenario.wordsfile`), written at once after each change
when the scenario has a file; a shipped scenario shows the app's own translation, which
is changed through the app's translation files, not here.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QStyledItemDelegate,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from eldertable.games.mansions.scenario.wordsfile import (WordsError, read_words, texts,
                                                          words_path, write_words)
from eldertable.resources import asset

from ..plaintext import tip
from .document import follow
from .glossary import app_chinese, terms
from .termedit import TermEdit

MARK, ENGLISH, CHINESE = range(3)


def is_shipped(path: str) -> bool:
    return bool(path) and _is_shipped(path)


@lru_cache(maxsize=64)
def _is_shipped(path: str) -> bool:
    """Whether the file lies in the app's own scenario folder (asked once per path: the
    Words panel asks it for every row it draws)."""
    try:
        return Path(path).resolve().parent == asset("games", "mansions", "scenarios").resolve()
    except OSError:
        return False


def _where(path: tuple) -> str:
    """``events[3].outcomes[0].text`` for a JSON path."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


class _ChineseDelegate(QStyledItemDelegate):
    def createEditor(self, parent, option, index):  # noqa: N802 - Qt's name
        if index.column() != CHINESE:
            return super().createEditor(parent, option, index)
        edit = TermEdit(terms(), parent)
        edit.setObjectName("chinese-editor")
        return edit


class WordsPanel(QWidget):
    def __init__(self, doc, parent=None):
        super().__init__(parent)
        self.doc = doc
        self.words: dict[str, str] = {}
        self.words_for = None  # the scenario path the words were read for
        lay = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.PlainText)
        self.note.setObjectName("words-note")
        lay.addWidget(self.note)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("words")
        self._headers()
        self.table.setWordWrap(True)
        self.table.verticalHeader().hide()
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(MARK, QHeaderView.ResizeToContents)
        head.setSectionResizeMode(ENGLISH, QHeaderView.Stretch)
        head.setSectionResizeMode(CHINESE, QHeaderView.Stretch)
        head.sectionResized.connect(lambda *_a: self.table.resizeRowsToContents())
        self.table.setEditTriggers(QAbstractItemView.DoubleClicked | QAbstractItemView.EditKeyPressed
                                   | QAbstractItemView.AnyKeyPressed)
        self.table.setItemDelegate(_ChineseDelegate(self.table))
        self.table.itemChanged.connect(self._item_changed)
        lay.addWidget(self.table, 1)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.PlainText)
        self.problem.setObjectName("words-problem")
        self.problem.setStyleSheet("color: #b00020")
        lay.addWidget(self.problem)
        self._loading = False
        follow(doc, self, self.reload)
        doc.replaced.connect(self.read)
        self.read()

    def _headers(self) -> None:
        self.table.setHorizontalHeaderLabels(["", self.tr("English"),
                                              self.tr("Chinese (简体中文)")])

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._headers()
            QTimer.singleShot(0, self.reload)

    # ---- the words file
    @property
    def shipped(self) -> bool:
        return is_shipped(self.doc.path)

    def read(self) -> None:
        """Read the companion words file of the document (again)."""
        self.words = {}
        self.problem.clear()
        self.words_for = self.doc.path
        if self.doc.path and not self.shipped:
            try:
                self.words = read_words(words_path(self.doc.path))
            except WordsError as exc:
                self.problem.setText(str(exc))
        self.reload()

    def follow_path(self) -> None:
        """The document was saved under a new path (Save as): its words go along, written
        beside the new file; a copy of a shipped scenario starts from the app's Chinese."""
        if self.words_for == self.doc.path:
            return
        if is_shipped(self.words_for or ""):
            self.words = {t: app_chinese(t) for t in texts(self.doc.data) if app_chinese(t)}
        self.words_for = self.doc.path
        if self.doc.path and not self.shipped:
            self.save()
        self.reload()

    def save(self, scenario_path: str | None = None) -> bool:
        """Write the words beside ``scenario_path`` (the document's by default)."""
        path = scenario_path or self.doc.path
        if not path or is_shipped(path):
            return False
        try:
            write_words(words_path(path), self.words)
        except WordsError as exc:
            self.problem.setText(str(exc))
            return False
        self.problem.clear()
        return True

    def chinese(self, english: str) -> str:
        return app_chinese(english) if self.shipped else self.words.get(english, "")

    # ---- the table
    def reload(self) -> None:
        if self.words_for != self.doc.path:
            self.follow_path()  # saved under a new name (an opened file emits replaced)
            return
        places = texts(self.doc.data)
        found = list(places)
        missing = [t for t in found if not self.chinese(t)]
        done = [t for t in found if self.chinese(t)]
        if self.shipped:
            self.note.setText(self.tr("A scenario that comes with Elder Table: its Chinese is the "
                                      "app's own translation, changed in the app's translation "
                                      "files. Save a copy to keep your own Chinese beside it."))
        else:
            self.note.setText(self.tr("%1 texts, %2 without Chinese (listed first). The Chinese is "
                                      "kept beside the scenario in %3.")
                              .replace("%1", str(len(found))).replace("%2", str(len(missing)))
                              .replace("%3", words_path(self.doc.path).name if self.doc.path
                                       else self.tr("a words file once the scenario is saved")))
        self._loading = True
        self.table.setRowCount(0)
        marked = QBrush(QColor("#fff3cd"))
        for english in missing + done:
            r = self.table.rowCount()
            self.table.insertRow(r)
            lacking = english in missing
            mark = QTableWidgetItem(self.tr("missing") if lacking else "")
            mark.setFlags(Qt.ItemIsEnabled)
            mark.setToolTip(self.tr("No Chinese yet") if lacking else "")
            en = QTableWidgetItem(english)
            en.setData(Qt.UserRole, english)
            en.setToolTip(tip("\n".join(_where(p) for p in places[english])))
            zh = QTableWidgetItem(self.chinese(english))
            zh.setData(Qt.UserRole, english)
            if self.shipped:
                zh.setFlags(Qt.ItemIsEnabled | Qt.ItemIsSelectable)
            if lacking:
                for item in (mark, en, zh):
                    item.setBackground(marked)
            self.table.setItem(r, MARK, mark)
            self.table.setItem(r, ENGLISH, en)
            self.table.setItem(r, CHINESE, zh)
        self.table.resizeRowsToContents()
        self._loading = False

    def rows(self) -> list[tuple[str, str, bool]]:
        """(English, Chinese, marked missing) of each row, in the order shown."""
        return [(self.table.item(r, ENGLISH).text(), self.table.item(r, CHINESE).text(),
                 bool(self.table.item(r, MARK).text())) for r in range(self.table.rowCount())]

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if self._loading:
            return
        english = item.data(Qt.UserRole)
        if item.column() == CHINESE:
            self.set_chinese(english, item.text())
        elif item.column() == ENGLISH and item.text() != english:
            # after the table's own signal is done: the edit redraws the table
            new = item.text()
            QTimer.singleShot(0, lambda: self.set_english(english, new))

    def set_chinese(self, english: str, chinese: str) -> None:
        if self.shipped:
            return
        chinese = chinese.strip()
        if chinese:
            self.words[english] = chinese
        else:
            self.words.pop(english, None)
        if self.doc.path:
            self.save()
        QTimer.singleShot(0, self.reload)

    def set_english(self, old: str, new: str) -> None:
        """Change a text everywhere the scenario holds it (one edit); its Chinese follows."""
        if not new.strip():
            self.reload()
            return
        paths = texts(self.doc.data).get(old, [])
        with self.doc.edit(self.tr("Change a text")) as e:
            for path in paths:
                e.set(path, new)
        if old in self.words and new not in self.words:
            self.words[new] = self.words.pop(old)
            if self.doc.path:
                self.save()
        self.reload()
