"""A checkable list of ids (content a scenario uses, the Keeper's action cards): each
click is one edit setting the list at ``path`` to the ids checked, in the offered order;
ids the document holds that are not offered are kept, listed last and marked."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from eldertable.games.mansions.scenario import edits
from eldertable.games.mansions.scenario.edits import MISSING, JsonPath


class CheckList(QListWidget):
    """``offered``: (id, words) pairs; ``name``: the undo name of a click."""

    def __init__(self, doc, offered: Callable[[], list[tuple[str, str]]], name: str, parent=None):
        super().__init__(parent)
        self.doc = doc
        self.offered = offered
        self.name = name
        self.path: JsonPath | None = None
        self._loading = False
        self.itemChanged.connect(self._clicked)

    def load(self, path: JsonPath | None) -> None:
        self.path = tuple(path) if path is not None else None
        held = edits.get(self.doc.data, self.path, []) if self.path else []
        held = held if isinstance(held, list) else []
        self._loading = True
        self.clear()
        shown = []
        for ident, words in self.offered():
            shown.append(ident)
            self._add(ident, f"{words} ({ident})" if words and words != ident else ident,
                      ident in held)
        for ident in held:
            if ident not in shown:
                shown.append(ident)
                self._add(ident, f"{ident} — " + self.tr("not in the shared content"), True)
        self.setEnabled(self.path is not None)
        self._loading = False

    def _add(self, ident: Any, words: str, checked: bool) -> None:
        item = QListWidgetItem(words)
        item.setData(Qt.UserRole, ident)
        item.setFlags(Qt.ItemIsEnabled | Qt.ItemIsUserCheckable | Qt.ItemIsSelectable)
        item.setCheckState(Qt.Checked if checked else Qt.Unchecked)
        self.addItem(item)

    def checked(self) -> list:
        return [self.item(i).data(Qt.UserRole) for i in range(self.count())
                if self.item(i).checkState() == Qt.Checked]

    def _clicked(self, _item) -> None:
        if self._loading or self.path is None:
            return
        value = self.checked()
        with self.doc.edit(self.name) as e:
            if edits.get(self.doc.data, self.path[:-1], None) is None:
                e.set(self.path[:-1], {})  # e.g. a missing "content"
            e.set(self.path, value if value or self.keep_empty else MISSING)
        self.load(self.path)

    keep_empty = True
