"""The story panel of the scenario editor: a scenario's story in forms with lists, never
raw text. Sections: Scenario, Events, Variables, Objectives, Epilogues, Puzzles and First
edition (a first-edition story). The words in English and Chinese are the editor's Words
panel (:mod:`.words`), a tab of the window beside this one.

:meth:`StoryPanel.show_path` shows the thing at a JSON path (a problem or a flow node
clicked); it is connected to ``doc.selected``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from .eventform import EventsSection
from .firstform import FirstEditionSection
from .sections import (ObjectivesSection, ScenarioSection, epilogues_section, puzzles_section,
                       variables_section)


class StoryPanel(QWidget):
    def __init__(self, doc, parent=None):
        super().__init__(parent)
        self.doc = doc
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("story-tabs")
        lay.addWidget(self.tabs)
        self._rebuilding = False
        self._build()
        doc.selected.connect(self.show_path)
        doc.replaced.connect(self._edition)
        self._edition()

    def _build(self) -> None:
        """The sections (again, in the language now chosen)."""
        doc = self.doc
        self.scenario = ScenarioSection(doc)
        self.events = EventsSection(doc)
        self.variables = variables_section(doc)
        self.objectives = ObjectivesSection(doc)
        self.epilogues = epilogues_section(doc)
        self.puzzles = puzzles_section(doc)
        self.first = FirstEditionSection(doc)
        self.sections = {
            "meta": (self.scenario, self.tr("Scenario")),
            "events": (self.events, self.tr("Events")),
            "variables": (self.variables, self.tr("Variables")),
            "objectives": (self.objectives, self.tr("Objectives")),
            "epilogues": (self.epilogues, self.tr("Epilogues")),
            "puzzles": (self.puzzles, self.tr("Puzzles")),
            "first_edition": (self.first, self.tr("First edition")),
        }
        for widget, title in self.sections.values():
            self.tabs.addTab(widget, title)
        for section in (self.variables, self.objectives, self.epilogues, self.puzzles):
            section.reload()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and not self._rebuilding:
            self._rebuilding = True
            QTimer.singleShot(0, self._retranslate)

    def _retranslate(self) -> None:
        """Labels are made once in the chosen language: build the sections again, on the
        same tab and the same event."""
        self._rebuilding = False
        tab, event = self.tabs.currentIndex(), self.events.events.row()
        old = [self.tabs.widget(i) for i in range(self.tabs.count())]
        self.tabs.clear()
        for widget in old:
            widget.setParent(None)
            widget.deleteLater()
        self._build()
        self._edition()
        self.tabs.setCurrentIndex(tab)
        if event >= 0:
            self.events.events.reload(event)

    def _edition(self) -> None:
        i = self.tabs.indexOf(self.first)
        self.tabs.setTabVisible(i, self.doc.first_edition)
        if not self.doc.first_edition and self.tabs.currentIndex() == i:
            self.tabs.setCurrentIndex(0)

    def show_section(self, key: str) -> QWidget | None:
        found = self.sections.get(key)
        if found is None:
            return None
        self.tabs.setCurrentWidget(found[0])
        return found[0]

    def show_path(self, path) -> None:
        """Show the thing at ``path``: ("events", 3, "outcomes", 1) chooses event 3 and its
        outcome 1; ("content", ...) and ("start_objective",) their sections."""
        path = tuple(path)
        if not path:
            return
        key = {"content": "meta", "start_objective": "objectives"}.get(path[0], path[0])
        section = self.show_section(key)
        if section is not None and hasattr(section, "show_path"):
            section.show_path(path)
