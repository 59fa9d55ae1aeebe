"""Named monsters' rules from the story companion (FA-ERR-10..15, FA-GAP-30).

A named monster with ``"cannot_enter": "lock-card"`` never moves into a room whose stack
of room cards still holds a Lock card; once the investigators get past the lock (the card
is discarded) the room is open to it. With ``"arrives": "investigator-room"`` the story
event that places it puts it into a room where an investigator is (FA-ERR-13); with
``"moves": {card: n}`` it moves up to ``n`` spaces when the Keeper plays that keeper
action (FA-ERR-12). Its health per investigator is the scenario's
``health_per_investigator`` (FA-GAP-30, :meth:`.state.FirstEditionState.monster_health`).
"""

from __future__ import annotations

from ..map.graph import Graph


def rule_of(state, mid: str):
    return next((n for n in state.story.named_monsters if n.monster == mid), None)


def steps_for(state, mid: str, card: str | None, steps: int) -> int:
    """FA-ERR-12: the spaces the monster moves for the keeper action ``card``."""
    rule = rule_of(state, mid)
    if rule is None or card is None:
        return steps
    return rule.moves.get(card, steps)


def arrival_space(state, mid: str, space: int, seat: int | None) -> int:
    """FA-ERR-13: where a story event places the monster. With ``arrives``
    ``investigator-room`` it is put into the room of the investigator whose action set
    the event off (else the first investigator still playing, by seat) whose room it may
    enter, on a space of that room no investigator stands on when there is one; otherwise
    at the scenario's ``space``."""
    rule = rule_of(state, mid)
    if rule is None or rule.arrives != "investigator-room":
        return space
    barred = barred_rooms(state, mid)
    invs = state.playing()
    invs.sort(key=lambda i: (i.seat != seat, i.seat))
    for inv in invs:
        here = state.space_of(inv)
        room = state.room_of(here)
        if room in barred:
            continue
        taken = {state.space_of(i) for i in invs}
        free = [s.index for s in state.layout.spaces
                if s.room == room and s.index not in taken]
        return free[0] if free else here
    return space


def barred_rooms(state, mid: str) -> frozenset[str]:
    """The rooms the monster ``mid`` may not enter now."""
    rule = rule_of(state, mid)
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
