"""The investigator turn (FA-GAP-1 base rules, house rules FA-GAP-1.*).

A turn gives a movement step of FA-GAP-1.moves spaces, taken one ``Step`` at a time, and
one action. Leaving a space that holds a monster needs an evade check (Dexterity with the
monster's awareness; a failure costs the monster's damage, and FA-GAP-1 decides whether
the move goes on). Coming into a room with a monster needs a horror check (Will with the
monster's horror rating; FA-HIDE-3, FA-HIDE-6: hidden investigators too). Impassable
borders stop investigators (FA-BORD-2) through the map's move graphs.

Hiding (FA-HIDE, FA-GAP-24/25): a hidden investigator cannot attack or cast an Attack
spell (FA-HIDE-8); moving ends plain hiding (FA-GAP-25) but not the Mists of Releh
(FA-HIDE-5/7/11), which the investigator ends with an action or a space of movement
(FA-HIDE-10, FA-GAP-24); only the Mists let a hidden investigator explore (FA-HIDE-9,
FA-GAP-24).
"""

from __future__ import annotations

from ....engine.messages import N_
from ..scenario.models import OnEscaped
from . import actions as A
from .effects import TestSpec
from .powers import extra_moves

C = "mansions"

# what an investigator does with a story token (the same words as second edition's)
_USES_TOKEN = {"search": N_(C, "{who} searches."), "explore": N_(C, "{who} explores."),
               "interact": N_(C, "{who} interacts."), "": N_(C, "{who} uses a token.")}
MISTS = "mists-spell"


class TurnMixin:
    def begin_turn(self, inv) -> None:
        inv.moves = int(self.house["FA-GAP-1.moves"]) + extra_moves(inv.power)
        inv.action = 1
        if self.house["FA-GAP-25"] == "turn" and inv.hidden == "plain":
            self.end_hiding(inv)
        if inv.stunned:
            inv.stunned -= 1
            inv.action = 0

    def end_hiding(self, inv) -> None:
        inv.hidden = ""
        if inv.id in self.map.figures:
            self.map.set_hidden(inv.id, False)

    # ------------------------------------------------------------------ legal

    def turn_legal(self, inv) -> list:
        out: list = []
        space = self.space_of(inv)
        if inv.moves > 0:
            graph = self.map.move_graph()
            out += [A.Step(t) for t in graph.succ[space]]
            if self.may_escape(space):
                out.append(A.Escape())
        if inv.hidden == "mists" and self.house["FA-GAP-24"] == "free":
            out.append(A.EndMists("free"))
        elif inv.hidden == "mists":
            if inv.action:
                out.append(A.EndMists("action"))
            if inv.moves:
                out.append(A.EndMists("move"))
        if inv.action:
            out.append(A.Run())
            if self.can_explore(inv, space):
                out.append(A.Explore())
            for tok in self.usable_tokens(space):
                out.append(A.UseToken(tok))
            if not inv.hidden:  # FA-HIDE-8
                for m in self.monsters_at(space):
                    for w in self.weapons(inv):
                        out.append(A.Attack(m.id, w))
            for spell in sorted(set(inv.spells)):
                if self.effects_of(spell) and not (inv.hidden and spell == MISTS):
                    out.append(A.Cast(spell))
            for item in inv.items:
                card = self.cards.cards.get(item)
                if card is not None and card.weapon is None and self.effects_of(item):
                    out.append(A.UseItem(item))
        out.append(A.EndTurn())
        return out

    def weapons(self, inv) -> list[str]:
        kinds = ["unarmed"]
        for item in inv.items:
            card = self.cards.cards.get(item)
            if card is not None and card.weapon and card.weapon not in kinds:
                kinds.append(card.weapon)
        for spell in inv.spells:
            card = self.cards.cards.get(spell)
            if card is not None and card.attack and "spell" not in kinds:
                kinds.append("spell")
        return kinds

    def may_escape(self, space: int) -> bool:
        """FA-ESC-1/2, FA-GAP-23: an escape edge of a room the story asks to escape."""
        if not self.map.can_escape(space):
            return False
        if self.house["FA-GAP-23"] == "always":
            return True
        room = self.room_of(space)
        return any(isinstance(ev.trigger, OnEscaped) and ev.trigger.room == room
                   and (ev.repeat or ev.id not in self.fired) and self.conditions_hold(ev, self.active)
                   for ev in self._index["by_trigger"].get("escaped", ()))

    def can_explore(self, inv, space: int) -> bool:
        if inv.hidden == "plain":
            return False
        return bool(self.rooms.get(self.room_of(space)))

    def usable_tokens(self, space: int) -> list[str]:
        near = set(self.map.adjacency().succ[space]) | {space}
        out = []
        for t in sorted(self.map.tokens.values(), key=lambda t: t.id):
            if t.space is None or t.id not in self._index["token-events"]:
                continue
            if t.space == space or (t.kind in ("lock", "obstacle") and t.space in near):
                if self.token_has_event(t.id):
                    out.append(t.id)
        return out

    # ------------------------------------------------------------------ apply

    def turn_apply(self, act) -> None:
        inv = self.investigators[self.active]
        if isinstance(act, A.Step):
            self.step(inv, act.to)
        elif isinstance(act, A.Escape):
            inv.moves -= 1
            room = self.room_of(self.space_of(inv))
            inv.escaped = True
            self.map.remove_figure(inv.id)
            self.log("escaped", N_(C, "{who} escapes the house."), who=inv.name)
            self.fire("escaped", inv.seat, room)
        elif isinstance(act, A.EndMists):
            if act.pay == "action":
                inv.action = 0
            elif act.pay == "move":
                inv.moves -= 1
            self.end_hiding(inv)
            self.log("mists-end", N_(C, "{who} steps out of the Mists of Releh."), who=inv.name)
        elif isinstance(act, A.EndTurn):
            self.next_turn()
        else:
            inv.action = 0
            if isinstance(act, A.Run):
                inv.moves += int(self.house["FA-GAP-1.moves"])
            elif isinstance(act, A.Explore):
                self.explore(inv)
            elif isinstance(act, A.UseToken):
                if self.house["FA-GAP-11"] == "free" and self.token_starts_puzzle(act.token):
                    inv.action = 1  # FA-GAP-11: an attempt from the story costs no action
                if self.loud:  # what was done, before what came of it (the log, the card)
                    tok = self.map.tokens.get(act.token)
                    kind = tok.kind if tok is not None else ""
                    self.log("use-token", _USES_TOKEN.get(kind, _USES_TOKEN[""]),
                             who=inv.name, token=act.token, kind=kind)
                self.fire("token-used", inv.seat, act.token)
            elif isinstance(act, A.Attack):
                self.attack(inv, self.monsters[act.monster], act.weapon)
            elif isinstance(act, A.Cast):
                self.log("cast", N_(C, "{who} casts {card}."), who=inv.name, card=act.spell)
                self.push_fx(inv.seat, self.effects_of(act.spell), card=act.spell)
            elif isinstance(act, A.UseItem):
                inv.items.remove(act.item)
                self.log("use-item", N_(C, "{who} uses {card}."), who=inv.name, card=act.item)
                self.push_fx(inv.seat, self.effects_of(act.item), card=act.item)

    def token_starts_puzzle(self, token: str) -> bool:
        return any(o.do == "puzzle" for ev in self._index["by_trigger"].get("token-used", ())
                   if ev.trigger.token == token and self.conditions_hold(ev, self.active)
                   for o in ev.outcomes)

    def step(self, inv, to: int) -> None:
        origin = self.space_of(inv)
        inv.moves -= 1
        for m in self.monsters_at(origin):  # evade checks
            data = self.monster_data[m.kind]
            ok = self.test(inv, TestSpec(attribute="dexterity", modifier=data.awareness), None, {})
            if not ok:
                self.harm(inv, "damage", self.monster_back(m).damage, m.id)
                if not inv.playing:
                    return
                if self.house["FA-GAP-1"] == "stop":
                    inv.moves = 0
                    return
        report = self.map.move_figure(inv.id, to, stays_hidden=inv.hidden == "mists")
        if self.loud:  # the log keeps the walk, and Edit > Undo names the step by it
            self.log("step", N_(C, "{who} moves to {place}."), who=inv.name,
                     place=self.layout.room_of(to).id)
        if inv.hidden == "plain" and self.house["FA-GAP-25"] == "move":
            inv.hidden = ""
        if report.into_fire and self.house["FA-GAP-1.fire"]:  # FA-HIDE-2: hidden or not
            self.harm(inv, "damage", int(self.house["FA-GAP-1.fire"]))
            if not inv.playing:
                return
        self.fire("space-entered", inv.seat, (to, report.new_room, "investigator"))
        if report.new_room:
            self.horror_checks(inv, [self.monsters[f] for f in report.room_figures
                                     if f in self.monsters])

    def horror_checks(self, inv, monsters) -> None:
        """FA-GAP-1.horror: one check against the monster with the worst rating."""
        if not monsters or not self.house["FA-GAP-1.horror"] or not inv.playing:
            return
        m = min(monsters, key=lambda x: (self.monster_data[x.kind].horror_rating, x.id))
        spec = TestSpec(attribute="will", modifier=self.monster_data[m.kind].horror_rating)
        if not self.test(inv, spec, None, {"horror_check": True}):
            self.harm(inv, "horror", self.monster_back(m).horror, m.id)

    def next_turn(self) -> None:
        later = [i for i in self.investigators[self.active + 1:] if i.playing]
        if later:
            self.active = later[0].seat
            self.begin_turn(later[0])
        else:
            self.begin_keeper_turn()

    # ------------------------------------------------------------------ exploring

    def explore(self, inv) -> None:
        room = self.room_of(self.space_of(inv))
        stack = self.rooms[room]
        cid = stack[0]
        card = self.cards.cards[cid]
        deck = self.cards.deck_of[cid]
        self.log("draw", N_(C, "{who} explores and finds {card}."), who=inv.name, card=cid,
                 deck=deck)
        self.work.append(["react", "explore", inv.seat])
        if deck in ("lock", "obstacle"):
            if card.opens_with and card.opens_with in inv.items:
                self.lock_result(inv, room, True)
                return
            ctx = {"card": cid, "lock_room": room}
            effects = self.effects_of(cid)
            if effects and effects[0].do == "puzzle":
                eff = effects[0]
                self.start_puzzle(inv, eff.type, eff.side, ctx, [], [])
            else:
                self.push_lock_test(inv, room, effects, ctx)
            return
        effects = self.effects_of(cid)
        if not any(e.do == "puzzle" for e in effects):
            stack.pop(0)  # a puzzle card stays until its puzzle is completed
            self.discards.setdefault("exploration", []).append(cid)
        self.push_fx(inv.seat, effects, card=cid, room_card=True)

    def push_lock_test(self, inv, room, effects, ctx) -> None:
        test = next((e for e in effects if e.do == "test"), None)
        if test is None:
            self.lock_result(inv, room, True)
            return
        self.work.append(["lock", inv.seat, room])
        self.work.append(["test", inv.seat, test, dict(ctx, lock_test=True), None])

    def _w_lock(self, frame) -> None:
        self.work.pop()
        _, seat, room = frame
        self.lock_result(self.investigators[seat], room, self._last_test)

    def lock_result(self, inv, room: str, opened: bool) -> None:
        """A lock or obstacle card passed is discarded and the exploring goes on."""
        if not opened or not self.rooms.get(room):
            return
        cid = self.rooms[room].pop(0)
        self.discards.setdefault(self.cards.deck_of[cid], []).append(cid)
        self.log("opened", N_(C, "{who} gets past {card}."), who=inv.name, card=cid)

    def finish_initiating_card(self, cid: str) -> None:
        """FA-ALCH-23, FA-GAP-31: the card that started a completed puzzle."""
        for stack in self.rooms.values():
            if cid in stack:
                stack.remove(cid)
                break
        if self.house["FA-GAP-31"] == "discard":
            self.discards.setdefault(self.cards.deck_of.get(cid, "exploration"), []).append(cid)
