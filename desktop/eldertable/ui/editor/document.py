"""The open scenario: its JSON, where it is saved, and its undo stack.

Every edit goes through :meth:`EditorDoc.edit`, a context manager that applies the changes
at once, records them, and on leaving pushes one QUndoCommand named for the edit::

    with doc.edit(QCoreApplication.translate("editor", "Rotate tile")) as e:
        e.set(("map", "tiles", 2, "rotation"), 90)

An exception inside the block reverts what the block did and pushes nothing. Views never
change ``doc.data`` themselves: they read it, and redraw on :attr:`EditorDoc.changed`.
"""

from __future__ import annotations

import copy
import weakref
from contextlib import contextmanager
from typing import Any, Iterator

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from eldertable.games.mansions.scenario import edits
from eldertable.games.mansions.scenario.edits import Change, JsonPath


class Recorder:
    """The changes of one edit under way (see :meth:`EditorDoc.edit`)."""

    def __init__(self, data: dict):
        self.data = data
        self.changes: list[Change] = []

    def set(self, path: JsonPath, value: Any) -> None:
        """Set ``path`` to ``value``; :data:`edits.MISSING` removes the key. No change is
        recorded when the value is already that."""
        if edits.get(self.data, path, edits.MISSING) == value and value is not edits.MISSING:
            return
        if value is edits.MISSING and edits.get(self.data, path, edits.MISSING) is edits.MISSING:
            return
        self.changes.append(edits.set_value(self.data, tuple(path), value))

    def insert(self, list_path: JsonPath, index: int, value: Any) -> None:
        self.changes.append(edits.insert(self.data, tuple(list_path), index, value))

    def append(self, list_path: JsonPath, value: Any) -> int:
        """Append ``value`` to the list at ``list_path`` (made if missing); its index."""
        n = len(edits.get(self.data, tuple(list_path), []) or [])
        self.insert(list_path, n, value)
        return n

    def remove(self, list_path: JsonPath, index: int) -> None:
        self.changes.append(edits.remove(self.data, tuple(list_path), index))

    def extend(self, changes: list[Change]) -> None:
        """Changes already applied by a Qt-free helper (e.g. a rename)."""
        self.changes.extend(changes)


class EditCommand(QUndoCommand):
    """One edit on the undo stack; its first redo is the edit that was just made."""

    def __init__(self, doc: "EditorDoc", name: str, changes: list[Change]):
        super().__init__(name)
        # a weak reference: the document's undo stack owns this command, and a strong one
        # would make a cycle that the garbage collector breaks in the wrong order (the
        # stack deleting its commands while one of them is being freed: a crash)
        self.doc_ref = weakref.ref(doc)
        self.changes = changes
        self.fresh = True

    def redo(self) -> None:
        doc = self.doc_ref()
        if doc is None:
            return
        if self.fresh:
            self.fresh = False
        else:
            edits.apply_all(doc.data, self.changes)
        doc.changed.emit()

    def undo(self) -> None:
        doc = self.doc_ref()
        if doc is None:
            return
        edits.revert_all(doc.data, self.changes)
        doc.changed.emit()


class EditorDoc(QObject):
    """The scenario being edited. ``changed`` after every edit, undo and redo;
    ``selected(path)`` when something asks the views to show the thing at a JSON path."""

    changed = Signal()
    selected = Signal(object)  # a JsonPath tuple
    replaced = Signal()  # a whole new document (opened, new)

    def __init__(self, data: dict | None = None, path: str = "", parent=None):
        super().__init__(parent)
        self.data: dict = data if data is not None else {}
        self.path = path
        self.undo = QUndoStack(self)
        self._open: Recorder | None = None

    @property
    def rules(self) -> str:
        return str(self.data.get("rules", "second-edition"))

    @property
    def first_edition(self) -> bool:
        return self.rules == "first-edition"

    def replace(self, data: dict, path: str = "") -> None:
        """Open ``data`` (the undo history starts again)."""
        self.data = data
        self.path = path
        self.undo.clear()
        self.undo.setClean()
        self.replaced.emit()
        self.changed.emit()

    def snapshot(self) -> dict:
        return copy.deepcopy(self.data)

    @contextmanager
    def edit(self, name: str) -> Iterator[Recorder]:
        if self._open is not None:  # an edit inside an edit is part of it
            yield self._open
            return
        rec = Recorder(self.data)
        self._open = rec
        try:
            yield rec
        except BaseException:
            edits.revert_all(self.data, rec.changes)
            raise
        finally:
            self._open = None
        if rec.changes:
            self.undo.push(EditCommand(self, name, rec.changes))

    def select(self, path: JsonPath) -> None:
        self.selected.emit(tuple(path))


class _CatchUp(QObject):
    """Calls a hidden view's redraw once when it is shown again (see :func:`follow`)."""

    def __init__(self, widget, slot):
        super().__init__(widget)
        self.widget = widget
        self.slot = slot
        self.stale = False
        widget.installEventFilter(self)

    def changed(self) -> None:
        if self.widget.isVisible():
            self.stale = False
            self.slot()
        else:
            self.stale = True

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.widget and event.type() == QEvent.Type.Show and self.stale:
            self.stale = False
            self.slot()
        return False


def follow(doc: "EditorDoc", widget, slot) -> None:
    """Call ``slot`` after every edit while ``widget`` is on screen; a view on a hidden tab
    skips the edits and draws once, when it is shown again (an edit costs only the views
    in sight)."""
    doc.changed.connect(_CatchUp(widget, slot).changed)
