"""Read any card: the card under the mouse shown large over the table.

A card opens here when the mouse rests on it for a moment, when Space is pressed over it,
or from its right-click menu (Inspect). It shows the card's name, type, cost (where it has
one), its whole text, the house rules in force that name it, and "Rules for this", which
opens the card's own entry in the rules reference. Esc, a click on the table or Close shuts
it.

Everything shown comes from the piece as the table drew it from the observation: a card
the viewer may not see has no face on the table, and inspects as a face-down card only.
Every word is plain text (:mod:`..plaintext`), never rich text or a template.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ..i18n import tr_msg
from ..plaintext import button_text, plain

HOVER_MS = 650  # how long the mouse rests on a card before it opens
TITLE_PX = 26
TEXT_PX = 17  # the smallest words of the inspector
NO_FACE = object()


@dataclass(frozen=True)
class Inspected:
    """What the inspector shows of one piece (every string already in the viewer's language)."""

    piece_id: str
    topic: str  # the rules reference key for "Rules for this"
    name: str
    kind: str = ""
    facts: tuple[str, ...] = ()  # cost, where it is played, combat …
    text: str = ""
    house: tuple[str, ...] = ()  # the house rules in force that name the card
    hidden: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


def house_rules_naming(entries: list[dict], english_name: str, values: dict | None) -> list[str]:
    """The titles (with the choice in force) of the house rules ``entries`` (a game's
    ``setup_spec()["house_rules"]``) whose title or description names the card."""
    if not english_name:
        return []
    pattern = re.compile(r"\b" + re.escape(english_name) + r"\b")  # a name, not a word
    out = []
    for entry in entries:
        words = " ".join(m.text for m in (entry.get("title"), entry.get("description")) if m)
        if not pattern.search(words):
            continue
        line = tr_msg(entry["title"])
        value = (values or {}).get(entry["id"], entry.get("default"))
        for choice, label in entry.get("choices") or ():
            if choice == value:
                line += ": " + tr_msg(label)
        if isinstance(value, bool):
            line += ": " + (QCoreApplication.translate("CardInspector", "on") if value
                            else QCoreApplication.translate("CardInspector", "off"))
        out.append(line)
    return out


def _font(label: QLabel, px: int, bold: bool = False, italic: bool = False) -> QLabel:
    f = QFont(label.font())
    f.setPixelSize(px)
    f.setBold(bold)
    f.setItalic(italic)
    label.setFont(f)
    return label


class CardInspector(QFrame):
    """The card shown large, laid over the table view's viewport."""

    rules_wanted = Signal(str)  # the topic key of the card shown

    def __init__(self, view):
        super().__init__(view.viewport())
        self.setObjectName("CardInspector")
        self.view = view
        self.shown: Inspected | None = None
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#CardInspector { background: #fbf6ea; color: #1d1a16; "
                           "border: 2px solid #6b5a3a; border-radius: 10px; }"
                           "#CardInspector QLabel { color: #1d1a16; }")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        self.title = _font(plain(QLabel(self)), TITLE_PX, bold=True)
        self.title.setObjectName("inspect-name")
        self.kind = _font(plain(QLabel(self)), TEXT_PX, italic=True)
        self.kind.setObjectName("inspect-kind")
        self.facts = _font(plain(QLabel(self)), TEXT_PX, bold=True)
        self.facts.setObjectName("inspect-facts")
        self.text = _font(plain(QLabel(self)), TEXT_PX)
        self.text.setObjectName("inspect-text")
        self.house_head = _font(plain(QLabel(self)), TEXT_PX, bold=True)
        self.house = _font(plain(QLabel(self)), TEXT_PX)
        self.house.setObjectName("inspect-house")
        for label in (self.title, self.kind, self.facts, self.text, self.house_head, self.house):
            label.setWordWrap(True)
            layout.addWidget(label)
        layout.addStretch(1)
        row = QHBoxLayout()
        self.rules = QPushButton(self)
        self.rules.setObjectName("inspect-rules")
        self.rules.clicked.connect(self._rules)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("inspect-close")
        self.close_button.clicked.connect(self.hide)
        row.addWidget(self.rules)
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.rules.setText(button_text(self.tr("Rules for this")))
        self.close_button.setText(button_text(self.tr("Close")))
        self.house_head.setText(self.tr("House rules that change it:"))
        if self.shown is not None and self.isVisible():
            # the table draws its cards afresh in the new language first
            QTimer.singleShot(0, self._again)

    def _again(self) -> None:
        """The card shown again, as the table now draws it (another language)."""
        piece = self.view.pieces.get(self.shown.piece_id) if self.shown is not None else None
        if piece is not None and self.isVisible():
            self.view.inspect(piece)

    def _rules(self) -> None:
        if self.shown is not None:
            self.rules_wanted.emit(self.shown.topic)

    def _fill(self, shown: Inspected) -> None:
        if shown.hidden:
            self.title.setText(self.tr("A face-down card"))
            self.kind.setText("")
            self.facts.setText("")
            self.text.setText(self.tr("Its face is hidden from you."))
        else:
            self.title.setText(shown.name)
            self.kind.setText(shown.kind)
            self.facts.setText(" \u00b7 ".join(shown.facts))
            self.text.setText(shown.text)
        self.kind.setVisible(bool(self.kind.text()))
        self.facts.setVisible(bool(self.facts.text()))
        self.text.setVisible(bool(self.text.text()))
        self.house.setText("\n".join(shown.house))
        listed = bool(shown.house) and not shown.hidden
        self.house.setVisible(listed)
        self.house_head.setVisible(listed)

    def show_card(self, shown: Inspected) -> None:
        self.shown = shown
        self._fill(shown)
        self.place()
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.PopupFocusReason)

    def place(self) -> None:
        """Centred over the viewport, as large as reads well (never larger than it)."""
        area = self.parentWidget().rect()
        width = min(max(360, area.width() // 3), max(200, area.width() - 24), 560)
        self.setFixedWidth(width)
        height = min(self.layout().totalHeightForWidth(width), max(120, area.height() - 24))
        self.setFixedHeight(max(120, height))
        self.move(area.center() - QPoint(width // 2, self.height() // 2))

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Space):
            self.hide()
            self.view.setFocus()
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HoverWatch(QObject):
    """Opens the inspector when the mouse rests on a card for :data:`HOVER_MS`."""

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.pos: QPoint | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(HOVER_MS)
        self.timer.timeout.connect(self._rested)
        view.viewport().setMouseTracking(True)
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.MouseMove:
            if event.buttons() != Qt.MouseButton.NoButton:
                self.timer.stop()  # a drag: never a popup
            else:
                self.pos = event.position().toPoint()
                self.timer.start()
        elif kind == QEvent.Type.Leave:
            self.timer.stop()
            self.pos = None
        elif kind in ( QEvent.Type.MouseButtonPress, QEvent.Type.Wheel):
            self.timer.stop()
            if kind == QEvent.Type.MouseButtonPress and watched is self.view.viewport():
                self.view.close_inspector()
        return False

    def _rested(self) -> None:
        if self.pos is None:
            return
        current = self.view.inspector.shown if self.view.inspector.isVisible() else None
        piece = self.view.inspectable_at(self.pos)
        if piece is None or (current is not None and current.piece_id == piece.piece_id):
            return
        self.view.inspect(piece)
