"""An investigator's hand: items, spells, Damage, Horror and conditions as small cards in
the side panel, not a line of names. A card shows large (the card inspector of
:mod:`..cardtable.inspect`, laid over the board) when it is clicked, or when the mouse rests
on it; a face-down Damage or Horror card is drawn and inspected as a face-down card only.

Everything comes from the observation: a face-down card has no face there, only a count.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QFrame, QSizePolicy, QWidget

from ..cardtable.inspect import HOVER_MS, CardInspector, Inspected
from ..flowlayout import FlowLayout
from ..plaintext import tip

CARD_W, CARD_H = 58, 80

# kind -> (header colour, face colour)
COLOURS = {"card": ("#6b4a2a", "#f3ebdd"), "item": ("#9a7a2e", "#f6ecd2"), "spell": ("#5e3a86", "#efe6f6"),
           "damage": ("#9c1f1f", "#f7e2de"), "horror": ("#245a55", "#dff0ec"),
           "condition": ("#4a4a52", "#ecebef")}


def _names(kind: str) -> tuple[str, str]:
    """(the kind's name in a tooltip, the one short word in the small card's head)."""
    pairs = {
        "item": (QCoreApplication.translate("MansionsHand", "Item"), None),
        "spell": (QCoreApplication.translate("MansionsHand", "Spell"), None),
        "damage": (QCoreApplication.translate("MansionsHand", "Damage card"),
                   QCoreApplication.translate("MansionsHand", "Damage")),
        "horror": (QCoreApplication.translate("MansionsHand", "Horror card"),
                   QCoreApplication.translate("MansionsHand", "Horror")),
        "condition": (QCoreApplication.translate("MansionsHand", "Condition"), None),
        "card": (QCoreApplication.translate("MansionsHand", "Card kept"),
                 QCoreApplication.translate("MansionsHand", "Kept")),
    }
    long, short = pairs.get(kind, (kind, None))
    return long, short if short is not None else long


def kind_name(kind: str) -> str:
    return _names(kind)[0]


def head_name(kind: str) -> str:
    """The kind in the small card's coloured head: one short word ("Damage", "Horror"),
    the card's own name being written under it."""
    return _names(kind)[1]


HEAD_PX = (9, 8, 7)  # the head's pixel sizes, tried largest first until its word fits


def head_font(base: QFont, text: str, width: float) -> tuple[QFont, str]:
    """The bold font the head's word fits ``width`` in, largest first, and the words shown
    (cut short only if it fits at no size)."""
    font = QFont(base)
    font.setBold(True)
    for px in HEAD_PX:
        font.setPixelSize(px)
        if QFontMetrics(font).horizontalAdvance(text) <= width:
            return font, text
    return font, QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, int(width))


@dataclass(frozen=True)
class HandEntry:
    """One card of a hand: its id (None face down), kind, name and text."""

    card: str | None
    kind: str
    name: str = ""
    text: str = ""

    @property
    def face_down(self) -> bool:
        return self.card is None


def inspector_of(view) -> CardInspector:
    """The view's card inspector for hand cards (made on first use, over the board)."""
    found = getattr(view, "hand_inspector", None)
    if found is None:
        found = CardInspector(view)
        found.setObjectName("CardInspector")
        found.rules.hide()  # a hand card has no rules entry of its own
        view.hand_inspector = found
    return found


def inspected(entry: HandEntry, index: int) -> Inspected:
    piece = f"hand:{entry.kind}:{entry.card or 'down'}:{index}"
    if entry.face_down:
        return Inspected(piece, "mansions", "", kind_name(entry.kind), hidden=True)
    return Inspected(piece, "mansions", entry.name, kind_name(entry.kind), text=entry.text)


class HandCard(QFrame):
    """A small card: a coloured head with its kind, its name on its face; a patterned back
    when face down. Click: shown large; rest the mouse on it: shown large until it leaves."""

    def __init__(self, entry: HandEntry, index: int, view, parent=None):
        super().__init__(parent)
        self.entry = entry
        self.index = index
        self.view = view
        self.setObjectName("hand-card-down" if entry.face_down else f"hand-card-{entry.card}")
        self.setFixedSize(QSize(CARD_W, CARD_H))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(tip(self.words()))
        self.hovered_open = False
        self.head_shown = ""  # the word the head last showed (none face down)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(HOVER_MS)
        self.timer.timeout.connect(self._rested)

    def words(self) -> str:
        e = self.entry
        if e.face_down:
            return QCoreApplication.translate("MansionsHand", "A face-down {kind}").format(
                kind=kind_name(e.kind))
        return f"{e.name} ({kind_name(e.kind)})" + (f": {e.text}" if e.text else "")

    def show_large(self) -> None:
        if self.view is None:
            return
        inspector_of(self.view).show_card(inspected(self.entry, self.index))

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.timer.stop()
            self.hovered_open = False  # clicked: it stays until closed
            self.show_large()
            event.accept()
            return
        super().mousePressEvent(event)

    def enterEvent(self, event) -> None:  # noqa: N802
        self.timer.start()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802
        self.timer.stop()
        if self.hovered_open and self.view is not None:
            found = getattr(self.view, "hand_inspector", None)
            if found is not None and found.shown == inspected(self.entry, self.index):
                found.hide()
        self.hovered_open = False
        super().leaveEvent(event)

    def _rested(self) -> None:
        self.hovered_open = True
        self.show_large()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(1, 1, CARD_W - 2, CARD_H - 2)
        head, face = COLOURS.get(self.entry.kind, COLOURS["condition"])
        if self.entry.face_down:
            painter.setPen(QPen(QColor("#1c1410"), 1.5))
            painter.setBrush(QColor(head).darker(150))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
            inner = rect.adjusted(5, 5, -5, -5)
            painter.drawRoundedRect(inner, 4, 4)
            for i in range(-80, 80, 9):  # a criss-cross back
                painter.drawLine(int(inner.left() + i), int(inner.top()),
                                 int(inner.left() + i + inner.height()), int(inner.bottom()))
            painter.setPen(QColor("#f2e6cc"))
            font = QFont(self.font())
            font.setPixelSize(22)
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
            painter.end()
            return
        painter.setPen(QPen(QColor("#2a2018"), 1.2))
        painter.setBrush(QColor(face))
        painter.drawRoundedRect(rect, 6, 6)
        band = QRectF(rect.left(), rect.top(), rect.width(), 15)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(head))
        painter.drawRoundedRect(band, 6, 6)
        painter.drawRect(QRectF(band.left(), band.top() + 8, band.width(), 7))
        font, self.head_shown = head_font(self.font(), head_name(self.entry.kind),
                                          band.width() - 4)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, self.head_shown)
        painter.setPen(QColor("#1d1a16"))
        body = rect.adjusted(3, 18, -3, -3)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop \
            | Qt.TextFlag.TextWordWrap
        shown = self.entry.name
        for px in (10, 9, 8, 7):  # smaller until every word fits the card's width
            font.setPixelSize(px)
            metrics = QFontMetrics(font)
            if all(metrics.horizontalAdvance(word) <= body.width() for word in shown.split()) \
                    and metrics.boundingRect(body.toRect(), int(flags), shown).height() \
                    <= body.height():
                break
        else:
            shown = "\n".join(metrics.elidedText(w, Qt.TextElideMode.ElideRight,
                                                 int(body.width())) for w in shown.split())
        painter.setFont(font)
        painter.drawText(body, flags, shown)
        painter.end()


class HandRow(QWidget):
    """The cards of one investigator's hand, wrapping onto more rows as needed."""

    def __init__(self, entries: list[HandEntry], view, parent=None):
        super().__init__(parent)
        self.setObjectName("hand")
        self.entries = list(entries)
        layout = FlowLayout(self, spacing=4)
        self.cards = [HandCard(e, i, view, self) for i, e in enumerate(entries)]
        for card in self.cards:
            layout.addWidget(card)

    def text(self) -> str:
        """The hand in words, card by card (tests, screen readers)."""
        return "; ".join(card.words() for card in self.cards)
