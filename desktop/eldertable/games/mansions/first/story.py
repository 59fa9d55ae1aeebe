"""The story's events in first-edition play (docs/scenario-format.md): the same triggers,
conditions and outcomes as second-edition play, with first-edition tests (a d10 under the
attribute, FA-TEST) and first-edition harm. The trigger index and the comparison table
are second-edition play's own (:func:`..second.events.scenario_index`), shared read-only.

``["ev", seat, event, next]`` frames run an event's outcomes in order; a test or a puzzle
pauses the event, which goes on afterwards. A ``win`` ending is the investigators' win,
``lose`` the Keeper's; the epilogue told comes from the story companion, chosen by the
first story choice and the winner (FA-EPI-1..4, FA-GAP-12, FA-GAP-28).
"""

from __future__ import annotations

from ..jsonmodel import content_text
from ..scenario.models import (DoAddVariable, DoClue, DoDoor, DoEnd, DoHarm, DoItem,
                               DoMessage, DoMonster, DoObjective, DoPuzzle, DoReveal, DoRun,
                               DoSetVariable, DoSideEffect, DoSpell, DoTest, DoToken,
                               IfInvestigators, IfItem, IfMonster, IfRevealed, IfToken,
                               IfVariable, OnEscaped, OnMonsterDefeated, OnRound,
                               OnSpaceEntered, OnTokenUsed, OnVariable)
from ..second.events import OPS
from .effects import Test, TestSpec
from .named import arrival_space
from .timetravel import travel_for_event



class StoryMixin:
    def fire(self, kind: str, seat: int, arg) -> None:
        found = []
        for ev in self._index["by_trigger"].get(kind, ()):
            if not ev.repeat and ev.id in self.fired:
                continue
            if self.trigger_matches(ev.trigger, arg) and self.conditions_hold(ev, seat):
                found.append(ev.id)
        for eid in reversed(found):  # file order: the first found runs first
            if not self._index["by_id"][eid].repeat:
                self.fired.add(eid)
            self.work.append(["ev", seat, eid, 0])

    def trigger_matches(self, trig, arg) -> bool:
        if isinstance(trig, OnRound):
            return trig.round is None or trig.round == self.round
        if isinstance(trig, (OnTokenUsed,)):
            return trig.token == arg
        if isinstance(trig, OnSpaceEntered):
            space, new_room, by = arg
            if trig.by != "any" and trig.by != by:
                return False
            if trig.space is not None:
                return self.layout.index[trig.space] == space
            return new_room and self.room_of(space) == trig.room
        if isinstance(trig, (OnMonsterDefeated, OnEscaped)):
            return (trig.monster if isinstance(trig, OnMonsterDefeated) else trig.room) == arg
        if isinstance(trig, OnVariable):
            return OPS[trig.op](self.variables[trig.variable], trig.value)
        return True

    def conditions_hold(self, ev, seat: int | None) -> bool:
        for c in ev.conditions:
            if isinstance(c, IfVariable) and not OPS[c.op](self.variables[c.variable], c.value):
                return False
            if isinstance(c, IfRevealed):
                rooms = [r.id for r in self.layout.rooms.values() if r.tile == c.tile]
                if any(r in self.map.revealed for r in rooms) != c.revealed:
                    return False
            if isinstance(c, IfToken) and (c.token in self.map.tokens) != c.present:
                return False
            if isinstance(c, IfMonster) and (c.monster in self.monsters) != c.present:
                return False
            if isinstance(c, IfItem):
                who = [self.investigators[seat]] if seat is not None and seat < self.n \
                    else self.investigators
                if any(c.item in i.items for i in who) != c.held:
                    return False
            if isinstance(c, IfInvestigators) and not OPS[c.op](self.n, c.value):
                return False
        return True

    def token_has_event(self, token: str) -> bool:
        """A token is worth using while one of its events could still run."""
        return any(ev.trigger.token == token and (ev.repeat or ev.id not in self.fired)
                   and self.conditions_hold(ev, self.active)
                   for ev in self._index["by_trigger"].get("token-used", ()))

    # ------------------------------------------------------------------ outcomes

    def _w_ev(self, frame) -> None:
        _, seat, eid, i = frame
        outcomes = self._index["by_id"][eid].outcomes
        if i >= len(outcomes):
            self.work.pop()
            self.check_variables(seat)
            return
        if i == 0:
            travel_for_event(self, eid)  # FA-GAP-21
        frame[3] = i + 1
        self.outcome(outcomes[i], seat)

    def who(self, o, seat: int) -> list:
        each = "who" in type(o).model_fields and o.who == "each"
        if each:
            return self.playing()
        inv = self.investigators[seat] if seat < self.n else None
        if inv is None or not inv.playing:
            alive = self.playing()
            return alive[:1]
        return [inv]

    def outcome(self, o, seat: int) -> None:
        if isinstance(o, DoMessage):
            if self.loud:
                self._events.append(self._message(o.text))
        elif isinstance(o, DoReveal):
            for t in o.tiles:
                self.map.reveal_tile(t)
        elif isinstance(o, DoToken):
            tok = self._index["tokens"][o.token]
            if o.do == "place-token" and o.token not in self.map.tokens:
                if tok.kind != "mutation" or self.mutations_in_play() < self.mutation_pool:
                    self.map.place_token(tok.id, tok.kind, space=tok.space, door=tok.door)
            elif o.do == "remove-token" and o.token in self.map.tokens:
                self.map.remove_token(o.token)
        elif isinstance(o, DoMonster):
            self.monster_outcome(o, seat)
        elif isinstance(o, DoDoor):
            self.map.set_door(o.door, o.state)
        elif isinstance(o, DoTest):
            effect = Test(do="test", test=TestSpec(attribute=o.skill, modifier=o.modifier))
            for inv in reversed(self.who(o, seat)):
                self.work.append(["story-test", inv.seat, o])
                self.work.append(["test", inv.seat, effect, {"story": True}, None])
        elif isinstance(o, DoPuzzle):
            invs = self.who(o, seat)
            if invs:
                p = self._index["puzzles"][o.puzzle]
                self.start_puzzle(invs[0], p.type, p.setup, {"on_solved": o.solved,
                                                             "on_unsolved": o.unsolved}, [], [])
        elif isinstance(o, DoItem):
            for inv in self.who(o, seat):
                if o.do == "give-item":
                    inv.items.append(o.item)
                elif o.item in inv.items:
                    inv.items.remove(o.item)
        elif isinstance(o, DoSpell):
            for inv in self.who(o, seat):
                inv.spells.append("mists-spell" if o.spell == "mists-of-releh" else o.spell)
        elif isinstance(o, DoClue):
            for inv in self.who(o, seat):
                inv.clues = max(0, inv.clues + (o.count if o.do == "give-clue" else -o.count))
        elif isinstance(o, DoHarm):
            for inv in reversed(self.who(o, seat)):
                self.harm(inv, o.do, o.amount)
        elif isinstance(o, DoSideEffect):
            for inv in self.who(o, seat):
                self.draw_side_effect(inv)
        elif isinstance(o, DoSetVariable):
            self.variables[o.variable] = o.value
        elif isinstance(o, DoAddVariable):
            self.variables[o.variable] += o.amount
        elif isinstance(o, DoObjective):
            self.objective = o.to
        elif isinstance(o, DoRun):
            self.work.append(["ev", seat, o.event, 0])
        elif isinstance(o, DoEnd):
            self.end_game("investigators" if o.do == "win" else "keeper", o.ending)

    def _w_story_test(self, frame) -> None:
        self.work.pop()
        _, seat, o = frame
        nxt = o.pass_ if self._last_test else o.fail
        if nxt:
            self.work.append(["ev", seat, nxt, 0])

    def monster_outcome(self, o: DoMonster, seat: int | None = None) -> None:
        placed = next(p for p in self.model.map.monsters if p.id == o.monster)
        if o.do == "place-monster":
            if o.monster not in self.monsters:
                space = arrival_space(self, placed.id, placed.space, seat)  # FA-ERR-13
                self.add_monster(placed.id, placed.monster, space, placed.name,
                                 placed.health_per_investigator)
        elif o.monster in self.monsters:
            del self.monsters[o.monster]
            self.map.remove_figure(o.monster)

    def check_variables(self, seat: int) -> None:
        self.fire("variable", seat, None)

    def _message(self, text: str):
        from ....engine.protocol import Event

        return Event("message", content_text(text), {"text": text})

    # ------------------------------------------------------------------ epilogue

    def epilogue(self) -> str | None:
        """FA-EPI-2/3, FA-GAP-12, FA-GAP-28: the epilogue's English text, or None."""
        option = next((o for o in self.story.choices[0].options if o.id == self.choice), None)
        if option is None:
            return None
        if self.over == "none" and self.house["FA-GAP-12"] == "english":
            return None
        if self.house["FA-GAP-28"] == "choice-only" or self.over == "none":
            return option.epilogue_for("keeper")
        return option.epilogue_for(self.over)
