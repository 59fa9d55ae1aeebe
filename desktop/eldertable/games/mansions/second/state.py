"""The second-edition state: the app as Keeper against one to five investigators.

The state is flat plain data: investigators (:class:`Investigator`), monsters
(:class:`MonsterState`), the map (:class:`~..map.mapstate.MapState`, sharing the
scenario's layout), the card piles (:class:`~eldertable.engine.decks.Table`), the
scenario's variables and fired events, and the *agenda*: the Keeper's work still to do,
as a list of plain lists processed front first. Items that wait for someone (a test's
roll, a choice, a puzzle, a trade) block the agenda; :meth:`current_player` names who.

Rules live in the mixins: :mod:`.turn` (Investigator Phase), :mod:`.skilltests` (dice
pools and their resolution), :mod:`.damage` (Damage, Horror, Wounded, Insane,
elimination), :mod:`.monsters` (activations, attacks, horror checks), :mod:`.events` (the
scenario's event graph), :mod:`.keeper` (rounds and the Mythos Phase), :mod:`.observe`
(observation and prompts).
"""

from __future__ import annotations

import copy
from typing import Any

from ....engine.messages import Msg, N_
from ....engine.protocol import CHANCE, TERMINAL, Event, IllegalAction, Result, State
from ..map.mapstate import MapState, monster_mover
from ..scenario.interpreter import scenario_index
from ..scenario.loader import LoadedScenario
from .damage import DamageMixin
from .events import EventsMixin
from .keeper import KeeperMixin
from .monsters import MonsterMixin
from .observe import ObserveMixin
from .ruledata import Content2e, base_id
from .skilltests import TestMixin
from .turn import TurnMixin

C = "mansions"
CC = "content:mansions"


def _m(text: str, /, **args: Any) -> Msg:
    return Msg(text, C, **args)


class Investigator:
    """One investigator in play (one seat). Damage and Horror cards live in the state's
    card table, in the piles named by :meth:`SecondEditionState.pile`."""

    __slots__ = ("seat", "id", "name", "health", "sanity", "skills", "power", "alive",
                 "items", "spells", "clues", "conditions", "wounded", "insane", "acted",
                 "actions", "move_left", "moves_taken", "took", "lost_actions",
                 "free_evade_used", "search_choice_used", "photographed", "extra_damage",
                 "extra_horror", "eliminated_round")

    def __init__(self, seat: int, data: dict[str, Any]) -> None:
        self.seat = seat
        self.id: str = data["id"]
        self.name: str = data["name"]
        self.health: int = data["health"]
        self.sanity: int = data["sanity"]
        self.skills: dict[str, int] = dict(data["skills"])
        power = data["power"]
        self.power: tuple[str, tuple[str, ...], int] | None = (
            (power["do"], tuple(power["on"]), power["amount"]) if power else None)
        self.alive = True
        self.items: list[str] = []
        self.spells: list[str] = []
        self.clues = 0
        self.conditions: list[str] = []
        self.wounded = False
        self.insane = False
        self.acted = False
        self.actions = 0
        self.move_left = 0
        self.moves_taken = 0
        self.took: list[str] = []
        self.lost_actions = 0
        self.free_evade_used = False
        self.search_choice_used = False
        self.photographed: list[str] = []
        self.extra_damage = 0
        self.extra_horror = 0
        self.eliminated_round = 0

    def has_power(self, kind: str, on: str | None = None) -> bool:
        p = self.power
        return p is not None and p[0] == kind and (on is None or on in p[1])

    def to_json(self) -> dict[str, Any]:
        return {k: (list(v) if isinstance(v, tuple) else v)
                for k in self.__slots__ for v in [getattr(self, k)]}


class MonsterState:
    __slots__ = ("id", "kind", "health", "damage", "name", "order")

    def __init__(self, mid: str, kind: str, health: int, name: str | None, order: int) -> None:
        self.id = mid
        self.kind = kind
        self.health = health
        self.damage = 0
        self.name = name
        self.order = order

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}


#: agenda items that wait for someone
BLOCKING = frozenset(("test", "choose", "puzzle", "trade"))


class SecondEditionState(TurnMixin, TestMixin, DamageMixin, MonsterMixin, EventsMixin,
                         KeeperMixin, ObserveMixin, State):
    game = "mansions"
    # every investigator sees the same board (the app is the Keeper): no hand-off curtain
    # and no undo barrier between investigators
    shared_view = True

    # Every field is declared here once with its type; the mixins read and write these
    # and add none of their own (tests/games/test_state_fields_declared.py).
    # the scenario and the table it was set up with
    scenario: LoadedScenario
    model: Any  # the scenario model (scenario.model)
    layout: Any  # the scenario's map layout
    content: Content2e
    config: dict[str, Any]
    house: dict[str, Any]  # house-rule id -> chosen value
    chance: Any  # the ChanceSource the dice and shuffles draw from
    investigator_count: int  # the number of investigator seats (num_seats())
    first_lead: int
    round_limit: int
    lock_bank: bool
    players_choose: bool  # the players choose who is tested (config option "tested")
    table: Any  # the engine Table of decks (keeper._setup)
    setup_events: list[Event]
    # events and the caches kept per state version (_ver)
    _events: list[Event]
    loud: bool
    _ver: int
    _legal_ver: int  # the _ver the kept _legal list was made at
    _legal: list
    _kits: dict
    _constant: dict
    _walk: tuple
    _lean: dict
    _explored: tuple | None
    _index: Any  # scenario_index(model)
    # the course of the game
    over: str  # "", "win" or "lose"
    ending: str
    personal_losses: list[int]
    round: int
    phase: str
    mythos_step: str
    mythos_deck: bool
    active: int | None
    agenda: list[list[Any]]  # pending steps, first one first
    doom_round: int
    eliminations: int
    fired: set[str]
    events_run: dict[str, int]
    variables: dict[str, Any]
    var_truth: dict[str, bool]
    vars_dirty: bool
    objective: Any
    objectives_reached: list[str]
    used_tokens: dict[str, list[int]]
    floor: dict[int, list[str]]
    box: list[str]
    item_pool: list[str]
    next_item_no: int
    next_token_no: int
    puzzle: Any  # the puzzle being solved, or None
    puzzle_boards: dict[str, dict[str, Any]]
    monsters: dict[str, MonsterState]
    monster_order: int
    defeated: list[str]
    map: MapState
    investigators: list[Investigator]
    by_id: dict[str, Investigator]

    def __init__(self, scenario: LoadedScenario, content: Content2e, config: dict[str, Any],
                 house: dict[str, Any], chance) -> None:
        self.scenario = scenario
        self.model = scenario.model
        self.layout = scenario.layout
        self.content = content
        self.config = config
        self.house = house
        self.chance = chance
        self.investigator_count = len(config["investigators"])
        self.first_lead = int(config.get("lead", 0)) % self.investigator_count
        self.round_limit = int(config["options"].get("round_limit", 0) or 0)
        self.lock_bank = config["options"].get("locks") == "bank-1"
        self.players_choose = config["options"].get("tested") == "chosen"
        self._events: list[Event] = []
        self.loud = True  # events are wanted: callers build log text only then
        self._ver = 0
        self._legal_ver = -1
        self._legal: list = []
        self._kits: dict = {}  # seat -> (items, spells, what they allow): turn._kit
        self._constant: dict = {}  # card instance -> its constant effect or None (damage)
        self._walk: tuple = (None, -1, None)  # (map, its version, values kept for its walk graph)
        self._lean: dict = {}  # bots' observation parts kept per map version
        self._explored: tuple | None = None  # (revealed set, its size, explored spaces)
        self.over = ""  # "", "win" or "lose"
        self.ending = ""
        self.personal_losses: list[int] = []
        self.round = 0
        self.phase = "setup"
        self.mythos_step = ""
        self.active: int | None = None
        self.agenda: list[list[Any]] = []
        self.doom_round = 0  # the round whose Investigator Phase ends in defeat (0: none)
        self.eliminations = 0
        self.fired: set[str] = set()
        self.events_run: dict[str, int] = {}
        self.variables: dict[str, Any] = {v.id: v.initial for v in self.model.variables}
        self.var_truth: dict[str, bool] = {}
        self.vars_dirty = False
        self.objective = self.model.start_objective
        self.objectives_reached: list[str] = [self.objective]
        self.used_tokens: dict[str, list[int]] = {}
        self.floor: dict[int, list[str]] = {}
        self.box: list[str] = []  # possessions out of the game
        self.item_pool: list[str] = []
        self.next_item_no = 0
        self.next_token_no = 0
        self.puzzle = None
        self.puzzle_boards: dict[str, dict[str, Any]] = {}
        self.monsters: dict[str, MonsterState] = {}
        self.monster_order = 0
        self.defeated: list[str] = []
        self._index = scenario_index(self.model)
        self.map: MapState = scenario.initial_map()
        self.investigators: list[Investigator] = [
            Investigator(seat, content.investigators[iid])
            for seat, iid in enumerate(config["investigators"])]
        self.by_id = {inv.id: inv for inv in self.investigators}
        self._setup()

    # ------------------------------------------------------------------ protocol basics

    def num_seats(self) -> int:
        return self.investigator_count

    def seat_label(self, seat: int) -> Msg:
        return Msg(self.investigators[seat].name, CC)

    def say(self, kind: str, text: Msg | None, data: dict | None = None, *,
            chance: bool = False, reveal: bool = False) -> None:
        if self.loud:
            self._events.append(Event(kind, text, data or {}, None, None, chance, reveal))

    def lead(self) -> int:
        """The lead investigator: it speaks for the group where the investigators decide
        together (MOM2-GOLD-6): who acts next, the end-phase button, choices the Keeper puts
        to the group. It was drawn at random when the game began (MOM2-GOLD-7: a randomly
        chosen investigator settles what the group does not agree on), and passes to the
        next living seat when that investigator is eliminated."""
        for k in range(self.investigator_count):
            inv = self.investigators[(self.first_lead + k) % self.investigator_count]
            if inv.alive:
                return inv.seat
        return self.first_lead

    def living(self) -> list[Investigator]:
        return [inv for inv in self.investigators if inv.alive]

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        if self.agenda:
            item = self.agenda[0]
            kind = item[0]
            if kind == "test":
                t = item[1]
                return CHANCE if not t["rolled"] else t["inv"]
            if kind == "choose":
                return item[1]["seat"]
            if kind == "puzzle":
                return item[1]["inv"]
            if kind == "trade":
                return item[1]
        if self.active is not None:
            return self.active
        return self.lead()

    # ------------------------------------------------------------------ legality and apply

    def legal_actions(self, seat: int | None = None) -> list:
        cur = self.current_player()
        if cur == TERMINAL or (seat is not None and seat != cur):
            return []
        return list(self.legal_now())

    def legal_now(self) -> list:
        """The legal actions of the current player, who is not TERMINAL: the list kept for
        this decision (read only; the simulator's loop, which has just asked who
        decides)."""
        if self._legal_ver == self._ver:
            return self._legal
        legal = None
        if self.agenda:
            item = self.agenda[0]
            kind = item[0]
            if kind == "test":
                legal = self._test_legal(item[1])
            elif kind == "choose":
                legal = self._choose_legal(item[1])
            elif kind == "puzzle":
                legal = self._puzzle_legal()
            elif kind == "trade":
                legal = self._trade_legal(item[1])
        if legal is None:
            if self.phase != "investigator":
                legal = []
            elif self.active is not None:
                legal = self._turn_legal(self.investigators[self.active])
            else:
                legal = self._phase_legal()
        self._legal = legal
        self._legal_ver = self._ver
        return legal

    def apply(self, act) -> list[Event]:
        if self.over:
            raise IllegalAction(_m(N_(C, "The game is over.")), act)
        legal = self._legal if self._legal_ver == self._ver else self.legal_now()
        for a in legal:
            if a is act:
                break
        else:
            if act not in legal:
                raise IllegalAction(self._why_illegal(act), act)
        out: list[Event] | None = None
        if self.loud:
            out = self._events = []
        self._ver += 1
        self.HANDLERS[type(act)](self, act)
        self._run()
        self._ver += 1
        return out if out is not None else []

    def _why_no_puzzle_move(self, act) -> Msg | None:
        """The puzzle's own reason for refusing a move of it (a blocked bar), if any."""
        import json

        from ....engine.protocol import action_from_json
        from ..puzzles.base import GAME as PUZZLE_GAME, refusal

        puzzle = getattr(self, "puzzle", None)
        if puzzle is None or type(act).__name__ != "PuzzleMove":
            return None
        try:
            move = action_from_json(PUZZLE_GAME, json.loads(act.move))
        except ValueError:
            return None
        return refusal(puzzle, move)

    def _why_illegal(self, act) -> Msg:
        if self.agenda:
            kind = self.agenda[0][0]
            if kind == "test":
                return _m(N_(C, "Finish the test under way first."))
            if kind == "choose":
                return _m(N_(C, "Make the choice that is asked for first."))
            if kind == "puzzle":
                if type(act).__name__ == "PuzzleMove":  # a move of the puzzle under way
                    return self._why_no_puzzle_move(act) or _m(N_(
                        C, "The puzzle does not offer that move now."))
                return _m(N_(C, "Finish the puzzle attempt first."))
            if kind == "trade":
                return _m(N_(C, "Finish the trade first."))
        if type(act).__name__ == "Move":
            why = self._why_no_move(act)
            if why is not None:
                return why
        return _m(N_(C, "That is not allowed now."))

    def _why_no_move(self, act) -> Msg | None:
        """A Move of the investigator whose turn it is to a space it cannot reach: what is in
        the way (a border, a door, the distance; :func:`..map.reach.why_unreachable`)."""
        from ..map.reach import why_unreachable
        from .turn import WALKER

        if self.phase != "investigator" or self.active is None:
            return None
        inv = self.investigators[self.active]
        fig = self.map.figures.get(inv.id)
        to = act.to
        if act.figure != inv.id or fig is None or fig.space is None \
                or not isinstance(to, int) or isinstance(to, bool) \
                or not 0 <= to < len(self.layout.spaces) or to == fig.space:
            return None
        steps = self._move_steps(inv)
        if steps <= 0 or to in self.move_targets(inv):
            return None
        if not self.map.is_revealed(to):
            return _m(N_(C, "That room is not explored yet."))
        return why_unreachable(self.map, self.layout, fig.space, to, WALKER, steps)

    # ------------------------------------------------------------------ the agenda

    def now(self, *items: list) -> None:
        """Put ``items`` at the front of the agenda, in the order given."""
        self.agenda[0:0] = items

    def _run(self) -> None:
        """Do the Keeper's work until someone must decide or roll, or the game ends."""
        agenda = self.agenda
        steps = self.STEPS
        while not self.over:
            if self.vars_dirty:
                self._check_variable_triggers()
            if agenda:
                item = agenda[0]
                kind = item[0]
                if kind == "test":
                    t = item[1]
                    if not self.investigators[t["inv"]].alive:  # eliminated meanwhile
                        del agenda[0]
                        continue
                    if t["rolled"] and self._test_settles(t):
                        del agenda[0]
                        self._resolve_test(t)
                        continue
                    return
                if kind in BLOCKING:
                    if self._owner_gone(item):
                        del agenda[0]
                        continue
                    return
                del agenda[0]
                steps[kind](self, item)
                continue
            if not self._phase_step():
                return

    def _owner_gone(self, item: list) -> bool:
        """A trade or puzzle of an investigator eliminated meanwhile is dropped (so is a
        test, by :meth:`_run`); a choice whose chooser is gone passes to the lead
        investigator."""
        kind, body = item[0], item[1]
        if kind == "trade":
            return not self.investigators[body].alive
        if kind == "puzzle":
            if self.investigators[body["inv"]].alive:
                return False
            self.puzzle = None
            return True
        if not self.investigators[body["seat"]].alive:
            body["seat"] = self.lead()
            alive = {inv.id for inv in self.living()}
            if body["kind"] in ("who", "tester"):
                body["options"] = [o for o in body["options"] if o in alive]
            return not body["options"]
        return False

    # ------------------------------------------------------------------ the result

    def result(self) -> Result | None:
        if not self.over:
            return None
        winners = ("investigators",) if self.over == "win" else ("keeper",)
        reason = self.ending_text()
        extras = {"ending": self.ending, "rounds": self.round,
                  "eliminations": self.eliminations,
                  "personal_losses": [self.investigators[s].id for s in self.personal_losses]}
        return Result(winners, reason, {}, extras)

    # ------------------------------------------------------------------ helpers

    def pile(self, seat: int, what: str) -> str:
        """Card piles of an investigator: ``damage-up``/``damage-down``/``horror-up``/
        ``horror-down``/``insane``."""
        return f"{what}:{seat}"

    def cards(self, seat: int, what: str) -> list[str]:
        return self.table.piles[f"{what}:{seat}"].cards

    def space_of(self, inv: Investigator) -> int:
        return self.map.figures[inv.id].space

    def investigators_at(self, space: int) -> list[Investigator]:
        figs = self.map.figures
        return [inv for inv in self.investigators
                if inv.alive and figs[inv.id].space == space]

    def visible_monsters(self) -> list[str]:
        """Monsters on the map in explored rooms, in the order they came into play."""
        if not self.monsters:
            return []
        figs = self.map.figures
        rev = self.map.revealed
        spaces = self.layout.spaces
        return [m for m in self.monsters
                if (f := figs.get(m)) is not None and spaces[f.space].room in rev]

    def is_visible(self, mid: str) -> bool:
        """The monster is on the map in an explored room."""
        f = self.map.figures.get(mid)
        return f is not None and mid in self.monsters \
            and self.layout.spaces[f.space].room in self.map.revealed

    def monsters_at(self, space: int) -> list[str]:
        """Visible monsters in ``space``, in the order they came into play."""
        if not self.monsters:
            return []
        figs = self.map.figures
        here = [m for m in self.monsters if (f := figs.get(m)) is not None and f.space == space]
        if here and self.layout.spaces[space].room not in self.map.revealed:
            return []
        return here

    def lights(self) -> list[int]:
        """Spaces holding a Light Source (an investigator carrying one)."""
        items = self.content.items
        figs = self.map.figures
        return [figs[inv.id].space for inv in self.investigators
                if inv.alive and any(items[base_id(i)]["light"] for i in inv.items)]

    def clues_allowed(self, space: int) -> bool:
        """MOM2-TERR-6..8: Clues may be spent in ``space`` (no Darkness there, or a light
        near it); the lights are looked for only in Darkness."""
        if not self.map.has_token(space, "darkness"):
            return True
        return self.map.can_spend_clues(space, self.lights())

    def new_item(self, item_id: str) -> str:
        """A fresh possession instance of ``item_id`` (or spell id)."""
        self.next_item_no += 1
        return f"{item_id}#{self.next_item_no}"

    def item_data(self, instance: str) -> dict[str, Any]:
        key = base_id(instance)
        return self.content.items.get(key) or self.content.spells[key]

    def name_of(self, thing: str) -> Msg:
        """A content name for a possession, monster, investigator or card instance."""
        key = base_id(thing)
        c = self.content
        if thing in self.by_id:
            return Msg(self.by_id[thing].name, CC)
        if thing in self.monsters:
            mon = self.monsters[thing]
            return Msg(mon.name or c.monsters[mon.kind]["name"], CC)
        for table in (c.items, c.spells, c.cards, c.monsters, c.conditions):
            if key in table:
                return Msg(table[key]["name"], CC)
        return Msg(thing, CC)

    def place_monster(self, placement_id: str) -> bool:
        """Put a monster of the scenario on the map (health scaled by the investigators)."""
        if placement_id in self.map.figures:
            return False
        mp = self._index["monsters"][placement_id]
        data = self.content.monsters[mp.monster]
        self.map.place_figure(mp.id, "monster", mp.space, mover=monster_mover(data["flying"]))
        self.monster_order += 1
        health = data["health"] + mp.health_per_investigator * self.investigator_count
        self.monsters[mp.id] = MonsterState(mp.id, mp.monster, health, mp.name,
                                            self.monster_order)
        return True

    # ------------------------------------------------------------------ copies and snapshots

    def __deepcopy__(self, memo: dict) -> "SecondEditionState":
        new = object.__new__(type(self))
        memo[id(self)] = new
        shared = ("scenario", "model", "layout", "content", "config", "house", "_index")
        for key, value in self.__dict__.items():
            if key in shared:
                setattr(new, key, value)
            elif key == "map":
                setattr(new, key, _copy_map(value))
            elif key == "_legal":
                setattr(new, key, list(value))
            elif key in ("_explored", "_walk", "_lean", "_kits", "_constant"):
                setattr(new, key, {"_explored": None, "_lean": {}, "_kits": {}, "_constant": {},
                                   "_walk": (None, -1, None)}[key])
            else:
                setattr(new, key, copy.deepcopy(value, memo))
        return new

    def snapshot(self) -> dict[str, Any]:
        return {
            "scenario": self.model.meta.id, "config": self.config, "house": self.house,
            "round": self.round, "phase": self.phase, "active": self.active,
            "over": self.over, "ending": self.ending, "personal_losses": self.personal_losses,
            "agenda": _agenda_for_digest(self.agenda), "doom_round": self.doom_round,
            "eliminations": self.eliminations, "fired": sorted(self.fired),
            "events_run": self.events_run, "variables": self.variables,
            "var_truth": self.var_truth, "objective": self.objective,
            "objectives_reached": self.objectives_reached, "used_tokens": self.used_tokens,
            "floor": {str(k): v for k, v in sorted(self.floor.items())}, "box": self.box,
            "item_pool": self.item_pool, "next_item_no": self.next_item_no,
            "next_token_no": self.next_token_no,
            "puzzle": self.puzzle.to_json() if self.puzzle is not None else None,
            "puzzle_boards": self.puzzle_boards,
            "monsters": [m.to_json() for m in self.monsters.values()],
            "monster_order": self.monster_order, "defeated": self.defeated,
            "map": self.map.to_json(), "piles": self.table.to_json(),
            "investigators": [inv.to_json() for inv in self.investigators],
            "chance": self.chance.count,
        }


def _agenda_for_digest(agenda: list) -> list:
    """The agenda as the digest sees it: a test's ``purpose`` (the words it is shown with,
    kept for the test row) is left out, so games saved before it was kept replay with the
    same digests. Everything that decides the game stays in."""
    out = agenda
    for i, item in enumerate(agenda):
        if item[0] == "test" and "purpose" in item[1]:
            if out is agenda:
                out = list(agenda)
            t = dict(item[1])
            del t["purpose"]
            out[i] = [item[0], t, *item[2:]]
    return out


def _copy_map(m: MapState) -> MapState:
    """A copy that shares the layout and the (immutable) cached graphs."""
    new = MapState(m.layout, set(m.revealed), dict(m.tokens), dict(m.doors), dict(m.figures))
    new._version = m._version
    new._cache = dict(m._cache)
    return new


def _wire() -> None:
    handlers: dict = {}
    steps: dict = {}
    for mixin in (TurnMixin, TestMixin, DamageMixin, MonsterMixin, EventsMixin, KeeperMixin):
        handlers.update(getattr(mixin, "handlers", lambda: {})())
        steps.update(getattr(mixin, "steps", lambda: {})())
    SecondEditionState.HANDLERS = handlers
    SecondEditionState.STEPS = steps


_wire()
