"""File > New Scenario: pick the edition, then a blank map or a shipped scenario to start
from."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (QButtonGroup, QDialog, QDialogButtonBox, QLabel, QListWidget,
                               QListWidgetItem, QRadioButton, QVBoxLayout)


PATH_ROLE = Qt.ItemDataRole.UserRole + 1
EDITIONS = ("second-edition", "first-edition")


def shipped_scenarios() -> list[tuple[str, str, str]]:
    """(rules, title in the current language, path) of every shipped scenario, by title:
    the editions' own lists, titled as the setup's scenario browser titles them."""
    from ...games.mansions.first import scenarios as first
    from ...games.mansions.second import scenarios as second
    from ..mansions.setuppick import content_text, scenario_facts

    out = []
    for rules, edition, module in (("second-edition", "second", second),
                                   ("first-edition", "first", first)):
        for sid, path in module.shipped().items():
            out.append((rules, content_text(scenario_facts(sid, edition)["title"]), str(path)))
    return sorted(out, key=lambda t: t[1])


class NewScenarioDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("new-scenario")
        self.scenarios = shipped_scenarios()
        layout = QVBoxLayout(self)
        self.edition_label = QLabel(self)
        layout.addWidget(self.edition_label)
        self.group = QButtonGroup(self)
        self.edition_buttons: dict[str, QRadioButton] = {}
        for i, rules in enumerate(EDITIONS):
            button = QRadioButton(self)
            button.setObjectName(rules)
            self.group.addButton(button, i)
            self.edition_buttons[rules] = button
            layout.addWidget(button)
        self.edition_buttons["second-edition"].setChecked(True)
        self.start_label = QLabel(self)
        layout.addWidget(self.start_label)
        self.start = QListWidget(self)
        self.start.setObjectName("templates")
        self.start.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.start, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.group.idToggled.connect(lambda _id, on: on and self._fill())
        self.resize(460, 400)
        self.retranslate()

    @property
    def rules(self) -> str:
        return EDITIONS[max(0, self.group.checkedId())]

    def template(self) -> str:
        """The shipped scenario to start from ("" : a blank map)."""
        item = self.start.currentItem()
        return str(item.data(PATH_ROLE) or "") if item is not None else ""

    def _fill(self) -> None:
        self.start.clear()
        blank = QListWidgetItem(self.tr("A blank map"))
        blank.setData(PATH_ROLE, "")
        self.start.addItem(blank)
        for rules, title, path in self.scenarios:
            if rules == self.rules:
                item = QListWidgetItem(self.tr("A copy of “{title}”").format(title=title))
                item.setData(PATH_ROLE, path)
                self.start.addItem(item)
        self.start.setCurrentRow(0)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Scenario"))
        self.edition_label.setText(self.tr("Rules:"))
        self.edition_buttons["second-edition"].setText(
            self.tr("Second edition: the app is the Keeper"))
        self.edition_buttons["first-edition"].setText(
            self.tr("First edition with Forbidden Alchemy: the Keeper is a bot or a person"))
        self.start_label.setText(self.tr("Start from:"))
        self._fill()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
