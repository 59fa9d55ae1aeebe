"""Which events of a scenario can ever run: a fixed point over what can be revealed,
placed, given and set. The validator (:func:`.validate.check_scenario`) reports the events
it leaves out; the editor's flow view (:mod:`.flow`) marks them.

A sound over-approximation: a variable that some reachable outcome changes may take any
value. The sets only grow, so the fixed point ends after at most one pass per event.

The analysis takes the parts it reads one by one (events, placed tiles, tokens, monsters,
variables, the number of investigators), so that a scenario being edited, which may not
be valid as a whole, can still be analysed from the parts that are.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Literal, Sequence

from .models import (DoAddVariable, DoEnd, DoItem, DoMonster, DoPuzzle, DoReveal, DoRun,
                     DoSetVariable, DoTest, DoToken, Event, IfInvestigators, IfItem, IfMonster,
                     IfRevealed, IfToken, IfVariable, MonsterPlacement, OnEliminated, OnEscaped,
                     OnMonsterDefeated, OnRound, OnSpaceEntered, OnStart, OnTokenUsed, OnVariable,
                     PlacedTile, TokenPlacement, Variable)

OPS = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b,
       "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b}

#: why an event can never run: nothing that runs calls it, its trigger never fires, or
#: its conditions never all hold
Why = Literal["uncalled", "trigger", "conditions"]


def space_tile(ref: str) -> str:
    """The placed tile of a space, door or room reference ('<tile>.<name>')."""
    return ref.split(".", 1)[0]


def calls(o) -> list[tuple[str, str]]:
    """``(branch, event id)`` of the events an outcome runs: a test's ``pass`` and
    ``fail``, a puzzle's ``solved`` and ``unsolved``, ``run``."""
    if isinstance(o, DoTest):
        return [(w, e) for w, e in (("pass", o.pass_), ("fail", o.fail)) if e]
    if isinstance(o, DoPuzzle):
        return [(w, e) for w, e in (("solved", o.solved), ("unsolved", o.unsolved)) if e]
    if isinstance(o, DoRun):
        return [("run", o.event)]
    return []


@dataclass
class Reach:
    """What the fixed point found; :meth:`why` tells why an event is left out."""

    events: Sequence[Event]
    players: tuple[int, int]
    initial: dict[str, object]
    tokens: dict[str, TokenPlacement]
    monsters: dict[str, MonsterPlacement]
    revealed: set[str]
    placed_tokens: set[str]
    placed_monsters: set[str]
    touched: set[str] = field(default_factory=set)
    given: set[str] = field(default_factory=set)
    called: set[str] = field(default_factory=set)
    reached: set[str] = field(default_factory=set)

    def satisfiable(self, var: str, op: str, value) -> bool:
        if var in self.touched:
            return True
        initial = self.initial
        if var not in initial or isinstance(initial[var], bool) != isinstance(value, bool):
            return False
        return OPS[op](initial[var], value)

    def token_tile(self, tid: str) -> str | None:
        t = self.tokens.get(tid)
        if t is None:
            return None
        return space_tile(t.space if t.space is not None else t.door)

    def fires(self, ev: Event) -> bool:
        t = ev.trigger
        if t is None:
            return ev.id in self.called
        if isinstance(t, (OnStart, OnRound, OnEliminated)):
            return True
        if isinstance(t, OnTokenUsed):
            return t.token in self.placed_tokens and self.token_tile(t.token) in self.revealed
        if isinstance(t, (OnSpaceEntered, OnEscaped)):
            where = t.space if isinstance(t, OnSpaceEntered) and t.space else t.room
            return space_tile(where) in self.revealed
        if isinstance(t, OnMonsterDefeated):
            x = self.monsters.get(t.monster)
            return (x is not None and t.monster in self.placed_monsters
                    and space_tile(x.space) in self.revealed)
        if isinstance(t, OnVariable):
            return self.satisfiable(t.variable, t.op, t.value)
        return False

    def holds(self, ev: Event) -> bool:
        lo, hi = self.players
        for c in ev.conditions:
            if isinstance(c, IfVariable) and not self.satisfiable(c.variable, c.op, c.value):
                return False
            if isinstance(c, IfRevealed) and c.revealed and c.tile not in self.revealed:
                return False
            if isinstance(c, IfToken) and c.present and c.token not in self.placed_tokens:
                return False
            if isinstance(c, IfMonster) and c.present and c.monster not in self.placed_monsters:
                return False
            if isinstance(c, IfItem) and c.held and c.item not in self.given:
                return False
            if isinstance(c, IfInvestigators) and not any(OPS[c.op](n, c.value)
                                                          for n in range(lo, hi + 1)):
                return False
        return True

    def why(self, ev: Event) -> Why | None:
        """None if ``ev`` can run, else why it never can."""
        if ev.id in self.reached:
            return None
        if ev.trigger is None:
            return "uncalled"
        if not self.fires(ev):
            return "trigger"
        return "conditions"

    def wins(self) -> list[Event]:
        """The events that can run and end the game in a win."""
        return [ev for ev in self.events
                if ev.id in self.reached and any(isinstance(o, DoEnd) and o.do == "win"
                                                 for o in ev.outcomes)]

    def _run(self, first: Event, by_id: dict[str, Event]) -> None:
        stack = [first]  # events called by outcomes are followed at once
        while stack:
            ev = stack.pop()
            if ev.id in self.reached or not self.fires(ev) or not self.holds(ev):
                continue
            self.reached.add(ev.id)
            for o in ev.outcomes:
                if isinstance(o, DoReveal):
                    self.revealed.update(o.tiles)
                elif isinstance(o, DoToken) and o.do == "place-token":
                    self.placed_tokens.add(o.token)
                elif isinstance(o, DoMonster) and o.do == "place-monster":
                    self.placed_monsters.add(o.monster)
                elif isinstance(o, (DoSetVariable, DoAddVariable)):
                    self.touched.add(o.variable)
                elif isinstance(o, DoItem) and o.do == "give-item":
                    self.given.add(o.item)
                for _, target in calls(o):
                    self.called.add(target)
                    if target in by_id:
                        stack.append(by_id[target])


def reach(events: Sequence[Event], tiles: Iterable[PlacedTile], tokens: Iterable[TokenPlacement],
          monsters: Iterable[MonsterPlacement], variables: Iterable[Variable],
          players: tuple[int, int]) -> Reach:
    """The fixed point: every event that some run of the scenario can reach."""
    tokens, monsters = list(tokens), list(monsters)
    r = Reach(events=events, players=players,
              initial={v.id: v.initial for v in variables},
              tokens={t.id: t for t in tokens}, monsters={x.id: x for x in monsters},
              revealed={t.id for t in tiles if t.revealed},
              placed_tokens={t.id for t in tokens if t.placed},
              placed_monsters={x.id for x in monsters if x.placed})
    by_id = {ev.id: ev for ev in events}
    changed = True
    while changed:
        before = len(r.reached)
        for ev in events:
            if ev.id not in r.reached:
                r._run(ev, by_id)
        changed = len(r.reached) != before
    return r
