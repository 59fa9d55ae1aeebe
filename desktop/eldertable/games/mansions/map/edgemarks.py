"""A scenario's own marks on the edges of its map (``map.edges``): impassable borders and
escape edges laid where the tiles show none.

* **impassable** between two adjacent spaces: every open unit edge between them becomes an
  impassable border (FA-BORD-1..4, MOM2-MOVE-4): investigators and walking monsters do not
  cross it (FA-GAP-17), flying monsters do, and range and line of sight are counted
  across it (MOM2-TERR-5, FA-BORD-3). A door or a wall between them stays what it is.
* **escape** on one side of a space (``n``, ``e``, ``s``, ``w`` of the map as laid): every
  unit edge of that side that leads to no tile becomes an escape edge (FA-ESC-1/2,
  FA-GAP-23), crossed only when the story asks to escape that room. Doors there stay doors.

:func:`mark_edges` changes a layout as it is built (:meth:`.layout.Layout.build`) and says
why a mark cannot lie where it names, in the validator's words; a refused mark changes
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from .geometry import DELTA, SIDES, EdgeKey, EdgeKind, edge_key

#: a :class:`.layout.Layout` being built (not imported: the layout imports this module)
Layout = Any

KINDS = ("impassable", "escape")
SIDE_NAMES = {"n": "north", "e": "east", "s": "south", "w": "west"}


@dataclass(frozen=True, slots=True)
class EdgeMark:
    """One entry of ``map.edges``: ``kind``, and the two spaces (impassable) or the space
    and the side (escape) it names. ``index`` is its place in the list."""

    index: int
    kind: str
    space: str
    other: str  # the second space (impassable) or the side (escape)

    @property
    def key(self) -> tuple:
        """What two entries must not both name."""
        if self.kind == "impassable":
            return (self.kind, frozenset((self.space, self.other)))
        return (self.kind, self.space, self.other)


@dataclass(frozen=True, slots=True)
class MarkedEdge:
    """A mark as laid: the unit edges it changed and the spaces it lies beside."""

    index: int
    kind: str  # "impassable" or "escape"
    units: tuple[EdgeKey, ...]
    spaces: tuple[int, ...]


def mark_edges(layout: Layout, marks: Iterable[EdgeMark]) -> list[tuple[int, str]]:
    """Lay ``marks`` on ``layout`` (its unit kinds, links and escapes change; each laid mark
    is added to ``layout.marked``); ``(index, why)`` for every mark refused."""
    out: list[tuple[int, str]] = []
    seen: dict[tuple, int] = {}
    for mark in marks:
        if mark.key in seen:
            out.append((mark.index, f"{_what(mark)} is already marked by map.edges"
                                    f"[{seen[mark.key]}]"))
            continue
        seen[mark.key] = mark.index
        why = (_impassable if mark.kind == "impassable" else _escape)(layout, mark)
        if why:
            out.append((mark.index, why))
    return out


def _what(mark: EdgeMark) -> str:
    if mark.kind == "impassable":
        return f"the edge between {mark.space!r} and {mark.other!r}"
    return f"the {SIDE_NAMES.get(mark.other, mark.other)} side of {mark.space!r}"


def _no_space(ref: str) -> str:
    if "." not in ref:
        return f"{ref!r}: a space is named '<placed tile id>.<space id>'"
    return f"no space {ref!r} on the map"


def units_between(layout: Layout, a: int, b: int) -> list[EdgeKey]:
    """The unit edges where space ``a`` touches space ``b`` (any kind)."""
    out = []
    for x, y in layout.spaces[a].cells:
        for side in SIDES:
            dx, dy = DELTA[side]
            if layout.cell_space.get((x + dx, y + dy)) == b and layout.cell_space.get((x, y)) == a:
                out.append(edge_key(x, y, side))
    return sorted(set(out))


def outer_units(layout: Layout, space: int, side: str) -> tuple[list[EdgeKey], int | None]:
    """The unit edges on ``side`` of ``space`` that lead to no tile, and the first other
    space that the rest of that side meets (None: none)."""
    cells = set(layout.spaces[space].cells)
    dx, dy = DELTA[side]
    out, meets = [], None
    for x, y in sorted(cells):
        beyond = (x + dx, y + dy)
        if beyond in cells or layout.cell_space.get((x, y)) != space:
            continue
        if beyond in layout.cell_space:
            meets = layout.cell_space[beyond] if meets is None else meets
            continue
        out.append(edge_key(x, y, side))
    return out, meets


def _impassable(layout: Layout, mark: EdgeMark) -> str | None:
    for ref in (mark.space, mark.other):
        if ref not in layout.index:
            return _no_space(ref)
    if mark.space == mark.other:
        return "an impassable edge lies between two different spaces"
    a, b = layout.index[mark.space], layout.index[mark.other]
    units = units_between(layout, a, b)
    if not units:
        return (f"spaces {mark.space!r} and {mark.other!r} do not touch; an impassable edge "
                f"lies between two adjacent spaces")
    kinds = {layout.unit_kinds.get(u) for u in units}
    open_units = [u for u in units if layout.unit_kinds.get(u) is EdgeKind.OPEN]
    if not open_units:
        if EdgeKind.BORDER in kinds:
            return f"{_what(mark)} is already an impassable border on the tile"
        if kinds & {EdgeKind.DOOR, EdgeKind.SECRET}:
            return (f"{_what(mark)} is a door or a secret passage, not an open edge; a door is "
                    f"closed for good by setting its state to sealed (map.doors)")
        return f"{_what(mark)} is a wall: the spaces are not adjacent"
    for u in open_units:
        layout.unit_kinds[u] = EdgeKind.BORDER
    link = layout.links[(a, b) if a < b else (b, a)]
    link.open = False
    link.border = True
    layout.marked.append(MarkedEdge(mark.index, "impassable", tuple(open_units), (a, b)))
    return None


def _escape(layout: Layout, mark: EdgeMark) -> str | None:
    if mark.space not in layout.index:
        return _no_space(mark.space)
    if mark.other not in SIDES:
        return f"{mark.other!r} is not a side; use n, e, s or w"
    s = layout.index[mark.space]
    units, meets = outer_units(layout, s, mark.other)
    free = [u for u in units if layout.unit_kinds.get(u) not in (EdgeKind.DOOR, EdgeKind.SECRET)]
    if not free:
        if meets is not None and not units:
            return (f"{_what(mark)} meets the space {layout.spaces[meets].id!r}; an escape "
                    f"edge leads out of the map, to no neighbouring room (FA-ESC-2)")
        return f"{_what(mark)} is a door; an escape edge lies where there is no door"
    new = [u for u in free if layout.unit_kinds.get(u) is not EdgeKind.ESCAPE]
    if not new:
        return f"{_what(mark)} is already an escape edge on the tile"
    for u in new:
        layout.unit_kinds[u] = EdgeKind.ESCAPE
    layout.escapes[s] = layout.escapes.get(s, ()) + tuple(new)
    layout.marked.append(MarkedEdge(mark.index, "escape", tuple(new), (s,)))
    return None
