"""Turn steps: draw, play, investigation, the reveal loop's start, cleanup (MM-TURN-1).

A turn pushes its phases as steps: ``turn`` (draw up to 6), ``play``, ``investigate``,
``reveal``, ``study``, ``rituals`` and ``cleanup``; cleanup pushes the three recovery
rolls and ``end_turn``, which starts the next turn.
"""

from __future__ import annotations

from eldertable.engine.messages import Msg, N_

from .rules import HAND_SIZE, MIN_PLAY, RITUALS, STUDY

C = "miskatonic"


class TurnSteps:
    """Mixin of :class:`~.state.MiskatonicState`: the phases around the Reveal Phase."""

    def _s_turn(self, step) -> None:
        # MM-DRAW-1/2/4: draw up to 6; a hand above 6 after cleanup draws nothing.
        self.phase = "draw"
        hand = self.piles["hand"]
        deck = self.piles["deck"]
        want = HAND_SIZE - len(hand)
        drawn = []
        if want > 0 and deck:  # MM-GAP-18: an empty deck just stops the draw
            drawn = deck[:want]
            del deck[:want]
        hand.extend(drawn)
        self._drawn(drawn)
        if drawn and self.loud:
            self._emit("draw", Msg(N_("miskatonic", "You draw {n} "
                                                    "{n|card|cards}."), C, n=len(drawn)),
                       {"cards": drawn}, frozenset((0,)),
                       Msg(N_("miskatonic", "The cultist draws {n} "
                                            "{n|card|cards}."), C, n=len(drawn)))
        self.steps.extend((("cleanup",), ("rituals",), ("study",), ("reveal",),
                           ("investigate",), ("play",)))

    def _s_play(self, step) -> None:
        self.phase = "play"
        self.placed = 0
        n = len(self.piles["hand"])
        # MM-PLAY-1 and MM-GAP-18: at least 6, or the whole of a shorter hand.
        if n >= MIN_PLAY or self.house_rules["MM-GAP-18"]:
            self.must_place = min(MIN_PLAY, n)
        else:
            self.must_place = 0
        if n:
            self.decision = [0, "play", None]

    def _s_investigate(self, step) -> None:
        self.phase = "investigation"
        if self._placements() or self._assignable():
            self.decision = [1, "investigate", None]

    def _placements(self) -> bool:
        """Can any free investigator be placed anywhere now?"""
        if not self.piles["pool"]:
            return False
        P = self.piles
        for loc in self.rules.university:
            if self.face_down[loc]:
                return True
        return any(self._study_open(book, inv) for book in self._books()
                   for inv in P["pool"])

    def _assignable(self) -> bool:
        placed = any(w.endswith("/inv") or w == STUDY for w in self.where.values())
        return placed and any(i in self.rules.items and i not in self.assign
                              for i in self.piles["possessions"])

    def _books(self):
        books = self.rules.readers_of
        return [c for c in self.piles["possessions"] if c in books]

    def _study_open(self, book: str, inv: str) -> bool:
        """May ``inv`` read ``book`` in the Study now (MM-GAP-10, MM-GAP-26, MM-CARD-61)?"""
        return self._book_open(book) and inv in self.rules.readers_of[book]

    def _book_open(self, book: str) -> bool:
        """May someone sane enough read ``book`` in the Study now?"""
        if book not in self.rules.readers_of or book not in self.piles["possessions"]:
            return False
        if self.house_rules["MM-GAP-26"] and book in self.read:
            return False
        return sum(1 for _inv, b in self.readers if b == book) < self.house_rules["MM-GAP-10"]

    def _s_reveal(self, step) -> None:
        self.phase = "reveal"
        INV = self.investigators_at
        revealed = self.revealed
        only_visited = self.house_rules["MM-GAP-11"]  # only locations with an investigator
        DOWN = self.face_down
        todo = []
        for loc in self.rules.university:  # a plain loop: cheaper than a comprehension
            if (INV[loc] or (not only_visited and DOWN[loc])) and loc not in revealed:
                todo.append(loc)
        if not todo:
            return
        self.steps.append(("reveal",))
        if len(todo) == 1:
            self.steps.append(("location", todo[0]))
        else:
            self.decision = [1, "reveal", todo]  # MM-REV-1: the investigator picks the order

    def _s_cleanup(self, step) -> None:
        self.phase = "cleanup"
        self.location = None
        self.current_card = None
        P = self.piles
        hand = P["hand"]
        hidden = 0
        shown = []
        for loc in self.rules.boards:  # MM-CLEAN-1: face-down cards go back unseen
            down = self.face_down[loc]
            if down:
                hidden += len(down)
                hand.extend(down)
                down.clear()
        for loc in self.rules.boards:  # MM-CLEAN-2: face-up cards nobody acquired go back
            up = self.face_up[loc]
            if up:
                shown.extend(up)
                hand.extend(up)
                up.clear()
        self.known.extend(shown)
        pool = P["pool"]
        where = self.where
        for loc in self.rules.university:
            invs = self.investigators_at[loc]
            for inv in invs:
                where[inv] = "pool"
            pool.extend(invs)
            invs.clear()
        for inv in P[STUDY]:
            where[inv] = "pool"
        pool.extend(P[STUDY])
        P[STUDY].clear()
        self.assign.clear()
        self.readers = []
        if self.loud:
            self._emit("cleanup", Msg(N_("miskatonic", "{hidden} hidden and {shown} revealed cards "
                                                       "return to the cultist's hand."),
                                      C, hidden=hidden, shown=len(shown)),
                       {"returned": shown, "hidden": hidden})
        # MM-CLEAN-3..6: Intensive Care, then Temporary Insanity, then Jail.
        self.steps.extend((("end_turn",), ("recover", "jail"), ("recover", "temporary_insanity"),
                           ("recover", "intensive_care")))

    def _s_recover(self, step) -> None:
        space = step[1]
        stuck = self.piles[space]
        if not stuck:
            return
        release = self.rules.release[space]  # MM-GAP-1
        for inv in list(stuck):
            face = self._roll(1, "recovery")[0]
            if face in release:
                self._move_inv(inv, "pool")
                if self.loud:
                    self._emit("recover", Msg(N_("miskatonic", "{inv} is back ({face})."), C,
                                              inv=self._name(inv), face=face),
                               {"investigator": inv, "space": space, "face": face})
            elif self.loud:
                self._emit("stay", Msg(N_("miskatonic", "{inv} stays in {space} ({face})."), C,
                                       inv=self._name(inv), space=self.content.location_name(space),
                                       face=face),
                           {"investigator": inv, "space": space, "face": face})

    def _s_end_turn(self, step) -> None:
        self.turn += 1
        self.ring_used = [False, False]
        self.revealed = []
        self.rolls = {}
        self.roll_at = {}
        self.steps.append(("turn",))

    def _s_rituals(self, step) -> None:
        """MM-RIT-1..6: the Secret Rituals space is resolved last, always."""
        P = self.piles
        down = self.face_down[RITUALS]
        if not down:
            return
        up = self.face_up[RITUALS]
        cards = list(down)
        up.extend(cards)
        down.clear()
        self._shown(cards)
        if self.loud:
            self._emit("reveal", Msg(N_("miskatonic", "Secret Rituals are revealed."), C),
                       {"location": RITUALS, "cards": cards}, reveal=True)
        cultists = [c for c in cards if c in self.rules.cultists]
        if not cultists:
            return
        if self.house_rules["MM-GAP-33"] == "encounter":
            self.ring_used[0] = False
        dagger = None
        for item in P["cult_items"]:
            if self.rules.items[item].ritual_threshold is not None and self.house_rules["MM-GAP-30"]:
                dagger = item
        bearer = None
        if dagger is not None:  # the strongest cultist gets it: more dice at 4-6
            bearer = max(cultists, key=lambda c: self.content.cards[c].combat)
        self.ritual = {"faces": {}, "bearer": bearer, "threshold":
                    self.rules.items[dagger].ritual_threshold if dagger else 5}
        self.steps.append(("rit_done",))
        for c in reversed(cultists):
            self.steps.append(("rit_roll", c))

    def _s_rit_roll(self, step) -> None:
        card = step[1]
        faces = self._roll(self.content.cards[card].combat, "ritual")  # MM-RIT-3
        self.rolls["rit"] = faces
        self.roll_at["rit"] = "secret_rituals"
        if self._cult_ring():
            self.steps.append(("rit_store", card))
            self.decision = [0, "reroll", "rit"]
        else:
            self.ritual["faces"][card] = faces

    def _s_rit_store(self, step) -> None:
        self.ritual["faces"][step[1]] = self.rolls["rit"]

    def _s_rit_done(self, step) -> None:
        rit = self.ritual
        wins = ones = 0
        for card, faces in rit["faces"].items():
            need = rit["threshold"] if card == rit["bearer"] else 5
            wins += sum(1 for f in faces if f >= need)  # MM-RIT-4, MM-CARD-77
            ones += faces.count(1)  # MM-GAP-7: only a natural 1 devours
        cultists = len(rit["faces"])
        lost = min(ones, cultists) if self.house_rules["MM-GAP-7"] == "each_one" else min(ones, 1)
        if lost:
            self.steps.append(("rit_loss", lost))
        if wins:
            self._gain_sp(1 if self.house_rules["MM-GAP-6"] else wins)  # MM-RIT-2, MM-GAP-6
        elif self.loud:
            self._emit("ritual", Msg(N_("miskatonic", "The ritual fails."), C), {"successes": 0})

    def _s_rit_loss(self, step) -> None:
        left = step[1]
        here = [c for c in self.face_up[RITUALS] if c in self.rules.cultists]
        if left <= 0 or not here:
            return
        if left >= len(here):
            for c in here:
                self._devoured(c)
            return
        self.steps.append(("rit_loss", left - 1))
        self.decision = [0, "dispose", {"options": here, "why": "ritual"}]  # MM-GAP-7

    def _devoured(self, card: str) -> None:
        """MM-RIT-5: a cultist lost to a 1 is shuffled back into the deck."""
        self.face_up[RITUALS].remove(card)
        self._to_deck_seen(card)
        if self.loud:
            self._emit("devoured", Msg(N_("miskatonic", "{card} is devoured and shuffled into the "
                                                        "deck."), C, card=self._name(card)),
                       {"card": card})
