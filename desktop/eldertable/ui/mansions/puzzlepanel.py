"""The second-edition puzzle over the Mansions board: when the game reaches a puzzle step
(MOM2-PUZ-1), its full view (:mod:`eldertable.ui.puzzles`) covers the board until the
attempt is over. The view reads the puzzle from the game's observation (``pending`` of
kind ``puzzle``) and every gesture goes to the game as a ``PuzzleMove`` through the
controller; the game's ``puzzle-*`` events come back as the puzzle's own events."""

from __future__ import annotations

from typing import Any

from ...engine.protocol import Action
from ...games.mansions.second import wrap_puzzle_action
from .boardpuzzle import BoardPuzzleHost, unwrap_carried
from .words import MansionsWords, text


def unwrap(act) -> Action | None:
    """The puzzle action a ``PuzzleMove`` carries (None for any other action)."""
    return unwrap_carried(act, "PuzzleMove")


class MansionsPuzzles(BoardPuzzleHost):
    """The host placed over the board's viewport (below the action bar, left of the side
    panel); hidden while the hand-off curtain is up."""

    def __init__(self, table):
        super().__init__(table, MansionsWords(table), wrap_puzzle_action, unwrap)

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
