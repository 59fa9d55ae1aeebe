"""Transmutations (MO-TRANS-*, MO-EFFECT-*, MO-STONE-*, MO-ASSIST-*).

An attempt is built one card at a time, as a mouse UI does it:
:class:`~.actions.StartTransmutation` plays the starter, every Table card joins at once
(MO-TRANS-3), :class:`~.actions.AddToExperiment` adds a card from hand (a Metastone names
the Reagent it copies), :class:`~.actions.ConfirmExperiment` fixes the difficulty and
waits for the die. Only additions that still leave a complete formula reachable are legal,
so an attempt can never get stuck half-built.

After the roll the seat may spend Experience or use a Heartstone (MO-TRANS-10,
MO-CARD-5); when neither can change anything the attempt resolves at once. Experience is
offered as the exact number of tokens that turns the failure into a success (spending fewer
or more can never change the outcome), and the Heartstone only before any token is spent on
that roll, so no token is wasted on a roll that is then thrown away. A Tool stays after a
success without asking (MO-EFFECT-8 "may remain").

What an experiment holds, which formulae it can still complete and its difficulty are
read by the helpers of :mod:`.formula`.
"""

from __future__ import annotations

from typing import Any

from ...engine.fastrng import die
from ...engine.messages import N_, Msg
from . import actions as A
from .formula import FormulaMixin

C = "magnum-opus"


def _m(text: str, **args: Any) -> Msg:
    return Msg(text, C, **args)


def _who(seat: int) -> Msg:
    return Msg(N_(C, "Alchemist {n}"), C, n=seat + 1)


class TransmuteMixin(FormulaMixin):
    # ------------------------------------------------------------------ building an attempt

    def _h_start(self, act) -> None:
        """MO-TRANS-2: an Attempt Transmutation (or a card that says so) starts it."""
        s = self.seat
        if act.card in self.hand[s]:
            self.hand[s].remove(act.card)
            self.work[s].append(act.card)
        self.transmutation = {"kind": "stone" if act.stone else "basic", "starter": act.card, "meta": {},
                   "cell": -1, "diff": 0, "terms": [], "face": 0, "spent": 0, "heart": "",
                   "heart_used": False, "mind": "", "mind_used": False, "ok": False,
                   "prep": 0, "kept": [], "rolls": []}
        self.step = "assemble"
        if self.loud:
            card = self.rules.instances[act.card]
            text = (N_(C, "{player} plays {card} to attempt the Philosophers' Stone.")
                    if act.stone else N_(C, "{player} plays {card} to attempt a transmutation."))
            self._say("start", _m(text, player=_who(s), card=card.name),
                      {"seat": s, "card": act.card, "stone": act.stone,
                       "table": list(self.tab[s])})

    def _assemble_legal(self) -> list:
        s = self.seat
        tx = self.transmutation
        r = self.rules
        inst = r.instances
        stone = tx["kind"] == "stone"
        meta = tx["meta"]
        committed, pending, names, _b = self._scan(s, meta)
        hc, hm = self._hand_res(s)
        npend = len(pending)
        mk = A.make
        add = A.ADD
        out: list = []
        axes = self.axes_a + self.axes_m
        reach = self._reachable
        # Copies of one Reagent type (and all Metastones) give the same answers.
        by_type: dict[str, bool] = {}
        as_types: list[str] | None = None
        for c in self.hand[s]:
            card = inst[c]
            if card.group == "reagent":
                t = card.id
                ok = by_type.get(t)
                if ok is None:
                    hc[t] -= 1
                    ok = by_type[t] = reach(stone, committed + [t], npend, hc, hm)
                    hc[t] += 1
                if ok:
                    out.append(add[c])
            elif card.metastone:
                if as_types is None:
                    as_types = [t for t in axes if reach(stone, committed + [t], npend, hc, hm - 1)]
                out += [mk(A.AddToExperiment, c, t) for t in as_types]
            elif card.hand_ok and (card.modifier or card.reroll or card.mindstone):
                if c in r.i_limited and card.id in names:
                    continue  # MO-EFFECT-2
                out.append(add[c])
        if pending:
            as_types = [t for t in axes if reach(stone, committed + [t], npend - 1, hc, hm)]
            for c in pending:
                out += [mk(A.AddToExperiment, c, t) for t in as_types]
        elif self._complete(stone, committed):
            out.append(A.CONFIRM)
        return out

    def _h_add(self, act) -> None:
        """MO-TRANS-5: cards from hand join the attempt; a Metastone names its Reagent."""
        s = self.seat
        c = act.card
        if c in self.hand[s]:
            self.hand[s].remove(c)
            self.work[s].append(c)
        if act.as_reagent:
            self.transmutation["meta"][c] = act.as_reagent
        if self.loud:
            inst = self.rules.instances
            if act.as_reagent:
                text = _m(N_(C, "{player} uses {card} as {reagent}."), player=_who(s),
                          card=inst[c].name, reagent=self.rules.cards[act.as_reagent].name)
            else:
                text = _m(N_(C, "{player} adds {card}."), player=_who(s), card=inst[c].name)
            self._say("add", text, {"seat": s, "card": c, "as": act.as_reagent})

    def _h_confirm(self, act) -> None:
        s = self.seat
        tx = self.transmutation
        r = self.rules
        inst = r.instances
        diff, terms = self.difficulty(s)
        tx["diff"] = diff
        tx["terms"] = [[c, v] for c, v in terms]
        committed, _p, _n, _b = self._scan(s, tx["meta"])
        if tx["kind"] == "basic":
            a = [t for t in committed if r.cards[t].kind == "alchemical"][0]
            m = [t for t in committed if r.cards[t].kind == "mystic"][0]
            tx["cell"] = self.cell_of(a, m)
        for pile in (self.tab[s], self.work[s]):
            for c in pile:
                card = inst[c]
                if card.reroll and not tx["heart"]:
                    tx["heart"] = c
                if card.mindstone and not tx["mind"]:
                    tx["mind"] = c
                if card.preparation:
                    tx["prep"] += 1
        self.step = "attempt"
        if self.loud:
            self._say("difficulty", _m(N_(C, "Difficulty {diff}."), diff=diff),
                      {"seat": s, "difficulty": diff, "terms": tx["terms"], "cell": tx["cell"],
                       "stone": tx["kind"] == "stone"})
            if tx["kind"] == "stone":
                # MO-STONE-4: the Clue cards are shown before the roll.
                self._say("reveal-clues",
                          _m(N_(C, "{player} reveals the Clues: {reagents}."), player=_who(s),
                             reagents=[r.cards[t].name for t in self.recipe(s)]),
                          {"seat": s, "clues": list(self.clues[s]),
                           "reagents": self.recipe(s)}, reveal=True)
        if tx["kind"] == "stone":
            self.revealed[s] = True
        if diff <= 1 and not r.house["MO-GAP-26"]:
            tx["ok"] = True
            self.pending_steps += [("resolve",), ("end_experiment",)]
        else:
            self.pending_steps += [("roll",), ("end_experiment",)]

    # ------------------------------------------------------------------ the roll

    def _tx_roll(self, step) -> None:
        """MO-TRANS-9..12: roll the d8; an 8 always succeeds."""
        s = self.seat
        tx = self.transmutation
        sides = self.rules.sides
        face = die(self.chance, sides)
        tx["face"] = face
        tx["spent"] = 0
        tx["rolls"].append(face)
        ok = face == sides or face >= tx["diff"]
        tx["ok"] = ok
        if self.loud:
            text = (_m(N_(C, "{player} rolls {face} against {diff}: success."), player=_who(s),
                       face=face, diff=tx["diff"]) if ok else
                    _m(N_(C, "{player} rolls {face} against {diff}."), player=_who(s), face=face,
                       diff=tx["diff"]))
            self._say("roll", text, {"dice": [face], "sides": sides, "difficulty": tx["diff"],
                                     "seat": s, "success": ok}, chance=True)
        if not ok and self._after_options():
            self.pending_steps.insert(0, ("after",))
        else:
            self.pending_steps.insert(0, ("resolve",))

    def _need(self) -> int:
        tx = self.transmutation
        return tx["diff"] - tx["face"] - tx["spent"]

    def _after_options(self) -> bool:
        tx = self.transmutation
        need = self._need()
        if 0 < need <= self.experience[self.seat]:
            return True
        return bool(tx["heart"]) and not tx["heart_used"] and tx["kind"] != "assistant"

    def _after_legal(self) -> list:
        tx = self.transmutation
        out: list = []
        need = self._need()
        if 0 < need <= self.experience[self.seat]:
            out.append(A.make(A.SpendExperience, need))
        if tx["heart"] and not tx["heart_used"] and tx["kind"] != "assistant" and tx["spent"] == 0:
            out.append(A.make(A.UseHeartstone, tx["heart"]))
        out.append(A.ACCEPT)
        return out

    def _h_spend(self, act) -> None:
        """MO-TRANS-10 / MO-ASSIST-7: +1 to the roll per Experience token."""
        s = self.seat
        tx = self.transmutation
        self._spend_xp(s, act.amount)
        tx["spent"] += act.amount
        tx["ok"] = True
        self.pending_steps[0] = ("resolve",)
        if self.loud:
            self._say("spend-xp", _m(N_(C, "{player} spends {n} Experience: {total} against "
                                           "{diff}, success."), player=_who(s), n=act.amount,
                                     total=tx["face"] + tx["spent"], diff=tx["diff"]),
                      {"seat": s, "amount": act.amount})

    def _h_heartstone(self, act) -> None:
        """MO-CARD-5: give the Heartstone back to the Supply and roll again."""
        s = self.seat
        tx = self.transmutation
        src = self.tab[s] if act.card in self.tab[s] else self.work[s]
        self._to_supply(act.card, src)
        tx["heart_used"] = True
        self.pending_steps[0] = ("roll",)
        if self.loud:
            self._say("heartstone", _m(N_(C, "{player} gives back the Heartstone to roll "
                                             "again."), player=_who(s)),
                      {"seat": s, "card": act.card})

    def _h_accept(self, act) -> None:
        self.pending_steps[0] = ("resolve",)

    # ------------------------------------------------------------------ resolution

    def _s_resolve(self, step) -> None:
        s = self.seat
        tx = self.transmutation
        kind = tx["kind"]
        ok = tx["ok"]
        steps: list[tuple] = []
        if kind == "assistant":
            if ok:
                steps.append(("discovery", tx["cell"], 0))
            elif self.loud:
                # MO-ASSIST-8: no Experience for a failed assistant.
                self._say("fail", _m(N_(C, "The assistant fails."), player=_who(s)),
                          {"seat": s, "success": False})
            self.pending_steps[0:0] = steps
            return
        if kind == "stone":
            if ok:
                self._stone_made(s)
                if self.over:
                    return
                steps.append(("cleanup", 1))
            else:
                self._failure_xp(s)
                steps += self._tool_steps(s)
                steps.append(("cleanup", 0))
            self.pending_steps[0:0] = steps
            return
        cell = tx["cell"]
        if ok:
            if self.res[cell]:
                steps.append(("claim", cell))  # MO-TRANS-17
            steps.append(("discovery", cell, 1))  # MO-TRANS-18
            steps.append(("cleanup", 1))  # MO-TRANS-19
        else:
            self._flip_failed(cell)  # MO-TRANS-13/14
            self._failure_xp(s)  # MO-TRANS-15
            steps += self._tool_steps(s)
            steps.append(("cleanup", 0))  # MO-TRANS-16
        self.pending_steps[0:0] = steps

    def _stone_made(self, s: int) -> None:
        """MO-END-1, MO-GAP-19: the first Stone starts the final round (or wins at once)."""
        first = not any(self.stone)
        self.stone[s] = True
        self.stone_round[s] = self.round()
        if self.loud:
            self._say("stone", _m(N_(C, "{player} creates the Philosophers' Stone!"),
                                  player=_who(s)), {"seat": s, "first": first})
        if first:
            self.first_stone = s
            if self.rules.house["MO-GAP-19"]:
                self.end_seat = (s - 1) % self.seat_count
                if self.loud:
                    self._say("final-round", _m(N_(C, "Every other alchemist gets one last "
                                                      "turn.")), {"seat": s})
            else:
                self._finish("instant")

    def _flip_failed(self, cell: int) -> None:
        if self.dstate[cell] != 0:
            return
        disc = self.rules.instances[self.dis[cell][0]]
        # MO-CARD-13: Inexplicable Yield revealed by anything but a success is dead.
        self.dstate[cell] = 2 if any(op[0] == "reveal_discovery" for op in disc.ops) else 1
        self._matrix_changed(cell)
        if not self.rules.house["MO-GAP-30"] and self.res[cell]:
            self.research.append(self.res[cell].pop())
        if self.loud:
            self._say("flip", _m(N_(C, "The Discovery {card} is turned face up."),
                                 card=disc.name),
                      {"cell": cell, "card": self.dis[cell][0],
                       "dead": self.dstate[cell] == 2}, reveal=True)

    def _failure_xp(self, s: int) -> None:
        """MO-TRANS-15, MO-EFFECT-6, MO-GAP-16: one token, plus Preparation extras."""
        extra = min(self.rules.house["MO-GAP-16"], self.transmutation["prep"])
        got = self._gain_xp(s, 1 + extra)
        if self.loud:
            self._say("fail", _m(N_(C, "The transmutation fails; {player} gains {n} "
                                       "Experience."), player=_who(s), n=got),
                      {"seat": s, "success": False, "experience": got})

    def _tool_steps(self, s: int) -> list[tuple]:
        inst = self.rules.instances
        if self.gold[s] >= 1 and any(inst[c].tool for c in self.tab[s]):
            return [("tools",)]
        return []

    def _tools_legal(self) -> list:
        s = self.seat
        inst = self.rules.instances
        out = []
        if self.gold[s] >= 1:
            kept = self.transmutation["kept"]
            for c in self.tab[s]:
                if inst[c].tool and c not in kept:
                    out.append(A.make(A.KeepTool, c))
        out.append(A.DECLINE)
        return out

    def _h_keep_tool(self, act) -> None:
        """MO-EFFECT-9: pay 1 Gold to keep a Tool after a failure."""
        s = self.seat
        self._pay(s, 1)
        self.transmutation["kept"].append(act.card)
        if self.loud:
            self._say("keep-tool", _m(N_(C, "{player} pays 1 Gold to keep {card}."),
                                      player=_who(s), card=self.rules.instances[act.card].name),
                      {"seat": s, "card": act.card})
        if len(self._tools_legal()) == 1:
            self.pending_steps.pop(0)

    def _s_cleanup(self, step) -> None:
        """MO-TRANS-16/19, MO-EFFECT-4/8/9, MO-GAP-8/22: clear the Table and the cards
        played from hand."""
        s = self.seat
        success = bool(step[1])
        r = self.rules
        inst = r.instances
        tab, work, disc = self.tab[s], self.work[s], self.disc[s]
        kept = self.transmutation["kept"] if self.transmutation else []
        reagents_to_supply = r.house["MO-GAP-8"] == "supply"
        meta_to_supply = r.house["MO-GAP-22"] == "supply"
        for c in list(tab):
            card = inst[c]
            if card.knowledge or card.permanent:
                continue
            if card.tool and (success or c in kept):
                continue
            if card.metastone and meta_to_supply:
                self._to_supply(c, tab)
            else:
                tab.remove(c)
                disc.append(c)
        for c in list(work):
            card = inst[c]
            if (card.group == "reagent" and reagents_to_supply) or (card.metastone
                                                                    and meta_to_supply):
                self._to_supply(c, work)
            else:
                work.remove(c)
                disc.append(c)
        self.transmutation = None

    # ------------------------------------------------------------------ assistants

    def _h_assistant(self, act) -> None:
        """MO-ASSIST-1..6: pay the fee; Clue formulae still need a roll."""
        s = self.seat
        cell = act.cell
        fee = self._fee(cell)
        self._pay(s, fee)
        disc = self.rules.instances[self.dis[cell][0]]
        a, m = self.cell_reagents(cell)
        self.transmutation = {"kind": "assistant", "starter": "", "meta": {}, "cell": cell, "diff": 0,
                   "terms": [], "face": 0, "spent": 0, "heart": "", "heart_used": False,
                   "mind": "", "mind_used": False, "ok": False, "prep": 0, "kept": [],
                   "rolls": []}
        self.step = "attempt"
        if self.loud:
            self._say("assistant", _m(N_(C, "{player} pays {n} Gold for an assistant to perform "
                                            "{card}."), player=_who(s), n=fee, card=disc.name),
                      {"seat": s, "cell": cell, "fee": fee})
        if disc.clue:
            cards = self.rules.cards
            self.transmutation["diff"] = cards[a].vol + cards[m].vol
            self.pending_steps += [("roll",), ("end_experiment",)]
        else:
            self.transmutation["ok"] = True
            self.pending_steps += [("discovery", cell, 0), ("end_experiment",)]

    @staticmethod
    def handlers() -> dict:
        T = TransmuteMixin
        return {A.StartTransmutation: T._h_start, A.AddToExperiment: T._h_add,
                A.ConfirmExperiment: T._h_confirm, A.SpendExperience: T._h_spend,
                A.UseHeartstone: T._h_heartstone, A.AcceptRoll: T._h_accept,
                A.KeepTool: T._h_keep_tool, A.PayAssistant: T._h_assistant}

    @staticmethod
    def steps() -> dict:
        T = TransmuteMixin
        return {"resolve": T._s_resolve, "cleanup": T._s_cleanup}
