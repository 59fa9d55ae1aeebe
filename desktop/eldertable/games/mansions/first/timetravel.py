"""Travel between time periods (FA-COMP-39/40, house rule FA-GAP-21).

The story companion names the events that move the Time Period marker
(``time_travel``: event and period, or ``"next"``). After every move of the marker the
tokens of ``period_tokens`` that belong to another period leave the map and those of the
new period come back (where the scenario places them) while one of their events can
still run, and the number variable
``period_variable`` is set to the period's index, so story conditions can ask which
period the investigators are in.
"""

from __future__ import annotations


def travel_for_event(state, event_id: str) -> None:
    """Move the marker when the story event ``event_id`` starts, if the story says so."""
    for tt in state.story.time_travel:
        if tt.event == event_id:
            state.move_time(tt.to)


def after_travel(state) -> None:
    """The map and the period variable follow the marker."""
    story = state.story
    if not story.time_periods:
        return
    now = story.time_periods[state.time_period]
    tokens = state._index["tokens"]
    for period, ids in story.period_tokens.items():
        for tid in ids:
            there = tid in state.map.tokens
            if period != now and there:
                state.map.remove_token(tid)
            elif period == now and not there and _still_of_use(state, tid):
                tok = tokens[tid]
                state.map.place_token(tok.id, tok.kind, space=tok.space, door=tok.door)
    if story.period_variable is not None and story.period_variable in state.variables:
        state.variables[story.period_variable] = state.time_period


def _still_of_use(state, tid: str) -> bool:
    return any(ev.trigger.token == tid and (ev.repeat or ev.id not in state.fired)
               for ev in state._index["by_trigger"].get("token-used", ()))
