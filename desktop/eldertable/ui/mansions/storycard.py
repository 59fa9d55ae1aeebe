"""The scenario's introduction as a story card over the Mansions board, both editions.

A new game opens on it: the scenario's picture (the cover art it names inside the shipped
assets, else the shipped cover of its id, else our own picture of a house at night), its title and its
introduction, and a Begin button (Enter, Space and Escape all just close the card). The
"Read the Introduction" button in the board's corner shows the same card again at any time. A resumed game does not open on it.

Everything shown comes from the viewing seat's observation (``scenario`` in second
edition, ``story_text`` in first edition); the introduction is public. The title and text
are content: they are translated through the catalogue (``content:mansions``) and shown as
written, in plain labels.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea,
                               QToolButton, QVBoxLayout, QWidget)

from ..art import svg_pixmap
from ..plaintext import plain
from .words import text

DEFAULT_COVER = "art/mansions/story/cover.svg"
PICTURE = QSize(240, 160)
WIDTH = 560  # the card's widest, in logical pixels


def story_of(obs: dict[str, Any] | None) -> dict[str, Any] | None:
    """The scenario's title, introduction and cover from an observation of either
    edition (None when it has none)."""
    if not obs:
        return None
    story = obs.get("scenario")
    if not isinstance(story, dict):
        story = obs.get("story_text")
    if isinstance(story, dict) and story.get("introduction"):
        return story
    return None


def cover_path(story: dict[str, Any]) -> str:
    """The asset path of the scenario's picture: the cover it names, read only from inside
    the shipped scenarios' folder (the art reader stays inside assets/), else the shipped
    cover of its id (``tools/cover_art.py``), else our own house at night."""
    cover = story.get("cover")
    if isinstance(cover, str) and re.fullmatch(r"[A-Za-z0-9_-]{1,80}\.svg", cover):
        return f"games/mansions/scenarios/{cover}"  # a plain file name, beside the scenario
    sid = story.get("id")
    if isinstance(sid, str) and re.fullmatch(r"[A-Za-z0-9_-]{1,80}", sid):
        return f"art/mansions/covers/{sid}.svg"
    return DEFAULT_COVER


class StoryCard(QFrame):
    """The introduction over the board (a child of the table view)."""

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.setObjectName("StoryCard")
        self.setFrameShape(QFrame.Shape.Panel)
        self.setFrameShadow(QFrame.Shadow.Raised)
        self.setLineWidth(2)
        self.setAutoFillBackground(True)
        # a parchment card with a dark brown edge (the scroll area and its text see through)
        self.setStyleSheet(
            "#StoryCard { background: #f3ead6; border: 2px solid #5b4a32; border-radius: 8px; }"
            " #StoryCard QLabel { color: #2b2118; background: transparent; }"
            " #StoryCard QScrollArea, #StoryCard QScrollArea > QWidget > QWidget"
            " { background: transparent; }")
        box = QVBoxLayout(self)
        box.setContentsMargins(18, 14, 18, 14)
        box.setSpacing(10)
        self.kicker = plain(QLabel(self))
        self.kicker.setObjectName("story-kicker")
        self.title = plain(QLabel(self))
        self.title.setObjectName("story-title")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.picture = QLabel(self)
        self.picture.setObjectName("story-picture")
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = plain(QLabel(self))
        self.text.setObjectName("story-text")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        font = self.text.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.text.setFont(font)
        self.text_area = QScrollArea(self)  # a long introduction scrolls, the button stays
        self.text_area.setWidgetResizable(True)
        self.text_area.setFrameShape(QFrame.Shape.NoFrame)
        self.text_area.setWidget(self.text)
        self.text_area.viewport().setAutoFillBackground(False)
        self.text.setAutoFillBackground(False)
        self.begin = QPushButton(self)
        self.begin.setObjectName("story-begin")
        self.begin.setDefault(True)
        self.begin.clicked.connect(self.close_card)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.begin)
        box.addWidget(self.kicker)
        box.addWidget(self.title)
        box.addWidget(self.picture)
        box.addWidget(self.text_area, 1)
        box.addLayout(row)
        self.story: dict[str, Any] | None = None
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.kicker.setText(self.tr("Introduction"))
        self.begin.setText(self.tr("&Begin"))
        self.begin.setToolTip(self.tr("Close the introduction and play (Enter)"))
        if self.story is not None:
            self.fill(self.story)

    def fill(self, story: dict[str, Any]) -> None:
        self.story = story
        self.title.setText(text(story.get("title")))
        self.text.setText(text(story.get("introduction")))
        ratio = self.devicePixelRatioF()
        self.picture_path = cover_path(story)
        pixmap = svg_pixmap(self.picture_path, PICTURE, ratio)
        if pixmap is None:  # a named cover or an id with no picture shipped
            self.picture_path = DEFAULT_COVER
            pixmap = svg_pixmap(DEFAULT_COVER, PICTURE, ratio)
        if pixmap is not None:
            self.picture.setPixmap(pixmap)
        self.picture.setVisible(pixmap is not None)

    def open_card(self, story: dict[str, Any]) -> None:
        self.fill(story)
        self.place()
        self.show()
        self.raise_()
        self.begin.setFocus(Qt.FocusReason.OtherFocusReason)

    def close_card(self) -> None:
        self.hide()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def fit_text(self, width: int, most: int) -> None:
        """Let the text area be as tall as its words at card ``width``, up to ``most``
        pixels (then it scrolls): a scroll area's own size hint ignores what it holds."""
        margins = self.layout().contentsMargins()
        inner = width - margins.left() - margins.right() - 2 * self.lineWidth() \
            - self.text_area.verticalScrollBar().sizeHint().width()
        need = self.text.heightForWidth(max(40, inner)) + 4
        self.text_area.setMinimumHeight(max(0, min(need, most)))
        self.layout().invalidate()  # the card's size hint counts the new height at once
        self.layout().activate()

    def needed_height(self) -> int:
        """The card's height for its words and buttons (after :meth:`fit_text`)."""
        lay = self.layout()
        return max(self.sizeHint().height(), lay.totalMinimumSize().height())

    def place(self) -> None:
        area = self.view.viewport().geometry()
        width = max(200, min(WIDTH, area.width() - 32))
        self.setFixedWidth(width)
        self.fit_text(width, max(80, area.height() // 2))
        height = min(max(self.needed_height(), 300), max(160, area.height() - 32))
        self.setGeometry(area.left() + (area.width() - width) // 2,
                         area.top() + max(16, (area.height() - height) // 2), width, height)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space,
                           Qt.Key.Key_Escape):
            self.close_card()  # every one of them only closes the card
            event.accept()
            return
        super().keyPressEvent(event)


class Introduction(QWidget):
    """Owns the card and the corner button of one table: opens the card on a new game's
    first fill, never on a resumed game's, and again whenever asked."""

    def __init__(self, view):
        super().__init__(view)
        self.hide()  # a holder only; the card and the button are the view's children
        self.view = view
        self.card = StoryCard(view)
        self.button = QToolButton(view)
        self.button.setObjectName("story-reopen")
        self.button.clicked.connect(self.open)
        self.button.hide()
        self.done_for: str | None = None  # the game whose introduction was offered
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(self.tr("Read the Introduction"))
        self.button.setToolTip(self.tr("Read the scenario's introduction again"))
        self.card.retranslate()

    def story(self) -> dict[str, Any] | None:
        return story_of(self.view.observation())

    def refresh(self) -> None:
        """After the table is filled: the corner button, and the card of a new game."""
        controller = self.view.controller
        story = self.story() if controller.game_id is not None else None
        covered = getattr(self.view, "covered", False)
        self.button.setVisible(story is not None and not covered)
        if story is None or covered:
            self.card.hide()
            return
        self.place()
        uid = controller.game_uid
        if self.done_for != uid:
            self.done_for = uid
            if not getattr(controller, "resumed", False):
                self.card.open_card(story)
        elif self.card.isVisible():
            self.card.fill(story)

    def open(self) -> None:
        story = self.story()
        if story is not None and not getattr(self.view, "covered", False):
            self.card.open_card(story)

    def place(self) -> None:
        area = self.view.viewport().geometry()
        self.button.adjustSize()
        self.button.move(area.left() + 8, area.top() + 8)
        self.button.raise_()
        if self.card.isVisible():
            self.card.place()
            self.card.raise_()
