"""The story as it happens, over the Mansions board: what of an action's events is a story
card, what is a monster's beat, and the header a beat belongs to.

The :class:`~.pacing.Pacer` cuts the events of each action into *beats*; this module says
what each event is to it (:func:`role_of`):

* ``card``: a story event that opens a card of its own (a Mythos event, a token used, a
  room revealed, the scenario's words, a new objective, a monster appearing). Later story
  lines of the same action join the card; each Mythos event has its own.
* ``monster``: a monster's activation, and a horror check (``horror-check``): a beat of the
  :class:`~.pacing.KeeperBanner` with the monster's picture.
* ``epilogue``: the game is over (:mod:`.epilogue`).

The :class:`EventCard` is the introduction's parchment card (:mod:`.storycard`) with
Continue, or with the event's choices as buttons when the game waits on one.

Everything read here is the viewing seat's: the events' texts and data as that seat may
see them, and its observation. The header of a beat (:func:`fold_head`) is the round and
phase the beat belongs to, so the bar does not say "Round 5" while round 4's monsters move.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QStyleOptionGraphicsItem, QVBoxLayout

from ...engine.messages import Msg
from ...games.mansions.jsonmodel import TEXT_CONTEXT as CC
from ..i18n import tr_msg
from ..logdock import LOG_ORDER
from ..plaintext import button_text
from .edition import plays_first_edition
from .storycard import StoryCard

# events that open a card of their own (always a new card)
OPENS = {"mythos", "use-token"}
# story events: they join the card under way, or open one
STORY = {"reveal", "message", "objective", "monster-appears", "monster-leaves", "search-draw",
         "spell", "door", "token"}
# events that add to a card under way, and are ordinary lines otherwise
JOINS = {"item", "nothing", "clue", "item-lost", "clue-lost"}
# first edition: an explored card, a keeper action or a threat effect played
FIRST_OPENS = {"draw", "keeper-action", "threat-effect", "story-chosen"}


def role_of(kind: str, data: dict[str, Any], in_card: bool) -> str | None:
    """What event ``kind`` is to the pacer: ``card`` (opens a card), ``join`` (a line of
    the card under way), ``monster``, ``epilogue`` or None (an ordinary line)."""
    if kind == "activate":
        return "monster"
    if kind == "horror-check":
        return "monster"  # the test that follows joins it
    if kind == "game-over":
        return "epilogue"
    if kind == "round":
        return "round"  # a new round is a beat of its own: the header moves with it
    if kind in OPENS:
        return "card"
    if kind in STORY:
        return "join" if in_card else "card"
    if kind in JOINS and in_card:
        return "join"
    return None


def line_of(kind: str, data: dict[str, Any], text: Msg | None,
            told: list[str] | tuple[str, ...] = ()) -> str | None:
    """The line an event adds to its beat: its text, and a test's own words before it
    ("Dodge the falling shelf. Ada tests Agility: 3 dice."; a horror check has its own
    line, naming the monster and the investigator) unless a line ``told`` before it in the
    beat says them already (a Mythos card's words, then its test)."""
    if text is None:
        return None
    line = tr_msg(text)
    # a test's line names its purpose (issue 24): only a story's or a card's own words go
    # before it
    prompt = (data.get("prompt") if kind == "test" and data.get("why") in ("scenario", "card")
              else None)
    if isinstance(prompt, dict):
        try:
            purpose = tr_msg(Msg.from_json(prompt))
        except (KeyError, TypeError, ValueError):
            purpose = ""
        if purpose and not any(purpose in said for said in told):
            line = purpose + " " + line
    return line


def card_line(kind: str, data: dict[str, Any], line: str | None) -> str | None:
    """An event's line as a story card shows it: a Mythos card's own words under its name
    as heading (the log keeps "Mythos: name. words")."""
    if kind == "mythos" and line:
        card = _mythos_card(data)
        if card and card.get("text"):
            return tr_msg(Msg(card["text"], CC))
    return line


def card_lines(texts: list[tuple[str, dict[str, Any], Msg | None]]) -> list[str]:
    """The lines of a story card: what was done first, then the story's own words, then
    what came of it (the log keeps the events' order)."""
    first: list[str] = []
    story: list[str] = []
    rest: list[str] = []
    told: list[str] = []
    for i, (kind, data, said) in enumerate(texts):
        line = card_line(kind, data, line_of(kind, data, said, told))
        if not line or line in told:
            continue
        told.append(line)
        (first if i == 0 else story if kind in ("message", "mythos") else rest).append(line)
    return first + story + rest


def _card_first(beat: list) -> list:
    """A card's events in the order :func:`card_lines` tells them: the first, the story's
    own words, then the rest."""
    if len(beat) < 2:
        return list(beat)
    story = [e for e in beat[1:] if e.kind in ("message", "mythos")]
    return [beat[0]] + story + [e for e in beat[1:] if e.kind not in ("message", "mythos")]


def card_order(events, seat: int | None, one_beat=None) -> list:
    """One action's events in the order its story cards tell them (:func:`card_lines`),
    for the log (issue 24): the events are cut into beats as the pacer cuts them (second
    edition), or are one beat, a card when ``one_beat`` says an event opens one (first
    edition's pacer), and a card's events go first, the story's own words, the rest."""
    if one_beat is not None:
        events = list(events)
        cards = any(one_beat(e.kind, e.data_for(seat)) == "card" for e in events)
        return _card_first(events) if cards else events
    out: list = []
    beat: list = []
    card = False

    def close() -> None:
        out.extend(_card_first(beat) if card else beat)

    for e in events:
        role = role_of(e.kind, e.data_for(seat), bool(beat) and card)
        if role in ("monster", "card", "epilogue", "round") or not beat:
            close()
            beat, card = [], role == "card"
        beat.append(e)
    close()
    return out


def _mythos_card(data: dict[str, Any]) -> dict[str, Any] | None:
    """The content of the Mythos card an event names (shared data, not the state)."""
    card = data.get("card")
    if not isinstance(card, str):
        return None
    from ...games.mansions.second.ruledata import base_id, content
    return content().cards.get(base_id(card))


def heading_of(kind: str, data: dict[str, Any]) -> str:
    """The heading of the card an event opens (a Mythos card: its own name)."""
    if kind == "mythos":
        card = _mythos_card(data)
        if card and card.get("name"):
            return tr_msg(Msg(card["name"], CC))
        return QCoreApplication.translate("StoryFlow", "A Mythos Event")
    if kind == "use-token":
        token = data.get("kind")
        if token == "search":
            return QCoreApplication.translate("StoryFlow", "Searching")
        if token == "explore":
            return QCoreApplication.translate("StoryFlow", "Exploring")
        if token == "interact":
            return QCoreApplication.translate("StoryFlow", "Interacting")
    if kind == "reveal":
        return QCoreApplication.translate("StoryFlow", "New Rooms")
    if kind == "objective":
        return QCoreApplication.translate("StoryFlow", "A New Objective")
    if kind in ("monster-appears", "monster-leaves"):
        return QCoreApplication.translate("StoryFlow", "A Monster")
    if kind == "draw":
        return QCoreApplication.translate("StoryFlow", "A Card Is Drawn")
    if kind in ("keeper-action", "threat-effect"):
        return QCoreApplication.translate("StoryFlow", "The Keeper Acts")
    return QCoreApplication.translate("StoryFlow", "The Story")


def fold_head(head: dict[str, Any], kind: str, data: dict[str, Any]) -> dict[str, Any]:
    """The header after event ``kind``: the round and phase it moves the story to."""
    if kind == "round" and "round" in data:
        return {"round": data["round"], "phase": data.get("phase", "investigator"),
                "mythos_step": ""}
    if kind == "phase" and "round" in data:
        return {"round": data["round"], "phase": data.get("phase", "mythos"),
                "mythos_step": "event" if data.get("phase") == "mythos" else ""}
    if kind == "activate" and head.get("phase") == "mythos":
        return dict(head, mythos_step="monster")
    if kind == "horror-check" and head.get("phase") == "mythos":
        return dict(head, mythos_step="horror")
    if kind in ("game-over", "over"):
        return dict(head, phase="over")
    test = fold_test(head.get("test"), kind, data)
    if test is not head.get("test"):
        return dict(head, test=test)
    return head


def fold_test(test: dict[str, Any] | None, kind: str, data: dict[str, Any]):
    """The second-edition test a beat shows, after event ``kind`` (None: none yet): its
    dice as the log has told them, so the bar's dice row follows the beat on screen and
    not the test the state has moved on to (a re-roll, then a horror check, issue 24).
    Every field comes from the events' public data."""
    if kind == "test" and data.get("investigator") and "pool" in data:
        pool = data["pool"]
        return {"investigator": data["investigator"], "skill": data.get("skill"),
                "pool": pool, "difficulty": data.get("difficulty"),
                "title": data.get("title"), "dice": [], "kinds": [], "spent": 0,
                "rolled": pool == 0}
    if test is None or data.get("investigator") != test["investigator"]:
        return test
    if kind in ("roll", "reroll") and isinstance(data.get("kinds"), list):
        return dict(test, dice=list(data.get("dice") or ()), kinds=list(data["kinds"]),
                    rolled=True)
    if kind == "clue-spent" and isinstance(data.get("spent"), int):
        return dict(test, spent=data["spent"])
    return test


def head_of(obs: dict[str, Any] | None) -> dict[str, Any]:
    obs = obs or {}
    return {k: obs.get(k) for k in ("round", "phase", "mythos_step") if k in obs}


def figure_picture(board, fid: str | None, side: int, ratio: float = 1.0) -> QPixmap | None:
    """The figure ``fid`` as the board draws it (whatever standee :mod:`.pieces` gives
    it), in a ``side``-pixel picture; None when it is not on the board."""
    piece = getattr(board, "figures", {}).get(fid) if fid else None
    if piece is None:
        return None
    rect = piece.boundingRect()
    if rect.isEmpty():
        return None
    pixmap = QPixmap(QSize(side, side) * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scale = side / max(rect.width(), rect.height())
    painter.scale(scale, scale)
    painter.translate(-rect.topLeft())
    was = getattr(piece, "selected", None)
    lit = getattr(piece, "highlighted", None)
    try:
        if was is not None:
            piece.selected = False
        if lit is not None:
            piece.highlighted = False
        piece.paint(painter, QStyleOptionGraphicsItem(), None)
    finally:
        if was is not None:
            piece.selected = was
        if lit is not None:
            piece.highlighted = lit
        painter.end()
    return pixmap


class EventCard(StoryCard):
    """A story event over the board: the round it belongs to, a heading, what happened,
    and Continue (Enter, Space, Escape), or the event's choices as buttons."""

    continued = Signal()
    skipped = Signal()  # "Skip": the rest of what is queued at once

    def __init__(self, view):
        super().__init__(view)
        self.setObjectName("StoryCard")  # the same parchment
        self.begin.setObjectName("event-continue")
        self.picture.hide()
        self.heading = ""
        self.head_text = ""
        self.lines: list[str] = []
        self.choices: list[tuple[str, Any]] = []
        # () -> (header, heading, lines, choices) in the language now in force: the words
        # of the event on the card follow a language switch (set by the pacer)
        self.rewords = None
        # the choices one under another, each as wide as the card (a label such as "Choose
        # Tomas Reyes to test: Agility 3, 3 dice" is read whole), Skip in the row below
        self.choice_column = QVBoxLayout()
        self.choice_column.setSpacing(6)
        self.layout().insertLayout(self.layout().count() - 1, self.choice_column)
        self.choice_row = QHBoxLayout()
        self.choice_row.setSpacing(6)
        self.layout().insertLayout(self.layout().count() - 1, self.choice_row)
        self.choice_buttons: list[QPushButton] = []
        self.skip_button = QPushButton(self)
        self.skip_button.setObjectName("event-skip")
        self.skip_button.clicked.connect(self.skipped)
        self.choice_row.addStretch(1)
        self.choice_row.addWidget(self.skip_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.begin.setText(self.tr("&Continue"))
        self.begin.setToolTip(self.tr("Go on with the story (Enter)"))
        if not hasattr(self, "skip_button"):
            return  # the base card's constructor: the rest is not made yet
        self.skip_button.setText(self.tr("Skip"))
        self.skip_button.setToolTip(self.tr("Show the rest at once, without the cards"))
        if self.rewords is not None and self.isVisible():
            head, heading, lines, choices = self.rewords()
            self.head_text, self.heading, self.lines = head, heading, list(lines)
            self.kicker.setText(head)
            self.title.setText(heading)
            self.text.setText("\n\n".join(lines))
            for button, (label, action) in zip(self.choice_buttons, choices):
                if button.property("action") == action:
                    button.setText(button_text(label))

    def show_event(self, head: str, heading: str, lines: list[str],
                   choices: list[tuple[str, Any]] | None = None,
                   picture: QPixmap | None = None, more: bool = False) -> None:
        """Show an event; ``more``: other beats wait behind it (Skip is offered)."""
        self.rewords = None
        self.head_text, self.heading, self.lines = head, heading, list(lines)
        self.kicker.setText(head)
        self.title.setText(heading)
        self.text.setText("\n\n".join(lines))
        self.picture.setVisible(picture is not None)
        if picture is not None:
            self.picture.setPixmap(picture)
        for button in self.choice_buttons:
            self.choice_column.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.choice_buttons = []
        self.choices = list(choices or ())
        self.skip_button.setVisible(more)
        for i, (label, action) in enumerate(self.choices):
            button = QPushButton(button_text(label), self)
            button.setObjectName(f"event-choice-{i}")
            button.setProperty("action", action)
            button.clicked.connect(lambda _c=False, a=action: self.view.apply(a))
            self.choice_column.addWidget(button)
            self.choice_buttons.append(button)
        self.begin.setVisible(not self.choices)
        self.place()
        self.show()
        self.raise_()
        focus = self.choice_buttons[0] if self.choice_buttons else self.begin
        focus.setFocus(Qt.FocusReason.OtherFocusReason)

    def close_card(self) -> None:
        if self.choices:
            return  # the game waits on a choice: one of its buttons goes on
        was = self.isVisible()
        self.hide()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if was:
            self.continued.emit()

    def put_away(self) -> None:
        """Hidden without going on (the board catches up, a new game)."""
        self.choices = []
        self.hide()

    def place(self) -> None:
        area = self.view.viewport().geometry()
        width = max(200, min(520, area.width() - 32))
        self.setFixedWidth(width)
        self.fit_text(width, max(60, area.height() * 11 // 20))
        height = min(max(self.needed_height(), 180), max(140, area.height() - 32))
        self.setGeometry(area.left() + (area.width() - width) // 2,
                         area.top() + max(16, (area.height() - height) // 3), width, height)


def first_role(kind: str, data: dict) -> str | None:
    """First edition's story cards: an explored card (``draw`` naming who found it, not a
    combat card, which names the monster), a keeper action or threat effect played, rooms
    revealed and the scenario's own messages (issue 24)."""
    if kind in ("keeper-action", "threat-effect", "reveal", "message"):
        return "card"  # the Keeper's doing, rooms revealed and the story's own words
    if kind == "draw" and data.get("who") and not data.get("monster"):
        return "card"
    return None


def log_order(controller, events, seat):
    """The log tells a story card's lines in the card's order (issue 24), each edition's
    beats as its pacer cuts them."""
    if plays_first_edition(controller):
        return card_order(events, seat, first_role)
    return card_order(events, seat)


LOG_ORDER["mansions"] = log_order
