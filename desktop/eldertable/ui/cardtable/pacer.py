"""The card tables' pace: a bot's turn and a Miskatonic reveal shown one beat at a time.

The engine applies a whole action at once (a reveal flips a location's cards, rolls the
checks and the combat and sends the cards away inside one ``apply``), and a bot's actions
follow each other as fast as it thinks. The :class:`CardPacer` queues what the viewer may
see of them as *beats*: each beat has the log lines of a few events (``text_for`` the
viewing seat), the dice those events rolled (``data_for`` the viewing seat), and, for the
last beat of an action, a copy of the viewing seat's observation after it. A QTimer plays
them: the table shows each beat (a card glides to its place, a card turns over on its
location, the gold counts up) and the :class:`PaceBanner` over the table, above the viewer's hand, says
what happened, with the dice. At the ``step`` pace each beat waits for *Continue* (at any pace the last one does
when the hand-off curtain is to fall after it: the person sees how their turn ended);
*Skip* shows the table as it stands at once, and so does anything a person does
(:meth:`CardPacer.flush`). Undo, a reset or another viewer drops the queue
(:meth:`CardPacer.drop`).

Animation never changes the game: the controller has applied every action before its
beats are shown; the pacer only decides when the view shows them.

The view gives the pacer two things: ``show_beat(beat)`` (draw one beat on the table) and
``paced_done()`` (the queue ran out: the table is refilled from the live observation, with
the viewer's choices).
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton,
                               QVBoxLayout)

from ...engine.plaindata import copy_plain
from ..dicetray import DiceView, Roll, kinds_of
from ..i18n import tr_msg
from ..logdock import HoldsTheLog, release_log
from ..pace import PACES, TIMING, notifier, pace, set_pace
from ..plaintext import plain


class _PaceBox(QComboBox):
    """The banner's pace list; says when its list closes."""

    closed = Signal()

    def hidePopup(self) -> None:  # noqa: N802
        super().hidePopup()
        self.closed.emit()


class PaceBanner(QFrame):
    """What is being shown now, over the table just above the viewer's hand: its words,
    its dice, and the Continue (step by step) and Skip buttons, always in the same place."""

    go_on = Signal()
    skip = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("PaceBanner")
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 6, 6)
        words = QVBoxLayout()
        self.title = plain(QLabel(self))
        self.title.setObjectName("pace-title")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = plain(QLabel(self))
        self.text.setObjectName("pace-text")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        words.addWidget(self.title)
        words.addWidget(self.text, 1)
        row.addLayout(words, 1)
        self.dice = DiceView(self)
        self.dice.setObjectName("pace-dice")
        self.dice.setFixedSize(220, 64)
        self.dice.one_row = True  # five dice in one row, smaller, rather than three
        row.addWidget(self.dice, 0, Qt.AlignmentFlag.AlignTop)
        buttons = QVBoxLayout()
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("pace-continue")
        self.next_button.clicked.connect(self.go_on)
        self.skip_button = QPushButton(self)
        self.skip_button.setObjectName("pace-skip")
        self.skip_button.clicked.connect(self.skip)
        self.pace_box = _PaceBox(self)
        self.pace_box.setObjectName("pace-choice")
        self.pace_box.activated.connect(self._pace_chosen)
        self.pace_box.closed.connect(self._list_closed)
        self._linger = False  # the beats ran out while the pace list was open
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.skip_button)
        buttons.addWidget(self.pace_box)
        buttons.addStretch(1)
        row.addLayout(buttons, 0)
        self.heading = ""
        self.rolls: list[Roll] = []
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("Continue"))
        self.next_button.setToolTip(self.tr("Show the next step"))
        self.skip_button.setText(self.tr("Skip"))
        self.skip_button.setToolTip(self.tr("Show the rest at once"))
        self.setToolTip(self.tr("What the other seats did and what a reveal did, one step at "
                                "a time (the pace is in Preferences)"))
        names = {"step": self.tr("Step by step"), "normal": self.tr("Normal pace"),
                 "fast": self.tr("Fast pace"), "instant": self.tr("All at once")}
        self.pace_box.blockSignals(True)
        self.pace_box.clear()
        for value in PACES:
            self.pace_box.addItem(names[value], value)
        self.pace_box.setCurrentIndex(PACES.index(pace()))
        self.pace_box.blockSignals(False)
        self.pace_box.setToolTip(self.tr("The pace of every table"))

    def _pace_chosen(self, index: int) -> None:
        set_pace(self.pace_box.itemData(index))

    def finish(self) -> None:
        """The beats ran out: the banner goes, unless its pace list is open (it would close
        under the mouse with the banner); then it goes when the list closes."""
        if self.isVisible() and self.pace_box.view().isVisible():
            self._linger = True
            self.next_button.setEnabled(False)
            return
        self.hide()

    def _list_closed(self) -> None:
        if self._linger:
            self._linger = False
            self.hide()

    def show_beat(self, heading: str, lines: list[str], rolls: list[Roll],
                  waiting: bool, tumble_ms: int = 0) -> None:
        self._linger = False
        self.title.setText(heading)
        self.text.setText("\n".join(lines))
        self.rolls = list(rolls)  # what was rolled; the dice may still be tumbling
        self._stop_tumble()
        self.dice.rolls = list(rolls)
        self.dice.setVisible(bool(rolls))
        if rolls and tumble_ms > 0:
            self._tumble(tumble_ms)
        self.dice.repaint()
        # the Continue button keeps its place when it is not wanted: nothing moves
        self.next_button.setEnabled(waiting)
        self.pace_box.blockSignals(True)
        self.pace_box.setCurrentIndex(PACES.index(pace()))
        self.pace_box.blockSignals(False)
        self.place()
        self.show()
        self.raise_()

    # ---- the dice tumble a moment before they show what was rolled (looks only: the
    # faces shown meanwhile come from the view's own generator, never from the game's)

    def _tumble(self, ms: int) -> None:
        from random import Random

        from PySide6.QtCore import QVariantAnimation

        shake = Random(len(self.rolls))
        anim = self._tumbling = QVariantAnimation(self)
        anim.setStartValue(0)
        anim.setEndValue(max(1, ms // 60))
        anim.setDuration(ms)

        def frame(_value) -> None:
            self.dice.rolls = [Roll(0, [shake.randint(1, r[2]) for _ in r[1]], r[2],
                                    getattr(r, "kinds", None)) for r in self.rolls]
            self.dice.update()

        def landed() -> None:
            self.dice.rolls = list(self.rolls)
            self.dice.update()

        anim.valueChanged.connect(frame)
        anim.finished.connect(landed)
        anim.start()

    def _stop_tumble(self) -> None:
        anim, self._tumbling = getattr(self, "_tumbling", None), None
        if anim is not None:
            anim.stop()
            anim.deleteLater()

    HEIGHT = 116  # one height for every beat: the buttons never move under the mouse

    def place(self) -> None:
        """Centred across the table, just above the viewer's hand (the view's
        :meth:`~.view.CardTableView.banner_keeps_clear`), never over it, and under the bar
        with the buttons: the person still sees their own cards while a turn is shown."""
        view = self.parentWidget()
        area = view.viewport().geometry()
        width = max(200, min(area.width() - 24, 900))
        height = self.HEIGHT
        bottom = area.bottom() - 12
        keep_clear = getattr(view, "banner_keeps_clear", None)
        for rect in (keep_clear() if keep_clear is not None else []):
            shown = view.mapFromScene(rect).boundingRect().translated(area.topLeft())
            if shown.intersects(area):
                bottom = min(bottom, shown.top() - 6)
        top = max(area.top() + 4, bottom - height)
        self.setGeometry(area.left() + (area.width() - width) // 2, top, width, height)


def split_every(kinds: tuple[str, ...]) -> Callable[[str], bool]:
    """A beat starts at every event whose kind is in ``kinds``."""
    return lambda kind: kind in kinds


class CardPacer(HoldsTheLog, QObject):
    """Plays the beats of the actions fed to it on ``view``, a card table."""

    beatShown = Signal(list)  # the log lines of the beat now on screen
    idle = Signal()  # the queue ran out or was flushed

    def __init__(self, view, starts_beat: Callable[[str], bool]):
        super().__init__(view)
        self.view = view
        self.starts_beat = starts_beat
        self.banner = PaceBanner(view)
        self.banner.skip.connect(self.flush)
        self.banner.go_on.connect(self.go_on)
        self.queue: deque[dict[str, Any]] = deque()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._next)
        self.playing = False
        self.waiting = False  # step by step: the beat on screen waits for Continue
        self.shown = 0  # beats shown since the game was opened (for tests and smoke)
        notifier().changed.connect(self._pace_changed)
        self.hold_the_log(view.controller)  # a beat's lines show when the beat shows

    def _pace_changed(self, value: str) -> None:
        if value == "instant":
            self.flush()
        elif self.waiting and value != "step":
            self.go_on()

    def busy(self) -> bool:
        return self.playing or bool(self.queue)

    # ---- taking the events of one action

    def feed(self, events, seat: int, paced: bool, heading: str = "",
             actor: int | None = None) -> bool:
        """Queue the events of one action as seen by ``seat``. ``paced``: this action is
        to be followed beat by beat (a bot's, a reveal). ``actor``: the seat whose action
        it is (each beat keeps it: the table names who is shown, not whose turn comes
        next). False when the view should follow the action as usual (instant pace, or
        nothing to pace and nothing queued)."""
        if pace() == "instant":
            if self.busy():
                self.flush()
            return False
        if not paced and not self.busy():
            return False
        beats: list[dict[str, Any]] = []
        for e in events:
            data = e.data_for(seat)
            text = e.text_for(seat)
            fresh = self.view.heading_for(e.kind, data)
            if fresh is not None and fresh != heading:
                heading = fresh
                if beats and not (beats[-1]["lines"] or beats[-1]["rolls"]):
                    beats[-1]["heading"] = heading  # nothing shown under the old one yet
            if not beats or (self.starts_beat(e.kind) and (beats[-1]["lines"]
                                                           or beats[-1]["rolls"])) or (
                    beats[-1]["heading"] != heading
                    and (beats[-1]["lines"] or beats[-1]["rolls"])):
                beats.append({"events": [], "lines": [], "rolls": [], "heading": heading,
                              "actor": actor})
            beat = beats[-1]
            beat["events"].append((e.kind, data))
            if text is not None:
                line = tr_msg(text)
                if line and (not beat["lines"] or beat["lines"][-1] != line):
                    beat["lines"].append(line)
            if data.get("dice") and data.get("sides"):
                beat["rolls"].append(Roll(0, list(data["dice"]), int(data["sides"]),
                                          kinds_of(data)))
        # a beat with nothing to show joins the one before it (or after it, at the start),
        # so that every event stays in a beat and the log holds back exactly the events of
        # the beats still to come
        kept: list[dict[str, Any]] = []
        quiet: list = []
        for b in beats:
            if b["lines"] or b["rolls"]:
                b["events"] = quiet + b["events"]
                quiet = []
                kept.append(b)
            elif kept:
                kept[-1]["events"] += b["events"]
            else:
                quiet += b["events"]
        beats = kept or [{"events": [], "lines": [], "rolls": [], "heading": heading,
                          "actor": actor}]
        beats[-1]["events"] += quiet
        beats[-1]["obs"] = copy_plain(self.view.observation())
        if not paced and self.queue and not beats[-1]["lines"]:
            # a quiet step after a paced one (a chance step): it joins the last beat
            self.queue[-1]["obs"] = beats[-1]["obs"]
            self.queue[-1]["events"] += beats[-1]["events"]
        else:
            self.queue.extend(beats)
        if not self.playing:
            self.playing = True
            self.view.pace_started()
            self._next()
        return True

    # ---- playing

    def _next(self) -> None:
        self.waiting = False
        if not self.queue:
            self.playing = False
            self.banner.finish()  # (it waits for its pace list, if that is open)
            self.idle.emit()
            self.view.paced_done()
            return
        self.playing = True
        beat = self.queue.popleft()
        now = pace()
        step_ms, pause_ms = TIMING.get(now, TIMING["fast"])
        self.view.show_beat(beat, step_ms)
        self.shown += 1
        # the last beat before the curtain falls for the next person waits for Continue at
        # any pace: the person on screen sees how their turn ended (issue 25: the curtain
        # fell a moment after it, the tracks and the outcome unseen)
        self.waiting = now == "step" or (not self.queue and self.view.curtain_follows())
        self.banner.show_beat(beat["heading"], beat["lines"], beat["rolls"], self.waiting,
                              step_ms)
        self.beatShown.emit(list(beat["lines"]))
        if not self.waiting:
            self.timer.start(step_ms + pause_ms)

    def go_on(self) -> None:
        """Continue: the next beat (step by step)."""
        if self.playing and not self.timer.isActive():
            self._next()

    def flush(self) -> None:
        """Show the table as it stands after everything queued, at once."""
        if not self.busy():
            return
        self.timer.stop()
        self.queue.clear()
        self.playing = False
        self.waiting = False
        self.banner.hide()
        self.idle.emit()
        self.view.paced_done()

    def drop(self) -> None:
        """Forget what is queued (undo, another viewer, a new game): the view refills."""
        self.timer.stop()
        self.queue.clear()
        self.playing = False
        self.waiting = False
        self.banner.hide()
        release_log(self.view.controller)
