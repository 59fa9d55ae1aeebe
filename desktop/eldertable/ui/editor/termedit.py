"""A Chinese text field that offers the glossary's terms: type the English of a term
(``keep``) and choose ``Keeper — 守密人`` to put the Chinese term in its place."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QCompleter, QLineEdit

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*$")


class TermEdit(QLineEdit):
    def __init__(self, terms: tuple[tuple[str, str], ...], parent=None):
        super().__init__(parent)
        self.terms = {f"{en} — {zh}": zh for en, zh in terms}
        model = QStandardItemModel(self)
        for shown in self.terms:
            model.appendRow(QStandardItem(shown))
        self.completer_ = QCompleter(model, self)
        self.completer_.setCaseSensitivity(Qt.CaseInsensitive)
        self.completer_.setCompletionMode(QCompleter.PopupCompletion)
        self.completer_.setWidget(self)
        self.completer_.activated[str].connect(self.put_term)
        self.textEdited.connect(self._typed)

    def _prefix(self) -> str:
        m = _WORD.search(self.text()[:self.cursorPosition()])
        return m.group(0) if m else ""

    def _typed(self, _text: str) -> None:
        prefix = self._prefix()
        if len(prefix) < 2:
            self.completer_.popup().hide()
            return
        self.completer_.setCompletionPrefix(prefix)
        if self.completer_.completionCount():
            self.completer_.complete()
        else:
            self.completer_.popup().hide()

    def put_term(self, shown: str) -> None:
        """Replace the English word before the cursor with the Chinese of ``shown``."""
        zh = self.terms.get(shown)
        if zh is None:
            return
        pos = self.cursorPosition()
        start = pos - len(self._prefix())
        text = self.text()
        self.setText(text[:start] + zh + text[pos:])
        self.setCursorPosition(start + len(zh))
