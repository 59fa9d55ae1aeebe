"""A puzzle inside a game: its view over the game's table, fed by the game's controller.

Any game whose rules hold a puzzle (a :mod:`eldertable.games.mansions.puzzles` state)
opens its view with :class:`PuzzleHost` (or builds a bare view with
:func:`game_puzzle_view`). The game tells the host four things; nothing else about the
game reaches the puzzle views:

* ``observe(game_observation)``: while a puzzle is under way, a dict with ``"board"`` (the
  puzzle's observation for the attempting investigator), ``"key"`` (anything that differs
  between two puzzles or attempts) and ``"text"`` (the story line shown above the board,
  already in the user's language); None when no puzzle is under way.
* ``wrap(puzzle_action)``: the game action that carries a puzzle action.
* ``unwrap(game_action)``: the puzzle action a game action carries, or None.
* ``unwrap_event(game_event)``: the puzzle event a game event reports, or None. The event
  that ends the attempt must come back with kind ``"over"`` (its data is the outcome, its
  ``data["board"]`` the puzzle's last observation, kept on view).

Every gesture then goes through ``controller.act(wrap(action))``: undo, records, replays,
autosaves and saves work as for any other action, a saved game reopens with the view where
the puzzle was, and the outcome goes back to whatever the rules say opened the puzzle.
Chance steps (a draw, a roll) are the controller's; the view animates their events.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.messages import Msg
from ...engine.protocol import Action, Event
from .base import PuzzleView
from .dialog import view_for
from .source import RelaySource
from ..plaintext import plain

Observe = Callable[[dict[str, Any]], "dict[str, Any] | None"]


class ControllerRelay(RelaySource):
    """A :class:`RelaySource` whose puzzle lives in the game run by ``controller``."""

    def __init__(self, controller, seat: Callable[[], int], observe: Observe,
                 wrap: Callable[[Action], Any], unwrap: Callable[[Any], Action | None],
                 unwrap_event: Callable[[Event], Event | None]) -> None:
        self.controller = controller
        self.seat = seat
        self.wrap, self.unwrap, self.unwrap_event = wrap, unwrap, unwrap_event
        self.sending = False
        self._unwrapped: dict[Any, Action | None] = {}
        self._game_observe = observe
        super().__init__(self._board, self._puzzle_legal, self._send)

    def pending(self) -> dict[str, Any] | None:
        """The game's word on the puzzle under way (board, key, text), or None."""
        if self.controller.game_id is None:
            return None
        return self._game_observe(self.controller.observation(self.seat()))

    def _board(self) -> dict[str, Any] | None:
        p = self.pending()
        return None if p is None else p["board"]

    def _puzzle_legal(self) -> list[Action]:
        seat = self.seat()
        if self.controller.current_player() != seat or not self.controller.is_human(seat):
            return []
        out = []
        for act in self.controller.legal_actions(seat):
            try:
                move = self._unwrapped[act]
            except KeyError:
                move = self._unwrapped[act] = self.unwrap(act)
            if move is not None:
                out.append(move)
        return out

    def puzzle_events(self, events: list[Event]) -> list[Event]:
        return [p for e in events if (p := self.unwrap_event(e)) is not None]

    def _send(self, act: Action) -> tuple[Msg | None, list[Event]]:
        got: list[Event] = []

        def collect(events, _seat) -> None:
            got.extend(events)

        self.controller.eventsApplied.connect(collect)
        self.sending = True
        try:
            reason = self.controller.act(self.wrap(act))
        finally:
            self.sending = False
            self.controller.eventsApplied.disconnect(collect)
        return reason, self.puzzle_events(got)


def game_puzzle_view(controller, seat: Callable[[], int], *, observe: Observe,
                     wrap: Callable[[Action], Any], unwrap: Callable[[Any], Action | None],
                     unwrap_event: Callable[[Event], Event | None],
                     parent: QWidget | None = None) -> PuzzleView | None:
    """The view of the puzzle under way in the game ``controller`` runs, as ``seat()`` sees
    it (None when no puzzle is under way). Its gestures become ``wrap(action)`` through the
    controller; call ``view.follow(puzzle_events)`` when the game moves on by other means
    (a bot, undo). Arguments as in the module's docstring."""
    relay = ControllerRelay(controller, seat, observe, wrap, unwrap, unwrap_event)
    if relay.pending() is None:
        return None
    return view_for(relay, parent)


class PuzzleHost(QFrame):
    """The puzzle under way, over a game's table: a story line, the view, and once the
    attempt is over a button back to the table (Escape does the same). It opens by itself
    when the game reaches a puzzle, follows undo and other seats' moves, and rebuilds for
    a new puzzle or attempt."""

    opened = Signal()
    closed = Signal()
    animation_ms: int | None = None  # set: the views it opens animate this fast (0: at once)

    def __init__(self, controller, seat: Callable[[], int], *, observe: Observe,
                 wrap: Callable[[Action], Any], unwrap: Callable[[Any], Action | None],
                 unwrap_event: Callable[[Event], Event | None], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("PuzzleHost")
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.controller = controller
        self.relay_args = (controller, seat, observe, wrap, unwrap, unwrap_event)
        self.view: PuzzleView | None = None
        self.key: Any = None
        self.seen: list[Event] = []  # game events since the view last looked
        self._refreshing = False
        self.story = plain(QLabel(self))  # the scenario's puzzle text (content)
        self.story.setObjectName("puzzle-story")
        self.story.setWordWrap(True)
        self.back = QPushButton(self)
        self.back.setObjectName("puzzle-back")
        self.back.clicked.connect(self.close_view)
        self.back.hide()
        top = QHBoxLayout()
        top.addWidget(self.story, 1)
        top.addWidget(self.back, 0, Qt.AlignmentFlag.AlignTop)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(8, 6, 8, 6)
        self.box.addLayout(top)
        self.retranslate()
        controller.eventsApplied.connect(self._events)
        controller.stateChanged.connect(self.refresh)
        controller.gameClosed.connect(self.close_view)
        self.hide()

    def retranslate(self) -> None:
        self.back.setText(self.tr("Back to the table (Esc)"))
        self.back.setToolTip(self.tr("The attempt is over; the game goes on from here."))

    def detach(self) -> None:
        for signal, slot in ((self.controller.eventsApplied, self._events),
                             (self.controller.stateChanged, self.refresh),
                             (self.controller.gameClosed, self.close_view)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    # ---- following the game
    def _events(self, events, _seat) -> None:
        if self.view is not None and not self.view.source.sending:
            self.seen.extend(events)

    def refresh(self) -> None:
        if self._refreshing or (self.view is not None and self.view.source.sending):
            return  # the view follows its own move once the controller is done
        self._refreshing = True
        try:
            self._refresh()
        finally:
            self._refreshing = False

    def _refresh(self) -> None:
        relay = ControllerRelay(*self.relay_args)
        pending = relay.pending()
        if pending is None:
            if self.view is None:
                return
            if self.view.source.result is None:
                # gone by other means (a bot's move, a restore): its end may be in the events
                self.view.source.take(self.view.source.puzzle_events(self.seen))
                if self.view.source.result is None:
                    self.close_view()
                    return
            if self.seen:
                self._follow_seen()
            return
        if self.view is None or pending["key"] != self.key or self.view.source.result:
            self._open(relay, pending)
        else:
            self._follow_seen()
        self.story.setText(pending["text"])

    def _follow_seen(self) -> None:
        view = self.view
        events = view.source.puzzle_events(self.seen)
        self.seen = []
        view.source.take(events)
        view.follow(events)

    def _open(self, relay: ControllerRelay, pending: dict[str, Any]) -> None:
        self.close_view(emit=False)
        self.key = pending["key"]
        self.view = view_for(relay, self)
        if self.animation_ms is not None:
            self.view.animation_ms = self.animation_ms
            if self.animation_ms == 0:
                self.view.settle()
        self.view.finished.connect(self._finished)
        self.view.changed.connect(self._after_move)
        self.box.addWidget(self.view, 1)
        self.back.hide()
        self.show()
        self.raise_()
        self.view.board.setFocus(Qt.FocusReason.OtherFocusReason)
        self.opened.emit()

    def _after_move(self) -> None:
        """After the view's own move: open what it set off (another puzzle, a new attempt)."""
        if self.view is None or self.view.source.sending:
            return
        pending = self.view.source.pending()
        if pending is not None and pending["key"] != self.key:
            self.refresh()

    def _finished(self, _outcome) -> None:
        self.back.show()
        self.back.setDefault(True)
        self.back.setFocus(Qt.FocusReason.OtherFocusReason)

    def close_view(self, emit: bool = True) -> None:
        if self.view is not None:
            self.view.settle()
            self.box.removeWidget(self.view)
            self.view.hide()
            self.view.deleteLater()
            self.view = None
        self.key = None
        self.seen = []
        if not self.isHidden():
            self.hide()
            if emit:
                self.closed.emit()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Escape goes back once the attempt is over; no key the puzzle leaves reaches the
        table underneath (its keys would move figures behind the puzzle)."""
        if event.key() == Qt.Key.Key_Escape and self.back.isVisible():
            self.close_view()
        event.accept()
