"""The first-edition state: one to five investigators against the Keeper (a seat like any
other: the last one). Plain data, so ``copy.deepcopy`` works.

Flow: the Keeper makes the secret story choice (FA-EPI-3, FA-GAP-28); then rounds of
investigator turns in seat order (:mod:`.turn`) followed by the Keeper turn
(:mod:`.keeper`). Card effects and the story's events run from a work stack
(:mod:`.resolve`, :mod:`.story`); a step that needs someone (an either/or choice, a
byakhee's question, a Keeper reaction, a puzzle) sets ``pending`` and waits.
"""

from __future__ import annotations

import copy
from typing import Any

from ....engine.messages import Msg, N_
from ....engine.protocol import CHANCE, TERMINAL, Event, IllegalAction, Result, State
from ..map.mapstate import monster_mover
from ..puzzles.side_effects import SideEffectDeck
from ..scenario.interpreter import scenario_index
from . import actions as A
from .cardplaces import card_places
from .cards import CardSet
from .figures import Investigator, Monster
from .keeper import KeeperMixin
from .logwords import named
from .observe import ObserveMixin
from .prompt import PromptMixin
from .resolve import ResolveMixin
from .setup import deal_decks, place_investigators
from .story import StoryMixin
from .turn import TurnMixin

C = "mansions"


def _copy_frames(value, seen: dict[int, Any] | None = None):
    """Work frames: lists and dicts are copied, the effect models in them are shared.
    ``seen`` (old list's id -> its copy) lets a caller find the copy of a frame it holds."""
    if isinstance(value, list):
        out: list[Any] = []
        if seen is not None:
            seen[id(value)] = out
        out.extend(_copy_frames(v, seen) for v in value)
        return out
    if isinstance(value, tuple):
        return tuple(_copy_frames(v, seen) for v in value)
    if isinstance(value, dict):
        return {k: _copy_frames(v, seen) for k, v in value.items()}
    return value


def _m(text: str, /, **args: Any) -> Msg:
    return Msg(text, C, **args)


class FirstEditionState(TurnMixin, KeeperMixin, ResolveMixin, StoryMixin, ObserveMixin,
                        PromptMixin, State):
    game = "mansions"
    # the Keeper's hand and story choice are hidden from the investigators, and a keen
    # eye (FA-BYAK-3) shows one investigator token backs the others do not see
    shared_view = False

    # Every field is declared here once with its type; the mixins read and write these
    # and add none of their own (tests/games/test_state_fields_declared.py).
    scenario: Any
    model: Any
    layout: Any
    story: Any
    cards: CardSet
    rules: Any
    monster_data: dict[str, Any]
    config: dict[str, Any]
    house: dict[str, Any]
    chance: Any
    loud: bool
    _events: list[Event]
    _index: Any
    investigator_count: int  # the investigator seats; the Keeper's seat is the next one
    keeper: int
    round_limit: int
    players_choose: bool  # the players choose who is tested (config option "tested")
    round: int
    phase: str
    active: int
    over: str
    ending: str
    choice: str
    threat: int
    hand: list[str]
    used_actions: list[str]
    used_threat: dict[str, int]
    pending: dict[str, Any] | None
    _pending_frame: list[Any] | None
    _last_test: bool
    puzzle_seat: int
    puzzle_then: tuple
    work: list[list[Any]]  # pending steps
    puzzle: Any
    fired: set[str]
    variables: dict[str, Any]
    vars_dirty: bool
    objective: Any
    time_period: int
    mutation_pool: int
    eliminations: int
    monsters: dict[str, Monster]
    map: Any
    investigators: list[Investigator]
    side_effects: SideEffectDeck
    # the decks (setup.deal_decks)
    piles: dict[str, list[str]]
    discards: dict[str, list[str]]
    rooms: dict[str, list[str]]
    keeper_actions: list[str]

    def __init__(self, scenario, story, cards: CardSet, rules, config: dict[str, Any],
                 house: dict[str, Any], chance) -> None:
        self.scenario = scenario
        self.model = scenario.model
        self.layout = scenario.layout
        self.story = story
        self.cards = cards
        self.rules = rules
        self.monster_data = {m.id: m for m in rules.monsters}
        self.config = config
        self.house = house
        self.chance = chance
        self.loud = True
        self._events: list[Event] = []
        self._index = scenario_index(self.model)
        self.investigator_count = len(config["investigators"])
        self.keeper = self.investigator_count
        self.round_limit = int(config["options"].get("round_limit", 0) or 0)
        self.players_choose = config["options"].get("tested") == "chosen"
        self.round = 1
        self.phase = "story"  # story, investigator, keeper, over
        self.active = 0
        self.over = ""  # "", "investigators", "keeper", "none"
        self.ending = ""
        self.choice = ""  # the option of the first story choice (secret)
        self.threat = int(house["FA-GAP-3.start"])
        self.hand: list[str] = []
        self.used_actions: list[str] = []
        self.used_threat: dict[str, int] = {}
        self.pending: dict[str, Any] | None = None
        self._pending_frame: list[Any] | None = None
        self._last_test = False
        self.puzzle_seat = 0
        self.puzzle_then: tuple = ([], [], {})
        self.work: list[list[Any]] = []
        self.puzzle = None
        self.fired: set[str] = set()
        self.variables = {v.id: v.initial for v in self.model.variables}
        self.objective = self.model.start_objective
        self.time_period = 0
        self.mutation_pool = int(house["FA-GAP-22"])
        self.eliminations = 0
        self.monsters: dict[str, Monster] = {}
        self._setup()

    # ------------------------------------------------------------------ setup

    def _setup(self) -> None:
        self.map = self.scenario.initial_map()
        if self.house["FA-GAP-1.map"]:
            for t in self.model.map.tiles:
                self.map.reveal_tile(t.id)
        for placed in self.model.map.monsters:
            if placed.placed:
                self.map.remove_figure(placed.id)
                self.add_monster(placed.id, placed.monster, placed.space, placed.name,
                                 placed.health_per_investigator)
        self.investigators = place_investigators(self)
        deal_decks(self)
        side = [c for c in self.piles.get("side-effect", [])]
        self.side_effects = SideEffectDeck(side, [], [c for c in side if self.cards.cards[c].multi],
                                           solo=self.investigator_count == 1)
        self.piles.pop("side-effect", None)
        self.refill_hand()
        mode = self.config["options"].get("story_choice", "keeper")
        options = [o.id for o in self.story.choices[0].options]
        if mode == "random":
            self.choice = self.chance.choice(options)
        elif mode != "keeper":
            self.choice = mode
        if self.choice:
            self.start_play()

    def start_play(self) -> None:
        self.phase = "investigator"
        self.active = 0
        self.fire("start", self.keepers_trigger(0), None)
        self.begin_turn(self.investigators[0])
        self.run()

    def free_tokens(self, kind: str) -> list[int]:
        """FA-COMP-35: the tokens of ``kind`` (one per back in the rules data) that no
        figure in play holds; a defeated or removed figure gives its token back."""
        held = {m.back for m in self.monsters.values() if m.kind == kind}
        return [i for i in range(len(self.monster_data[kind].backs)) if i not in held]

    def add_monster(self, mid: str, kind: str, space, name: str | None, bonus: int) -> Monster:
        """A figure of ``kind`` with a token drawn from the kind's free tokens, without
        replacement (FA-COMP-35). When every token of the kind is held, a Keeper summon
        places nothing (:meth:`summon`, :meth:`keeper_legal`), but a monster the story
        itself places still comes in, with a token drawn from all of the kind's tokens
        (docs/first-edition-cards.md, "Monster tokens")."""
        data = self.monster_data[kind]
        flying = self.scenario.catalog.monsters[kind].flying
        if kind == "byakhee" and not self.house["FA-GAP-16"]:
            flying = False
        tokens = self.free_tokens(kind) or list(range(len(data.backs)))
        back = tokens[self.chance.randint(0, len(tokens) - 1)] if len(tokens) > 1 else tokens[0]
        mover = monster_mover(flying)
        if not flying and not self.house["FA-GAP-17"]:
            mover = type(mover)(True, mover.passes_locked, mover.passes_barricades)
        self.map.place_figure(mid, "monster", space, mover=mover)
        m = self.monsters[mid] = Monster(mid, kind, name, back, bonus)
        return m

    # ------------------------------------------------------------------ numbers

    def monster_back(self, m: Monster):
        return self.monster_data[m.kind].backs[m.back]

    def monster_health(self, m: Monster) -> int:
        base = self.monster_back(m).health
        if not m.bonus:
            return base
        bonus = m.bonus * self.investigator_count
        if self.house["FA-GAP-30"] == "bonus-only":
            return max(base, bonus)
        return base + bonus

    def attribute(self, inv: Investigator, name: str) -> int:
        """An attribute with the constant modifiers of the cards kept (traumas, traits)."""
        value = inv.attrs[name]
        for cid in inv.kept:
            for eff in self.effects_of(cid):
                if eff.do == "modify" and eff.attribute == name:
                    value += eff.by
        return value

    def space_of(self, inv: Investigator) -> int:
        return self.map.figures[inv.id].space

    def room_of(self, space: int) -> str:
        return self.layout.spaces[space].room

    def playing(self) -> list[Investigator]:
        return [i for i in self.investigators if i.playing]

    def by_id(self, fid: str) -> Investigator:
        return next(i for i in self.investigators if i.id == fid)

    def movable(self, mid: str) -> bool:
        """A confined monster stays put until the story frees it."""
        if mid not in self.story.confined or self.story.warden_free is None:
            return True
        return bool(self.variables.get(self.story.warden_free))

    def monsters_at(self, space: int) -> list[Monster]:
        return [self.monsters[f.id] for f in self.map.figures_at(space) if f.kind == "monster"]

    def mutations_in_play(self) -> int:
        return (sum(i.mutations for i in self.investigators) + sum(
            m.mutations for m in self.monsters.values())
            + sum(t.kind == "mutation" for t in self.map.tokens.values()))

    # ------------------------------------------------------------------ protocol

    def num_seats(self) -> int:
        return self.investigator_count + 1

    def seat_label(self, seat: int) -> Msg:
        if seat == self.keeper:
            return _m(N_(C, "Keeper"))
        return Msg(self.investigators[seat].name, "content:mansions")

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        if self.puzzle is not None:
            return CHANCE if self.puzzle.current_player() == CHANCE else self.puzzle_seat
        if self.pending is not None:
            return self.pending["seat"]
        if self.phase == "story" or self.phase == "keeper":
            return self.keeper
        return self.active

    def legal_actions(self, seat: int | None = None) -> list:
        cur = self.current_player()
        if seat is None:
            seat = cur
        if cur == TERMINAL or seat != cur:
            return []
        if self.puzzle is not None:
            return [A.wrap(a) for a in self.puzzle.legal_actions(self.puzzle.current_player())]
        if self.pending is not None:
            return self.pending_legal()
        if self.phase == "story":
            return [A.ChooseStory(o.id) for o in self.story.choices[0].options]
        if self.phase == "keeper":
            return self.keeper_legal()
        return self.turn_legal(self.investigators[self.active])

    def apply(self, act) -> list[Event]:
        return self.apply_from(act, self.legal_actions(self.current_player()))

    def apply_from(self, act, legal: list) -> list[Event]:
        """:meth:`apply` for a caller that has just asked :meth:`legal_actions` of this
        very state (nothing changed since) and hands that list back: the simulator, so
        that the list is not built twice per action."""
        if act not in legal:
            raise IllegalAction(self.why_not(act), act)
        self._events = []
        if isinstance(act, A.PuzzleStep):
            self.puzzle_step(act)
        elif self.pending is not None:
            self.answer_pending(act)
        elif isinstance(act, A.ChooseStory):
            self.choice = act.option
            self.log("story-chosen", N_(C, "The Keeper makes the story choice in secret."))
            self.start_play()
        elif self.phase == "keeper":
            self.keeper_apply(act)
        else:
            self.turn_apply(act)
        self.run()
        return self._events

    def result(self) -> Result | None:
        if not self.over:
            return None
        winners = () if self.over == "none" else (self.over,)
        return Result(winners, _m(N_(C, "The story is over.")),
                      extras={"ending": self.ending, "choice": self.choice,
                              "epilogue": self.epilogue()})

    def card_places(self) -> dict[str, list[str]]:
        """Every place that holds cards, with its cards (:mod:`.cardplaces`)."""
        return card_places(self)

    def snapshot(self) -> dict[str, Any]:
        return {"round": self.round, "phase": self.phase, "active": self.active,
                "over": self.over, "ending": self.ending, "choice": self.choice,
                "threat": self.threat, "hand": list(self.hand), "piles": self.piles,
                "discards": self.discards, "rooms": self.rooms,
                "side": self.side_effects.to_json(), "map": self.map.to_json(),
                "investigators": [i.to_json() for i in self.investigators],
                "monsters": {k: m.to_json() for k, m in sorted(self.monsters.items())},
                "variables": self.variables, "fired": sorted(self.fired),
                "pending": self.pending, "work": repr(self.work),
                "time": self.time_period, "objective": self.objective,
                "puzzle": self.puzzle.to_json() if self.puzzle is not None else None}

    def __deepcopy__(self, memo: dict) -> "FirstEditionState":
        """Read-only parts (scenario, layout, story, cards, rules data, trigger index) are
        shared; work frames hold read-only effect models, copied as lists."""
        new = object.__new__(type(self))
        memo[id(self)] = new
        frames: dict[int, Any] = {}
        shared = ("scenario", "model", "layout", "story", "cards", "rules", "monster_data",
                  "config", "house", "_index")
        for key, value in self.__dict__.items():
            if key in shared:
                setattr(new, key, value)
            elif key == "map":
                fresh = copy.copy(value)
                fresh.revealed = set(value.revealed)
                fresh.tokens = dict(value.tokens)
                fresh.doors = dict(value.doors)
                fresh.figures = dict(value.figures)
                fresh._cache = {}
                setattr(new, key, fresh)
            elif key in ("work", "puzzle_then"):
                setattr(new, key, _copy_frames(value, frames))
            elif key == "_pending_frame":
                setattr(new, key, None)
            else:
                setattr(new, key, copy.deepcopy(value, memo))
        if self._pending_frame is not None:
            # the frame a question waits on: its copy inside the copied work (or puzzle
            # continuation), or a copy of its own when it is no longer on the work stack
            pending = self._pending_frame
            found = frames.get(id(pending))
            new._pending_frame = found if found is not None else _copy_frames(pending)
        return new

    # ------------------------------------------------------------------ log

    def log(self, event_kind: str, text: str, visible: frozenset[int] | None = None,
            public: str | None = None, **args: Any) -> None:
        if not self.loud:
            return
        words = named(self, args)  # the text names what the data holds by id
        self._events.append(Event(event_kind, _m(text, **words), dict(args), visible,
                                  _m(public, **words) if public else None,
                                  chance=event_kind in ("roll", "draw"),
                                  reveal=event_kind in ("reveal", "story-chosen", "over")))

    def end_game(self, winner: str, ending: str = "") -> None:
        if self.over:
            return
        self.over = winner
        self.ending = ending
        self.phase = "over"
        self.pending = None
        self.work = []
        self.puzzle = None
        self.log("over", N_(C, "The story is over."))
