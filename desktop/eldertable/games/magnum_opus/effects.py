"""Rewards: Discovery effects, Research cards, Clues and the decisions they ask for
(MO-CARD-*, MO-CLUE-*, MO-TRANS-17/18, MO-GAP-20..23, MO-GAP-30).

Every effect is data (:mod:`.content` ops); this module is the one place that gives them
meaning. A choice becomes a decision step at the head of the state's queue; its legal
actions come from :meth:`EffectsMixin._decision_legal`.
"""

from __future__ import annotations

from typing import Any

from ...engine.messages import N_, Msg
from . import actions as A
from .rules import CLUES

C = "magnum-opus"


def _m(text: str, **args: Any) -> Msg:
    return Msg(text, C, **args)


def _who(seat: int) -> Msg:
    return Msg(N_(C, "Alchemist {n}"), C, n=seat + 1)


class EffectsMixin:
    # ------------------------------------------------------------------ decisions

    def _decision_legal(self, step: tuple) -> list:
        kind = step[0]
        s = self.seat
        mk = A.make
        if kind == "after":
            return self._after_legal()
        if kind == "tools":
            return self._tools_legal()
        if kind == "lead":
            master = self.rules.instances[step[1]]
            return [mk(A.ReturnLead, c) for c in self._leads(s, master.bonus_reagent)] + [A.DECLINE]
        if kind == "mindstone":
            return [mk(A.UseMindstone, self.transmutation["mind"]), A.DECLINE]
        if kind == "keep":
            return [mk(A.KeepResearch, step[1]), mk(A.KeepResearch, step[2])]
        if kind == "mor":
            avail = self._clues_open(s)
            if avail:
                return [mk(A.TakeClue, t) for t in avail] + [A.DECLINE]
            return ([mk(A.RevealDiscovery, i) for i in self._facedown()]
                    + [A.TAKE_XP, A.DECLINE])
        if kind == "free":
            return [mk(A.TakeReagent, t) for t in self._free_options(step[2])] + [A.DECLINE]
        if kind == "incinerate":
            return [mk(A.IncinerateCard, c) for c in self._burnable(s)] + [A.DECLINE]
        if kind == "reveal":
            return [mk(A.RevealDiscovery, i) for i in self._facedown()]
        if kind == "choose":
            return [mk(A.TakeCard, d) for d in step[1] if self.sup[d]] + [A.DECLINE]
        raise AssertionError(kind)  # pragma: no cover

    def _facedown(self) -> list[int]:
        return [i for i, d in enumerate(self.dstate) if d == 0]

    def _clues_open(self, s: int) -> list[str]:
        """MO-CARD-14: Clue types the seat lacks whose Clue discovery is face up."""
        held = self.clue_types(s)
        out = []
        for t in CLUES:
            if t in held or not self.cluepile[t]:
                continue
            cell = self._cell_of_discovery(self.rules.clue_discovery[t])
            if self.dstate[cell] == 1:
                out.append(t)
        return out

    def _cell_of_discovery(self, disc_id: str) -> int:
        inst = self.rules.instances
        for i, pile in enumerate(self.dis):
            if inst[pile[0]].id == disc_id:
                return i
        return -1

    def _free_options(self, cell: int) -> list[str]:
        """MO-CARD-1..3: any Reagent in the Supply but the formula's own two."""
        excluded = self.cell_reagents(cell)
        return [t for t in self.axes_a + self.axes_m if t not in excluded and self.sup[t]]

    def _burnable(self, s: int) -> list[str]:
        """MO-CARD-11, MO-DECK-3/4: never an Attempt Transmutation."""
        inst = self.rules.instances
        return [c for c in self.disc[s] if not (inst[c].group == "action" and inst[c].starts)]

    def _h_decline(self, act) -> None:
        step = self.pending_steps.pop(0)
        if step[0] == "mindstone":
            self.pending_steps.insert(0, ("receive", step[1]))
        elif step[0] == "free" and self.loud:
            self._say("decline", _m(N_(C, "{player} takes nothing more."), player=_who(self.seat)))
        elif step[0] == "incinerate" and self.loud:
            # Incinerate's word for the log and the banner: "performs Incinerate." was all
            # it said (issue 25)
            self._say("incinerate", _m(N_(C, "{player} burns no card."), player=_who(self.seat)),
                      {"seat": self.seat, "card": None})

    # ------------------------------------------------------------------ research

    def _s_claim(self, step) -> None:
        """MO-TRANS-17: the Research card under the focus goes to the performer."""
        cell = step[1]
        s = self.seat
        c = self.res[cell].pop()
        self.pick[s].append(c)
        self.rown[s] += 1
        self._matrix_changed(cell)
        self._offer_research(c)

    def _offer_research(self, c: str) -> None:
        """MO-CARD-24 / MO-GAP-23: a Mindstone in the attempt may swap for a better pick."""
        tx = self.transmutation
        if tx and tx["mind"] and not tx["mind_used"] and (
                self.research or self.rules.house["MO-GAP-23"] == "experience"):
            self.pending_steps.insert(0, ("mindstone", c))
            if self.loud:
                # The seat sees the card before it decides: a reveal (undo stops here).
                s = self.seat
                self._say("research-pick", _m(N_(C, "You look at the Research card {card}."),
                                              card=self.rules.instances[c].name),
                          {"seat": s, "card": c}, only=s,
                          public=_m(N_(C, "{player} looks at a Research card."),
                                    player=_who(s)), reveal=True)
        else:
            self.pending_steps.insert(0, ("receive", c))

    def _h_mindstone(self, act) -> None:
        s = self.seat
        step = self.pending_steps.pop(0)
        tx = self.transmutation
        src = self.tab[s] if act.card in self.tab[s] else self.work[s]
        self._to_supply(act.card, src)
        tx["mind_used"] = True
        if self.research:
            x = self.research.pop(0)
            self.pick[s].append(x)
            self.rown[s] += 1
            self.pending_steps.insert(0, ("keep", step[1], x))
            if self.loud:
                inst = self.rules.instances
                self._say("mindstone", _m(N_(C, "You give back the Mindstone and draw {card}."),
                                          card=inst[x].name), {"seat": s, "card": x}, only=s,
                          public=_m(N_(C, "{player} gives back a Mindstone for a second Research "
                                          "card."), player=_who(s)), reveal=True)
        else:
            self._gain_xp(s, 1)
            self.pending_steps.insert(0, ("receive", step[1]))

    def _h_keep_research(self, act) -> None:
        s = self.seat
        step = self.pending_steps.pop(0)
        other = step[2] if act.card == step[1] else step[1]
        self.pick[s].remove(other)
        self.research.append(other)  # the other one goes under the Research deck
        self.rown[s] -= 1
        self.pending_steps.insert(0, ("receive", act.card))

    def _s_receive(self, step) -> None:
        s = self.seat
        c = step[1]
        card = self.rules.instances[c]
        self.pick[s].remove(c)
        if card.mor:
            # MO-CARD-17: set aside, still a Research card for the tie-breaker.
            self.aside[s].append(c)
            self.pending_steps.insert(0, ("mor", c))
        else:
            self.disc[s].append(c)
        if self.loud:
            self._say("research", _m(N_(C, "{player} gains the Research card {card}."),
                                     player=_who(s), card=card.name),
                      {"seat": s, "card": c}, reveal=True)

    def _h_take_clue(self, act) -> None:
        self.pending_steps.pop(0)
        self._give_clue(self.seat, act.clue)

    def _h_reveal(self, act) -> None:
        step = self.pending_steps.pop(0)
        self._reveal(act.cell, why=step[0])

    def _reveal(self, cell: int, why: str) -> None:
        """MO-CARD-12/13/15, MO-GAP-20: turned up without being performed; no reward, and
        an Inexplicable Yield found this way is dead."""
        disc = self.rules.instances[self.dis[cell][0]]
        dead = any(op[0] == "reveal_discovery" for op in disc.ops)
        self.dstate[cell] = 2 if dead else 1
        self._matrix_changed(cell)
        if self.loud:
            self._say("flip", _m(N_(C, "The Discovery {card} is turned face up."),
                                 card=disc.name),
                      {"cell": cell, "card": self.dis[cell][0], "dead": dead, "why": why},
                      reveal=True)

    def _h_take_xp(self, act) -> None:
        self.pending_steps.pop(0)
        got = self._gain_xp(self.seat, 1)
        if self.loud:
            self._say("experience", _m(N_(C, "{player} gains {n} Experience."),
                                       player=_who(self.seat), n=got), {"seat": self.seat})

    def _give_clue(self, s: int, ctype: str) -> None:
        """MO-CLUE-1..3, MO-GAP-6: the top Clue card, face down in front of the seat."""
        if ctype in self.clue_types(s) or not self.cluepile[ctype]:
            return
        c = self.cluepile[ctype].pop(0)
        self._cpv = None
        self.clues[s].append(c)
        if self.loud:
            r = self.rules
            reagent = r.clue_reagent[c]
            if r.house["MO-GAP-6"] == "shared":
                idx = CLUES.index(ctype)
                reagent = r.clue_reagent[self.recipe_cards[idx]]
            self._say("clue", _m(N_(C, "You gain the {clue} Clue: {reagent}."),
                                 clue=r.clue_names[ctype], reagent=r.cards[reagent].name),
                      {"seat": s, "clue": ctype, "card": c, "reagent": reagent}, only=s,
                      public=_m(N_(C, "{player} gains a {clue} Clue."), player=_who(s),
                                clue=r.clue_names[ctype]), reveal=True)

    # ------------------------------------------------------------------ discoveries

    def _s_discovery(self, step) -> None:
        """MO-TRANS-18, MO-ASSIST-5: carry out the Discovery and leave it face up."""
        cell = step[1]
        s = self.seat
        c = self.dis[cell][0]
        card = self.rules.instances[c]
        if self.dstate[cell] == 0:
            self.dstate[cell] = 1
            self._matrix_changed(cell)
        if self.loud:
            self._say("discovery", _m(N_(C, "{player} performs {card}."), player=_who(s),
                                      card=card.name),
                      {"seat": s, "cell": cell, "card": c, "assistant": not step[2]},
                      reveal=True)
        if card.clue:
            self._give_clue(s, card.clue)
            return
        self.pending_steps[0:0] = [("op",) + op + (cell,) for op in card.ops]

    def _s_op(self, step) -> None:
        name = step[1]
        s = self.seat
        r = self.rules
        if name == "gain_gold":
            got = self._gain_gold(s, step[2])
            if self.loud:
                self._say("gold", _m(N_(C, "{player} gains {n} Gold."), player=_who(s), n=got),
                          {"seat": s, "gold": got})
        elif name == "gain_experience":
            got = self._gain_xp(s, step[2])
            if self.loud:
                self._say("experience", _m(N_(C, "{player} gains {n} Experience."),
                                           player=_who(s), n=got), {"seat": s})
        elif name == "gain_card":
            self._take_from_supply(s, step[2])
        elif name == "choose_card":
            if any(self.sup[d] for d in step[2]):
                self.pending_steps.insert(0, ("choose", step[2]))
        elif name == "gain_research":
            if self.research:
                if step[2] > 1:
                    self.pending_steps.insert(0, ("op", name, step[2] - 1) + step[3:])
                x = self.research.pop(0)
                self.pick[s].append(x)
                self.rown[s] += 1
                self._offer_research(x)
        elif name == "free_reagents":
            cell = step[3] if len(step) > 3 else -1
            if self._free_options(cell):
                self.pending_steps.insert(0, ("free", step[2], cell))
        elif name == "incinerate":
            if self._burnable(s):
                self.pending_steps.insert(0, ("incinerate",))
            elif self.loud:  # MO-CARD-10: nothing to burn, no effect; the log says so
                self._say("incinerate", _m(N_(C, "{player} has no card in the discard pile "
                                              "to burn."), player=_who(s)),
                          {"seat": s, "card": None})
        elif name == "reveal_discovery":
            down = self._facedown()
            if down:
                if r.house["MO-GAP-20"] == "random":
                    self._reveal(self.chance.choice(down), why="yield")
                else:
                    self.pending_steps.insert(0, ("reveal",))

    def _take_from_supply(self, s: int, item: str) -> bool:
        pile = self.sup.get(item)
        if not pile:
            return False  # MO-SUPPLY-2: all copies are taken
        c = pile.pop(0)
        if self._sobs is not None:
            self._supply_changed(item)
        self.disc[s].append(c)
        if self.loud:
            self._say("gain", _m(N_(C, "{player} takes {card} into the discard pile."),
                                 player=_who(s), card=self.rules.cards[item].name),
                      {"seat": s, "card": c})
        return True

    def _h_take_card(self, act) -> None:
        self.pending_steps.pop(0)
        self._take_from_supply(self.seat, act.item)

    def _h_take_reagent(self, act) -> None:
        step = self.pending_steps.pop(0)
        self._take_from_supply(self.seat, act.item)
        left = step[1] - 1
        if left > 0 and self._free_options(step[2]):
            self.pending_steps.insert(0, ("free", left, step[2]))

    def _h_incinerate(self, act) -> None:
        """MO-GAP-21: the burnt card returns to the Supply (or leaves the game)."""
        self.pending_steps.pop(0)
        s = self.seat
        boxed = self.rules.house["MO-GAP-21"] == "box"
        if boxed:
            self.disc[s].remove(act.card)
            self.box.append(act.card)
            if self.rules.instances[act.card].research:
                self.rown[s] -= 1
        else:
            self._to_supply(act.card, self.disc[s])
        if self.loud:  # a card of the discard pile: public
            text = (N_(C, "{player} burns {card}: it leaves the game.") if boxed
                    else N_(C, "{player} burns {card}: it goes back to the Supply."))
            self._say("incinerate", _m(text, player=_who(s),
                                       card=self.rules.instances[act.card].name),
                      {"seat": s, "card": act.card, "boxed": boxed})

    @staticmethod
    def handlers() -> dict:
        E = EffectsMixin
        return {A.Decline: E._h_decline, A.UseMindstone: E._h_mindstone,
                A.KeepResearch: E._h_keep_research, A.TakeClue: E._h_take_clue,
                A.RevealDiscovery: E._h_reveal, A.TakeExperience: E._h_take_xp,
                A.TakeCard: E._h_take_card, A.TakeReagent: E._h_take_reagent,
                A.IncinerateCard: E._h_incinerate}

    @staticmethod
    def steps() -> dict:
        E = EffectsMixin
        return {"claim": E._s_claim, "receive": E._s_receive, "discovery": E._s_discovery,
                "op": E._s_op}
