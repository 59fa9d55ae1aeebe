"""Rules invariants checked after every action of a soak game.

Generic ones hold for every game of the protocol: a valid current player, legal actions
while the game runs, every card table conserving its cards (``Table.check``; first
edition, whose cards lie in plain lists, through its ``card_places``), every
seat's observation plain JSON. Per-game ones read the all-seeing observation (the
protocol's stable face; internals are the games' own business): points, gold,
experience, health and tokens in range, every figure on a space of the map.

They run after every action of a soak game, so each is written to be cheap at full
strength: the all-seeing observation is built once per check and read by every check,
JSON-ability is one C-level encode without key sorting, and card conservation counts
every pile's cards in one C-level pass (``Table.check`` gives the message when it fails).
"""

from __future__ import annotations

import json
from collections import Counter
from itertools import chain
from typing import Any, Callable

from eldertable.engine.decks import CardError, Table
from eldertable.engine.messages import Msg
from eldertable.engine.protocol import CHANCE, TERMINAL, State


def _default(value: Any) -> Any:
    if isinstance(value, Msg):
        return value.to_json()
    raise TypeError(f"{type(value).__name__} in an observation")


def observation_json(obs: Any) -> str:
    """The observation as JSON text (TypeError when it holds anything but plain data)."""
    return json.dumps(obs, sort_keys=True, default=_default)


# Accepts what ``observation_json`` accepts, with no circular-reference bookkeeping (a
# circular structure ends in a RecursionError instead). Keys stay sorted: sorting is what
# refuses a dict whose keys are of mixed types.
_ENCODER = json.JSONEncoder(default=_default, check_circular=False, sort_keys=True)


def json_problem(obs: Any) -> str | None:
    """None when ``obs`` is plain JSON data (Msg objects allowed), else what is wrong."""
    try:
        _ENCODER.encode(obs)
    except TypeError as exc:
        return str(exc)
    except (ValueError, RecursionError) as exc:
        return f"not plain JSON data: {type(exc).__name__}: {exc}"
    return None


def tables(state: State) -> list[Table]:
    return [v for v in vars(state).values() if isinstance(v, Table)]


def table_problem(table: Table) -> str | None:
    """None when every card of ``table`` is in exactly one pile and no pile is over its
    limit (what ``Table.check`` proves), else its message. The fast path counts every
    pile's cards at once and compares them with the table's census as plain dicts;
    anything else (also a census holding zero counts) asks ``Table.check`` itself."""
    piles = table.piles.values()
    if all(p.limit is None or len(p.cards) <= p.limit for p in piles) and \
            dict.__eq__(Counter(chain.from_iterable(p.cards for p in piles)), table._census):
        return None
    try:
        table.check()
    except CardError as exc:
        return str(exc)
    return None


class Invariants:
    """Checks one game; ``check(state)`` returns the violations found (empty: none)."""

    def __init__(self, game: str, state: State) -> None:
        self.game = game
        self.extra: Callable[[State, dict[str, Any]], list[str]] | None = PER_GAME.get(game)
        self.start = _totals(game, state.observation(None))
        # first edition keeps its cards in plain lists, not a Table: its own census
        self.places = _PlacedCards(state) if hasattr(state, "card_places") else None

    def check(self, state: State, *, seats_too: bool = True) -> list[str]:
        """Every invariant; with ``seats_too`` also every observation (every seat's and the
        all-seeing one) is plain JSON. The rules invariants read the all-seeing observation
        on every call: JSON-encoding it was a third of a first-edition soak game's time
        (a 25 KB map), so it is encoded with the seats' observations."""
        out: list[str] = []
        cur = state.current_player()
        seats = state.num_seats()
        if cur not in (CHANCE, TERMINAL) and not 0 <= cur < seats:
            out.append(f"current player {cur} is no seat of {seats}")
        if cur != TERMINAL and not state.legal_actions(cur):
            out.append(f"seat {cur} has no legal action while the game runs")
        if cur == TERMINAL and state.result() is None:
            out.append("the game is over without a result")
        for t in tables(state):
            problem = table_problem(t)
            if problem is not None:
                out.append(f"cards: {problem}")
        if self.places is not None:
            out += [f"cards: {p}" for p in self.places.problems(state)]
        try:
            for seat in range(seats if seats_too else 0):
                problem = json_problem(state.observation(seat))
                if problem is not None:
                    return out + [f"observation: {problem}"]
            full = state.observation(None)
        except TypeError as exc:
            return out + [f"observation: {exc}"]
        problem = json_problem(full) if seats_too else None
        if problem is not None:
            return out + [f"observation: {problem}"]
        if self.extra is not None:
            out += self.extra(full, self.start)
        return out


class _PlacedCards:
    """Card conservation for a state that lists its card places (first edition,
    :mod:`eldertable.games.mansions.first.cardplaces`): the cards in them stay the same
    multiset (unless a house rule lets one leave), none is in a pile of another deck, and
    no card is there more often than the card set has it."""

    def __init__(self, state: State) -> None:
        from eldertable.games.mansions.first import cardplaces

        self.cp = cardplaces
        self.start, _supply = cardplaces.census(state)
        self.copies = cardplaces.copies(state)

    def problems(self, state: State) -> list[str]:
        cp = self.cp
        now, supply = cp.census(state)
        out = []
        if now != self.start:
            lost, gained = self.start - now, now - self.start
            if gained or not cp.may_leave(state):
                out += [f"card {c} lost ({n} of {self.start[c]})" for c, n in sorted(lost.items())]
                out += [f"card {c} appeared ({n} more than the {self.start[c]} at the start)"
                        for c, n in sorted(gained.items())]
            if not gained:
                self.start = now  # a card out of the game by the house rule stays out
        out += [f"card {c} held {n} times, the card set has {self.copies[c]}"
                for c, n in sorted((now + supply).items()) if n > self.copies[c]]
        return out + cp.misplaced(state)


def _totals(game: str, obs: dict[str, Any]) -> dict[str, Any]:
    if game == "magnum-opus":
        bank = obs["bank"]
        return {"gold": bank["gold"] + sum(s["gold"] for s in obs["seats"]),
                "experience": bank["experience"] + sum(s["experience"] for s in obs["seats"]),
                "limited": bank["limited"]}
    return {}


def _magnum_opus(obs: dict[str, Any], start: dict[str, Any]) -> list[str]:
    out = []
    bank = obs["bank"]
    for key in ("gold", "experience"):
        if bank[key] < 0:
            out.append(f"the bank holds {bank[key]} {key}")
    for s in obs["seats"]:
        for key in ("gold", "experience", "deck", "hand_count"):
            if s[key] < 0:
                out.append(f"seat {s['seat']} has {s[key]} {key}")
        if s["hand"] is not None and len(s["hand"]) != s["hand_count"]:
            out.append(f"seat {s['seat']}: hand_count {s['hand_count']} for {len(s['hand'])}")
    if start.get("limited"):
        now = _totals("magnum-opus", obs)
        for key in ("gold", "experience"):
            if now[key] != start[key]:
                out.append(f"{key} not conserved: {start[key]} at the start, {now[key]} now")
    for c in obs["matrix"]:
        if c["state"] not in ("down", "up", "dead"):
            out.append(f"matrix cell {c['cell']} is {c['state']!r}")
    return out


def _miskatonic(obs: dict[str, Any], start: dict[str, Any]) -> list[str]:
    out = []
    tracks = obs["tracks"]
    for key in ("summon", "mythos"):
        # A track may pass the goal (1d3 Summon Points at 19; MM-FINAL-7 counts them all),
        # but then the game is in the Final Battle or over.
        if tracks[key] < 0:
            out.append(f"the {key} track is at {tracks[key]}")
        elif tracks[key] >= tracks["goal"] and obs["phase"] not in ("final_battle", "over") \
                and obs["result"] is None:
            out.append(f"the {key} track is at {tracks[key]} (goal {tracks['goal']}) in the "
                       f"{obs['phase']} phase")
    placed: dict[str, int] = {}
    places = list(obs["spaces"].values()) + [loc["investigators"]
                                             for loc in obs["locations"].values()]
    # ``study.readers``: the investigators in the Study (a reader sent mad by Nightmares
    # leaves the list), counted there; one listed elsewhere too is in two spaces.
    places.append([reader for reader, _book in obs["study"]["readers"]])
    for people in places:
        for who in people:
            placed[who] = placed.get(who, 0) + 1
    for who, info in obs["investigators"].items():
        if placed.get(who, 0) != 1:
            out.append(f"investigator {who} is in {placed.get(who, 0)} spaces")
        for name, value in info["attributes"].items():
            if value < 0:
                out.append(f"investigator {who} has {name} {value}")
    if obs.get("hand") is not None and len(obs["hand"]) != obs["hand_count"]:
        out.append(f"hand_count {obs['hand_count']} for {len(obs['hand'])} cards")
    return out


def _mansions(obs: dict[str, Any], start: dict[str, Any]) -> list[str]:
    out: list[str] = []
    if obs.get("rules") != "second-edition":
        return _mansions_first(obs)  # the first-edition profile's keys are its own
    spaces = obs["map"]["spaces"]
    known = {s["index"] for s in spaces}
    for inv in obs["investigators"]:
        damage = len(inv["damage"]["up"]) + inv["damage"]["down"]
        horror = len(inv["horror"]["up"]) + inv["horror"]["down"]
        if inv["alive"] and (damage > inv["health"] or horror > inv["sanity"]):
            out.append(f"{inv['id']} alive with {damage}/{inv['health']} damage, "
                       f"{horror}/{inv['sanity']} horror")
        for key in ("clues", "actions_left", "move_left"):
            if inv[key] < 0:
                out.append(f"{inv['id']} has {inv[key]} {key}")
        if inv["alive"] and inv["space"] not in known:
            out.append(f"{inv['id']} stands on {inv['space']}, not an explored space")
    for m in obs["monsters"]:
        if not 0 <= m["damage"] < m["health"]:
            out.append(f"monster {m['id']} on the map with {m['damage']}/{m['health']} damage")
        if m["space"] not in known:
            out.append(f"monster {m['id']} stands on {m['space']}, not an explored space")
    for f in obs["map"]["figures"]:
        if f["space"] not in known:
            out.append(f"figure {f['id']} stands on {f['space']}: a wall or an unexplored place")
    # every possession (an instance id, "crowbar#2") is held once: by one investigator or
    # on the floor of one space
    held = Counter(chain.from_iterable(inv["items"] + inv["spells"]
                                       for inv in obs["investigators"]))
    held.update(chain.from_iterable(obs["floor"].values()))
    out += [f"possession {p} is in {n} places" for p, n in sorted(held.items()) if n > 1]
    return out


def _mansions_first(obs: dict[str, Any]) -> list[str]:
    out: list[str] = []
    known = {s["index"] for s in obs["map"]["spaces"]}
    for inv in obs["investigators"]:
        if inv["alive"] and (inv["damage"] > inv["health"] or inv["horror"] > inv["sanity"]):
            out.append(f"{inv['id']} alive with {inv['damage']}/{inv['health']} damage, "
                       f"{inv['horror']}/{inv['sanity']} horror")
        for key in ("damage", "horror", "clues", "skill_points"):
            if inv[key] < 0:
                out.append(f"{inv['id']} has {inv[key]} {key}")
        if inv["alive"] and not inv["escaped"] and inv["space"] not in known:
            out.append(f"{inv['id']} stands on {inv['space']}, not a space of the map")
    for m in obs["monsters"]:
        if m["damage"] < 0:
            out.append(f"monster {m['id']} has {m['damage']} damage")
    for f in obs["map"]["figures"]:
        if f["space"] not in known:
            out.append(f"figure {f['id']} stands on {f['space']}: a wall or an unexplored place")
    return out


PER_GAME: dict[str, Callable[[dict[str, Any], dict[str, Any]], list[str]]] = {
    "magnum-opus": _magnum_opus, "miskatonic": _miskatonic, "mansions": _mansions}
