"""What a seat may see (every investigator sees the same board: the game is cooperative)
and the prompt of the status bar. Never shown: unexplored rooms and what waits in them,
the order of undrawn cards, facedown card faces, the Keeper's events and variables (only
variables with a label are shown), monsters not yet placed, and a puzzle's hidden answer.
The keys are listed in the package docstring (:mod:`..second`).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache, partial
from operator import attrgetter
from typing import Any

from ....engine.messages import Msg, N_
from ....engine.protocol import CHANCE, TERMINAL
from ..jsonmodel import content_text
from ..map.graph import INVESTIGATOR
from ..map.observe import map_observation
from .dice import kinds

C = "mansions"
CC = "content:mansions"
_by_id = attrgetter("id")


def _m(text: str, /, **args: Any) -> Msg:
    return Msg(text, C, **args)


@lru_cache(maxsize=256)
def _static_texts(iid: str, name: str, ability: str) -> tuple[dict, dict]:
    """An investigator's name and ability as Msg JSON (the same for the whole game; callers
    must not change the dicts)."""
    return Msg(name, CC).to_json(), content_text(ability).to_json()


@lru_cache(maxsize=8)
def _pile_names(seat: int) -> tuple[str, str, str, str]:
    return (f"damage-up:{seat}", f"damage-down:{seat}", f"horror-up:{seat}",
            f"horror-down:{seat}")


class Observation(Mapping):
    """An observation whose parts are computed when first read, then kept. Read-only;
    ``dict(obs)`` computes every part at once. Each part is one function of :data:`PARTS`."""

    __slots__ = ("state", "seat", "got", "_ok", "parts")

    def __init__(self, state, seat: int | None, parts: dict[str, Any] | None = None) -> None:
        self.state = state
        self.seat = seat
        self.got: dict[str, Any] = {}
        self._ok: set[int] | None = None
        self.parts = PARTS if parts is None else parts

    def ok(self) -> set[int]:
        """The explored spaces."""
        if self._ok is None:
            self._ok = self.state.explored()
        return self._ok

    def __getitem__(self, key: str) -> Any:
        got = self.got
        if key in got:
            return got[key]
        value = got[key] = self.parts[key](self.state, self)
        return value

    def __iter__(self):
        return iter(PARTS)

    def __len__(self) -> int:
        return len(PARTS)


def _scenario(st, o: Observation) -> dict[str, Any]:
    meta = st.model.meta
    return {"id": meta.id, "title": content_text(meta.title).to_json(),
            "introduction": content_text(meta.introduction).to_json(), "cover": meta.cover}


def _map_version(st, o: Observation) -> list:
    """Changes whenever the explored map's passages change: the explored rooms, the state
    of every door they show and the explored spaces holding a Lock token (it locks its room
    and so changes the move graph); nothing about unexplored parts."""
    ok = o.ok()
    doors = st.layout.doors
    shown = sorted((k, v) for k, v in st.map.door_states().items()
                   if doors[k].a in ok or doors[k].b in ok)
    locks = sorted(t.space for t in st.map.tokens.values()
                   if t.kind == "lock" and t.space is not None and t.space in ok)
    return [len(st.map.revealed), [list(d) for d in shown], locks]


def _adjacency(st, o: Observation) -> list[list[int]]:
    ok = o.ok()
    return [list(s) if i in ok else [] for i, s in enumerate(st.map.move_graph(INVESTIGATOR).succ)]


#: key -> part(state, observation)
PARTS: dict[str, Any] = {
    "game": lambda st, o: "mansions",
    "rules": lambda st, o: "second-edition",
    "seat": lambda st, o: o.seat,
    "scenario": _scenario,
    "current": lambda st, o: st.current_player(),
    "round": lambda st, o: st.round,
    "phase": lambda st, o: st.phase,
    "mythos_step": lambda st, o: st.mythos_step,
    "active": lambda st, o: st.investigators[st.active].id if st.active is not None else None,
    "lead": lambda st, o: st.investigators[st.lead()].id,
    "objective": lambda st, o: content_text(
        st.triggers()["objectives"][st.objective].text).to_json(),
    "objective_id": lambda st, o: st.objective,
    "tokens": lambda st, o: st.public_tokens(o.ok()),
    "map_version": lambda st, o: _map_version(st, o),
    "adjacency": _adjacency,
    "investigators": lambda st, o: [st.investigator_public(inv) for inv in st.investigators],
    "positions": lambda st, o: {inv.id: st.map.figures[inv.id].space if inv.alive else None
                                for inv in st.investigators},
    "you": lambda st, o: (st.investigator_public(st.investigators[o.seat])
                          if o.seat is not None else None),
    "monsters": lambda st, o: [st.monster_public(m) for m in st.visible_monsters()],
    "defeated": lambda st, o: list(st.defeated),
    "floor": lambda st, o: {str(k): list(v) for k, v in sorted(st.floor.items())
                            if k in o.ok()} if st.floor else {},
    "pending": lambda st, o: st.pending_public(),
    "variables": lambda st, o: {v.id: st.variables[v.id] for v in st.model.variables
                                if v.label},
    "decks": lambda st, o: {d: len(st.table.piles[d]) for d in ("damage", "horror", "mythos")},
    "used_tokens": lambda st, o: {k: list(v) for k, v in st.used_tokens.items()},
    "doom_round": lambda st, o: st.doom_round,
    "house_rules": lambda st, o: dict(st.house),
    "over": lambda st, o: bool(st.over),
    "outcome": lambda st, o: st.over or None,
    "ending": lambda st, o: st.ending_text().to_json() if st.over else None,
    "ending_id": lambda st, o: st.ending or None,
}


class FieldView(Mapping):
    """A part of a bot's observation, each field computed when first read from the class's
    ``FIELDS`` table (field -> value(state, item)); ``dict(view)`` is the whole part."""

    __slots__ = ("state", "item", "got")
    FIELDS: dict[str, Any] = {}

    def __init__(self, state, item) -> None:
        self.state = state
        self.item = item
        self.got: dict[str, Any] = {}

    def __getitem__(self, key: str) -> Any:
        got = self.got
        if key in got:
            return got[key]
        value = got[key] = self.FIELDS[key](self.state, self.item)
        return value

    def __iter__(self):
        return iter(self.FIELDS)

    def __len__(self) -> int:
        return len(self.FIELDS)


class InvestigatorView(FieldView):
    """One investigator of a bot's observation (:data:`INVESTIGATOR_FIELDS`; ``dict(view)``
    equals ``investigator_public``)."""

    __slots__ = ()


def _harm_public(kind: str, st, inv) -> dict[str, Any]:
    t = st.table.piles
    d_up, d_down, h_up, h_down = _pile_names(inv.seat)
    if kind == "damage":
        return {"up": list(t[d_up].cards), "down": len(t[d_down].cards) + inv.extra_damage}
    return {"up": list(t[h_up].cards), "down": len(t[h_down].cards) + inv.extra_horror}


#: field -> value(state, investigator): the fields of ``investigator_public``, one by one
INVESTIGATOR_FIELDS: dict[str, Any] = {
    "id": lambda st, inv: inv.id,
    "seat": lambda st, inv: inv.seat,
    "name": lambda st, inv: _static_texts(inv.id, inv.name, st.content.investigators[
        inv.id]["ability"])[0],
    "space": lambda st, inv: st.map.figures[inv.id].space if inv.alive else None,
    "alive": lambda st, inv: inv.alive,
    "health": lambda st, inv: inv.health,
    "sanity": lambda st, inv: inv.sanity,
    "skills": lambda st, inv: dict(inv.skills),
    "ability": lambda st, inv: _static_texts(inv.id, inv.name, st.content.investigators[
        inv.id]["ability"])[1],
    "damage": partial(_harm_public, "damage"),
    "horror": partial(_harm_public, "horror"),
    "conditions": lambda st, inv: list(inv.conditions),
    "wounded": lambda st, inv: inv.wounded,
    "insane": lambda st, inv: inv.insane,
    "items": lambda st, inv: list(inv.items),
    "spells": lambda st, inv: list(inv.spells),
    "clues": lambda st, inv: inv.clues,
    "actions_left": lambda st, inv: inv.actions,
    "move_left": lambda st, inv: inv.move_left,
    "acted": lambda st, inv: inv.acted,
    "photographed": lambda st, inv: list(inv.photographed),
}
InvestigatorView.FIELDS = INVESTIGATOR_FIELDS


# field -> value(state, test): the ``pending`` of a test, one field at a time
TEST_FIELDS: dict[str, Any] = {
    "kind": lambda st, t: "test",
    "investigator": lambda st, t: st.investigators[t["inv"]].id,
    "skill": lambda st, t: t["skill"],
    "modifier": lambda st, t: t["mod"],
    "difficulty": lambda st, t: t["diff"],
    "pool": lambda st, t: t["pool"],
    "rolled": lambda st, t: t["rolled"],
    "dice": lambda st, t: list(t["dice"]),
    "kinds": lambda st, t: kinds(t["dice"]),
    "sides": lambda st, t: 8,
    "spent": lambda st, t: t["spent"],
    "can_spend": lambda st, t: t["rolled"] and st.can_spend_clue(t),
    "rerolls": lambda st, t: ([[s, n] for s, n in st.reroll_sources(t)] if t["rolled"]
                              else []),
    "why": lambda st, t: t["why"],
    "text": lambda st, t: t["text"].to_json() if t["text"] else None,
    "target": lambda st, t: t["ctx"].get("monster"),
    # what the test is for and why its pool is what it is (issue 24; words only)
    "title": lambda st, t: st.test_title(t).to_json(),
}


class PendingTestView(FieldView):
    """The ``pending`` test of a bot's observation (:data:`TEST_FIELDS`; ``dict(view)``
    equals ``pending_public()``)."""

    __slots__ = ()
    FIELDS = TEST_FIELDS


def _lean_pending(st, o: Observation) -> Any:
    """``pending_public()``, a test as a :class:`PendingTestView`."""
    agenda = st.agenda
    if not agenda:
        return None
    if agenda[0][0] == "test":
        return PendingTestView(st, agenda[0][1])
    return st.pending_public()


class ListsView(Mapping):
    """A read-only view of a dict of lists, each list copied when read (the bots' lean
    ``used_tokens``: a look-up or two per decision instead of copying every record)."""

    __slots__ = ("lists",)

    def __init__(self, lists: dict[str, list]) -> None:
        self.lists = lists

    def __getitem__(self, key: str) -> list:
        return list(self.lists[key])

    def get(self, key: str, default: Any = None) -> Any:
        found = self.lists.get(key)
        return default if found is None else list(found)

    def __iter__(self):
        return iter(self.lists)

    def __len__(self) -> int:
        return len(self.lists)


def _kept_for_map(name: str, part):
    """``part``, kept while the map's passages stay as they are (its version changes with
    every room revealed and every door, lock or barricade change)."""
    def kept(st, o: Observation) -> Any:
        m = st.map
        hit = st._lean.get(name)
        if hit is not None and hit[0] is m and hit[1] == m._version:
            return hit[2]
        value = part(st, o)
        st._lean[name] = (m, m._version, value)
        return value
    return kept


# id of a move graph -> (the graph, the explored spaces, the adjacency list)
_ADJACENCY: dict[int, tuple] = {}


def _shared_adjacency(st, o: Observation) -> list[list[int]]:
    """``adjacency``, one list shared by every observation of the same investigators' move
    graph and explored spaces (the graphs are shared by the maps of a layout in the same
    passage state), so a bot's tables found by the list's identity serve every game."""
    g = st.map.move_graph(INVESTIGATOR)
    ok = o.ok()
    hit = _ADJACENCY.get(id(g))
    if hit is not None and hit[0] is g and hit[1] == ok:  # the graph is kept: its id stays
        return hit[2]
    value = _adjacency(st, o)
    if len(_ADJACENCY) >= 1024:
        _ADJACENCY.clear()
    _ADJACENCY[id(g)] = (g, ok, value)
    return value


def _token_record(t) -> dict[str, Any]:
    return {"id": t.id, "kind": t.kind, "space": t.space, "door": t.door}


# id of a token -> (the token, its record): the records of the bots' observations
_TOKENS: dict[int, tuple] = {}


def _kept_tokens(st, o: Observation) -> list[dict[str, Any]]:
    """``public_tokens``, kept while the explored rooms (the map's version) and the tokens
    on the map (the same token objects: a token never changes once placed) stay as they
    are; each token's record shared by the bots' observations (read only). The map's
    tokens per space (``_at``) are replaced whenever a token comes to or leaves a space,
    and a door token (lock or barricade) changes the version: while both stay the same,
    so do the tokens, without comparing them one by one."""
    m = st.map
    at = m._at
    hit = st._lean.get("tokens")
    if hit is not None and hit[0] is m and hit[1] == m._version:
        if at is not None and hit[2] is at:
            return hit[4]
        now = tuple(m.tokens.values())  # kept with the value: the tokens stay alive
        if hit[3] == now:
            st._lean["tokens"] = (m, m._version, at, now, hit[4])
            return hit[4]
    else:
        now = tuple(m.tokens.values())
    value = st.public_tokens(o.ok(), _TOKENS)
    st._lean["tokens"] = (m, m._version, at, now, value)
    return value


# (monster, kind, name, space, damage, health) -> (its content data, ``monster_public``)
_MONSTERS: dict[tuple, tuple[dict, dict[str, Any]]] = {}


def _lean_monsters(st, o: Observation) -> list[dict[str, Any]]:
    """The visible monsters as ``monster_public`` gives them, each record shared by the
    bots' observations of a monster in the same state (read only)."""
    out = []
    figs = st.map.figures
    kinds = st.content.monsters
    for mid in st.visible_monsters():
        mon = st.monsters[mid]
        data = kinds[mon.kind]
        key = (mid, mon.kind, mon.name, figs[mid].space, mon.damage, mon.health)
        hit = _MONSTERS.get(key)
        if hit is None or hit[0] is not data:  # the data is kept: its id stays its own
            if len(_MONSTERS) >= 4096:
                _MONSTERS.clear()
            hit = _MONSTERS[key] = (data, st.monster_public(mid))
        out.append(hit[1])
    return out


#: the parts of a bot's observation (``observation(seat, False)``): the same values, the
#: investigators as :class:`InvestigatorView`, ``used_tokens`` as a :class:`ListsView`,
#: the map's passages and the explored tokens kept between calls (one list while they
#: stay as they are)
LEAN_PARTS: dict[str, Any] = dict(
    PARTS,
    investigators=lambda st, o: [InvestigatorView(st, inv) for inv in st.investigators],
    you=lambda st, o: InvestigatorView(st, st.investigators[o.seat]) if o.seat is not None
    else None,
    used_tokens=lambda st, o: ListsView(st.used_tokens),
    pending=_lean_pending,  # a pending test as a PendingTestView
    monsters=_lean_monsters,
    tokens=_kept_tokens,
    map_version=_kept_for_map("map_version", _map_version),
    adjacency=_kept_for_map("adjacency", _shared_adjacency))


# (id of a layout, revealed rooms) -> (the layout, the spaces of those rooms): shared by
# the games of a scenario, which reveal the same rooms again and again
_EXPLORED: dict[tuple, tuple] = {}


class ObserveMixin:
    """Part of :class:`SecondEditionState` (see the module text). The state's fields
    it reads and assigns (declared in that class):

    Reads: _explored, active, agenda, by_id, content, floor, investigators, layout, map,
        model, monsters, over, puzzle, table.
    Writes: _explored.
    """
    def monster_public(self, mid: str) -> dict[str, Any]:
        mon = self.monsters[mid]
        data = self.content.monsters[mon.kind]
        # the name as ``name_of(mid).to_json()`` gives it
        name = {"text": mon.name or data["name"], "context": CC, "args": {}}
        return {"id": mid, "kind": mon.kind, "name": name,
                "space": self.map.figures[mid].space, "damage": mon.damage,
                "health": mon.health, "flying": data["flying"], "horror": data["horror"],
                "awareness": data["awareness"], "brawn": data["brawn"]}

    def investigator_public(self, inv) -> dict[str, Any]:
        t = self.table.piles
        s = inv.seat
        alive = inv.alive
        name, ability = _static_texts(inv.id, inv.name,
                                      self.content.investigators[inv.id]["ability"])
        d_up, d_down, h_up, h_down = _pile_names(s)
        return {
            "id": inv.id, "seat": s, "name": name,
            "space": self.map.figures[inv.id].space if alive else None,
            "alive": alive, "health": inv.health, "sanity": inv.sanity,
            "skills": dict(inv.skills), "ability": ability,
            "damage": {"up": list(t[d_up].cards),
                       "down": len(t[d_down].cards) + inv.extra_damage},
            "horror": {"up": list(t[h_up].cards),
                       "down": len(t[h_down].cards) + inv.extra_horror},
            "conditions": list(inv.conditions), "wounded": inv.wounded, "insane": inv.insane,
            "items": list(inv.items), "spells": list(inv.spells), "clues": inv.clues,
            "actions_left": inv.actions, "move_left": inv.move_left, "acted": inv.acted,
            "photographed": list(inv.photographed),
        }

    def pending_public(self) -> dict[str, Any] | None:
        if not self.agenda:
            return None
        kind, body = self.agenda[0][0], self.agenda[0][1]
        if kind == "test":
            return {key: field(self, body) for key, field in TEST_FIELDS.items()}
        if kind == "choose":
            out = {"kind": "choose", "choice": body["kind"],
                   "investigator": self.investigators[body["seat"]].id,
                   "options": list(body["options"]), "prompt": body["prompt"].to_json()}
            if body["kind"] == "tester":  # what each would roll: "Agility 3, 3 dice"
                ctx = body["ctx"]
                out["test"] = {"skill": ctx["skill"], "difficulty": ctx["diff"],
                               "values": {}, "dice": {}}
                for oid in body["options"]:
                    inv = self.by_id[oid]
                    out["test"]["values"][oid] = inv.skills[ctx["skill"]]
                    out["test"]["dice"][oid] = self.test_pool(inv, ctx["skill"], ctx["mod"])
            return out
        if kind == "puzzle":
            p = self.triggers()["puzzles"][body["id"]]
            return {"kind": "puzzle", "investigator": self.investigators[body["inv"]].id,
                    "puzzle": body["id"], "type": p.type, "text": content_text(p.text).to_json(),
                    "board": self.puzzle.observation(0)}
        if kind == "trade":
            inv = self.investigators[body]
            return {"kind": "trade", "investigator": inv.id,
                    "floor": list(self.floor.get(self.space_of(inv), ()))}
        return None

    def public_map(self, seat: int | None) -> dict[str, Any]:
        """The explored map as the board draws it (:func:`..map.observe.map_observation`)."""
        names = {inv.id: Msg(inv.name, CC) for inv in self.investigators}
        names.update({m: self.name_of(m) for m in self.monsters})
        labels = {t.id: content_text(t.label) for t in self.model.map.tokens if t.label}
        return map_observation(self.layout, self.map, seat, names=names, labels=labels,
                               lights=self.lights())

    def public_tokens(self, ok: set[int], records: dict | None = None) -> list[dict[str, Any]]:
        """Tokens lying in explored spaces (door tokens: on a door of an explored space).
        ``records`` (id of a token -> (the token, its record)): the records are kept there
        and shared, read only, by the calls handed the same dict."""
        doors = self.layout.doors
        shown = []
        for t in self.map.tokens.values():
            s = t.space
            if s in ok if s is not None else doors[t.door].a in ok or doors[t.door].b in ok:
                shown.append(t)
        shown.sort(key=_by_id)
        if records is None:
            return [_token_record(t) for t in shown]
        out = []
        for t in shown:
            hit = records.get(id(t))
            if hit is None or hit[0] is not t:  # the token is kept: its id stays its own
                if len(records) >= 4096:
                    records.clear()
                hit = records[id(t)] = (t, _token_record(t))
            out.append(hit[1])
        return out

    def observation(self, seat: int | None, detail: bool = True) -> dict[str, Any]:
        """What ``seat`` sees (every key of the package docstring). ``detail=False`` is
        for bots: the same keys but ``map`` (the board's drawing data), each part computed
        when it is first read (a read-only :class:`Observation`)."""
        if not detail:
            return Observation(self, seat, LEAN_PARTS)
        obs = dict(Observation(self, seat))
        obs["map"] = self.public_map(seat)
        return obs

    def explored(self) -> frozenset[int]:
        """The spaces of the explored rooms (kept until a room is revealed: rooms are
        never hidden again; one set per layout and revealed rooms, for every game)."""
        rev = self.map.revealed
        hit = self._explored
        if hit is not None and hit[0] is rev and hit[1] == len(rev):
            return hit[2]
        layout = self.layout
        key = (id(layout), frozenset(rev))
        known = _EXPLORED.get(key)
        if known is None or known[0] is not layout:  # the layout is kept: its id stays its own
            if len(_EXPLORED) >= 4096:
                _EXPLORED.clear()
            known = _EXPLORED[key] = (
                layout, frozenset(s.index for s in layout.spaces if s.room in rev))
        found = known[1]
        self._explored = (rev, len(rev), found)
        return found

    def prompt(self, seat: int) -> Msg | None:
        cur = self.current_player()
        if cur == TERMINAL:
            return _m(N_(C, "The investigators have won.")) if self.over == "win" else \
                _m(N_(C, "The investigators have lost."))
        if cur == CHANCE:
            t = self.agenda[0][1]
            return _m(N_(C, "Roll {n} {n|die|dice} for {who}."), n=t["pool"],
                      who=self.name_of(self.investigators[t["inv"]].id))
        if seat != cur:
            return _m(N_(C, "Waiting for {who}."), who=self.name_of(self.investigators[cur].id))
        if self.agenda:
            kind = self.agenda[0][0]
            if kind == "test":
                t = self.agenda[0][1]
                if self.can_spend_clue(t):
                    return _m(N_(C, "Spend Clues to turn investigation results into successes, "
                                    "or accept the roll."))
                return _m(N_(C, "Reroll a die or accept the roll."))
            if kind == "choose":
                return self.agenda[0][1]["prompt"]
            if kind == "puzzle":
                return _m(N_(C, "Work on the puzzle: {n} {n|step|steps} left."),
                          n=self.puzzle.steps_left)
            if kind == "trade":
                return _m(N_(C, "Give, take, pick up or drop possessions, then end the trade."))
        if self.active is None:
            if any(inv.alive and not inv.acted for inv in self.investigators):
                return _m(N_(C, "Choose the investigator who takes the next turn."))
            return _m(N_(C, "Every investigator has acted: end the Investigator Phase."))
        inv = self.investigators[self.active]
        if inv.actions > 0:
            return _m(N_(C, "{who}: {n} {n|action|actions} left. Move, search, explore, interact, "
                            "attack, trade or use a possession."),
                      who=self.name_of(inv.id), n=inv.actions)
        if inv.move_left > 0:
            return _m(N_(C, "{who}: finish the move ({n} {n|space|spaces} left) or end the turn."),
                      who=self.name_of(inv.id), n=inv.move_left)
        return _m(N_(C, "{who}: no actions left; end the turn."), who=self.name_of(inv.id))
