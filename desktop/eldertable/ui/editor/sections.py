"""The story panel's simpler sections: Scenario (meta and the content used) and the
lists of variables, objectives (with the starting one), epilogues and puzzles."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QCheckBox, QFormLayout, QGridLayout, QGroupBox, QInputDialog,
                               QLabel, QMessageBox, QVBoxLayout, QWidget)

from eldertable.engine.messages import N_
from eldertable.games.mansions.content import catalog
from eldertable.games.mansions.jsonmodel import TEXT_CONTEXT, ContentError
from eldertable.games.mansions.scenario import edits
from eldertable.games.mansions.scenario.edits import MISSING
from eldertable.games.mansions.scenario.models import (Epilogue, Meta, Objective, Players, Puzzle,
                                                       Variable)

from .checklist import CheckList
from .fieldspec import FieldSpec, blank
from .forms import BoundField, ModelForm, bold_title, list_beside_form, scrolled_page
from .idlists import ids_of
from .listedit import ListEditor
from .storyops import rename
from .summaries import entry_summary, ident


def named(template: str, ident: object) -> str:
    return template.replace("%1", str(ident))


def _offered(attr: str) -> Callable[[], list[tuple[str, str]]]:
    def offered() -> list[tuple[str, str]]:
        try:
            found = getattr(catalog(), attr)
        except ContentError:
            return []
        return [(i, QCoreApplication.translate(TEXT_CONTEXT, getattr(v, "name", i)))
                for i, v in sorted(found.items())]
    return offered


class ScenarioSection(QWidget):
    """Title, introduction, how many investigators, difficulty, length; what it uses."""

    CONTENT = ("monsters", "items", "spells", "decks", "investigators")

    def __init__(self, doc, parent=None):
        super().__init__(parent)
        self.doc = doc
        inner = QWidget()
        lay = QVBoxLayout(inner)
        self.meta = ModelForm(doc, Meta, lambda key: self._meta_name(key), skip=("investigators",))
        lay.addWidget(self.meta)
        self.players = ModelForm(doc, Players,
                                 lambda _k: self.tr("Change how many investigators play"))
        self.players.form.setRowWrapPolicy(QFormLayout.DontWrapRows)
        for key, label in (("min", self.tr("Fewest investigators")),
                           ("max", self.tr("Most investigators"))):
            self.players.form.labelForField(self.players.fields[key]).setText(label)
        lay.addWidget(self.players)
        box = QGroupBox(self.tr("Content the scenario uses"))
        grid = QGridLayout(box)
        titles = {"monsters": self.tr("Monsters"), "items": self.tr("Items"),
                  "spells": self.tr("Spells"), "decks": self.tr("Decks"),
                  "investigators": self.tr("Investigators")}
        self.lists: dict[str, CheckList] = {}
        for n, key in enumerate(self.CONTENT):
            cl = CheckList(doc, _offered(key), named(self.tr("Change the %1 used"), titles[key]))
            cl.setObjectName(f"content-{key}")
            cl.setMinimumHeight(140)
            self.lists[key] = cl
            grid.addWidget(QLabel(titles[key]), 0, n)
            grid.addWidget(cl, 1, n)
        self.any_investigator = QCheckBox(self.tr("Any investigator may play"))
        self.any_investigator.setObjectName("any-investigator")
        self.any_investigator.clicked.connect(self._any)
        grid.addWidget(self.any_investigator, 2, 4)
        lay.addWidget(box)
        lay.addStretch(1)
        scrolled_page(self, inner)
        doc.changed.connect(self.reload)
        self.reload()

    def _meta_name(self, key: str) -> str:
        names = {"title": self.tr("Change the title"),
                 "introduction": self.tr("Change the introduction"),
                 "difficulty": self.tr("Change the difficulty"),
                 "minutes": self.tr("Change the expected length")}
        return names.get(key, self.tr("Change the scenario's details"))

    def reload(self) -> None:
        self.meta.load(("meta",))
        self.players.load(("meta", "investigators"))
        for key, cl in self.lists.items():
            cl.load(("content", key))
        anyone = not isinstance(edits.get(self.doc.data, ("content", "investigators")), list)
        self.any_investigator.setChecked(anyone)
        self.lists["investigators"].setEnabled(not anyone)

    def _any(self, on: bool) -> None:
        with self.doc.edit(self.tr("Change which investigators may play")) as e:
            if not isinstance(self.doc.data.get("content"), dict):
                e.set(("content",), {})
            e.set(("content", "investigators"), MISSING if on else [])


class ListSection(QWidget):
    """A list of entries of ``cls`` at ``key`` (variables, objectives, ...) with the form
    of the chosen one; ids are changed with Rename id (every reference follows)."""

    def __init__(self, doc, key: str, cls, kind: str, words: dict[str, str], new: Callable,
                 also: Callable | None = None, kinds: dict[str, str] | None = None,
                 parent=None):
        super().__init__(parent)
        self.doc = doc
        self.key = key
        self.kind = kind  # the references kind of its ids
        self.words = words  # undo names "add", "delete", "move", "change" with %1 for the id
        split, llay = list_beside_form(self)
        self.list = ListEditor(
            doc, (key,), entry_summary, new,
            {act: (lambda en, act=act: named(words[act], ident(en)))
             for act in ("add", "delete", "move")},
            self.tr("Add"))
        self.list.setObjectName(key)
        self.rename_button = self.list.button(self.tr("Rename id…"), self.rename, "rename")
        llay.addWidget(self.list)
        self.top = QVBoxLayout()
        llay.addLayout(self.top)
        right = QWidget()
        rlay = QVBoxLayout(right)
        self.title = bold_title()
        rlay.addWidget(self.title)
        self.form = ModelForm(doc, cls, lambda k: named(words["change"], self.current_id()),
                              skip=("id",), also=also, kinds=kinds)
        rlay.addWidget(self.form)
        rlay.addStretch(1)
        split.addWidget(right)
        split.setSizes([320, 640])
        self.list.current_changed.connect(self._chosen)
        doc.changed.connect(self.reload)

    def current_id(self) -> str:
        en = self.list.current()
        return str(en.get("id", "?")) if isinstance(en, dict) else "?"

    def reload(self) -> None:
        self.list.reload()

    def _chosen(self, row: int) -> None:
        self.title.setText(self.current_id() if row >= 0 else "")
        self.form.load((self.key, row) if row >= 0 else None)
        self.rename_button.setEnabled(row >= 0)

    def show_path(self, path: tuple) -> None:
        if len(path) >= 2 and isinstance(path[1], int):
            self.list.reload(path[1])

    def rename(self) -> None:
        old = self.current_id()
        if self.list.current() is None:
            return
        text, ok = QInputDialog.getText(self, self.tr("Rename id"), self.tr("New id:"), text=old)
        new = text.strip()
        if not ok or not new or new == old:
            return
        try:
            with self.doc.edit(named(self.tr("Rename %1"), old)) as e:
                e.extend(rename(self.doc.data, self.kind, old, new))
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Rename id"), str(exc))


def _fresh(data: dict, key: str, base: str) -> str:
    taken = set(ids_of(data, key))
    n, ident = 1, base
    while ident in taken:
        n += 1
        ident = f"{base}-{n}"
    return ident


C = "StorySections"


def _words(add: str, delete: str, move: str, change: str) -> dict[str, str]:
    """The undo names of a list section (marked with N_, translated here)."""
    return {"add": QCoreApplication.translate(C, add),
            "delete": QCoreApplication.translate(C, delete),
            "move": QCoreApplication.translate(C, move),
            "change": QCoreApplication.translate(C, change)}


def variables_section(doc) -> ListSection:
    words = _words(N_(C, "Add variable %1"), N_(C, "Delete variable %1"),
                   N_(C, "Move variable %1"), N_(C, "Change variable %1"))
    return ListSection(doc, "variables", Variable, "variable", words,
                       lambda: {"id": _fresh(doc.data, "variables", "variable"),
                                "type": "number", "initial": 0}, also=_typed_initial)


def _typed_initial(e, path, key: str, value) -> None:
    """A variable made a flag starts false; made a number, at 0 (in the same edit)."""
    if key != "type":
        return
    initial = e.data[path[0]][path[1]].get("initial", 0)
    if value == "flag" and not isinstance(initial, bool):
        e.set(path + ("initial",), False)
    elif value == "number" and isinstance(initial, bool):
        e.set(path + ("initial",), 0)


def epilogues_section(doc) -> ListSection:
    words = _words(N_(C, "Add epilogue %1"), N_(C, "Delete epilogue %1"),
                   N_(C, "Move epilogue %1"), N_(C, "Change epilogue %1"))
    return ListSection(doc, "epilogues", Epilogue, "epilogue", words,
                       lambda: {"id": _fresh(doc.data, "epilogues", "epilogue"),
                                "outcome": "win", "text": ""})


def puzzles_section(doc) -> ListSection:
    def new() -> dict:
        out = blank(Puzzle, None, lambda kind: ids_of(doc.data, kind))
        out["id"] = _fresh(doc.data, "puzzles", "puzzle")
        out["type"] = ids_of(doc.data, "puzzle-types")[0]
        return out

    words = _words(N_(C, "Add puzzle %1"), N_(C, "Delete puzzle %1"),
                   N_(C, "Move puzzle %1"), N_(C, "Change puzzle %1"))
    return ListSection(doc, "puzzles", Puzzle, "puzzle", words, new,
                       kinds={"type": "puzzle-types"})


class ObjectivesSection(ListSection):
    """The objectives and the one the story starts with."""

    def __init__(self, doc, parent=None):
        words = _words(N_(C, "Add objective %1"), N_(C, "Delete objective %1"),
                       N_(C, "Move objective %1"), N_(C, "Change objective %1"))
        super().__init__(doc, "objectives", Objective, "objective", words,
                         lambda: {"id": _fresh(doc.data, "objectives", "objective"), "text": ""},
                         parent)
        row = QFormLayout()
        self.start = BoundField(doc, FieldSpec("start_objective", "ref", refkind="objectives"),
                                self.tr("Change the starting objective"))
        self.start.setObjectName("start-objective")
        row.addRow(self.tr("The story starts with"), self.start)
        self.top.addLayout(row)

    def reload(self) -> None:
        super().reload()
        self.start.load(("start_objective",))
