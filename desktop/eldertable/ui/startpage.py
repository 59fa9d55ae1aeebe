"""The start page: every game as a card with its picture, its title and one line about it.

The page is on the start-up path: it is built without PySide6's ``Qt`` namespace (see
app.py); hover, focus and cursor, the pictures and the games' deeper checks come in
:meth:`StartPage.finish_setup`, right after the first paint.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton,
                               QScrollArea, QSizePolicy, QVBoxLayout, QWidget)

from ..engine import registry
from .i18n import Retranslating, tr_msg
from .tables import has_table

PICTURE = QSize(320, 200)


def game_status(entry: registry.GameEntry, deep: bool = True) -> str:
    """"" when the game can be played here, else why not: "missing", "no-table",
    "no-game" or "no-setup". Only ``deep`` imports the package (of a game with a table view)
    to see that it can set up and start a game."""
    if not entry.available():
        return "missing"
    if not has_table(entry.id):
        return "no-table"
    if not deep:
        return ""
    try:
        module = entry.load()
    except registry.GameNotBuilt:
        return "no-game"
    for name in ("setup_spec", "make_config", "new_game"):
        if not callable(getattr(module, name, None)):
            return "no-setup"
    return ""


def _greyed(pixmap):
    """A game that cannot be played yet: its picture in grey, a little faded."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter, QPixmap

    image = pixmap.toImage()
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
        QImage.Format.Format_ARGB32_Premultiplied)
    out = QPixmap(pixmap.size())
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setOpacity(0.7)
    painter.drawImage(0, 0, grey)
    painter.end()
    out.setDevicePixelRatio(pixmap.devicePixelRatio())
    return out


class GameCard(Retranslating, QFrame):
    chosen = Signal(str)

    def __init__(self, entry: registry.GameEntry, status: str, parent=None):
        super().__init__(parent)
        self.entry = entry
        self.status = status
        self.setObjectName(f"card-{entry.id}")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.setFixedWidth(PICTURE.width() + 24)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        self.picture = QLabel(self)
        self.picture.setFixedSize(PICTURE)
        self.title = QLabel(self)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        self.blurb = QLabel(self)
        self.blurb.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setObjectName("cardNote")
        layout.addWidget(self.picture)
        layout.addWidget(self.title)
        layout.addWidget(self.blurb)
        layout.addStretch(1)
        layout.addWidget(self.note)
        self.setEnabled(not status)
        self.retranslate()

    def make_interactive(self) -> None:
        from PySide6.QtCore import Qt

        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_status(self, status: str) -> None:
        if status != self.status:
            self.status = status
            self.setEnabled(not status)
            self.retranslate()
            if self.picture.pixmap() is not None and not self.picture.pixmap().isNull():
                self.load_picture()

    def load_picture(self) -> None:
        from .art import svg_pixmap

        ratio = self.devicePixelRatioF()
        pixmap = svg_pixmap(self.entry.picture, PICTURE, ratio)
        if pixmap is None:  # a game without art: a plain frame with its name
            from PySide6.QtCore import Qt

            self.picture.setText(tr_msg(self.entry.title))
            self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.picture.setStyleSheet("border: 1px dashed palette(mid); border-radius: 6px;")
            return
        if not self.isEnabled():
            pixmap = _greyed(pixmap)
        self.picture.setPixmap(pixmap)

    def retranslate(self) -> None:
        self.title.setText(tr_msg(self.entry.title))
        self.blurb.setText(tr_msg(self.entry.blurb))
        reason = self.reason()
        self.note.setText(reason)
        self.note.setVisible(bool(reason))
        self.setToolTip(reason or self.tr("Set up a new game of {title}")
                        .format(title=tr_msg(self.entry.title)))
        self.setAccessibleName(tr_msg(self.entry.title))
        # Word-wrapped words need the height they wrap to (long languages, big fonts); a box
        # layout hands out heights by size hints, so say it to each label.
        for label in (self.title, self.blurb, self.note):
            label.setMinimumHeight(label.heightForWidth(PICTURE.width() - 2)
                                   if label.text() else 0)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtCore import Qt

        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()):
            self.chosen.emit(self.entry.id)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtCore import Qt

        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.chosen.emit(self.entry.id)
            return
        super().keyPressEvent(event)

    def reason(self) -> str:
        """Why the card is disabled, in words ("" when it is not)."""
        reasons = {
            "missing": self.tr("Not playable yet: this game's rules are not built."),
            "no-table": self.tr("Not playable yet: this game's table is not built."),
            "no-game": self.tr("Not playable yet: this game cannot start a game."),
            "no-setup": self.tr("Not playable yet: this game has no setup."),
        }
        return reasons.get(self.status, "")


_STYLE = """
GameCard { border: 1px solid palette(mid); border-radius: 10px; background: palette(base); }
GameCard:hover { border: 2px solid palette(highlight); }
GameCard:focus { border: 2px solid palette(highlight); }
GameCard:disabled { background: palette(window); }
GameCard:disabled QLabel { color: palette(window-text); }
GameCard QLabel#cardNote { color: palette(link); font-style: italic; }
"""


class StartPage(Retranslating, QWidget):
    gameChosen = Signal(str)
    openRequested = Signal()
    resumeRequested = Signal()
    workbenchRequested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("StartPage")
        self.setStyleSheet(_STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(32, 24, 32, 24)
        head = QHBoxLayout()
        self.logo = QLabel(self)
        self.logo.setFixedSize(72, 72)
        titles = QVBoxLayout()
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.heading.setFont(font)
        self.subheading = QLabel(self)
        titles.addWidget(self.heading)
        titles.addWidget(self.subheading)
        head.addWidget(self.logo)
        head.addSpacing(12)
        head.addLayout(titles, 1)
        self.open_button = QPushButton(self)
        self.open_button.clicked.connect(self.openRequested)
        self.resume_button = QPushButton(self)
        self.resume_button.clicked.connect(self.resumeRequested)
        self.resume_button.hide()
        self.workbench_button = QPushButton(self)
        self.workbench_button.clicked.connect(self.workbenchRequested)
        buttons = QVBoxLayout()
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.resume_button)
        row.addWidget(self.open_button)
        row.addWidget(self.workbench_button)
        buttons.addLayout(row)
        head.addLayout(buttons)
        outer.addLayout(head)
        outer.addSpacing(16)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        holder = QWidget(scroll)
        across = QHBoxLayout(holder)  # the cards centred across, packed at the top
        down = QVBoxLayout()
        self.grid = QGridLayout()
        self.grid.setSpacing(20)
        down.addLayout(self.grid)
        down.addStretch(1)
        across.addStretch(1)
        across.addLayout(down)
        across.addStretch(1)
        self.holder = holder
        scroll.setWidget(holder)
        outer.addWidget(scroll, 1)
        self.cards: dict[str, GameCard] = {}
        self.ready = False
        self.columns = 3
        self.refresh_games()
        self.retranslate()

    def refresh_games(self) -> None:
        for card in self.cards.values():
            card.setParent(None)
            card.deleteLater()
        self.cards.clear()
        for entry in registry.GAMES.values():
            card = GameCard(entry, game_status(entry, deep=False), self.holder)
            card.chosen.connect(self.gameChosen)
            self.cards[entry.id] = card
        self._place_cards()

    def _place_cards(self) -> None:
        for card in self.cards.values():
            self.grid.removeWidget(card)
        for i, card in enumerate(self.cards.values()):
            self.grid.addWidget(card, i // self.columns, i % self.columns)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        step = PICTURE.width() + 24 + self.grid.spacing()
        columns = max(1, (self.width() - 64 - 24 + self.grid.spacing()) // step)
        if columns != self.columns:
            self.columns = columns
            self._place_cards()

    def finish_setup(self) -> None:
        """Right after the first paint: hover and focus, the pictures, the deeper checks."""
        for card in self.cards.values():
            card.make_interactive()
        self.load_pictures()
        self.refine_status()
        self.ready = True

    def refine_status(self) -> None:
        """Once the window is up: import the games that have a table view and disable the
        ones that cannot set up a game after all."""
        for card in self.cards.values():
            if card.status == "":
                card.set_status(game_status(card.entry))

    def load_pictures(self) -> None:
        """Draw the art; called once the window is up so that start-up stays quick."""
        from .art import svg_pixmap

        pixmap = svg_pixmap("art/icon.svg", QSize(72, 72), self.devicePixelRatioF())
        if pixmap is not None:
            self.logo.setPixmap(pixmap)
        for card in self.cards.values():
            card.load_picture()

    def set_resumable(self, count: int) -> None:
        self.resume_button.setVisible(count > 0)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Elder Table"))
        self.subheading.setText(self.tr("Choose a game to set up a new table."))
        self.open_button.setText(self.tr("Open a saved game…"))
        self.resume_button.setText(self.tr("Resume an interrupted game…"))
        self.workbench_button.setText(self.tr("Playtest workbench…"))
        self.workbench_button.setToolTip(self.tr("Simulate many games with bots, plot the "
                                                 "results, compare house rules and check odds"))
