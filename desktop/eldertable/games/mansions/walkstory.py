"""The map's side of a scenario's event graph, for the designer's map walk (:mod:`.walk`).

Events triggered at the start, by using a token, or by entering a space or room run when
their conditions hold, once unless ``repeat``. Of their outcomes, the walk follows those
that change the map or the words: messages, reveals, tokens, monsters, doors, variables and
calls of other events. Tests, puzzles, possessions, harm and endings need the rules; the
walk passes over them.
"""

from __future__ import annotations

from typing import Any

from ...engine.messages import Msg, N_
from ...engine.protocol import Event
from .jsonmodel import content_text
from .map.mapstate import MapState, monster_mover
from .scenario import LoadedScenario
from .scenario import models as m
from .scenario.interpreter import OPS

C = "mansions"
MAX_DEPTH = 32


class Story:
    def __init__(self, scenario: LoadedScenario, investigators: int):
        model = scenario.model
        self.scenario = scenario
        self.investigators = investigators
        self.variables: dict[str, Any] = {v.id: v.initial for v in model.variables}
        self.fired: set[str] = set()
        self.tokens = {t.id: t for t in model.map.tokens}
        self.monsters = {x.id: x for x in model.map.monsters}

    def __deepcopy__(self, memo: dict) -> "Story":
        new = Story.__new__(Story)
        new.scenario, new.investigators = self.scenario, self.investigators
        new.tokens, new.monsters = self.tokens, self.monsters
        new.variables = dict(self.variables)
        new.fired = set(self.fired)
        return new

    def snapshot(self) -> dict[str, Any]:
        return {"variables": dict(sorted(self.variables.items())), "fired": sorted(self.fired)}

    # ---- triggers

    def fire_start(self, state: MapState) -> list[Event]:
        return self._fire(state, lambda t: isinstance(t, m.OnStart))

    def fire_token(self, state: MapState, token: str) -> list[Event]:
        return self._fire(state, lambda t: isinstance(t, m.OnTokenUsed) and t.token == token)

    def fire_entered(self, state: MapState, space: int) -> list[Event]:
        sp = state.layout.spaces[space]
        index = state.layout.index
        return self._fire(state, lambda t: isinstance(t, m.OnSpaceEntered)
                          and t.by in ("investigator", "any")
                          and ((t.space is not None and index.get(t.space) == space)
                               or t.room == sp.room))

    def _fire(self, state: MapState, matches) -> list[Event]:
        out: list[Event] = []
        for event in self.scenario.model.events:
            if event.trigger is not None and matches(event.trigger):
                out += self._run(state, event, 0)
        return out

    # ---- events

    def _run(self, state: MapState, event: m.Event, depth: int) -> list[Event]:
        if depth > MAX_DEPTH or (event.id in self.fired and not event.repeat):
            return []
        if not all(self._holds(state, c) for c in event.conditions):
            return []
        self.fired.add(event.id)
        out: list[Event] = []
        for outcome in event.outcomes:
            out += self._outcome(state, outcome, depth)
        return out

    def _holds(self, state: MapState, cond) -> bool:
        if isinstance(cond, m.IfVariable):
            return OPS[cond.op](self.variables.get(cond.variable, 0), cond.value)
        if isinstance(cond, m.IfRevealed):
            shown = any(r.tile == cond.tile and r.id in state.revealed
                        for r in state.layout.rooms.values())
            return shown == cond.revealed
        if isinstance(cond, m.IfToken):
            return (cond.token in state.tokens) == cond.present
        if isinstance(cond, m.IfMonster):
            return (cond.monster in state.figures) == cond.present
        if isinstance(cond, m.IfItem):
            return not cond.held  # nobody holds anything on a map walk
        if isinstance(cond, m.IfInvestigators):
            return OPS[cond.op](self.investigators, cond.value)
        return False

    def _outcome(self, state: MapState, o, depth: int) -> list[Event]:
        if isinstance(o, m.DoMessage):
            return [Event("message", content_text(o.text))]
        if isinstance(o, m.DoReveal):
            rooms = [r for t in o.tiles for r in state.reveal_tile(t)]
            if not rooms:
                return []
            names = [content_text(state.layout.rooms[r].name) for r in rooms]
            return [Event("reveal", Msg(N_(C, "Revealed: {rooms}."), C, rooms=names),
                          {"tiles": list(o.tiles), "rooms": rooms}, reveal=True)]
        if isinstance(o, m.DoToken):
            return self._token(state, o)
        if isinstance(o, m.DoMonster):
            return self._monster(state, o)
        if isinstance(o, m.DoDoor):
            state.set_door(o.door, o.state)
            did = state.layout.door_alias[o.door]
            return [Event("door", None, {"door": did, "state": o.state})]
        if isinstance(o, m.DoSetVariable):
            self.variables[o.variable] = o.value
        elif isinstance(o, m.DoAddVariable):
            self.variables[o.variable] = self.variables.get(o.variable, 0) + o.amount
        elif isinstance(o, m.DoRun):
            called = next((e for e in self.scenario.model.events if e.id == o.event), None)
            if called is not None:
                return self._run(state, called, depth + 1)
        return []

    def _token(self, state: MapState, o: m.DoToken) -> list[Event]:
        if o.do == "remove-token":
            if o.token not in state.tokens:
                return []
            token = state.remove_token(o.token)
            seen = token.space is None or state.is_revealed(token.space)
            return [Event("token-removed", None, {"token": o.token} if seen else {})]
        placed = self.tokens.get(o.token)
        if placed is None or o.token in state.tokens:
            return []
        token = state.place_token(placed.id, placed.kind, space=placed.space, door=placed.door)
        seen = token.space is None or state.is_revealed(token.space)
        return [Event("token-placed", None, {"token": o.token} if seen else {})]

    def _monster(self, state: MapState, o: m.DoMonster) -> list[Event]:
        if o.do == "remove-monster":
            if o.monster not in state.figures:
                return []
            seen = state.is_revealed(state.remove_figure(o.monster).space)
            return [Event("monster-removed", None, {"figure": o.monster} if seen else {})]
        placed = self.monsters.get(o.monster)
        if placed is None or o.monster in state.figures:
            return []
        flying = self.scenario.catalog.monsters[placed.monster].flying
        fig = state.place_figure(placed.id, "monster", placed.space, mover=monster_mover(flying))
        seen = state.is_revealed(fig.space)  # one waiting in an unexplored room stays unknown
        return [Event("monster-placed", None, {"figure": o.monster} if seen else {})]
