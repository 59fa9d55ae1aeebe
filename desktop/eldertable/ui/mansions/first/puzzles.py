"""A puzzle a first-edition card or story token starts (alchemy, wiring, lock, rune): its
view (:class:`~eldertable.ui.puzzles.PuzzleHost`, the edition-agnostic entry point) over
the board until the attempt is over. The game's four hooks: the board is the observation's
``puzzle``; a gesture goes to the rules as ``PuzzleStep``; a ``PuzzleStep`` carries the
puzzle action as JSON; the puzzle's own events come back among the game's events."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QEvent

from ....engine.protocol import Action, Event, action_from_json
from ....games.mansions.first.actions import wrap
from ....games.mansions.puzzles.base import GAME as PUZZLE_GAME
from ...puzzles.host import PuzzleHost
from .words import FirstWords, content

def unwrap(act) -> Action | None:
    if type(act).__name__ != "PuzzleStep":
        return None
    try:
        return action_from_json(PUZZLE_GAME, json.loads(act.move))
    except ValueError:
        return None


def unwrap_event(event: Event) -> Event | None:
    """A puzzle's own event as the rules pass it on (``puzzle-<kind>``; ``puzzle-over``
    carries the outcome and the last board)."""
    if not event.kind.startswith("puzzle-"):
        return None
    return Event(event.kind[len("puzzle-"):], event.text, dict(event.data), chance=event.chance, reveal=event.reveal)


class FirstPuzzles(PuzzleHost):
    """The host over the board's viewport; hidden while the hand-off curtain is up."""

    def __init__(self, table):
        self.table = table
        self.words = FirstWords(table)
        super().__init__(table.controller, lambda: table.seat, observe=self.observe,
                         wrap=wrap, unwrap=unwrap, unwrap_event=unwrap_event, parent=table)
        table.viewport().installEventFilter(self)
        self.opened.connect(self.place)

    def observe(self, obs: dict[str, Any]) -> dict[str, Any] | None:
        if self.table.covered or not obs or obs.get("rules") != "first-edition":
            return None
        board = obs.get("puzzle")
        if not board:
            return None
        invs = obs.get("investigators") or []
        who = next((content(i["name"]) for i in invs if i["seat"] == obs.get("current")), "")
        return {"board": board, "key": (board.get("kind"), board.get("attempt"),
                                        obs.get("round")),
                "text": self.tr("{who} attempts a puzzle.").format(who=who) if who
                else self.tr("A puzzle is under way.")}

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self.place()
        return False

    def place(self) -> None:
        if not self.isHidden():
            self.setGeometry(self.table.viewport().geometry())
            self.raise_()
