"""First-edition grid puzzles with a pile of spare pieces: the wiring and rune puzzles.

Shared moves (FA-ALCH-1: puzzle actions move and replace pieces):

* Swap two pieces that share a side: 1 puzzle action.
* Replace, drawing first (FA-ALCH-14: unlike the alchemy puzzle, the other puzzle types
  draw the new piece and only then choose what it replaces): the top piece of the pile is
  drawn for the cost the house rule FA-GAP-1.replace-cost sets; then the player chooses a
  piece on the board for it to replace, or sends it back. Whatever leaves goes facedown to
  the bottom of the pile, so every piece comes round again.

The board stays as it is between attempts (FA-ALCH-27 states this of the other puzzle
types by contrast with alchemy).
"""

from __future__ import annotations

from typing import Any

from ....engine.messages import Msg, N_
from ....engine.protocol import Action, Event, action
from .base import GAME, StepPuzzle, msg
from .grid import neighbours, touching

BACK = -1  # PlaceDrawn(BACK): the drawn piece goes back under the pile


@action(GAME, "piece.swap")
class SwapPieces:
    a: int
    b: int


@action(GAME, "piece.draw")
class DrawPiece:
    """First half of a Replace: draw the top piece of the pile (paid now)."""


@action(GAME, "piece.place")
class PlaceDrawn:
    """Second half of a Replace: the drawn piece replaces the piece in ``cell``, or goes
    back under the pile when ``cell`` is -1."""

    cell: int


class PiledPuzzle(StepPuzzle):
    cols = 3
    rows = 3

    # ---- board hooks
    def _enter(self, cell: int, piece: str) -> None:
        self.board[cell] = piece

    def _swap_extra(self, a: int, b: int) -> None:
        """Anything else that travels with a piece when two swap (a wire's turn)."""

    def _piece_json(self, piece: str) -> dict[str, Any]:  # pragma: no cover - overridden
        raise NotImplementedError

    # ---- shared moves
    def _replace_cost(self) -> int:
        return int(self.rules["FA-GAP-1.replace-cost"])

    def _mid_move(self) -> bool:
        return self.pending is not None

    def _move_cost(self, act: Action) -> int:
        if isinstance(act, DrawPiece):
            return self._replace_cost()
        if isinstance(act, PlaceDrawn):
            return 0
        return 1

    def _shared_actions(self) -> list[Action]:
        if self.pending is not None:
            return [PlaceDrawn(c) for c in [BACK, *range(len(self.board))]]
        n = len(self.board)
        out: list[Action] = [SwapPieces(a, b) for a in range(n) for b in range(a + 1, n)
                             if touching(a, b, self.cols, self.rows)]
        if self.pile:
            out.append(DrawPiece())
        return out

    def _shared_problem(self, act: Action) -> Msg | None:
        n = len(self.board)
        if self.pending is not None and not isinstance(act, PlaceDrawn):
            return msg(N_("mansions", "Place the drawn piece first (or send it back)."))
        if isinstance(act, PlaceDrawn):
            if self.pending is None:
                return msg(N_("mansions", "No piece has been drawn."))
            if act.cell != BACK and not 0 <= act.cell < n:
                return msg(N_("mansions", "There is no such square."))
            return None
        if isinstance(act, DrawPiece):
            if not self.pile:
                return msg(N_("mansions", "The pile is empty."))
            return None
        if isinstance(act, SwapPieces):
            if not (0 <= act.a < n and 0 <= act.b < n) or act.a == act.b:
                return msg(N_("mansions", "There is no such square."))
            if not touching(act.a, act.b, self.cols, self.rows):
                return msg(N_("mansions", "Only pieces that share a side can swap."))
            return None
        return msg(N_("mansions", "That is not a move of this puzzle."))

    def _shared_apply(self, act: Action) -> list[Event]:
        if isinstance(act, SwapPieces):
            b = self.board
            b[act.a], b[act.b] = b[act.b], b[act.a]
            self._swap_extra(act.a, act.b)
            return [Event("swapped", msg(N_("mansions", "Two pieces swap places.")),
                          {"a": act.a, "b": act.b})]
        if isinstance(act, DrawPiece):
            self.pending = self.pile.pop(0)
            return [Event("drawn", msg(N_("mansions", "A piece is drawn from the pile.")),
                          {"piece": self.pending, **self._piece_json(self.pending)},
                          chance=True, reveal=True)]
        assert isinstance(act, PlaceDrawn) and self.pending is not None
        piece, self.pending = self.pending, None
        if act.cell == BACK:
            self.pile.append(piece)
            return [Event("sent-back", msg(N_("mansions", "The drawn piece goes back under "
                                                          "the pile.")), {"piece": piece})]
        old = self.board[act.cell]
        self.pile.append(old)
        self._enter(act.cell, piece)
        return [Event("placed", msg(N_("mansions", "The drawn piece replaces a piece on the "
                                                   "board.")),
                      {"cell": act.cell, "piece": piece, "old": old})]

    def touching_cells(self, cell: int) -> list[int]:
        return neighbours(cell, self.cols, self.rows)

    # ---- JSON of the shared part
    def _pile_to_json(self) -> dict[str, Any]:
        return {"cols": self.cols, "rows": self.rows, "board": list(self.board),
                "pile": list(self.pile), "pending": self.pending}

    def _pile_from_json(self, data: dict[str, Any]) -> None:
        self.cols = int(data["cols"])
        self.rows = int(data["rows"])
        self.board = [str(p) for p in data["board"]]
        self.pile = [str(p) for p in data["pile"]]
        self.pending = data["pending"]
        every = self.board + self.pile + ([self.pending] if self.pending else [])
        if len(self.board) != self.cols * self.rows or len(set(every)) != len(every):
            raise ValueError("the saved puzzle's pieces do not fit its board")
