"""The story of a scenario, run the same way in both editions (docs/scenario-format.md):
which events a trigger sets off, whether their conditions hold, whom an outcome concerns,
and what each outcome does to the story's state and the map.

Each edition's state mixes in :class:`StoryInterpreter` and keeps its own rules: how an
event waits for a test, a choice or a puzzle (second-edition play's agenda, first-edition
play's work stack), its dice, its harm, its Keeper. Where the editions differ, the
interpreter asks the state through a few small methods (the *hooks* below), and an outcome
kind whose effect is an edition's own rule is carried out by the function the edition
registers for it in ``outcome_hooks`` ({outcome model: function(state, seat, outcome)}).
An outcome kind an edition registers nothing for (and the interpreter does not carry out
itself) does nothing there: second-edition play has no Side Effect deck.

Hooks a state provides: ``monster_in_play(id)``, ``holds_item(item, seat)`` (conditions);
``may_concern(seat)``, ``concerned_all()``, ``concerned_one(seat)`` (whom ``who`` names);
``reveal(tiles)``, ``may_place_token(token)``, ``queue_event(event, seat)``,
``story_monster(outcome, seat)``, ``tell_message(text)``, ``tell_token_placed(token)``,
``tell_token_removed(id, where)``, ``tell_door(outcome)``, ``objective_reached(id)``
(``tell_*`` only while the game is told, ``loud``), ``end_game(winner, ending)`` with
``story_winners`` naming the winner of a ``win`` and a ``lose`` ending.
"""

from __future__ import annotations

import operator
from typing import Any, Callable

from .models import (DoAddVariable, DoClue, DoDoor, DoEnd, DoHarm, DoItem, DoMessage,
                     DoMonster, DoObjective, DoPuzzle, DoReveal, DoRun, DoSetVariable,
                     DoSideEffect, DoSpell, DoTest, DoToken, IfInvestigators, IfItem,
                     IfMonster, IfRevealed, IfToken, IfVariable, OnEscaped, OnMonsterDefeated,
                     OnRound, OnSpaceEntered, OnTokenUsed, OnVariable)

OPS = {"eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "le": operator.le,
       "gt": operator.gt, "ge": operator.ge}

#: Whom an outcome kind an edition carries out meets: each investigator concerned in seat
#: order, each in reverse seat order (the work goes on a stack or the front of a queue, so
#: the first seat's runs first), or the first of them only.
EACH, EACH_REVERSED, FIRST = "each", "each-reversed", "first"
PER_SEAT = {DoTest: EACH_REVERSED, DoPuzzle: FIRST, DoItem: EACH, DoSpell: EACH,
            DoClue: EACH, DoHarm: EACH_REVERSED, DoSideEffect: EACH}

# The kinds of condition and trigger, in the order they are tried; _kind finds an object's
# once per type (isinstance on the scenario's pydantic models is dear, and the same few
# types come back all game).
_CONDITIONS = (IfVariable, IfRevealed, IfToken, IfMonster, IfItem, IfInvestigators)
_TRIGGERS = (OnRound, OnTokenUsed, OnSpaceEntered, OnMonsterDefeated, OnEscaped, OnVariable)
_CONDITION_OF: dict[type, Any] = {}
_TRIGGER_OF: dict[type, Any] = {}
_HAS_WHO: dict[type, bool] = {}  # outcome types with a ``who`` field
_INDEX: dict[int, tuple[Any, dict[str, Any]]] = {}


def _kind(obj: Any, kinds: tuple, seen: dict[type, Any]) -> Any:
    """The first of ``kinds`` that ``obj`` is an instance of (None: none of them), kept in
    ``seen`` for its type; callers look there first."""
    found = seen[type(obj)] = next((k for k in kinds if isinstance(obj, k)), None)
    return found


def scenario_index(model) -> dict[str, Any]:
    """Events by id and by trigger kind, and what tokens have events (cached per model)."""
    hit = _INDEX.get(id(model))
    if hit is not None and hit[0] is model:
        return hit[1]
    by_id = {ev.id: ev for ev in model.events}
    by_trigger: dict[str, list] = {}
    token_events: set[str] = set()
    by_token: dict[str, list] = {}  # token-used events per token, in file order
    escape_rooms: set[str] = set()
    for ev in model.events:
        if ev.trigger is None:
            continue
        by_trigger.setdefault(ev.trigger.on, []).append(ev)
        if isinstance(ev.trigger, OnTokenUsed):
            token_events.add(ev.trigger.token)
            by_token.setdefault(ev.trigger.token, []).append(ev)
        if isinstance(ev.trigger, OnEscaped):
            escape_rooms.add(ev.trigger.room)
    chosen: dict[str, set[int]] = {}  # outcomes for an investigator chosen, per event
    for ev in model.events:
        for i, o in enumerate(ev.outcomes):
            if "who" in type(o).model_fields and o.who == "chosen":
                chosen.setdefault(ev.id, set()).add(i)
    monsters: dict[str, Any] = {}
    for mp in model.map.monsters:
        monsters.setdefault(mp.id, mp)
    # variable triggers: (event id, variable, comparison, value, event), in file order
    watches = tuple((ev.id, ev.trigger.variable, OPS[ev.trigger.op], ev.trigger.value, ev)
                    for ev in by_trigger.get("variable", ()))

    def listen(events: list, on_token: bool = False) -> tuple:
        """What matching reads of each event, plainly: (id, repeat, trigger, whether the
        trigger matches whatever the argument, whether it has conditions, event). A
        token-used event listed under its token always matches."""
        return tuple((ev.id, ev.repeat, ev.trigger,
                      on_token or not isinstance(ev.trigger, _TRIGGERS)
                      or (isinstance(ev.trigger, OnRound) and ev.trigger.round is None),
                      bool(ev.conditions), ev) for ev in events)

    out = {"by_id": by_id, "by_trigger": by_trigger, "token-events": token_events,
           "listen": {k: listen(v) for k, v in by_trigger.items()},
           "listen_token": {k: listen(v, True) for k, v in by_token.items()},
           "watches": watches,
           "by_token": by_token,
           "chosen": chosen,
           "monsters": monsters,
           "escape-rooms": escape_rooms,
           "tokens": {t.id: t for t in model.map.tokens},
           "puzzles": {p.id: p for p in model.puzzles},
           "objectives": {o.id: o for o in model.objectives},
           "epilogues": {e.id: e for e in model.epilogues}}
    _INDEX[id(model)] = (model, out)
    return out


# --------------------------------------------------------------------------- outcomes
# What both editions do alike, as functions(state, outcome, seat, forced).


def _reveal(st, o, seat, forced) -> None:
    st.reveal(o.tiles)


def _token(st, o, seat, forced) -> None:
    tid = o.token
    if o.do == "place-token":
        tok = st._index["tokens"][tid]
        if tid in st.map.tokens or not st.may_place_token(tok):
            return
        st.map.place_token(tok.id, tok.kind, space=tok.space, door=tok.door)
        if st.loud:
            st.tell_token_placed(tok)
    elif tid in st.map.tokens:
        where = st.map.remove_token(tid)
        if st.loud:
            st.tell_token_removed(tid, where)


def _door(st, o, seat, forced) -> None:
    st.map.set_door(o.door, o.state)
    if st.loud:
        st.tell_door(o)


def _set_variable(st, o, seat, forced) -> None:
    st.variables[o.variable] = o.value
    st.vars_dirty = True


def _add_variable(st, o, seat, forced) -> None:
    st.variables[o.variable] += o.amount
    st.vars_dirty = True


def _objective(st, o, seat, forced) -> None:
    st.objective = o.to
    st.objective_reached(o.to)


def _run(st, o, seat, forced) -> None:
    st.queue_event(o.event, seat)


def _end(st, o, seat, forced) -> None:
    st.end_game(st.story_winners[o.do], o.ending)


def _message(st, o, seat, forced) -> None:
    if st.loud:
        st.tell_message(o.text)


def _monster(st, o, seat, forced) -> None:
    st.story_monster(o, seat)


SHARED: dict[type, Callable] = {
    DoMessage: _message, DoReveal: _reveal, DoToken: _token, DoMonster: _monster,
    DoDoor: _door, DoSetVariable: _set_variable, DoAddVariable: _add_variable,
    DoObjective: _objective, DoRun: _run, DoEnd: _end}
#: every outcome kind of the format, as its model (the table-driven tests walk them)
OUTCOME_KINDS = tuple(SHARED) + tuple(k for k in PER_SEAT if k not in SHARED)


def _per_seat(hook: Callable, mode: str) -> Callable:
    """An outcome an edition carries out for each investigator it concerns (or the first)."""
    if mode == FIRST:
        def run(st, o, seat, forced) -> None:
            who = st.who(o, seat, forced)
            if who:
                hook(st, who[0], o)
    elif mode == EACH_REVERSED:
        def run(st, o, seat, forced) -> None:
            for s in reversed(st.who(o, seat, forced)):
                hook(st, s, o)
    else:
        def run(st, o, seat, forced) -> None:
            for s in st.who(o, seat, forced):
                hook(st, s, o)
    return run


class StoryInterpreter:
    """Triggers, conditions and outcomes of the scenario's events (see the module text).

    On Mansions second edition's state it reads and assigns:

    Reads: _index, _outcome_table, fired, investigator_count, layout, map, round, variables.
    Writes: nothing.
    """

    #: {outcome model: function(state, seat, outcome)}: the edition's own outcome kinds
    outcome_hooks: dict[type, Callable] = {}
    #: the ``end_game`` winner of a ``win`` and of a ``lose`` ending
    story_winners: dict[str, str] = {"win": "win", "lose": "lose"}
    #: a variable changed since the edition last looked at its ``variable`` triggers
    vars_dirty = False
    _outcome_table: dict[type, Callable] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        table = dict(SHARED)
        for kind, hook in cls.outcome_hooks.items():
            mode = PER_SEAT.get(kind)
            table[kind] = _per_seat(hook, mode) if mode else \
                (lambda st, o, seat, forced, hook=hook: hook(st, seat, o))
        cls._outcome_table = table

    # ------------------------------------------------------------------ triggers

    def matching(self, kind: str, seat: int | None, arg: Any) -> list[str]:
        """Events a trigger sets off now, in file order."""
        out = []
        index = self._index
        listening = (index["listen_token"].get(arg, ()) if kind == "token-used"
                     else index["listen"].get(kind, ()))
        fired = self.fired
        for eid, repeat, trigger, always, conditions, ev in listening:
            if (repeat or eid not in fired) and (always or self.trigger_matches(trigger, arg)) \
                    and (not conditions or self.conditions_hold(ev, seat)):
                out.append(eid)
        return out

    def trigger_matches(self, trig, arg: Any) -> bool:
        kind = _TRIGGER_OF.get(type(trig)) or _kind(trig, _TRIGGERS, _TRIGGER_OF)
        if kind is OnRound:
            return trig.round is None or trig.round == self.round
        if kind is OnTokenUsed:
            return trig.token == arg
        if kind is OnSpaceEntered:
            space, new_room, by = arg
            if trig.by != "any" and trig.by != by:
                return False
            if trig.space is not None:
                return self.layout.index[trig.space] == space
            return new_room and self.layout.spaces[space].room == trig.room
        if kind is OnMonsterDefeated:
            return trig.monster == arg
        if kind is OnEscaped:
            return trig.room == arg
        if kind is OnVariable:
            return OPS[trig.op](self.variables[trig.variable], trig.value)
        return True  # start, investigator-eliminated

    # ------------------------------------------------------------------ conditions

    def conditions_hold(self, ev, seat: int | None) -> bool:
        for c in ev.conditions:
            kind = _CONDITION_OF.get(type(c)) or _kind(c, _CONDITIONS, _CONDITION_OF)
            if kind is IfVariable:
                if not OPS[c.op](self.variables[c.variable], c.value):
                    return False
            elif kind is IfRevealed:
                rooms = [r.id for r in self.layout.rooms.values() if r.tile == c.tile]
                if any(r in self.map.revealed for r in rooms) != c.revealed:
                    return False
            elif kind is IfToken:
                if (c.token in self.map.tokens) != c.present:
                    return False
            elif kind is IfMonster:
                if self.monster_in_play(c.monster) != c.present:
                    return False
            elif kind is IfItem:
                if self.holds_item(c.item, seat) != c.held:
                    return False
            elif kind is IfInvestigators:
                if not OPS[c.op](self.investigator_count, c.value):
                    return False
        return True

    # ------------------------------------------------------------------ outcomes

    def who(self, o, seat: int | None, forced: list[int] | None = None) -> list[int]:
        """The seats an outcome applies to: forced by a choice, every investigator it may
        concern (``each``), or the investigator concerned (``active``; outcomes without
        ``who``), standing in for whom the edition says when that one is out."""
        if forced is not None:
            return [s for s in forced if self.may_concern(s)]
        has_who = _HAS_WHO.get(type(o))
        if has_who is None:  # model_fields is built anew at each look-up
            has_who = _HAS_WHO[type(o)] = "who" in type(o).model_fields
        if has_who and o.who == "each":
            return self.concerned_all()
        s = self.concerned_one(seat)
        return [] if s is None else [s]

    def outcome(self, o, seat: int | None, forced: list[int] | None = None) -> None:
        """Carry out one outcome for the investigator concerned (``seat``)."""
        run = self._outcome_table.get(type(o))
        if run is None:
            run = next((r for k, r in self._outcome_table.items() if isinstance(o, k)), None)
            if run is None:
                return  # a kind this edition does not have
        run(self, o, seat, forced)
