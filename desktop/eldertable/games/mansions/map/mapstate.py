"""What changes on the map during a game: explored rooms, tokens, doors and figures.

The state answers the questions the rules and the board view ask (where may this figure
move, what is within range, is this space dark) with graphs built from the layout and
cached until something that changes them (a door, a lock, a revealed room) changes.
Moving figures does not rebuild anything.

The state does not judge whether a rule allows a change; it refuses only what cannot be
on the table at all (a token on a space that does not exist, an eleventh Mutation token).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
import weakref
from typing import Any, Callable, Iterable

from ....engine.messages import Msg, N_
from ....engine.protocol import IllegalAction
from .graph import (FLYING_MONSTER, INVESTIGATOR, MOVE_SPACES, RANGE_SPACES, WALKING_MONSTER,
                    Graph, Mover, adjacency_graph, move_graph, range_graph)
from .layout import Layout

C = "mansions"

TOKEN_KINDS = ("search", "explore", "interact", "person", "sight", "lock", "obstacle", "fire",
               "darkness", "barricade", "mutation", "crawling-hand", "seeds", "time-period")
#: tokens that lie on a door or secret passage rather than in a space
DOOR_TOKENS = frozenset({"barricade", "lock"})
#: the physical supply: FA-COMP-27/31 (mutation), FA-COMP-28 (crawling hands), FA-COMP-29/30
TOKEN_SUPPLY = {"mutation": 10, "crawling-hand": 6, "seeds": 1, "time-period": 1}
BASE_DOOR_STATES = ("open", "sealed", "locked")


@dataclass(frozen=True, slots=True)
class Token:
    id: str
    kind: str
    space: int | None = None
    door: str | None = None  # canonical door id


@dataclass(frozen=True, slots=True)
class Figure:
    id: str
    kind: str  # "investigator" or "monster"
    space: int
    mover: Mover = INVESTIGATOR
    hidden: bool = False


@dataclass(frozen=True, slots=True)
class MoveReport:
    """What a move touched: the geometry the rules need for fire (MOM2-TERR-9), horror
    checks on entering a room (FA-HIDE-3, FA-HIDE-6) and evade checks (MOM2-EVADE-1)."""

    figure: str
    origin: int
    target: int
    new_room: bool
    into_fire: bool
    left_monsters: tuple[str, ...]  # monsters in the space left
    room_figures: tuple[str, ...]  # other figures already in the room entered


@dataclass
class MapState:
    layout: Layout
    revealed: set[str] = field(default_factory=set)  # room ids
    tokens: dict[str, Token] = field(default_factory=dict)
    doors: dict[str, str] = field(default_factory=dict)  # canonical door id -> base state
    figures: dict[str, Figure] = field(default_factory=dict)
    _version: int = 0
    _cache: dict[Any, Any] = field(default_factory=dict, repr=False)
    # the tokens per space, in the tokens' order (built when asked, dropped when a token
    # comes or goes; never changed in place, so a shallow copy may share it)
    _at: dict[int, list[Token]] | None = field(default=None, repr=False, compare=False)

    # ---- exploring

    def reveal_tile(self, placement_id: str) -> list[str]:
        """Reveal every room of a placed tile; returns the rooms newly revealed."""
        rooms = [r.id for r in self.layout.rooms.values() if r.tile == placement_id]
        if not rooms:
            raise IllegalAction(Msg(N_(C, "There is no tile {tile} on this map."), C,
                                    tile=placement_id))
        return self._reveal(rooms)

    def reveal_room(self, room_id: str) -> list[str]:
        if room_id not in self.layout.rooms:
            raise IllegalAction(Msg(N_(C, "There is no room {room} on this map."), C, room=room_id))
        return self._reveal([room_id])

    def _reveal(self, rooms: Iterable[str]) -> list[str]:
        new = [r for r in rooms if r not in self.revealed]
        if new:
            self.revealed.update(new)
            self._changed()
        return new

    def is_revealed(self, space: int) -> bool:
        return self.layout.spaces[space].room in self.revealed

    def active(self) -> list[bool]:
        return [s.room in self.revealed for s in self.layout.spaces]

    # ---- tokens

    def place_token(self, token_id: str, kind: str, *, space: int | str | None = None,
                    door: str | None = None) -> Token:
        if kind not in TOKEN_KINDS:
            raise IllegalAction(Msg(N_(C, "Unknown token kind {kind}."), C, kind=kind))
        if token_id in self.tokens:
            raise IllegalAction(Msg(N_(C, "Token {token} is already on the map."), C, token=token_id))
        limit = TOKEN_SUPPLY.get(kind)
        if limit is not None and sum(t.kind == kind for t in self.tokens.values()) >= limit:
            raise IllegalAction(Msg(N_(C, "All {count} {kind} tokens are already in play."), C,
                                    count=limit, kind=kind))
        if (space is None) == (door is None):
            raise IllegalAction(Msg(N_(C, "A token lies either in a space or on a door."), C))
        if door is not None:
            if kind not in DOOR_TOKENS:
                raise IllegalAction(Msg(N_(C, "A {kind} token cannot lie on a door."), C, kind=kind))
            if door not in self.layout.door_alias:
                raise IllegalAction(Msg(N_(C, "There is no door {door} on this map."), C, door=door))
            token = Token(token_id, kind, door=self.layout.door_alias[door])
        else:
            index = self._space_index(space)
            token = Token(token_id, kind, space=index)
        self.tokens[token_id] = token
        if token.space is not None:
            self._at_changed(token.space, token, True)
        if kind in ("lock", "barricade"):
            self._changed()
        return token

    def remove_token(self, token_id: str) -> Token:
        token = self.tokens.pop(token_id, None)
        if token is None:
            raise IllegalAction(Msg(N_(C, "Token {token} is not on the map."), C, token=token_id))
        if token.space is not None:
            self._at_changed(token.space, token, False)
        if token.kind in ("lock", "barricade"):
            self._changed()
        return token

    def tokens_at(self, space: int, kind: str | None = None) -> list[Token]:
        here = (self._at if self._at is not None else self._tokens_by_space()).get(space, ())
        return [t for t in here if kind is None or t.kind == kind]

    def tokens_here(self, space: int) -> list[Token] | tuple[()]:
        """The tokens in ``space``, in the tokens' order: the kept list (read only)."""
        return (self._at if self._at is not None else self._tokens_by_space()).get(space, ())

    def has_token(self, space: int, kind: str) -> bool:
        here = (self._at if self._at is not None else self._tokens_by_space()).get(space, ())
        for t in here:  # a plain loop: asked all game long
            if t.kind == kind:
                return True
        return False

    def _tokens_by_space(self) -> dict[int, list[Token]]:
        at: dict[int, list[Token]] = {}
        for t in self.tokens.values():
            if t.space is not None:
                at.setdefault(t.space, []).append(t)
        self._at = at
        return at

    def _at_changed(self, space: int, token: Token, placed: bool) -> None:
        """Keep the tokens per space up to date: ``token`` was placed in (appended, as in
        the tokens' order) or removed from ``space``. The dict and its lists are replaced,
        never changed in place."""
        at = self._at
        if at is None:
            return
        at = self._at = dict(at)
        here = at.get(space, [])
        here = here + [token] if placed else [t for t in here if t is not token]
        if here:
            at[space] = here
        else:
            del at[space]

    # ---- doors

    def set_door(self, door: str, state: str) -> None:
        """Open, seal or lock a door or secret passage (barricades are tokens)."""
        if state not in BASE_DOOR_STATES:
            raise IllegalAction(Msg(N_(C, "A door is open, sealed or locked, not {state}."), C,
                                    state=state))
        if door not in self.layout.door_alias:
            raise IllegalAction(Msg(N_(C, "There is no door {door} on this map."), C, door=door))
        self.doors[self.layout.door_alias[door]] = state
        self._changed()

    def door_state(self, door: str) -> str:
        """``open``, ``sealed``, ``locked`` or ``barricaded`` (a Barricade token lies on it;
        MOM2-TERR-10). A Lock token on a door locks it."""
        did = self.layout.door_alias[door]
        kinds = {t.kind for t in self.tokens.values() if t.door == did}
        if "barricade" in kinds:
            return "barricaded"
        base = self.doors.get(did, "open")
        if base == "open" and "lock" in kinds:
            return "locked"
        return base

    def door_states(self) -> dict[str, str]:
        """The doors that are not simply open, and their state."""
        out = {did: st for did, st in self.doors.items() if st != "open"}
        for t in self.tokens.values():
            if t.door is None:
                continue
            if t.kind == "barricade":
                out[t.door] = "barricaded"
            elif t.kind == "lock" and out.get(t.door, "open") == "open":
                out[t.door] = "locked"
        return out

    def locked_rooms(self) -> frozenset[str]:
        """Rooms holding a Lock token in one of their spaces."""
        return frozenset(self.layout.spaces[t.space].room for t in self.tokens.values()
                         if t.kind == "lock" and t.space is not None)

    # ---- figures

    def place_figure(self, figure_id: str, kind: str, space: int | str, *,
                     mover: Mover | None = None, hidden: bool = False) -> Figure:
        if kind not in ("investigator", "monster"):
            raise IllegalAction(Msg(N_(C, "A figure is an investigator or a monster."), C))
        if figure_id in self.figures:
            raise IllegalAction(Msg(N_(C, "Figure {figure} is already on the map."), C,
                                    figure=figure_id))
        mover = mover or (INVESTIGATOR if kind == "investigator" else WALKING_MONSTER)
        fig = Figure(figure_id, kind, self._space_index(space), mover, hidden)
        self.figures[figure_id] = fig
        return fig

    def remove_figure(self, figure_id: str) -> Figure:
        fig = self.figures.pop(figure_id, None)
        if fig is None:
            raise IllegalAction(Msg(N_(C, "Figure {figure} is not on the map."), C, figure=figure_id))
        return fig

    def move_figure(self, figure_id: str, space: int | str, *, stays_hidden: bool = False) -> MoveReport:
        """Put a figure in another space (a step, a push, or being placed by an effect);
        moving ends hiding unless ``stays_hidden`` (the Mists of Releh, FA-HIDE-5)."""
        origin, target = self._moved(figure_id, space, stays_hidden)
        spaces = self.layout.spaces
        room = spaces[target].room
        others = [f for f in self.figures.values() if f.id != figure_id]
        left = sorted(f.id for f in others if f.space == origin and f.kind == "monster")
        present = sorted(f.id for f in others if spaces[f.space].room == room)
        return MoveReport(figure_id, origin, target, spaces[origin].room != room,
                          self.has_token(target, "fire"), tuple(left), tuple(present))

    def step_figure(self, figure_id: str, space: int | str) -> tuple[int, bool, bool]:
        """:meth:`move_figure` (ending hiding) for callers that need only (the space left,
        whether a new room was entered, whether the space holds Fire) of its report."""
        origin, target = self._moved(figure_id, space, False)
        spaces = self.layout.spaces
        return (origin, spaces[origin].room != spaces[target].room,
                self.has_token(target, "fire"))

    def _moved(self, figure_id: str, space: int | str, stays_hidden: bool) -> tuple[int, int]:
        """Put the figure in ``space``; (the space it left, the space it is in)."""
        fig = self.figures.get(figure_id)
        if fig is None:
            raise IllegalAction(Msg(N_(C, "Figure {figure} is not on the map."), C, figure=figure_id))
        target = self._space_index(space)
        self.figures[figure_id] = Figure(fig.id, fig.kind, target, fig.mover,
                                         fig.hidden and stays_hidden)
        return fig.space, target

    def set_hidden(self, figure_id: str, hidden: bool) -> None:
        self.figures[figure_id] = replace(self.figures[figure_id], hidden=hidden)

    def figures_at(self, space: int) -> list[Figure]:
        return sorted((f for f in self.figures.values() if f.space == space), key=lambda f: f.id)

    def figures_in_room(self, room: str, kind: str | None = None, *,
                        include_hidden: bool = True) -> list[Figure]:
        """Figures in a room. Effects that let an investigator choose another investigator
        in the room see hidden ones too (FA-HIDE-4); Keeper Actions do not (FA-HIDE-1)."""
        return sorted((f for f in self.figures.values()
                       if self.layout.spaces[f.space].room == room
                       and (kind is None or f.kind == kind)
                       and (include_hidden or not f.hidden)), key=lambda f: f.id)

    def keeper_targets(self) -> list[Figure]:
        """Investigators a Keeper Action may target: hidden ones cannot be (FA-HIDE-1)."""
        return sorted((f for f in self.figures.values() if f.kind == "investigator" and not f.hidden),
                      key=lambda f: f.id)

    # ---- graphs and questions

    def move_graph(self, mover: Mover = INVESTIGATOR) -> Graph:
        # kept by the mover's identity (hashing the dataclass is dear; the movers are a few
        # constants): the cache holds the mover, so its id stays its own
        hit = self._cache.get(id(mover))
        if hit is not None and hit[0] is mover:
            return hit[1]
        return self._new_move_graph(mover)

    def _new_move_graph(self, mover: Mover) -> Graph:
        """:meth:`move_graph` when the cache has none (apart: the lambda's closure would
        cost every call)."""
        g = self._shared(("move", mover), lambda: move_graph(
            self.layout, mover, door_state=self.door_states(),
            locked_rooms=self.locked_rooms(), active=self.active()))
        self._cache[id(mover)] = (mover, g)
        return g

    def range_graph(self) -> Graph:
        g = self._cache.get("range")  # the cache is emptied whenever the passages change
        if g is None:
            g = self._cache["range"] = self._shared(
                ("range",), lambda: range_graph(self.layout, self.active()))
        return g

    def adjacency(self) -> Graph:
        g = self._cache.get("adjacent")
        if g is None:
            g = self._cache["adjacent"] = self._shared(
                ("adjacent",), lambda: adjacency_graph(self.layout, self.active()))
        return g

    def _shared(self, what: tuple, build: Callable[[], Graph]) -> Graph:
        """``build()``, shared by the maps of this layout in the same passage state (rooms
        revealed, doors, lock and barricade tokens): a graph and its distances depend on
        nothing else, and the games of a scenario meet the same states again and again.
        The graphs of one state are kept together, found once per map version (the cache
        is emptied whenever the passages change)."""
        graphs = self._cache.get("passages")
        if graphs is None:
            key = (frozenset(self.revealed), frozenset(self.door_states().items()),
                   self.locked_rooms())
            states = _layout_graphs(self.layout)
            graphs = states.get(key)
            if graphs is None:
                if len(states) >= _SHARED_LIMIT:
                    states.clear()
                graphs = states[key] = {}
            self._cache["passages"] = graphs
        g = graphs.get(what)
        if g is None:
            g = graphs[what] = build()
        return g

    def move_options(self, figure_id: str, steps: int = MOVE_SPACES) -> dict[int, int]:
        """Spaces the figure may reach with one Move (MOM2-MOVE-1), with the spaces it takes;
        its own space excluded. This is what the board lights while a figure is dragged."""
        fig = self.figures[figure_id]
        reach = self.move_graph(fig.mover).within(fig.space, steps)
        reach.pop(fig.space, None)
        return reach

    def range_distance(self, a: int, b: int) -> int:
        return self.range_graph().distance(a, b)

    def in_range(self, a: int, b: int) -> bool:
        """MOM2-TERR-1: three spaces away or closer, counted as :mod:`.graph` says."""
        return 0 <= self.range_graph().distance(a, b) <= RANGE_SPACES

    def monsters_in_range(self, space: int) -> list[Figure]:
        dist = self.range_graph().distances_from(space)
        return sorted((f for f in self.figures.values()
                       if f.kind == "monster" and 0 <= dist[f.space] <= RANGE_SPACES),
                      key=lambda f: (dist[f.space], f.id))

    def has_fire(self, space: int) -> bool:
        return self.has_token(space, "fire")

    def is_dark(self, space: int, lights: Iterable[int] = ()) -> bool:
        """Darkness counts unless a Light Source or Fire is in the space or an adjacent one
        (MOM2-TERR-8). ``lights`` are the spaces holding a Light Source."""
        if not self.has_token(space, "darkness"):
            return False
        glowing = set(lights) | {t.space for t in self.tokens.values()
                                 if t.kind == "fire" and t.space is not None}
        if space in glowing:
            return False
        return not any(v in glowing for v in self.adjacency().succ[space])

    def can_spend_clues(self, space: int, lights: Iterable[int] = ()) -> bool:
        """MOM2-TERR-6/7: no Clues spent on dice or puzzle steps in Darkness."""
        return not self.is_dark(space, lights)

    def quiet_hallway_spaces(self, exclude: int | None = None) -> list[int]:
        """Explored spaces of Hallways holding no Explore, Lock or Obstacle token: where the
        corrected "Wrong Turn" may send an investigator (FA-ERR-2)."""
        busy = {self.layout.spaces[t.space].room for t in self.tokens.values()
                if t.space is not None and t.kind in ("explore", "lock", "obstacle")}
        return [s for r in self.layout.rooms.values()
                if r.hallway and r.id in self.revealed and r.id not in busy
                for s in r.spaces if s != exclude]

    def can_escape(self, space: int) -> bool:
        """FA-ESC-1/2: the space has an escape edge that leads to no room."""
        return space in self.layout.escapes and self.is_revealed(space)

    # ---- copies

    def copy(self, revealed_order: Iterable[str] | None = None) -> "MapState":
        """A map of its own in the same state (tokens and figures are immutable and
        shared; the graphs are found again through the layout's shared ones).
        ``revealed_order``: the revealed rooms in the order they were revealed, so that the
        copy's set of rooms is built, and iterates, exactly as the original's."""
        order = self.revealed if revealed_order is None else list(revealed_order)
        if set(order) != self.revealed:
            raise ValueError("revealed_order must name exactly the revealed rooms")
        revealed: set[str] = set()
        revealed.update(order)
        return MapState(self.layout, revealed, dict(self.tokens), dict(self.doors),
                        dict(self.figures), self._version)

    # ---- plain data

    def to_json(self) -> dict[str, Any]:
        sp = self.layout.spaces
        return {
            "revealed": sorted(self.revealed),
            "doors": {k: v for k, v in sorted(self.doors.items()) if v != "open"},
            "tokens": [{"id": t.id, "kind": t.kind,
                        **({"space": sp[t.space].id} if t.space is not None else {"door": t.door})}
                       for t in sorted(self.tokens.values(), key=lambda t: t.id)],
            "figures": [{"id": f.id, "kind": f.kind, "space": sp[f.space].id,
                         "flying": f.mover.flying, "passes_locked": f.mover.passes_locked,
                         "passes_barricades": f.mover.passes_barricades, "hidden": f.hidden}
                        for f in sorted(self.figures.values(), key=lambda f: f.id)],
        }

    @classmethod
    def from_json(cls, layout: Layout, data: dict[str, Any]) -> "MapState":
        state = cls(layout, set(data.get("revealed", ())), doors=dict(data.get("doors", {})))
        for t in data.get("tokens", ()):
            state.place_token(t["id"], t["kind"], space=t.get("space"), door=t.get("door"))
        for f in data.get("figures", ()):
            state.place_figure(f["id"], f["kind"], f["space"], hidden=f.get("hidden", False),
                               mover=Mover(f.get("flying", False), f.get("passes_locked", False),
                                           f.get("passes_barricades", False)))
        return state

    # ---- helpers

    def _space_index(self, space: int | str | None) -> int:
        if isinstance(space, int) and not isinstance(space, bool) and 0 <= space < len(self.layout.spaces):
            return space
        if isinstance(space, str) and space in self.layout.index:
            return self.layout.index[space]
        raise IllegalAction(Msg(N_(C, "There is no space {space} on this map."), C, space=str(space)))

    def _changed(self) -> None:
        self._version += 1
        self._cache.clear()


_SHARED_LIMIT = 5_000  # passage states kept per layout (a few graphs of a few KB each)
_GRAPHS: dict[int, tuple[weakref.ref, dict]] = {}


def _layout_graphs(layout: Layout) -> dict:
    """The graphs shared by the maps of ``layout``, per passage state (dropped with the
    layout)."""
    entry = _GRAPHS.get(id(layout))
    if entry is None or entry[0]() is not layout:
        key = id(layout)

        def gone(ref: weakref.ref, key: int = key) -> None:
            if _GRAPHS.get(key, (None,))[0] is ref:
                del _GRAPHS[key]
        entry = _GRAPHS[key] = (weakref.ref(layout, gone), {})
    return entry[1]


def monster_mover(flying: bool) -> Mover:
    return FLYING_MONSTER if flying else WALKING_MONSTER
