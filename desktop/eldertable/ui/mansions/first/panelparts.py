"""Two parts of the first-edition side panel (:mod:`.panel`): a monster's line with the
standee portrait the board shows for it (as second edition's monster cards have), and an
investigator's damage and horror drawn as counters with their icons, not bare numbers.
Each has ``text()``, the plain words it shows (the panel's ``text()`` reads them)."""

from __future__ import annotations

import re
from html import unescape

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel

from ...art import svg_pixmap
from ...plaintext import tip
from ..pieces import figure_picture
from ..sidecards import _label

PORTRAIT = 34  # as second edition's monster cards
ICON = 20
ICONS = {"damage": "art/mansions/tokens/damage.svg", "horror": "art/mansions/tokens/horror.svg"}


class PortraitLine(QFrame):
    """A monster's standee beside the words about it."""

    def __init__(self, parent, html: str, tip_text: str, name: str, kind: str):
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 4, 4, 4)
        self.portrait = QLabel(self)
        self.portrait.setObjectName("portrait")
        pixmap = svg_pixmap(figure_picture(kind), QSize(PORTRAIT, PORTRAIT),
                            self.devicePixelRatioF())
        if pixmap is not None:
            self.portrait.setPixmap(pixmap)
        self.portrait.setFixedSize(PORTRAIT, PORTRAIT)
        self.portrait.setVisible(pixmap is not None)
        self.label = _label(self, html, tip_text, "stats")
        self.label.setMinimumWidth(1)
        row.addWidget(self.portrait)
        row.addWidget(self.label, 1)
        self.setToolTip(self.label.toolTip())

    def text(self) -> str:
        return self.label.text()


def counter_tip(what: str, n: int, most: int) -> str:
    if what == "damage":
        return QCoreApplication.translate(
            "FirstCounters", "Damage taken: {n} of {most} health").format(n=n, most=most)
    return QCoreApplication.translate(
        "FirstCounters", "Horror taken: {n} of {most} sanity").format(n=n, most=most)


class Counters(QFrame):
    """Damage and horror an investigator has taken: an icon and a count for each."""

    def __init__(self, parent, inv: dict, name: str):
        super().__init__(parent)
        self.setObjectName(name)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 0, 6, 0)
        row.setSpacing(4)
        self.counts: dict[str, QLabel] = {}
        self.icons: dict[str, QLabel] = {}
        words = {"damage": QCoreApplication.translate("FirstCounters", "Damage"),
                 "horror": QCoreApplication.translate("FirstCounters", "Horror")}
        for what, most in (("damage", inv["health"]), ("horror", inv["sanity"])):
            n = int(inv.get(what) or 0)
            icon = QLabel(self)
            icon.setObjectName(f"{what}-icon")
            pixmap = svg_pixmap(ICONS[what], QSize(ICON, ICON), self.devicePixelRatioF())
            if pixmap is not None:
                icon.setPixmap(pixmap)
            icon.setFixedSize(ICON, ICON)
            count = QLabel(words[what] + f" \u00d7{n}", self)
            count.setObjectName(f"{what}-count")
            count.setTextFormat(Qt.TextFormat.PlainText)
            for w in (icon, count):
                w.setToolTip(tip(counter_tip(what, n, most)))
            row.addWidget(icon)
            row.addWidget(count)
            row.addSpacing(10)
            self.icons[what], self.counts[what] = icon, count
        row.addStretch(1)

    def text(self) -> str:
        return " \u00b7 ".join(unescape(re.sub(r"<[^>]+>", "", c.text()))
                               for c in self.counts.values())
