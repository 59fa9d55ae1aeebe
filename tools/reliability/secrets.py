"""What a seat must not learn, and where to look for it.

Generic: every card table of the state (``engine.decks.Table``) says per pile who may see
it. For a seat, the *secret cards* are the ids in piles it may not see (another seat's
hand, face-down cards, the Keeper's decks) that it cannot see anywhere else, and the
*secret orders* are the orders of the face-down piles (undrawn decks). Per-game
extractors add what is not a card: the Keeper's story (Mansions scenario events that
have not run, monsters still waiting off the map) and cards all have seen (Miskatonic's
``known_hidden``) are taken out again.

:func:`leaks` looks for secrets in any JSON-able payload: an observation, a bot's view,
the log line and event data a seat is shown.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Iterable

from eldertable.engine.messages import Msg
from eldertable.engine.protocol import State

from .invariants import tables

ORDER_RUN = 3  # this many undrawn cards in deck order is a leak of the order


def _names(state: State, seat: int) -> tuple[set[str], list[list[str]]]:
    hidden: set[str] = set()
    seen: set[str] = set()
    orders: list[list[str]] = []
    for table in tables(state):
        for pile in table.piles.values():
            if pile.visible_to(seat):
                seen.update(pile.cards)
            else:
                hidden.update(pile.cards)
                top = pile.cards[:ORDER_RUN]
                if len(top) == ORDER_RUN and len(set(top)) == ORDER_RUN:
                    orders.append(top)
    return hidden - seen, orders


def _miskatonic_public(state: State, seat: int) -> set[str]:
    # cards all saw go back to the hand, or drawn with the whole deck they were shuffled into
    return set(getattr(state, "known", ())) | set(getattr(state, "known_drawn", ()))


def _magnum_opus_public(state: State, seat: int) -> set[str]:
    # A discovery turned face up stays in its face-down pile: its card is public.
    obs = state.observation(None)
    return {c["discovery"] for c in obs["matrix"] if c["state"] != "down" and c["discovery"]}


def _keeper_secrets(state: State, seat: int) -> set[str]:
    """First-edition Mansions: what the Keeper's own view holds that no investigator may
    see (the Keeper's hand of cards, the secret story choice and the goal it sets)."""
    keeper = getattr(state, "keeper", None)
    if seat == keeper or not isinstance(keeper, int):
        return set()
    view = state.observation(keeper)
    return {c for c in view.get("hand") or () if isinstance(c, str)}


def _keeper_fields(state: State, seat: int, view: Any) -> list[str]:
    """First-edition Mansions: the story choice, the goal it sets and the Keeper's hand
    are the Keeper's alone (the list of possible goals is public)."""
    keeper = getattr(state, "keeper", None)
    if not isinstance(keeper, int) or seat == keeper or not hasattr(view, "get"):
        return []
    return [f"the Keeper's {key}" for key in ("story_choice", "goal", "hand")
            if view.get(key) not in (None, "", [])]


def _first_edition_orders(state: State) -> list[list[str]]:
    """The undrawn decks of the first-edition profile (plain lists, top first)."""
    decks = list((getattr(state, "piles", None) or {}).values())
    side = getattr(state, "side_effects", None)
    decks.append(getattr(side, "cards", None) or [])
    return [d[:ORDER_RUN] for d in decks if isinstance(d, list) and len(d) >= ORDER_RUN
            and len(set(d[:ORDER_RUN])) == ORDER_RUN]


def _mansions(state: State, seat: int) -> Iterable[str]:
    if not hasattr(state, "events_run"):
        return _keeper_secrets(state, seat)  # the first-edition profile
    run = set(state.events_run)
    out = {e.id for e in state.model.events if e.id not in run}
    gone = set(state.map.figures) | set(getattr(state, "defeated", ())) | set(state.monsters)
    out |= {m.id for m in state.model.map.monsters if not m.placed and m.id not in gone}
    return out


EXTRA: dict[str, Callable[[State, int], Iterable[str]]] = {"mansions": _mansions}
PUBLIC: dict[str, Callable[[State, int], set[str]]] = {
    "miskatonic": _miskatonic_public, "magnum-opus": _magnum_opus_public}


def secrets_of(game: str, state: State, seat: int, seen: set[str] = frozenset(),
               *, hands_only: bool = False) -> tuple[set[str], list[list[str]]]:
    """(secret ids, secret orders) for ``seat`` in ``state``; ``seen``: cards the seat has
    seen face up before (it may know where they went). ``hands_only``: only cards in
    another seat's own piles (what a public log line must never name)."""
    ids, orders = _names(state, seat)
    if game == "mansions":
        orders += _first_edition_orders(state)
    if hands_only:
        ids &= {c for t in tables(state) for p in t.piles.values()
                if p.face == "owner" and p.owner != seat for c in p.cards}
    ids |= set(EXTRA.get(game, lambda s, p: ())(state, seat))
    public = PUBLIC.get(game, lambda s, p: set())(state, seat) | set(seen)
    ids -= public
    orders = [o for o in orders if not set(o) & public]
    return ids, orders


class Watcher:
    """Follows one game for every seat: what each has seen, and every leak found."""

    def __init__(self, game: str, state: State) -> None:
        self.game = game
        self.seats = list(range(state.num_seats()))
        self.seen: dict[int, set[str]] = {s: set() for s in self.seats}
        self.leaks: list[str] = []
        self.checks = 0
        self.look(state)

    def look(self, state: State) -> None:
        for table in tables(state):
            for pile in table.piles.values():
                for s in self.seats:
                    if pile.visible_to(s):
                        self.seen[s].update(pile.cards)

    def events(self, state: State, events, step: str, action: Any = None,
               seat: int | None = None) -> None:
        """The log lines and event data each seat is shown for one action, checked first,
        then counted as seen by that seat. Only ``seat``, the seat that chose ``action``,
        knows what the action names (the cultist's card placed face down, the Keeper's
        story choice); every other seat learns only what it was shown: its log lines and
        event data (``text_for``/``data_for``, the public words of a secret event)."""
        for s in self.seats:
            full = secrets_of(self.game, state, s, self.seen[s])
            hands = secrets_of(self.game, state, s, self.seen[s], hands_only=True)
            shown: set[str] = set()
            for e in events:
                private = e.visible_to is not None and s not in e.visible_to
                ids, orders = full if private else hands
                self.checks += 1
                payload = log_payload(e, s)
                self.leaks += [f"{step}: seat {s} reads in the log of {e.kind!r}: {x}"
                               for x in leaks(payload, ids, orders)]
                _strings(_json(payload), shown, set())
            if action is not None and s == seat:
                _strings(_json(action.to_json()), shown, set())
            self.seen[s] |= shown
        self.look(state)

    def views(self, state: State, step: str) -> None:
        """Each seat's observation, every view a bot of that seat is handed, its prompt
        and its own legal actions: checked, then counted as what that seat has seen."""
        for s in self.seats:
            ids, orders = secrets_of(self.game, state, s, self.seen[s])
            shown: set[str] = set()
            for name, view in seat_views(state, s):
                self.checks += 1
                found = leaks(view, ids, orders)
                if self.game == "mansions" and name != "legal actions":
                    found += _keeper_fields(state, s, view)
                self.leaks += [f"{step}: seat {s} sees in its {name}: {x}" for x in found]
                _strings(_json(view), shown, set())
            self.seen[s] |= shown


def _json(payload: Any) -> Any:
    return json.loads(json.dumps(payload, default=_plain, sort_keys=True))


def _plain(value: Any) -> Any:
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    if hasattr(value, "keys") and hasattr(value, "__getitem__"):
        return {k: value[k] for k in value.keys()}  # lazy observations read in full
    raise TypeError(f"{type(value).__name__} in a payload")


def _lists(value: Any) -> Iterable[list]:
    if isinstance(value, dict):
        for v in value.values():
            yield from _lists(v)
    elif isinstance(value, list):
        yield value
        for v in value:
            yield from _lists(v)


CATALOGUE = 12  # more keys than this, some of them secret ids: a table of every card


def _strings(value: Any, out: set[str], ids: set[str]) -> None:
    if isinstance(value, dict):
        keys = {k for k in value if isinstance(k, str)}
        if len(keys) > CATALOGUE and keys & ids and len(keys & ids) < len(keys) / 2:
            return  # a catalogue of the game's cards (values, tags), not what a pile holds
        out.update(keys)
        for v in value.values():
            _strings(v, out, ids)
    elif isinstance(value, list):
        for v in value:
            _strings(v, out, ids)
    elif isinstance(value, str):
        out.add(value)


def leaks(payload: Any, ids: set[str], orders: list[list[str]]) -> list[str]:
    """Secret ids (whole strings, or keys of objects) and deck orders in ``payload``. A
    catalogue (an object keyed by many cards, few of them secret) shows nothing."""
    plain = json.loads(json.dumps(payload, default=_plain, sort_keys=True))
    strings: set[str] = set()
    _strings(plain, strings, ids)
    found = [f"id {i!r}" for i in sorted(ids & strings)]
    if orders:
        for lst in _lists(plain):
            for order in orders:
                for k in range(len(lst) - ORDER_RUN + 1):
                    if lst[k:k + ORDER_RUN] == order:
                        found.append(f"deck order {order}")
    return found


def bot_views(state: State, seat: int) -> list[tuple[str, Any]]:
    """What bots are handed: the observation, and the faster views simulators use."""
    views: list[tuple[str, Any]] = [("observation", state.observation(seat))]
    bot_view = getattr(state, "bot_view", None)
    if callable(bot_view):
        views.append(("bot_view", bot_view(seat)))
    try:
        views.append(("observation(detail=False)", state.observation(seat, False)))
    except TypeError:
        pass
    return views


def seat_views(state: State, seat: int) -> list[tuple[str, Any]]:
    """Everything a seat is shown between actions: what bots are handed, the prompt of
    the status bar, and (when it is the seat to move) its own legal actions."""
    views = bot_views(state, seat)
    views.append(("prompt", state.prompt(seat)))
    if state.current_player() == seat:
        views.append(("legal actions", [a.to_json() for a in state.legal_actions(seat)]))
    return views


def log_payload(event, seat: int) -> Any:
    """What the log dock shows ``seat`` of one event, and the data its view receives."""
    return {"text": event.text_for(seat), "data": event.data_for(seat)}
