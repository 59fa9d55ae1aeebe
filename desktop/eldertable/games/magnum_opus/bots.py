"""Bots for Magnum Opus. They read the observation and the public card data only.

``default`` (:class:`AlchemistBot`) plays a plain plan: earn Gold and cards with its
Tradeskills, keep helpful cards on the Table, transmute whatever formula its hand and Table
allow (face-down Discoveries first, to find the Clues; a failure still turns the Discovery
up and earns Experience), hire assistants for Clue formulae it can see, and once it holds
all three Clues, gather the recipe's Reagents on its Table and attempt the Stone. Each
decision leaves its reasons in ``self.explain``.
"""

from __future__ import annotations

from itertools import groupby
from operator import attrgetter
from typing import Any, Sequence

from ...engine.bots import Bot, RandomBot
from . import actions as A
from .botknow import Knowledge, _rules_for, cell_value, p_success

_card = attrgetter("card")

__all__ = ["AlchemistBot", "BOTS", "p_success", "_rules_for"]


class AlchemistBot(Knowledge, Bot):
    name = "default"
    # a formula I transmuted n times before scores 1 / (1 + repeat_damp * n) of its worth
    repeat_damp = 0.3

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self.plan: tuple[str, ...] = ()
        self._made: dict[int, int] = {}  # Matrix cell -> transmutations I started there
        self._know_init()

    # ------------------------------------------------------------------ entry

    def choose(self, obs: dict[str, Any], legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            self.explain = ["only one choice"]
            return legal[0]
        if obs["house_rules"] is not self._house:
            self._look(obs)
        me = self.me = obs["seats"][self.seat]
        self.obs = obs
        self._held = None
        # the Stone recipe (_rc) and the cells' Reagent pairs, up to date once a decision
        if me["clues"] is not self._rc_of:
            self._recipe()
        if obs["axes"] is not self._axes:
            self._axes_pairs()
        # The legal actions by type (each list in legal order), built once per decision;
        # the builders list the actions of a type together, so a run needs no lookup.
        by: dict = {}
        get = by.get
        for t, run in groupby(legal, type):  # a run of one type at a time, in C
            got = get(t)
            if got is None:
                by[t] = list(run)
            else:
                got.extend(run)
        self.by = by
        waiting = obs["waiting"]
        if waiting:
            return self._decide(waiting, legal)
        phase = obs["phase"]
        if phase == "tradeskill":
            return self._tradeskill(legal)
        if phase == "table":
            return self._table(legal)
        if obs["step"] == "assemble":
            return self._assemble(legal)
        if obs["step"] == "market":
            return self._market(legal)
        return self._experiment(legal)

    def _pick(self, legal: Sequence[Any], cls, reason: str, pred=lambda a: True):
        for act in self.by.get(cls, ()):
            if pred(act):
                self.explain = [reason]
                return act
        return None

    def _end(self, legal: Sequence[Any], reason: str) -> Any:
        end, decline, accept = A.END, A.DECLINE, A.ACCEPT
        # The builders put the pass last, the list's only one: then no scan is needed.
        last = legal[-1]
        if last is end or last is decline or last is accept:
            by = self.by
            if len(by[type(last)]) == 1 and \
                    (A.EndPhase in by) + (A.Decline in by) + (A.AcceptRoll in by) == 1:
                self.explain = [reason]
                return last
        for act in legal:
            if act is end or act is decline or act is accept:
                self.explain = [reason]
                return act
        self.explain = [reason, "no pass available: first legal action"]
        return legal[0]

    # ------------------------------------------------------------------ knowledge

    def _card(self, c: str):
        return self.r.instances[c]

    def _cell_value(self, cell: dict[str, Any]) -> float:
        return cell_value(cell, {c["type"] for c in self.me["clues"]}, self.r)

    # ------------------------------------------------------------------ phases

    def _tradeskill(self, legal):
        ts = self.by.get(A.PlayTradeskill)
        if not ts:
            return self._end(legal, "no tradeskill to play")
        inst = self.r.instances
        cards_opts = []
        gold_opts = []
        for a in ts:
            res = a.resource
            if res == "cards":
                cards_opts.append(a)
            elif res == "gold":
                gold_opts.append(a)
        if cards_opts and (not gold_opts or len(set(map(_card, ts))) >= 2) \
                and not self.obs["turn_state"]["tradeskill_cards"]:
            best = max(cards_opts, key=lambda a: (inst[a.card].cards, -inst[a.card].gold))
            self.explain = ["draw cards first: the drawn cards may help this turn"]
            return best
        if gold_opts:
            # the first of the most worth (as max with a key)
            worths = list(map(self._ts_worth.__getitem__, map(_card, gold_opts)))
            top = max(worths)
            best = gold_opts[worths.index(top)]
            if top >= 1 or not cards_opts:
                self.explain = ["take Gold for buying Reagents"]
                return best
        if cards_opts:
            self.explain = ["draw more cards"]
            return cards_opts[0]
        return self._end(legal, "nothing useful")

    def _wanted_on_table(self) -> list[str]:
        """Reagent types the Table should gather."""
        recipe = self._rc
        if recipe:
            return list(recipe)
        return list(self.plan)

    def _table(self, legal):
        r = self.r
        inst = r.instances
        rtype = r.i_reagent
        recipe = self._rc
        me = self.me
        table = me["table"]
        by = self.by
        places = by.get(A.PlaceOnTable, ())
        if table:
            table_types = list(filter(None, map(rtype.get, table)))
            names = list(map(self._ids.__getitem__, table))
            returns = by.get(A.ReturnToHand, ())
            # Return cards that would block the next attempt (a Reagent's card id is its
            # type: with no card id twice and no recipe, none would).
            limited = r.i_limited
            for a in returns if recipe or len(set(names)) < len(names) else ():
                c = a.card
                if c in limited:
                    card = inst[c]
                    if names.count(card.id) > 1 and not card.knowledge:
                        self.explain = ["two cards of one name block every attempt: "
                                        "take one back"]
                        return a
                t = rtype.get(c)
                if t is not None:
                    if recipe and t not in recipe:
                        self.explain = ["take back a Reagent that is not in my recipe"]
                        return a
                    if not recipe and table_types.count(t) > 1:
                        self.explain = ["take back a duplicate Reagent"]
                        return a
        else:
            table_types = names = []
            returns = ()  # only Table cards go back
        # Permanent helpers first.
        helpers = self._helpers
        if places and not helpers.isdisjoint(me["hand"]):
            for a in places:
                c = a.card
                if c in helpers:
                    if inst[c].id in names:
                        continue  # MO-EFFECT-2: a second copy would not help
                    self.explain = ["Knowledge and Tools work only from the Table"]
                    return a
        # Reagents: for the Stone, any recipe Reagent not yet there.
        if recipe:
            need = list(recipe)
            for t in table_types:
                if t in need:
                    need.remove(t)
            for a in places:
                if rtype.get(a.card) in need:
                    self.explain = ["gather the Stone's Reagents on the Table"]
                    return a
            return self._end(legal, "Table ready")
        # Keep the Reagent pair of the best reachable formula on the Table, so that any
        # Attempt card drawn later can use it.
        target = self._target_pair(include_hand=True)
        if target is not None:
            want = list(target)
            for t in table_types:
                if t in want:
                    want.remove(t)
            if want:
                for a in places:
                    if rtype.get(a.card) in want:
                        self.explain = [f"keep the pair {target[0]} + {target[1]} on the Table"]
                        return a
            for a in returns:
                t = rtype.get(a.card)
                if t is not None and t not in target:
                    self.explain = ["take back a Reagent that does not fit the planned pair"]
                    return a
        return self._end(legal, "Table is in order")

    def _target_pair(self, include_hand: bool):
        """The most valuable cell whose two Reagents I hold (Table, and hand if asked): of
        the cells worth anything (value > 0), the highest score with my Experience, of
        equal scores the lowest cell."""
        get = self.r.i_reagent.get
        me = self.me
        avail = set(map(get, me["table"]))
        if include_hand and me["hand"]:
            avail.update(map(get, me["hand"]))
        avail.discard(None)
        if len(avail) < 2:
            return None
        score = self._scores(me["experience"])
        vals = self._vals
        row_of, col_of = self._row_of, self._col_of
        cols = list(map(col_of.get, avail))  # None: not a column's Reagent
        best = None
        for t in avail:
            base = row_of.get(t)
            if base is None:
                continue
            for col in cols:
                if col is None:
                    continue
                i = base + col
                if vals[i] > 0:
                    s = score[i]
                    if best is None or s > top or (s == top and i < best):
                        best, top = i, s
        return None if best is None else self._pairs[best]

    def _experiment(self, legal):
        obs = self.obs
        me = self.me
        by = self.by
        starts = by.get(A.StartTransmutation, ())
        for a in starts:
            if a.stone:
                self.plan = tuple(self._rc or ())
                self.explain = ["all three Clues and the Reagents: attempt the Stone"]
                return a
        # Assistants for Clue formulae I lack.
        assists = by.get(A.PayAssistant)
        if assists:
            held = {c["type"] for c in me["clues"]}
            inst = self.r.instances
        for a in assists or ():
            disc = inst[obs["matrix"][a.cell]["discovery"]]
            if disc.clue and disc.clue not in held:
                self.explain = [f"hire an assistant for the {disc.clue} Clue"]
                return a
        if starts and not self._rc:  # (no Stone start is legal here)
            target = self._best_cell()
            if target is not None:
                cell, value = target
                self._made[cell] = self._made.get(cell, 0) + 1
                self.plan = self._cell_types(cell)
                self.explain = [f"transmute cell {cell} (value {value:.1f})"]
                return starts[0]
        for a in by.get(A.PlayAction, ()):
            self.explain = ["play an Action card"]
            return a
        buy = self._buy_choice(legal)
        if buy is not None:
            return buy
        sell = self._sell_choice(legal)
        if sell is not None:
            return sell
        if A.SearchReagents in by and len(self._held_types()) < 4:
            self.explain = ["search for a free Reagent"]
            return A.SEARCH
        return self._end(legal, "nothing worth doing")

    def _sell_choice(self, legal):
        """Thin the deck so that Attempt cards come round more often."""
        inst = self.r.instances
        sells = self.by.get(A.Sell)
        if not sells:
            return None
        held = self._held_types()
        keep = set(self._rc or ()) | set(self.plan)
        rtype = self.r.i_reagent
        for a in sells:
            t = rtype.get(a.card)
            if t is not None and t not in keep and held.count(t) >= 3:
                self.explain = [f"sell a surplus {t} for 1 Gold"]
                return a
        if self.me["gold"] >= 4:
            for a in sells:
                card = inst[a.card]
                if card.group == "tradeskill" and card.level == "apprentice":
                    self.explain = ["sell a Prepare Herbs to thin the deck"]
                    return a
        return None

    def _best_cell(self):
        """The most valuable cell my hand and Table can reach now."""
        r = self.r
        rtype = r.i_reagent
        me = self.me
        pool = me["table"] + (me["hand"] or [])
        avail = {rtype[c] for c in pool if c in rtype}
        metas = sum(1 for c in pool if c in r.i_meta)
        table_types = {rtype[c] for c in me["table"] if c in rtype}
        row_of, col_of = self._row_of, self._col_of
        # A cell holds the Table's Reagents (one row, one column at most), and misses at
        # most as many Reagents as there are Metastones.
        rows = [row_of[t] for t in table_types if t in row_of]
        cols = [col_of[t] for t in table_types if t in col_of]
        if len(rows) > 1 or len(cols) > 1 or len(rows) + len(cols) < len(table_types):
            return None
        if not rows:
            rows = [row_of[t] for t in avail if t in row_of] if not metas else row_of.values()
        if not cols:
            cols = [col_of[t] for t in avail if t in col_of] if not metas else col_of.values()
        score = self._scores(me["experience"])
        vals = self._vals
        pairs = self._pairs
        made = self._made
        damp = self.repeat_damp
        best = None
        for base in rows:
            for col in cols:
                i = base + col
                if vals[i] <= 0:
                    continue
                s = score[i] / (1.0 + damp * made.get(i, 0))  # a formula done before: less
                if best is not None and (s < top or (s == top and i > best)):
                    continue
                if metas == 1:
                    a, m = pairs[i]
                    if a not in avail and m not in avail:
                        continue
                best, top = i, s
        return None if best is None else (best, top)

    def _buy_choice(self, legal):
        buys = self.by.get(A.Buy)
        if not buys:
            return None
        cards = self.r.cards
        recipe = self._rc
        held = self._held_types()
        if recipe:
            need = list(recipe)
            for t in held:
                if t in need:
                    need.remove(t)
            for a in buys:
                if a.item in need:
                    self.explain = ["buy a Reagent of my Stone recipe"]
                    return a
            return None
        n_alch = sum(map(self.r.alchemical.__contains__, held))
        counts = {"alchemical": n_alch, "mystic": len(held) - n_alch}
        kinds = {k for k, n in counts.items() if n}
        reagent_buys = [a for a in buys if cards[a.item].group == "reagent"]
        pair = self._pair_to_buy({a.item for a in reagent_buys})
        if pair is not None:
            for a in reagent_buys:
                if a.item == pair:
                    self.explain = [f"buy {pair} to complete a valuable pair"]
                    return a
        if reagent_buys:
            # Of the kind I own fewest of, the Reagent whose formulae promise most.
            fewest = min(counts[cards[a.item].kind] for a in reagent_buys)
            choice = self._promising([a for a in reagent_buys
                                      if counts[cards[a.item].kind] == fewest])
            if cards[choice.item].kind not in kinds:
                self.explain = [f"buy {choice.item}: its formulae promise most"]
                return choice
        tradeskills = [a for a in buys if cards[a.item].group == "tradeskill"]
        if tradeskills and self.me["gold"] >= 4:
            self.explain = ["buy a Journeyman Tradeskill for a stronger economy"]
            return max(tradeskills, key=lambda a: cards[a.item].gold)
        return None

    def _promising(self, buys: list):
        """The Reagent purchase whose row or column of the Matrix scores most (the cells'
        values weighted by their chance with my Experience: Clue formulae first), less its
        cost; among equals, one drawn from the bot's own seeded generator."""
        cards = self.r.cards
        score = self._scores(self.me["experience"])
        row_of, col_of = self._row_of, self._col_of
        n_cols = len(col_of)
        n_rows = len(score) // n_cols if n_cols else 0
        best, top = [], None
        for a in buys:
            t = a.item
            if t in row_of:
                base = row_of[t]
                cells = score[base:base + n_cols]
            elif t in col_of:
                cells = score[col_of[t]::n_cols][:n_rows]
            else:
                cells = ()
            worth = sum(v for v in cells if v > 0) - 0.3 * cards[t].cost
            if top is None or worth > top + 1e-9:
                best, top = [a], worth
            elif worth > top - 1e-9:
                best.append(a)
        return best[0] if len(best) == 1 else best[self.rng.randrange(len(best))]

    def _pair_to_buy(self, buyable: set[str]) -> str | None:
        """A Reagent that, with one on my Table or in hand, reaches the best cell."""
        rtype = self.r.i_reagent
        me = self.me
        mine = {rtype[c] for c in me["table"] + (me["hand"] or []) if c in rtype}
        if not mine or not buyable:
            return None
        cards = self.r.cards
        vals = self._values()
        row_of, col_of = self._row_of, self._col_of
        new = buyable - mine
        # The cells worth at least 2 that pair one Reagent of mine with one to buy: the
        # highest score, of equal scores the first cell.
        best = None
        for have in mine:
            base = row_of.get(have)
            if base is not None:
                pairs = [(base + col_of[t], t) for t in new if t in col_of]
            elif have in col_of:
                col = col_of[have]
                pairs = [(row_of[t] + col, t) for t in new if t in row_of]
            else:
                continue
            for i, t in pairs:
                value = vals[i]
                if value >= 2:
                    score = value - 0.3 * cards[t].vol
                    if best is None or score > top or (score == top and i < best):
                        best, top, pick = i, score, t
        return None if best is None else pick

    def _market(self, legal):
        buy = self._buy_choice(legal)
        if buy is not None:
            return buy
        sell = self._sell_choice(legal)
        if sell is not None:
            return sell
        return self._end(legal, "done buying")

    # ------------------------------------------------------------------ building an attempt

    def _assemble(self, legal):
        inst = self.r.instances
        plan = list(self.plan)
        tx_cards = self.me["table"] + self.me["experiment"]
        have = [inst[c].id for c in tx_cards if inst[c].group == "reagent"]
        for t in have:
            if t in plan:
                plan.remove(t)
        # Helpful non-Reagent cards first.
        for a in legal:
            if type(a) is A.AddToExperiment and not a.as_reagent:
                card = inst[a.card]
                if card.group != "reagent":
                    self.explain = ["add a card that makes it easier"]
                    return a
        for a in legal:
            if type(a) is A.AddToExperiment and inst[a.card].group == "reagent" \
                    and inst[a.card].id in plan:
                self.explain = ["add a Reagent of the planned formula"]
                return a
        for a in legal:
            if type(a) is A.AddToExperiment and a.as_reagent and a.as_reagent in plan:
                self.explain = ["a Metastone stands in for a missing Reagent"]
                return a
        if A.ConfirmExperiment in self.by:
            self.explain = ["the formula is complete: roll"]
            return A.CONFIRM
        for a in legal:
            if type(a) is A.AddToExperiment and inst[a.card].group == "reagent":
                self.explain = ["plan changed: add any Reagent that completes a formula"]
                return a
        self.explain = ["complete the formula with what is left"]
        return legal[0]

    # ------------------------------------------------------------------ decisions

    def _decide(self, waiting: str, legal):
        inst = self.r.instances
        if waiting == "after":
            act = self._pick(legal, A.SpendExperience, "spend Experience to succeed")
            if act is not None:
                return act
            act = self._pick(legal, A.UseHeartstone, "roll again with the Heartstone")
            if act is not None:
                return act
            return self._end(legal, "accept the roll")
        if waiting == "lead":
            return self._pick(legal, A.ReturnLead, "a Lead is worth extra Gold") or \
                self._end(legal, "keep the Lead")
        if waiting == "mindstone":
            return self._pick(legal, A.UseMindstone, "two Research cards to choose from")
        if waiting == "keep":
            opts = self.by.get(A.KeepResearch, ())

            def worth(a):
                card = inst[a.card]
                return (card.mor * 5 + card.knowledge * 3 + (card.modifier < 0) * 2
                        - card.modifier)
            self.explain = ["keep the more useful Research card"]
            return max(opts, key=worth)
        if waiting == "mor":
            act = self._pick(legal, A.TakeClue, "take the Clue")
            if act is not None:
                return act
            act = self._pick(legal, A.RevealDiscovery, "turn up a Discovery to look for Clues")
            if act is not None:
                return act
            if A.TakeExperience in self.by:
                self.explain = ["take Experience"]
                return A.TAKE_XP
            return self._end(legal, "nothing to take")
        if waiting == "free":
            recipe = self._rc or []
            opts = list(self.by.get(A.TakeReagent, ()))
            if opts:
                opts.sort(key=lambda a: (a.item not in recipe, self.r.cards[a.item].vol))
                self.explain = ["take a free Reagent"]
                return opts[0]
            return self._end(legal, "no Reagent left")
        if waiting == "incinerate":
            act = self._pick(legal, A.IncinerateCard, "burn a weak card to thin the deck",
                             lambda a: inst[a.card].group == "tradeskill"
                             and inst[a.card].level == "apprentice")
            return act or self._end(legal, "keep my discard pile")
        if waiting == "reveal":
            opts = self.by.get(A.RevealDiscovery, ())
            self.explain = ["turn up a Discovery"]
            return opts[self.rng.randrange(len(opts))]
        if waiting == "choose":
            opts = self.by.get(A.TakeCard, ())
            if opts:
                self.explain = ["take the card"]
                return opts[0]
            return self._end(legal, "nothing to take")
        if waiting == "tools":
            if self.me["gold"] >= 3:
                act = self._pick(legal, A.KeepTool, "keep the Tool for 1 Gold")
                if act is not None:
                    return act
            return self._end(legal, "let the Tools go")
        return self._end(legal, f"unknown decision {waiting}")


BOTS = {"random": RandomBot, "default": AlchemistBot}
