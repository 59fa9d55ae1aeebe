"""Bots for both sides. They read only ``observation(seat)`` and the legal actions.

* ``random``: uniform among the legal actions (the engine's :class:`RandomBot`).
* ``default``: hand-written heuristics. The cultist keeps the cards that help the
  investigators in his hand, chants with every cultist on Secret Rituals and places traps
  where the investigators are drawn; the investigators form balanced teams where cards
  promise most, read owned books in the Study and hand out items where they count
  (MM-NOTE-1, MM-NOTE-2).

A bot plans a whole phase at its first decision and then plays the plan out without
reading the observation again, so observations are built only when a plan is made (the
simulator passes a lazily built observation). ``explain`` keeps the reasons.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from eldertable.engine.bots import Bot, RandomBot

from . import actions as A
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


class _Planner(Bot):
    """Shared plumbing: a queue of planned actions, checked against ``legal`` by identity."""

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self.plan: list = []
        self.content = load_content()

    def _next_planned(self, legal: Sequence) -> Any:
        while self.plan:
            nxt = self.plan.pop(0)
            for a in legal:
                if a is nxt:
                    return nxt
            self.plan.clear()
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


class CultistBot(_Planner):
    name = "default"

    def choose(self, obs: Mapping[str, Any], legal: Sequence) -> Any:
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

    def _plan_play(self, obs: Mapping[str, Any], legal: Sequence) -> Any:
        hand: list[str] = list(obs["hand"])
        cards = self.content.cards
        must = obs["must_place"] - obs["placed"]
        rule_allies = obs["house_rules"].get("MM-GAP-28", True)
        allowed: dict[str, list[str]] = {}
        for a in legal:
            if isinstance(a, A.PlaceCard):
                allowed.setdefault(a.card, []).append(a.location)

        def value(c: str) -> float:
            if cards[c].type == "cultist":
                return 10.0 + cards[c].combat
            v = CULT_VALUE.get(cards[c].base, 0.0)
            if rule_allies and cards[c].ally:
                v += 20.0  # must be played anyway
            return v

        ranked = sorted((c for c in hand if c in allowed), key=lambda c: (-value(c), c))
        chosen = [c for c in ranked if value(c) >= 0]
        if len(chosen) < must:
            chosen = ranked[:max(must, len(chosen))]
        locs = [loc for loc in obs["locations"] if loc != RITUALS]
        load = {loc: 0 for loc in locs}
        plan = []
        reasons = []
        # Valuables that must go out: put them where traps can guard them.
        for c in sorted(chosen, key=lambda c: (len(allowed[c]), c)):
            options = allowed[c]
            if cards[c].type == "cultist" and RITUALS in options:
                loc = RITUALS
            else:
                options = [o for o in options if o != RITUALS] or options
                if c.split("_")[0] in ("nothing",):
                    loc = min(options, key=lambda o: (load.get(o, 0), self.rng.random()))
                elif cards[c].base in TRAPS:
                    loc = max(options, key=lambda o: (load.get(o, 0), self.rng.random()))
                else:
                    loc = min(options, key=lambda o: (load.get(o, 0), self.rng.random()))
            load[loc] = load.get(loc, 0) + 1
            plan.append(A.place_card(c, loc))
            reasons.append(f"{c}->{loc}")
        plan.append(A.END_PLAY)
        self.plan = plan
        self.explain = ["play: " + ", ".join(reasons)]
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

class InvestigatorBot(_Planner):
    name = "default"
    bias = 0.0
    threshold = 99.0
    split = False
    readers_min = 0
    max_team = 9

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self.stuck = 0
        self.last_progress: tuple = ()

    def choose(self, obs: Mapping[str, Any], legal: Sequence) -> Any:
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

    def _unseen(self, obs: Mapping[str, Any]) -> list[str]:
        seen = set(obs["score"]) | set(obs["possessions"]) | set(obs["removed"]) | \
            set(obs["cult_items"]) | set(obs["set_aside"]) | set(obs["investigators"])
        return [c for c in self.content.cards if c not in seen]

    def _value(self, card: str) -> float:
        info = self.content.cards[card]
        return INV_VALUE.get(info.base, CULTIST_VALUE if info.type == "cultist" else 0.0)

    def _location_values(self, obs: Mapping[str, Any]) -> dict[str, float]:
        """Expected worth of each location's face-down cards.

        Cards publicly known to be back in the cultist's hand (``known_hidden``) are spread
        over the hand and the places they may lie, in proportion to the cards there; the
        remaining face-down cards are averaged over the cards never seen since the deck.
        """
        cards = self.content.cards
        locs = obs["locations"]
        uni = [loc for loc, v in locs.items() if loc != RITUALS and v["open"]]
        count = {loc: sum(1 for c in locs[loc]["cards"] if c.get("back") or
                          c.get("face") == "down") for loc in uni}
        rituals = sum(1 for c in locs[RITUALS]["cards"] if c.get("back") or
                      c.get("face") == "down")
        hand = obs["hand_count"]
        known = obs["known_hidden"]
        exp = {loc: 0.0 for loc in uni}
        val = {loc: 0.0 for loc in uni}
        for c in known:
            info = cards[c]
            allowed = [loc for loc in (info.locations or uni) if loc in count]
            slots = hand + sum(count[loc] for loc in allowed)
            if info.type == "cultist":
                slots += rituals
            if slots <= 0:
                continue
            v = self._value(c)
            for loc in allowed:
                p = count[loc] / slots
                exp[loc] += p
                val[loc] += p * v
        face_up = {c["id"] for v in locs.values() for c in v["cards"] if c.get("face") == "up"}
        skip = set(known) | face_up
        weight = {loc: 0.0 for loc in uni}
        total = {loc: 0.0 for loc in uni}
        for c in self._unseen(obs):
            if c in skip:
                continue
            info = cards[c]
            where = [loc for loc in (info.locations or uni) if loc in weight]
            if not where:
                continue
            v = self._value(c)
            share = 1.0 / len(where)
            for loc in where:
                weight[loc] += share
                total[loc] += v * share
        out = {}
        for loc in uni:
            n = count[loc]
            if n == 0:
                continue
            known_part = val[loc]
            if exp[loc] > n:
                known_part *= n / exp[loc]
            rest = max(0.0, n - exp[loc])
            mean = total[loc] / weight[loc] if weight[loc] else 0.0
            out[loc] = known_part + rest * (self.bias + mean)
        return out

    def _plan_investigation(self, obs: Mapping[str, Any], legal: Sequence) -> Any:
        invs = obs["investigators"]
        free = [i for i, v in invs.items() if v["where"] == "pool"]
        attrs = {i: invs[i]["attributes"] for i in invs}
        plan: list = []
        reasons: list[str] = []
        # Books first: the Tome needs no roll, the others want a Sanity-3 reader.
        owned_books = [b for b in obs["possessions"] if self.content.cards[b].book is not None
                       and b not in obs["books_read"]]
        study_moves = {(a.investigator, a.book) for a in legal
                       if isinstance(a, A.PlaceInvestigator) and a.location == STUDY}
        for book in sorted(owned_books, key=lambda b: b != "ancient_tome"):
            readers = sorted((i for i in free if (i, book) in study_moves),
                             key=lambda i: (-attrs[i]["sanity"], attrs[i]["combat"], i))
            if not readers:
                continue
            if book != "ancient_tome" and len(free) < self.readers_min:
                continue
            reader = readers[0]
            free.remove(reader)
            plan.append(A.place_investigator(reader, STUDY, book))
            reasons.append(f"{reader} reads {book}")
        values = self._location_values(obs)
        progress = (obs["tracks"]["mythos"], obs["tracks"]["summon"], len(obs["score"]),
                    len(obs["removed"]), len(obs["possessions"]), obs["deck_count"])
        if progress == self.last_progress:
            self.stuck += 1
        else:
            self.stuck = 0
        self.last_progress = progress
        if self.stuck >= 2:  # nothing changes any more: go where most cards lie
            values = {loc: v + 10.0 * sum(1 for c in obs["locations"][loc]["cards"]
                                          if c.get("back")) + self.rng.random()
                      for loc, v in values.items()}
            reasons.append(f"stalled for {self.stuck} turns: explore")
        ranked = sorted(values, key=lambda loc: (-values[loc], loc))
        targets = ranked[:1] + [loc for loc in ranked[1:] if values[loc] > self.threshold]
        if len(targets) > 1 and len(free) >= 4:
            teams = self._teams(free, attrs)[:2]
            if len(teams) == 2 and len(free) > 4:
                teams = [teams[0], [i for i in free if i not in teams[0]]]
        else:
            teams = [self._pick_team(free, attrs)] if free else []
        for team, loc in zip(teams, targets):
            for inv in team:
                plan.append(A.place_investigator(inv, loc))
            reasons.append(f"{'+'.join(team)} -> {loc} ({values[loc]:.1f})")
        placed = [a.investigator for a in plan]
        plan.extend(self._items(obs, placed, attrs, plan))
        plan.append(A.END_INVESTIGATION)
        self.plan = plan
        self.explain = ["investigate: " + "; ".join(reasons)]
        return self._next_planned(legal) or legal[-1]

    def _pick_team(self, free: list[str], attrs: dict[str, dict[str, int]]) -> list[str]:
        """At most ``max_team`` investigators, chosen to cover every kind of check; the
        others stay safely off the board."""
        if len(free) <= self.max_team:
            return list(free)
        team: list[str] = []
        left = list(free)
        while len(team) < self.max_team and left:
            def gain(i: str) -> tuple:
                cover = 0
                for a in ("combat", "investigation", "stealth", "sanity"):
                    best = max([attrs[t][a] for t in team] or [0])
                    cover += max(0, attrs[i][a] - best) * (2 if a in ("stealth", "sanity") else 1)
                return (cover, sum(attrs[i].values()), i)
            pick = max(left, key=gain)
            team.append(pick)
            left.remove(pick)
        return team

    @staticmethod
    def _teams(free: list[str], attrs: dict[str, dict[str, int]]) -> list[list[str]]:
        """Balanced pairs: a fighter with a thinker, so every check has a good roller."""
        if not free:
            return []
        order = sorted(free, key=lambda i: (-(attrs[i]["combat"] + attrs[i]["stealth"]), i))
        thinkers = sorted(free, key=lambda i: (-(attrs[i]["sanity"] + attrs[i]["investigation"]),
                                               i))
        teams: list[list[str]] = []
        used: set[str] = set()
        for fighter in order:
            if fighter in used:
                continue
            used.add(fighter)
            mate = next((t for t in thinkers if t not in used), None)
            if mate is not None:
                used.add(mate)
                teams.append([fighter, mate])
            else:
                teams.append([fighter])
        if len(teams) >= 2 and len(teams[-1]) == 1:
            teams[-2].append(teams.pop()[0])
        return teams

    def _items(self, obs, placed, attrs, plan) -> list:
        cards = self.content.cards
        where = {a.investigator: a.location for a in plan}
        out = []
        for item in obs["possessions"]:
            info = cards[item].item
            if info is None or item in obs["assigned"] or not placed:
                continue
            if info.sanity_immune:
                pick = min(placed, key=lambda i: (attrs[i]["sanity"], i))
            elif info.stealth_bonus:
                pick = max(placed, key=lambda i: (attrs[i]["stealth"], i))
            elif info.combat_bonus:
                pick = max(placed, key=lambda i: (attrs[i]["combat"], i))
            else:
                on_loc = [i for i in placed if where.get(i) != STUDY] or placed
                pick = on_loc[0]
            out.append(A.assign_item(item, pick))
        return out

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
        self.plan = plan
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
