"""Edit > Preferences: the app's settings in one dialog.

* the language of the app (also in the Language menu);
* how the Keeper's monsters are shown in a Mansions Monster step (also beside the board):
  one by one, one by one fast, or all at once.

Nothing changes until OK; Cancel (or Escape) leaves every setting as it was. The settings
are kept in the app's settings file (ui/settings.py) at once, so a crash later loses none.
"""

from __future__ import annotations

from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel,
                               QVBoxLayout, QWidget)

from . import i18n
from . import pace as pacing


class PreferencesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("Preferences")
        self.setWindowTitle(self.tr("Preferences"))
        self.setMinimumWidth(380)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)

        self.language = QComboBox(self)
        self.language.setObjectName("preferences-language")
        for code, name in i18n.available_languages():
            self.language.addItem(name, code)
        here = self.language.findData(i18n.current_language())
        self.language.setCurrentIndex(max(0, here))
        self.language.setToolTip(self.tr("The language of menus, tables, cards and the rules "
                                         "reference. It changes at once, also mid-game."))
        language_label = QLabel(self.tr("&Language:"), self)
        language_label.setBuddy(self.language)
        form.addRow(language_label, self.language)

        self.pace = QComboBox(self)
        self.pace.setObjectName("preferences-monster-pace")
        names = {"step": self.tr("step by step (Continue)"), "normal": self.tr("one by one"),
                 "fast": self.tr("one by one, fast"), "instant": self.tr("all at once")}
        for key in pacing.PACES:
            self.pace.addItem(names[key], key)
        self.pace.setCurrentIndex(pacing.PACES.index(pacing.pace()))
        self.pace.setToolTip(self.tr("How the other seats' turns are shown, at every table: "
                                     "the Keeper's monsters, a bot's actions, a reveal. Step "
                                     "by step: each waits for Continue. One by one: each on "
                                     "its own, with a pause. Fast: shorter pauses. All at "
                                     "once: no pauses."))
        pace_label = QLabel(self.tr("Other &turns:"), self)
        pace_label.setBuddy(self.pace)
        form.addRow(pace_label, self.pace)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons

    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def chosen_pace(self) -> str:
        return str(self.pace.currentData())

    def apply(self, set_language) -> None:
        """Keep what was chosen: ``set_language(code)`` is the main window's (it also ticks
        the Language menu and stores the choice)."""
        if self.chosen_language() != i18n.current_language():
            set_language(self.chosen_language())
        pacing.set_pace(self.chosen_pace())
