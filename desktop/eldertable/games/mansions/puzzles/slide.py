"""The second-edition slide puzzle (MOM2-PUZ-1; mechanics per house rules
MOM2-GAP-12.slide-line and MOM2-GAP-12.slide-size).

A picture cut into square tiles, one left out to make a gap. One puzzle step chooses a
tile in the gap's row or column and pushes it, with every tile between it and the gap, one
place toward the gap (with the house rule switched off, only a tile beside the gap may
move). Solved when every tile is back in its place and the gap is in the bottom-right
corner. The tiles stay as they are between attempts.

Every generated puzzle is solvable: it is made by pushing tiles away from the finished
picture with legal steps, and :attr:`SlidePuzzle.proof` holds the steps that push them
back.
"""

from __future__ import annotations

from typing import Any

from ....engine.chance import ChanceSource
from ....engine.messages import Msg, N_
from ....engine.protocol import Action, Event, action
from .base import GAME, StepPuzzle, msg
from .budget import Budget
from .grid import row_col

SCRAMBLE = {3: 7, 4: 10}


@action(GAME, "slide.push")
class SlidePush:
    """Push the tile in ``cell`` (and those between it and the gap) toward the gap."""

    cell: int


def pushable(tiles: list[int | None], size: int, line: bool) -> list[int]:
    """Cells whose tile may be pushed now."""
    gap = tiles.index(None)
    gr, gc = row_col(gap, size)
    out = []
    for cell in range(size * size):
        r, c = row_col(cell, size)
        if cell == gap or (r != gr and c != gc):
            continue
        if line or abs(r - gr) + abs(c - gc) == 1:
            out.append(cell)
    return out


def push(tiles: list[int | None], size: int, cell: int) -> list[int | None]:
    """The tiles after pushing ``cell`` toward the gap (the gap ends up at ``cell``)."""
    tiles = list(tiles)
    gap = tiles.index(None)
    step = (1 if cell > gap else -1) * (1 if row_col(cell, size)[0] == row_col(gap, size)[0]
                                        else size)
    pos = gap
    while pos != cell:
        tiles[pos] = tiles[pos + step]
        pos += step
    tiles[cell] = None
    return tiles


def solved_tiles(size: int) -> list[int | None]:
    return [*range(size * size - 1), None]


def solvable(tiles: list[int | None], size: int) -> bool:
    """The classic parity test: which arrangements slides can reach at all."""
    seq = [t for t in tiles if t is not None]
    inversions = sum(1 for i in range(len(seq)) for j in range(i + 1, len(seq))
                     if seq[i] > seq[j])  # type: ignore[operator]
    if size % 2 == 1:
        return inversions % 2 == 0
    gap_row_from_bottom = size - row_col(tiles.index(None), size)[0]
    return (inversions + gap_row_from_bottom) % 2 == 1


class SlidePuzzle(StepPuzzle):
    kind = "slide"

    def __init__(self, budget: Budget, *, chance: ChanceSource | None = None,
                 seed: int | None = None, rules: dict[str, Any] | None = None,
                 tiles: list[int | None] | None = None) -> None:
        super().__init__(chance, seed, rules)
        self.size = int(self.rules["MOM2-GAP-12.slide-size"])
        self.line = bool(self.rules["MOM2-GAP-12.slide-line"])
        self.proof: list[int] | None = None
        if tiles is None:
            tiles, self.proof = self._scramble()
        self._check(tiles)
        self.tiles = list(tiles)
        self._start(budget)

    def _scramble(self) -> tuple[list[int | None], list[int]]:
        while True:
            tiles = solved_tiles(self.size)
            back: list[int] = []
            last_line: tuple[str, int] | None = None
            for _ in range(SCRAMBLE[self.size] * (1 if self.line else 3)):
                gap = tiles.index(None)
                gr, gc = row_col(gap, self.size)
                options = []
                for cell in pushable(tiles, self.size, self.line):
                    r, _c = row_col(cell, self.size)
                    along = ("row", gr) if r == gr else ("col", gc)
                    if along != last_line:  # two pushes along one line are one push
                        options.append((cell, along))
                cell, last_line = self.chance.choice(options)
                tiles = push(tiles, self.size, cell)
                back.append(gap)  # pushing the old gap's tile undoes this push
            if tiles != solved_tiles(self.size):
                return tiles, back[::-1]

    def _check(self, tiles: list[int | None]) -> None:
        if sorted(t for t in tiles if t is not None) != list(range(self.size ** 2 - 1)) \
                or tiles.count(None) != 1 or len(tiles) != self.size ** 2:
            raise ValueError("the tiles do not make one picture with one gap")
        if not solvable(tiles, self.size):
            raise ValueError("these tiles can never be slid back into the picture")

    def _move_actions(self) -> list[Action]:
        return [SlidePush(c) for c in pushable(self.tiles, self.size, self.line)]

    def _move_problem(self, act: Action) -> Msg | None:
        if not isinstance(act, SlidePush):
            return msg(N_("mansions", "That is not a slide puzzle move."))
        if act.cell not in pushable(self.tiles, self.size, self.line):
            if self.line:
                return msg(N_("mansions", "Only a tile in the gap's row or column can be "
                                          "pushed."))
            return msg(N_("mansions", "Only a tile beside the gap can be pushed."))
        return None

    def _apply_move(self, act: Action) -> list[Event]:
        assert isinstance(act, SlidePush)
        gap = self.tiles.index(None)
        self.tiles = push(self.tiles, self.size, act.cell)
        return [Event("pushed", msg(N_("mansions", "Tiles slide toward the gap.")),
                      {"cell": act.cell, "gap": gap})]

    def is_solved(self) -> bool:
        return self.tiles == solved_tiles(self.size)

    def _board_observation(self, seat: int | None) -> dict[str, Any]:
        return {"size": self.size, "line": self.line, "tiles": list(self.tiles),
                "pushable": pushable(self.tiles, self.size, self.line)}

    def _fields_to_json(self) -> dict[str, Any]:
        return {"size": self.size, "line": self.line, "tiles": list(self.tiles),
                **self._steps_to_json()}

    def _fields_from_json(self, data: dict[str, Any]) -> None:
        self.size = int(data["size"])
        self.line = bool(data["line"])
        self.proof = None
        tiles = [None if t is None else int(t) for t in data["tiles"]]
        self._check(tiles)
        self.tiles = tiles
        self._steps_from_json(data)
