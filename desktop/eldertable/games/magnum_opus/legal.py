"""Legal actions of the phases (MO-TRADE-*, MO-TABLE-*, MO-EXP-*, MO-CARD-30).

The list is built once per settled position (``MOState._run`` computes it; the state keeps
it until its version changes). The order of the actions is part of the game's behaviour (a
random seat picks by index), so every builder keeps it: the phase's own actions in pile
order, then the Shelf's, then the pass.

:class:`ActionMaps` maps every card instance to the interned action it offers in a phase
(a card that offers none is absent), so that a builder is ``filter(None, map(get, pile))``.
"""

from __future__ import annotations

from itertools import chain, compress

from . import actions as A
from .rules import Rules

CHANCE_STEPS = frozenset(("master_roll", "roll"))
_ROLL = [A.ROLL]
_NO = (False, ())
_chain = chain.from_iterable


class ActionMaps:
    """For one :class:`Rules`: ``<kind>(card instance) -> action or None`` (bound
    ``dict.get``), and the instance sets the builders test."""

    def __init__(self, r: Rules) -> None:
        self.rules = r

        def amap(cache, cards):
            return {c: cache[c] for c in cards}.get

        every = r.instances.keys()
        perm = r.i_permanent
        movable = [c for c in every if c not in perm] if r.house["MO-GAP-14"] else every
        ts = r.i_trade
        self.place = amap(A.PLACE, r.i_table_ok)
        self.ret = amap(A.RETURN, movable)
        self.shelve = amap(A.SHELVE, movable)
        self.unshelve = amap(A.UNSHELVE, every)
        self.ts_gold = amap(A.TS_GOLD, ts)
        self.ts_cards = amap(A.TS_CARDS, ts)
        self.ts_both = {c: (A.TS_GOLD[c], A.TS_CARDS[c]) for c in ts}.get
        self.play = amap(A.PLAY, r.i_on_play)
        self.sell = amap(A.SELL, r.i_sellable)
        # MO-GAP-11: in a Buy and Sell a Master Tradeskill may be sold too.
        self.sell_master = amap(A.SELL, r.i_sellable | ts)
        self.starts = r.i_starts.__contains__
        self.start_cards = r.i_starts
        self.trade = ts
        self.on_play = r.i_on_play

    def __deepcopy__(self, memo: dict) -> "ActionMaps":
        return self  # shared and never changed, like the Rules

    def __reduce__(self):
        return (action_maps, (self.rules,))


def action_maps(r: Rules) -> ActionMaps:
    """The maps of ``r``, built once per Rules (Rules are shared and never change)."""
    maps = r.__dict__.get("_action_maps")
    if maps is None:
        maps = r._action_maps = ActionMaps(r)
    return maps


class LegalMixin:
    def _flags(self) -> None:
        """House rules, limits and action maps the builders read, as plain attributes."""
        r = self.rules
        h = r.house
        self._action_maps = action_maps(r)
        self._g11 = bool(h["MO-GAP-11"])
        self._g12 = h["MO-GAP-12"] == "any-order"
        self._g13 = bool(h["MO-GAP-13"])
        self._g14 = bool(h["MO-GAP-14"])
        self._g15 = bool(h["MO-GAP-15"])
        self._table_moves = r.setup.table_moves
        self._purchases = r.setup.purchases
        self._sales = r.setup.sales
        self._tabq: dict[tuple, tuple] = {}  # Table content -> _table_quick's answer

    def _buy_table(self) -> None:
        """``_buy_opts[gold]``: (Buy actions, their Supply piles) of what that much Gold
        pays for, in the order of ``buyables`` (the last entry: everything). The piles are
        the live lists, so an empty one drops its action."""
        top = max(cost for _t, cost in self.buyables)
        self._buy_opts = [([A.BUY[t] for t, cost in self.buyables if cost <= g],
                           [self.sup[t] for t, cost in self.buyables if cost <= g])
                          for g in range(top + 1)]

    def _compute_legal(self) -> list:
        if self.over:
            return []
        q = self.pending_steps
        if q:
            if q[0][0] in CHANCE_STEPS:
                return list(_ROLL)
            return self._decision_legal(q[0])
        build = BUILDERS.get(self.step or self.phase)
        return [A.END] if build is None else build(self)

    def _ts_can(self, res: str) -> bool:
        """MO-TRADE-1..3 and the Shelf's extra Tradeskill (MO-CARD-30)."""
        used = self.ts_gold if res == "gold" else self.ts_cards
        if not used:
            return True
        return self._bonus_open()

    def _bonus_open(self) -> bool:
        return self.shelf_bonus and not self.shelved_turn and not self.ts_bonus

    def _tradeskill_legal(self) -> list:
        s = self.seat
        hand = self.hand[s]
        am = self._action_maps
        if am.trade.isdisjoint(hand):
            out = []  # no Tradeskill in hand (about half the time)
        else:
            bonus = self.shelf_bonus and not self.shelved_turn and not self.ts_bonus
            can_gold = not self.ts_gold or bonus
            can_cards = not self.ts_cards or bonus
            if can_gold and can_cards:
                out = list(_chain(filter(None, map(am.ts_both, hand))))
            elif can_gold:
                out = list(filter(None, map(am.ts_gold, hand)))
            elif can_cards:
                out = list(filter(None, map(am.ts_cards, hand)))
            else:
                out = []
        if self.shelves[s]:
            self._shelf_legal(out)
        out.append(A.END)
        return out

    def _shelf_legal(self, out: list) -> None:
        s = self.seat
        shelves = self.shelves[s]
        if not shelves:
            return
        if (not self.shelved_turn and not self.ts_bonus
                and len(self.shelved[s]) < len(shelves)):
            out += filter(None, map(self._action_maps.shelve, self.tab[s]))
        if not self._g13 and not self.unshelved_turn:
            out += map(self._action_maps.unshelve, self.shelved[s])

    def _table_legal(self) -> list:
        s = self.seat
        if self.moves < self._table_moves:
            am = self._action_maps
            out = list(filter(None, map(am.place, self.hand[s])))
            tab = self.tab[s]
            if tab:
                out += filter(None, map(am.ret, tab))
            if self._g13 and self.shelved[s]:
                out += map(am.unshelve, self.shelved[s])
        else:
            out = []
        if self.shelves[s]:
            self._shelf_legal(out)
        out.append(A.END)
        return out

    def _market_legal(self) -> list:
        b, so = self.bought, self.sold
        any_order = self._g12
        # Purchase (<=2 buys), Sell (<=2 sales), Buy and Sell (1 + 1, buy first).
        can_buy = (so == 0 and b < self._purchases) or (any_order and so == 1 and b == 0
                                                        and self.sold_first)
        can_sell = (b == 0 and so < self._sales) or (b == 1 and so == 0)
        if can_buy:  # Buy actions for what the Gold pays and the Supply still holds
            gold = self.gold[self.seat]
            opts = self._buy_opts
            out = list(compress(*opts[gold if gold < len(opts) else -1]))
        else:
            out = []
        if can_sell:
            am = self._action_maps
            # MO-GAP-11: in a Buy and Sell a Master Tradeskill may be sold too.
            buy_and_sell = b == 1 or (any_order and so == 0)
            sell = am.sell_master if buy_and_sell and self._g11 else am.sell
            out += filter(None, map(sell, self.hand[self.seat]))
        out.append(A.END)
        return out

    def _experiment_legal(self) -> list:
        s = self.seat
        am = self._action_maps
        hand = self.hand[s]
        starters = list(filter(am.starts, hand))
        tab = self.tab[s]
        if tab and not am.start_cards.isdisjoint(tab):  # rarely: most Tables hold none
            starters += filter(am.starts, tab)
        out: list = []
        if starters:
            quick = self._quick_basic(s) if len(self.clues[s]) < 3 else None
            if quick is None or quick[1]:
                self._start_legal(s, starters, out, quick)
            elif quick[0]:  # no name on the Table under the same-name limit: every starter
                out += map(A.START.__getitem__, starters)
        if not am.on_play.isdisjoint(hand):
            out += filter(None, map(am.play, hand))
        if self.search:
            out.append(A.SEARCH)
        gold = self.gold[s]
        opts = self._buy_opts
        out += compress(*opts[gold if gold < len(opts) else -1])
        sell = am.sell_master if self._g12 and self._g11 else am.sell
        out += filter(None, map(sell, hand))
        up = self._upg.get(gold) if self._minfo is not None else None
        if up is None:
            up = self._assists(gold)
        out += up
        if self.shelves[s]:
            self._shelf_legal(out)
        out.append(A.END)
        return out

    def _assists(self, gold: int) -> list:
        """PayAssistant for the face-up cells whose fee ``gold`` pays (MO-ASSIST-1/2),
        kept per amount of Gold until the Matrix changes."""
        if self._minfo is None:
            self._cells_info()
        up = self._upg[gold] = [act for fee, act in self._assist_offers if fee <= gold]
        return up

    def _quick_basic(self, s: int):
        """Can a basic attempt start, answered with bit masks when nothing is in the
        experiment yet: ``(True, names on the Table under the same-name limit)``,
        ``(False, ())``, or None for the general answer (:meth:`_can_start`).

        Rows and columns are bit masks of the Matrix axes: a Reagent on the Table fixes
        its row (column); else any row (column) may be filled, by a Reagent in hand (a
        free row or column) or by a Metastone (Table ones not yet assigned, or from hand).
        A basic attempt can start when some cell of those rows and columns that is not a
        dead formula misses at most as many Reagents as there are Metastones (MO-TRANS-6/7,
        MO-CARD-13, formula.FormulaMixin._cells)."""
        r = self.rules
        hand, tab = self.hand[s], self.tab[s]
        if self.work[s]:
            return None
        metas = r.i_meta
        budget = 0 if metas.isdisjoint(hand) else sum(map(metas.__contains__, hand))
        rows = cols = 0
        names: list | tuple = ()
        if tab:
            key = tuple(tab)
            got = self._tabq.get(key)
            if got is None:
                if len(self._tabq) > 256:
                    self._tabq.clear()
                got = self._tabq[key] = self._table_quick(tab)
            if got is _NO:
                return _NO
            rows, cols, names, pending = got
            if pending:
                if pending > (not rows) + (not cols):
                    return _NO  # more Metastones than free slots
                budget += pending
        if rows and cols:
            free_rows, free_cols = rows, cols
        else:
            # the hand's rows (low bits) and columns (high bits) in one pass
            rcbit = self._rcbit
            both = 0
            for c in hand:
                if c in rcbit:
                    both |= rcbit[c]
            free_rows = rows or both & self._rmask
            free_cols = cols or both >> self._cshift
        row_cells, col_cells = r.row_cells, r.col_cells
        if not budget:
            cells = row_cells[free_rows] & col_cells[free_cols]
        else:
            any_rows = rows or self._rmask
            any_cols = cols or self._cmask
            if budget >= 2:
                cells = row_cells[any_rows] & col_cells[any_cols]
            else:  # one Metastone: one of the two may be missing
                cells = (row_cells[free_rows] & col_cells[any_cols]
                         | row_cells[any_rows] & col_cells[free_cols])
        if self._minfo is None:
            self._cells_info()
        if self._alive & cells:
            return True, names
        return _NO

    def _table_quick(self, tab: list[str]):
        """What the Table alone says for :meth:`_quick_basic`: ``_NO``, or (the row bit,
        the column bit, names under the same-name limit, unassigned Metastones) of its
        cards (kept per Table content, see ``_tabq``)."""
        r = self.rules
        rbit, cbit = self._rbit, self._cbit
        rows = cols = 0
        names: list | tuple = ()
        alch, myst, metas = r.i_alch, r.i_myst, r.i_meta
        na = nm = pending = 0
        others = None
        for c in tab:
            if c in alch:
                rows = rbit.get(c, 0)
                na += 1
                if na > 1 or not rows:
                    return _NO  # two of a kind, or a type with no row
            elif c in myst:
                cols = cbit.get(c, 0)
                nm += 1
                if nm > 1 or not cols:
                    return _NO
            elif c in metas:
                pending += 1
            elif others is None:
                others = [c]
            else:
                others.append(c)
        if others is not None:
            if not r.i_block.isdisjoint(others):
                return _NO  # a card that cannot take part (MO-EFFECT-1)
            named = r.i_named
            names = [named[c] for c in others if c in named]
            if len(set(names)) < len(names):
                return _NO  # MO-EFFECT-2: two cards of one name
        return rows, cols, names, pending

    def _start_legal(self, s: int, starters: list[str], out: list, quick) -> None:
        """StartTransmutation for every starter that can begin a basic attempt or the
        Stone (MO-TRANS-2..7, MO-STONE-1, MO-EFFECT-2); ``quick``: what
        :meth:`_quick_basic` said when names on the Table are under the same-name limit
        (None: the general answer is needed)."""
        if quick is not None:
            basic, names = quick  # (True, those names)
            stone = False
        else:
            scan = self._scan(s, {})
            res = self._hand_res(s)
            basic = self._can_start(False, scan, res)
            stone = len(self.clues[s]) >= 3 and self._can_start(True, scan, res)
            if not (basic or stone):
                return
            names = scan[2]
        r = self.rules
        limited = r.i_limited
        inst = r.instances
        hand = self.hand[s]
        start, start_stone = A.START, A.START_STONE
        for c in starters:
            if c in limited and inst[c].id in names and c in hand:
                continue  # MO-EFFECT-2: a second card of that name cannot join
            if basic:
                out.append(start[c])
            if stone:
                out.append(start_stone[c])


# The builder of each phase (Tradeskill, Table) or Experiment step (phase and step are
# never both set); a position without one offers only the pass.
BUILDERS = {"tradeskill": LegalMixin._tradeskill_legal, "table": LegalMixin._table_legal,
            "choose": LegalMixin._experiment_legal, "market": LegalMixin._market_legal,
            "assemble": lambda st: st._assemble_legal()}

# For MOState._run: the builder of a position and whether a lone pass there ends the phase
# at once (the Tradeskill and Table Phases, and the market after a buy or sale).
RUN_BUILDERS = {k: (f, k in ("tradeskill", "table", "market")) for k, f in BUILDERS.items()}
PASS_ONLY = (lambda st: [A.END], False)
