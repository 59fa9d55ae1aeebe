"""The Keeper's pace: monster activations and the story's events shown one at a time.

The engine runs a whole Monster step inside one ``apply`` (or a few, when a monster's
attack needs a roll), so the controller hands the table every activation at once. The
:class:`Pacer` queues them as *beats*, one per ``activate`` event, and plays them with a
QTimer: each beat walks the monsters it moved along their spaces, shows its log lines in
the :class:`KeeperBanner` over the board, and waits a moment before the next. Nothing
sleeps, so the window keeps answering; a person who acts, presses a figure, undoes or
presses *Skip* gets the board as it stands at once (:meth:`Pacer.flush`).

A story event (a Mythos event, a token used, rooms revealed, the scenario's words) is a
beat of its own on an :class:`~.storyflow.EventCard` that waits for Continue, or shows the
choices the game waits on; at the ``step`` pace every monster's beat waits for Continue
too. Each beat carries the round and phase it belongs to, and the bar shows those
(:meth:`Pacer.head`) until the queue runs out. The end of the game is the epilogue's beat
(:mod:`.epilogue`), told even when the rest is skipped.

The pace is the one setting every table shares (:mod:`..pace`).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from PySide6.QtCore import QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from ...engine.plaindata import copy_plain
from ..logdock import HoldsTheLog, release_log
from ..settings import settings
from .pieces import FIGURE_SIZE
from .tiles import CELL

PICTURE = 56  # the monster's picture in the banner, in logical pixels
# per pace: how long a monster's picture and words are read before its figure moves
LEAD_MS = {"normal": 450, "fast": 150, "step": 300}
from ..plaintext import plain
from .storyflow import (EventCard, card_lines, figure_picture, fold_head, head_of,
                        heading_of, line_of, role_of)



# the pace is one setting shared by every table (ui/pace.py)
from ..pace import PACE_KEY, PACES, TIMING, notifier, pace, set_pace  # noqa: E402,F401


class KeeperBanner(QFrame):
    """What the Keeper is doing now, over the foot of the board: the monster's picture, what
    it does, Continue (step by step) and Skip."""

    skip = Signal()
    proceed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("KeeperBanner")
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 6, 6)
        self.picture = QLabel(self)
        self.picture.setObjectName("keeper-picture")
        self.picture.setFixedSize(PICTURE, PICTURE)
        self.picture.hide()
        self.text = plain(QLabel(self))
        self.text.setObjectName("keeper-text")
        self.text.setWordWrap(True)
        self.go_on = QPushButton(self)
        self.go_on.setObjectName("keeper-continue")
        self.go_on.clicked.connect(self.proceed)
        self.go_on.hide()
        self.button = QPushButton(self)
        self.button.setObjectName("keeper-skip")
        self.button.clicked.connect(self.skip)
        row.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.text, 1)
        row.addWidget(self.go_on, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        self.rewords = None  # () -> the lines shown, in the language now in force
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.go_on.setText(self.tr("Continue"))
        self.go_on.setToolTip(self.tr("Show the next step of the Keeper's turn"))
        self.button.setText(self.tr("Skip"))
        self.button.setToolTip(self.tr("Show the rest of the Keeper's turn at once"))
        self.setToolTip(self.tr("The Keeper's monsters, one at a time (the pace is set in "
                                "the side panel)"))
        if self.rewords is not None and self.isVisible():  # its words follow a language switch
            self.text.setText("\n".join(self.rewords()))

    def show_lines(self, lines: list[str], picture=None, wait: bool = False) -> None:
        self.text.setText("\n".join(lines))
        if picture is not None:
            self.picture.setPixmap(picture)
        self.picture.setVisible(picture is not None)
        self.go_on.setVisible(wait)
        self.place()
        self.show()
        self.raise_()
        if wait:
            self.go_on.setFocus(Qt.FocusReason.OtherFocusReason)

    def place(self) -> None:
        view = self.parentWidget()
        area = view.viewport().geometry()
        width = max(120, area.width() - 24)
        height = self.heightForWidth(width) if self.hasHeightForWidth() else 0
        height = max(height, self.sizeHint().height())
        self.setGeometry(area.left() + 12, area.bottom() - height - 12, width, height)


class Pacer(HoldsTheLog, QObject):
    """Plays the Keeper's activations and the story's cards one at a time on ``view`` (a
    MansionsTable)."""

    beatShown = Signal(list)  # the log lines of the beat now on screen
    idle = Signal()  # the queue ran out or was flushed

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.banner = KeeperBanner(view)
        self.banner.skip.connect(self.flush)
        self.banner.proceed.connect(self.go_on)
        self.card = EventCard(view)  # a story event over the board
        self.card.continued.connect(self.go_on)
        self.card.skipped.connect(self.flush)
        self.queue: deque[dict[str, Any]] = deque()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._next)
        self.lead_timer = QTimer(self)  # a monster's words first, then its move
        self.lead_timer.setSingleShot(True)
        self.lead_timer.timeout.connect(self._move_on)
        self.moving: list = []
        self.playing = False
        self.waiting = False  # the beat on screen waits for Continue
        # story events of an ordinary action open cards (a designer's map walk turns it off;
        # its words are in the log)
        self.story_cards = True
        self.head: dict[str, Any] | None = None  # the round and phase of the beat shown
        self.last_head: dict[str, Any] = {}  # the header shown before the queue began
        self.shown: dict[str, Any] | None = None  # the beat on screen
        self.hold_the_log(view.controller)  # a beat's lines show when the beat shows

    def busy(self) -> bool:
        return self.playing or bool(self.queue)

    def keepers_turn(self) -> bool:
        """The beats on screen or queued show the Keeper's turn (a Mythos Phase, a
        monster's activation): the bar waits for their end (issue 24)."""
        if not self.busy():
            return False
        beats = ([self.shown] if self.shown is not None else []) + list(self.queue)
        return any(b.get("role") == "monster" or (b.get("head") or {}).get("phase") == "mythos"
                   for b in beats)

    def offers_skip(self) -> bool:
        """Skip is offered on the card or banner: the banner has it always, a story card
        while beats wait behind it (the beat on screen, or the one about to show)."""
        beat = self.shown if self.shown is not None else self.queue[0] if self.queue else None
        if beat is not None and beat.get("role") not in ("card", "epilogue"):
            return True
        behind = len(self.queue) - (0 if self.shown is not None else 1)
        return behind > 0

    def told_obs(self) -> dict[str, Any] | None:
        """The state after the action of the beat on screen when that beat is its action's
        last (the moment its card tells: a Clue gained, threat spent), as the seat on
        screen now saw it; None otherwise (a later beat has still to tell the rest)."""
        beat = self.shown
        if (beat is None or "obs" not in beat or beat.get("obs_seat") != self.view.seat
                or getattr(self.view, "covered", False)):
            return None
        return beat["obs"]

    def note_head(self, obs: dict[str, Any]) -> None:
        """The chrome showed ``obs`` with nothing queued: the header a next beat starts
        from."""
        if not self.busy():
            self.last_head = head_of(obs)

    # ---- taking the events of one action

    def _beat(self, role: str | None, kind: str, data: dict[str, Any], head) -> dict[str, Any]:
        return {"events": [], "lines": [], "texts": [], "pause": role == "monster",
                "role": role, "first": (kind, data) if role == "card" else None,
                "heading": heading_of(kind, data) if role == "card" else "",
                "monster": data.get("monster") if role == "monster" else None,
                "head": dict(head)}

    def feed(self, events, seat: int) -> bool:
        """Queue the events of one action; False when the view should follow them as
        usual (instant pace, or nothing of the Keeper's or the story's and nothing
        queued)."""
        if pace() == "instant":
            if self.busy():
                self.flush()
            return False
        # a story event opens a card even in an ordinary action (a room's words as it is
        # entered, a monster's defeat told by the scenario)
        roles = [role_of(e.kind, e.data_for(seat), not self.story_cards) for e in events]
        paced = any(r in ("monster", "card", "epilogue") for r in roles)
        if not paced and not self.busy():
            return False
        head = dict(self.queue[-1]["head"] if self.queue
                    else self.head if self.head is not None else self.last_head)
        beats: list[dict[str, Any]] = []
        for e in events:
            data = e.data_for(seat)
            in_card = bool(beats) and beats[-1]["role"] == "card"
            role = role_of(e.kind, data, in_card)
            head = fold_head(head, e.kind, data)
            if role in ("monster", "card", "epilogue", "round") or not beats:
                beats.append(self._beat(role if role != "join" else None, e.kind, data, head))
            beat = beats[-1]
            beat["head"] = dict(head)
            beat["events"].append((e.kind, data))
            said = e.text_for(seat)
            beat["texts"].append((e.kind, data, said))  # its words again in another language
            lines = beat["lines"]
            line = line_of(e.kind, data, said, lines)
            if line and (not lines or lines[-1] != line):
                lines.append(line)  # a walk of three spaces is one line
        if not beats:
            beats.append(self._beat(None, "", {}, head))
        # what follows an activation in the next action (its attack's roll) belongs to it
        if self.queue and beats[0]["role"] is None:
            first = beats.pop(0)
            last = self.queue[-1]
            last["events"] += first["events"]
            last["lines"] += first["lines"]
            last["texts"] = last.get("texts", []) + first["texts"]
            last["head"] = first["head"]
        last = beats[-1] if beats else self.queue[-1]
        last["obs"] = copy_plain(self.view.observation())
        last["obs_seat"] = self.view.seat  # whose view it is (panel_held shows it to no other)
        self.queue.extend(beats)
        if not self.playing:
            # the first beat shows in the event loop's next turn: the click that ran the
            # rules is painted first, and drawing the beat is a block of its own (the GUI
            # thread's longest block, issue 24)
            self.playing = True
            self.timer.start(0)
        return True

    # ---- playing

    def go_on(self) -> None:
        """Continue pressed (the card or the banner): the next beat."""
        if self.waiting:
            self.waiting = False
            self.banner.go_on.hide()
            self.card.put_away()
            self._next()

    def _move_on(self) -> None:
        """The lead is over: the paused walks of the beat on screen go."""
        for anim in self.moving:
            if anim in self.view.animations:
                anim.resume()
        self.moving = []

    def _next(self) -> None:
        self.timer.stop()
        self._move_on()
        self.waiting = False
        if not self.queue:
            self.playing = False
            if self.head is not None:  # the next action's beats start where these ended
                self.last_head = head_of(self.view.observation()) or self.head
            self.shown = None
            self.head = None
            self.banner.hide()
            self.card.put_away()
            self.view.beat_head(None)
            self.idle.emit()
            return
        self.playing = True
        beat = self.shown = self.queue.popleft()
        now = pace()
        step_ms, pause_ms = TIMING.get(now, TIMING["fast"])
        self.head = beat.get("head")
        self.view.beat_head(self.head)
        role = beat.get("role")
        had = set(map(id, self.view.animations))
        walked = self._show(beat, step_ms)
        lead = LEAD_MS.get(now, 0) if role == "monster" and walked else 0
        if lead:  # first who it is and what it does, then the move
            self.moving = [a for a in self.view.animations if id(a) not in had]
            for anim in self.moving:
                anim.pause()
            self.lead_timer.start(lead)
        lines = beat["lines"]
        wait = role in ("card", "epilogue") or (now == "step" and role == "monster"
                                                and bool(lines))
        if role == "card":
            self.banner.hide()
            self.card.show_event(self.view.head_words(self.head), beat["heading"],
                                 card_lines(beat["texts"]),
                                 self._choices() if not self.queue else None,
                                 more=bool(self.queue))
            self.card.rewords = lambda b=beat: self.beat_words(b)
            if self.card.choices:  # the bar's prompt asks the card's question too
                self.view.chrome.refresh()
        elif role == "epilogue":
            self.banner.hide()
            self.card.put_away()
            self.view.open_epilogue(self.view.observation(), self.go_on)
        elif lines:
            picture = figure_picture(self.view.board, beat.get("monster"), PICTURE,
                                     self.view.devicePixelRatioF())
            self.card.put_away()
            self.banner.show_lines(lines, picture, wait)
            self.banner.rewords = lambda b=beat: self.beat_words(b)[2]
        self.beatShown.emit(list(lines))
        if wait:
            self.waiting = True
            return
        self.timer.start(lead + walked * step_ms + (pause_ms if beat["pause"] else step_ms))

    def beat_words(self, beat: dict[str, Any]) -> tuple[str, str, list[str], list]:
        """A beat's header, heading, lines and choices in the language now in force (a
        card open while the language changes follows it, issue 24)."""
        first = beat.get("first")
        heading = heading_of(*first) if first else beat.get("heading", "")
        texts = beat.get("texts")
        if texts is None:
            lines = list(beat["lines"])
        elif beat.get("role") == "card":
            lines = card_lines(texts)
        else:
            lines = []
            for kind, data, said in texts:
                line = line_of(kind, data, said, lines)
                if line and (not lines or lines[-1] != line):
                    lines.append(line)
        choices = self._choices() if self.card.choices else []
        return self.view.head_words(beat.get("head")), heading, lines, choices

    def _choices(self) -> list[tuple[str, Any]]:
        """The choices the game waits on from the viewing seat, as (label, action)."""
        view, controller = self.view, self.view.controller
        seat = view.seat
        if controller.current_player() != seat or not controller.is_human(seat):
            return []
        obs = view.observation()
        words = view.chrome.bar.words if hasattr(view.chrome.bar, "words") else None
        out = []
        for act in controller.legal_actions(seat):
            if type(act).__name__ == "Choose" and words is not None:
                out.append((words.label(act, obs), act))
        return out

    def _show(self, beat: dict[str, Any], step_ms: int) -> int:
        """Walk the figures of ``beat``; the most spaces any of them walked."""
        view, board = self.view, self.view.board
        paths: dict[str, list[int]] = {}
        for kind, data in beat["events"]:
            if kind == "move" and data.get("figure"):
                path = paths.setdefault(data["figure"], [data.get("from")])
                path.append(data.get("to"))
        before = {fid: p.pos() for fid, p in board.figures.items()}
        if "obs" in beat:
            view.refill(beat["obs"])  # the board as it stood after the action
        longest = 0
        for fid, path in paths.items():
            piece = board.figures.get(fid)
            if piece is None or fid not in before:
                continue
            points = [before[fid]] + [self.centre(s) for s in path[1:-1]]
            end = piece.pos() if "obs" in beat else self.centre(path[-1])
            points = [p for p in points if p is not None] + [end]
            view.walk_points(piece, points, step_ms)
            longest = max(longest, len(points) - 1)
        return longest

    def centre(self, index) -> QPointF | None:
        """Where a figure passing through space ``index`` stands."""
        space = self.view.board.space_data.get(index)
        if space is None:
            return None
        half = FIGURE_SIZE / 2
        return QPointF(space["centre"][0] * CELL - half, space["centre"][1] * CELL - half)

    def flush(self) -> None:
        """Show the board as it stands after everything queued, at once."""
        if not self.busy():
            return
        self.timer.stop()
        self.lead_timer.stop()
        self.moving = []
        obs = next((b["obs"] for b in reversed(self.queue) if "obs" in b), None)
        ending = any(b.get("role") == "epilogue" for b in self.queue)
        self.queue.clear()
        self.playing = False
        self.shown = None
        self.waiting = False
        self.head = None
        self.banner.hide()
        self.card.put_away()
        self.view.beat_head(None)
        if obs is not None:
            self.view.refill(obs)
        else:
            self.view.settle()
        if ending:  # skipped to the end: the epilogue is still told
            self.view.open_epilogue(self.view.observation(), None)
        self.idle.emit()

    def drop(self) -> None:
        """Forget what is queued (undo, another viewer, a new game): the view refills."""
        self.timer.stop()
        self.lead_timer.stop()
        self.moving = []
        self.queue.clear()
        self.playing = False
        self.shown = None
        self.waiting = False
        self.head = None
        self.banner.hide()
        self.card.put_away()
        release_log(self.view.controller)
