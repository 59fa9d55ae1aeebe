"""The puzzle data files under ``assets/games/mansions/puzzles/``, checked on load.

* ``house_rules.json``: every house rule the puzzles use (id, default, type, English title
  and description), shown in the setup dialog and resolved by :func:`house_rules`.
* ``alchemy.json``: the alchemy shapes, the twelve pieces and the setup-tile layouts
  (edge shapes of sides 10A and 10B, clockwise from the top edge).
* ``runes.json``: the runes a first-edition rune puzzle may ask for, as strokes between
  the centres of a three-by-three grid of cells.
* ``locks.json``: second-edition locks made ahead of time (:mod:`.lockbank`).

A bad file raises :class:`PuzzleDataError` naming the file, the JSON path and the fault;
nothing half-loads. Nothing read here is ever executed.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, model_validator

from ....engine import houserules as H
from ....engine.saves import SaveError, read_json_file
from .datafile import MAX_PUZZLE_DATA_BYTES, PuzzleDataError, _load, _Model


# --------------------------------------------------------------------------- house rules


# The one house-rule model is the engine's; this file kind says only what the puzzles' own
# file looks like.
PUZZLE_RULES = H.RulesFileKind("mansions-puzzle-house-rules", prefixes=("FA-GAP-", "MOM2-GAP-"),
                               at_least=0)
HouseRulesFile = PUZZLE_RULES.model


# --------------------------------------------------------------------------- alchemy

ShapeId = Literal["circle", "diamond", "triangle"]


class Shape(_Model):
    id: ShapeId
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    name: str


class Piece(_Model):
    id: str = Field(pattern=r"^[a-z][0-9]{2}$")
    shape: ShapeId


class Side(_Model):
    id: str = Field(pattern=r"^10[AB]$")
    seal: str = Field(pattern=r"^[a-z0-9-]+\.svg$")
    edges: list[ShapeId] = Field(min_length=3, max_length=12)


class Layout(_Model):
    id: str = Field(pattern=r"^[a-z]+$")
    sides: list[Side] = Field(min_length=1)

    @model_validator(mode="after")
    def _same_edge_count(self) -> "Layout":
        if len({len(s.edges) for s in self.sides}) != 1:
            raise ValueError("every side of one layout needs the same number of edges")
        return self

    @property
    def edge_count(self) -> int:
        return len(self.sides[0].edges)

    def side(self, side_id: str) -> Side:
        for side in self.sides:
            if side.id == side_id:
                return side
        raise KeyError(side_id)


class AlchemyFile(_Model):
    kind: Literal["mansions-alchemy"]
    format: Literal[1]
    shapes: list[Shape] = Field(min_length=3, max_length=3)
    pieces: list[Piece] = Field(min_length=1)
    layouts: list[Layout] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> "AlchemyFile":
        ids = [p.id for p in self.pieces]
        if len(set(ids)) != len(ids):
            raise ValueError("piece ids must be unique")
        for layout in self.layouts:
            if layout.edge_count >= len(self.pieces):
                raise ValueError(f"layout {layout.id!r} has no pieces left for the pile")
        return self

    def layout(self, layout_id: str) -> Layout:
        for layout in self.layouts:
            if layout.id == layout_id:
                return layout
        raise KeyError(layout_id)

    def shape_of(self) -> dict[str, str]:
        return {p.id: p.shape for p in self.pieces}


# --------------------------------------------------------------------------- runes


class Rune(_Model):
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    name: str
    strokes: list[list[int]] = Field(min_length=1)

    @model_validator(mode="after")
    def _strokes_join_neighbours(self) -> "Rune":
        for s in self.strokes:
            if len(s) != 4 or not all(0 <= v <= 2 for v in s):
                raise ValueError("a stroke is [row, col, row, col] with values 0 to 2")
            if max(abs(s[0] - s[2]), abs(s[1] - s[3])) != 1:
                raise ValueError("a stroke joins two neighbouring cells")
        return self


class RunesFile(_Model):
    kind: Literal["mansions-runes"]
    format: Literal[1]
    grid: Literal[3]
    runes: list[Rune] = Field(min_length=2)


# --------------------------------------------------------------------------- loading


@lru_cache(maxsize=None)
def house_rules_file() -> HouseRulesFile:
    return _load("house_rules.json", HouseRulesFile)


@lru_cache(maxsize=None)
def alchemy_data() -> AlchemyFile:
    return _load("alchemy.json", AlchemyFile)


@lru_cache(maxsize=None)
def runes_data() -> RunesFile:
    return _load("runes.json", RunesFile)


def validate_file(path: Path | str) -> None:
    """Check one puzzle data file by its ``kind``; PuzzleDataError when it is bad."""
    path = Path(path)
    try:
        data = read_json_file(path, "puzzle data file", max_bytes=MAX_PUZZLE_DATA_BYTES)
    except SaveError as exc:
        raise PuzzleDataError(str(exc)) from None
    kind = data.get("kind") if isinstance(data, dict) else None
    kind = kind if isinstance(kind, str) else None
    if kind == "mansions-locks":
        from .lockbank import load_locks

        load_locks(path)
        return
    if kind == PUZZLE_RULES.kind:  # the engine's one house-rule validator
        problems = H.file_problems(PUZZLE_RULES, path, data)
        if problems:
            raise PuzzleDataError("\n".join(problems))
    model = {"mansions-puzzle-house-rules": HouseRulesFile, "mansions-alchemy": AlchemyFile,
             "mansions-runes": RunesFile}.get(kind)
    if model is None:
        raise PuzzleDataError(f"{path}: kind: not a puzzle data file")
    _load(path.name, model, path)


def house_rules(overrides: dict[str, Any] | None = None) -> dict[str, Any]:
    """Every puzzle house rule's value: the defaults, with ``overrides`` checked and applied
    (ids of rules of other parts of the game, which share one config, are passed over)."""
    return H.resolve(house_rules_file().rules, overrides, others=True)
