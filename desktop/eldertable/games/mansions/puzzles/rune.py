"""The first-edition rune puzzle (FA-ALCH-1; mechanics per house rules FA-GAP-1.rune and
FA-GAP-1.replace-cost, which the Forbidden Alchemy rulebook leaves to the base game).

The setup card shows a rune drawn across a three-by-three grid (``runes.json``). Each
square of the puzzle takes one stone fragment carrying the part of the rune that crosses
that square: strokes from the square's centre toward some of its eight neighbours (a blank
fragment carries none). The rune pile also holds decoy fragments that belong nowhere.
The puzzle is solved when every square shows its own part of the rune. Fragments cannot be
turned. Puzzle actions: swap two fragments that share a side (1), Replace by drawing first
(see :mod:`.piled`). The board stays between attempts.

Every generated puzzle is solvable: it starts finished and is scrambled with legal swaps
and Replaces; and :meth:`RunePuzzle.plan` builds, from any position, a sequence of legal
actions that finishes the rune (fix the squares in reading order, bringing each missing
fragment along unfinished squares or drawing it from the pile, which cycles).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from ....engine.chance import ChanceSource
from ....engine.messages import Msg
from ....engine.protocol import Action, Event
from .budget import Budget
from .data import runes_data
from .grid import neighbours
from .piled import BACK, DrawPiece, PiledPuzzle, PlaceDrawn, SwapPieces

DIRS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
STEPS = {(-1, 0): "N", (-1, 1): "NE", (0, 1): "E", (1, 1): "SE", (1, 0): "S",
         (1, -1): "SW", (0, -1): "W", (-1, -1): "NW"}


def fragments_of(strokes: list[list[int]], size: int = 3) -> list[str]:
    """The fragment each square carries, as its stroke directions joined by '+'."""
    dirs: list[set[str]] = [set() for _ in range(size * size)]
    for r1, c1, r2, c2 in strokes:
        dirs[r1 * size + c1].add(STEPS[(r2 - r1, c2 - c1)])
        dirs[r2 * size + c2].add(STEPS[(r1 - r2, c1 - c2)])
    return [fragment(d) for d in dirs]


def fragment(dirs: set[str] | list[str]) -> str:
    return "+".join(d for d in DIRS if d in dirs)


class RunePuzzle(PiledPuzzle):
    kind = "rune"
    cols = 3
    rows = 3

    def __init__(self, budget: Budget, *, chance: ChanceSource | None = None,
                 seed: int | None = None, rules: dict[str, Any] | None = None,
                 rune: str | None = None) -> None:
        super().__init__(chance, seed, rules)
        runes = runes_data().runes
        chosen = next((r for r in runes if r.id == rune), None) if rune else \
            self.chance.choice(runes)
        if chosen is None:
            raise ValueError(f"no rune {rune!r}")
        self.rune = chosen.id
        self.target = fragments_of(chosen.strokes)
        self.pending: str | None = None
        self._generate([r for r in runes if r.id != chosen.id])
        self._start(budget)

    # ------------------------------------------------------------------ generation

    def _generate(self, others: list[Any]) -> None:
        ch = self.chance
        wanted = set(self.target)
        pool = sorted({f for r in others for f in fragments_of(r.strokes)} - wanted)
        ch.shuffle(pool)
        decoys = pool[:int(self.rules["FA-GAP-1.rune"])]
        while len(decoys) < int(self.rules["FA-GAP-1.rune"]):
            made = fragment({d for d in DIRS if ch.randint(0, 2) == 0} or {"N"})
            if made not in wanted and made not in decoys:
                decoys.append(made)
        frags = self.target + decoys
        self.fragments = {f"r{i + 1:02d}": f for i, f in enumerate(frags)}
        ids = list(self.fragments)
        n = len(self.target)
        self.board, self.pile = ids[:n], ids[n:]
        ch.shuffle(self.pile)
        moves = 0
        while moves < 12 or len(self.wrong_cells()) < 4:
            moves += 1
            if ch.randint(0, 2):
                a = ch.randint(0, n - 1)
                b = ch.choice(neighbours(a, self.cols, self.rows))
                self.board[a], self.board[b] = self.board[b], self.board[a]
            else:
                piece = self.pile.pop(0)
                cell = ch.randint(0, n - 1)
                self.pile.append(self.board[cell])
                self.board[cell] = piece

    # ------------------------------------------------------------------ board

    def _piece_json(self, piece: str) -> dict[str, Any]:
        return {"fragment": self.fragments[piece]}

    def wrong_cells(self) -> list[int]:
        return [i for i, p in enumerate(self.board) if self.fragments[p] != self.target[i]]

    def is_solved(self) -> bool:
        return not self.wrong_cells()

    def plan(self) -> list[Action]:
        """Legal actions that finish the rune from the position as it stands."""
        board, pile = list(self.board), list(self.pile)
        out: list[Action] = []
        if self.pending is not None:  # a drawn piece goes back under the pile first
            out.append(PlaceDrawn(BACK))
            pile.append(self.pending)
        frag = self.fragments
        n = len(board)
        for t in range(n):
            need = self.target[t]
            if frag[board[t]] == need:
                continue
            later = [p for p in range(t + 1, n) if frag[board[p]] == need]
            if later:
                path = self._path(later[0], t, set(range(t, n)))
                for x, y in zip(path, path[1:]):
                    out.append(SwapPieces(min(x, y), max(x, y)))
                    board[x], board[y] = board[y], board[x]
                continue
            while True:
                piece = pile.pop(0)
                out.append(DrawPiece())
                if frag[piece] == need:
                    out.append(PlaceDrawn(t))
                    pile.append(board[t])
                    board[t] = piece
                    break
                out.append(PlaceDrawn(BACK))
                pile.append(piece)
        return out

    def _path(self, start: int, goal: int, allowed: set[int]) -> list[int]:
        prev = {start: -1}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            if cell == goal:
                break
            for nb in neighbours(cell, self.cols, self.rows):
                if nb in allowed and nb not in prev:
                    prev[nb] = cell
                    queue.append(nb)
        path = [goal]
        while path[-1] != start:
            path.append(prev[path[-1]])
        return path[::-1]

    # ------------------------------------------------------------------ moves

    def _move_actions(self) -> list[Action]:
        return self._shared_actions()

    def _move_problem(self, act: Action) -> Msg | None:
        return self._shared_problem(act)

    def _apply_move(self, act: Action) -> list[Event]:
        return self._shared_apply(act)

    def _board_observation(self, seat: int | None) -> dict[str, Any]:
        name = next((r.name for r in runes_data().runes if r.id == self.rune), self.rune)
        obs = {"cols": self.cols, "rows": self.rows, "rune": self.rune, "rune_name": name,
               "target": list(self.target),
               "cells": [{"piece": p, "fragment": self.fragments[p],
                          "right": self.fragments[p] == self.target[i]}
                         for i, p in enumerate(self.board)],
               "pile_count": len(self.pile),
               "pending": (None if self.pending is None else
                           {"piece": self.pending, "fragment": self.fragments[self.pending]}),
               "replace_cost": self._replace_cost()}
        if seat is None:
            obs["pile"] = list(self.pile)
        return obs

    # ------------------------------------------------------------------ JSON

    def _fields_to_json(self) -> dict[str, Any]:
        return {"rune": self.rune, "target": list(self.target),
                "fragments": dict(self.fragments), **self._pile_to_json(),
                **self._steps_to_json()}

    def _fields_from_json(self, data: dict[str, Any]) -> None:
        self.rune = str(data["rune"])
        self.target = [str(f) for f in data["target"]]
        self.fragments = {str(k): str(v) for k, v in data["fragments"].items()}
        self._pile_from_json(data)
        if len(self.target) != len(self.board) or not set(self.board) <= set(self.fragments):
            raise ValueError("the saved rune puzzle's board does not fit its fragments")
        self._steps_from_json(data)

