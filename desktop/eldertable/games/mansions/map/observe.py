"""The public map as plain data: what every seat sees on the table, and nothing more.

:func:`map_observation` turns a :class:`~.layout.Layout` and its :class:`~.mapstate.MapState`
into JSON-able data for views and bots (the rules embed it as ``observation["map"]``). It
holds the explored rooms only: an unexplored tile, room, space, token or figure is never in
it, nor any door that no explored room shows. Coordinates are in grid cells of the map (the
tile art uses 100 px per cell); spaces are referred to by their layout index, as ``Move``
actions do.

The map has no per-seat secrets (a hidden investigator is hidden from Keeper Actions, not
from sight: ``hidden`` is shown), so ``viewer`` changes nothing today; it is part of the
signature so that a rule that hides something from one seat has a place to go.

Shape (every key always present)::

    {"bounds": [x0, y0, x1, y1],            # explored cells only; [0, 0, 0, 0] if none
     "tiles": [{"id", "tile", "art", "at", "size", "drawn_size", "rotation", "frame",
                "whole"}],                  # frame: translate to (x, y), turn art by deg
     "rooms": [{"id", "name": Msg JSON, "tile", "outdoor", "hallway", "spaces"}],
     "spaces": [{"index", "id", "room", "outdoor", "cells", "centre", "outline", "slots",
                 "darkness", "dark", "fire", "escape", "range"}],  # range: [[space, steps]]
     "doors": [{"id", "secret", "state", "at", "units", "spaces", "unexplored"}],
     "edges": [{"kind": "wall" | "border" | "escape", "from": [x, y], "to": [x, y]}],
     "marks": [{"kind": "border" | "escape", "from": [x, y], "to": [x, y],
                "out": [dx, dy]}],          # the scenario's own edge marks, unit by unit;
                                            # out: the way out of the map (escape), else [0, 0]
     "tokens": [{"id", "kind", "space", "door", "label": Msg JSON | None}],
     "figures": [{"id", "kind", "space", "flying", "hidden", "name": Msg JSON | None}]}
"""

from __future__ import annotations

from dataclasses import dataclass
import weakref
from typing import Any, Iterable, Mapping

from ....engine.messages import Msg
from ..jsonmodel import content_text
from .geometry import EdgeKind, edge_cells
from .graph import RANGE_SPACES
from .layout import Layout
from .mapstate import MapState

Point = tuple[float, float]
#: the unit edges the observation lists (doors and secret passages are listed as doors)
DRAWN_EDGES = {EdgeKind.WALL: "wall", EdgeKind.BORDER: "border", EdgeKind.ESCAPE: "escape"}


def map_observation(layout: Layout, mapstate: MapState, viewer: int | None = None, *,
                    names: Mapping[str, Msg] | None = None,
                    labels: Mapping[str, Msg] | None = None,
                    lights: Iterable[int] = ()) -> dict[str, Any]:
    """The explored map as JSON-able data (see the module docstring).

    ``names`` gives figures their names (figure id -> Msg), ``labels`` gives tokens the
    label a scenario wrote for them, ``lights`` are the spaces holding a Light Source (for
    ``dark``, MOM2-TERR-8). Each space lists the explored spaces within range of it
    (``range``: ``[space, steps]`` pairs, 1 to 3 steps, MOM2-TERR-1..5).

    Cost: what depends only on the layout and the explored rooms (tiles, rooms, the spaces'
    shapes and ranges, the doors' places, the edges, the bounds) is built once per set of
    explored rooms and viewer (:func:`_explored_view`, kept per layout) and copied into
    fresh lists and dicts on every call, so a caller that changes its observation changes
    nothing that the next observation is made of; tokens, figures, door states, darkness
    and fire are read from the map state on every call."""
    names = names or {}
    labels = labels or {}
    view = _explored_view(layout, mapstate, viewer)
    seen = view.seen
    lights = list(lights)
    kinds: dict[int, set[str]] = {}
    for t in mapstate.tokens.values():
        if t.space is not None:
            kinds.setdefault(t.space, set()).add(t.kind)
    spaces = []
    for (index, sid, room, outdoor, cells, centre, loops, slots, escape), reach in view.spaces:
        here = kinds.get(index, ())
        darkness = "darkness" in here
        spaces.append({
            "index": index, "id": sid, "room": room, "outdoor": outdoor,
            "cells": [list(c) for c in cells],
            "centre": list(centre),
            "outline": [[list(p) for p in loop] for loop in loops],
            "slots": [list(p) for p in slots],
            "darkness": darkness,
            "dark": darkness and mapstate.is_dark(index, lights),
            "fire": "fire" in here,
            "escape": escape,
            "range": [list(r) for r in reach],
        })
    states = mapstate.door_states()
    doors = [{"id": did, "secret": secret, "state": states.get(did, "open"),
              "at": list(at) if at is not None else None,
              "units": [list(u) for u in units], "spaces": list(shown), "unexplored": unexplored}
             for did, secret, at, units, shown, unexplored in view.doors]
    shown_doors = view.shown_doors
    tokens = [{"id": t.id, "kind": t.kind, "space": t.space, "door": t.door,
               "label": labels[t.id].to_json() if t.id in labels else None}
              for t in sorted(mapstate.tokens.values(), key=lambda t: t.id)
              if (t.space is not None and seen[t.space]) or t.door in shown_doors]
    figures = [{"id": f.id, "kind": f.kind, "space": f.space, "flying": f.mover.flying,
                "hidden": f.hidden, "name": names[f.id].to_json() if f.id in names else None}
               for f in sorted(mapstate.figures.values(), key=lambda f: f.id) if seen[f.space]]
    return {
        "bounds": list(view.bounds),
        "tiles": [{"id": pid, "tile": tile, "art": art, "at": list(at), "size": list(size),
                   "drawn_size": list(drawn), "rotation": rotation, "frame": list(frame),
                   "whole": whole}
                  for pid, tile, art, at, size, drawn, rotation, frame, whole in view.tiles],
        "rooms": [{"id": rid, "name": {"text": text, "context": context, "args": {}},
                   "tile": tile, "outdoor": outdoor, "hallway": hallway, "spaces": list(idx)}
                  for rid, text, context, tile, outdoor, hallway, idx in view.rooms],
        "spaces": spaces,
        "doors": doors,
        "edges": [{"kind": kind, "from": list(a), "to": list(b)} for kind, a, b in view.edges],
        "marks": [{"kind": kind, "from": list(a), "to": list(b), "out": list(out)}
                  for kind, a, b, out in view.marks],
        "tokens": tokens,
        "figures": figures,
    }


# --------------------------------------------------------------------------- cached parts
#
# Everything below is kept as tuples (nothing a caller could change) and copied into lists
# by map_observation. A view is keyed by the explored rooms and the viewer: the explored
# rooms are public, so today every seat's view of them is the same, but a part that some
# day depends on the viewer stays that viewer's.


@dataclass(frozen=True, slots=True)
class _View:
    seen: tuple[bool, ...]  # per layout space: explored
    spaces: tuple[tuple[tuple, tuple[tuple[int, int], ...]], ...]  # (static part, range)
    doors: tuple[tuple, ...]  # (id, secret, at, units, shown spaces, unexplored)
    shown_doors: frozenset[str]
    tiles: tuple[tuple, ...]
    rooms: tuple[tuple, ...]
    edges: tuple[tuple[str, tuple, tuple], ...]
    marks: tuple[tuple[str, tuple, tuple, tuple], ...]
    bounds: tuple[int, int, int, int]


_VIEW_LIMIT = 1_000  # views kept per layout (explored-room sets x viewers; ~20 KB each)
_CACHES: dict[int, tuple[weakref.ref, dict]] = {}


def _layout_cache(layout: Layout) -> dict:
    """This module's cache for ``layout`` (dropped with the layout; a layout is never
    changed once built)."""
    entry = _CACHES.get(id(layout))
    if entry is None or entry[0]() is not layout:
        key = id(layout)

        def gone(ref: weakref.ref, key: int = key) -> None:
            if _CACHES.get(key, (None,))[0] is ref:
                del _CACHES[key]
        entry = _CACHES[key] = (weakref.ref(layout, gone), {})
    return entry[1]


def _explored_view(layout: Layout, mapstate: MapState, viewer: int | None) -> _View:
    cache = _layout_cache(layout)
    key = ("view", frozenset(mapstate.revealed), viewer)
    view = cache.get(key)
    if view is None:
        if len(cache) >= _VIEW_LIMIT:
            cache.clear()
        view = cache[key] = _build_view(layout, mapstate, key[1], cache)
    return view


def _build_view(layout: Layout, mapstate: MapState, revealed: frozenset[str],
                cache: dict) -> _View:
    seen = tuple(s.room in revealed for s in layout.spaces)
    # the range graph joins explored spaces only: it depends on the explored rooms alone
    graph = mapstate.range_graph()
    spaces = tuple((_static_space(layout, s.index, cache),
                    tuple((t, d) for t, d in sorted(graph.within(s.index, RANGE_SPACES).items())
                          if d > 0))
                   for s in layout.spaces if seen[s.index])
    cells = [c for (static, _) in spaces for c in static[4]]
    doors = []
    for did in sorted(layout.doors):
        d = layout.doors[did]
        ends = [s for s in (d.a, d.b) if s is not None]
        shown = tuple(s for s in ends if seen[s])
        if not shown:
            continue
        at = layout.door_position(did)
        doors.append((did, d.secret, at,
                      tuple(_segment(k)[0] + _segment(k)[1] for k in d.units),
                      shown, len(shown) < len(ends)))
    rooms = []
    for r in layout.rooms.values():
        if r.id in revealed:
            name = content_text(r.name)
            rooms.append((r.id, name.text, name.context, r.tile, r.outdoor, r.hallway,
                          tuple(r.spaces)))
    return _View(seen, spaces, tuple(doors), frozenset(d[0] for d in doors),
                 _tiles(layout, revealed), tuple(rooms), _edges(layout, seen),
                 _marks(layout, seen), _bounds(cells))


def _static_space(layout: Layout, index: int, cache: dict) -> tuple:
    """What never changes about a space: (index, id, room, outdoor, cells, centre,
    outline, slots, escape)."""
    key = ("space", index)
    hit = cache.get(key)
    if hit is None:
        sp = layout.spaces[index]
        cells = tuple(sorted(sp.cells, key=lambda c: (c[1], c[0])))
        hit = cache[key] = (index, sp.id, sp.room, sp.outdoor, cells, tuple(space_centre(cells)),
                            tuple(tuple(loop) for loop in outline(cells)),
                            tuple(tuple(p) for p in layout.slots(index)),
                            index in layout.escapes)
    return hit


def _tiles(layout: Layout, revealed: frozenset[str]) -> tuple[tuple, ...]:
    out = []
    for p in layout.placements:
        rooms = [r.id for r in layout.rooms.values() if r.tile == p.id]
        shown = [r for r in rooms if r in revealed]
        if not shown:
            continue
        turned = layout.turned[p.id]
        fx, fy, deg = layout.art_frame(p.id)
        out.append((p.id, p.tile.id, p.tile.art_file, (p.x, p.y), (turned.w, turned.h),
                    (p.tile.w, p.tile.h), p.rotation, (fx, fy, deg), len(shown) == len(rooms)))
    return tuple(out)


def _edges(layout: Layout, seen: tuple[bool, ...]) -> tuple[tuple[str, tuple, tuple], ...]:
    """Walls, impassable borders and escape edges beside an explored space, collinear unit
    edges of one kind joined into one segment: ``(kind, from, to)``."""
    runs: dict[tuple[str, str, int], list[tuple[int, int]]] = {}
    for key, kind in layout.unit_kinds.items():
        name = DRAWN_EDGES.get(kind)
        if name is None:
            continue
        a, b = edge_cells(key)
        sa, sb = layout.cell_space.get(a), layout.cell_space.get(b)
        if not ((sa is not None and seen[sa]) or (sb is not None and seen[sb])):
            continue
        x, y, axis = key
        # an "e" edge is the vertical line x + 1 from y to y + 1; an "s" edge the
        # horizontal line y + 1 from x to x + 1
        line, pos = (x + 1, y) if axis == "e" else (y + 1, x)
        runs.setdefault((name, axis, line), []).append((pos, pos + 1))
    out = []
    for (name, axis, line), spans in sorted(runs.items()):
        for lo, hi in _merge(spans):
            start, end = ((line, lo), (line, hi)) if axis == "e" else ((lo, line), (hi, line))
            out.append((name, start, end))
    return tuple(out)


def _marks(layout: Layout, seen: tuple[bool, ...]) -> tuple[tuple[str, tuple, tuple, tuple], ...]:
    """The scenario's edge marks (``map.edges``) beside an explored space, one unit edge
    each: ``(kind, from, to, out)``, ``out`` pointing out of the map for an escape."""
    out = []
    for mark in layout.marked:
        if not any(seen[s] for s in mark.spaces):
            continue
        for key in mark.units:
            a, b = _segment(key)
            way = (0, 0)
            if mark.kind == "escape":
                c1, c2 = edge_cells(key)
                inside, beyond = (c1, c2) if layout.cell_space.get(c1) == mark.spaces[0] else (c2, c1)
                way = (beyond[0] - inside[0], beyond[1] - inside[1])
            out.append(("border" if mark.kind == "impassable" else "escape", a, b, way))
    return tuple(out)


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for lo, hi in sorted(spans):
        if out and out[-1][1] == lo:
            out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return out


def _segment(key) -> tuple[Point, Point]:
    x, y, axis = key
    if axis == "e":
        return (x + 1, y), (x + 1, y + 1)
    return (x, y + 1), (x + 1, y + 1)


def _bounds(cells: list[tuple[int, int]]) -> tuple[int, int, int, int]:
    if not cells:
        return (0, 0, 0, 0)
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return (min(xs), min(ys), max(xs) + 1, max(ys) + 1)


# --------------------------------------------------------------------------- shapes


def space_centre(cells: Iterable[tuple[int, int]]) -> Point:
    """The middle of the cells; when that point lies outside the space (an L shape), the
    middle of the cell nearest to it."""
    cells = [tuple(c) for c in cells]
    mx = sum(c[0] for c in cells) / len(cells) + 0.5
    my = sum(c[1] for c in cells) / len(cells) + 0.5
    if (int(mx // 1), int(my // 1)) in cells:
        return (mx, my)
    best = min(cells, key=lambda c: ((c[0] + 0.5 - mx) ** 2 + (c[1] + 0.5 - my) ** 2, c[1], c[0]))
    return (best[0] + 0.5, best[1] + 0.5)


def outline(cells: Iterable[tuple[int, int]]) -> list[list[Point]]:
    """The boundary of a set of grid cells as closed loops of corner points, clockwise on
    screen (y down), with straight runs joined; the outer loop first."""
    cellset = set(map(tuple, cells))
    nxt: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for x, y in cellset:
        if (x, y - 1) not in cellset:
            nxt.setdefault((x, y), []).append((x + 1, y))
        if (x + 1, y) not in cellset:
            nxt.setdefault((x + 1, y), []).append((x + 1, y + 1))
        if (x, y + 1) not in cellset:
            nxt.setdefault((x + 1, y + 1), []).append((x, y + 1))
        if (x - 1, y) not in cellset:
            nxt.setdefault((x, y + 1), []).append((x, y))
    loops: list[list[Point]] = []
    while nxt:
        start = min(nxt, key=lambda p: (p[1], p[0]))
        loop = [start]
        at = start
        while True:
            ends = nxt[at]
            to = ends.pop()
            if not ends:
                del nxt[at]
            if to == start:
                break
            loop.append(to)
            at = to
        loops.append(_simplify(loop))
    loops.sort(key=lambda lp: -abs(_area(lp)))
    return loops


def _simplify(loop: list[tuple[int, int]]) -> list[Point]:
    n = len(loop)
    out = []
    for i, p in enumerate(loop):
        a, b = loop[i - 1], loop[(i + 1) % n]
        if (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]) != 0:
            out.append((float(p[0]), float(p[1])))
    return out


def _area(loop: list[Point]) -> float:
    return sum(loop[i - 1][0] * p[1] - p[0] * loop[i - 1][1] for i, p in enumerate(loop)) / 2
