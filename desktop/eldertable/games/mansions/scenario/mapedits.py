"""Building a scenario's map by hand (Qt-free; the editor's map canvas asks these).

Everything works on the raw scenario dict (``data["map"]``, which may be invalid while a
designer builds it) and the tile library (``library().tiles``). A placement is the JSON
of one placed tile: ``{"id", "tile", "at": [x, y], "rotation"}``.

:func:`placement_problem` runs the checks the validator runs on the map
(:class:`~..map.layout.Layout` problems, in its words) for one tile against the tiles
beside it; :func:`snap` finds where a tile dragged near a point fits.
"""

from __future__ import annotations

import math
import re
from typing import Any, Mapping

from ..map.edgemarks import EdgeMark
from ..map.geometry import DELTA, TileDef, edge_cells, fits
from ..map.layout import Layout, Placement

SNAP_RADIUS = 1.5  # grid units around the pointer where snap looks for a fitting place


def placed_tiles(data: Any) -> list[dict]:
    """The map's placed tiles (JSON entries) that have a usable shape: an id, a tile, an
    ``at`` pair of whole numbers."""
    return [t for t in entries(data, "tiles") if usable(t)]


def list_problem(data: Any, key: str) -> str | None:
    """Why an entry cannot be added to ``map.<key>`` (it is there but not a list)."""
    m = data.get("map") if isinstance(data, dict) else None
    if m is not None and not isinstance(m, dict):
        return "map: must be an object"
    if isinstance(m, dict) and key in m and not isinstance(m[key], list):
        return f"map.{key}: must be a list"
    return None


def entries(data: Any, key: str) -> list:
    """The list ``map.<key>`` of the scenario dict (empty if it is not one)."""
    m = data.get("map") if isinstance(data, dict) else None
    entries = m.get(key) if isinstance(m, dict) else None
    return entries if isinstance(entries, list) else []


def usable(t: Any) -> bool:
    """A placed tile entry with an id, a tile and a whole-number ``at`` pair."""
    return (isinstance(t, dict) and isinstance(t.get("id"), str) and isinstance(t.get("tile"), str)
            and isinstance(t.get("at"), (list, tuple)) and len(t["at"]) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in t["at"]))


def rotation_of(entry: Mapping) -> int:
    rot = entry.get("rotation", 0)
    return rot if rot in (0, 90, 180, 270) else 0


def _placement(entry: Mapping, tiles: Mapping[str, TileDef]) -> Placement | None:
    tile = tiles.get(entry.get("tile"))
    if tile is None:
        return None
    return Placement(entry["id"], tile, entry["at"][0], entry["at"][1], rotation_of(entry))


def placements(data: Any, tiles: Mapping[str, TileDef],
               ignore_id: str | None = None) -> list[tuple[int, Placement]]:
    """(index in ``map.tiles``, placement) of every drawable placed tile, first of each id
    only (a Layout needs distinct ids)."""
    out, seen = [], set()
    for i, t in enumerate(entries(data, "tiles")):
        if not usable(t) or t["id"] == ignore_id or t["id"] in seen:
            continue
        p = _placement(t, tiles)
        if p is not None:
            seen.add(p.id)
            out.append((i, p))
    return out


def _box(p: Placement) -> tuple[int, int, int, int]:
    t = p.tile.turned(p.rotation)
    return (p.x, p.y, p.x + t.w, p.y + t.h)


def _near(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    """The boxes overlap or share a side of positive length."""
    ox = min(a[2], b[2]) - max(a[0], b[0])
    oy = min(a[3], b[3]) - max(a[1], b[1])
    return (ox > 0 and oy >= 0) or (ox >= 0 and oy > 0)


def placement_problem(data: Any, tiles: Mapping[str, TileDef], placement: Mapping,
                      ignore_id: str | None = None) -> str | None:
    """Why ``placement`` cannot lie on the map (the tile ``ignore_id`` left out, e.g. the
    one being moved): an unknown tile, an overlap, mismatched edges with a neighbour, or
    touching no tile while others are placed; None when it fits."""
    tile = tiles.get(placement.get("tile"))
    if tile is None:
        return f"no tile {placement.get('tile')!r} in the tile library"
    pid = str(placement.get("id") or "new")
    at = placement.get("at") or (0, 0)
    cand = Placement(pid, tile, int(at[0]), int(at[1]), rotation_of(placement))
    others = [p for _, p in placements(data, tiles, ignore_id)]
    if any(p.id == pid for p in others):
        return f"id {pid!r} is used twice"
    box = _box(cand)
    beside = [p for p in others if _near(box, _box(p))]
    if others and not beside:
        return f"tile {pid!r} touches no other tile"
    lay = Layout.build(beside + [cand])
    last = len(beside)
    for prob in lay.problems:
        if prob.tile == last or prob.other == last:
            return prob.message
    return None


def _fits_quick(cand: TileDef, x: int, y: int, others: list[tuple[TileDef, int, int, tuple]]) -> bool:
    """``cand`` at (x, y) overlaps nothing, matches every neighbour's edges and touches one."""
    box = (x, y, x + cand.w, y + cand.h)
    touching = False
    for t, ox, oy, obox in others:
        if not _near(box, obox):
            continue
        if fits(cand, x, y, t, ox, oy):
            return False
        touching = True
    return touching or not others


def snap(data: Any, tiles: Mapping[str, TileDef], tile_id: str, rotation: int,
         near: tuple[float, float], ignore_id: str | None = None,
         radius: float = SNAP_RADIUS) -> tuple[tuple[int, int], str | None]:
    """Where tile ``tile_id`` turned by ``rotation``, dragged with its top left corner at
    ``near`` (grid units), lies: the nearest grid position within ``radius`` where it fits
    against a neighbour's edge; else the rounded position and why it is refused."""
    rounded = (round(near[0]), round(near[1]))
    tile = tiles.get(tile_id)
    if tile is None:
        return rounded, f"no tile {tile_id!r} in the tile library"
    cand = tile.turned(rotation if rotation in (0, 90, 180, 270) else 0)
    others = [(p.tile.turned(p.rotation), p.x, p.y, _box(p))
              for _, p in placements(data, tiles, ignore_id)]
    r = int(math.ceil(radius))
    spots = [(x, y) for x in range(math.floor(near[0]) - r, math.ceil(near[0]) + r + 1)
             for y in range(math.floor(near[1]) - r, math.ceil(near[1]) + r + 1)
             if math.hypot(x - near[0], y - near[1]) <= radius]
    spots.sort(key=lambda s: (math.hypot(s[0] - near[0], s[1] - near[1]), s[1], s[0]))
    for x, y in spots:
        if _fits_quick(cand, x, y, others):
            return (x, y), None
    entry = {"id": ignore_id or new_tile_id(data, tile_id), "tile": tile_id, "at": list(rounded), "rotation": rotation}
    return rounded, placement_problem(data, tiles, entry, ignore_id) or "no fitting place here"


def new_id(taken: set[str], base: str) -> str:
    """``base`` (made a valid id) if free, else ``base-2``, ``base-3``..."""
    base = re.sub(r"[^a-z0-9-]+", "-", base.lower()).strip("-")[:56] or "item"
    if base not in taken:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


def new_tile_id(data: Any, tile_id: str) -> str:
    """A placement id not used on the map yet, named for the tile."""
    return new_id({t["id"] for t in placed_tiles(data)}, tile_id)


def map_ids(data: Any, key: str) -> set[str]:
    return {e["id"] for e in entries(data, key) if isinstance(e, dict) and isinstance(e.get("id"), str)}


def build_layout(data: Any, tiles: Mapping[str, TileDef]) -> Layout:
    """The map's layout as far as it can be built: every placed tile the library has (an
    invalid map too: overlaps and mismatches are in ``problems``), with the secret
    passages that join two spaces of it and the edge marks of ``map.edges`` (those that
    cannot lie where they say are in ``problems``)."""
    lay = Layout.build([p for _, p in placements(data, tiles)])
    passages = []
    for pa in entries(data, "passages"):
        between = pa.get("between") if isinstance(pa, dict) else None
        if (isinstance(between, (list, tuple)) and len(between) == 2
                and all(isinstance(s, str) and s in lay.index for s in between)
                and between[0] != between[1] and isinstance(pa.get("id"), str)):
            passages.append((pa["id"], between[0], between[1]))
    marks = edge_marks(data)
    return Layout.build(lay.placements, passages, marks) if passages or marks else lay


# --------------------------------------------------------------------------- edge marks


def edge_entry(kind: str, space: str, other: str) -> dict:
    """The ``map.edges`` entry of a mark: ``other`` is the second space (impassable) or
    the side (escape)."""
    if kind == "impassable":
        return {"kind": kind, "between": [space, other]}
    return {"kind": kind, "space": space, "side": other}


def edge_mark(entry: Any, index: int = 0) -> EdgeMark | None:
    """A ``map.edges`` entry as the layout lays it (None: not a usable entry)."""
    if not isinstance(entry, dict):
        return None
    kind = entry.get("kind")
    between = entry.get("between")
    if kind == "impassable" and isinstance(between, (list, tuple)) and len(between) == 2 \
            and all(isinstance(s, str) for s in between):
        return EdgeMark(index, kind, between[0], between[1])
    if kind == "escape" and isinstance(entry.get("space"), str) and isinstance(entry.get("side"), str):
        return EdgeMark(index, kind, entry["space"], entry["side"])
    return None


def edge_marks(data: Any) -> list[EdgeMark]:
    return [m for i, e in enumerate(entries(data, "edges")) for m in [edge_mark(e, i)] if m]


def find_edge(data: Any, entry: Mapping) -> int | None:
    """The index in ``map.edges`` of the mark that names what ``entry`` names (the two
    spaces in either order), or None."""
    want = edge_mark(entry)
    if want is None:
        return None
    return next((m.index for m in edge_marks(data) if m.key == want.key), None)


def try_edge(data: Any, tiles: Mapping[str, TileDef], entry: Mapping) -> tuple[str | None, tuple]:
    """Laying the mark ``entry`` on the map's tiles alone: why it cannot lie there (in the
    validator's words; None: it can) and the unit edges it would change."""
    mark = edge_mark(entry, -1)
    if mark is None:
        return "not an edge mark", ()
    lay = Layout.build([p for _, p in placements(data, tiles)], (), [mark])
    why = next((p.message for p in lay.problems if p.edge == -1), None)
    return why, (lay.marked[0].units if lay.marked else ())


def edge_problem(data: Any, tiles: Mapping[str, TileDef], entry: Mapping) -> str | None:
    """Why the mark ``entry`` cannot be added to the map (in the validator's words)."""
    return try_edge(data, tiles, entry)[0]


def edge_at(layout: Layout, x: float, y: float, slack: float = 0.12) -> tuple[str, str, str] | None:
    """The edge under grid point ``(x, y)`` that a mark could name, when the point lies
    within ``slack`` cells of it: ``("impassable", space, other space)`` between two spaces
    that touch, ``("escape", space, side)`` on a side that leads out of the map; None
    elsewhere (inside a space, or off the map)."""
    dx, dy = abs(x - round(x)), abs(y - round(y))
    if min(dx, dy) > slack:
        return None
    if dx <= dy:
        key = (round(x) - 1, math.floor(y), "e")
    else:
        key = (math.floor(x), round(y) - 1, "s")
    c1, c2 = edge_cells(key)
    s1, s2 = layout.cell_space.get(c1), layout.cell_space.get(c2)
    if s1 is not None and s2 is not None:
        if s1 == s2:
            return None
        a, b = sorted((layout.spaces[s1].id, layout.spaces[s2].id))
        return ("impassable", a, b)
    if s1 is None and s2 is None:
        return None
    inside, outside = (c1, c2) if s1 is not None else (c2, c1)
    step = (outside[0] - inside[0], outside[1] - inside[1])
    side = next(k for k, v in DELTA.items() if v == step)
    return ("escape", layout.spaces[s1 if s1 is not None else s2].id, side)


def space_refs(data: Any, tiles: Mapping[str, TileDef],
               layout: Layout | None = None) -> dict[str, tuple[float, float]]:
    """Every space a placement may name (``"<placed tile id>.<space id>"``) and its centre
    in grid units."""
    from ..map.observe import space_centre

    lay = layout or build_layout(data, tiles)
    return {s.id: space_centre(s.cells) for s in lay.spaces}


def door_refs(data: Any, tiles: Mapping[str, TileDef],
              layout: Layout | None = None) -> dict[str, tuple[float, float] | None]:
    """Every door and secret passage a ``map.doors`` entry may name (each canonical id)
    and the middle of its first unit edge in grid units (None: a passage between spaces)."""
    lay = layout or build_layout(data, tiles)
    return {did: lay.door_position(did) for did in sorted(lay.doors)}
