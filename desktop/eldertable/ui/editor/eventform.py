"""The Events section of the story panel: the list of events with its buttons (Add,
Duplicate, Insert between, Delete, Rename id, Up, Down) and, for the chosen event, its
trigger, its conditions, its outcomes and whether it repeats."""

from __future__ import annotations

from PySide6.QtWidgets import (QCheckBox, QGroupBox, QHBoxLayout, QInputDialog, QMessageBox,
                               QPushButton, QScrollArea, QVBoxLayout, QWidget)

from eldertable.games.mansions.scenario.edits import MISSING
from eldertable.games.mansions.scenario.models import Condition, Outcome, Trigger

from .fieldspec import blank, tagged_models
from .forms import TaggedForm, bold_title, list_beside_form
from .idlists import ids_of
from .labels import condition_label, trigger_label, value_label
from .listedit import ListEditor
from .storyops import duplicate_event, fresh_event_id, insert_event_between, leads_to, rename
from .summaries import condition_summary, event_summary, ident, outcome_summary

TRIGGERS = tagged_models(Trigger)
CONDITIONS = tagged_models(Condition)
OUTCOMES = tagged_models(Outcome)


def named(template: str, ident: object) -> str:
    """An undo name: a translated template with the id put in for %1 (the id is data and
    never a template)."""
    return template.replace("%1", str(ident))


class SubList(QWidget):
    """Conditions or outcomes of the chosen event: a list over the form of the chosen one."""

    def __init__(self, doc, key: str, models, label_of, summary, names, add_label: str,
                 change_name, rows: int = 6, parent=None):
        super().__init__(parent)
        self.doc = doc
        self.key = key
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        first = next(iter(models))
        self.list = ListEditor(doc, (), summary,
                               lambda: blank(models[first], first,
                                             lambda kind: ids_of(doc.data, kind)),
                               names, add_label)
        self.list.setObjectName(key)
        self.list.list.setFixedHeight(self.list.list.fontMetrics().lineSpacing() * rows + 12)
        lay.addWidget(self.list)
        self.form = TaggedForm(doc, models, label_of, change_name)
        self.form.setObjectName(f"{key}-form")
        lay.addWidget(self.form)
        self.list.current_changed.connect(self._chosen)

    def load(self, event_path) -> None:
        self.list.path = tuple(event_path) + (self.key,) if event_path is not None else ("-",)
        self.list.setEnabled(event_path is not None)
        self.list.reload()

    def _chosen(self, row: int) -> None:
        self.form.load(self.list.path + (row,) if row >= 0 else None)


class EventsSection(QWidget):
    def __init__(self, doc, parent=None):
        super().__init__(parent)
        self.doc = doc
        none = self.tr("No trigger: runs when another event runs it")
        self.none_label = none
        split, llay = list_beside_form(self)
        self.events = ListEditor(
            doc, ("events",), lambda ev: event_summary(ev, self.tr("no trigger")),
            self._new_event,
            {"add": lambda ev: named(self.tr("Add event %1"), ident(ev)),
             "delete": lambda ev: named(self.tr("Delete event %1"), ident(ev)),
             "move": lambda ev: named(self.tr("Move event %1"), ident(ev))},
            self.tr("Add"))
        self.events.setObjectName("events")
        llay.addWidget(self.events, 1)
        row = QHBoxLayout()
        self.duplicate_button = self._button(row, self.tr("Duplicate"), self.duplicate, "duplicate")
        self.between_button = self._button(row, self.tr("Insert between…"), self.insert_between,
                                           "insert-between")
        self.rename_button = self._button(row, self.tr("Rename id…"), self.rename, "rename")
        row.addStretch(1)
        llay.addLayout(row)

        right = QWidget()
        rlay = QVBoxLayout(right)
        self.title = bold_title()
        self.title.setObjectName("event-id")
        rlay.addWidget(self.title)

        box = QGroupBox(self.tr("When"))
        blay = QVBoxLayout(box)
        self.trigger = TaggedForm(doc, TRIGGERS, trigger_label,
                                  lambda _k: named(self.tr("Change the trigger of event %1"),
                                                   self.event_id()),
                                  none)
        self.trigger.setObjectName("trigger")
        blay.addWidget(self.trigger)
        rlay.addWidget(box)

        box = QGroupBox(self.tr("Only if"))
        blay = QVBoxLayout(box)
        self.conditions = SubList(
            doc, "conditions", CONDITIONS, condition_label, condition_summary,
            {"add": lambda _c: named(self.tr("Add a condition to event %1"), self.event_id()),
             "delete": lambda _c: named(self.tr("Delete a condition of event %1"), self.event_id()),
             "move": lambda _c: named(self.tr("Move a condition of event %1"), self.event_id())},
            self.tr("Add a condition"),
            lambda _k: named(self.tr("Change a condition of event %1"), self.event_id()), rows=3)
        blay.addWidget(self.conditions)
        rlay.addWidget(box)

        box = QGroupBox(self.tr("Then"))
        blay = QVBoxLayout(box)
        self.outcomes = SubList(
            doc, "outcomes", OUTCOMES, value_label, outcome_summary,
            {"add": lambda _o: named(self.tr("Add an outcome to event %1"), self.event_id()),
             "delete": lambda _o: named(self.tr("Delete an outcome of event %1"), self.event_id()),
             "move": lambda _o: named(self.tr("Move an outcome of event %1"), self.event_id())},
            self.tr("Add an outcome"),
            lambda _k: named(self.tr("Change an outcome of event %1"), self.event_id()))
        blay.addWidget(self.outcomes)
        rlay.addWidget(box)

        self.repeat = QCheckBox(self.tr("Repeats (runs every time its trigger fires)"))
        self.repeat.setObjectName("repeat")
        self.repeat.clicked.connect(self._repeat)
        rlay.addWidget(self.repeat)
        rlay.addStretch(1)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(right)
        self.scroll_area = scroll
        split.addWidget(scroll)
        split.setStretchFactor(1, 2)
        split.setSizes([320, 640])

        self.events.current_changed.connect(self._chosen)
        doc.changed.connect(self.reload)
        self.reload()

    def _button(self, row: QHBoxLayout, label: str, slot, name: str) -> QPushButton:
        b = QPushButton(label)
        b.setObjectName(name)
        b.clicked.connect(lambda _c=False: slot())
        row.addWidget(b)
        return b

    # ---- reading
    def event_id(self) -> str:
        ev = self.events.current()
        return str(ev.get("id", "?")) if isinstance(ev, dict) else "?"

    def event_path(self):
        r = self.events.row()
        return ("events", r) if 0 <= r < len(self.events.entries()) else None

    def reload(self) -> None:
        self.events.reload()

    def _chosen(self, row: int) -> None:
        path = self.event_path()
        ev = self.events.current()
        self.title.setText(self.event_id() if path else self.tr("No event chosen"))
        self.trigger.load(path + ("trigger",) if path else None)
        self.conditions.load(path)
        self.outcomes.load(path)
        self.repeat.setEnabled(path is not None)
        self.repeat.setChecked(bool(ev.get("repeat")) if isinstance(ev, dict) else False)
        for b in (self.duplicate_button, self.between_button, self.rename_button):
            b.setEnabled(path is not None)

    def show_path(self, path: tuple) -> None:
        """Choose the event (and its condition or outcome) at ``path``."""
        if len(path) < 2 or not isinstance(path[1], int):
            return
        self.events.reload(path[1])
        if len(path) >= 4 and isinstance(path[3], int):
            sub = {"conditions": self.conditions, "outcomes": self.outcomes}.get(path[2])
            if sub is not None:
                sub.list.reload(path[3])
                self.scroll_area.ensureWidgetVisible(sub.form)

    # ---- edits
    def _new_event(self) -> dict:
        return {"id": fresh_event_id(self.doc.data, "event"),
                "outcomes": [{"do": "message", "text": ""}]}

    def _repeat(self, on: bool) -> None:
        path = self.event_path()
        if path is None:
            return
        with self.doc.edit(named(self.tr("Change whether event %1 repeats"), self.event_id())) as e:
            e.set(path + ("repeat",), True if on else MISSING)

    def duplicate(self) -> None:
        r = self.events.row()
        if self.event_path() is None:
            return
        try:
            with self.doc.edit(named(self.tr("Duplicate event %1"), self.event_id())) as e:
                e.extend(duplicate_event(self.doc.data, r))
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Duplicate"), str(exc))
            return
        self.events.reload(r + 1)

    def insert_between(self) -> None:
        if self.event_path() is None:
            return
        before = self.event_id()
        options = leads_to(self.events.current())
        if not options:
            QMessageBox.information(self, self.tr("Insert between"),
                                    self.tr("This event does not lead to another event."))
            return
        after = self.choose_next(options)
        if not after:
            return
        try:
            with self.doc.edit(named(self.tr("Insert an event after %1"), before)) as e:
                e.extend(insert_event_between(self.doc.data, before, after))
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Insert between"), str(exc))
            return
        ids = ids_of(self.doc.data, "events")
        self.events.reload(max(0, ids.index(after) - 1) if after in ids else self.events.row())

    def choose_next(self, options: list[str]) -> str | None:
        """The event the new one should lead to (asked when there is a choice)."""
        if len(options) == 1:
            return options[0]
        item, ok = QInputDialog.getItem(self, self.tr("Insert between"),
                                        self.tr("The new event leads to:"), options, 0, False)
        return item if ok else None

    def rename(self) -> None:
        if self.event_path() is None:
            return
        old = self.event_id()
        new = self.ask_id(old)
        if not new or new == old:
            return
        try:
            with self.doc.edit(named(self.tr("Rename event %1"), old)) as e:
                e.extend(rename(self.doc.data, "event", old, new))
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Rename id"), str(exc))

    def ask_id(self, old: str) -> str | None:
        text, ok = QInputDialog.getText(self, self.tr("Rename id"), self.tr("New id:"), text=old)
        return text.strip() if ok else None

