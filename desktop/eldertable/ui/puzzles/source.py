"""Where a puzzle view reads the puzzle and sends its gestures.

A view never touches a puzzle object: it reads the puzzle's observation (what seat 0 may
see) and its legal actions through a :class:`PuzzleSource`, and every gesture becomes one
puzzle action handed to :meth:`PuzzleSource.send`.

* :class:`LocalSource` holds a bare puzzle object (a puzzle opened on its own: the
  dialog, the workbench, tests). The view runs the puzzle's chance steps itself, one at a
  time, so deals and draws animate piece by piece.
* :class:`RelaySource` talks to whatever owns the puzzle through three callables: a game
  whose rules hold the puzzle in their state, run by the app's controller (undo, records,
  replays and saves then keep working). The owner runs the chance steps; the view animates
  the events it is given.
"""

from __future__ import annotations

from typing import Any, Callable

from ...engine.messages import Msg
from ...engine.protocol import CHANCE, TERMINAL, Action, Event, IllegalAction

SEAT = 0


class PuzzleSource:
    """The puzzle as a view sees it."""

    def observation(self) -> dict[str, Any]:
        """The puzzle's observation for the attempting investigator."""
        raise NotImplementedError

    def legal(self) -> list[Action]:
        """The puzzle actions the investigator may take now."""
        raise NotImplementedError

    def current(self) -> int:
        """SEAT while the investigator acts, CHANCE while a draw or roll waits for the
        view to run it (only a local puzzle), TERMINAL once the attempt is over."""
        raise NotImplementedError

    def send(self, act: Action) -> tuple[list[Event] | None, Msg | None]:
        """Apply ``act``: (the puzzle's events, None), or (None, the reason it was refused)."""
        raise NotImplementedError

    def chance_step(self) -> list[Event]:
        """Run the draw or roll that waits (only while :meth:`current` is CHANCE)."""
        return []

    def outcome(self) -> Any:
        """What the attempt returned, once it is over (None before)."""
        return None


class LocalSource(PuzzleSource):
    """A puzzle object held by the view's owner (for a puzzle opened on its own)."""

    def __init__(self, puzzle) -> None:
        self.puzzle = puzzle

    def observation(self) -> dict[str, Any]:
        return self.puzzle.observation(SEAT)

    def legal(self) -> list[Action]:
        return self.puzzle.legal_actions(SEAT)

    def current(self) -> int:
        return self.puzzle.current_player()

    def send(self, act: Action) -> tuple[list[Event] | None, Msg | None]:
        try:
            return self.puzzle.apply(act), None
        except IllegalAction as exc:
            return None, exc.reason

    def chance_step(self) -> list[Event]:
        if self.puzzle.current_player() != CHANCE:
            return []
        return self.puzzle.apply(self.puzzle.legal_actions()[0])

    def outcome(self) -> Any:
        return self.puzzle.outcome()


class RelaySource(PuzzleSource):
    """A puzzle owned elsewhere (a game's rules), reached through callables.

    ``observe()`` gives the puzzle's observation, or None once the puzzle is no longer
    under way; ``legal()`` the puzzle actions open now (already unwrapped from the game's
    actions); ``send(action)`` applies one and returns ``(reason, events)``: the reason it
    was refused (None when applied) and the puzzle events it caused, in the puzzle's own
    kinds. An event of kind ``"over"`` ends the attempt: its ``data`` is the outcome, and
    its ``data["board"]``, when present, is the puzzle's last observation, which the view
    keeps showing.
    """

    def __init__(self, observe: Callable[[], dict[str, Any] | None],
                 legal: Callable[[], list[Action]],
                 send: Callable[[Action], tuple[Msg | None, list[Event]]]) -> None:
        self._observe = observe
        self._legal = legal
        self._send = send
        self.last: dict[str, Any] = observe() or {}
        self.result: dict[str, Any] | None = None

    def observation(self) -> dict[str, Any]:
        if self.result is None:
            obs = self._observe()
            if obs is not None:
                self.last = obs
        return self.last

    def legal(self) -> list[Action]:
        return [] if self.current() == TERMINAL else self._legal()

    def current(self) -> int:
        if self.result is not None or self._observe() is None:
            return TERMINAL
        return SEAT

    def send(self, act: Action) -> tuple[list[Event] | None, Msg | None]:
        if self.current() == TERMINAL:
            return None, None
        reason, events = self._send(act)
        if reason is not None:
            return None, reason
        self.take(events)
        return events, None

    def take(self, events: list[Event]) -> None:
        """Note the end of the attempt among ``events`` (its last board stays on view)."""
        for e in events:
            if e.kind == "over":
                self.result = dict(e.data)
                if isinstance(e.data.get("board"), dict):
                    self.last = e.data["board"]

    def outcome(self) -> Any:
        return self.result
