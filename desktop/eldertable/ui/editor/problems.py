"""The problems list: one line a problem, as the validator words it, without the file name
(the window's title has it). Clicking a line selects the tile, piece or event at fault."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from eldertable.engine.messages import fill

from ..workbench.jsonpath import parse_path

PATH_ROLE = Qt.ItemDataRole.UserRole + 1


def split_line(line: str, file: str) -> tuple[str, str]:
    """(json path, message) of a validator line ``file: path: message``."""
    rest = line[len(file) + 2:] if file and line.startswith(file + ": ") else line
    if ": " not in rest:
        return "$", rest
    where, message = rest.split(": ", 1)
    return where, message


class ProblemList(QWidget):
    def __init__(self, doc, parent=None):
        super().__init__(parent)
        self.doc = doc
        self.lines: list[str] = []
        self.checking = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel(self)
        self.summary.setObjectName("problem-summary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.list = QListWidget(self)
        self.list.setObjectName("problems")
        self.list.setWordWrap(True)
        self.list.itemActivated.connect(self._go)
        self.list.itemClicked.connect(self._go)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        self.retranslate()

    def show_lines(self, lines: list[str], file: str) -> None:
        self.lines = list(lines)
        self.checking = False
        self.list.clear()
        for line in lines:
            where, message = split_line(line, file)
            item = QListWidgetItem(f"{where}: {message}")
            item.setData(PATH_ROLE, tuple(parse_path(where)))
            item.setToolTip(line)
            self.list.addItem(item)
        self.retranslate()

    def set_checking(self, on: bool) -> None:
        self.checking = on
        self.retranslate()

    def _go(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path:
            self.doc.select(tuple(path))

    def retranslate(self) -> None:
        n = len(self.lines)
        if n == 0:
            text = self.tr("No problems: the scenario can be played.")
        else:
            text = fill(self.tr("{n} {n|problem|problems}: click one to see where it is."), n=n)
        if self.checking:
            text += " " + self.tr("(checking…)")
        self.summary.setText(text)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
