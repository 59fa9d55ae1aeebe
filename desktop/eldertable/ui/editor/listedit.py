"""A list of the story's entries (events, outcomes, objectives...) with buttons: Add,
Delete, Move up and down, and any the section adds. The row chosen survives a reload
(``doc.changed``); each button press is one ``doc.edit``."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QHBoxLayout, QListWidget, QListWidgetItem, QPushButton,
                               QVBoxLayout, QWidget)

from eldertable.games.mansions.scenario import edits
from eldertable.games.mansions.scenario.edits import JsonPath


class ListEditor(QWidget):
    """The list at ``path`` in ``doc.data``. ``summary(entry)`` is a row's words (plain
    text); ``make()`` a new entry or None (nothing added); ``names`` the undo names:
    ``{"add": ..., "delete": ..., "move": ...}`` as functions of the row's entry."""

    current_changed = Signal(int)  # -1: none

    def __init__(self, doc, path: JsonPath, summary: Callable[[Any], str],
                 make: Callable[[], Any], names: dict[str, Callable[[Any], str]],
                 add_label: str, parent=None):
        super().__init__(parent)
        self.doc = doc
        self.path = tuple(path)
        self.summary = summary
        self.make = make
        self.names = names
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget()
        self.list.currentRowChanged.connect(lambda _r: self._enable())
        self.list.currentRowChanged.connect(self.current_changed)
        lay.addWidget(self.list, 1)
        self.buttons = QHBoxLayout()
        self.buttons.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(self.buttons)
        self.add_button = self.button(add_label, self.add, "add")
        self.delete_button = self.button(self.tr("Delete"), self.delete, "delete")
        self.up_button = self.button(self.tr("Up"), lambda: self.move(-1), "up")
        self.down_button = self.button(self.tr("Down"), lambda: self.move(1), "down")
        self.buttons.addStretch(1)

    def button(self, label: str, slot: Callable[[], None], name: str = "") -> QPushButton:
        b = QPushButton(label)
        b.setObjectName(name)
        b.clicked.connect(lambda _c=False: slot())
        self.buttons.insertWidget(self.buttons.count() - (1 if self._stretched() else 0), b)
        return b

    def _stretched(self) -> bool:
        n = self.buttons.count()
        return n > 0 and self.buttons.itemAt(n - 1).spacerItem() is not None

    # ---- reading
    def entries(self) -> list:
        found = edits.get(self.doc.data, self.path, [])
        return found if isinstance(found, list) else []

    def row(self) -> int:
        return self.list.currentRow()

    def current(self) -> Any:
        entries = self.entries()
        r = self.row()
        return entries[r] if 0 <= r < len(entries) else None

    def reload(self, select: int | None = None) -> None:
        """Rows again from ``doc.data``; keep the chosen row (or choose ``select``)."""
        keep = self.row() if select is None else select
        entries = self.entries()
        self.list.blockSignals(True)
        self.list.clear()
        for entry in entries:
            self.list.addItem(QListWidgetItem(self.summary(entry)))
        row = min(keep, len(entries) - 1) if entries else -1
        if row < 0 and entries:
            row = 0
        self.list.setCurrentRow(row)
        self.list.blockSignals(False)
        self._enable()
        self.current_changed.emit(row)

    def _enable(self) -> None:
        r, n = self.row(), len(self.entries())
        self.delete_button.setEnabled(0 <= r < n)
        self.up_button.setEnabled(r > 0)
        self.down_button.setEnabled(0 <= r < n - 1)

    # ---- edits
    def add(self) -> None:
        held = edits.get(self.doc.data, self.path, None)
        if held is not None and not isinstance(held, list):
            return  # not a list in the file: the problems list says so; nothing to add to
        if held is None and not isinstance(edits.get(self.doc.data, self.path[:-1], None), dict):
            return
        try:
            entry = self.make()
        except (KeyError, IndexError, TypeError, AttributeError):
            entry = None  # the entry it would copy from is broken
        if entry is None:
            return
        at = self.row() + 1 if self.row() >= 0 else len(self.entries())
        with self.doc.edit(self.names["add"](entry)) as e:
            if edits.get(self.doc.data, self.path, None) is None:
                e.set(self.path, [entry])
                at = 0
            else:
                e.insert(self.path, at, entry)
        self.reload(at)

    def delete(self) -> None:
        r = self.row()
        if not 0 <= r < len(self.entries()):
            return
        with self.doc.edit(self.names["delete"](self.entries()[r])) as e:
            e.remove(self.path, r)
        self.reload(max(0, r - 1))

    def move(self, step: int) -> None:
        r, entries = self.row(), self.entries()
        to = r + step
        if not (0 <= r < len(entries) and 0 <= to < len(entries)):
            return
        with self.doc.edit(self.names["move"](entries[r])) as e:
            entry = entries[r]
            e.remove(self.path, r)
            e.insert(self.path, to, entry)
        self.reload(to)
