"""Reveal Phase steps: revealing a location, resolving its cards, checks and combat.

A revealed location's cards wait in ``self.waiting_cards`` and are resolved group by group
(MM-REV-3): the cultists' combat first (MM-PLAY-3, MM-GAP-38), then the other combat
cards, then the non-combat cards that drive investigators mad, then the rest; inside a
group the investigator player picks the order. A card's effect steps come from the
content data (``("eff", step_id)``) and run through the check and fight machinery here.
Reading books in the Study (MM-GAP-10) reuses the same machinery.
"""

from __future__ import annotations

from eldertable.engine.messages import Msg, N_

from .rules import STUDY

C = "miskatonic"
_RANK = {"combat": 1, "sanity": 2, "other": 3}
SPACE_OF_FAIL = {"insanity": "temporary_insanity", "intensive_care": "intensive_care",
                 "jail": "jail"}


class RevealSteps:
    """Mixin of :class:`~.state.MiskatonicState`: everything between reveal and cleanup."""

    # ------------------------------------------------------------------ locations

    def _s_location(self, step) -> None:
        loc = step[1]
        self.revealed.append(loc)
        self.location = loc
        down = self.face_down[loc]
        cards = list(down)
        self.face_up[loc].extend(cards)  # MM-REV-2: every card there is turned over
        down.clear()
        self._shown(cards)
        self.waiting_cards = cards
        self.loc_team = bool(self.investigators_at[loc])
        if self.loud:
            self._emit("reveal", Msg(N_("miskatonic", "{loc} is revealed."), C,
                                     loc=self.content.location_name(loc)),
                       {"location": loc, "cards": list(cards)}, reveal=True)
        self._loc_loop()

    def _shown(self, cards: list[str]) -> None:
        for known in (self.known, self.known_drawn):
            if known:
                for c in cards:
                    if c in known:
                        known.remove(c)

    def _present(self) -> list[str]:
        loc = self.location
        if loc == STUDY:
            return [self.reader] if self.reader in self.piles[STUDY] else []
        return self.investigators_at[loc] if loc else []

    def _s_loc_next(self, step) -> None:
        self._loc_loop()

    def _loc_loop(self) -> None:
        """Resolve the location's cards one after another, inline, until a seat must
        decide or the cards run out (MM-REV-3, MM-GAP-38)."""
        steps = self.steps
        cultists = self.rules.cultists
        first = self.house_rules["MM-GAP-38"]
        cards = self.content.cards
        inv = self.investigators_at[self.location]
        while True:
            lp = self.waiting_cards
            if not lp:
                self.current_card = None
                return
            if not inv:
                self._leftovers()
                return
            best = 9
            cands: list[str] = []
            cult_seen = False
            for c in lp:
                if c in cultists:
                    rank = 0 if first else 1
                    if cult_seen:
                        continue  # the cultists fight as one side: one entry in the choice
                    cult_seen = True
                else:
                    rank = _RANK[cards[c].group]
                if rank < best:
                    best = rank
                    cands = [c]
                elif rank == best:
                    cands.append(c)
            steps.append(("loc_next",))
            if len(cands) > 1:
                self.decision = [1, "order", cands]
                return
            base = len(steps)
            self._resolve(cands[0])
            if (self.decision is not None or len(steps) != base or self.summoning
                    or self.winner is not None):
                return
            steps.pop()

    def _leftovers(self) -> None:
        """No investigator is left (MM-GAP-16) or none came (MM-GAP-11 off)."""
        lp = self.waiting_cards
        self.waiting_cards = []
        up = self.face_up[self.location]
        if not self.loc_team or self.house_rules["MM-GAP-16"]:
            for c in reversed(lp):
                self.steps.append(("quiet_card", c))
        if self.loc_team and any(c in self.rules.cultists for c in up):
            for c in reversed(lp):  # MM-CARD-38, MM-CARD-74: a winning cultist takes items
                item = self.rules.items.get(c)
                if item is not None and item.cultist_may_take:
                    self.steps.append(("take", c))

    def _s_quiet_card(self, step) -> None:
        """Only a card's Summon Points and draws, where no investigator faces it."""
        card = step[1]
        self.current_card = card
        self.passed = None
        self.anyfail = False
        if self.house_rules["MM-GAP-19"] == "investigators":
            self.steps.append(("card_end", card))
        steps = self.content.steps
        self._run([sid for sid in self.content.cards[card].effects
                   if steps[sid].do in ("summon", "draw")])

    def _s_take(self, step) -> None:
        item = step[1]
        up = self.face_up[self.location]
        if item in up and any(c in self.rules.cultists for c in up):
            self.decision = [0, "take", item]

    def _s_card(self, step) -> None:
        self._resolve(step[1])

    def _resolve(self, card: str) -> None:
        if card in self.rules.cultists:
            self._cult_fight()
            return
        self.waiting_cards.remove(card)
        self.current_card = card
        self.passed = None
        self.anyfail = False
        if self.house_rules["MM-GAP-33"] == "encounter":
            self.ring_used = [False, False]
        if self.loud:
            self._emit("resolve", Msg(N_("miskatonic", "{card} is resolved."), C,
                                      card=self._name(card)), {"card": card,
                                                               "location": self.location})
        if self.house_rules["MM-GAP-19"] == "investigators":
            self.steps.append(("card_end", card))
        self._run(self.content.cards[card].effects)

    def _s_card_end(self, step) -> None:
        self.current_card = None
        self.passed = None
        self.anyfail = False
        if self.summon_points >= 20 and not self.summoned:  # MM-GAP-19 "investigators": summon now
            self._summon()

    def _cult_fight(self) -> None:
        foes = [c for c in self.waiting_cards if c in self.rules.cultists]
        for c in foes:
            self.waiting_cards.remove(c)
        if self.house_rules["MM-GAP-33"] == "encounter":
            self.ring_used = [False, False]
        if self.loud:
            self._emit("combat", Msg(N_("miskatonic",
                                        "{n} {n|cultist attacks|cultists attack}."), C,
                                     n=len(foes)),
                       {"foes": list(foes), "location": self.location})
        self._start_fight(foes, "cultist", ())

    # ------------------------------------------------------------------ effect steps

    def _run(self, sids) -> None:
        """Run effect steps in order, inline. When one waits (a decision, or steps it
        pushed), the rest are queued beneath what it pushed and run later. A step runs
        only under its house rule (``if_rule``) and after the check it follows (``when``)."""
        steps = self.steps
        info_of = self.content.steps
        hr = self.house_rules
        n = len(sids)
        i = 0
        while i < n:
            base = len(steps)
            info = info_of[sids[i]]
            i += 1
            rule = info.if_rule
            when = info.when
            if ((rule is None or hr[rule[0]] == rule[1])
                    and not (when == "passed" and self.passed is not True)
                    and not (when == "failed" and not self.anyfail)):
                _EFFECTS[info.do](self, info)
            if self.summoning or self.winner is not None:
                return
            if self.decision is not None or len(steps) != base:
                if i < n:
                    steps[base:base] = [("eff", sid) for sid in reversed(sids[i:])]
                return

    def _s_eff(self, step) -> None:
        self._run((step[1],))

    def _e_summon(self, info) -> None:
        self._gain_sp(self._amount(info.amount))

    def _e_draw(self, info) -> None:
        n = self._amount(info.amount)
        deck = self.piles["deck"]
        drawn = deck[:n]
        del deck[:n]
        self.piles["hand"].extend(drawn)  # MM-DRAW-3: the hand may pass 6
        self._drawn(drawn)
        if self.loud:
            self._emit("draw", Msg(N_("miskatonic", "You draw {n} "
                                                    "{n|card|cards}."), C, n=len(drawn)),
                       {"cards": drawn}, frozenset((0,)),
                       Msg(N_("miskatonic", "The cultist draws {n} "
                                            "{n|card|cards}."), C, n=len(drawn)))

    def _e_mythos(self, info) -> None:
        self._gain_mp(self._amount(info.amount))

    def _e_acquire(self, info) -> None:
        card = self.current_card
        up = self.face_up[self.location] if self.location and self.location != STUDY else None
        if up is None or card not in up:
            return
        kind = info.acq
        if kind == "score":
            if not self.house_rules["MM-GAP-12"]:
                return  # MM-GAP-12 off: it goes back to the hand in cleanup
            up.remove(card)
            self.piles["score"].append(card)
        elif kind == "possession":
            up.remove(card)
            self.piles["possessions"].append(card)
        else:  # an ally joins (MM-GAP-28): free to act from the next turn on
            up.remove(card)
            self.piles["pool"].append(card)
            self.where[card] = "pool"
        if self.loud:
            self._emit("acquire", Msg(N_("miskatonic", "The investigators gain {card}."), C,
                                      card=self._name(card)), {"card": card, "as": kind})

    def _e_discard(self, info) -> None:
        card = self.current_card
        up = self.face_up[self.location]
        if card in up:
            up.remove(card)
            self.piles["removed"].append(card)
            if self.loud:
                self._emit("discard", Msg(N_("miskatonic", "{card} leaves the game."), C,
                                          card=self._name(card)), {"card": card})

    def _e_mark_read(self, info) -> None:
        if self.house_rules["MM-GAP-26"] and self.current_card not in self.read:
            self.read.append(self.current_card)

    def _e_fight(self, info) -> None:
        card = self.current_card
        if card in self.face_up[self.location]:
            self._start_fight([card], self.content.cards[card].type, info.win)

    # ------------------------------------------------------------------ checks

    def _e_check(self, info) -> None:
        self.passed = None
        self.anyfail = False
        if info.blocked_by is not None:  # MM-GAP-37 on: the Leader guards his Tome
            cards = self.content.cards
            P = self.piles
            if any(cards[c].base == info.blocked_by for loc in self.rules.boards
                   for pile in (self.face_up[loc], self.face_down[loc]) for c in pile):
                self.passed = False
                if self.loud:
                    self._emit("blocked", Msg(N_("miskatonic", "{card} is guarded."), C,
                                              card=self._name(self.current_card)), {"card": self.current_card})
                return
        need = self._amount(info.need)
        who = info.who
        team = self._present()
        if who == "board":  # MM-CARD-1, MM-GAP-32
            P = self.piles
            rollers = [inv for loc in self.rules.content.university for inv in self.investigators_at[loc]]
            if self.house_rules["MM-GAP-32"]:
                rollers.extend(P[STUDY])
        elif who == "team":
            rollers = ["#team"] if team else []
        elif who == "one":  # MM-CARD-33: one investigator rolls, the player picks him
            if len(team) > 1:
                self.skill_check = {"sid": info.sid, "need": need, "ok": [], "bad": []}
                self.decision = [1, "roller", list(team)]
                return
            rollers = list(team)
        else:
            rollers = list(team)
            if (self.house_rules["MM-GAP-4"] and info.skill == "sanity" and info.fail is None
                    and not info.fail_mythos and rollers and who == "each"):
                rollers = ["#team"]  # MM-GAP-4 on: reward-only Sanity is pooled
        self._start_check(info, need, rollers)

    def _start_check(self, info, need: int, rollers: list[str]) -> None:
        if not rollers:
            self.passed = False
            return
        self.skill_check = {"sid": info.sid, "need": need, "ok": [], "bad": []}
        self._check_from(info, rollers)

    def _check_from(self, info, rollers) -> None:
        """Roll for each roller in turn, then settle the check; a ring offer pauses it."""
        steps = self.steps
        for i, who in enumerate(rollers):
            if self._chk_roll(info, who):
                top = steps.pop()  # ("chk_score", ...) waits for the reroll decision
                steps.append(("chk_rest", info.sid, tuple(rollers[i + 1:])))
                steps.append(top)
                return
        self._chk_done(info)

    def _s_chk_rest(self, step) -> None:
        self._check_from(self.content.steps[step[1]], step[2])

    def _chk_roll(self, info, who: str) -> bool:
        """One roller's roll; True when it waits for the ring's reroll decision."""
        members = list(self._present()) if who == "#team" else [who]
        if not members:
            return False
        skill = info.skill
        need = self.skill_check["need"]
        attrs = self.rules.attrs
        if info.by == "attribute":  # MM-GAP-26: the Tome wants Sanity 3, no roll
            ok = attrs[who][skill] >= need
            (self.skill_check["ok"] if ok else self.skill_check["bad"]).append(who)
            return False
        if skill == "sanity" and self.assign and any(self._immune(m) for m in members):
            self.skill_check["ok"].append(who)  # MM-CARD-11: the Amulet passes every Sanity check
            if self.loud:
                self._emit("immune", Msg(N_("miskatonic", "The Amulet of Peace keeps {inv} sane."),
                                         C, inv=self._name(members[0])), {"investigator": who})
            return False
        n = 0
        for m in members:  # MM-INV-5: a team adds its values; MM-TEST-4: some are single
            n += attrs[m][skill]
        if skill == "stealth" and who != "#team":
            items = self.rules.items
            for item, bearer in self.assign.items():
                if bearer == who:
                    n += items[item].stealth_bonus  # MM-CARD-79
        self.rolls["chk"] = self._roll(n, skill)  # MM-TEST-1
        self.roll_at["chk"] = self.location
        if self._inv_ring(members):
            self.steps.append(("chk_score", info.sid, who))
            self.decision = [1, "reroll", "chk"]
            return True
        self._chk_score(info, who)
        return False

    def _s_chk_score(self, step) -> None:
        self._chk_score(self.content.steps[step[1]], step[2])

    def _chk_score(self, info, who: str) -> None:
        faces = self.rolls["chk"]
        hits = faces.count(5) + faces.count(6)  # MM-TEST-2
        ok = hits >= self.skill_check["need"]  # MM-TEST-3, MM-SAN-1
        (self.skill_check["ok"] if ok else self.skill_check["bad"]).append(who)
        if self.loud:
            words = (N_("miskatonic", "{who}: {hits} {hits|success|successes} (a 5 or 6), "
                                      "{need} needed: passed.") if ok else
                     N_("miskatonic", "{who}: {hits} {hits|success|successes} (a 5 or 6), "
                                      "{need} needed: failed."))
            self._emit("check", Msg(words, C, who=self._who(who), hits=hits,
                                    need=self.skill_check["need"]),
                       {"investigator": who, "successes": hits, "need": self.skill_check["need"],
                        "passed": ok, "skill": info.skill})

    def _who(self, who: str) -> Msg:
        if who == "#team":
            return Msg(N_("miskatonic", "The team"), C)
        return self._name(who)

    def _chk_done(self, info) -> None:
        chk = self.skill_check
        self.skill_check = None
        ok, bad = chk["ok"], chk["bad"]
        if bad:
            space = SPACE_OF_FAIL.get(info.fail)
            if space is not None:  # MM-SAN-2 and the card's own penalty
                losers = []
                for who in bad:
                    losers.extend(self._present() if who == "#team" else [who])
                for inv in list(dict.fromkeys(losers)):
                    if self.where.get(inv, space) != space:
                        self._send(inv, space)
            if info.fail_mythos:  # MM-CARD-24: the shared track pays once (MM-GAP-15)
                self._lose_mp(info.fail_mythos)
        rule = info.reward or self.house_rules["MM-GAP-15"]
        passed = bool(ok) and (rule == "any" or not bad)
        self.passed = passed
        self.anyfail = bool(bad)
        if passed:
            self._run(info.passes)

    def _send(self, inv: str, space: str) -> None:
        self._move_inv(inv, space)
        if self.loud:
            self._emit("sent", Msg(N_("miskatonic", "{inv} goes to {space}."), C,
                                   inv=self._name(inv), space=self.content.location_name(space)),
                       {"investigator": inv, "space": space})

    # ------------------------------------------------------------------ combat

    def _start_fight(self, foes: list[str], kind: str, win) -> None:
        self.fight = {"foes": list(foes), "kind": kind, "win": list(win)}
        self._fight()

    def _s_f_round(self, step) -> None:
        self._fight()

    _s_f_next = _s_f_round

    def _fight(self) -> None:
        """Combat rounds until a side is gone (MM-COMBAT-7, MM-GAP-13) or a seat decides."""
        attrs = self.rules.attrs
        items = self.rules.items
        cards = self.content.cards
        steps = self.steps
        while True:
            fight = self.fight
            team = self._present()
            foes = fight["foes"]
            if not team or not foes:
                self._fight_end()
                return
            kind = fight["kind"]
            n_inv = 0
            for m in team:  # MM-COMBAT-1, MM-GAP-13: the team rolls its summed Combat
                n_inv += attrs[m]["combat"]
            for item, bearer in self.assign.items():
                if bearer in team:
                    n_inv += items[item].combat_bonus.get(kind, 0)  # MM-CARD-75, MM-CARD-76
            n_foe = 0
            for f in foes:
                n_foe += cards[f].combat
            self.rolls["inv"] = self._roll(n_inv, "combat")
            self.rolls["foe"] = self._roll(n_foe, "enemy")
            self.roll_at["inv"] = self.roll_at["foe"] = self.location
            cult = kind == "cultist" and self._cult_ring()
            inv = self._inv_ring(team)
            if cult or inv:
                steps.append(("f_compare",))
                if cult:
                    steps.append(("offer", 0, "foe"))
                if inv:
                    steps.append(("offer", 1, "inv"))
                return
            if not self._f_resolve():
                return

    def _s_f_compare(self, step) -> None:
        if self._f_resolve():
            self._fight()

    def _f_resolve(self) -> bool:
        """Settle a round; True when another round follows at once."""
        a = self.rolls["inv"]
        b = self.rolls["foe"]
        ours = a.count(5) + a.count(6)  # MM-COMBAT-2
        theirs = b.count(5) + b.count(6)
        if ours == theirs:  # MM-COMBAT-3
            if self.loud:
                self._emit("tie", Msg(N_("miskatonic", "A tie: both sides roll again."), C),
                           {"successes": ours})
            return True
        single = self.house_rules["MM-GAP-13"] == "single"
        if ours > theirs:
            foes = self.fight["foes"]
            if single or len(foes) == 1:
                for f in list(foes):
                    self._defeat_foe(f)
            else:  # MM-COMBAT-8: the loser picks the card he gives up
                self.steps.append(("f_next",))
                self.decision = [0, "dispose", {"options": list(foes), "why": "fight"}]
                return False
        else:
            team = self._present()
            if single or len(team) == 1:
                for m in list(team):
                    self._beaten(m)
            else:
                self.steps.append(("f_next",))
                self.decision = [1, "dispose", {"options": list(team), "why": "fight"}]
                return False
        if self._present() and self.fight["foes"]:
            return True
        self._fight_end()
        return False

    def _fight_end(self) -> None:
        fight = self.fight
        self.fight = None
        if not fight["foes"]:
            self.passed = True
            self._run(fight["win"])

    def _defeat_foe(self, card: str) -> None:
        self.fight["foes"].remove(card)
        kind = self.content.cards[card].type
        up = self.face_up[self.location]
        if kind == "cultist":  # MM-COMBAT-5
            up.remove(card)
            self._to_deck_seen(card)
        elif kind == "monster":  # MM-COMBAT-6
            up.remove(card)
            self.piles["removed"].append(card)
        if self.loud:
            self._emit("defeated", Msg(N_("miskatonic", "{card} is defeated."), C,
                                       card=self._name(card)), {"card": card, "kind": kind})

    def _beaten(self, inv: str) -> None:
        self._send(inv, "intensive_care")  # MM-COMBAT-4

    # ------------------------------------------------------------------ the Study

    def _s_study(self, step) -> None:
        if not self.readers:
            return
        self.location = STUDY
        for inv, book in reversed(self.readers):
            self.steps.append(("read", inv, book))

    def _s_read(self, step) -> None:
        inv, book = step[1], step[2]
        if inv not in self.piles[STUDY]:
            return  # gone mad before reading
        if self.house_rules["MM-GAP-26"] and book in self.read:
            return
        self.location = STUDY
        self.reader = inv
        self.current_card = book
        self.passed = None
        self.anyfail = False
        if self.house_rules["MM-GAP-33"] == "encounter":
            self.ring_used = [False, False]
        if self.loud:
            self._emit("read", Msg(N_("miskatonic", "{inv} reads {book}."), C,
                                   inv=self._name(inv), book=self._name(book)),
                       {"investigator": inv, "book": book})
        if self.house_rules["MM-GAP-19"] == "investigators":
            self.steps.append(("card_end", book))
        self._run(self.content.cards[book].book.read)


_EFFECTS = {
    "summon": RevealSteps._e_summon,
    "draw": RevealSteps._e_draw,
    "mythos": RevealSteps._e_mythos,
    "check": RevealSteps._e_check,
    "fight": RevealSteps._e_fight,
    "acquire": RevealSteps._e_acquire,
    "discard": RevealSteps._e_discard,
    "mark_read": RevealSteps._e_mark_read,
}
