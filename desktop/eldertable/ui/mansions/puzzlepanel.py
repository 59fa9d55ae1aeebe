"""The second-edition puzzle over the Mansions board: when the game reaches a puzzle step
(MOM2-PUZ-1), its full view (:mod:`eldertable.ui.puzzles`) covers the board until the
attempt is over. The view reads the puzzle from the game's observation (``pending`` of
kind ``puzzle``) and every gesture goes to the game as a ``PuzzleMove`` through the
controller; the game's ``puzzle-*`` events come back as the puzzle's own events."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QEvent

from ...engine.protocol import Action, Event, action_from_json
from ...games.mansions.puzzles.base import GAME as PUZZLE_GAME
from ...games.mansions.second import wrap_puzzle_action
from ..puzzles.host import PuzzleHost
from .words import MansionsWords, text

PREFIX = "puzzle-"


def unwrap(act) -> Action | None:
    """The puzzle action a ``PuzzleMove`` carries (None for any other action)."""
    if type(act).__name__ != "PuzzleMove":
        return None
    try:
        return action_from_json(PUZZLE_GAME, json.loads(act.move))
    except ValueError:
        return None


def unwrap_event(event: Event) -> Event | None:
    """``puzzle-tried`` and the like as the puzzle's ``tried``; ``puzzle-over`` is the end."""
    if not event.kind.startswith(PREFIX):
        return None
    return Event(event.kind[len(PREFIX):], event.text, dict(event.data), chance=event.chance,
                 reveal=event.reveal)


class MansionsPuzzles(PuzzleHost):
    """The host placed over the board's viewport (below the action bar, left of the side
    panel); hidden while the hand-off curtain is up."""

    def __init__(self, table):
        self.table = table
        self.words = MansionsWords(table)
        super().__init__(table.controller, lambda: table.seat, observe=self.observe,
                         wrap=wrap_puzzle_action, unwrap=unwrap, unwrap_event=unwrap_event,
                         parent=table)
        table.viewport().installEventFilter(self)  # margins change with the bar's height
        self.opened.connect(self.place)

    def observe(self, obs: dict[str, Any]) -> dict[str, Any] | None:
        if self.table.covered or not obs or obs.get("rules") != "second-edition":
            return None  # the curtain is up, or the first edition (its own puzzle hooks)
        pending = obs.get("pending")
        if not pending or pending.get("kind") != "puzzle":
            return None
        board = pending["board"]
        who = self.words.name(pending["investigator"], obs)
        return {"board": board, "key": (pending["puzzle"], who, board.get("attempt")),
                "text": self.tr("{who} works on a puzzle: {story}").format(
                    who=who, story=text(pending.get("text")))}

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self.place()
        return False

    def place(self) -> None:
        if not self.isHidden():
            self.setGeometry(self.table.viewport().geometry())
            self.raise_()
