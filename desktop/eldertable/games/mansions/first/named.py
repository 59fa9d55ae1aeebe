"""Named monsters' movement rules from the story companion (FA-ERR-14/15, FA-GAP-30).

A named monster with ``"cannot_enter": "lock-card"`` never moves into a room whose stack
of room cards still holds a Lock card; once the investigators get past the lock (the card
is discarded) the room is open to it. Its health per investigator is the scenario's
``health_per_investigator`` (FA-GAP-30, :meth:`.state.FirstEditionState.monster_health`).
"""

from __future__ import annotations

from ..map.graph import Graph


def barred_rooms(state, mid: str) -> frozenset[str]:
    """The rooms the monster ``mid`` may not enter now."""
    rule = next((n for n in state.story.named_monsters if n.monster == mid), None)
    if rule is None or rule.cannot_enter != "lock-card":
        return frozenset()
    deck_of = state.cards.deck_of
    return frozenset(room for room, stack in state.rooms.items()
                     if any(deck_of.get(cid) == "lock" for cid in stack))


def may_enter(state, mid: str, space: int) -> bool:
    """False when ``space`` lies in a room the monster may not enter (its own room stays
    open to it: it is already there)."""
    barred = barred_rooms(state, mid)
    if not barred:
        return True
    room = state.room_of(space)
    here = state.room_of(state.map.figures[mid].space)
    return room == here or room not in barred


def monster_graph(state, mid: str) -> Graph:
    """The monster's move graph without the spaces of the rooms barred to it."""
    fig = state.map.figures[mid]
    graph = state.map.move_graph(fig.mover)
    barred = barred_rooms(state, mid)
    if not barred:
        return graph
    here = state.room_of(fig.space)
    shut = {s for s in range(graph.n)
            if state.room_of(s) in barred and state.room_of(s) != here}
    return Graph([() if u in shut else tuple(v for v in vs if v not in shut)
                  for u, vs in enumerate(graph.succ)])
