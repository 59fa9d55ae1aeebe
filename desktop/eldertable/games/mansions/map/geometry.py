"""Grid geometry of map tiles: cells, typed edges, and turning a tile by quarter turns.

A tile is a rectangle of ``w`` x ``h`` grid cells (one cell is one square of a space; the
art uses 100 px per cell). Every cell belongs to exactly one space; a space may cover
several cells; spaces make up rooms.

An *edge* is one unit side between two cells. It is named by an :data:`EdgeKey`
``(x, y, axis)``: axis ``"e"`` is the side between ``(x, y)`` and ``(x + 1, y)``, axis
``"s"`` the side between ``(x, y)`` and ``(x, y + 1)``. The outer sides of a tile use the
same keys with one cell outside the rectangle, e.g. the north side of ``(2, 0)`` is
``(2, -1, "s")``.

Edge kinds (:class:`EdgeKind`): ``open`` (the thin line between two spaces of one room, or
an opening), ``wall``, ``door``, ``border`` (impassable border: the dashed white line),
``secret`` (secret passage) and ``escape`` (a white line on an outer room edge that joins
no room). Edge behaviour for movement and range lives in :mod:`.graph`.

Outer signatures list one letter per unit side in *reading order*: north and south sides
from west to east, east and west sides from north to south; letters are the first of the
kind's name, except ``x`` for escape. Two tiles fit side by side where the letters they
show each other are equal, unit by unit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Mapping

from eldertable.engine.messages import fill

Cell = tuple[int, int]
EdgeKey = tuple[int, int, str]
Point = tuple[float, float]

SIDES = ("n", "e", "s", "w")
DELTA: Mapping[str, Cell] = MappingProxyType({"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)})
ROTATIONS = (0, 90, 180, 270)


class EdgeKind(str, Enum):
    OPEN = "open"
    WALL = "wall"
    DOOR = "door"
    BORDER = "border"
    SECRET = "secret"
    ESCAPE = "escape"

    @property
    def code(self) -> str:
        return "x" if self is EdgeKind.ESCAPE else self.value[0]

    @classmethod
    def from_code(cls, code: str) -> "EdgeKind":
        return _BY_CODE[code]


_BY_CODE = {k.code: k for k in EdgeKind}
EDGE_CODES = "".join(_BY_CODE)
#: kinds that carry an id (doors and secret passages can be sealed, locked or barricaded)
NAMED_KINDS = frozenset({EdgeKind.DOOR, EdgeKind.SECRET})


def edge_key(x: int, y: int, side: str) -> EdgeKey:
    """The key of the ``side`` of cell ``(x, y)``."""
    if side == "e":
        return (x, y, "e")
    if side == "s":
        return (x, y, "s")
    if side == "w":
        return (x - 1, y, "e")
    if side == "n":
        return (x, y - 1, "s")
    raise ValueError(f"not a side: {side!r}")


def edge_cells(key: EdgeKey) -> tuple[Cell, Cell]:
    """The two cells an edge lies between (west/north one first)."""
    x, y, axis = key
    return ((x, y), (x + 1, y)) if axis == "e" else ((x, y), (x, y + 1))


def key_between(a: Cell, b: Cell) -> EdgeKey:
    """The edge between two cells that share a side."""
    (ax, ay), (bx, by) = sorted((a, b))
    if ay == by and bx == ax + 1:
        return (ax, ay, "e")
    if ax == bx and by == ay + 1:
        return (ax, ay, "s")
    raise ValueError(f"cells {a} and {b} do not share a side")


def rotate_cell(cell: Cell, w: int, h: int, quarters: int) -> Cell:
    """Cell ``(x, y)`` of a ``w`` x ``h`` tile after ``quarters`` clockwise quarter turns.

    Works for cells just outside the rectangle too (the transform is affine).
    """
    x, y = cell
    for _ in range(quarters % 4):
        x, y = h - 1 - y, x
        w, h = h, w
    return (x, y)


def rotate_point(point: Point, w: int, h: int, quarters: int) -> Point:
    """A point in cell units (0..w, 0..h) after clockwise quarter turns."""
    x, y = point
    for _ in range(quarters % 4):
        x, y = h - y, x
        w, h = h, w
    return (x, y)


def rotate_key(key: EdgeKey, w: int, h: int, quarters: int) -> EdgeKey:
    a, b = edge_cells(key)
    return key_between(rotate_cell(a, w, h, quarters), rotate_cell(b, w, h, quarters))


def outer_keys(w: int, h: int, side: str) -> list[EdgeKey]:
    """The unit edges along one outer side of a ``w`` x ``h`` rectangle, in reading order."""
    if side == "n":
        return [(x, -1, "s") for x in range(w)]
    if side == "s":
        return [(x, h - 1, "s") for x in range(w)]
    if side == "w":
        return [(-1, y, "e") for y in range(h)]
    if side == "e":
        return [(w - 1, y, "e") for y in range(h)]
    raise ValueError(f"not a side: {side!r}")


# --------------------------------------------------------------------------- tile shapes


@dataclass(frozen=True, slots=True)
class Edge:
    kind: EdgeKind
    id: str | None = None  # doors and secret passages only


@dataclass(frozen=True, slots=True)
class SpaceDef:
    id: str
    room: str
    cells: tuple[Cell, ...]
    slots: tuple[Point, ...]  # where tokens and figures stand, in cell units of the tile


@dataclass(frozen=True, slots=True)
class RoomDef:
    id: str
    name: str  # English source text; the view translates it in context "content:mansions"
    outdoor: bool
    floor: str
    spaces: tuple[str, ...]
    hallway: bool = False


@dataclass(frozen=True, slots=True)
class Feature:
    kind: str
    space: str
    at: Point | None = None


@dataclass(frozen=True, slots=True)
class Prop:
    """Furniture drawn in the art; no effect on the rules."""

    kind: str
    at: Point
    turn: int = 0


@dataclass(frozen=True)
class TileDef:
    """One tile in one orientation. ``edges`` holds every unit edge between two different
    spaces of the tile and every outer unit edge (open/wall/door/... as the tile shows it)."""

    id: str
    name: str
    w: int
    h: int
    rooms: tuple[RoomDef, ...]
    spaces: Mapping[str, SpaceDef]
    edges: Mapping[EdgeKey, Edge]
    features: tuple[Feature, ...] = ()
    props: tuple[Prop, ...] = ()
    art: str = ""  # the SVG as the tile file names it
    rotation: int = 0
    cell_space: Mapping[Cell, str] = field(default_factory=dict, compare=False)
    art_file: str = field(default="", compare=False)  # the SVG's full path, once loaded

    def __post_init__(self) -> None:
        if not self.cell_space:
            cs = {c: s.id for s in self.spaces.values() for c in s.cells}
            object.__setattr__(self, "cell_space", MappingProxyType(cs))

    def room(self, room_id: str) -> RoomDef:
        for r in self.rooms:
            if r.id == room_id:
                return r
        raise KeyError(room_id)

    def signature(self) -> dict[str, str]:
        """The outer edge letters per side, in reading order."""
        return {side: "".join(self.edges[k].kind.code for k in outer_keys(self.w, self.h, side))
                for side in SIDES}

    def turned(self, rotation: int) -> "TileDef":
        """This tile turned clockwise by ``rotation`` degrees (0, 90, 180 or 270) from its
        drawn orientation; ids stay the same."""
        if rotation not in ROTATIONS:
            raise ValueError(f"rotation must be one of {ROTATIONS}, not {rotation}")
        q = ((rotation - self.rotation) // 90) % 4
        if q == 0:
            return self
        w, h = self.w, self.h
        nw, nh = (h, w) if q % 2 else (w, h)
        spaces = {
            sid: SpaceDef(s.id, s.room, tuple(rotate_cell(c, w, h, q) for c in s.cells),
                          tuple(rotate_point(p, w, h, q) for p in s.slots))
            for sid, s in self.spaces.items()}
        edges = {rotate_key(k, w, h, q): e for k, e in self.edges.items()}
        features = tuple(Feature(f.kind, f.space, None if f.at is None else
                                 rotate_point(f.at, w, h, q)) for f in self.features)
        props = tuple(Prop(p.kind, rotate_point(p.at, w, h, q), (p.turn + 90 * q) % 360)
                      for p in self.props)
        return TileDef(self.id, self.name, nw, nh, self.rooms, MappingProxyType(spaces),
                       MappingProxyType(edges), features, props, self.art, rotation,
                       art_file=self.art_file)


def fits(a: TileDef, ax: int, ay: int, b: TileDef, bx: int, by: int) -> list[str]:
    """Why tile ``a`` at ``(ax, ay)`` and tile ``b`` at ``(bx, by)`` cannot lie so: overlaps
    and mismatched unit edges, in words; empty when they fit (or do not touch)."""
    problems: list[str] = []
    a_cells = {(x + ax, y + ay) for x in range(a.w) for y in range(a.h)}
    b_cells = {(x + bx, y + by) for x in range(b.w) for y in range(b.h)}
    if a_cells & b_cells:
        return [fill("overlap at {n} {n|cell|cells}", n=len(a_cells & b_cells))]
    for (x, y), side in _touching(a, ax, ay, b_cells):
        gk = edge_key(x, y, side)
        ka = a.edges[_local(gk, ax, ay)].kind
        kb = b.edges[_local(gk, bx, by)].kind
        if ka is EdgeKind.ESCAPE or kb is EdgeKind.ESCAPE:
            problems.append(f"an escape edge at cell ({x}, {y}) side {side} faces a tile")
        elif ka is not kb:
            problems.append(f"{ka.value} meets {kb.value} at cell ({x}, {y}) side {side}")
    return problems


def _local(key: EdgeKey, ox: int, oy: int) -> EdgeKey:
    return (key[0] - ox, key[1] - oy, key[2])


def _touching(a: TileDef, ax: int, ay: int, others: set[Cell]):
    for side in SIDES:
        dx, dy = DELTA[side]
        for k in outer_keys(a.w, a.h, side):
            c1, c2 = edge_cells(k)
            inside = c1 if 0 <= c1[0] < a.w and 0 <= c1[1] < a.h else c2
            gx, gy = inside[0] + ax, inside[1] + ay
            if (gx + dx, gy + dy) in others:
                yield (gx, gy), side
