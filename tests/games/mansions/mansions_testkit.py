"""Small maps for the Mansions map tests: tiles written inline, and the whole house built
from every shipped tile."""

from __future__ import annotations

from eldertable.games.mansions.jsonmodel import parse_model
from eldertable.games.mansions.map.layout import Layout, Placement
from eldertable.games.mansions.map.mapstate import MapState
from eldertable.games.mansions.map.tiles import TileFile, check_tile, library

#: every shipped tile, laid out as one house (placement id, tile id, x, y, rotation)
HOUSE = [
    ("library", "library", 0, 0, 0), ("study", "study", 3, 0, 0),
    ("observation", "observation-room", 5, 0, 0), ("hall", "hallway-2", 0, 2, 0),
    ("long", "long-hallway", 4, 2, 90), ("guest", "guest-bedroom", 0, 3, 0),
    ("cell", "holding-cell", 2, 3, 0), ("kitchen", "kitchen", 4, 3, 0),
    ("parlor", "parlor", 6, 3, 0), ("back", "back-path", 8, 0, 0),
    ("cellar", "cellar", 2, 5, 0), ("dining", "dining-room", 4, 5, 0),
    ("conservatory", "conservatory", 6, 5, 0),
]


def house(placements=HOUSE) -> Layout:
    lib = library()
    return Layout.build([Placement(pid, lib[tid], x, y, rot) for pid, tid, x, y, rot in placements])


def revealed(layout: Layout) -> MapState:
    state = MapState(layout)
    for room in layout.rooms:
        state.reveal_room(room)
    return state


def tile(tid: str, size, rooms, outer, edges=()):
    """A tile from a compact description: ``rooms`` maps room id to
    ``(outdoor, {space id: [cells]})``."""
    data = {
        "kind": "mansions-tile", "format": 1, "id": tid, "name": tid.title(), "set": "house",
        "size": list(size), "art": f"{tid}.svg",
        "rooms": [{"id": rid, "name": rid.title(), "outdoor": outdoor,
                   "spaces": [{"id": sid, "cells": [list(c) for c in cells]}
                              for sid, cells in spaces.items()]}
                  for rid, (outdoor, spaces) in rooms.items()],
        "edges": [dict(zip(("cell", "side", "kind", "id"), (list(e[0]), *e[1:]))) for e in edges],
        "outer": outer,
    }
    t, problems = check_tile(parse_model(TileFile, data))
    assert not problems, problems
    return t


def strip(n: int, edges=(), outer=None, rooms=None):
    """A 1-cell-high row of ``n`` one-cell spaces ``s0..s{n-1}`` in one room, closed by walls."""
    rooms = rooms or {"room": (False, {f"s{i}": [(i, 0)] for i in range(n)})}
    outer = outer or {"n": "w" * n, "s": "w" * n, "e": "w", "w": "w"}
    return tile("strip", (n, 1), rooms, outer, edges)


def single(t, pid: str = "t") -> tuple[Layout, MapState]:
    lay = Layout.build([Placement(pid, t, 0, 0, 0)])
    assert not lay.problems, lay.problems
    return lay, revealed(lay)
