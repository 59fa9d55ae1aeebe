"""Values kept per map graph for the process: a graph of :mod:`..map.mapstate` is shared
by every map of its layout in the same passage state (revealed rooms, doors, lock and
barricade tokens) and never changes, so what depends on the graph alone (a figure's
Move targets and actions, the bots' explored adjacency) is worked out once for every game
of a scenario instead of once per game.
"""

from __future__ import annotations

from typing import Any

_KEPT: dict[int, tuple[Any, dict]] = {}
_LIMIT = 4096  # graphs with kept values (the graphs' own cache keeps up to 20,000)


def kept_for(graph: Any) -> dict:
    """The dict of values kept for ``graph`` (holds the graph: its id stays its own).
    Callers store only pure functions of the graph, and never change a stored value."""
    hit = _KEPT.get(id(graph))
    if hit is not None and hit[0] is graph:
        return hit[1]
    if len(_KEPT) >= _LIMIT:
        _KEPT.clear()
    table: dict = {}
    _KEPT[id(graph)] = (graph, table)
    return table
