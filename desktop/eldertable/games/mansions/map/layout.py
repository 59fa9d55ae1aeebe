"""A map: tiles placed on one grid, turned into numbered spaces and typed links.

Each placed tile has an id in the scenario (``"hall"``); its spaces, rooms and doors are
named ``"<placed id>.<id on the tile>"`` (``"hall.west"``). Spaces are numbered 0..n-1 in
placement order so that the graph searches in :mod:`.graph` run over small ints.

Two spaces are *linked* when they share at least one unit edge that is not a wall, or when
a secret passage joins them. A :class:`Link` records what lies between them: open edges,
impassable borders, and the doors or secret passages (by canonical id).

A scenario may mark edges of its own (``map.edges``: impassable borders and escape edges
where the tiles show none); :mod:`.edgemarks` lays them once the tiles are joined, and
``marked`` lists them as laid.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from .edgemarks import EdgeMark, MarkedEdge, mark_edges
from .geometry import EdgeKey, EdgeKind, TileDef, edge_cells, edge_key


@dataclass(frozen=True, slots=True)
class Placement:
    id: str
    tile: TileDef  # as drawn; the layout turns it
    x: int
    y: int
    rotation: int = 0


@dataclass(frozen=True, slots=True)
class Space:
    index: int
    id: str
    room: str
    tile: str  # placed tile id
    outdoor: bool
    cells: tuple[tuple[int, int], ...]  # grid cells of the whole map


@dataclass(frozen=True, slots=True)
class Room:
    id: str
    name: str
    tile: str
    outdoor: bool
    spaces: tuple[int, ...]
    hallway: bool = False


@dataclass(slots=True)
class Link:
    open: bool = False
    border: bool = False
    doors: tuple[str, ...] = ()  # canonical door/passage ids


@dataclass(frozen=True, slots=True)
class Door:
    """A door or secret passage; ``b`` is None for a door in an outer wall of the map."""

    id: str
    secret: bool
    a: int
    b: int | None
    aliases: tuple[str, ...] = ()
    units: tuple[EdgeKey, ...] = ()  # grid unit edges it sits on (empty: a linked passage)


@dataclass(frozen=True, slots=True)
class LayoutProblem:
    tile: int | None  # index of the placement concerned
    message: str
    other: int | None = None
    edge: int | None = None  # index of the map.edges entry concerned


@dataclass
class Layout:
    placements: tuple[Placement, ...]
    spaces: list[Space] = field(default_factory=list)
    index: dict[str, int] = field(default_factory=dict)
    rooms: dict[str, Room] = field(default_factory=dict)
    links: dict[tuple[int, int], Link] = field(default_factory=dict)
    doors: dict[str, Door] = field(default_factory=dict)
    door_alias: dict[str, str] = field(default_factory=dict)
    escapes: dict[int, tuple[EdgeKey, ...]] = field(default_factory=dict)
    unit_kinds: dict[EdgeKey, EdgeKind] = field(default_factory=dict)
    cell_space: dict[tuple[int, int], int] = field(default_factory=dict)
    problems: list[LayoutProblem] = field(default_factory=list)
    turned: dict[str, TileDef] = field(default_factory=dict)
    marked: list[MarkedEdge] = field(default_factory=list)

    # ---- building

    @classmethod
    def build(cls, placements: Iterable[Placement],
              passages: Iterable[tuple[str, str, str]] = (),
              edges: Iterable[EdgeMark] = ()) -> "Layout":
        """Lay the tiles; ``passages`` are ``(id, space id, space id)`` secret passages that
        the scenario adds between any two spaces, ``edges`` the scenario's edge marks
        (:mod:`.edgemarks`). Problems (overlaps, mismatched edges, bad passages, marks that
        cannot lie where they say) are collected in ``problems``; the rest of the map is
        still built."""
        lay = cls(tuple(placements))
        owner: dict[tuple[int, int], int] = {}  # grid cell -> placement index
        overlapping: set[tuple[int, int]] = set()
        for pi, p in enumerate(lay.placements):
            t = p.tile.turned(p.rotation)
            lay.turned[p.id] = t
            overlap = 0
            for (cx, cy), sid in t.cell_space.items():
                g = (cx + p.x, cy + p.y)
                if g in owner:
                    overlap += 1
                    overlapping.add((owner[g], pi))
                    if overlap == 1:
                        lay.problems.append(LayoutProblem(
                            pi, f"tile {p.id!r} overlaps tile {lay.placements[owner[g]].id!r} "
                                f"at grid cell {g}", owner[g]))
                    continue
                owner[g] = pi
            for room in t.rooms:
                idx = []
                for sid in room.spaces:
                    sp = t.spaces[sid]
                    cells = tuple((cx + p.x, cy + p.y) for cx, cy in sp.cells)
                    space = Space(len(lay.spaces), f"{p.id}.{sid}", f"{p.id}.{room.id}", p.id,
                                  room.outdoor, cells)
                    lay.spaces.append(space)
                    lay.index[space.id] = space.index
                    idx.append(space.index)
                    for c in cells:
                        if owner.get(c) == pi:
                            lay.cell_space[c] = space.index
                lay.rooms[f"{p.id}.{room.id}"] = Room(f"{p.id}.{room.id}", room.name, p.id,
                                                      room.outdoor, tuple(idx), room.hallway)
        lay._join(owner, overlapping)
        for pid, a, b in passages:
            lay._add_passage(pid, a, b)
        for index, why in mark_edges(lay, edges):
            lay.problems.append(LayoutProblem(None, why, edge=index))
        return lay

    def _join(self, owner: dict[tuple[int, int], int], overlapping: set[tuple[int, int]]) -> None:
        """Link spaces across unit edges; report tiles meeting on mismatched edges (not
        between tiles already reported as overlapping)."""
        door_units: dict[str, list[EdgeKey]] = {}
        door_ends: dict[str, tuple[int, int | None, bool, tuple[str, ...]]] = {}
        mismatch_reported: set[tuple[int, int]] = set()
        for pi, p in enumerate(self.placements):
            t = self.turned[p.id]
            for lk, edge in t.edges.items():
                gk = (lk[0] + p.x, lk[1] + p.y, lk[2])
                c1, c2 = edge_cells(gk)
                o1, o2 = owner.get(c1), owner.get(c2)
                mine = [c for c, o in ((c1, o1), (c2, o2)) if o == pi]
                if not mine:
                    continue  # overlapped away
                if len(mine) == 2:  # inside this tile
                    a, b = self.cell_space[c1], self.cell_space[c2]
                    self.unit_kinds[gk] = edge.kind
                    self._record(gk, edge.kind, a, b,
                                 f"{p.id}.{edge.id}" if edge.id else None, (), door_units, door_ends)
                    continue
                inside = mine[0]
                outside = c2 if inside == c1 else c1
                other = owner.get(outside)
                a = self.cell_space[inside]
                if other is None:  # the map's outer edge
                    self.unit_kinds[gk] = edge.kind
                    if edge.kind is EdgeKind.ESCAPE:
                        self.escapes[a] = self.escapes.get(a, ()) + (gk,)
                    elif edge.kind in (EdgeKind.DOOR, EdgeKind.SECRET):
                        did = f"{p.id}.{edge.id}"
                        door_units.setdefault(did, []).append(gk)
                        door_ends.setdefault(did, (a, None, edge.kind is EdgeKind.SECRET, ()))
                    continue
                if other < pi:
                    continue  # seen from the other tile already
                q = self.placements[other]
                ot = self.turned[q.id]
                olk = (gk[0] - q.x, gk[1] - q.y, gk[2])
                oedge = ot.edges.get(olk)
                if oedge is None:
                    continue
                b = self.cell_space[outside]
                if (other, pi) in overlapping or (pi, other) in overlapping:
                    continue
                if edge.kind is EdgeKind.ESCAPE or oedge.kind is EdgeKind.ESCAPE:
                    self.problems.append(LayoutProblem(
                        pi, f"tiles {p.id!r} and {q.id!r} meet where an escape edge must face "
                            f"out of the map (grid cell {inside})", other))
                    continue
                if edge.kind is not oedge.kind:
                    pair = (pi, other)
                    if pair not in mismatch_reported:
                        mismatch_reported.add(pair)
                        self.problems.append(LayoutProblem(
                            pi, f"tiles {p.id!r} and {q.id!r} meet on mismatched edges: "
                                f"{edge.kind.value} against {oedge.kind.value} at grid cell {inside}",
                            other))
                    continue
                self.unit_kinds[gk] = edge.kind
                ids = (f"{p.id}.{edge.id}", f"{q.id}.{oedge.id}") if edge.id else ()
                self._record(gk, edge.kind, a, b, ids[0] if ids else None, ids[1:],
                             door_units, door_ends)
        for did, units in door_units.items():
            a, b, secret, aliases = door_ends[did]
            door = Door(did, secret, a, b, aliases, tuple(units))
            self.doors[did] = door
            self.door_alias[did] = did
            for al in aliases:
                self.door_alias[al] = did

    def _record(self, gk, kind, a, b, did, aliases, door_units, door_ends) -> None:
        if kind is EdgeKind.WALL or a == b:
            return
        key = (a, b) if a < b else (b, a)
        link = self.links.get(key)
        if link is None:
            link = self.links[key] = Link()
        if kind is EdgeKind.OPEN:
            link.open = True
        elif kind is EdgeKind.BORDER:
            link.border = True
        elif kind in (EdgeKind.DOOR, EdgeKind.SECRET) and did:
            if did not in door_ends:
                door_ends[did] = (key[0], key[1], kind is EdgeKind.SECRET, tuple(aliases))
                link.doors = link.doors + (did,)
            door_units.setdefault(did, []).append(gk)

    def _add_passage(self, pid: str, a: str, b: str) -> None:
        if pid in self.door_alias:
            self.problems.append(LayoutProblem(None, f"passage id {pid!r} is already a door id"))
            return
        if a not in self.index or b not in self.index or a == b:
            bad = a if a not in self.index else b
            self.problems.append(LayoutProblem(
                None, f"secret passage {pid!r} must join two different spaces of the map "
                      f"({bad!r} is not one)" if a != b else
                      f"secret passage {pid!r} joins a space to itself"))
            return
        ia, ib = self.index[a], self.index[b]
        key = (ia, ib) if ia < ib else (ib, ia)
        link = self.links.setdefault(key, Link())
        link.doors = link.doors + (pid,)
        self.doors[pid] = Door(pid, True, key[0], key[1])
        self.door_alias[pid] = pid

    # ---- queries

    def space(self, ref: str | int) -> Space:
        return self.spaces[ref if isinstance(ref, int) else self.index[ref]]

    def room_of(self, space: int) -> Room:
        return self.rooms[self.spaces[space].room]

    def door(self, ref: str) -> Door:
        return self.doors[self.door_alias[ref]]

    def neighbours(self) -> list[list[tuple[int, Link]]]:
        """For every space, its linked spaces and the link between them."""
        out: list[list[tuple[int, Link]]] = [[] for _ in self.spaces]
        for (a, b), link in self.links.items():
            out[a].append((b, link))
            out[b].append((a, link))
        for lst in out:
            lst.sort(key=lambda item: item[0])
        return out

    def escape_spaces(self, room: str | None = None) -> list[int]:
        """Spaces with an escape edge (FA-ESC), optionally only those of one room."""
        return sorted(s for s in self.escapes
                      if room is None or self.spaces[s].room == room)

    def bounds(self) -> tuple[int, int, int, int]:
        """(min x, min y, max x + 1, max y + 1) of all placed tiles, in grid cells."""
        if not self.placements:
            return (0, 0, 0, 0)
        xs0, ys0, xs1, ys1 = [], [], [], []
        for p in self.placements:
            t = self.turned[p.id]
            xs0.append(p.x)
            ys0.append(p.y)
            xs1.append(p.x + t.w)
            ys1.append(p.y + t.h)
        return (min(xs0), min(ys0), max(xs1), max(ys1))

    # ---- for drawing (all in grid cells; the art uses 100 px per cell)

    def art_frame(self, placement_id: str) -> tuple[float, float, int]:
        """Where to draw a tile's art: translate to ``(x, y)``, then rotate the art as
        drawn by ``degrees`` clockwise about that point; it then fills the tile's cells."""
        p = next(p for p in self.placements if p.id == placement_id)
        w, h = p.tile.w, p.tile.h
        dx, dy = {0: (0, 0), 90: (h, 0), 180: (w, h), 270: (0, w)}[p.rotation]
        return (p.x + dx, p.y + dy, p.rotation)

    def slots(self, space: int) -> list[tuple[float, float]]:
        """Where tokens and figures stand in a space, in grid cells of the map."""
        sp = self.spaces[space]
        p = next(p for p in self.placements if p.id == sp.tile)
        local = self.turned[p.id].spaces[sp.id.split(".", 1)[1]]
        pts = [(x + p.x, y + p.y) for x, y in local.slots]
        if not pts:
            pts = [(sum(c[0] for c in sp.cells) / len(sp.cells) + 0.5,
                    sum(c[1] for c in sp.cells) / len(sp.cells) + 0.5)]
        return pts

    def space_at(self, x: float, y: float) -> int | None:
        """The space under a point in grid cells (for hit tests), or None."""
        return self.cell_space.get((int(x // 1), int(y // 1)))

    def door_position(self, door: str) -> tuple[float, float] | None:
        """The middle of a door's first unit edge, in grid cells (None: a linked passage)."""
        d = self.door(door)
        if not d.units:
            return None
        x, y, axis = d.units[0]
        return (x + 1.0, y + 0.5) if axis == "e" else (x + 0.5, y + 1.0)

    def unit_kind(self, x: int, y: int, side: str) -> EdgeKind | None:
        """What the map shows on one side of grid cell ``(x, y)`` (None: the two cells lie in
        one space, or nothing is there)."""
        return self.unit_kinds.get(edge_key(x, y, side))
