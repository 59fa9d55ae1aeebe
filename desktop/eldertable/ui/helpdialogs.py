"""Help > Rules reference (the reference itself lives in :mod:`.rulesref`) and Help > About."""

from __future__ import annotations

import html
import platform

from PySide6.QtCore import QSize, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout

from .. import __version__
from .art import svg_pixmap
from .i18n import Retranslating
from .rulesref.dialog import RulesReference


class RulesDialog(RulesReference):
    """Help > Rules: the rules reference of the game being played (or the first game),
    with every house rule linked to its entry and the game's current setting."""

    def __init__(self, game_id: str | None = None, config: dict | None = None, parent=None):
        super().__init__(game_id, config, parent)
        self.setObjectName("RulesDialog")


class AboutDialog(Retranslating, QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("AboutDialog")
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.logo = QLabel(self)
        pixmap = svg_pixmap("art/icon.svg", QSize(96, 96), self.devicePixelRatioF())
        if pixmap is not None:
            self.logo.setPixmap(pixmap)
        top.addWidget(self.logo)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.text, 1)
        layout.addLayout(top)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self.retranslate()

    def retranslate(self) -> None:
        from ..engine.saves import data_dir, log_dir
        from .settings import settings_path

        self.setWindowTitle(self.tr("About Elder Table"))
        from PySide6 import __version__ as pyside_version

        parts = [
            f"<h2>{html.escape(self.tr('Elder Table'))} {html.escape(__version__)}</h2>",
            "<p>" + html.escape(self.tr("A desktop table for tabletop games of cosmic "
                                        "horror and alchemy, played with the mouse by people "
                                        "and bots at one screen.")) + "</p>",
            "<p>" + html.escape(self.tr("Qt {qt}, PySide6 {pyside}, Python {python}").format(
                qt=qVersion(), pyside=pyside_version, python=platform.python_version()))
            + "</p>",
            "<p>" + html.escape(self.tr("Saves: {path}").format(path=data_dir())) + "<br>"
            + html.escape(self.tr("Logs: {path}").format(path=log_dir())) + "<br>"
            + html.escape(self.tr("Settings: {path}").format(path=settings_path())) + "</p>",
        ]
        self.text.setText("".join(parts))
