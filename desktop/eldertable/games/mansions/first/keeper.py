"""The Keeper turn (FA-GAP-1, FA-GAP-3, FA-THREAT-1..4).

1. The Keeper gains threat: FA-GAP-3 for each investigator still playing.
2. The Keeper spends threat on keeper action cards (each once a turn; FA-HIDE-1: never on
   a hidden investigator) and on the threat effects printed on Trauma and Side Effect
   cards the investigators keep (FA-THREAT-4: these are not keeper actions), then ends.
3. Every monster that shares a space with an investigator who is not hiding attacks: a
   combat card of its class answering a monster attack, or a byakhee's question (FA-BYAK).
4. The round ends: the story's round events, the Keeper's hand is refilled with Mythos and
   Trauma cards (FA-GAP-1.hand), the Keeper's goal of the story choice is checked.

Outside its turn the Keeper may play a Mythos card on an investigator who explores, and a
Trauma card on one who suffers damage or horror, paying its threat cost.
"""

from __future__ import annotations

from ....engine.messages import N_
from . import actions as A
from .combat import draw_matching
from .named import may_enter, monster_graph, steps_for
from .timetravel import after_travel

C = "mansions"


class KeeperMixin:
    # ------------------------------------------------------------------ turn

    def begin_keeper_turn(self) -> None:
        self.phase = "keeper"
        gain = int(self.house["FA-GAP-3"]) * len(self.playing())
        self.threat += gain
        self.used_actions = []
        self.used_threat = {}
        self.log("threat", N_(C, "The Keeper gains {amount} threat."), amount=gain)

    def keeper_legal(self) -> list:
        out: list = []
        for cid in self.keeper_actions:
            card = self.cards.cards[cid]
            if cid in self.used_actions or card.cost > self.threat:
                continue
            effects = self.effects_of(cid)
            if any(e.do == "time-period" for e in effects) and self.house["FA-GAP-21"]:
                continue
            if any(e.do == "summon" and not self.free_tokens(e.monster) for e in effects):
                continue  # FA-COMP-35: no free token of that kind, no figure to place
            if card.target == "investigator":
                targets = {f.id for f in self.map.keeper_targets()}  # FA-HIDE-1
                out += [A.KeeperAction(cid, i.id) for i in self.playing() if i.id in targets]
            elif any(e.do == "move-monsters" and e.which == "one" for e in effects):
                steps = next(e.steps for e in effects if e.do == "move-monsters")
                for mid in sorted(m for m in self.monsters if self.movable(m)):
                    fig = self.map.figures[mid]
                    reach = monster_graph(self, mid).within(fig.space, steps)
                    out += [A.KeeperAction(cid, mid, s) for s in sorted(reach) if s != fig.space]
            else:
                out.append(A.KeeperAction(cid))
        for inv in self.playing():
            for cid in inv.kept:
                ability = self.cards.cards[cid].threat
                key = f"{cid}@{inv.id}"
                if ability and ability.cost <= self.threat \
                        and self.used_threat.get(key, 0) < ability.uses:
                    out.append(A.ThreatEffect(cid, inv.id))
        out.append(A.KeeperEnd())
        return out

    def keeper_apply(self, act) -> None:
        if isinstance(act, A.KeeperAction):
            card = self.cards.cards[act.card]
            self.threat -= card.cost
            self.used_actions.append(act.card)
            self.log("keeper-action", N_(C, "The Keeper plays {card}."), card=act.card)
            if card.target == "investigator":
                inv = self.by_id(act.target)
                self.push_fx(inv.seat, self.effects_of(act.card), card=act.card)
            else:
                self.push_fx(self.keeper, self.effects_of(act.card), card=act.card,
                             monster=act.target or None, to=act.to)
        elif isinstance(act, A.ThreatEffect):
            ability = self.cards.cards[act.card].threat
            self.threat -= ability.cost
            key = f"{act.card}@{act.owner}"
            self.used_threat[key] = self.used_threat.get(key, 0) + 1
            self.log("threat-effect", N_(C, "The Keeper spends threat on {card}."), card=act.card)
            self.push_fx(self.by_id(act.owner).seat, ability.effects, card=act.card)
        elif isinstance(act, A.KeeperEnd):
            self.work.append(["end-round"])
            self.work.append(["attacks", sorted(self.monsters), 0])

    def keeper_play(self, cid: str, inv) -> None:
        """A Mythos or Trauma card from the hand, paid with threat."""
        card = self.cards.cards[cid]
        self.threat -= card.cost
        self.hand.remove(cid)
        deck = self.cards.deck_of[cid]
        self.log("keeper-play", N_(C, "The Keeper plays {card} on {who}."), card=cid,
                 who=inv.name)
        if card.keep:
            inv.kept.append(cid)
        else:
            self.discards[deck].append(cid)
        self.push_fx(inv.seat, self.effects_of(cid), card=cid)

    def refill_hand(self) -> None:
        size = int(self.house["FA-GAP-1.hand"])
        order = ("mythos", "trauma")
        turn = 0
        while len(self.hand) < size:
            drawn = False
            for k in range(2):
                deck = order[(turn + k) % 2]
                cid = self.draw(deck)
                if cid is not None:
                    self.hand.append(cid)
                    drawn = True
                    break
            turn += 1
            if not drawn:
                break

    def draw(self, deck: str) -> str | None:
        pile = self.piles.get(deck)
        if pile is None:
            return None
        if not pile and self.discards.get(deck):
            pile.extend(self.discards[deck])
            self.discards[deck].clear()
            self.chance.shuffle(pile)
        return pile.pop(0) if pile else None

    # ------------------------------------------------------------------ monsters

    def _w_attacks(self, frame) -> None:
        _, mids, i = frame
        if i >= len(mids):
            self.work.pop()
            return
        frame[2] = i + 1
        m = self.monsters.get(mids[i])
        if m is None:
            return
        space = self.map.figures[m.id].space
        targets = [inv for inv in self.playing() if self.space_of(inv) == space and not inv.hidden]
        if not targets:
            return
        inv = min(targets, key=lambda x: (x.health - x.damage, x.seat))
        back = self.monster_back(m)
        if back.special is not None:
            self.work.append(["special", inv.seat, m.id])
            return
        cls = self.monster_data[m.kind].monster_class
        pile, discards = self.piles["combat-" + cls], self.discards["combat-" + cls]
        found = draw_matching(pile, discards, self.cards.cards, "monster", self.chance,
                              self.house["FA-GAP-15"])
        if found is None:
            return
        cid, entry = found
        discards.append(cid)
        self.log("draw", N_(C, "The Keeper draws the combat card {card} for {monster}."),
                 card=cid, monster=m.id)
        self.push_fx(inv.seat, self.cards.cards[cid].entries[entry].effects, card=cid,
                     monster=m.id)

    def attack(self, inv, m, weapon: str) -> None:
        """FA-COMBAT-1/2, FA-WEAP-1/2: the first card answering the weapon."""
        cls = self.monster_data[m.kind].monster_class
        pile, discards = self.piles["combat-" + cls], self.discards["combat-" + cls]
        found = draw_matching(pile, discards, self.cards.cards, weapon, self.chance,
                              self.house["FA-GAP-15"])
        if found is None:
            self.log("draw", N_(C, "No combat card answers the attack."))
            return
        cid, entry = found
        discards.append(cid)
        self.log("draw", N_(C, "The Keeper draws the combat card {card}."), card=cid)
        self.push_fx(inv.seat, self.cards.cards[cid].entries[entry].effects, card=cid,
                     monster=m.id)

    def _w_special(self, frame) -> None:
        self.work.pop()
        _, seat, mid = frame
        m = self.monsters.get(mid)
        if m is None or not self.investigators[seat].playing:
            return
        sp = self.monster_back(m).special
        self.ask(seat, "special", [str(k) for k in range(len(sp.answers))], frame, monster=mid)

    def answer_special(self, pending, option: str) -> None:
        """FA-BYAK-5: only the outcome of the answer given is read out."""
        m = self.monsters.get(pending["monster"])
        if m is None:
            return
        answer = self.monster_back(m).special.answers[int(option)]
        if self.loud:
            self._events.append(self._message(answer.text))
        self.push_fx(pending["seat"], answer.effects, monster=m.id)

    def move_monsters(self, steps: int, which: str, ctx) -> None:
        if which == "one":
            mid, to = ctx.get("monster"), ctx.get("to", -1)
            if mid in self.monsters and to is not None and to >= 0:
                self.move_monster(mid, to)
            return
        targets = [self.space_of(i) for i in self.playing() if not i.hidden]
        for mid in sorted(m for m in self.monsters if self.movable(m)):
            fig = self.map.figures[mid]
            graph = monster_graph(self, mid)  # FA-ERR-15
            near = graph.nearest(fig.space, targets)
            if not near or near[0] == fig.space:
                continue
            n = steps_for(self, mid, ctx.get("card"), steps)  # FA-ERR-12
            dest = graph.toward(fig.space, near[0], n)[0]
            self.move_monster(mid, dest)

    def move_monster(self, mid: str, to: int) -> None:
        if not may_enter(self, mid, to):  # FA-ERR-15: a room with a Lock card
            return
        origin = self.map.figures[mid].space
        report = self.map.move_figure(mid, to)
        if self.loud:  # the log says it, and the board walks the figure along
            self.log("move", N_(C, "{monster} moves to {place}."), monster=mid,
                     place=self.layout.room_of(to).id,
                     figure=mid, **{"from": origin, "to": to})
        self.fire("space-entered", self.keepers_trigger(self.active),
                  (to, report.new_room, "monster"))
        if report.new_room:
            room = self.room_of(to)
            for inv in self.playing():
                if self.room_of(self.space_of(inv)) == room:
                    self.horror_checks(inv, [self.monsters[mid]])  # FA-HIDE-3

    def summon(self, kind: str) -> None:
        if not self.free_tokens(kind):  # FA-COMP-35: every token of the kind is held
            self.log("summon", N_(C, "Every token of that monster is in play; no monster "
                                     "appears."), kind=kind)
            return
        spaces = [s.index for s in self.layout.spaces
                  if self.map.is_revealed(s.index) and not self.map.figures_at(s.index)]
        if not spaces:
            return
        graph = self.map.range_graph()
        inv_spaces = [self.space_of(i) for i in self.playing()]

        def score(s: int) -> tuple[int, int]:
            d = [graph.distance(s, t) for t in inv_spaces]
            d = [x if x >= 0 else 99 for x in d]
            return (min(d) if d else 0, -s)

        where = max(spaces, key=score)
        mid = f"{kind}-{len(self.monsters) + self.eliminations + self.round * 10}"
        while mid in self.monsters or mid in self.map.figures:
            mid += "x"
        self.add_monster(mid, kind, where, None, 0)
        self.log("summon", N_(C, "A monster appears."), monster=mid)

    def move_time(self, to: str) -> None:
        """FA-COMP-39/40, FA-GAP-21: the marker lies on one time period card."""
        periods = self.story.time_periods
        if not periods:
            return
        if to == "next":
            self.time_period = (self.time_period + 1) % len(periods)
        elif to in periods:
            self.time_period = periods.index(to)
        after_travel(self)
        self.log("time", N_(C, "The time period changes to {period}."),
                 period=periods[self.time_period])

    # ------------------------------------------------------------------ round end

    def _w_end_round(self, frame) -> None:
        self.work.pop()
        self.work.append(["new-round"])
        self.fire("round-end", self.keepers_trigger(self.first_playing()), None)
        self.fire("mythos", self.keepers_trigger(self.first_playing()), None)

    def _w_new_round(self, frame) -> None:
        self.work.pop()
        self.refill_hand()
        self.round += 1
        if self.round_limit and self.round > self.round_limit:
            self.end_game("keeper", "round-limit")
            return
        self.phase = "investigator"
        first = self.playing()
        if first:
            self.active = first[0].seat
            self.begin_turn(first[0])

    def first_playing(self) -> int:
        alive = self.playing()
        return alive[0].seat if alive else 0

    def settle(self) -> None:
        """Nothing waits: check the Keeper's goal and who is left."""
        goal = self.goal()
        if goal == "mutations":
            need = self.story.mutation_goal_per_investigator * self.investigator_count
            if sum(i.mutations for i in self.investigators) >= need:
                self.end_game("keeper", "goal-mutations")
                return
        free = self.story.warden_free is None or self.variables.get(self.story.warden_free)
        if goal == "warden-out" and free and self.story.warden in self.monsters:
            space = self.map.figures[self.story.warden].space
            if self.room_of(space) == self.story.exit_room:
                self.end_game("keeper", "goal-warden-out")
                return
        if not self.playing():
            self.end_game("keeper", "no-investigators")
            return
        if self.phase == "investigator" and not self.investigators[self.active].playing:
            self.next_turn()
            self.run()

    def goal(self) -> str:
        for o in self.story.choices[0].options:
            if o.id == self.choice:
                return o.goal
        return ""
