"""A puzzle a first-edition card or story token starts (alchemy, wiring, lock, rune): its
view (:class:`~eldertable.ui.puzzles.PuzzleHost`, the edition-agnostic entry point) over
the board until the attempt is over. The game's four hooks: the board is the observation's
``puzzle``; a gesture goes to the rules as ``PuzzleStep``; a ``PuzzleStep`` carries the
puzzle action as JSON; the puzzle's own events come back among the game's events
(:func:`~eldertable.ui.mansions.boardpuzzle.unwrap_event`)."""

from __future__ import annotations

from typing import Any

from ....engine.protocol import Action
from ....games.mansions.first.actions import wrap
from ..boardpuzzle import BoardPuzzleHost, unwrap_carried
from .words import FirstWords, content


def unwrap(act) -> Action | None:
    return unwrap_carried(act, "PuzzleStep")


class FirstPuzzles(BoardPuzzleHost):
    """The host over the board's viewport; hidden while the hand-off curtain is up."""

    def __init__(self, table):
        super().__init__(table, FirstWords(table), wrap, unwrap)

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
