"""Bots for both sides. They read only ``observation(seat)`` and the legal actions.

* ``random``: uniform among the legal actions (the engine's :class:`RandomBot`).
* ``default``: hand-written heuristics. The cultist keeps the cards that help the
  investigators in his hand, chants with every cultist on Secret Rituals and places traps
  where the investigators are drawn; the investigators form balanced teams where cards
  promise most, read owned books in the Study and hand out items where they count
  (MM-NOTE-1, MM-NOTE-2).

A bot plans a whole phase at its first decision and then plays the plan out without
reading the observation again, so observations are built only when a plan is made (the
simulator passes a lazily built observation, and plays a planned move without asking the
bot at all while it is legal). ``explain`` keeps the reasons. When the bot is asked with a
plan still pending, it first checks that the observation is the one the plan expects (the
same turn and phase, its own earlier steps applied and the later ones not yet): a game
taken back (undo) or changed otherwise gets a fresh plan, as a bot made anew would make.
"""

from __future__ import annotations

from itertools import combinations, repeat
from operator import ge, is_
from typing import Any, Mapping, Sequence

from eldertable.engine.bots import Bot, RandomBot

from . import actions as A
from .botvalue import team_vector
from .botwhere import CardTable, Whereabouts
from .content import load_content
from .rules import RITUALS, STUDY

# How much a card helps the cultist once revealed (negative: it helps the investigators).
CULT_VALUE = {
    "nightmares": 3.0, "police": 3.0, "lurking_terror": 3.0, "false_trail": 3.0,
    "tentacle_monster": 2.5, "comet": 2.5, "thing_in_the_well": 2.0, "mass_murder": 1.5,
    "village_drunk": 1.5, "nothing_special": 1.0, "furious_young_man": 1.0,
    "slime_trail": 1.0, "shriveled_corpse": 1.0, "unauthorized_experiment": 1.0,
    "insane_student": 0.5, "missing_person": 0.5, "epidemic": 0.0,
    "old_newspaper": -1.0, "observant_student_a": -1.0, "observant_student_b": -1.5,
    "old_book": -1.0, "ceremonial_mask": -1.0, "diary_of_a_madman": -2.0,
    "asteroid_fragment": -2.5, "magical_ring": -2.0, "ceremonial_dagger": -2.5,
    "amulet_of_peace": -3.0, "ancient_tome": -4.0, "jimmy_mack": -3.0, "father_ryan": -3.0,
}
TRAPS = {"nightmares", "police", "lurking_terror", "false_trail", "village_drunk",
         "thing_in_the_well", "tentacle_monster", "furious_young_man", "slime_trail"}


def _hits(faces: Sequence[int], need: int = 5) -> int:
    return sum(1 for f in faces if f >= need)


def _spot(options: list[str], load: dict[str, int], rand, best) -> str:
    """``best(options, key=lambda o: (load.get(o, 0), rand()))`` (``best`` is min or max):
    the same draws in the same order, and the first option with the best key."""
    if len(options) == 1:
        rand()  # drawn all the same
        return options[0]
    get = load.get
    lowest = best is min
    pick = top = None
    for o in options:
        key = (get(o, 0), rand())
        if top is None or (key < top if lowest else key > top):  # strictly: the first
            top = key
            pick = o
    return pick


class _Planner(Bot):
    """Shared plumbing: a queue of planned actions, checked against ``legal`` by identity."""

    lazy_legal = True  # ``legal`` may be the simulator's LazyLegal (see _next_planned)

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self.plan: list = []
        # what the plan was made for: (turn, phase, every step, what _applied reads)
        self._made: tuple | None = None
        self.content = load_content()

    @property
    def explain(self) -> list[str]:
        """The reasons of the last decision. A plan keeps what they are made of, ``(words,
        *args)``, and they are put into words when read (a simulation never reads them)."""
        why = self._why
        if type(why) is tuple:
            why = self._why = why[0](*why[1:])
        return why

    @explain.setter
    def explain(self, lines: list[str]) -> None:
        self._why = lines

    def _keep(self, obs: Mapping[str, Any], plan: list, mark: Any = None) -> None:
        """Keep ``plan`` for this phase, noting what it was made for (see :meth:`_fits`)."""
        self.plan = plan
        self._made = (obs["turn"], obs["phase"], tuple(plan), mark)

    def _fits(self, obs: Mapping[str, Any]) -> bool:
        """Whether the pending plan was made for the game ``obs`` shows: the same turn and
        phase, the plan's first steps applied (as many as it lacks) and nothing else."""
        made = self._made
        plan = self.plan
        if made is None or obs["turn"] != made[0] or obs["phase"] != made[1]:
            return False
        steps = made[2]
        done = len(steps) - len(plan)
        if done < 1 or list(steps[done:]) != plan:
            return False
        return self._applied(obs, steps[:done], steps[done:], made[3])

    def _applied(self, obs: Mapping[str, Any], done: tuple, rest: tuple, mark: Any) -> bool:
        return True

    def _next_planned(self, legal: Sequence) -> Any:
        plan = self.plan
        if plan:
            nxt = plan.pop(0)
            offers = getattr(legal, "offers", None)  # sim.LazyLegal: without the list
            if offers(nxt) if offers is not None else any(map(is_, legal, repeat(nxt))):
                return nxt
            plan.clear()
        return None

    def _reroll(self, obs: Mapping[str, Any], legal: Sequence) -> Any:
        slot = obs["decision"]["options"][0]
        rolls = obs["rolls"]
        mine = rolls.get(slot, [])
        if slot == "chk" or slot == "fs":
            need = obs.get("check_need") or 1
            use = _hits(mine) < need
        elif slot in ("inv", "fb"):
            other = rolls.get("foe" if slot == "inv" else "ny", [])
            use = _hits(mine) <= _hits(other)
        elif slot in ("foe", "ny"):
            other = rolls.get("inv" if slot == "foe" else "fb", [])
            use = _hits(mine) <= _hits(other)
        else:  # a ritual roll: repeat one without a success
            use = _hits(mine, 4) == 0
        self.explain = [f"ring: {'reroll' if use else 'keep'} {slot} {mine}"]
        return A.REROLL_YES if use else A.REROLL_NO


_CULT_TABLES: dict[tuple, tuple] = {}  # CultistBot's tables per content (and values)


def _play_words(placed: list[tuple]) -> list[str]:
    reasons = []
    for c, loc, ambush in placed:
        if ambush:
            reasons.append(f"ambush at {loc}")
        reasons.append(f"{c}->{loc}")
    return ["play: " + ", ".join(reasons)]


class CultistBot(_Planner):
    name = "default"
    ritual_dice = 6

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        # the tables below follow from the content and the class's values alone: made once
        # per content, class and ``CULT_VALUE``/``TRAPS`` and shared (read only)
        key = (id(self.content), type(self), tuple(CULT_VALUE.items()), tuple(sorted(TRAPS)))
        got = _CULT_TABLES.get(key)
        if got is None:
            got = _CULT_TABLES[key] = self._tables()
        self.worth, self.spot, self.value_of, self.rank_key, self.chant_key = got[1:]

    def _tables(self) -> tuple:
        cards = self.content.cards
        self.worth = {c: (10.0 + info.combat if info.type == "cultist"
                          else CULT_VALUE.get(info.base, 0.0)) for c, info in cards.items()}
        # where a card that is neither a chanter nor an ambush goes: the least loaded spot,
        # or the most loaded one for a trap (but "nothing" cards)
        self.spot = {c: (max if c.split("_")[0] != "nothing" and info.base in TRAPS else min)
                     for c, info in cards.items()}
        # the sort keys of _plan_play: a card's value as chosen (with the allies' bonus, as
        # MM-GAP-28 says), and a chanter's combat
        self.value_of = {rule: {c: v + 20.0 if rule and cards[c].ally else v
                                for c, v in self.worth.items()} for rule in (False, True)}
        self.rank_key = {rule: {c: (-v, c) for c, v in values.items()}
                         for rule, values in self.value_of.items()}
        self.chant_key = {c: (-info.combat, c) for c, info in cards.items()
                          if info.type == "cultist"}
        return (self.content, self.worth, self.spot, self.value_of, self.rank_key,
                self.chant_key)

    def choose(self, obs: Mapping[str, Any], legal: Sequence) -> Any:
        if self.plan and not self._fits(obs):
            self.plan.clear()
        nxt = self._next_planned(legal)
        if nxt is not None:
            return nxt
        kind = obs["decision"]["kind"]
        if kind == "play":
            return self._plan_play(obs, legal)
        if kind == "reroll":
            return self._reroll(obs, legal)
        if kind == "take":
            self.explain = ["take every item a beaten team leaves behind"]
            return legal[0] if legal[0].take else legal[1]
        if kind == "dispose":
            options = obs["decision"]["options"]
            cards = self.content.cards
            if obs["decision"].get("why") == "final":  # MM-GAP-23 cultist choice
                items = obs["assigned"]
                carried = {b: 0 for b in options}
                for item, bearer in items.items():
                    if bearer in carried:
                        carried[bearer] += 1
                pick = max(options, key=lambda o: (carried[o], o))
            else:
                pick = min(options, key=lambda o: (cards[o].combat if o in cards else 0, o))
            self.explain = [f"give up {pick}"]
            return A.dispose(pick)
        return legal[0]

    def _applied(self, obs: Mapping[str, Any], done: tuple, rest: tuple, mark: Any) -> bool:
        """The cards placed so far are the plan's (``mark``: those placed before it)."""
        place = A.PlaceCard
        placed = [a.card for a in done if type(a) is place]
        if obs["placed"] != mark + len(placed):
            return False
        hand = obs["hand"]
        return (not any(c in hand for c in placed)
                and all(a.card in hand for a in rest if type(a) is place))

    def _plan_play(self, obs: Mapping[str, Any], legal: Sequence) -> Any:
        hand: list[str] = list(obs["hand"])
        cards = self.content.cards
        must = obs["must_place"] - obs["placed"]
        rule_allies = obs["house_rules"].get("MM-GAP-28", True)
        allowed: dict[str, list[str]] = {}
        place = A.PlaceCard
        last = locs = None
        for a in legal:
            if type(a) is place:
                card = a.card
                if card is not last:  # a card's moves come in a row: one look-up each
                    last = card
                    locs = allowed.get(card)
                    if locs is None:
                        locs = allowed[card] = []
                locs.append(a.location)
        value_of = self.value_of[bool(rule_allies)]
        values = {}  # the playable cards of the hand, in hand order: their worth
        for c in hand:
            if c in allowed:
                values[c] = value_of[c]
        ranked = sorted(values, key=self.rank_key[bool(rule_allies)].__getitem__)
        chosen = [c for c in ranked if values[c] >= 0]
        if len(chosen) < must:
            chosen = ranked[:max(must, len(chosen))]
        load: dict[str, int] = {}
        plan = []
        placed = []  # (card, location, in ambush): the reasons, put into words when read
        # MM-NOTE-1: the rituals want about six dice; a cultist beyond that lies in wait
        # where the other cards draw the investigators.
        chanting = 0
        ambush = []
        chant_key = self.chant_key
        for c in sorted([c for c in chosen if c in chant_key], key=chant_key.__getitem__):
            if chanting < self.ritual_dice or RITUALS not in allowed[c]:
                chanting += cards[c].combat
            else:
                ambush.append(c)
        rand = self.rng.random
        for c in sorted(chosen, key=lambda c: (c in ambush, len(allowed[c]), c)):
            options = allowed[c]
            if c in chant_key and RITUALS in options and c not in ambush:
                loc = RITUALS
            elif c in ambush:
                loc = _spot([o for o in options if o != RITUALS], load, rand, max)
            else:
                if RITUALS in options:
                    options = [o for o in options if o != RITUALS] or options
                loc = _spot(options, load, rand, self.spot[c])
            load[loc] = load.get(loc, 0) + 1
            plan.append(A.place_card(c, loc))
            placed.append((c, loc, c in ambush))
        plan.append(A.END_PLAY)
        self._keep(obs, plan, obs["placed"])
        self._why = (_play_words, placed)
        return self._next_planned(legal) or legal[-1]


# What meeting an unseen card is worth to the investigators: Mythos Points gained, minus
# Summon Points given away, minus investigators lost for turns (measured in self-play).
INV_VALUE = {
    "diary_of_a_madman": 2.5, "ancient_tome": 1.8, "insane_student": 1.7,
    "asteroid_fragment": 1.5, "observant_student_b": 1.3, "old_newspaper": 0.9,
    "old_book": 0.9, "observant_student_a": 0.9, "epidemic": 0.8, "village_drunk": 0.8,
    "ceremonial_dagger": 0.5, "amulet_of_peace": 0.5, "magical_ring": 0.3,
    "jimmy_mack": 2.0, "father_ryan": 2.0, "ceremonial_mask": 0.2, "nothing_special": 0.0,
    "slime_trail": 0.0, "furious_young_man": -0.1, "missing_person": -0.1,
    "thing_in_the_well": -0.1, "mass_murder": -0.25, "unauthorized_experiment": -0.3,
    "nightmares": -0.7, "shriveled_corpse": -0.8, "police": -1.3, "comet": -1.4,
    "lurking_terror": -1.7, "tentacle_monster": -1.7, "false_trail": -2.0,
}
CULTIST_VALUE = -0.25
_TEAMS: dict[tuple, list[float]] = {}  # (content, house rules, team, items owned): values
_TABLES: dict[tuple, CardTable] = {}  # (content, open locations): the bot's card table
# Shared by every bot of the same content and house rules, like _TEAMS:
_CANDIDATES: dict[tuple, tuple] = {}  # (..., free, items owned): _teams()
_COMMONS: dict[tuple, list[float]] = {}  # (..., unseen anywhere, free, owned): commons
CACHE_LIMIT = 50_000


def _remember(cache: dict, key: tuple, value: Any, limit: int = CACHE_LIMIT) -> Any:
    """``cache[key] = value``, emptying the cache first when it has grown too big."""
    if len(cache) > limit:
        cache.clear()
    cache[key] = value
    return value


def _investigate_words(reasons: list[str], chosen: list[tuple]) -> list[str]:
    lines = list(reasons)
    for team, loc, ev in chosen:
        lines.append(f"{'+'.join(team)} -> {loc} ({ev:+.2f})")
    return ["investigate: " + "; ".join(lines)]


def _undominated(teams: list[tuple]) -> list[tuple]:
    """``teams`` (``(team, value vector)``, in order) without the teams of two or more
    whose every value is at most that of an earlier team: such a team is never the first
    of the highest values :meth:`Whereabouts.best` looks for, since the estimate weighs
    the values with weights of zero or more (and rounding keeps the order of the sums).
    Single investigators all stay, for the further placements (:meth:`_assign`)."""
    kept: list[tuple] = []
    for team, vec in teams:
        if len(team) > 1:
            for _other, earlier in kept:
                if all(map(ge, earlier, vec)):
                    break
            else:
                kept.append((team, vec))
        else:
            kept.append((team, vec))
    return kept


def _where(invs: Mapping[str, Any], inv: str) -> str | None:
    v = invs.get(inv)
    return v["where"] if v is not None else None


class InvestigatorBot(_Planner):
    name = "default"
    # what a further team's placement must be worth beyond nothing (see _assign)
    spare_margin = 0.5

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self.stuck = 0
        self.last_progress: tuple = ()
        self._rules_key: str | None = None
        self.vectors: dict[tuple, list[float]] = {}
        self.table: CardTable | None = None

    def choose(self, obs: Mapping[str, Any], legal: Sequence) -> Any:
        if self.plan and not self._fits(obs):
            self.plan.clear()
        nxt = self._next_planned(legal)
        if nxt is not None:
            return nxt
        kind = obs["decision"]["kind"]
        if kind == "investigate":
            return self._plan_investigation(obs, legal)
        if kind == "reveal":
            locs = obs["decision"]["options"]
            pick = max(locs, key=lambda loc: (len(obs["locations"][loc]["investigators"]), loc))
            self.explain = [f"reveal {pick}: most investigators"]
            return A.reveal(pick)
        if kind == "order":
            return self._order(obs, legal)
        if kind == "reroll":
            return self._reroll(obs, legal)
        if kind == "roller":
            options = obs["decision"]["options"]
            invs = obs["investigators"]
            pick = max(options, key=lambda i: (bool(invs[i]["items"]),
                                               invs[i]["attributes"]["sanity"], i))
            self.explain = [f"{pick} rolls: best Sanity"]
            return A.choose_roller(pick)
        if kind == "dispose":
            options = obs["decision"]["options"]
            invs = obs["investigators"]
            if obs["decision"].get("why") == "final":
                pick = min(options, key=lambda i: (len(invs[i]["items"]), i))
            else:
                pick = min(options, key=lambda i: (len(invs[i]["items"]),
                                                   invs[i]["attributes"]["combat"], i))
            self.explain = [f"{pick} falls back"]
            return A.dispose(pick)
        if kind == "equip":
            return self._plan_equip(obs, legal)
        return legal[-1]

    def _applied(self, obs: Mapping[str, Any], done: tuple, rest: tuple, mark: Any) -> bool:
        """The investigators the plan placed so far left the pool, the others are still in
        it; the items it handed out are carried as planned, the others by nobody."""
        invs = obs["investigators"]
        assigned = obs["assigned"]
        place = A.PlaceInvestigator
        for a in done:
            if type(a) is place:
                if _where(invs, a.investigator) in ("pool", None):
                    return False
            elif isinstance(a, (A.AssignItem, A.Equip)) and assigned.get(a.item) != a.investigator:
                return False
        for a in rest:
            if type(a) is place:
                if _where(invs, a.investigator) != "pool":
                    return False
            elif isinstance(a, (A.AssignItem, A.Equip)) and a.item in assigned:
                return False
        return True

    def _order(self, obs: Mapping[str, Any], legal: Sequence) -> Any:
        """Rewards before the Police (who may jail the team); a False Trail while the Mythos
        track is low, when the floor at 0 absorbs most of the loss (MM-GAP-20)."""
        cards = self.content.cards
        low = obs["tracks"]["mythos"] < 3 and obs["house_rules"].get("MM-GAP-20", True)

        def rank(card: str) -> tuple:
            base = cards[card].base
            if base == "false_trail":
                return (0 if low else 2, card)
            if base == "police":
                return (3, card)
            return (1, -INV_VALUE.get(base, 0.0), card)

        pick = min(obs["decision"]["options"], key=rank)
        self.explain = [f"resolve {pick} next"]
        return A.resolve(pick)

    # ------------------------------------------------------------------ investigation

    def _table(self, obs: Mapping[str, Any]) -> CardTable:
        """The card table for the open locations (the same all game long)."""
        if self.table is None:
            uni = [loc for loc, v in obs["locations"].items() if loc != RITUALS and v["open"]]
            key = (id(self.content), tuple(uni))
            table = _TABLES.get(key)
            if table is None:
                table = _TABLES[key] = CardTable(self.content, uni)
            self.table = table
        return self.table

    def _member(self, inv: str, attrs, items: dict[str, str]) -> tuple:
        a = attrs[inv]
        cards = self.content.cards
        immune = stealth = 0
        bonus: dict[str, int] = {}
        for item, bearer in items.items():
            if bearer != inv:
                continue
            info = cards[item].item
            immune = immune or info.sanity_immune
            stealth += info.stealth_bonus
            for k, v in info.combat_bonus.items():
                bonus[k] = bonus.get(k, 0) + v
        return (a["combat"], a["investigation"], a["stealth"], a["sanity"], immune, stealth,
                tuple(sorted(bonus.items())))

    def _give_items(self, team: list[str], attrs, owned: list[str]) -> dict[str, str]:
        """Who carries what: the Amulet to the weakest mind, the Mask to the sneakiest,
        the dagger to the best fighter, the rest to the first member."""
        cards = self.content.cards
        out = {}
        for item in owned:
            info = cards[item].item
            if info.sanity_immune:
                out[item] = min(team, key=lambda i: (attrs[i]["sanity"], i))
            elif info.stealth_bonus:
                out[item] = max(team, key=lambda i: (attrs[i]["stealth"], i))
            elif info.combat_bonus:
                out[item] = max(team, key=lambda i: (attrs[i]["combat"], i))
            else:
                out[item] = team[0]
        return out

    def _vector(self, team: tuple[str, ...], attrs, owned, obs) -> list[float]:
        """What each card base is worth to ``team`` carrying the items as handed out."""
        key = (team, owned)
        vec = self.vectors.get(key)
        if vec is None:
            # Shared by every bot of the same content and house rules (a team's attributes
            # follow from them), so a new game starts with what earlier games worked out.
            shared = (id(self.content), self.rules_key(obs), team, owned)
            vec = _TEAMS.get(shared)
            if vec is None:
                items = self._give_items(list(team), attrs, owned)
                members = tuple(self._member(i, attrs, items) for i in team)
                vec = _remember(_TEAMS, shared, team_vector(self.content, obs["house_rules"],
                                                            self.rules_key(obs), members))
            self.vectors[key] = vec
        return vec

    def rules_key(self, obs) -> str:
        if self._rules_key is None:
            self._rules_key = repr(sorted(obs["house_rules"].items()))
        return self._rules_key

    def _teams(self, left: list[str], attrs, owned, obs) -> tuple[list[tuple], list, list]:
        """``(team, value vector)`` of every candidate team of ``left`` that no earlier one
        outweighs everywhere (:func:`_undominated`), in order, the
        vectors alone and each team's members as bits of ``left`` (the same order)."""
        key = (id(self.content), self.rules_key(obs), tuple(left), owned)
        hit = _CANDIDATES.get(key)
        if hit is None:
            vector = self._vector
            teams = _undominated([(team, vector(team, attrs, owned, obs))
                                  for team in self._candidates(left)])
            bit = {inv: 1 << k for k, inv in enumerate(left)}
            masks = []
            for team, _vec in teams:
                m = 0
                for inv in team:
                    m |= bit[inv]
                masks.append(m)
            hit = _remember(_CANDIDATES, key, (teams, [vec for _team, vec in teams], masks))
        return hit

    @staticmethod
    def _candidates(left: list[str]):
        """Teams worth weighing: every subset of up to four free investigators; with more,
        single investigators, pairs, everyone, and everyone but one."""
        n = len(left)
        if n <= 4:
            for r in range(1, n + 1):
                yield from combinations(left, r)
            return
        for r in (1, 2):
            yield from combinations(left, r)
        yield from combinations(left, n - 1)
        yield tuple(left)

    def _plan_investigation(self, obs: Mapping[str, Any], legal: Sequence) -> Any:
        invs = obs["investigators"]
        free = []
        attrs = {}
        for i, v in invs.items():  # one plain loop: cheaper than two comprehensions
            if v["where"] == "pool":
                free.append(i)
            attrs[i] = v["attributes"]
        plan: list = []
        reasons: list[str] = []
        cards = self.content.cards
        possessions = obs["possessions"]
        # Books first: reading costs nothing; the Tome needs a reader of Sanity 3.
        owned_books = [b for b in possessions if cards[b].book is not None
                       and b not in obs["books_read"]]
        if owned_books:
            study_moves = {(a.investigator, a.book) for a in legal
                           if isinstance(a, A.PlaceInvestigator) and a.location == STUDY}
            for book in sorted(owned_books, key=lambda b: b != "ancient_tome"):
                readers = sorted((i for i in free if (i, book) in study_moves),
                                 key=lambda i: (-attrs[i]["sanity"], attrs[i]["combat"], i))
                if not readers:
                    continue
                reader = readers[0]
                free.remove(reader)
                plan.append(A.place_investigator(reader, STUDY, book))
                reasons.append(f"{reader} reads {book}")
        tracks = obs["tracks"]
        progress = (tracks["mythos"], tracks["summon"], len(obs["score"]),
                    len(obs["removed"]), len(possessions), obs["deck_count"])
        self.stuck = self.stuck + 1 if progress == self.last_progress else 0
        self.last_progress = progress
        spots = Whereabouts(self._table(obs), obs)
        owned = []
        for i in possessions:
            if cards[i].item is not None:
                owned.append(i)
        owned = tuple(owned)
        chosen: list[tuple[tuple[str, ...], str, float]] = []
        left = free
        locs = spots.locs
        if left and locs:
            teams, vecs, masks = self._teams(left, attrs, owned, obs)
            key = (id(self.content), self._rules_key or self.rules_key(obs),
                   spots.anywhere_key, tuple(left), owned)
            commons = _COMMONS.get(key)
            if commons is None:
                commons = _remember(_COMMONS, key, spots.commons(teams), 20_000)
            ev, loc, team = spots.best(teams, commons, vecs)
            if self.stuck >= 2:  # nothing has changed for turns: explore
                loc = max(locs, key=lambda s: spots.expected_cards(s) + 2 * self.rng.random())
                team = tuple(left)
                reasons.append(f"stalled for {self.stuck} turns: explore")
            chosen.append((team, loc, ev))
            if len(team) < len(left):
                chosen = self._assign(left, teams, masks, spots, chosen[0])
        place = A.place_investigator
        for team, loc, _ev in chosen:
            for inv in team:
                plan.append(place(inv, loc))
        if chosen and owned:
            plan.extend(self._items(chosen, attrs, owned))
        plan.append(A.END_INVESTIGATION)
        self._keep(obs, plan)
        self._why = (_investigate_words, reasons, chosen)
        return self._next_planned(legal) or legal[-1]

    @staticmethod
    def _assign(left: list[str], teams: list[tuple], masks: list[int], spots: Whereabouts,
                first: tuple) -> list[tuple]:
        """``first`` (the best team: ``(team, location, value)``), then the placements of
        the others worth most together: disjoint teams at the other locations, each worth
        more than nothing, with the highest sum of values (the values
        :meth:`Whereabouts.best` weighed, ``spots.grid``). Nobody stays idle while a
        placement of his own adds value: placing him would raise the sum. ``masks``: each
        team's members as bits of ``left`` (:meth:`_teams`)."""
        margin = InvestigatorBot.spare_margin
        busy = 0
        for inv in first[0]:
            busy |= 1 << left.index(inv)
        # investigators used: (sum, ((row, team), ...))
        best: dict[int, tuple] = {busy: (0.0, ())}
        locs = spots.locs
        grid = spots.grid
        taken = first[1]
        for r, row in enumerate(grid):
            if locs[r] == taken or max(row) <= margin:  # (max: no list to build)
                continue
            options = [(masks[t], v, t) for t, v in enumerate(row) if v > margin]
            grown = dict(best)
            for used, (total, picks) in best.items():
                for m, v, t in options:
                    if used & m:
                        continue
                    key = used | m
                    now = total + v
                    got = grown.get(key)
                    if got is None or now > got[0]:
                        grown[key] = (now, picks + ((r, t),))
            best = grown
        top = (0.0, ())
        for got in best.values():  # the first of the highest sums
            if got[0] > top[0]:
                top = got
        if not top[1]:
            return [first]
        chosen = [(teams[t][0], locs[r], grid[r][t]) for r, t in top[1]]
        chosen.sort(key=lambda c: -c[2])
        return [first] + chosen

    def _items(self, chosen, attrs, owned) -> list:
        """Hand the owned items to the first (most promising) team, as valued."""
        if not chosen or not owned:
            return []
        items = self._give_items(list(chosen[0][0]), attrs, owned)
        return [A.assign_item(item, inv) for item, inv in items.items()]

    def _plan_equip(self, obs: Mapping[str, Any], legal: Sequence) -> Any:
        members = obs["final_battle"]["members"]
        row = obs["final_battle"]["row"] or members
        invs = obs["investigators"]
        cards = self.content.cards
        items = [i for i in obs["possessions"] if cards[i].item is not None]
        amulet = next((i for i in items if cards[i].item.sanity_immune), None)
        keeper = max(row, key=lambda i: (invs[i]["attributes"]["sanity"], i))
        plan = [A.equip(item, keeper) for item in items if item not in obs["assigned"]]
        plan.append(A.START_FINAL)
        self._keep(obs, plan)
        self.explain = [f"everything to {keeper}" + (" (amulet)" if amulet else "")]
        return self._next_planned(legal) or legal[-1]


class UniformBot(RandomBot):
    """Uniform among the legal actions, like the engine's RandomBot (same seeding), with a
    cheaper draw: ``random()`` scaled to the list instead of ``randrange``."""

    name = "random"

    def choose(self, observation, legal: Sequence) -> Any:
        return legal[int(self.rng.random() * len(legal))]


def default_bot(seat: int, seed: int = 0) -> Bot:
    return CultistBot(seat, seed) if seat == 0 else InvestigatorBot(seat, seed)


BOTS = {"random": UniformBot, "default": default_bot}
