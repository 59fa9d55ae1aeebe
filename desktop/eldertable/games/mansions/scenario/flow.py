"""The event flow of a scenario, for the editor's flow view: which event calls which,
which event makes another's trigger or conditions possible, which event ends the game
with which epilogue; and, from the validator's own analysis (:mod:`.reach`), the events
that can never run and the epilogues that no event that can run ends with.

:func:`flow_of` reads the raw JSON of a scenario being edited, which may be invalid: it
never raises. Each part (an event, a tile, a token, ...) is read on its own and a broken
one is left out of the analysis; a broken event still gets a node, marked ``broken``.

A first-edition story's secret story choice also ends the game (the Keeper's goal, or the
investigators' win), with the epilogues of the option the Keeper chose: each option is a
node of its own (``("first_edition", "choices", c, "options", o)``), beside the endings.

Words are :class:`~eldertable.engine.messages.Msg` objects in the context
``scenario-flow`` (the view translates them; ``str(msg)`` is the English). Ids are shown
as they are written.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import ValidationError

from ....engine.messages import Msg, N_
from ..jsonmodel import parse_model
from .firstedition import StoryChoice
from .models import (DoAddVariable, DoEnd, DoItem, DoMonster, DoReveal, DoSetVariable,
                     DoToken, Epilogue, Event, IfInvestigators, IfItem,
                     IfMonster, IfRevealed, IfToken, IfVariable, MonsterPlacement, OnEliminated,
                     OnEscaped, OnMonsterDefeated, OnRound, OnSpaceEntered, OnStart, OnTokenUsed,
                     OnVariable, PlacedTile, Players, TokenPlacement, Variable)
from .reach import Reach, Why, calls, reach, space_tile

C = "scenario-flow"
JsonPath = tuple[str | int, ...]
EdgeKind = Literal["calls", "enables", "ends"]


@dataclass(frozen=True)
class Node:
    """An event (``path`` ``("events", i)``), an epilogue (``("epilogues", i)``) or an
    option of a first-edition story choice."""

    path: JsonPath
    id: str
    kind: Literal["event", "ending", "option"]
    summary: Msg  # an event's trigger in words; an ending's win or lose
    details: tuple[Msg, ...] = ()  # an event's conditions in words
    trigger: str | None = None  # an event's trigger ("token-used", ...); None: only called
    outcome: str | None = None  # an ending's "win" or "lose"
    dead: Why | None = None  # an event that can never run, and why
    unreachable: bool = False  # an ending no event that can run ends with
    broken: bool = False  # an event whose JSON is not a valid event

    @property
    def index(self) -> int:
        """The index in ``events`` (or ``epilogues``; an option's in its choice)."""
        return int(self.path[-1])


@dataclass(frozen=True)
class Edge:
    source: JsonPath
    target: JsonPath
    kind: EdgeKind
    label: Msg


@dataclass
class Flow:
    nodes: list[Node] = field(default_factory=list)
    edges: list[Edge] = field(default_factory=list)

    def node(self, path: JsonPath) -> Node | None:
        return next((n for n in self.nodes if n.path == tuple(path)), None)

    @property
    def dead(self) -> list[Node]:
        return [n for n in self.nodes if n.dead is not None]

    @property
    def unreachable_endings(self) -> list[Node]:
        return [n for n in self.nodes if n.unreachable]


# --------------------------------------------------------------------------- reading the parts


def _parse(cls, raw: Any):
    try:
        return parse_model(cls, raw)
    except (ValidationError, ValueError, TypeError, RecursionError):
        return None


def _items(data: Any, *path: str) -> list:
    for key in path:
        data = data.get(key) if isinstance(data, dict) else None
    return data if isinstance(data, list) else []


def _parts(data: Any, cls, *path: str) -> list:
    return [p for p in (_parse(cls, raw) for raw in _items(data, *path)) if p is not None]


def _players(data: Any) -> tuple[int, int]:
    meta = data.get("meta") if isinstance(data, dict) else None
    p = _parse(Players, meta.get("investigators")) if isinstance(meta, dict) else None
    return (p.min, p.max) if p is not None else (1, 5)


# --------------------------------------------------------------------------- words


_OP_WORDS = {"eq": "=", "ne": "≠", "lt": "<", "le": "≤", "gt": ">", "ge": "≥"}


def _value(v: Any) -> str:
    return json.dumps(v)


def trigger_words(ev: Event) -> Msg:
    t = ev.trigger
    if t is None:
        return Msg(N_(C, "called"), C)
    if isinstance(t, OnStart):
        return Msg(N_(C, "game start"), C)
    if isinstance(t, OnRound):
        every = {"round-start": N_(C, "every round start"), "round-end": N_(C, "every round end"),
                 "mythos": N_(C, "every Mythos")}
        one = {"round-start": N_(C, "round {n} start"), "round-end": N_(C, "round {n} end"),
               "mythos": N_(C, "round {n} Mythos")}
        return Msg(every[t.on], C) if t.round is None else Msg(one[t.on], C, n=t.round)
    if isinstance(t, OnTokenUsed):
        return Msg(N_(C, "token used: {token}"), C, token=t.token)
    if isinstance(t, OnSpaceEntered):
        where = t.space if t.space is not None else t.room
        text = {"investigator": N_(C, "space entered: {where}"),
                "monster": N_(C, "space entered by a monster: {where}"),
                "any": N_(C, "space entered by anyone: {where}")}[t.by]
        return Msg(text, C, where=where)
    if isinstance(t, OnMonsterDefeated):
        return Msg(N_(C, "monster defeated: {monster}"), C, monster=t.monster)
    if isinstance(t, OnEscaped):
        return Msg(N_(C, "escaped from: {room}"), C, room=t.room)
    if isinstance(t, OnEliminated):
        return Msg(N_(C, "investigator eliminated"), C)
    if isinstance(t, OnVariable):
        return Msg(N_(C, "variable: {variable} {op} {value}"), C, variable=t.variable,
                   op=_OP_WORDS[t.op], value=_value(t.value))
    return Msg(N_(C, "unknown trigger"), C)


def condition_words(c) -> Msg:
    if isinstance(c, IfVariable):
        return Msg(N_(C, "if {variable} {op} {value}"), C, variable=c.variable,
                   op=_OP_WORDS[c.op], value=_value(c.value))
    if isinstance(c, IfRevealed):
        text = (N_(C, "if tile {tile} is revealed") if c.revealed
                else N_(C, "if tile {tile} is hidden"))
        return Msg(text, C, tile=c.tile)
    if isinstance(c, IfToken):
        text = (N_(C, "if token {token} is on the map") if c.present
                else N_(C, "if token {token} is not on the map"))
        return Msg(text, C, token=c.token)
    if isinstance(c, IfMonster):
        text = (N_(C, "if monster {monster} is on the map") if c.present
                else N_(C, "if monster {monster} is not on the map"))
        return Msg(text, C, monster=c.monster)
    if isinstance(c, IfItem):
        text = N_(C, "if holding item {item}") if c.held else N_(C, "if not holding item {item}")
        return Msg(text, C, item=c.item)
    if isinstance(c, IfInvestigators):
        return Msg(N_(C, "if investigators {op} {value}"), C, op=_OP_WORDS[c.op], value=c.value)
    return Msg(N_(C, "unknown condition"), C)


_LABELS = {"pass": N_(C, "pass"), "fail": N_(C, "fail"), "solved": N_(C, "solved"),
           "unsolved": N_(C, "unsolved"), "run": N_(C, "run"), "reveal": N_(C, "reveal"),
           "place": N_(C, "place"), "set": N_(C, "set"), "give": N_(C, "give"),
           "win": N_(C, "win"), "lose": N_(C, "lose")}


def _label(word: str) -> Msg:
    return Msg(_LABELS[word], C)


# --------------------------------------------------------------------------- the flow


@dataclass
class _Needs:
    """What each event's trigger and conditions wait for, by kind: (kind, id) -> event indices."""

    by: dict[tuple[str, str], list[int]] = field(default_factory=dict)

    def add(self, kind: str, ident: str | None, index: int) -> None:
        if ident is not None:
            self.by.setdefault((kind, ident), []).append(index)

    def get(self, kind: str, ident: str) -> list[int]:
        return self.by.get((kind, ident), [])


def _needs(events: list[tuple[int, Event]], r: Reach) -> _Needs:
    needs = _Needs()
    for i, ev in events:
        t = ev.trigger
        if isinstance(t, OnTokenUsed):
            needs.add("token", t.token, i)
            needs.add("tile", r.token_tile(t.token), i)
        elif isinstance(t, OnSpaceEntered):
            needs.add("tile", space_tile(t.space if t.space else t.room or ""), i)
        elif isinstance(t, OnEscaped):
            needs.add("tile", space_tile(t.room), i)
        elif isinstance(t, OnMonsterDefeated):
            needs.add("monster", t.monster, i)
            x = r.monsters.get(t.monster)
            needs.add("tile", space_tile(x.space) if x is not None else None, i)
        elif isinstance(t, OnVariable):
            needs.add("variable", t.variable, i)
        for c in ev.conditions:
            if isinstance(c, IfVariable):
                needs.add("variable", c.variable, i)
            elif isinstance(c, IfRevealed) and c.revealed:
                needs.add("tile", c.tile, i)
            elif isinstance(c, IfToken) and c.present:
                needs.add("token", c.token, i)
            elif isinstance(c, IfMonster) and c.present:
                needs.add("monster", c.monster, i)
            elif isinstance(c, IfItem) and c.held:
                needs.add("item", c.item, i)
    return needs


def _makes(o, initially: Reach) -> list[tuple[str, str, str]]:
    """(label, kind, id) of what an outcome makes possible that was not so at the start."""
    if isinstance(o, DoReveal):
        return [("reveal", "tile", t) for t in o.tiles if t not in initially.revealed]
    if isinstance(o, DoToken) and o.do == "place-token" and o.token not in initially.placed_tokens:
        return [("place", "token", o.token)]
    if (isinstance(o, DoMonster) and o.do == "place-monster"
            and o.monster not in initially.placed_monsters):
        return [("place", "monster", o.monster)]
    if isinstance(o, (DoSetVariable, DoAddVariable)):
        return [("set", "variable", o.variable)]
    if isinstance(o, DoItem) and o.do == "give-item":
        return [("give", "item", o.item)]
    return []


def flow_of(data: Any) -> Flow:
    """The flow of the scenario JSON ``data``; never raises, whatever ``data`` holds."""
    raw_events = _items(data, "events")
    events: list[tuple[int, Event]] = []
    broken: list[tuple[int, str]] = []
    for i, raw in enumerate(raw_events):
        ev = _parse(Event, raw)
        if ev is not None:
            events.append((i, ev))
        else:
            ident = raw.get("id") if isinstance(raw, dict) else None
            broken.append((i, ident if isinstance(ident, str) else ""))
    epilogues = [(i, e) for i, e in ((i, _parse(Epilogue, raw))
                                     for i, raw in enumerate(_items(data, "epilogues"))) if e]
    tiles = _parts(data, PlacedTile, "map", "tiles")
    tokens = _parts(data, TokenPlacement, "map", "tokens")
    monsters = _parts(data, MonsterPlacement, "map", "monsters")
    variables = _parts(data, Variable, "variables")
    players = _players(data)
    initially = reach([], tiles, tokens, monsters, variables, players)
    r = reach([ev for _, ev in events], tiles, tokens, monsters, variables, players)

    flow = Flow()
    for i, ev in events:
        flow.nodes.append(Node(("events", i), ev.id, "event", trigger_words(ev),
                               tuple(condition_words(c) for c in ev.conditions),
                               trigger=ev.trigger.on if ev.trigger is not None else None,
                               dead=r.why(ev)))
    for i, ident in broken:
        flow.nodes.append(Node(("events", i), ident, "event", Msg(N_(C, "not a valid event"), C),
                               broken=True))
    flow.nodes.sort(key=lambda n: n.path)
    event_at: dict[str, list[int]] = {}
    for i, ev in events:
        event_at.setdefault(ev.id, []).append(i)
    ending_at: dict[str, list[int]] = {}
    for i, e in epilogues:
        ending_at.setdefault(e.id, []).append(i)

    needs = _needs(events, r)
    ended: set[str] = set()
    seen: set[tuple] = set()

    def edge(src: int, target: JsonPath, kind: EdgeKind, word: str) -> None:
        key = (src, target, kind, word)
        if key not in seen and target != ("events", src):
            seen.add(key)
            flow.edges.append(Edge(("events", src), target, kind, _label(word)))

    for i, ev in events:
        for o in ev.outcomes:
            for word, target in calls(o):
                for j in event_at.get(target, []):
                    edge(i, ("events", j), "calls", word)
            for word, kind, ident in _makes(o, initially):
                for j in needs.get(kind, ident):
                    edge(i, ("events", j), "enables", word)
            if isinstance(o, DoEnd):
                if ev.id in r.reached:
                    ended.add(o.ending)
                for j in ending_at.get(o.ending, []):
                    edge(i, ("epilogues", j), "ends", o.do)
    for i, e in epilogues:
        flow.nodes.append(Node(("epilogues", i), e.id, "ending", _label(e.outcome),
                               outcome=e.outcome, unreachable=e.id not in ended))
    flow.nodes += _options(data)
    return flow


def _options(data: Any) -> list[Node]:
    """The options of a first-edition story's choices, each with the Keeper's goal."""
    goals = {"time": N_(C, "Keeper's goal: time"), "mutations": N_(C, "Keeper's goal: mutations"),
             "warden-out": N_(C, "Keeper's goal: warden out")}
    out = []
    for ci, raw in enumerate(_items(data, "first_edition", "choices")):
        choice = _parse(StoryChoice, raw)
        if choice is None:
            continue
        for oi, option in enumerate(choice.options):
            out.append(Node(("first_edition", "choices", ci, "options", oi), option.id, "option",
                            Msg(goals[option.goal], C)))
    return out
