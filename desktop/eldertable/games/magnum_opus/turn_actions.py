"""The handlers of a turn's plain actions: Tradeskills and the Master's roll (MO-TRADE-*,
MO-CARD-35), the Table Phase's moves and the Shelf (MO-TABLE-*, MO-CARD-30), and the
Experiment Phase's Search, Buy, Sell and Action cards (MO-EXP-*). A mixin of
:class:`~.state.MOState`, which wires them to their actions.
"""

from __future__ import annotations

from typing import Any

from ...engine.fastrng import die
from ...engine.messages import N_, Msg

C = "magnum-opus"


def _m(text: str, **args: Any) -> Msg:
    return Msg(text, C, **args)


def who(seat: int) -> Msg:
    return Msg(N_(C, "Alchemist {n}"), C, n=seat + 1)


class TurnActionsMixin:
    # ------------------------------------------------------------------ tradeskills

    def _h_tradeskill(self, act) -> None:
        s = self.seat
        r = self.rules
        card = r.instances[act.card]
        res = act.resource
        if (self.ts_gold if res == "gold" else self.ts_cards):
            self.ts_bonus = True
            slot = "bonus"
        elif res == "gold":
            self.ts_gold = True
            slot = "gold"
        else:
            self.ts_cards = True
            slot = "cards"
        self.hand[s].remove(act.card)
        self.disc[s].append(act.card)
        if res == "cards":
            n = card.cards
            limit = r.house["MO-GAP-29"]
            if limit:
                n = max(0, min(n, limit - len(self.hand[s])))
            if self.loud:
                self._say("tradeskill", _m(N_(C, "{player} plays {card} for {n} {n|card|cards}."),
                                           player=who(s), card=card.name, n=card.cards),
                          {"seat": s, "card": act.card, "resource": res})
            self._draw(s, n)
        elif card.level == "master":
            self.pending_steps.append(("master_roll", act.card, slot))
            if self.loud:
                self._say("tradeskill", _m(N_(C, "{player} plays {card} and rolls for Gold "
                                                 "(needs {flask})."),
                                           player=who(s), card=card.name, flask=card.flask),
                          {"seat": s, "card": act.card, "resource": res, "flask": card.flask})
        else:
            got = self._gain_gold(s, card.gold)
            if self.loud:
                self._say("tradeskill", _m(N_(C, "{player} plays {card} for {n} Gold."),
                                           player=who(s), card=card.name, n=got),
                          {"seat": s, "card": act.card, "resource": res, "gold": got})

    def _master_roll(self, step) -> None:
        """MO-TRADE-5..7, MO-GAP-25/27: a bare d8 against the flask, no modifiers."""
        s = self.seat
        r = self.rules
        card = r.instances[step[1]]
        face = die(self.chance, r.sides)
        ok = face >= card.flask or (face == r.sides and r.house["MO-GAP-25"])
        got = self._gain_gold(s, card.gold) if ok else 0
        if not ok and not r.house["MO-GAP-27"]:
            # MO-GAP-27 off: the failed roll does not use up the Gold choice.
            if step[2] == "bonus":
                self.ts_bonus = False
            else:
                self.ts_gold = False
        if self.loud:
            text = (_m(N_(C, "{player} rolls {face} against {flask}: {n} Gold."),
                       player=who(s), face=face, flask=card.flask, n=got) if ok else
                    _m(N_(C, "{player} rolls {face} against {flask}: the metal stays lead."),
                       player=who(s), face=face, flask=card.flask))
            self._say("master-roll", text, {"dice": [face], "sides": r.sides, "seat": s,
                                            "difficulty": card.flask, "success": ok},
                      chance=True)
        if ok and card.bonus_reagent and self._leads(s, card.bonus_reagent):
            self.pending_steps.insert(0, ("lead", step[1]))

    def _h_roll(self, act) -> None:
        step = self.pending_steps.pop(0)
        if step[0] == "master_roll":
            self._master_roll(step)
        else:
            self._tx_roll(step)

    def _leads(self, s: int, reagent: str) -> list[str]:
        inst = self.rules.instances
        return [c for c in self.hand[s] + self.tab[s] if inst[c].id == reagent]

    def _h_return_lead(self, act) -> None:
        """MO-CARD-35: hand back a Lead from hand or Table for the master's bonus."""
        s = self.seat
        step = self.pending_steps.pop(0)
        master = self.rules.instances[step[1]]
        src = self.hand[s] if act.card in self.hand[s] else self.tab[s]
        self._to_supply(act.card, src)
        got = self._gain_gold(s, master.bonus_gold)
        if self.loud:
            self._say("lead-bonus", _m(N_(C, "{player} hands back a Lead for {n} more Gold."),
                                       player=who(s), n=got), {"seat": s, "card": act.card})

    # ------------------------------------------------------------------ table phase

    def _h_place(self, act) -> None:
        s = self.seat
        self.hand[s].remove(act.card)
        self.tab[s].append(act.card)
        self.moves += 1
        if self.loud:
            self._say("place", _m(N_(C, "{player} places {card} on the Table."), player=who(s),
                                  card=self.rules.instances[act.card].name),
                      {"seat": s, "card": act.card})

    def _h_return(self, act) -> None:
        s = self.seat
        self.tab[s].remove(act.card)
        discard = self.rules.house["MO-GAP-10"] == "discard"
        (self.disc[s] if discard else self.hand[s]).append(act.card)
        self.moves += 1
        if self.loud:
            text = (N_(C, "{player} discards {card} from the Table.") if discard else
                    N_(C, "{player} takes {card} back from the Table."))
            self._say("unplace", _m(text, player=who(s),
                                    card=self.rules.instances[act.card].name),
                      {"seat": s, "card": act.card, "to": "discard" if discard else "hand"})

    def _h_shelve(self, act) -> None:
        s = self.seat
        self.tab[s].remove(act.card)
        self.shelved[s].append(act.card)
        self.shelved_turn = True
        if self.loud:
            self._say("shelve", _m(N_(C, "{player} puts {card} on the Shelf."), player=who(s),
                                   card=self.rules.instances[act.card].name),
                      {"seat": s, "card": act.card})

    def _h_unshelve(self, act) -> None:
        s = self.seat
        self.shelved[s].remove(act.card)
        self.tab[s].append(act.card)
        if self.rules.house["MO-GAP-13"]:
            self.moves += 1
        else:
            self.unshelved_turn = True
        if self.loud:
            self._say("unshelve", _m(N_(C, "{player} takes {card} from the Shelf to the Table."),
                                     player=who(s), card=self.rules.instances[act.card].name),
                      {"seat": s, "card": act.card})

    # ------------------------------------------------------------------ experiment: simple

    def _h_search(self, act) -> None:
        """MO-EXP-3: the top Search card into the discard pile, free."""
        s = self.seat
        c = self.search.pop(0)
        self.disc[s].append(c)
        if self.loud:
            self._say("search", _m(N_(C, "{player} searches and finds {card}."), player=who(s),
                                   card=self.rules.instances[c].name),
                      {"seat": s, "card": c}, chance=True, reveal=True)
        self._end_turn()

    def _h_buy(self, act) -> None:
        """MO-EXP-4/8, MO-GAP-7: pay the Cost; the card goes to the discard pile."""
        s = self.seat
        card = self.rules.cards[act.item]
        c = self.sup[act.item].pop(0)
        if self._sobs is not None:
            self._supply_changed(act.item)
        self.gold[s] -= card.cost  # _pay, inline
        if self.limited:
            self.bank_gold += card.cost
        if self.rules.house["MO-GAP-7"] == "deck-top":
            self.deck[s].insert(0, c)
        else:
            self.disc[s].append(c)
        self.bought += 1
        self.step = "market"
        if self.loud:
            self._say("buy", _m(N_(C, "{player} buys {card} for {n} Gold."), player=who(s),
                                card=card.name, n=card.cost),
                      {"seat": s, "card": c, "item": act.item, "cost": card.cost})
        if self.bought >= self._purchases or self.sold:  # (market done)
            self._end_turn()

    def _h_sell(self, act) -> None:
        """MO-EXP-6..8: back to the Supply for 1 Gold, or 0 if it cost nothing."""
        s = self.seat
        card = self.rules.instances[act.card]
        self._to_supply(act.card, self.hand[s])
        got = card.price  # _gain_gold, inline
        if self.limited:
            got = min(got, self.bank_gold)
            self.bank_gold -= got
        self.gold[s] += got
        if self.bought == 0 and self.sold == 0:
            self.sold_first = True
        self.sold += 1
        self.step = "market"
        if self.loud:
            self._say("sell", _m(N_(C, "{player} sells {card} for {n} Gold."), player=who(s),
                                 card=card.name, n=got), {"seat": s, "card": act.card, "gold": got})
        if self.sold >= self._sales or self.bought:  # (market done)
            self._end_turn()

    def _h_play_action(self, act) -> None:
        s = self.seat
        card = self.rules.instances[act.card]
        self.hand[s].remove(act.card)
        self.disc[s].append(act.card)
        if self.loud:
            self._say("action", _m(N_(C, "{player} plays {card}."), player=who(s), card=card.name),
                      {"seat": s, "card": act.card})
        self.pending_steps.extend(("op",) + op for op in card.on_play)
        self.pending_steps.append(("end_experiment",))

    def _s_end_experiment(self, step) -> None:
        self._end_turn()
