"""Resolving card effects (:mod:`.effects`) from the work stack.

Frames (plain lists, last one first): ``["fx", seat, effects, next, ctx]`` runs effects in
order; ``["test", seat, effect, ctx, chosen]`` one test (FA-TEST-1..5);
``["tests", seat, effect, ctx, results, chosen]`` two tests in order, the outcome by how
many passed (FA-TEST-6/7, FA-GAP-26); ``["special", seat, monster]`` a byakhee's question
(FA-BYAK-4/5); ``["react", on, seat]`` a Keeper reaction window; ``["ev", ...]`` story
outcomes (:mod:`.story`). ``ctx`` names the monster fought and the card resolved.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....engine.messages import Msg, N_
from ....engine.protocol import Event
from ..puzzles.alchemy import AlchemyPuzzle
from ..puzzles.base import GAME as PUZZLE_GAME
from ..puzzles.budget import FirstEditionBudget
from ..puzzles.lock import FirstEditionLock
from ..puzzles.rune import RunePuzzle
from ..puzzles.wiring import WiringPuzzle
from . import actions as A
from .cards import effects_of
from .d10 import SIDES, parts_of, roll_test
from .powers import power_bonus

C = "mansions"
PUZZLES = {"wiring": WiringPuzzle, "lock": FirstEditionLock, "rune": RunePuzzle}


class ResolveMixin:
    # ------------------------------------------------------------------ the stack

    def effects_of(self, cid: str) -> list:
        card = self.cards.cards.get(cid)
        return effects_of(card, self.house) if card is not None else []

    def push_fx(self, seat: int, effects, **ctx: Any) -> None:
        if effects:
            self.work.append(["fx", seat, list(effects), 0, ctx])

    def run(self) -> None:
        while self.work and not self.over and self.pending is None and self.puzzle is None:
            frame = self.work[-1]
            getattr(self, "_w_" + frame[0].replace("-", "_"))(frame)
        if not self.over and not self.work and self.pending is None and self.puzzle is None:
            self.settle()

    def _w_fx(self, frame) -> None:
        _, seat, effects, i, ctx = frame
        if i >= len(effects):
            self.work.pop()
            return
        frame[3] = i + 1
        inv = self.investigators[seat] if seat < self.investigator_count else None
        if inv is not None and not inv.playing and effects[i].do not in ("threat",):
            return
        self.effect(inv, effects[i], ctx)

    def effect(self, inv, eff, ctx: dict[str, Any]) -> None:
        do = eff.do
        if do == "test":
            self.work.append(["test", inv.seat, eff, ctx, None])
        elif do == "tests":
            self.work.append(["tests", inv.seat, eff, ctx, [], None])
        elif do in ("damage", "horror"):
            targets = [inv]
            if eff.to == "monster":
                m = self.monsters.get(ctx.get("monster") or "")
                if m is not None:
                    self.hurt_monster(m, eff.amount)
                elif ctx.get("room_monsters"):
                    for mid in list(ctx["room_monsters"]):
                        if mid in self.monsters:
                            self.hurt_monster(self.monsters[mid], eff.amount)
                return
            if eff.to == "room":
                room = self.room_of(self.space_of(inv))
                targets = [i for i in self.playing() if self.room_of(self.space_of(i)) == room]
            elif eff.to == "all":
                targets = self.playing()
            for t in targets:
                self.harm(t, do, eff.amount, ctx.get("monster"))
        elif do == "heal":
            inv.damage = max(0, inv.damage - eff.amount)
        elif do == "calm":
            inv.horror = max(0, inv.horror - eff.amount)
        elif do == "side-effect":
            self.draw_side_effect(inv)
        elif do == "mutation":
            self.add_mutation(inv)
        elif do == "monster-mutation":
            m = self.monsters.get(ctx.get("monster") or "")
            if m is not None and self.mutations_in_play() < self.mutation_pool:
                m.mutations += 1
        elif do == "stun":
            inv.stunned += 1
        elif do == "drop-item":
            if inv.items:
                dropped = inv.items.pop()
                self.log("drop", N_(C, "{who} drops an item."), who=inv.name, item=dropped)
        elif do in ("hide", "mists"):
            inv.hidden = "mists" if do == "mists" else "plain"
            self.map.set_hidden(inv.id, True)
        elif do == "crawling-hand":
            kinds = sum(t.kind == "crawling-hand" for t in self.map.tokens.values())
            if kinds < 6:
                self.map.place_token(f"hand-{self.round}-{len(self.map.tokens)}",
                                     "crawling-hand", space=self.space_of(inv))
        elif do == "seeds":
            if not any(t.kind == "seeds" for t in self.map.tokens.values()):
                self.map.place_token("seeds-marker", "seeds", space=self.space_of(inv))
        elif do == "wrong-turn":
            quiet = self.map.quiet_hallway_spaces(exclude=self.space_of(inv))  # FA-ERR-2
            if quiet:
                self.map.move_figure(inv.id, quiet[0], stays_hidden=inv.hidden == "mists")
        elif do == "threat":
            self.threat = max(0, self.threat + eff.amount)
        elif do == "item":
            inv.items.append(eff.id)
            source = self.cards.cards.get(ctx.get("card") or "")
            item = self.cards.cards.get(eff.id)
            if source is not None and item is not None and source.name != item.name:
                # "finds Amputation Saw": the item it gives has a name of its own
                self.log("item", N_(C, "{who} gains {card}."), who=inv.name, card=eff.id)
        elif do == "spell":
            inv.spells.append(eff.id)
        elif do == "trait":
            inv.kept.append(eff.id)
        elif do == "clue":
            inv.clues += eff.amount
        elif do == "skill-point":
            inv.skill_points += eff.amount
        elif do == "move-monsters":
            self.move_monsters(eff.steps, eff.which, ctx)
        elif do == "summon":
            self.summon(eff.monster)
        elif do == "puzzle":
            self.start_puzzle(inv, eff.type, eff.side, ctx, eff.solved, eff.unsolved)
        elif do == "time-period":
            self.move_time(eff.to)
        elif do == "discard-trauma":  # FA-ERR-5: an insanity trauma is one played on horror
            on = "horror" if eff.kind == "insanity" else "damage"
            kept = next((c for c in inv.kept if self.cards.deck_of.get(c) == "trauma"
                         and self.cards.cards[c].played_on == on), None)
            if kept is not None:
                inv.kept.remove(kept)
                self.discards["trauma"].append(kept)
        elif do == "end-turn":
            inv.moves = 0
            inv.action = 0
        # "modify" is constant while the card is kept; "nothing" does nothing

    # ------------------------------------------------------------------ tests

    def _w_test(self, frame) -> None:
        _, seat, eff, ctx, chosen = frame
        inv = self.investigators[seat]
        if eff.test.either is not None and chosen is None:
            self.ask(seat, "either", list(eff.test.either), frame)
            return
        self.work.pop()
        ok = self.test(inv, eff.test, chosen, ctx)
        self.push_fx(seat, eff.pass_ if ok else eff.fail, **ctx)

    def _w_tests(self, frame) -> None:
        _, seat, eff, ctx, results, chosen = frame
        k = len(results)
        if k == 2:
            self.work.pop()
            passed = sum(results)
            self.push_fx(seat, eff.both if passed == 2 else eff.one if passed == 1 else eff.none,
                         **ctx)
            return
        tester = self.investigators[seat]
        if k == 1 and eff.second == "other":
            room = self.room_of(self.space_of(tester))
            others = [i for i in self.playing() if i is not tester
                      and self.room_of(self.space_of(i)) == room]  # FA-HIDE-4: hidden too
            if others:
                tester = others[0]
            elif self.house["FA-GAP-26"] == "pass":
                results.append(True)
                return
        spec = eff.tests[k]
        if spec.either is not None and chosen is None:
            self.ask(tester.seat, "either", list(spec.either), frame)
            return
        frame[5] = None
        results.append(self.test(tester, spec, chosen, ctx))

    def _power_extra(self, inv, spec, chosen, ctx) -> int:
        """What the tester's power adds to this test (:func:`.powers.power_bonus`)."""
        what = (spec.attribute or chosen) if spec.value is None else spec.value
        combat = self.cards.deck_of.get(ctx.get("card") or "") == "combat"
        return power_bonus(inv.power, what, horror_check=bool(ctx.get("horror_check")),
                           combat=combat)

    def test_target(self, inv, spec, chosen, ctx) -> int:
        """The number the d10 must roll at most for ``inv`` to pass (FA-TEST-1..3): the
        attribute or value, the test's modifiers and the power's bonus."""
        base, mod, _what = parts_of(inv, spec, chosen, self.attribute)
        return base + mod + self._power_extra(inv, spec, chosen, ctx)

    def either_targets(self) -> dict[str, int] | None:
        """For the either/or test being asked: each attribute's number to roll at most."""
        p, frame = self.pending, self._pending_frame
        if p is None or p["kind"] != "either" or frame is None:
            return None
        spec = frame[2].test if frame[0] == "test" else frame[2].tests[len(frame[4])]
        inv = self.investigators[p["seat"]]
        return {o: self.test_target(inv, spec, o, frame[3]) for o in p["options"]}

    def test(self, inv, spec, chosen, ctx) -> bool:
        extra = self._power_extra(inv, spec, chosen, ctx)
        out = roll_test(self.chance, inv, spec, chosen, self.attribute, extra)
        self._last_test = out.passed
        self.log("roll", N_(C, "{who} tests {what}: rolls {roll} against {target}, "
                               "{verdict}."), who=inv.name, what=out.what, roll=out.roll,
                 target=out.target, verdict="passes" if out.passed else "fails",
                 dice=[out.roll], sides=SIDES, base=out.base, modifier=out.modifier)
        return out.passed

    # ------------------------------------------------------------------ asking

    def ask(self, seat: int, kind: str, options: list[str], frame=None, **extra: Any) -> None:
        self.pending = {"kind": kind, "seat": seat, "options": list(options), **extra}
        self._pending_frame = frame

    def pending_legal(self) -> list:
        p = self.pending
        if p["kind"] == "react":
            return [A.KeeperPlay(c) for c in p["options"]] + [A.Pass()]
        return [A.Choose(o) for o in p["options"]]

    def answer_pending(self, act) -> None:
        p, frame = self.pending, self._pending_frame
        self.pending = None
        self._pending_frame = None
        if p["kind"] == "either":
            frame[-1] = act.option
        elif p["kind"] == "special":
            self.answer_special(p, act.option)
        elif p["kind"] == "tester":
            self.tester_chosen(p, act.option)
        elif p["kind"] == "react":
            if isinstance(act, A.KeeperPlay):
                self.keeper_play(act.card, self.investigators[p["target"]])

    # ------------------------------------------------------------------ harm

    def harm(self, inv, kind: str, amount: int, monster: str | None = None) -> None:
        if not inv.playing:
            return
        if kind == "damage":
            inv.damage += amount
        else:
            inv.horror += amount
        if monster and monster in self.monsters:
            self.reveal_back(self.monsters[monster])
        if kind == "damage":
            self.log("harm", N_(C, "{who} suffers {amount} damage."), who=inv.name, amount=amount)
        else:
            self.log("harm", N_(C, "{who} suffers {amount} horror."), who=inv.name, amount=amount)
        if inv.damage >= inv.health or inv.horror >= inv.sanity:
            self.eliminate(inv)
            return
        played_on = "damage" if kind == "damage" else "horror"
        options = [c for c in self.hand if self.cards.cards[c].played_on == played_on
                   and self.cards.cards[c].cost <= self.threat]
        if options:
            self.work.append(["react", played_on, inv.seat])

    def _w_react(self, frame) -> None:
        self.work.pop()
        _, on, seat = frame
        inv = self.investigators[seat]
        if not inv.playing:
            return
        options = [c for c in self.hand if self.cards.cards[c].played_on == on
                   and self.cards.cards[c].cost <= self.threat]
        if inv.hidden:
            options = []  # FA-HIDE-1: a hidden investigator is no target of the Keeper's cards
        if options:
            self.ask(self.keeper, "react", sorted(set(options)), on=on, target=seat)

    def eliminate(self, inv) -> None:
        inv.alive = False
        self.eliminations += 1
        self.map.remove_figure(inv.id)
        self.log("eliminated", N_(C, "{who} is out of the story."), who=inv.name)
        self.fire("investigator-eliminated", inv.seat, None)

    def hurt_monster(self, m, amount: int) -> None:
        m.damage += amount
        self.reveal_back(m)
        if m.damage >= self.monster_health(m):
            del self.monsters[m.id]
            self.map.remove_figure(m.id)
            self.log("defeated", N_(C, "A monster is defeated."), monster=m.id)
            seat = self.active if self.phase == "investigator" else self.keepers_trigger(
                self.active)  # the attacker's, else nobody's
            self.fire("monster-defeated", seat, m.id)

    def reveal_back(self, m) -> None:
        """FA-BYAK-1/2: a byakhee's back is shown to nobody but the Keeper."""
        if not self.monster_data[m.kind].secret:
            m.revealed = True

    def add_mutation(self, inv) -> None:
        """FA-COMP-31, FA-GAP-22: none placed once the supply is used up."""
        if self.mutations_in_play() < self.mutation_pool:
            inv.mutations += 1

    # ------------------------------------------------------------------ side effects

    def draw_side_effect(self, inv) -> None:
        """FA-SIDE-1..5, FA-GAP-13."""
        cid = self.side_effects.draw(self.chance)
        if cid is None:
            return
        self.apply_side_effect(inv, cid)

    def apply_side_effect(self, inv, cid: str) -> None:
        card = self.cards.cards[cid]
        self.log("draw", N_(C, "{who} draws the Side Effect card {card}."), who=inv.name,
                 card=cid, deck="side-effect")
        if card.keep:
            inv.kept.append(cid)  # FA-SIDE-4
        else:
            self.side_effects.discards.append(cid)  # FA-SIDE-3
        self.push_fx(inv.seat, self.effects_of(cid), card=cid)  # FA-SIDE-2

    # ------------------------------------------------------------------ puzzles

    def start_puzzle(self, inv, kind: str, side: str | None, ctx, solved, unsolved) -> None:
        budget = FirstEditionBudget(self.attribute(inv, "intellect"),
                                    self.attribute(inv, "luck"), inv.skill_points)
        if kind == "alchemy":
            self.puzzle = AlchemyPuzzle(side or "10A", budget, chance=self.chance,
                                        rules=self.house, side_effects=self.side_effects,
                                        initiating_card=ctx.get("card"))
        else:
            self.puzzle = PUZZLES[kind](budget, chance=self.chance, rules=self.house)
        self.puzzle_seat = inv.seat
        self.puzzle_then = (list(solved), list(unsolved), dict(ctx))

    def puzzle_step(self, act) -> None:
        events = self.puzzle.apply(A.inner_of(act, PUZZLE_GAME))
        if self.loud:  # the puzzle's own events, named as second edition names them
            self._events += [replace(e, kind="puzzle-" + e.kind) for e in events]
        out = self.puzzle.outcome()
        if out is None:
            return
        inv = self.investigators[self.puzzle_seat]
        solved, unsolved, ctx = self.puzzle_then
        if self.loud:  # the outcome and the last board, kept on view until closed
            self._events.append(Event(
                "puzzle-over", Msg(N_(C, "The puzzle is solved.") if out.solved else
                                   N_(C, "The puzzle is not solved."), C),
                {"kind": out.kind, "investigator": inv.id, "solved": out.solved,
                 "spent": out.spent, "board": self.puzzle.observation(0)}, reveal=True))
        self.puzzle = None
        inv.skill_points = max(0, inv.skill_points - out.spent)
        if out.kind == "alchemy" and not out.solved and out.details.get("side_effect"):
            self.apply_side_effect(inv, out.details["side_effect"])  # FA-ALCH-24
        self.push_fx(inv.seat, solved if out.solved else unsolved, **ctx)
        if ctx.get("on_solved") and out.solved:
            self.work.append(["ev", inv.seat, ctx["on_solved"], 0])
        if ctx.get("on_unsolved") and not out.solved:
            self.work.append(["ev", inv.seat, ctx["on_unsolved"], 0])
        if ctx.get("lock_room"):
            self.lock_result(inv, ctx["lock_room"], out.solved)
        if out.solved and ctx.get("card") and ctx.get("room_card"):
            self.finish_initiating_card(ctx["card"])
