"""Tile files (``"kind": "mansions-tile"``): the model, its checks, and the tile library.

A tile file describes one tile in the orientation its art is drawn::

    {"kind": "mansions-tile", "format": 1, "id": "study", "name": "Study",
     "set": "house", "size": [2, 2], "art": "study.svg",
     "rooms": [{"id": "study", "name": "Study", "floor": "boards",
                "spaces": [{"id": "desk", "cells": [[0, 0], [0, 1]], "slots": [[0.5, 0.5]]},
                           {"id": "hearth", "cells": [[1, 0], [1, 1]]}]}],
     "edges": [],
     "outer": {"n": "ww", "e": "ww", "s": "dw", "w": "sw"}}

Inside the tile, the edge between two spaces of one room is ``open`` and the edge between
two rooms is a ``wall`` unless ``edges`` says otherwise (a door, a border, a secret passage,
or an opening). The outer edges are given by ``outer`` (see :mod:`.geometry`); an outer
door or secret passage is named by its side and unit, e.g. ``"s0"``.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Literal

from pydantic import Field, ValidationError

from eldertable.engine.messages import fill

from ....resources import asset
from ..jsonmodel import ContentError, Id, Model, Text, parse_model, pydantic_problems, read_content
from .geometry import (DELTA, EDGE_CODES, NAMED_KINDS, SIDES, Edge, EdgeKind, Feature, Prop,
                       RoomDef, SpaceDef, TileDef, edge_key, outer_keys)

TILE_KIND = "mansions-tile"
TILE_FORMAT = 1
MAX_TILE_SIDE = 12

Coord = Annotated[int, Field(ge=0, lt=MAX_TILE_SIDE)]
Frac = Annotated[float, Field(ge=0, le=MAX_TILE_SIDE)]
FLOORS = Literal["boards", "parquet", "flagstone", "tiles", "carpet", "earth", "grass", "gravel"]
FEATURES = Literal["altar", "stairs", "window", "fireplace", "well"]
PROPS = Literal["bed", "bookcase", "table", "chair", "desk", "cabinet", "stove", "barrel",
                "plant", "bench", "telescope", "piano", "sofa", "crate", "railing", "bars",
                "hedge", "fountain", "wardrobe", "chest", "lamp", "rug", "altar", "stairs"]


class SpaceModel(Model):
    id: Id
    cells: list[tuple[Coord, Coord]] = Field(min_length=1, max_length=MAX_TILE_SIDE ** 2)
    slots: list[tuple[Frac, Frac]] = Field(default_factory=list, max_length=16)


class RoomModel(Model):
    id: Id
    name: Text
    outdoor: bool = False
    hallway: bool = False
    floor: FLOORS = "boards"
    spaces: list[SpaceModel] = Field(min_length=1, max_length=64)


class EdgeModel(Model):
    cell: tuple[Coord, Coord]
    side: Literal["n", "e", "s", "w"]
    kind: Literal["open", "wall", "door", "border", "secret"]
    id: Id | None = None


class OuterModel(Model):
    n: str = Field(pattern=f"^[{EDGE_CODES}]+$", max_length=MAX_TILE_SIDE)
    e: str = Field(pattern=f"^[{EDGE_CODES}]+$", max_length=MAX_TILE_SIDE)
    s: str = Field(pattern=f"^[{EDGE_CODES}]+$", max_length=MAX_TILE_SIDE)
    w: str = Field(pattern=f"^[{EDGE_CODES}]+$", max_length=MAX_TILE_SIDE)


class FeatureModel(Model):
    kind: FEATURES
    space: Id
    at: tuple[Frac, Frac] | None = None


class PropModel(Model):
    kind: PROPS
    at: tuple[Frac, Frac]
    turn: Literal[0, 90, 180, 270] = 0


class TileFile(Model):
    kind: Literal["mansions-tile"]
    format: Literal[1]
    id: Id
    name: Text
    set: Literal["forbidden-alchemy", "house"]
    size: tuple[Annotated[int, Field(ge=1, le=MAX_TILE_SIDE)], Annotated[int, Field(ge=1, le=MAX_TILE_SIDE)]]
    art: str = Field(min_length=1, max_length=200)
    rooms: list[RoomModel] = Field(min_length=1, max_length=32)
    edges: list[EdgeModel] = Field(default_factory=list, max_length=512)
    outer: OuterModel
    features: list[FeatureModel] = Field(default_factory=list, max_length=32)
    props: list[PropModel] = Field(default_factory=list, max_length=64)


# --------------------------------------------------------------------------- checks


def check_tile(model: TileFile) -> tuple[TileDef | None, list[tuple[str, str]]]:
    """Build the tile; problems as ``(json path, message)``."""
    problems: list[tuple[str, str]] = []
    w, h = model.size
    cell_space: dict[tuple[int, int], str] = {}
    space_room: dict[str, str] = {}
    room_ids: set[str] = set()
    spaces: dict[str, SpaceDef] = {}
    rooms: list[RoomDef] = []
    for ri, room in enumerate(model.rooms):
        rp = f"rooms[{ri}]"
        if room.id in room_ids:
            problems.append((f"{rp}.id", f"room id {room.id!r} is used twice"))
        room_ids.add(room.id)
        if not room.name.strip():
            problems.append((f"{rp}.name", "text is missing"))
        for si, sp in enumerate(room.spaces):
            sp_path = f"{rp}.spaces[{si}]"
            if sp.id in space_room:
                problems.append((f"{sp_path}.id", f"space id {sp.id!r} is used twice"))
                continue
            space_room[sp.id] = room.id
            for ci, (x, y) in enumerate(sp.cells):
                if not (x < w and y < h):
                    problems.append((f"{sp_path}.cells[{ci}]", f"cell ({x}, {y}) is outside the {w}x{h} tile"))
                elif (x, y) in cell_space:
                    problems.append((f"{sp_path}.cells[{ci}]",
                                     f"cell ({x}, {y}) already belongs to space {cell_space[(x, y)]!r}"))
                else:
                    cell_space[(x, y)] = sp.id
            if not _connected(set(map(tuple, sp.cells))):
                problems.append((f"{sp_path}.cells", "the cells of a space must touch side to side"))
            cells = set(map(tuple, sp.cells))
            for pi, (px, py) in enumerate(sp.slots):
                if (int(px), int(py)) not in cells:
                    problems.append((f"{sp_path}.slots[{pi}]", "a slot must lie inside its space"))
            spaces[sp.id] = SpaceDef(sp.id, room.id, tuple(tuple(c) for c in sp.cells),
                                     tuple(tuple(p) for p in sp.slots))
        rooms.append(RoomDef(room.id, room.name, room.outdoor, room.floor,
                             tuple(s.id for s in room.spaces), room.hallway))
    missing = [(x, y) for y in range(h) for x in range(w) if (x, y) not in cell_space]
    if missing:
        problems.append(("rooms", fill("{n} {n|cell belongs|cells belong} to no space, e.g. "
                                       "{first}", n=len(missing), first=missing[0])))

    edges: dict[tuple[int, int, str], Edge] = {}
    # inner edges: defaults from rooms
    for (x, y), sid in cell_space.items():
        for side in ("e", "s"):
            dx, dy = DELTA[side]
            other = cell_space.get((x + dx, y + dy))
            if other is None or other == sid:
                continue
            same_room = space_room[sid] == space_room[other]
            edges[edge_key(x, y, side)] = Edge(EdgeKind.OPEN if same_room else EdgeKind.WALL)
    named: dict[str, str] = {}
    given: set[tuple[int, int, str]] = set()
    for ei, e in enumerate(model.edges):
        ep = f"edges[{ei}]"
        x, y = e.cell
        dx, dy = DELTA[e.side]
        nx, ny = x + dx, y + dy
        key = edge_key(x, y, e.side)
        kind = EdgeKind(e.kind)
        if not (x < w and y < h):
            problems.append((f"{ep}.cell", f"cell ({x}, {y}) is outside the {w}x{h} tile"))
            continue
        if not (0 <= nx < w and 0 <= ny < h):
            problems.append((f"{ep}.side", "an outer edge is set by 'outer', not by 'edges'"))
            continue
        if cell_space.get((x, y)) == cell_space.get((nx, ny)):
            problems.append((ep, "this edge lies inside one space"))
            continue
        if key in given:
            problems.append((ep, "this edge is given twice"))
            continue
        given.add(key)
        if kind in NAMED_KINDS:
            if e.id is None:
                problems.append((f"{ep}.id", f"a {kind.value} needs an id"))
                continue
            if e.id in named:
                problems.append((f"{ep}.id", f"id {e.id!r} is used twice"))
            named[e.id] = ep
        elif e.id is not None:
            problems.append((f"{ep}.id", "only doors and secret passages have ids"))
        edges[key] = Edge(kind, e.id if kind in NAMED_KINDS else None)
    # outer edges
    outer = {"n": model.outer.n, "e": model.outer.e, "s": model.outer.s, "w": model.outer.w}
    for side in SIDES:
        letters = outer[side]
        length = w if side in ("n", "s") else h
        if len(letters) != length:
            problems.append((f"outer.{side}", fill("needs {n} {n|letter|letters}, one per cell, "
                                                   "not {got}", n=length, got=len(letters))))
            continue
        for i, (key, code) in enumerate(zip(outer_keys(w, h, side), letters)):
            kind = EdgeKind.from_code(code)
            ident = f"{side}{i}" if kind in NAMED_KINDS else None
            if ident is not None and ident in named:
                problems.append((f"outer.{side}", f"the outer {kind.value} {ident!r} clashes with an edge id"))
            edges[key] = Edge(kind, ident)
    for fi, f in enumerate(model.features):
        if f.space not in spaces:
            problems.append((f"features[{fi}].space", f"no space {f.space!r} on this tile"))
        elif f.at is not None and (int(f.at[0]), int(f.at[1])) not in spaces[f.space].cells:
            problems.append((f"features[{fi}].at", "the feature must lie inside its space"))
    for pi, p in enumerate(model.props):
        if not (p.at[0] <= w and p.at[1] <= h):
            problems.append((f"props[{pi}].at", "the prop lies outside the tile"))
    if problems:
        return None, problems
    tile = TileDef(model.id, model.name, w, h, tuple(rooms), MappingProxyType(spaces),
                   MappingProxyType(edges),
                   tuple(Feature(f.kind, f.space, None if f.at is None else tuple(f.at)) for f in model.features),
                   tuple(Prop(p.kind, tuple(p.at), p.turn) for p in model.props),
                   model.art)
    return tile, problems


def _connected(cells: set[tuple[int, int]]) -> bool:
    if not cells:
        return True
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        for dx, dy in DELTA.values():
            c = (x + dx, y + dy)
            if c in cells and c not in seen:
                seen.add(c)
                todo.append(c)
    return len(seen) == len(cells)


def tile_problems(path: Path, data: object) -> tuple[TileDef | None, list[str]]:
    """Parse and check raw tile JSON; problems as ``file: json.path: message`` lines."""
    try:
        model = parse_model(TileFile, data)
    except ValidationError as exc:
        return None, pydantic_problems(str(path), exc, data)
    tile, problems = check_tile(model)
    out = [f"{path}: {p}: {m}" for p, m in problems]
    if tile is not None and path.stem != tile.id:
        out.append(f"{path}: id: the tile id {tile.id!r} must match the file name {path.stem!r}")
    art_problem = _art_problem(path, model.art)
    if art_problem:
        out.append(f"{path}: art: {art_problem}")
    if out or tile is None:
        return None, out
    return replace(tile, art_file=str((path.parent / tile.art).resolve())), out


def _art_problem(path: Path, art: str) -> str:
    from ..paths import contained_path_problem

    return contained_path_problem(path.parent, art, must_exist=True)


def load_tile(path: Path | str) -> TileDef:
    path = Path(path)
    data = read_content(path, "tile")
    tile, problems = tile_problems(path, data)
    if problems or tile is None:
        raise ContentError(problems)
    return tile


def tiles_dir() -> Path:
    return asset("games", "mansions", "tiles")


@lru_cache(maxsize=4)
def _library(folder: str) -> "TileLibrary":
    return TileLibrary.from_folder(Path(folder))


def library(folder: Path | None = None) -> "TileLibrary":
    """The shipped tile library (cached), or the one in ``folder``."""
    return _library(str(folder or tiles_dir()))


class TileLibrary:
    """Tiles by id. Loading it checks every tile; a bad tile raises ContentError."""

    def __init__(self, tiles: dict[str, TileDef], folder: Path):
        self.tiles = tiles
        self.folder = folder

    @classmethod
    def from_folder(cls, folder: Path) -> "TileLibrary":
        tiles: dict[str, TileDef] = {}
        problems: list[str] = []
        for path in sorted(folder.glob("*.json")):
            try:
                tile = load_tile(path)
            except ContentError as exc:
                problems += exc.problems
                continue
            tiles[tile.id] = tile
        if problems:
            raise ContentError(problems)
        return cls(tiles, folder)

    def __contains__(self, tile_id: str) -> bool:
        return tile_id in self.tiles

    def __getitem__(self, tile_id: str) -> TileDef:
        return self.tiles[tile_id]

    def ids(self) -> list[str]:
        return sorted(self.tiles)

    def art_path(self, tile_id: str) -> Path:
        return Path(self.tiles[tile_id].art_file)

    def fitting(self, side_letters: str, side: str) -> list[tuple[str, int]]:
        """(tile id, rotation) pairs whose ``side`` shows exactly ``side_letters``: what may
        be laid against a neighbour showing those letters on the facing side."""
        out = []
        for tid in self.ids():
            for rot in (0, 90, 180, 270):
                if self.tiles[tid].turned(rot).signature()[side] == side_letters:
                    out.append((tid, rot))
        return out
