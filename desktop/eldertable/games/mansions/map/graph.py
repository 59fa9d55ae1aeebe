"""Movement, range and monster movement as breadth-first searches over small ints.

Which links a figure may step across (MOM2-MOVE-2..4, MOM2-TERR-10..13, FA-BORD-2/4):

=============== ============ ================= ================= ===========
link            investigator walking monster   flying monster    range
=============== ============ ================= ================= ===========
open edge       yes          yes               yes               yes
wall            no           no                no                no
door, open      yes          yes               yes               no
door, sealed    no           no                no                no
door, locked    no           yes (house rule)  yes (house rule)  no
barricaded      no (1)       no (1)            no (1)            no
secret passage  yes          yes               yes               no
imp. border     no           no (FA-GAP-17)    yes               yes
=============== ============ ================= ================= ===========

(1) unless the mover has passed the barricade test (``Mover.passes_barricades``,
MOM2-TERR-11). A room holding a Lock token cannot be entered by a mover that does not
pass locks (monsters pass them by default; FA-ERR-15's "cannot enter a room with a Lock
card" is ``Mover(passes_locked=False)``).

Range (MOM2-TERR-1..5, FA-BORD-3) counts spaces over open edges and impassable borders
only: never through walls, doors or secret passages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from .layout import Layout

UNREACHABLE = -1
MOVE_SPACES = 2  # MOM2-MOVE-1
RANGE_SPACES = 3  # MOM2-TERR-1

DOOR_STATES = ("open", "sealed", "locked", "barricaded")


@dataclass(frozen=True, slots=True)
class Mover:
    """What a moving figure may cross."""

    flying: bool = False
    passes_locked: bool = False
    passes_barricades: bool = False


INVESTIGATOR = Mover()
WALKING_MONSTER = Mover(passes_locked=True)
FLYING_MONSTER = Mover(flying=True, passes_locked=True)


class Graph:
    """A directed graph over spaces 0..n-1 with cached breadth-first distances."""

    __slots__ = ("n", "succ", "pred", "_from", "_to")

    def __init__(self, succ: Sequence[Sequence[int]], symmetric: bool = False):
        """``succ[u]``: the spaces one step from ``u``, each once. ``symmetric``: every
        step can be taken back, so the graph is its own reverse."""
        self.n = len(succ)
        self.succ: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(s)) for s in succ)
        if symmetric:
            self.pred = self.succ
        else:
            pred: list[list[int]] = [[] for _ in range(self.n)]
            for u, vs in enumerate(self.succ):
                for v in vs:
                    pred[v].append(u)
            self.pred = tuple(tuple(p) for p in pred)  # u ascending: already sorted
        self._from: dict[int, list[int]] = {}
        self._to: dict[int, list[int]] = {}

    # ---- distances

    def distances_from(self, src: int) -> list[int]:
        """Steps from ``src`` to every space (UNREACHABLE: -1)."""
        d = self._from.get(src)
        if d is None:
            d = self._from[src] = bfs(self.succ, src)
        return d

    def distances_to(self, dst: int) -> list[int]:
        """Steps from every space to ``dst``."""
        d = self._to.get(dst)
        if d is None:
            d = self._to[dst] = bfs(self.pred, dst)
        return d

    def distance(self, a: int, b: int) -> int:
        return self.distances_from(a)[b]

    def within(self, src: int, steps: int) -> dict[int, int]:
        """Spaces at most ``steps`` away from ``src`` (itself included), with their distance."""
        return {v: d for v, d in enumerate(self.distances_from(src)) if 0 <= d <= steps}

    def path(self, a: int, b: int) -> list[int] | None:
        """One shortest path from ``a`` to ``b`` (both included), or None. Ties go to the
        lowest space number, so the answer is the same every time."""
        dist = self.distances_to(b)
        if dist[a] < 0:
            return None
        out = [a]
        u = a
        while u != b:
            u = next(v for v in self.succ[u] if dist[v] == dist[u] - 1)
            out.append(u)
        return out

    # ---- monster movement (MOM2-MYTH-4, MOM2-MYTH-5)

    def step_toward(self, src: int, dst: int) -> list[int]:
        """Adjacent spaces that shorten the distance to ``dst`` by one."""
        dist = self.distances_to(dst)
        d = dist[src]
        if d <= 0:
            return []
        return [v for v in self.succ[src] if dist[v] == d - 1]

    def toward(self, src: int, dst: int, steps: int) -> list[int]:
        """Where a figure may end after moving up to ``steps`` spaces toward ``dst``, every
        space moved shortening the distance; it stops on arrival. ``[src]`` when ``dst``
        cannot be reached."""
        dist = self.distances_to(dst)
        layer = {src}
        for _ in range(steps):
            nxt = {v for u in layer if dist[u] > 0 for v in self.succ[u] if dist[v] == dist[u] - 1}
            if not nxt:
                break
            layer = nxt
        return sorted(layer)

    def away(self, src: int, frm: int, steps: int) -> list[int]:
        """Where a figure may end after moving up to ``steps`` spaces away from ``frm``, every
        space moved lengthening the distance; it goes as far as it can."""
        dist = self.distances_to(frm)
        if dist[src] < 0:
            return [src]
        layer = {src}
        for _ in range(steps):
            nxt = {v for u in layer for v in self.succ[u] if dist[v] > dist[u]}
            if not nxt:
                break
            layer = nxt
        return sorted(layer)

    def nearest(self, src: int, candidates: Iterable[int]) -> list[int]:
        """The candidates fewest spaces from ``src`` (ties all returned; unreachable ones never)."""
        return _extreme(self.distances_from(src), candidates, True)

    def farthest(self, src: int, candidates: Iterable[int]) -> list[int]:
        """The reachable candidates most spaces from ``src`` (ties all returned)."""
        return _extreme(self.distances_from(src), candidates, False)


def _extreme(dist: list[int], candidates: Iterable[int], nearest: bool) -> list[int]:
    best = -1
    out: list[int] = []
    for c in candidates:
        d = dist[c]
        if d < 0:
            continue
        if best < 0 or (d < best if nearest else d > best):
            best, out = d, [c]
        elif d == best and c not in out:
            out.append(c)
    return sorted(out)


def bfs(adj: Sequence[Sequence[int]], src: int) -> list[int]:
    """Steps from ``src`` to every node of ``adj`` (UNREACHABLE: -1)."""
    dist = [UNREACHABLE] * len(adj)
    dist[src] = 0
    queue = [src]
    for u in queue:  # the list grows while it is read: a queue without popping
        du = dist[u] + 1
        for v in adj[u]:
            if dist[v] < 0:
                dist[v] = du
                queue.append(v)
    return dist


# --------------------------------------------------------------------------- building


def move_graph(layout: Layout, mover: Mover = INVESTIGATOR, *,
               door_state: Mapping[str, str] | None = None,
               locked_rooms: frozenset[str] | set[str] = frozenset(),
               active: Sequence[bool] | None = None) -> Graph:
    """The steps ``mover`` may take on ``layout``. ``door_state`` maps canonical door ids to
    a state of :data:`DOOR_STATES` (missing: open); ``locked_rooms`` are rooms holding a Lock
    token; ``active`` masks spaces out (unexplored rooms)."""
    states = door_state or {}
    n = len(layout.spaces)
    succ: list[list[int]] = [[] for _ in range(n)]
    room = [s.room for s in layout.spaces]
    symmetric = mover.passes_locked or not locked_rooms
    for (a, b), link in layout.links.items():
        if active is not None and not (active[a] and active[b]):
            continue
        ok = link.open or (link.border and mover.flying)
        if not ok:
            for did in link.doors:
                if _door_passable(states.get(did, "open"), mover):
                    ok = True
                    break
        if not ok:
            continue
        if mover.passes_locked or room[a] == room[b]:
            succ[a].append(b)
            succ[b].append(a)
            continue
        if room[b] not in locked_rooms:
            succ[a].append(b)
        if room[a] not in locked_rooms:
            succ[b].append(a)
    return Graph(succ, symmetric)


def _door_passable(state: str, mover: Mover) -> bool:
    if state == "open":
        return True
    if state == "locked":
        return mover.passes_locked
    if state == "barricaded":
        return mover.passes_barricades
    return False  # sealed


def range_graph(layout: Layout, active: Sequence[bool] | None = None) -> Graph:
    """Links that range is counted through: open edges and impassable borders."""
    n = len(layout.spaces)
    succ: list[list[int]] = [[] for _ in range(n)]
    for (a, b), link in layout.links.items():
        if active is not None and not (active[a] and active[b]):
            continue
        if link.open or link.border:
            succ[a].append(b)
            succ[b].append(a)
    return Graph(succ, symmetric=True)


def adjacency_graph(layout: Layout, active: Sequence[bool] | None = None) -> Graph:
    """Spaces that are adjacent on the map whatever blocks a step: joined by an open edge,
    a door, a secret passage (MOM2-TERR-12) or an impassable border (which blocks movement
    but not sight, FA-BORD-3). Walls never make spaces adjacent."""
    n = len(layout.spaces)
    succ: list[list[int]] = [[] for _ in range(n)]
    for (a, b), link in layout.links.items():
        if active is not None and not (active[a] and active[b]):
            continue
        succ[a].append(b)
        succ[b].append(a)
    return Graph(succ, symmetric=True)
