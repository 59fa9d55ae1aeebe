"""The Miskatonic Madness state: piles, tracks, the step machine and the action handlers.

The rules run as a small step machine so that a game can pause at any decision and be
copied, saved and digested as plain data. ``self.steps`` is a stack of JSON-able tuples
(``("eff", step_id)``, ``("f_round",)``, …); :meth:`_advance` pops and runs steps until a
seat must decide (``self.decision = [seat, kind, payload]``) or the game ends. Every action
first validates (raising :class:`IllegalAction` and changing nothing), then mutates, then
advances. Step handlers live in the mixins of :mod:`.turn`, :mod:`.reveal` and
:mod:`.final`; views read :mod:`.observe`.
"""

from __future__ import annotations

from typing import Any

from eldertable.engine.chance import ChanceSource, SeededChance
from eldertable.engine.decks import Pile, Table
from eldertable.engine.fastrng import roll, shuffle
from eldertable.engine.messages import Msg, N_
from eldertable.engine.protocol import TERMINAL, Event, IllegalAction, Result, State

from . import actions as A
from .dice import d6
from .final import FinalSteps
from .legal import LegalActions
from .observe import Observer
from .reveal import RevealSteps
from .rules import GOAL, RECOVERY, RITUALS, STUDY, Rules
from .turn import TurnSteps

C = "miskatonic"
SEATS = ("cultist", "investigators")


def _illegal(text: str, **args: Any) -> IllegalAction:
    return IllegalAction(Msg(text, C, **args))


class MiskatonicState(TurnSteps, RevealSteps, FinalSteps, LegalActions, Observer, State):
    """Every field is declared here once; the mixins (turn, reveal, final, legal, observe)
    read and write these and add none. snapshot() keeps the short keys of the saves made
    before the names were spelled out ("sp", "dec", "lp", ...)."""

    game = "miskatonic"
    shared_view = False  # the cultist's face-down cards and each side's hand are hidden

    # set up once
    rules: Rules
    content: Any  # the game's Content (rules.content)
    house_rules: dict[str, Any]  # house-rule id -> chosen value (rules.hr)
    seed: int
    chance: ChanceSource
    seat_kinds: list[str]
    loud: bool  # False while bots look ahead: no events are made
    events: list[Event]  # the events of the action being applied
    table: Table
    # the card lists: by pile name, and the same lists by location
    piles: dict[str, list[str]]
    face_down: dict[str, list[str]]
    face_up: dict[str, list[str]]
    investigators_at: dict[str, list[str]]
    where: dict[str, str]  # investigator -> the pile it is in
    # the turn and the tracks
    turn: int
    phase: str
    summon_points: int  # snapshot key "sp"
    mythos_points: int  # snapshot key "mp"
    decision: list | None  # [seat, kind, payload] of the seat that must decide; key "dec"
    steps: list[tuple]  # the step machine's stack
    placed: int
    must_place: int
    assign: dict[str, str]  # item -> investigator carrying it this turn
    readers: list[list[str]]  # [investigator, book] in the Study
    read: list[str]
    ring_used: list[bool]  # [cultist, investigators]
    revealed: list[str]
    known: list[str]
    known_deck: list[str]
    known_drawn: list[str]
    # the location being revealed and the card being resolved
    location: str | None  # snapshot key "loc"
    loc_team: bool
    waiting_cards: list[str]  # the revealed location's cards not yet resolved; key "lp"
    current_card: str | None  # key "cur"
    reader: str | None
    passed: bool | None
    anyfail: bool
    skill_check: dict | None  # key "chk"
    fight: dict | None
    ritual: dict | None  # key "rit"
    final: dict | None
    rolls: dict[str, list[int]]
    roll_at: dict[str, str]
    summoning: bool
    summoned: bool
    winner: str | None
    reason: Msg | None
    actions_done: int

    def __init__(self, rules: Rules, seed: int, chance: ChanceSource | None = None,
                 seats: list[str] | None = None):
        self.rules = rules
        self.content = rules.content
        self.house_rules = rules.hr
        self.seed = seed
        self.chance = chance if chance is not None else SeededChance(seed)
        self.seat_kinds = list(seats or ["human", "human"])
        self.loud = True
        self.events = []
        # The piles of a new game come from the rules' template (one build per rules).
        t = self.table = Table()
        t.piles = {name: Pile(name, list(cards), face, owner)
                   for name, cards, face, owner in rules.piles}
        t._census = rules.census.copy()
        self.piles = {name: pile.cards for name, pile in t.piles.items()}
        # the same lists by location (deep copies keep the sharing)
        self.face_down = {loc: self.piles[loc + "/down"] for loc in rules.boards}
        self.face_up = {loc: self.piles[loc + "/up"] for loc in rules.boards}
        self.investigators_at = {loc: self.piles[loc + "/inv"] for loc in rules.boards
                                 if loc != RITUALS}
        self.where = {inv: "pool" for inv in rules.start_investigators}
        shuffle(self.chance, self.piles["deck"])  # MM-SETUP-4
        self.turn = 1
        self.phase = "draw"
        self.summon_points = 0  # MM-GAP-34: both tracks start at 0, plus any head start
        self.mythos_points = self.house_rules["MM-GAP-34"]
        self.decision = None
        self.steps = [("turn",)]
        self.placed = 0
        self.must_place = 0
        self.assign = {}
        self.readers = []
        self.read = []
        self.ring_used = [False, False]
        self.revealed = []
        self.known = []  # public: seen face up, back in the hand, not shown since
        # public: seen face up, then shuffled into the deck (MM-RIT-5, MM-COMBAT-5) and not
        # drawn since; a draw that empties the deck puts them in ``known_drawn``: known in
        # the hand, not shown since. Both are left out of snapshot(): they follow from the
        # actions, and the digests of the saves made before them must still verify.
        self.known_deck = []
        self.known_drawn = []
        self.location = None
        self.loc_team = False
        self.waiting_cards = []
        self.current_card = None
        self.reader = None
        self.passed = None
        self.anyfail = False
        self.skill_check = None
        self.fight = None
        self.ritual = None
        self.final = None
        self.rolls = {}
        self.roll_at = {}  # the place each roll slot was rolled for
        self.summoning = False
        self.summoned = False
        self.winner = None
        self.reason = None
        self.actions_done = 0
        self._advance()
        self.events = []

    # ------------------------------------------------------------------ protocol

    def num_seats(self) -> int:
        return 2

    def seat_label(self, seat: int) -> Msg:
        if seat == 0:
            return Msg(N_("miskatonic", "Cultist"), C)
        return Msg(N_("miskatonic", "Investigators"), C)

    def current_player(self) -> int:
        if self.winner is not None:
            return TERMINAL
        return self.decision[0]

    def apply(self, act) -> list[Event]:
        handler = _HANDLERS.get(type(act))
        if handler is None or self.winner is not None:
            raise IllegalAction(Msg(N_("miskatonic", "That is not a move of this game now."), C),
                                act)
        if self.loud or self.events:
            self.events = []  # quiet states never emit: their list stays empty
        handler(self, act)  # validates first; raises before any change
        self.actions_done += 1
        if self.decision is None or self.summoning:
            self._advance()
        return self.events

    def result(self) -> Result | None:
        if self.winner is None:
            return None
        return Result((self.winner,), self.reason,
                      {"cultist": float(self.summon_points), "investigators": float(self.mythos_points)},
                      {"final_battle": self.summoned, "turns": self.turn,
                       "summon_points": self.summon_points, "mythos_points": self.mythos_points})

    def snapshot(self) -> dict[str, Any]:
        return {
            "turn": self.turn, "phase": self.phase, "sp": self.summon_points, "mp": self.mythos_points,
            "dec": self.decision, "steps": [list(s) for s in self.steps],
            "piles": {name: list(cards) for name, cards in self.piles.items()},
            "where": dict(sorted(self.where.items())),
            "placed": self.placed, "must_place": self.must_place,
            "assign": dict(sorted(self.assign.items())), "readers": self.readers,
            "read": self.read, "ring_used": self.ring_used, "revealed": self.revealed,
            "known": self.known,
            "loc": self.location, "loc_team": self.loc_team, "lp": self.waiting_cards, "cur": self.current_card,
            "reader": self.reader, "passed": self.passed, "anyfail": self.anyfail,
            "chk": self.skill_check, "fight": self.fight, "rit": self.ritual, "final": self.final,
            "rolls": dict(sorted(self.rolls.items())), "summoned": self.summoned,
            "winner": self.winner, "house_rules": self.rules.hr_digest,
            "chance": self.chance.count,
        }

    # ------------------------------------------------------------------ the step machine

    def _advance(self) -> None:
        steps = self.steps
        run = _STEPS
        while self.winner is None:
            if self.summoning:
                self.summoning = False
                steps.clear()
                self.decision = None
                steps.append(("final_start",))
            if self.decision is not None:
                break
            step = steps.pop()
            run[step[0]](self, step)

    # ------------------------------------------------------------------ shared helpers

    def _emit(self, kind: str, text: Msg | None, data: dict | None = None,
              visible_to: frozenset[int] | None = None, public_text: Msg | None = None,
              chance: bool = False, reveal: bool = False) -> None:
        self.events.append(Event(kind, text, data or {}, visible_to, public_text, chance, reveal))

    def _name(self, card: str) -> Msg:
        return self.content.card_name(card)

    def _roll(self, n: int, purpose: str, sides: int = 6) -> list[int]:
        if n <= 0:
            faces = []
        elif sides == 6:
            faces = d6(self.chance, n)
        else:
            faces = list(roll(self.chance, n, sides))
        if self.loud:
            self._emit("roll", Msg(N_("miskatonic", "Roll for {what}: {faces}"), C,
                                   what=_PURPOSE.get(purpose, Msg(purpose, C)),
                                   faces=" ".join(map(str, faces)) or "-"),
                       {"dice": faces, "sides": sides, "purpose": purpose}, chance=True)
        return faces

    def _amount(self, value: Any) -> int:
        if isinstance(value, int):
            return value
        if value == "1d6":
            return self._roll(1, "amount")[0]
        if value == "1d3":  # MM-GAP-5
            if self.house_rules["MM-GAP-5"] == "d3":
                return self._roll(1, "amount", 3)[0]
            return (self._roll(1, "amount")[0] + 1) // 2
        return self.house_rules[value]

    def _gain_sp(self, n: int) -> None:
        if n <= 0:
            return
        self.summon_points += n
        if self.loud:
            self._emit("summon", Msg(N_("miskatonic", "The cult gains {n} "
                                                      "{n|Summon Point|Summon Points} "
                                                      "(now {total} of 20)."), C, n=n, total=self.summon_points),
                       {"summon": self.summon_points, "gain": n})
        if self.summon_points >= GOAL and not self.summoned:
            # MM-GAP-19: at once, or (choice "investigators") at the end of the card.
            if self.house_rules["MM-GAP-19"] == "first" or self.current_card is None:
                self._summon()

    def _summon(self) -> None:
        self.summoning = True
        self.summoned = True
        if self.loud:
            self._emit("summoned", Msg(N_("miskatonic", "Nyarlathotep is summoned!"), C),
                       {"summon": self.summon_points})

    def _gain_mp(self, n: int) -> None:
        if n <= 0:
            return
        self.mythos_points += n
        if self.loud:
            self._emit("mythos", Msg(N_("miskatonic", "The investigators gain {n} "
                                                      "{n|Mythos Point|Mythos Points} "
                                                      "(now {total} of 20)."), C, n=n, total=self.mythos_points),
                       {"mythos": self.mythos_points, "gain": n})
        if self.mythos_points >= GOAL and self.final is None:
            self._win("investigators",
                      Msg(N_("miskatonic", "The investigators gathered 20 Mythos Points."), C))

    def _lose_mp(self, n: int) -> None:
        before = self.mythos_points
        self.mythos_points -= n
        if self.house_rules["MM-GAP-20"] and self.mythos_points < 0:
            self.mythos_points = 0
        if self.loud:
            self._emit("mythos", Msg(N_("miskatonic", "The investigators lose {n} "
                                                      "{n|Mythos Point|Mythos Points} "
                                                      "(now {total} of 20)."), C, n=before - self.mythos_points,
                                     total=self.mythos_points), {"mythos": self.mythos_points, "gain": self.mythos_points - before})

    def _win(self, side: str, why: Msg) -> None:
        if self.winner is not None:
            return
        self.winner = side
        self.reason = why
        self.phase = "over"
        self.decision = None
        if self.loud:
            self._emit("game_over", why, {"winner": side, "final_battle": self.summoned})

    def _to_deck_seen(self, card: str) -> None:
        """A card all saw face up is shuffled into the deck."""
        deck = self.piles["deck"]
        deck.append(card)
        shuffle(self.chance, deck)
        self.known_deck.append(card)

    def _drawn(self, drawn: list[str]) -> None:
        """After a draw: the cards all saw go into the deck are known in the hand when the
        draw took the whole deck; drawn from a deck with more in it, nobody knows."""
        kd = self.known_deck
        if not kd:
            return
        if not self.piles["deck"]:
            self.known_drawn.extend(c for c in kd if c in drawn)
        self.known_deck = [c for c in kd if c not in drawn]

    def _move_inv(self, inv: str, dst: str) -> None:
        src = self.where[inv]
        self.piles[src].remove(inv)
        self.piles[dst].append(inv)
        self.where[inv] = dst

    def _immune(self, inv: str) -> bool:
        items = self.rules.items
        for item, who in self.assign.items():
            if who == inv and items[item].sanity_immune:
                return True
        return False

    def _inv_ring(self, members) -> bool:
        """May the investigators' ring bearer reroll a roll these members made?"""
        ring = self.rules.ring
        if ring is None or self.ring_used[1]:
            return False
        holder = self.assign.get(ring)
        return holder is not None and holder in members and ring in self.piles["possessions"]

    def _cult_ring(self) -> bool:
        ring = self.rules.ring
        return (ring is not None and not self.ring_used[0] and self.house_rules["MM-GAP-30"]
                and ring in self.piles["cult_items"])

    def _s_offer(self, step) -> None:
        seat = step[1]
        if not self.ring_used[seat]:
            self.decision = [seat, "reroll", step[2]]

    # ------------------------------------------------------------------ action handlers

    def _need(self, kind: str) -> list:
        d = self.decision
        if d is None or d[1] != kind:
            raise _illegal(_WRONG_TIME.get(kind, N_("miskatonic", "That is not possible now.")))
        return d

    def _a_place_card(self, a: A.PlaceCard) -> None:
        d = self.decision
        if d is None or d[1] != "play":
            self._need("play")
        hand = self.piles["hand"]
        if a.card not in hand:
            raise _illegal(N_("miskatonic", "That card is not in your hand."))
        allowed = self.rules.allowed.get(a.card, ())
        if a.location not in allowed:
            if a.location == RITUALS:
                raise _illegal(N_("miskatonic", "Only cultists may go on Secret Rituals."))
            if a.location not in self.rules.boards or a.location not in self.rules.university:
                raise _illegal(N_("miskatonic", "Cards go on the university locations or on "
                                                "Secret Rituals."))
            raise _illegal(N_("miskatonic", "{card} may only be played on {places}."),
                           card=self._name(a.card),
                           places=[self.content.location_name(x) for x in sorted(allowed)])
        hand.remove(a.card)
        self.face_down[a.location].append(a.card)
        self.placed += 1
        if self.loud:
            where = self.content.location_name(a.location)
            self._emit("place", Msg(N_("miskatonic", "You place {card} face down on {loc}."), C,
                                    card=self._name(a.card), loc=where),
                       {"card": a.card, "location": a.location}, frozenset((0,)),
                       Msg(N_("miskatonic", "The cultist places a card on {loc}."), C, loc=where))

    def _a_end_play(self, a: A.EndPlay) -> None:
        self._need("play")
        if self.placed < self.must_place and self.piles["hand"]:
            raise _illegal(N_("miskatonic",
                              "Place at least {n} {n|card|cards} first ({done} so far)."),
                           n=self.must_place, done=self.placed)
        if self.house_rules["MM-GAP-28"] and not self.rules.ally_cards.isdisjoint(self.piles["hand"]):
            raise _illegal(N_("miskatonic", "An ally card in your hand must be played."))
        self.decision = None
        if self.loud:
            self._emit("end_play", Msg(N_("miskatonic",
                                          "The cultist has placed {n} {n|card|cards}."), C,
                                       n=self.placed), {"placed": self.placed})

    def _a_place_investigator(self, a: A.PlaceInvestigator) -> None:
        d = self.decision
        if d is None or d[1] != "investigate":
            self._need("investigate")
        if self.where.get(a.investigator) != "pool":
            raise _illegal(N_("miskatonic", "That investigator is not free to act this turn."))
        if a.location == STUDY:
            if not self._study_open(a.book, a.investigator):
                raise _illegal(N_("miskatonic", "Only an unread book the team owns can be read "
                                                "in the Study, by one reader at a time."))
        else:
            if a.book:
                raise _illegal(N_("miskatonic", "Books are read in the Study."))
            if a.location == RITUALS:
                raise _illegal(N_("miskatonic", "Investigators may never enter Secret Rituals."))
            if a.location not in self.rules.university:
                raise _illegal(N_("miskatonic", "Investigators go on the university locations."))
            if not self.face_down[a.location]:
                raise _illegal(N_("miskatonic", "Investigators go only where cards lie face down."))
        if a.location == STUDY:
            self._move_inv(a.investigator, STUDY)
            self.readers.append([a.investigator, a.book])
        else:
            self._move_inv(a.investigator, a.location + "/inv")
        if self.loud:
            self._emit("investigator", Msg(N_("miskatonic", "{inv} goes to {loc}."), C,
                                           inv=self._name(a.investigator),
                                           loc=self.content.location_name(a.location)),
                       {"investigator": a.investigator, "location": a.location, "book": a.book})

    def _a_assign_item(self, a: A.AssignItem) -> None:
        d = self.decision
        if d is None or d[1] != "investigate":
            self._need("investigate")
        if a.item not in self.piles["possessions"] or a.item not in self.rules.items:
            raise _illegal(N_("miskatonic", "The team does not own that item."))
        if a.item in self.assign:
            raise _illegal(N_("miskatonic", "Items stay with their investigator for the turn."))
        where = self.where.get(a.investigator, "")
        if not (where.endswith("/inv") or where == STUDY):
            raise _illegal(N_("miskatonic", "Slide items under an investigator on the board."))
        self.assign[a.item] = a.investigator
        if self.loud:
            self._emit("assign", Msg(N_("miskatonic", "{inv} carries {item}."), C,
                                     inv=self._name(a.investigator), item=self._name(a.item)),
                       {"item": a.item, "investigator": a.investigator})

    def _a_end_investigation(self, a: A.EndInvestigation) -> None:
        self._need("investigate")
        if not self.house_rules["MM-GAP-17"] and self._placements():
            raise _illegal(N_("miskatonic", "Every free investigator must be placed."))
        self.decision = None

    def _a_reveal(self, a: A.RevealLocation) -> None:
        d = self._need("reveal")
        if a.location not in d[2]:
            raise _illegal(N_("miskatonic", "That location is not waiting to be revealed."))
        self.decision = None
        self.steps.append(("location", a.location))

    def _a_resolve(self, a: A.ResolveCard) -> None:
        d = self._need("order")
        if a.card not in d[2]:
            raise _illegal(N_("miskatonic", "That card is not next in line."))
        self.decision = None
        self.steps.append(("card", a.card))

    def _a_dispose(self, a: A.Dispose) -> None:
        d = self._need("dispose")
        if a.card not in d[2]["options"]:
            raise _illegal(N_("miskatonic", "Choose one of the cards offered."))
        self.decision = None
        why = d[2]["why"]
        if why == "fight":
            if d[0] == 0:
                self._defeat_foe(a.card)
            else:
                self._beaten(a.card)
        elif why == "ritual":
            self._devoured(a.card)
        else:
            self._kill(a.card)

    def _a_reroll(self, a: A.Reroll) -> None:
        d = self._need("reroll")
        self.decision = None
        if not a.use:
            return
        side = d[0]
        slot = d[2]
        self.ring_used[side] = True
        if self.loud:
            self._emit("ring", Msg(N_("miskatonic", "The Magical Ring: the roll is made again."),
                                   C), {"side": SEATS[side]})
        self.rolls[slot] = self._roll(len(self.rolls[slot]), "reroll")

    def _a_take(self, a: A.TakeItem) -> None:
        d = self._need("take")
        if a.item != d[2]:
            raise _illegal(N_("miskatonic", "That item is not on offer."))
        self.decision = None
        if a.take:
            dst = "cult_items" if self.house_rules["MM-GAP-30"] else "hand"
            self.face_up[self.location].remove(a.item)
            self.piles[dst].append(a.item)
            if dst == "hand":
                self.known.append(a.item)
            if a.item in self.waiting_cards:
                self.waiting_cards.remove(a.item)
            if self.loud:
                self._emit("take", Msg(N_("miskatonic", "The cult takes {item}."), C,
                                       item=self._name(a.item)), {"item": a.item})

    def _a_choose_roller(self, a: A.ChooseRoller) -> None:
        d = self._need("roller")
        if a.investigator not in d[2]:
            raise _illegal(N_("miskatonic", "That investigator is not here."))
        self.decision = None
        info = self.content.steps[self.skill_check["sid"]]
        self._start_check(info, self.skill_check["need"], [a.investigator])

    def _a_equip(self, a: A.Equip) -> None:
        self._need("equip")
        if a.item not in self.piles["possessions"] or a.item not in self.rules.items:
            raise _illegal(N_("miskatonic", "The team does not own that item."))
        if a.item in self.assign:
            raise _illegal(N_("miskatonic", "That item is already handed out."))
        if a.investigator not in self.final["members"]:
            raise _illegal(N_("miskatonic", "Only investigators facing Nyarlathotep carry items."))
        self.assign[a.item] = a.investigator
        if self.loud:
            self._emit("assign", Msg(N_("miskatonic", "{inv} carries {item}."), C,
                                     inv=self._name(a.investigator), item=self._name(a.item)),
                       {"item": a.item, "investigator": a.investigator})

    def _a_start_final(self, a: A.StartFinalBattle) -> None:
        self._need("equip")
        self.decision = None


_WRONG_TIME = {
    "play": N_("miskatonic", "Cards are placed in the Play Cards phase."),
    "investigate": N_("miskatonic", "Investigators are placed in the Investigation Phase."),
    "reveal": N_("miskatonic", "No location is waiting to be revealed."),
    "order": N_("miskatonic", "No card is waiting to be resolved."),
    "dispose": N_("miskatonic", "No card has to be given up now."),
    "reroll": N_("miskatonic", "There is no roll to repeat now."),
    "take": N_("miskatonic", "No item can be taken now."),
    "roller": N_("miskatonic", "No single roller is wanted now."),
    "equip": N_("miskatonic", "Items are handed out before the Final Battle."),
}

_PURPOSE = {
    "amount": Msg(N_("miskatonic", "how many"), C),
    "reroll": Msg(N_("miskatonic", "the ring's reroll"), C),
    "sanity": Msg(N_("miskatonic", "Sanity"), C),
    "stealth": Msg(N_("miskatonic", "Stealth"), C),
    "investigation": Msg(N_("miskatonic", "Investigation"), C),
    "combat": Msg(N_("miskatonic", "combat"), C),
    "enemy": Msg(N_("miskatonic", "the enemy"), C),
    "ritual": Msg(N_("miskatonic", "a ritual"), C),
    "recovery": Msg(N_("miskatonic", "recovery"), C),
    "nyarlathotep": Msg(N_("miskatonic", "Nyarlathotep"), C),
}

_HANDLERS = {
    A.PlaceCard: MiskatonicState._a_place_card,
    A.EndPlay: MiskatonicState._a_end_play,
    A.PlaceInvestigator: MiskatonicState._a_place_investigator,
    A.AssignItem: MiskatonicState._a_assign_item,
    A.EndInvestigation: MiskatonicState._a_end_investigation,
    A.RevealLocation: MiskatonicState._a_reveal,
    A.ResolveCard: MiskatonicState._a_resolve,
    A.Dispose: MiskatonicState._a_dispose,
    A.Reroll: MiskatonicState._a_reroll,
    A.TakeItem: MiskatonicState._a_take,
    A.ChooseRoller: MiskatonicState._a_choose_roller,
    A.Equip: MiskatonicState._a_equip,
    A.StartFinalBattle: MiskatonicState._a_start_final,
}

_STEPS = {name[3:]: getattr(MiskatonicState, name) for name in dir(MiskatonicState)
          if name.startswith("_s_")}
