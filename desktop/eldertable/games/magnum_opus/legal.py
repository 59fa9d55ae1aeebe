"""Legal actions of the phases (MO-TRADE-*, MO-TABLE-*, MO-EXP-*, MO-CARD-30).

The list is built once per settled position (``MOState._run`` computes it; the state keeps
it until its version changes) from flat instance-id sets of :class:`~.rules.Rules`
(``i_trade``, ``i_table_ok`` ...). The order of the actions is part of the game's
behaviour (a random seat picks by index), so every builder keeps it: the phase's own
actions, then the Shelf's, then the pass.
"""

from __future__ import annotations

from . import actions as A

CHANCE_STEPS = frozenset(("master_roll", "roll"))
_ROLL = [A.ROLL]


class LegalMixin:
    def _flags(self) -> None:
        """House rules and limits the builders read, as plain attributes."""
        r = self.rules
        h = r.house
        self._g11 = bool(h["MO-GAP-11"])
        self._g12 = h["MO-GAP-12"] == "any-order"
        self._g13 = bool(h["MO-GAP-13"])
        self._g14 = bool(h["MO-GAP-14"])
        self._g15 = bool(h["MO-GAP-15"])
        self._table_moves = r.setup.table_moves
        self._purchases = r.setup.purchases
        self._sales = r.setup.sales

    def _compute_legal(self) -> list:
        if self.over:
            return []
        q = self.q
        if q:
            if q[0][0] in CHANCE_STEPS:
                return list(_ROLL)
            return self._decision_legal(q[0])
        phase = self.phase
        if phase == "table":
            return self._table_legal()
        if phase == "tradeskill":
            return self._tradeskill_legal()
        if phase == "experiment":
            st = self.step
            if st == "choose":
                return self._experiment_legal()
            if st == "market":
                out = self._market_legal()
                out.append(A.END)
                return out
            if st == "assemble":
                return self._assemble_legal()
        return [A.END]

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
        bonus = self.shelf_bonus and not self.shelved_turn and not self.ts_bonus
        can_gold = not self.ts_gold or bonus
        can_cards = not self.ts_cards or bonus
        if can_gold and can_cards:
            ts = self.rules.i_trade
            gold, cards = A.TS_GOLD, A.TS_CARDS
            out = []
            for c in self.hand[s]:
                if c in ts:
                    out.append(gold[c])
                    out.append(cards[c])
        elif can_gold or can_cards:
            ts = self.rules.i_trade
            act = A.TS_GOLD if can_gold else A.TS_CARDS
            out = [act[c] for c in self.hand[s] if c in ts]
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
            shelve = A.SHELVE
            if self._g14:
                perm = self.rules.i_permanent
                out += [shelve[c] for c in self.tab[s] if c not in perm]
            else:
                out += [shelve[c] for c in self.tab[s]]
        if not self._g13 and not self.unshelved_turn:
            unshelve = A.UNSHELVE
            out += [unshelve[c] for c in self.shelved[s]]

    def _table_legal(self) -> list:
        s = self.seat
        if self.moves < self._table_moves:
            r = self.rules
            tok = r.i_table_ok
            place = A.PLACE
            out = [place[c] for c in self.hand[s] if c in tok]
            tab = self.tab[s]
            if tab:
                ret = A.RETURN
                if self._g14:
                    perm = r.i_permanent
                    out += [ret[c] for c in tab if c not in perm]
                else:
                    out += [ret[c] for c in tab]
            if self._g13 and self.shelved[s]:
                unshelve = A.UNSHELVE
                out += [unshelve[c] for c in self.shelved[s]]
        else:
            out = []
        if self.shelves[s]:
            self._shelf_legal(out)
        out.append(A.END)
        return out

    def _buys(self, gold: int) -> list:
        return [act for cost, pile, act in self._buy_opts if cost <= gold and pile]

    def _market_legal(self) -> list:
        b, so = self.bought, self.sold
        any_order = self._g12
        # Purchase (<=2 buys), Sell (<=2 sales), Buy and Sell (1 + 1, buy first).
        can_buy = (so == 0 and b < self._purchases) or (any_order and so == 1 and b == 0
                                                        and self.sold_first)
        can_sell = (b == 0 and so < self._sales) or (b == 1 and so == 0)
        out = self._buys(self.gold[self.seat]) if can_buy else []
        if can_sell:
            self._sell_legal(out, buy_and_sell=b == 1 or (any_order and so == 0))
        return out

    def _sell_legal(self, out: list, buy_and_sell: bool) -> None:
        r = self.rules
        sell = A.SELL
        ok = r.i_sellable
        if buy_and_sell and self._g11:
            ts = r.i_trade
            out += [sell[c] for c in self.hand[self.seat] if c in ok or c in ts]
        else:
            out += [sell[c] for c in self.hand[self.seat] if c in ok]

    def _experiment_legal(self) -> list:
        s = self.seat
        r = self.rules
        hand = self.hand[s]
        starts = r.i_starts
        starters = [c for c in hand if c in starts]
        tab = self.tab[s]
        if tab:
            starters += [c for c in tab if c in starts]
        out: list = []
        if starters:
            scan = self._scan(s, {})
            res = self._hand_res(s)
            basic = self._can_start(False, scan, res)
            stone = len(self.clues[s]) >= 3 and self._can_start(True, scan, res)
            if basic or stone:
                names = scan[2]
                limited = r.i_limited
                inst = r.instances
                start, start_stone = A.START, A.START_STONE
                for c in starters:
                    if c in limited and inst[c].id in names and c in hand:
                        continue  # MO-EFFECT-2: a second card of that name cannot join
                    if basic:
                        out.append(start[c])
                    if stone:
                        out.append(start_stone[c])
        on_play = r.i_on_play
        play = A.PLAY
        out += [play[c] for c in hand if c in on_play]
        if self.search:
            out.append(A.SEARCH)
        gold = self.gold[s]
        out += self._buys(gold)
        self._sell_legal(out, buy_and_sell=self._g12)
        if self._mat is None:
            self._matrix()
        out += [act for fee, act in self._up if fee <= gold]
        if self.shelves[s]:
            self._shelf_legal(out)
        out.append(A.END)
        return out
