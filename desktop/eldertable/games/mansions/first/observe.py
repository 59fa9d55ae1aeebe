"""What each seat of first-edition play may see.

Investigators never see the Keeper's hand (only its size), the story choice (only that
one was made), the order of any undrawn deck or room stack (only counts), or a token back
the rules keep from them: a monster's back shows once it has dealt or taken damage, a
byakhee's never (FA-BYAK-1/2) except to an investigator with the keen eye (FA-BYAK-3).
A byakhee's question shows the answers' labels, never their outcomes (FA-BYAK-4/5).

The Keeper sees its hand, the story choice and its goal, the room stacks it laid out and
every token back, but not the order of the shuffled decks (combat, mythos, trauma, side
effect). ``observation(None)`` is the designer's all-seeing view.

Keys: ``game``, ``rules`` ("first-edition"), ``seat``, ``role`` ("keeper"/"investigator"
/"designer"), ``round``, ``phase``, ``active``, ``current``, ``objective``, ``threat``,
``hand`` (list for the Keeper, else None), ``hand_size``, ``story_choice`` (the option id
for the Keeper, else None), ``goal``, ``story_chosen``, ``keeper_actions`` (id, cost, used),
``investigators``, ``monsters``, ``tokens``, ``rooms`` ({room: cards left, "top" a lock
or obstacle card showing}), ``decks`` (counts), ``time_period``, ``mutations``,
``pending``, ``variables`` (labelled ones), ``over``, ``ending``, ``epilogue``,
``scenario`` (the story as the config names it: a shipped story's id or a file path),
``story`` (the story's own id) and ``map``: the explored board as the table draws it
(:func:`..map.observe.map_observation`: explored rooms, the figures and tokens in them,
never a token back or a card), left out when ``detail`` is false (bots and the simulator
read the spelled-out keys instead).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Callable, Iterator

from .powers import sees_hidden_backs


class Viewer:
    """Who looks: the facts every key of an observation asks about its seat."""

    __slots__ = ("seat", "keeper", "designer", "sees_all", "keen", "detail")

    def __init__(self, state, seat: int | None, detail: bool) -> None:
        self.seat = seat
        self.keeper = seat == state.keeper
        self.designer = seat is None
        self.sees_all = self.keeper or self.designer
        viewer = state.investigators[seat] if seat is not None and seat < state.investigator_count else None
        self.keen = viewer is not None and sees_hidden_backs(viewer.power)  # FA-BYAK-3
        self.detail = detail


class ObserveMixin:
    def observation(self, seat: int | None, detail: bool = True) -> dict[str, Any]:
        v = Viewer(self, seat, detail)
        return {key: part(self, v) for key, part in PARTS.items() if _shown(self, v, key)}

    def bot_observation(self, seat: int | None) -> "LazyObservation":
        """``observation(seat, detail=False)``, each key built when first read: a bot reads
        a few of its keys at a decision, and the rest are never built."""
        return LazyObservation(self, Viewer(self, seat, False))

    def public_map(self, seat: int | None) -> dict[str, Any]:
        """The explored board for ``seat``: figures named (investigators by their content
        name, monsters by their kind's name), tokens labelled as the story wrote them."""
        from ..jsonmodel import content_text
        from ..map.observe import map_observation

        catalog = self.scenario.catalog.monsters
        names = {inv.id: content_text(inv.name) for inv in self.investigators}
        names.update({m.id: content_text(m.name or catalog[m.kind].name)
                      for m in self.monsters.values()})
        labels = {t.id: content_text(t.label) for t in self.model.map.tokens if t.label}
        return map_observation(self.layout, self.map, seat, names=names, labels=labels)

    def _story_text(self) -> dict[str, Any]:
        """The story's title, introduction and cover picture (public: the card a new game
        opens on), shaped as second edition's ``scenario`` part."""
        from ..jsonmodel import content_text

        meta = self.model.meta
        return {"id": meta.id, "title": content_text(meta.title).to_json(),
                "introduction": content_text(meta.introduction).to_json(), "cover": meta.cover}

    def _escapes(self) -> list[int]:
        """Spaces with an escape edge that may be crossed now (FA-ESC-1/2, FA-GAP-23): in
        the rooms the story asks to escape from, unless the house rule opens them all."""
        rooms = self._index["escape-rooms"]
        every = self.house["FA-GAP-23"] == "always"
        return sorted(s for s in self.layout.escapes if self.map.can_escape(s)
                      and (every or self.room_of(s) in rooms))

    def _inv(self, inv) -> dict[str, Any]:
        space = self.map.figures[inv.id].space if inv.id in self.map.figures else None
        return {"id": inv.id, "seat": inv.seat, "name": inv.name, "space": space,
                "room": self.room_of(space) if space is not None else None,
                "health": inv.health, "sanity": inv.sanity, "damage": inv.damage,
                "horror": inv.horror,
                "attributes": {k: self.attribute(inv, k) for k in inv.attrs},
                "skill_points": inv.skill_points, "power": inv.power,
                "items": list(inv.items), "spells": list(inv.spells), "clues": inv.clues,
                "kept": list(inv.kept), "mutations": inv.mutations, "alive": inv.alive,
                "escaped": inv.escaped, "hidden": inv.hidden, "moves": inv.moves,
                "action": inv.action, "stunned": inv.stunned}

    def _monster(self, m, sees_back: bool) -> dict[str, Any]:
        data = self.monster_data[m.kind]
        out = {"id": m.id, "kind": m.kind, "name": m.name, "class": data.monster_class,
               "space": self.map.figures[m.id].space, "damage": m.damage,
               "awareness": data.awareness, "horror_rating": data.horror_rating,
               "flying": self.map.figures[m.id].mover.flying, "mutations": m.mutations,
               "back": None}
        if sees_back or (m.revealed and not data.secret):
            back = self.monster_back(m)
            out["back"] = {"health": self.monster_health(m), "damage": back.damage,
                           "horror": back.horror,
                           "special": back.special.question if back.special else None}
        return out

    def _room(self, stack: list[str], sees_all: bool) -> dict[str, Any]:
        top = stack[0] if stack else None
        shown = top if top and self.cards.deck_of[top] in ("lock", "obstacle") else None
        return {"left": len(stack), "top": shown,
                "cards": list(stack) if sees_all else None}

    def _pending_view(self, seat: int | None) -> dict[str, Any] | None:
        p = self.pending
        if p is None:
            return None
        out = {"kind": p["kind"], "seat": p["seat"]}
        if p["kind"] == "react":
            out["on"] = p["on"]
            out["target"] = p["target"]
            out["options"] = list(p["options"]) if seat in (None, self.keeper) else None
        else:
            out["options"] = list(p["options"])
        if p["kind"] == "either":
            # the number to roll at most with each attribute: public, as the attributes
            # and the powers are (a person's tooltip and the bot read it)
            out["targets"] = self.either_targets()
        if p["kind"] == "tester":  # who makes a story test: what it tests, each one's odds
            o = self._index["by_id"][p["event"]].outcomes[p["index"]]
            out["attribute"] = o.skill
            out["modifier"] = o.modifier
            out["text"] = o.text
            out["targets"] = self.tester_targets()
        if p["kind"] == "special" and p["monster"] in self.monsters:
            sp = self.monster_back(self.monsters[p["monster"]]).special
            out["question"] = sp.question  # FA-BYAK-4: the question only
            out["labels"] = [a.label for a in sp.answers]
            out["monster"] = p["monster"]  # who asks is no secret: it is attacking
        return out


def _shown(state, v: Viewer, key: str) -> bool:
    """Whether ``key`` is part of this observation: the map only with detail, the puzzle
    only while one is on the table."""
    if key == "map":
        return v.detail
    if key == "puzzle":
        return state.puzzle is not None
    return True


def _goals(state, v):
    return {o.id: o.goal for o in state.story.choices[0].options}


def _card_summary(i: int):
    from .values import card_summaries

    return lambda state, v: card_summaries(state.cards)[i]


def _exit(state, v):
    """Public facts spelled out for bots: per space, the walking monster's steps to the
    story's exit (the Keeper's and the designer's view only)."""
    from ..map.graph import WALKING_MONSTER

    story = state.story
    if not (v.sees_all and story.exit_room):
        return None
    graph = state.map.move_graph(WALKING_MONSTER)
    exits = tuple(state.layout.rooms[story.exit_room].spaces)
    return list(_exit_distance(graph, exits))


#: Every key of an observation, in order, and how it is built for a viewer. The eager
#: observation builds them all; :class:`LazyObservation` builds one when it is read.
PARTS: dict[str, Callable[[Any, Viewer], Any]] = {
    "game": lambda s, v: s.game,
    "rules": lambda s, v: "first-edition",
    "seat": lambda s, v: v.seat,
    "role": lambda s, v: "designer" if v.designer else "keeper" if v.keeper else "investigator",
    "round": lambda s, v: s.round,
    "phase": lambda s, v: s.phase,
    "active": lambda s, v: s.active,
    "current": lambda s, v: s.current_player(),
    "objective": lambda s, v: s.objective,
    "threat": lambda s, v: s.threat,
    "hand_size": lambda s, v: len(s.hand),
    "hand": lambda s, v: list(s.hand) if v.sees_all else None,
    "story_chosen": lambda s, v: bool(s.choice),
    "story_choice": lambda s, v: s.choice if v.sees_all else None,
    "goal": lambda s, v: s.goal() if v.sees_all else None,
    "keeper_actions": lambda s, v: [{"id": c, "cost": s.cards.cards[c].cost,
                                     "used": c in s.used_actions} for c in s.keeper_actions],
    "time_period": lambda s, v: (s.story.time_periods[s.time_period]
                                 if s.story.time_periods else None),
    "mutations": lambda s, v: s.mutations_in_play(),
    "investigators": lambda s, v: [s._inv(i) for i in s.investigators],
    "monsters": lambda s, v: [
        s._monster(m, v.sees_all or (v.keen and s.monster_data[m.kind].secret))
        for m in sorted(s.monsters.values(), key=lambda m: m.id)],
    "tokens": lambda s, v: [{"id": t.id, "kind": t.kind, "space": t.space, "door": t.door}
                            for t in sorted(s.map.tokens.values(), key=lambda t: t.id)
                            if t.space is None or s.map.is_revealed(t.space)],
    "rooms": lambda s, v: {room: s._room(stack, v.sees_all)
                           for room, stack in sorted(s.rooms.items())},
    "decks": lambda s, v: {k: len(x) for k, x in sorted(s.piles.items())} | {
        "side-effect": len(s.side_effects.cards)},
    "variables": lambda s, v: {x.id: s.variables[x.id] for x in s.model.variables
                               if x.label or v.sees_all},
    "pending": lambda s, v: s._pending_view(v.seat),
    "escapes": lambda s, v: s._escapes(),
    "spaces": lambda s, v: len(s.layout.spaces),
    "over": lambda s, v: s.over,
    "ending": lambda s, v: s.ending,
    "epilogue": lambda s, v: s.epilogue() if s.over else None,
    "house_rules": lambda s, v: dict(s.house),
    "scenario": lambda s, v: s.config["options"].get("scenario") or s.model.meta.id,
    "story": lambda s, v: s.model.meta.id,
    "story_text": lambda s, v: s._story_text(),
    # public facts spelled out for bots and views: where figures may step, the tokens the
    # current objective names, the rooms left to explore, the story's parts
    "adjacency": lambda s, v: _adjacency(s.map.move_graph()),
    "objective_targets": lambda s, v: list(s.story.objective_tokens.get(s.objective, ())),
    "objective_escape": lambda s, v: s.objective == s.story.escape_objective,
    "explore_spaces": lambda s, v: [(sp, len(stack)) for room, stack in sorted(s.rooms.items())
                                    if stack for sp in s.layout.rooms[room].spaces],
    "goals": _goals,
    "card_values": _card_summary(0),
    "card_costs": _card_summary(1),
    "card_effects": _card_summary(2),
    "warden": lambda s, v: s.story.warden,
    "exit_distance": _exit,
    "map": lambda s, v: s.public_map(v.seat),
    "puzzle": lambda s, v: s.puzzle.observation(0 if v.seat == s.puzzle_seat else None),
}


class LazyObservation(Mapping):
    """``state.observation(seat, detail=False)`` whose keys are built on first read (each
    by the same part as the eager one), for one decision: read it before the next action
    is applied. Equal to the eager observation, key for key."""

    __slots__ = ("_state", "_viewer", "_data")

    def __init__(self, state, viewer: Viewer) -> None:
        self._state = state
        self._viewer = viewer
        self._data: dict[str, Any] = {}

    def __getitem__(self, key: str) -> Any:
        try:
            return self._data[key]
        except KeyError:  # first read of this key (a few per decision)
            pass
        part = PARTS.get(key)
        if part is None or not _shown(self._state, self._viewer, key):
            raise KeyError(key)
        value = self._data[key] = part(self._state, self._viewer)
        return value

    def __iter__(self) -> Iterator[str]:
        return (k for k in PARTS if _shown(self._state, self._viewer, k))

    def __len__(self) -> int:
        return sum(1 for _ in self)


_ADJ_CACHE: dict[int, tuple[Any, list[list[int]]]] = {}


def _adjacency(graph) -> list[list[int]]:
    """The steps from each space, as lists: one object per move graph (a graph is never
    changed once built), so the bots keep their distance tables per map state by it.
    Shared by every observation of that map state: read it, never change it."""
    hit = _ADJ_CACHE.get(id(graph))
    if hit is not None and hit[0] is graph:
        return hit[1]
    adj = [list(s) for s in graph.succ]
    if len(_ADJ_CACHE) >= 256:
        _ADJ_CACHE.clear()
    _ADJ_CACHE[id(graph)] = (graph, adj)
    return adj


_EXIT_CACHE: dict[tuple[int, tuple[int, ...]], tuple[Any, tuple[int, ...]]] = {}


def _exit_distance(graph, exits: tuple[int, ...]) -> tuple[int, ...]:
    """Per space, the steps a walking monster needs to the nearest exit space (-1: none).
    A move graph is never changed once built (the map state builds a new one when doors
    or rooms change), so the answer is kept per graph: the all-seeing observation asks for
    it after every action, and it was a seventh of building that observation."""
    key = (id(graph), exits)
    hit = _EXIT_CACHE.get(key)
    if hit is not None and hit[0] is graph:
        return hit[1]
    dists = [graph.distances_to(e) for e in exits]
    result = tuple(min((x for x in column if x >= 0), default=-1)
                   for column in zip(*dists)) if dists else (-1,) * graph.n
    if len(_EXIT_CACHE) >= 256:
        _EXIT_CACHE.clear()
    _EXIT_CACHE[key] = (graph, result)
    return result
