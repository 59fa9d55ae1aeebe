"""The first-edition wiring puzzle (FA-ALCH-1; mechanics per house rules FA-GAP-1.wiring
and FA-GAP-1.replace-cost, which the Forbidden Alchemy rulebook leaves to the base game).

A grid of square wire pieces between an input terminal on the left edge and an output
terminal on the right edge. Each piece is a straight wire, a bend, a three-way joint or a
crossing, and may lie in four turns. Two neighbouring pieces are joined when both have a
wire end on their shared side. The puzzle is solved when an unbroken wire runs from the
input terminal to the output terminal.

Puzzle actions: turn a piece a quarter turn clockwise (1), swap two pieces that share a
side (1), Replace by drawing first (see :mod:`.piled`). The board stays between attempts.

Every generated board is solvable: a wire is laid from terminal to terminal, the other
squares and the pile get random pieces, and then the board is scrambled with legal turns
and swaps only; :attr:`WiringPuzzle.proof` holds the actions that undo the scramble.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from ....engine.chance import ChanceSource
from ....engine.messages import Msg, N_
from ....engine.protocol import Action, Event, action
from .base import GAME, msg
from .budget import Budget
from .grid import E, N, S, W, cell_of, neighbour, neighbours
from .piled import PiledPuzzle, SwapPieces

KINDS = {"straight": (N, S), "bend": (N, E), "joint": (N, E, S), "cross": (N, E, S, W)}
FILL = ("straight", "straight", "bend", "bend", "bend", "joint", "joint", "cross")
SIZES = {"4x3": (4, 3), "5x4": (5, 4)}
SPARE = 4


@action(GAME, "wiring.turn")
class TurnPiece:
    """Turn the piece in ``cell`` a quarter turn clockwise."""

    cell: int


def openings(kind: str, turns: int) -> frozenset[int]:
    return frozenset((d + turns) % 4 for d in KINDS[kind])


class WiringPuzzle(PiledPuzzle):
    kind = "wiring"

    def __init__(self, budget: Budget, *, chance: ChanceSource | None = None,
                 seed: int | None = None, rules: dict[str, Any] | None = None) -> None:
        super().__init__(chance, seed, rules)
        self.cols, self.rows = SIZES[self.rules["FA-GAP-1.wiring"]]
        self.pending: str | None = None
        self.proof: list[Action] = self._generate()
        self._start(budget)

    # ------------------------------------------------------------------ generation

    def _path(self) -> list[int]:
        start = cell_of(self.in_row, 0, self.cols)
        end = cell_of(self.out_row, self.cols - 1, self.cols)
        path = [start]
        seen = {start}

        def walk(cell: int) -> bool:
            if cell == end:
                return True
            nxt = neighbours(cell, self.cols, self.rows)
            self.chance.shuffle(nxt)
            for nb in nxt:
                if nb in seen:
                    continue
                seen.add(nb)
                path.append(nb)
                if walk(nb):
                    return True
                path.pop()
            return False

        walk(start)
        return path

    def _lay(self, cell: int, sides: set[int]) -> tuple[str, int]:
        for kind in ("straight", "bend"):
            for turns in range(4):
                if openings(kind, turns) == sides:
                    return kind, turns
        raise AssertionError(sides)

    def _generate(self) -> list[Action]:
        ch = self.chance
        self.in_row = ch.randint(0, self.rows - 1)
        self.out_row = ch.randint(0, self.rows - 1)
        path = self._path()
        kinds: list[str] = []
        self.turns = [0] * (self.cols * self.rows)
        for cell in range(self.cols * self.rows):
            kinds.append(ch.choice(FILL))
            self.turns[cell] = ch.randint(0, 3)
        for i, cell in enumerate(path):
            ends = {W} if i == 0 else {self._side(cell, path[i - 1])}
            ends.add(E if i == len(path) - 1 else self._side(cell, path[i + 1]))
            kinds[cell], self.turns[cell] = self._lay(cell, ends)
        spare = [ch.choice(FILL) for _ in range(SPARE)]
        self.pieces = {f"w{i + 1:02d}": k for i, k in enumerate(kinds + spare)}
        ids = list(self.pieces)
        self.board = ids[:len(kinds)]
        self.pile = ids[len(kinds):]
        ch.shuffle(self.pile)
        # scramble with legal turns and swaps; remember how to undo it
        undo: list[Action] = []
        n = len(self.board)
        moves = 0
        while moves < 2 * n or self.is_solved():
            moves += 1
            if ch.randint(0, 1):
                cell = ch.randint(0, n - 1)
                self.turns[cell] = (self.turns[cell] + 1) % 4
                undo.append(("turn", cell))  # type: ignore[arg-type]
            else:
                a = ch.randint(0, n - 1)
                b = ch.choice(neighbours(a, self.cols, self.rows))
                self.board[a], self.board[b] = self.board[b], self.board[a]
                self._swap_extra(a, b)
                undo.append(("swap", a, b))  # type: ignore[arg-type]
        proof: list[Action] = []
        for step in reversed(undo):
            if step[0] == "turn":
                proof += [TurnPiece(step[1])] * 3
            else:
                proof.append(SwapPieces(step[1], step[2]))
        return proof

    def _side(self, a: int, b: int) -> int:
        for d in (N, E, S, W):
            if neighbour(a, d, self.cols, self.rows) == b:
                return d
        raise AssertionError((a, b))

    # ------------------------------------------------------------------ board

    def _enter(self, cell: int, piece: str) -> None:
        self.board[cell] = piece
        self.turns[cell] = 0

    def _swap_extra(self, a: int, b: int) -> None:
        self.turns[a], self.turns[b] = self.turns[b], self.turns[a]

    def _piece_json(self, piece: str) -> dict[str, Any]:
        return {"shape": self.pieces[piece]}

    def open_sides(self, cell: int) -> frozenset[int]:
        return openings(self.pieces[self.board[cell]], self.turns[cell])

    def live_cells(self) -> list[int]:
        """Squares the input terminal's current reaches."""
        start = cell_of(self.in_row, 0, self.cols)
        if W not in self.open_sides(start):
            return []
        seen = {start}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            for d in self.open_sides(cell):
                nb = neighbour(cell, d, self.cols, self.rows)
                if nb is not None and nb not in seen and (d + 2) % 4 in self.open_sides(nb):
                    seen.add(nb)
                    queue.append(nb)
        return sorted(seen)

    def is_solved(self) -> bool:
        end = cell_of(self.out_row, self.cols - 1, self.cols)
        return end in self.live_cells() and E in self.open_sides(end)

    # ------------------------------------------------------------------ moves

    def _move_actions(self) -> list[Action]:
        out = self._shared_actions()
        if self.pending is None:
            out = [TurnPiece(c) for c in range(len(self.board))] + out
        return out

    def _move_problem(self, act: Action) -> Msg | None:
        if isinstance(act, TurnPiece):
            if self.pending is not None:
                return msg(N_("mansions", "Place the drawn piece first (or send it back)."))
            if not 0 <= act.cell < len(self.board):
                return msg(N_("mansions", "There is no such square."))
            return None
        return self._shared_problem(act)

    def _apply_move(self, act: Action) -> list[Event]:
        if isinstance(act, TurnPiece):
            self.turns[act.cell] = (self.turns[act.cell] + 1) % 4
            return [Event("turned", msg(N_("mansions", "A wire piece turns a quarter turn.")),
                          {"cell": act.cell, "turns": self.turns[act.cell]})]
        return self._shared_apply(act)

    def _board_observation(self, seat: int | None) -> dict[str, Any]:
        obs = {"cols": self.cols, "rows": self.rows, "in_row": self.in_row,
               "out_row": self.out_row,
               "cells": [{"piece": p, "shape": self.pieces[p], "turns": self.turns[i]}
                         for i, p in enumerate(self.board)],
               "pile_count": len(self.pile), "live": self.live_cells(),
               "pending": (None if self.pending is None else
                           {"piece": self.pending, "shape": self.pieces[self.pending]}),
               "replace_cost": self._replace_cost()}
        if seat is None:
            obs["pile"] = list(self.pile)
        return obs

    # ------------------------------------------------------------------ JSON

    def _fields_to_json(self) -> dict[str, Any]:
        return {"pieces": dict(self.pieces), "turns": list(self.turns), "in_row": self.in_row,
                "out_row": self.out_row, **self._pile_to_json(), **self._steps_to_json()}

    def _fields_from_json(self, data: dict[str, Any]) -> None:
        self.pieces = {str(k): str(v) for k, v in data["pieces"].items()}
        if any(k not in KINDS for k in self.pieces.values()):
            raise ValueError("the saved wiring puzzle holds an unknown piece")
        self._pile_from_json(data)
        self.turns = [int(t) % 4 for t in data["turns"]]
        self.in_row = int(data["in_row"])
        self.out_row = int(data["out_row"])
        self.proof = []
        if len(self.turns) != len(self.board) or not set(self.board) <= set(self.pieces):
            raise ValueError("the saved wiring puzzle's board does not fit its pieces")
        self._steps_from_json(data)
