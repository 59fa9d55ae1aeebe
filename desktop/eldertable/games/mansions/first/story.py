"""The story's events in first-edition play (docs/scenario-format.md): the triggers,
conditions and outcomes are the shared interpreter's
(:class:`..scenario.interpreter.StoryInterpreter`); first-edition play brings its tests (a
d10 under the attribute, FA-TEST), its harm, its Side Effect deck and its work stack.

``["ev", seat, event, next]`` frames run an event's outcomes in order; a test or a puzzle
pauses the event, which goes on afterwards. Where the story or the rules leave it to
the investigators who makes a story test (config option ``tested``, :mod:`.config`), the
event pauses on a choice of kind ``tester``, answered from the seat of the first
investigator still playing for the team. A ``win`` ending is the investigators' win,
``lose`` the Keeper's; the epilogue told comes from the story companion, chosen by the
first story choice and the winner (FA-EPI-1..4, FA-GAP-12, FA-GAP-28).
"""

from __future__ import annotations

from ....engine.messages import N_
from ..jsonmodel import content_text
from ..scenario.interpreter import StoryInterpreter
from ..scenario.models import (DoClue, DoHarm, DoItem, DoMonster, DoPuzzle, DoSideEffect,
                               DoSpell, DoTest)
from .effects import Test, TestSpec
from .named import arrival_space
from .timetravel import travel_for_event

C = "mansions"


class StoryMixin(StoryInterpreter):
    story_winners = {"win": "investigators", "lose": "keeper"}

    def fire(self, kind: str, seat: int, arg) -> None:
        found = self.matching(kind, seat, arg)
        by_id = self._index["by_id"]
        for eid in reversed(found):  # file order: the first found runs first
            if not by_id[eid].repeat:
                self.fired.add(eid)
            self.work.append(["ev", seat, eid, 0])

    def token_has_event(self, token: str) -> bool:
        """A token is worth using while one of its events could still run."""
        return any((ev.repeat or ev.id not in self.fired) and self.conditions_hold(ev, self.active)
                   for ev in self._index["by_token"].get(token, ()))

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
        o = outcomes[i]
        if self.players_choose and type(o) is DoTest and self.tester_open(o, seat):
            playing = self.playing()
            if len(playing) > 1:  # FA-GAP-1: the players choose who is tested
                self.ask(playing[0].seat, "tester", [inv.id for inv in playing], frame,
                         event=eid, index=i)
                return
        self.outcome(o, seat)

    def keepers_trigger(self, seat: int) -> int | None:
        """The seat an event of a trigger no investigator set off runs for: nobody's
        (None) while the players choose who is tested, else ``seat`` as before (the app's
        pick, which older saves replay with)."""
        return None if self.players_choose else seat

    def tester_open(self, o: DoTest, seat: int | None) -> bool:
        """Whether the story leaves the investigator a test concerns to the players: a
        test for a ``chosen`` investigator, or one of a trigger no investigator set off
        (or the one who did is out). A test of the one who used a token or entered a
        room stays theirs."""
        if o.who == "chosen":
            return True
        return o.who == "active" and (seat is None or seat >= self.investigator_count
                                      or not self.investigators[seat].playing)

    def tester_chosen(self, pending: dict, option: str) -> None:
        """The team named the investigator who makes the story test it was asked about."""
        o = self._index["by_id"][pending["event"]].outcomes[pending["index"]]
        self._test_outcome(self.by_id(option).seat, o)

    def tester_targets(self) -> dict[str, int] | None:
        """For the story test whose tester is being asked: each investigator's number to
        roll at most (attribute, modifier and power)."""
        p = self.pending
        if p is None or p["kind"] != "tester":
            return None
        o = self._index["by_id"][p["event"]].outcomes[p["index"]]
        spec = TestSpec(attribute=o.skill, modifier=o.modifier)
        return {iid: self.test_target(self.by_id(iid), spec, None, {"story": True})
                for iid in p["options"]}

    # ------------------------------------------------------------------ the interpreter's hooks

    def monster_in_play(self, mid: str) -> bool:
        return mid in self.monsters

    def holds_item(self, item: str, seat: int | None) -> bool:
        who = [self.investigators[seat]] if seat is not None and seat < self.investigator_count \
            else self.investigators
        return any(item in i.items for i in who)

    def may_concern(self, seat: int) -> bool:
        return self.investigators[seat].playing

    def concerned_all(self) -> list[int]:
        return [i.seat for i in self.playing()]

    def concerned_one(self, seat: int | None) -> int | None:
        inv = self.investigators[seat] if seat is not None and seat < self.investigator_count else None
        if inv is None or not inv.playing:
            alive = self.playing()
            return alive[0].seat if alive else None
        return seat

    def reveal(self, tiles) -> None:
        rooms: list[str] = []
        for t in tiles:
            rooms += self.map.reveal_tile(t)
        if rooms:  # told on a story card, as in second edition (issue 24; words only)
            self.log("reveal", N_(C, "New rooms are revealed."), tiles=list(tiles),
                     rooms=rooms)
        elif tiles:  # the whole house was laid at the start (FA-GAP-1.map): say so
            self.log("nothing", N_(C, "Nothing new lies beyond: those rooms are already "
                                      "open."), tiles=list(tiles))

    def may_place_token(self, tok) -> bool:
        return tok.kind != "mutation" or self.mutations_in_play() < self.mutation_pool

    def queue_event(self, eid: str, seat: int) -> None:
        self.work.append(["ev", seat, eid, 0])

    def tell_message(self, text) -> None:
        self._events.append(self._message(text))

    def tell_token_placed(self, tok) -> None:
        pass  # the map shows it

    def tell_token_removed(self, tid: str, where) -> None:
        pass

    def tell_door(self, o) -> None:
        pass

    def objective_reached(self, to: str) -> None:
        pass  # the objective card shows it

    def story_monster(self, o: DoMonster, seat: int | None) -> None:
        self.monster_outcome(o, seat)

    # the outcome kinds whose effect is first-edition play's own, for one investigator

    def _test_outcome(self, seat: int, o: DoTest) -> None:
        effect = Test(do="test", test=TestSpec(attribute=o.skill, modifier=o.modifier))
        self.work.append(["story-test", seat, o])
        self.work.append(["test", seat, effect, {"story": True}, None])

    def _puzzle_outcome(self, seat: int, o: DoPuzzle) -> None:
        p = self._index["puzzles"][o.puzzle]
        self.start_puzzle(self.investigators[seat], p.type, p.setup,
                          {"on_solved": o.solved, "on_unsolved": o.unsolved}, [], [])

    def _item_outcome(self, seat: int, o: DoItem) -> None:
        inv = self.investigators[seat]
        if o.do == "give-item":
            inv.items.append(o.item)
            self.log("item", N_(C, "{who} gains {card}."), who=inv.name, card=o.item)
        elif o.item in inv.items:
            inv.items.remove(o.item)
            self.log("item-lost", N_(C, "{who} loses {card}."), who=inv.name, card=o.item)

    def _spell_outcome(self, seat: int, o: DoSpell) -> None:
        inv = self.investigators[seat]
        spell = "mists-spell" if o.spell == "mists-of-releh" else o.spell
        inv.spells.append(spell)
        self.log("spell", N_(C, "{who} learns {card}."), who=inv.name, card=spell)

    def _clue_outcome(self, seat: int, o: DoClue) -> None:
        inv = self.investigators[seat]
        inv.clues = max(0, inv.clues + (o.count if o.do == "give-clue" else -o.count))

    def _harm_outcome(self, seat: int, o: DoHarm) -> None:
        self.harm(self.investigators[seat], o.do, o.amount)

    def _side_effect_outcome(self, seat: int, o: DoSideEffect) -> None:
        self.draw_side_effect(self.investigators[seat])

    outcome_hooks = {DoTest: _test_outcome, DoPuzzle: _puzzle_outcome, DoItem: _item_outcome,
                     DoSpell: _spell_outcome, DoClue: _clue_outcome, DoHarm: _harm_outcome,
                     DoSideEffect: _side_effect_outcome}

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
