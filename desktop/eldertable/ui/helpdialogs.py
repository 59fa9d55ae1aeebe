"""Help > Rules reference and Help > About."""

from __future__ import annotations

import html
import platform

from PySide6.QtCore import QSize, Qt, qVersion
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser,
                               QVBoxLayout)

from .. import __version__
from ..engine import registry
from ..engine.messages import Msg
from .art import svg_pixmap
from .i18n import Retranslating, tr_msg
from .tables import has_table


def _text(value) -> str:
    return html.escape(tr_msg(value) if isinstance(value, Msg) else str(value))


class RulesDialog(Retranslating, QDialog):
    """What each game offers so far, and its house rules, said plainly."""

    def __init__(self, game_id: str | None = None, config: dict | None = None, parent=None):
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self.game_id = game_id
        self.config = config or {}
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 560)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules reference"))
        entries = ([registry.get(self.game_id)] if self.game_id
                   else list(registry.GAMES.values()))
        self.browser.setHtml("".join(self._game_html(e) for e in entries))

    def _game_html(self, entry) -> str:
        out = [f"<h2>{_text(entry.title)}</h2><p>{_text(entry.blurb)}</p>"]
        module = None
        if entry.available():
            try:
                module = entry.load()
            except registry.GameNotBuilt:
                module = None
        offers = []
        offers.append(self.tr("Rules: playable.") if module is not None
                      else self.tr("Rules: not built yet; this game cannot be played."))
        spec_fn = getattr(module, "setup_spec", None) if module is not None else None
        spec = spec_fn() if callable(spec_fn) else {}
        names = spec.get("bots") or {name: name for name in getattr(module, "BOTS", {})}
        bots = [tr_msg(label) if isinstance(label, Msg) else str(label)
                for label in names.values()] if module is not None else []
        if bots:
            offers.append(self.tr("Bots: {names}.").format(names=", ".join(bots)))
        elif module is not None:
            offers.append(self.tr("Bots: none yet."))
        offers.append(self.tr("Table view: ready.") if has_table(entry.id)
                      else self.tr("Table view: not built yet."))
        out.append("<p><b>" + html.escape(self.tr("What this version offers")) + "</b></p><ul>")
        out += [f"<li>{html.escape(line)}</li>" for line in offers]
        out.append("</ul>")
        rules = spec.get("house_rules", [])
        out.append("<p><b>" + html.escape(self.tr("House rules")) + "</b></p>")
        if not rules:
            out.append("<p>" + html.escape(self.tr("None: this game has no house rules yet."))
                       + "</p>")
            return "".join(out)
        chosen = self.config.get("house_rules", {}) if entry.id == self.game_id else {}
        out.append("<dl>")
        for rule in rules:
            value = chosen.get(rule["id"], rule.get("default"))
            shown = self._value(rule, value)
            out.append(f"<dt><b>{html.escape(str(rule['id']))}</b> {_text(rule['title'])}"
                       f" — <i>{html.escape(shown)}</i></dt>"
                       f"<dd>{_text(rule.get('description', ''))}</dd>")
        out.append("</dl>")
        return "".join(out)

    def _value(self, rule: dict, value) -> str:
        if rule.get("type", "bool") == "bool":
            return self.tr("on") if value else self.tr("off")
        for choice, label in rule.get("choices", []):
            if choice == value:
                return tr_msg(label) if isinstance(label, Msg) else str(label)
        return str(value)


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
