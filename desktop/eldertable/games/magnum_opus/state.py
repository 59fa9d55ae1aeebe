"""The Magnum Opus state: turn flow, legal actions and apply (MO-TURN-*, MO-TRADE-*,
MO-TABLE-*, MO-EXP-*, MO-PAUSE-*, MO-END-*).

The state is flat plain data. Cards live in an :class:`~eldertable.engine.decks.Table`;
the attributes ``deck``, ``hand``, ``disc`` … are the card lists of its piles (aliases, so
moving a card is a list operation and ``table.check()`` still sees every card).

Work the rules must finish before a seat decides again is a queue ``q`` of steps (plain
tuples): rolls (``current_player() == CHANCE``), decisions (the seat chooses among the
step's actions) and automatic steps that run at once. Transmutations live in
:mod:`.transmute`, Discovery and Research effects in :mod:`.effects`, the observation in
:mod:`.observe`, the handlers of Tradeskills, Table moves, Search, Buy, Sell and Action
cards in :mod:`.turn_actions`.
"""

from __future__ import annotations

from typing import Any

from ...engine.messages import N_, Msg
from ...engine.protocol import CHANCE, TERMINAL, Event, IllegalAction, Result, State
from . import actions as A
from .effects import EffectsMixin
from ...engine.fastrng import shuffle
from .legal import CHANCE_STEPS, PASS_ONLY, RUN_BUILDERS, LegalMixin
from .observe import ObserveMixin
from .rules import Rules
from .setup import build_table, first_player_text, roll_first_player
from .transmute import TransmuteMixin
from .turn_actions import TurnActionsMixin

C = "magnum-opus"
DECISION_STEPS = frozenset(("lead", "after", "mindstone", "keep", "mor", "free", "incinerate",
                            "reveal", "choose", "tools"))
WAIT_STEPS = CHANCE_STEPS | DECISION_STEPS


def _m(text: str, **args: Any) -> Msg:
    return Msg(text, C, **args)


def who(seat: int) -> Msg:
    return Msg(N_(C, "Alchemist {n}"), C, n=seat + 1)


class MOState(TurnActionsMixin, LegalMixin, TransmuteMixin, EffectsMixin, ObserveMixin,
              State):
    game = "magnum-opus"
    shared_view = False  # each player's hand is hidden from the others

    # Every field is declared here once with its type; the mixins read and write these
    # and add none of their own (tests/games/test_state_fields_declared.py).
    rules: Rules
    config: dict[str, Any]
    chance: Any
    seat_count: int  # the number of players (num_seats())
    round_limit: int
    limited: bool
    setup_events: list[Event]
    # events and the caches kept per state version (_ver)
    _events: list[Event]
    loud: bool  # see engine.protocol.State.loud
    _ver: int
    _legal_ver: int  # the _ver the kept _legal list was made at
    _legal: list
    _action_maps: Any  # action_maps(rules)
    _table_moves: Any
    _purchases: Any
    _sales: Any
    _tabq: dict[tuple, tuple]
    _buy_opts: list
    _assist_offers: list  # (fee, assist action) of the cells open for an assist
    _alive: int  # bit set of the cells not yet failed
    _mat: Any
    _minfo: Any
    _mprev: Any
    _mdirty: list[int]
    _upg: dict[int, list]
    _sobs: dict | None
    _bviews: dict | None
    _cpv: dict | None
    _rown_live: bool
    _rbit: dict
    _cbit: dict
    _cshift: int
    _rmask: int
    _cmask: int
    _rcbit: dict
    _g11: bool
    _g12: bool
    _g13: bool
    _g14: bool
    _g15: bool
    # the table (setup.build_table): card lists by seat are indexed [seat]
    table: Any  # the engine Table of piles
    axes_a: Any  # the alchemical axes
    axes_m: Any  # the mystic axes
    sup: dict[str, list[str]]  # the supply piles
    search: list[str]
    res: list[list[str]]  # the face-down research card of each cell
    research: list[str]  # the research deck
    dis: list[list[str]]  # the discovery card of each cell
    dstate: list[int]  # each cell's discovery state (0 down, 1 up, 2 failed)
    cluepile: dict[str, list[str]]
    recipe_cards: list[str]
    deck: list[list[str]]
    hand: list[list[str]]
    disc: list[list[str]]  # discard piles
    tab: list[list[str]]  # the cards on each player's table
    work: list[list[str]]
    shelves: list[list[str]]
    shelved: list[list[str]]
    aside: list[list[str]]
    clues: list[list[str]]
    pick: list[list[str]]
    box: list[str]
    gold: list[int]
    experience: list[int]  # experience tokens (snapshot key "xp")
    # the course of the game
    first: int  # the first player's seat
    bank_gold: int
    bank_xp: int
    pending_steps: list[tuple]  # the automatic steps still to run, next first (snapshot key "q")
    transmutation: dict[str, Any] | None  # the transmutation under way; snapshot key "tx"
    stone: list[bool]
    stone_round: list[int]
    revealed: list[bool]
    end_seat: int
    first_stone: int
    over: str
    winners: tuple[str, ...]
    phase: str
    rown: list[int]
    step: str
    turn_no: int
    buyables: list
    fees: list
    seat: int
    ts_gold: bool
    ts_cards: bool
    ts_bonus: bool
    shelf_bonus: bool
    shelved_turn: bool
    unshelved_turn: bool
    moves: int
    bought: int
    sold: int
    sold_first: bool

    def __init__(self, rules: Rules, config: dict[str, Any], chance, *,
                 quiet: bool = False) -> None:
        """``quiet``: build no events at all, from the setup on (see :meth:`quiet`)."""
        self.rules = rules
        self.config = config
        self.chance = chance
        self.seat_count = config["players"]
        self.round_limit = int(config.get("options", {}).get("round_limit", 0) or 0)
        self.limited = not rules.house["MO-GAP-28"]
        self._events: list[Event] = []
        self.loud = False  # the deal's draws are not logged
        self._ver = 0
        self._legal_ver = -1
        self._legal: list = []
        self.pending_steps: list[tuple] = []
        self.transmutation: dict[str, Any] | None = None
        self.stone = [False] * self.seat_count
        self.stone_round = [0] * self.seat_count
        self.revealed = [False] * self.seat_count
        self.end_seat = -1
        self.first_stone = -1
        self.over = ""
        self.winners: tuple[str, ...] = ()
        self.phase = "setup"
        self._mat = self._minfo = self._mprev = None
        self._mdirty: list[int] = []  # cells changed since the last Matrix view
        self._upg: dict[int, list] = {}
        self._sobs = None
        self._bviews = None
        self._cpv = None
        # MO-GAP-18 "everywhere": the running count rown is the tie-breaker's count
        self._rown_live = rules.house["MO-GAP-18"] == "everywhere"
        self.rown = [0] * self.seat_count
        self.step = ""
        self.turn_no = 0
        self._flags()
        build_table(self)
        self.buyables = [(t, rules.cards[t].cost) for t in self.axes_a + self.axes_m
                         + rules.journeyman]
        # MO-ASSIST-2 / MO-GAP-9 (formula.FormulaMixin._fee): cell row * size + column
        per = {t: c.vol if rules.house["MO-GAP-9"] == "volatility" else c.cost
               for t, c in ((t, rules.cards[t]) for t in self.axes_a + self.axes_m)}
        self.fees = [per[a] + per[m] for a in self.axes_a for m in self.axes_m]
        self._buy_table()
        # Reagent instance -> the bit of its Matrix row (Alchemical) or column (Mystic)
        copies = rules.copies
        self._rbit = {c: 1 << i for i, t in enumerate(self.axes_a) for c in copies[t]}
        self._cbit = {c: 1 << i for i, t in enumerate(self.axes_m) for c in copies[t]}
        # both in one map: the row bits low, the column bits shifted above them
        self._cshift = len(self.axes_a)
        self._rmask = (1 << self._cshift) - 1
        self._cmask = (1 << len(self.axes_m)) - 1
        self._rcbit = {**self._rbit, **{c: b << self._cshift for c, b in self._cbit.items()}}
        self.first, rolls = roll_first_player(self)
        if quiet:
            self.setup_events = []
        else:
            self.setup_events = [Event("first-player", first_player_text(self.first),
                                       {"rolls": rolls, "sides": rules.sides,
                                        "seat": self.first}, chance=True)]
            self._events = []
            self.loud = True
        self._start_turn(self.first)
        self._run()
        self._legal_ver = self._ver
        if not quiet:
            self.setup_events += self._events
            self._events = []

    # ------------------------------------------------------------------ protocol basics

    def num_seats(self) -> int:
        return self.seat_count

    def seat_label(self, seat: int) -> Msg:
        return who(seat)

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        q = self.pending_steps
        if q and q[0][0] in CHANCE_STEPS:
            return CHANCE
        return self.seat

    def invalidate(self) -> None:
        """Forget every cache: legal actions, the Matrix, Supply and Clue pile views and
        the bot views (call it after changing piles or fields by hand, as tests do)."""
        self._ver += 1
        self._mat = self._minfo = self._mprev = None
        self._upg = {}
        self._sobs = None
        self._cpv = None
        self._bviews = None

    def _say(self, kind: str, text: Msg | None, data: dict | None = None, *,
             only: int | None = None, public: Msg | None = None, chance: bool = False,
             reveal: bool = False) -> None:
        self._events.append(Event(kind, text, data or {},
                                  None if only is None else frozenset((only,)), public,
                                  chance, reveal))

    # ------------------------------------------------------------------ apply

    def legal_actions(self, seat: int | None = None) -> list:
        if self._legal_ver != self._ver:
            self._legal = self._compute_legal()
            self._legal_ver = self._ver
        if seat is not None and seat != self.current_player():
            return []
        return self._legal.copy()

    def apply(self, act) -> list[Event]:
        if self._legal_ver != self._ver:
            self._legal = self._compute_legal()
            self._legal_ver = self._ver
        for a in self._legal:
            if a is act:
                break
        else:
            legal = self._legal
            if act not in legal:
                raise IllegalAction(_m(N_(C, "That is not allowed now.")), act)
            act = legal[legal.index(act)]
        events = None
        if self.loud:
            events = self._events = []
        self._ver += 1
        self.HANDLERS[type(act)](self, act)
        self._run()
        # _run left the legal actions of the new position in self._legal.
        self._legal_ver = self._ver = self._ver + 1
        return [] if events is None else events

    def _step(self, act) -> None:
        """:meth:`apply` for a quiet state and an action taken from the current legal list
        (the simulator's loop): no legality test, no events."""
        self._ver += 1
        self.HANDLERS[type(act)](self, act)
        self._run()
        self._legal_ver = self._ver = self._ver + 1

    def _run(self) -> None:
        """Run automatic steps until a roll, a decision or an empty queue; skip phases in
        which passing is the only choice; leave the legal actions in ``self._legal``."""
        q = self.pending_steps
        while True:
            while q:
                kind = q[0][0]
                if kind in WAIT_STEPS:
                    self._legal = self._compute_legal()
                    return
                self.STEPS[kind](self, q.pop(0))
                if self.over:
                    q.clear()
                    self._legal = []
                    return
            if self.over:
                self._legal = []
                return
            build, skippable = RUN_BUILDERS.get(self.step or self.phase, PASS_ONLY)
            legal = build(self)
            if skippable and len(legal) == 1:
                self._end_phase()
                continue
            self._legal = legal
            return

    # ------------------------------------------------------------------ handlers: phases

    def _end_phase(self, act=None) -> None:
        """End the phase (or the turn, from the Experiment Phase); also the handler of
        the pass (``act``, :class:`~.actions.EndPhase`)."""
        ph = self.phase
        if ph == "tradeskill":
            self.phase = "table"
            if self.loud:
                self._phase_event()
        elif ph == "table":
            self.phase = "experiment"
            self.step = "choose"
            if self.loud:
                self._phase_event()
        elif ph == "experiment":
            if act is not None and self.loud and self.step == "choose":
                self._say("pass", _m(N_(C, "{player} passes."), player=who(self.seat)))
            self._end_turn()

    def _phase_event(self) -> None:
        if self.loud:
            names = {"tradeskill": N_(C, "Tradeskill Phase"), "table": N_(C, "Table Phase"),
                     "experiment": N_(C, "Experiment Phase")}
            self._say("phase", _m(N_(C, "{player}: {phase}."), player=who(self.seat),
                                  phase=_m(names[self.phase])),
                      {"phase": self.phase, "seat": self.seat})

    def _start_turn(self, seat: int) -> None:
        self.seat = seat
        self.phase = "tradeskill"
        self.step = ""
        self.ts_gold = self.ts_cards = self.ts_bonus = False
        # MO-CARD-30: an empty Shelf at the start of the turn opens the extra Tradeskill.
        self.shelf_bonus = bool(self.shelves[seat]) and not self.shelved[seat]
        self.shelved_turn = False
        self.unshelved_turn = False
        self.moves = 0
        self.bought = self.sold = 0
        self.sold_first = False
        if self.loud:
            self._say("turn", _m(N_(C, "Turn of {player} (round {round})."), player=who(seat),
                                 round=self.round()), {"seat": seat, "round": self.round()})
            self._phase_event()

    def round(self) -> int:
        return self.turn_no // self.seat_count + 1

    def _end_turn(self) -> None:
        """MO-PAUSE-1..3: discard the hand, draw five, pass to the left (MO-TURN-2)."""
        s = self.seat
        hand, deck = self.hand[s], self.deck[s]
        if hand:
            self.disc[s].extend(hand)
            hand.clear()
        n = self.rules.hand_size
        top = deck[:n]
        if len(top) == n and not self.loud and self.rules.i_shelf.isdisjoint(top):
            del deck[:n]  # _draw's common case, inline: the top cards at once
            hand += top
        else:
            self._draw(s, n)
        self.phase = "pause"
        self.step = ""
        if self.loud:
            self._say("pause", _m(N_(C, "{player} pauses to consider and draws a new hand."),
                                  player=who(s)), {"seat": s})
        if self.end_seat == s:
            self._finish("stone")
            return
        if (self.round_limit and self.end_seat < 0
                and self.turn_no + 1 >= self.round_limit * self.seat_count):
            self._finish("limit")
            return
        self.turn_no += 1
        self._start_turn((s + 1) % self.seat_count)

    # ------------------------------------------------------------------ drawing and moving

    def _draw(self, s: int, n: int) -> list[str]:
        """Draw from the own deck; an empty deck takes the shuffled discard (MO-DECK-1).
        A Shelf is put into play beside the Table when first drawn and another card is
        drawn in its place (MO-GAP-13)."""
        deck, hand = self.deck[s], self.hand[s]
        shelf = self.rules.i_shelf
        events = self.loud
        if len(deck) >= n and not events:  # the common case: the top cards at once
            top = deck[:n]
            if shelf.isdisjoint(top):
                del deck[:n]
                hand += top
                return top
        drawn: list[str] = []
        while len(drawn) < n:
            if not deck:
                disc = self.disc[s]
                if not disc:
                    break
                deck.extend(disc)
                disc.clear()
                shuffle(self.chance, deck)
                if events:
                    self._say("reshuffle", _m(N_(C, "{player} shuffles the discard pile into a "
                                                    "new draw pile."), player=who(s)),
                              {"seat": s, "count": len(deck)}, chance=True)
            k = n - len(drawn)
            top = deck[:k]
            if shelf.isdisjoint(top):  # the common case: the top cards at once
                del deck[:k]
                hand += top
                drawn += top
                continue
            c = deck.pop(0)
            if c in shelf:
                self.shelves[s].append(c)
                if events:
                    self._say("shelf", _m(N_(C, "{player} sets a Shelf beside the Table."),
                                          player=who(s)), {"seat": s, "card": c}, reveal=True)
                continue
            hand.append(c)
            drawn.append(c)
        if drawn and events:
            inst = self.rules.instances
            self._say("draw", _m(N_(C, "You draw {cards}."),
                                 cards=[inst[c].name for c in drawn]),
                      {"seat": s, "cards": list(drawn)}, only=s,
                      public=_m(N_(C, "{player} draws {n} "
                                      "{n|card|cards}."), player=who(s), n=len(drawn)),
                      reveal=True)
        return drawn

    def _to_supply(self, c: str, src: list[str]) -> bool:
        """Return a card to the Supply; never an Attempt Transmutation (MO-DECK-4)."""
        card = self.rules.instances[c]
        if card.starts and card.group == "action":
            return False
        src.remove(c)
        cid = card.id
        if card.research:
            self.research.append(c)
            self.rown[self.seat] -= 1
        elif card.group == "tradeskill" and card.level == "apprentice" \
                and not self.rules.house["MO-GAP-3"]:
            self.box.append(c)
        elif cid in self.sup:
            self.sup[cid].append(c)
            if self._sobs is not None:
                self._supply_changed(cid)
        else:
            self.box.append(c)
        return True

    def _gain_gold(self, s: int, n: int) -> int:
        if self.limited:
            n = min(n, self.bank_gold)
            self.bank_gold -= n
        self.gold[s] += n
        return n

    def _pay(self, s: int, n: int) -> None:
        self.gold[s] -= n
        if self.limited:
            self.bank_gold += n

    def _gain_xp(self, s: int, n: int) -> int:
        """MO-XP-1: never above the cap; tokens beyond it are lost (MO-GAP-16)."""
        room = self.rules.xp_cap - self.experience[s]
        n = max(0, min(n, room))
        if self.limited:
            n = min(n, self.bank_xp)
            self.bank_xp -= n
        self.experience[s] += n
        return n

    def _spend_xp(self, s: int, n: int) -> None:
        self.experience[s] -= n
        if self.limited:
            self.bank_xp += n

    # ------------------------------------------------------------------ end of game

    def _finish(self, reason: str) -> None:
        self.over = reason
        self.phase = "over"
        self.step = ""
        self.pending_steps.clear()
        makers = [s for s in range(self.seat_count) if self.stone[s]]
        if reason == "instant":
            best = [self.first_stone]
        else:
            pool = makers if makers else list(range(self.seat_count))
            # MO-END-3..6, MO-GAP-18: Research, then Gold, then Experience; ties share.
            key = {s: (self.research_count(s), self.gold[s], self.experience[s]) for s in pool}
            top = max(key.values())
            best = [s for s in pool if key[s] == top]
        self.winners = tuple(f"seat{s}" for s in best)
        if self.loud:
            self._say("game-over", _m(N_(C, "The game is over. Winner: {players}."),
                                      players=[who(s) for s in best]),
                      {"winners": list(self.winners), "reason": reason})

    def research_count(self, s: int) -> int:
        """MO-GAP-18: Research cards the seat owns (a running count, or deck zones only)."""
        if self.rules.house["MO-GAP-18"] == "everywhere":
            return self.rown[s]
        return self.count_research(s)

    def count_research(self, s: int) -> int:
        inst = self.rules.instances
        zones = [self.deck[s], self.hand[s], self.disc[s]]
        if self.rules.house["MO-GAP-18"] == "everywhere":
            zones += [self.tab[s], self.work[s], self.shelves[s], self.shelved[s], self.aside[s],
                      self.pick[s]]
        return sum(1 for z in zones for c in z if inst[c].research)

    def result(self) -> Result | None:
        if not self.over:
            return None
        reasons = {"stone": N_(C, "The Philosophers' Stone was made."),
                   "instant": N_(C, "The first Philosophers' Stone wins at once."),
                   "limit": N_(C, "The round limit was reached without a Philosophers' Stone.")}
        made = [s for s in range(self.seat_count) if self.stone[s]]
        return Result(self.winners, _m(reasons[self.over]),
                      {f"seat{s}": float(self.research_count(s)) for s in range(self.seat_count)},
                      {"ended_by": self.over, "rounds": self.round(),
                       "stones": len(made),
                       "turns_to_stone": min((self.stone_round[s] for s in made), default=0)})

    # ------------------------------------------------------------------ snapshot

    def snapshot(self) -> dict[str, Any]:
        return {
            "players": self.seat_count, "piles": self.table.to_json(),
            "axes": [self.axes_a, self.axes_m],
            "dstate": list(self.dstate), "gold": list(self.gold), "xp": list(self.experience),
            "bank": [self.bank_gold, self.bank_xp], "stone": list(self.stone),
            "stone_round": list(self.stone_round), "revealed": list(self.revealed),
            "seat": self.seat, "first": self.first, "turn": self.turn_no, "phase": self.phase,
            "step": self.step, "ts": [self.ts_gold, self.ts_cards, self.ts_bonus,
                                      self.shelf_bonus, self.shelved_turn, self.unshelved_turn],
            "moves": self.moves, "market": [self.bought, self.sold, self.sold_first],
            "q": [list(x) for x in self.pending_steps], "tx": self.transmutation,
            "end_seat": self.end_seat,
            "first_stone": self.first_stone,
            "over": self.over, "winners": list(self.winners), "chance": self.chance.count,
            "research_owned": list(self.rown),
            "house": self.rules.house, "round_limit": self.round_limit,
        }


def _wire() -> None:
    H = {
        A.EndPhase: MOState._end_phase, A.PlayTradeskill: MOState._h_tradeskill,
        A.PlaceOnTable: MOState._h_place, A.ReturnToHand: MOState._h_return,
        A.ShelveCard: MOState._h_shelve, A.UnshelveCard: MOState._h_unshelve,
        A.SearchReagents: MOState._h_search, A.Buy: MOState._h_buy, A.Sell: MOState._h_sell,
        A.PlayAction: MOState._h_play_action, A.ReturnLead: MOState._h_return_lead,
        A.RollDie: MOState._h_roll,
    }
    H.update(TransmuteMixin.handlers())
    H.update(EffectsMixin.handlers())
    MOState.HANDLERS = H
    S = {"end_experiment": MOState._s_end_experiment}
    S.update(TransmuteMixin.steps())
    S.update(EffectsMixin.steps())
    MOState.STEPS = S


_wire()
