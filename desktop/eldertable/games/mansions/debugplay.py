"""Debug play of a scenario, in either edition: the designer's edits outside the rules.

A designer plays a scenario from its file in the normal table and, from a debug panel,
reveals the whole map, sets a scenario variable, runs any event, gives an investigator an
item or moves a figure. Each edit is a :class:`DebugEdit`: a recorded entry of the game's
record like an action, but never a legal action of any seat (bots never see one) and
applied by :meth:`DebugEdit.debug_edit` instead of ``state.apply`` (engine.record does
this for the recorder and for replays). So undo, saves, autosave and replay work as for
any game, and the record says the game was debugged: its config carries
``engine.record.DEBUG_KEY`` (:func:`debug_config`), and a replay refuses a debug edit in a
record without that mark.

Nothing here writes to the scenario file. The edits use the state's working parts: in
second edition ``reveal``, ``variables``, ``now``, ``new_item``, ``map``, and the agenda is
run afterwards as after an action; in first edition ``reveal``, ``variables``, ``fire``,
``queue_event``, ``map``, and the work stack is run afterwards. Either way an event started
here plays out, and a variable set here fires the events that watch it. A first-edition
game takes no edit before the Keeper's story choice, and no edit that starts story work
(an event, a variable) while a question or a puzzle waits for its answer.

:func:`designer_view` is the designer's all-seeing view for the debug panel: every
variable (hidden ones too), every event, the figures and what can be given. The table
itself still shows each seat's observation.
"""

from __future__ import annotations

from typing import Any

from ...engine.messages import Msg, N_
from ...engine.protocol import IllegalAction, action
from ...engine.protocol import Event
from ...engine.record import DEBUG_KEY
from .first.state import FirstEditionState
from .jsonmodel import content_text
from .second.state import SecondEditionState

C = "mansions-debug"
NAMESPACE = "mansions"  # the record's action namespace (games.mansions.ACTION_NAMESPACE)
OPS = ("reveal-all", "set-variable", "run-event", "give-item", "move-figure")


def _m(text: str, /, **args: Any) -> Msg:
    return Msg(text, C, **args)


def debug_config(config: dict[str, Any], source: str = "") -> dict[str, Any]:
    """``config`` marked as a debug game's (``source``: the scenario file played)."""
    return dict(config, **{DEBUG_KEY: {"scenario": source or True}})


@action(NAMESPACE, "DebugEdit")
class DebugEdit:
    """One designer's edit: ``op`` is one of :data:`OPS`, ``args`` its arguments."""

    op: str
    args: tuple = ()

    def debug_edit(self, state) -> list[Event]:
        return apply_edit(state, self)


# --------------------------------------------------------------------------- the edits


def why_not(state, edit: DebugEdit) -> Msg | None:
    """None when ``edit`` can be done now, else the reason (nothing changes)."""
    return _describe(state, edit)[1]


def _describe(state, edit: DebugEdit) -> tuple[Msg | None, Msg | None]:
    """(what the edit does, in words; why it cannot be done) - one of them is None."""
    first = isinstance(state, FirstEditionState)
    if not first and not isinstance(state, SecondEditionState):
        return None, _m(N_(C, "Debug play is for Mansions of Madness games."))
    if state.over:
        return None, _m(N_(C, "The game is over."))
    check = _CHECKS.get(edit.op)
    if check is None:
        return None, _m(N_(C, "Unknown debug edit {op}."), op=edit.op)
    if first and state.phase == "story":
        return None, _m(N_(C, "The Keeper has not made the story choice yet."))
    if first and edit.op in _STARTS_WORK and (state.pending is not None
                                              or state.puzzle is not None):
        return None, _m(N_(C, "Answer the question or puzzle in play first."))
    what = check(state, *edit.args) if _arity_ok(edit) else None
    if what is None:
        return None, _m(N_(C, "The debug edit {op} does not fit this game."), op=edit.op)
    return what, None


def apply_edit(state, edit: DebugEdit) -> list[Event]:
    """Carry out ``edit`` on a second-edition state; IllegalAction (state unchanged) when it
    cannot be done. Returns the events, the first being the ``debug`` event that says what
    the designer did."""
    what, why = _describe(state, edit)
    if why is not None:
        raise IllegalAction(why, edit)
    if isinstance(state, FirstEditionState):
        return _apply_first(state, edit, what)
    loud = state.loud
    out: list[Event] = []
    if loud:
        out = state._events = []
    state.say("debug", what, {"op": edit.op, "args": list(edit.args)})
    _DO[edit.op](state, *edit.args)
    state._ver += 1  # cached legal actions are stale now
    state._run()     # the Keeper's work the edit set off, as after an action
    state._ver += 1
    return out


def _apply_first(state: FirstEditionState, edit: DebugEdit, what: Msg) -> list[Event]:
    """A first-edition game's edit: told, done, and the work it started run."""
    state._events = []
    if state.loud:
        state._events.append(Event("debug", what, {"op": edit.op, "args": list(edit.args)}))
    _DO_FIRST.get(edit.op, _DO[edit.op])(state, *edit.args)
    state.run()  # the story's work the edit set off, as after an action
    return state._events


def _arity_ok(edit: DebugEdit) -> bool:
    return isinstance(edit.args, tuple) and len(edit.args) == _ARITY[edit.op]


def _check_reveal(state) -> Msg:
    return _m(N_(C, "Debug: the whole map is revealed."))


def _check_variable(state, name, value) -> Msg | None:
    var = next((v for v in state.model.variables if v.id == name), None)
    if var is None:
        return None
    if var.type == "flag" and not isinstance(value, bool):
        return None
    if var.type == "number" and (isinstance(value, bool) or not isinstance(value, int)):
        return None
    return _m(N_(C, "Debug: variable {name} is set to {value}."), name=name,
              value=str(value).lower() if isinstance(value, bool) else value)


def _events_by_id(state) -> dict[str, Any]:
    if isinstance(state, FirstEditionState):
        return state._index["by_id"]
    return state.triggers()["by_id"]


def _check_event(state, eid, seat) -> Msg | None:
    if eid not in _events_by_id(state) or not _seat_ok(state, seat, allow_none=True):
        return None
    return _m(N_(C, "Debug: event {event} runs."), event=eid)


def _check_item(state, seat, item) -> Msg | None:
    if not _seat_ok(state, seat) or not isinstance(item, str):
        return None
    items, spells = _givable(state)
    if item not in items and item not in spells:
        return None
    return _m(N_(C, "Debug: {who} is given {item}."), who=name_of(
        state, state.investigators[seat].id), item=name_of(state, item))


def _check_move(state, figure, space) -> Msg | None:
    if figure not in state.map.figures or isinstance(space, bool) or not isinstance(space, int):
        return None
    if not 0 <= space < len(state.layout.spaces):
        return None
    return _m(N_(C, "Debug: {who} is put in space {space}."), who=name_of(state, figure),
              space=space)


def _seat_ok(state, seat, allow_none: bool = False) -> bool:
    if seat is None:
        return allow_none
    if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < state.investigator_count):
        return False
    inv = state.investigators[seat]
    return inv.playing if isinstance(state, FirstEditionState) else inv.alive


def _do_reveal(state) -> None:
    tiles = sorted({room.tile for room in state.layout.rooms.values()})
    state.reveal(tiles)


def _do_variable(state, name, value) -> None:
    state.variables[name] = value
    state.vars_dirty = True  # the events watching it fire when the agenda runs


def _do_event(state, eid, seat) -> None:
    """Run the event's outcomes whatever its trigger and conditions say; it counts as fired."""
    ev = state.triggers()["by_id"][eid]
    if ev.trigger is not None and not ev.repeat:
        state.fired.add(eid)
    state.events_run[eid] = state.events_run.get(eid, 0) + 1
    state.now(["outcomes", eid, 0, seat])


def _do_item(state, seat, item) -> None:
    inv = state.investigators[seat]
    (inv.items if item in state.content.items else inv.spells).append(state.new_item(item))


def _do_move(state, figure, space) -> None:
    state.map.move_figure(figure, space)


def _do_variable_first(state, name, value) -> None:
    state.variables[name] = value
    state.fire("variable", state.concerned_one(state.active) or 0, None)


def _do_event_first(state, eid, seat) -> None:
    """As :func:`_do_event`: the outcomes run whatever the trigger and conditions say."""
    ev = state._index["by_id"][eid]
    if ev.trigger is not None and not ev.repeat:
        state.fired.add(eid)
    runs = state.__dict__.setdefault("debug_runs", {})  # only a debug game has it
    runs[eid] = runs.get(eid, 0) + 1
    lead = state.concerned_one(seat)
    state.queue_event(eid, lead if lead is not None else 0)


def _do_item_first(state, seat, item) -> None:
    inv = state.investigators[seat]
    (inv.items if item in _givable(state)[0] else inv.spells).append(item)


_STARTS_WORK = ("set-variable", "run-event")
_DO_FIRST = {"set-variable": _do_variable_first, "run-event": _do_event_first,
             "give-item": _do_item_first}
_CHECKS = {"reveal-all": _check_reveal, "set-variable": _check_variable,
           "run-event": _check_event, "give-item": _check_item, "move-figure": _check_move}
_DO = {"reveal-all": _do_reveal, "set-variable": _do_variable, "run-event": _do_event,
       "give-item": _do_item, "move-figure": _do_move}
_ARITY = {"reveal-all": 0, "set-variable": 2, "run-event": 2, "give-item": 2, "move-figure": 2}


def reveal_all() -> DebugEdit:
    return DebugEdit("reveal-all", ())


def set_variable(name: str, value: int | bool) -> DebugEdit:
    return DebugEdit("set-variable", (name, value))


def run_event(event_id: str, seat: int | None = None) -> DebugEdit:
    return DebugEdit("run-event", (event_id, seat))


def give_item(seat: int, item_id: str) -> DebugEdit:
    return DebugEdit("give-item", (seat, item_id))


def move_figure(figure: str, space: int) -> DebugEdit:
    return DebugEdit("move-figure", (figure, space))


# --------------------------------------------------------------------------- what it sees


def _givable(state) -> tuple[list[str], list[str]]:
    """(the items, the spells) an investigator may be given, by id."""
    if not isinstance(state, FirstEditionState):
        return sorted(state.content.items), sorted(state.content.spells)
    cards = state.cards
    items = set(cards.decks.get("starting-item", ())) | set(state.scenario.catalog.items)
    spells = set(cards.decks.get("spell", ()))
    for card in cards.cards.values():
        for eff in card.effects:
            if eff.do == "item":
                items.add(eff.id)
            elif eff.do == "spell":
                spells.add(eff.id)
    return sorted(items), sorted(spells)


def name_of(state, thing: str) -> Msg:
    """The content name of an investigator, monster, item, spell or card of the game."""
    if not isinstance(state, FirstEditionState):
        return state.name_of(thing)
    for inv in state.investigators:
        if inv.id == thing:
            return content_text(inv.name)
    if thing in state.monsters:
        m = state.monsters[thing]
        return content_text(m.name or state.scenario.catalog.monsters[m.kind].name)
    card = state.cards.cards.get(thing)
    if card is not None:
        return content_text(card.name)
    catalog = state.scenario.catalog
    for table in (catalog.items, catalog.spells, catalog.monsters):
        if thing in table:
            entry = table[thing]
            return content_text(entry["name"] if isinstance(entry, dict) else entry.name)
    return content_text(thing)


def designer_view(state) -> dict[str, Any]:
    """Everything the debug panel offers, as plain data (hidden variables included)."""
    first = isinstance(state, FirstEditionState)
    # a first-edition game counts only the runs of the debug edits
    run = getattr(state, "debug_runs", {}) if first else state.events_run
    events = []
    for ev in state.model.events:
        kind = ev.trigger.on if ev.trigger is not None else ""
        events.append({"id": ev.id, "trigger": kind, "runs": run.get(ev.id, 0),
                       "fired": ev.id in state.fired})
    variables = [{"id": v.id, "type": v.type, "value": state.variables[v.id],
                  "hidden": v.label is None} for v in state.model.variables]
    figures = [{"id": fid, "kind": fig.kind, "space": fig.space}
               for fid, fig in sorted(state.map.figures.items())]
    items, spells = _givable(state)
    alive = (lambda inv: inv.playing) if first else (lambda inv: inv.alive)
    return {
        "scenario": state.model.meta.id,
        "variables": variables,
        "events": events,
        "investigators": [{"seat": inv.seat, "id": inv.id, "alive": alive(inv),
                           "items": list(inv.items), "spells": list(inv.spells)}
                          for inv in state.investigators],
        "items": items, "spells": spells,
        "figures": figures,
        "spaces": [{"index": sp.index, "room": sp.room,
                    "name": state.layout.rooms[sp.room].name if sp.room in state.layout.rooms
                    else sp.room} for sp in state.layout.spaces],
        "rooms": len(state.layout.rooms), "revealed": len(state.map.revealed),
        "unused_events": [e for e in _events_by_id(state)
                          if e not in run and not (first and e in state.fired)],
    }
