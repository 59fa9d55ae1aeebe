"""What both editions' puzzle views over the Mansions board share (:mod:`.puzzlepanel` for
the second, :mod:`.first.puzzles` for the first): a puzzle action carried as JSON in the
edition's own action, the puzzle's events coming back as ``puzzle-<kind>``, and the host
(:class:`~eldertable.ui.puzzles.PuzzleHost`) kept over the board's viewport (below the bar,
left of the panel)."""

from __future__ import annotations

import json

from PySide6.QtCore import QEvent

from ...engine.protocol import Action, Event, action_from_json
from ...games.mansions.puzzles.base import GAME as PUZZLE_GAME
from ..puzzles.host import PuzzleHost

PREFIX = "puzzle-"


def unwrap_carried(act, carrier: str) -> Action | None:
    """The puzzle action an action of type ``carrier`` carries (None for any other
    action, or one whose move does not read)."""
    if type(act).__name__ != carrier:
        return None
    try:
        return action_from_json(PUZZLE_GAME, json.loads(act.move))
    except ValueError:
        return None


def unwrap_event(event: Event) -> Event | None:
    """``puzzle-tried`` and the like as the puzzle's ``tried``; ``puzzle-over`` is the end
    (it carries the outcome and the last board)."""
    if not event.kind.startswith(PREFIX):
        return None
    return Event(event.kind[len(PREFIX):], event.text, dict(event.data), chance=event.chance,
                 reveal=event.reveal)


class BoardPuzzleHost(PuzzleHost):
    """The host over the board's viewport; an edition's host gives ``observe``."""

    def __init__(self, table, words, wrap, unwrap):
        self.table = table
        self.words = words
        super().__init__(table.controller, lambda: table.seat, observe=self.observe,
                         wrap=wrap, unwrap=unwrap, unwrap_event=unwrap_event, parent=table)
        table.viewport().installEventFilter(self)  # margins change with the bar's height
        self.opened.connect(self.place)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self.place()
        return False

    def place(self) -> None:
        if not self.isHidden():
            self.setGeometry(self.table.viewport().geometry())
            self.raise_()

    def refresh(self) -> None:
        super().refresh()
        # an attempt kept on view until closed gives way when the game is over: the end of
        # the story (its epilogue card) is under it (found in a game played by hand)
        view = self.view
        if (view is not None and view.source.result is not None
                and self.table.controller.result() is not None):
            self.close_view()
