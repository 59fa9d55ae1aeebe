"""The log: every event in words, as the seat on screen may read it. A roll of
second-edition dice also shows its dice, drawn with their faces as in the dice tray.

A table that shows a turn one beat at a time (a pacer) holds back the log lines of the
beats not yet on screen: it registers itself with :func:`hold_log` (its
``log_withheld()`` says how many of the latest events are still to come, or None when it
holds nothing back) and calls :func:`release_log` as each beat shows and when it is
skipped, flushed or dropped. The log then shows every line up to the beat on screen."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem

from ..engine import registry
from ..engine.messages import N_, Msg
from .i18n import Retranslating, tr_msg


# per game (its id), the order the log tells one action's events in: ``order(controller,
# events, seat) -> events``, the same events, each beat a pacer shows kept in its own place (so
# the lines held back stay the latest ones); a game's table module adds its own
LOG_ORDER: dict = {}

_HOLDS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()  # controller -> pacer
_DOCKS: "weakref.WeakSet" = weakref.WeakSet()


def hold_log(controller, pacer) -> None:
    """Let ``pacer`` (``log_withheld() -> int | None``) hold back the log lines of the
    beats it has not shown yet; None lets the log show everything again."""
    if pacer is None:
        _HOLDS.pop(controller, None)
    else:
        _HOLDS[controller] = pacer
    release_log(controller)


class HoldsTheLog:
    """What a pacer (a QObject with ``beatShown`` and ``idle`` signals, ``busy()`` and a
    ``queue`` of beats, each with its ``events``) mixes in to hold back the log lines of the
    beats it has not shown yet. Call :meth:`hold_the_log` once it is built."""

    def hold_the_log(self, controller) -> None:
        hold_log(controller, self)
        self.beatShown.connect(lambda _lines: release_log(controller))
        self.idle.connect(lambda: release_log(controller))

    def log_withheld(self) -> int | None:
        """How many of the latest events belong to beats not shown yet (None: the pace
        is instant, nothing is held back)."""
        from .pace import pace

        if not self.busy() and pace() == "instant":
            return None
        return sum(len(beat["events"]) for beat in self.queue)


def unhold_log(controller, pacer) -> None:
    """``pacer``'s table goes away: the log is no longer held back (unless another pacer
    holds it now)."""
    if _HOLDS.get(controller) is pacer:
        hold_log(controller, None)


def held_back(controller) -> tuple[int | None, bool]:
    """(how many of the latest events a pacer holds back, or None when nothing is held;
    whether that pacer is still showing beats, so that events heard now will join its
    queue): for anything else that follows the pace, such as the dice tray."""
    pacer = _HOLDS.get(controller)
    if pacer is None:
        return None, False
    return pacer.log_withheld(), pacer.busy()


def follow_the_hold(dock) -> None:
    """``dock`` (a ``controller`` and a ``catch_up()``) hears :func:`release_log` too."""
    _DOCKS.add(dock)


def release_log(controller) -> None:
    """The pacer showed a beat (or skipped, flushed or dropped the rest): the logs of
    ``controller`` show what is no longer held back."""
    for dock in list(_DOCKS):
        if dock.controller is controller:
            dock.catch_up()


class LogDock(Retranslating, QDockWidget):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.setObjectName("LogDock")
        self.controller = controller
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.setWidget(self.list)
        # (action count after it, event or note, seat that acted)
        self.entries: list[tuple[int, object, int]] = []
        self.covered = False  # the hand-off curtain is up: show nobody's log
        _DOCKS.add(self)
        controller.gameStarted.connect(self._started)
        controller.eventsApplied.connect(self._events)
        controller.restored.connect(self._restored)
        controller.viewerChanged.connect(lambda _seat: self.render())
        controller.gameClosed.connect(self.clear)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Log"))
        self.render()

    def clear(self) -> None:
        self.entries.clear()
        self.list.clear()
        self._shown_for = None

    def _count(self) -> int:
        record = self.controller.record
        return len(record.actions) if record else 0

    def _started(self, _game: str) -> None:
        """A new game starts empty; a resumed one tells its story again, event by event as
        the live log heard it, then a line saying where the resume took up."""
        self.clear()
        try:
            title = registry.get(_game).title if _game else None
        except registry.UnknownGame:
            title = None
        if title is not None:  # the story's first line: the log is never empty at the start
            self.entries.append((0, Msg(N_("LogDock", "A new game of {title} begins."),
                                        "LogDock", title=title), -1))
        for count, events, seat in self.controller.history:
            self.entries.extend((count, event, seat) for event in self._ordered(events))
        n = self._count()
        if n:
            self.entries.append((n, Msg(N_("LogDock", "Resumed a saved game after {n} "
                                                      "{n|action|actions}."),
                                        "LogDock", n=n), -1))
        self.render()

    def _events(self, events, seat: int) -> None:
        n = self._count()
        for event in self._ordered(events):
            self.entries.append((n, event, seat))
        if self._withheld() is not None:
            # a pacer holds lines back: it may hear of these events after the log, so
            # the log waits for it (release_log) or for the next turn of the event loop
            QTimer.singleShot(0, self.catch_up)
            return
        self.catch_up()

    def _ordered(self, events) -> list:
        order = LOG_ORDER.get(self.controller.game_id or "")
        if order is None:
            return list(events)
        return order(self.controller, events, self.controller.viewer)

    def _withheld(self) -> int | None:
        pacer = _HOLDS.get(self.controller)
        return None if pacer is None else pacer.log_withheld()

    def _visible(self) -> int:
        """How many entries are shown: all but those of the beats a pacer holds back."""
        held = self._withheld() or 0
        return max(0, len(self.entries) - held)

    def catch_up(self) -> None:
        """Show the entries no longer held back (new ones, or a beat a pacer released)."""
        if self.covered:
            return
        upto = self._visible()
        shown = getattr(self, "_shown_for", None)
        if shown is None or shown[0] != self.controller.viewer or shown[1] > upto:
            self.render()  # the viewer changed, or lines were dropped: rebuild
            return
        self._add_lines(self._lines_of(self.entries[shown[1]:upto]))
        self._shown_for = (self.controller.viewer, upto)

    def _restored(self) -> None:
        n = self._count()
        self.entries = [e for e in self.entries if e[0] <= n]
        self.render()

    def lines(self) -> list[str]:
        """The log as the viewing seat reads it (the lines a pacer holds back too)."""
        return [line for line, _kinds in self._lines_of(self.entries)]

    def shown_lines(self) -> list[str]:
        """The lines on screen now."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _lines_of(self, entries) -> list[tuple[str, list[str] | None]]:
        """(line, the faces of its dice or None) for every entry the viewer may read; the
        faces come only from an event whose text the viewer reads."""
        from .dicefaces import kinds_of

        seat = self.controller.viewer
        out = []
        for _n, entry, _actor in entries:
            msg = entry if isinstance(entry, Msg) else entry.text_for(seat)
            if msg is not None:
                kinds = None if isinstance(entry, Msg) else kinds_of(entry.data_for(seat))
                out.append((tr_msg(msg), kinds))
        return out

    def set_covered(self, covered: bool) -> None:
        self.covered = covered
        self.render()

    def render(self) -> None:
        self.list.clear()
        self._shown_for = None
        if self.covered:
            return
        upto = self._visible()
        self._add_lines(self._lines_of(self.entries[:upto]))
        self._shown_for = (self.controller.viewer, upto)

    def _add_lines(self, lines) -> None:
        for line, kinds in lines:
            item = QListWidgetItem(line)
            if kinds:
                item.setIcon(self._dice_icon(kinds))
                item.setData(Qt.ItemDataRole.UserRole, list(kinds))
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.list.addItem(item)
        self.list.scrollToBottom()

    def _dice_icon(self, kinds: list[str]) -> QIcon:
        """The dice of a roll side by side, small, as the tray draws them."""
        from .dicefaces import face_pixmap

        side, gap = 16, 2
        shown = kinds[:8]
        width = len(shown) * (side + gap) - gap
        self.list.setIconSize(QSize(max(self.list.iconSize().width(), width), side))
        ratio = self.devicePixelRatioF()
        strip = QPixmap(round(width * ratio), round(side * ratio))
        strip.setDevicePixelRatio(ratio)
        strip.fill(Qt.GlobalColor.transparent)
        painter = QPainter(strip)
        for i, kind in enumerate(shown):
            face = face_pixmap(kind, side, ratio)
            if face is not None:
                painter.drawPixmap(i * (side + gap), 0, face)
        painter.end()
        return QIcon(strip)
