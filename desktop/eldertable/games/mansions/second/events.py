"""The scenario's event graph, run by the Keeper (MOM2-APP-2/3; docs/scenario-format.md).

A trigger fires the events that listen for it, in file order, when all their conditions
hold; an event with a trigger runs once unless it repeats. An event without a trigger runs
each time an outcome calls it (a test's ``pass``/``fail``, a puzzle's
``solved``/``unsolved``, ``run``). Outcomes run in order; one that needs a test, a choice,
a puzzle or suffering pauses the event, which goes on afterwards
(``["outcomes", event, next index, seat]`` waits behind the work it started).

*The investigator concerned* (``who: "active"``, the ``item`` condition) is the one who
set the event off; for events the Keeper sets off (start, rounds, the Mythos Phase,
variables) it is the lead investigator, the first living seat.

Using a token with no event of its own: a Search token holds a common item of the
scenario drawn at random from its item list (a Clue when none is left), an Explore token
leads nowhere, and an Interact token does nothing; the first two are used up.
"""

from __future__ import annotations

import json
from functools import lru_cache
from itertools import product
from typing import Any

from ....engine.messages import Msg, N_
from ....engine.protocol import CHANCE, TERMINAL, IllegalAction, action_from_json
from ..jsonmodel import content_text
from ..puzzles import puzzle_from_json
from ..puzzles.base import GAME as PUZZLE_GAME
from ..puzzles.base import EndAttempt, SpendForSteps
from ..puzzles.budget import SecondEditionBudget
from ..puzzles.codes import CodePuzzle, CodeTry
from ..puzzles.lock import LockSlide, SecondEditionLock
from ..puzzles.slide import SlidePuzzle
from ..scenario.interpreter import StoryInterpreter
from ..scenario.models import DoClue, DoHarm, DoItem, DoMonster, DoPuzzle, DoSpell, DoTest
from . import actions as A
from .alchemy import start_alchemy
from .ruledata import base_id
from .skilltests import skill_msg

C = "mansions"

# what an investigator does with a token, said in the log and on the story card
_USES_TOKEN = {"search": N_(C, "{who} searches."), "explore": N_(C, "{who} explores."),
               "interact": N_(C, "{who} interacts."), "": N_(C, "{who} uses a token.")}
PUZZLES = {"code": CodePuzzle, "lock": SecondEditionLock, "slide": SlidePuzzle}


def _m(text: str, /, **args: Any) -> Msg:
    return Msg(text, C, **args)


class EventsMixin(StoryInterpreter):
    """Part of :class:`SecondEditionState` (see the module text). The state's fields
    it reads and assigns (declared in that class):

    Reads: _index, agenda, box, by_id, chance, events_run, fired, house,
        investigators, item_pool, layout, lock_bank, loud, map, monsters,
        objectives_reached, over, players_choose, puzzle, puzzle_boards, round, used_tokens,
        var_truth, variables.
    Writes: puzzle, vars_dirty.
    """
    def triggers(self) -> dict[str, Any]:
        return self._index

    # ------------------------------------------------------------------ firing

    def fire_trigger(self, kind: str, seat: int | None, arg: Any) -> bool:
        """Queue (at the front) the events ``kind`` sets off; True when there were any."""
        found = self.matching(kind, seat, arg)
        if found:
            self.agenda[0:0] = [["event", e, seat] for e in found]
        return bool(found)

    def _s_fire(self, item: list) -> None:
        self.fire_trigger(item[1], item[2], item[3] if len(item) > 3 else None)

    def _check_variable_triggers(self) -> None:
        """``variable`` triggers fire when their comparison becomes true."""
        self.vars_dirty = False
        found = []
        variables = self.variables
        truth = self.var_truth
        for eid, variable, op, value, ev in self._index["watches"]:
            now = op(variables[variable], value)
            before = truth.get(eid, False)
            truth[eid] = now
            if now and not before and (ev.repeat or eid not in self.fired) \
                    and self.conditions_hold(ev, None):
                found.append(["event", eid, None])
        if found:
            self.now(*found)

    def init_variable_truth(self) -> None:
        for eid, variable, op, value, _ev in self._index["watches"]:
            self.var_truth[eid] = op(self.variables[variable], value)

    # ------------------------------------------------------------------ running events

    def _s_event(self, item: list) -> None:
        _, eid, seat = item
        ev = self._index["by_id"][eid]
        if ev.trigger is not None and not ev.repeat:
            if eid in self.fired:
                return
            self.fired.add(eid)
        if ev.conditions and not self.conditions_hold(ev, seat):
            return
        self.events_run[eid] = self.events_run.get(eid, 0) + 1
        if self.loud:  # the Keeper's script made known: no undo across it
            self.say("keeper-event", None, {"event": eid}, reveal=True)
        # the outcomes step, at once: the agenda would run it next (no variable can have
        # changed, and the game goes on)
        self._s_outcomes(["outcomes", eid, 0, seat])

    def _s_outcomes(self, item: list) -> None:
        _, eid, idx, seat = item
        outcomes = self._index["by_id"][eid].outcomes
        chosen = self._index["chosen"].get(eid, ())
        agenda = self.agenda
        n = len(outcomes)
        while idx < n and not self.over:
            before = len(agenda)
            o = outcomes[idx]
            idx += 1
            if self.players_choose and type(o) is DoTest and self.tester_open(o, seat):
                living = self.living()
                if len(living) > 1:  # MOM2-GOLD-4: the players choose who is tested
                    agenda.insert(0, ["outcomes", eid, idx, seat])
                    self.ask_tester(o.skill, o.modifier, o.difficulty,
                                    {"event": eid, "index": idx - 1, "seat": seat},
                                    content_text(o.text))
                    return
                self.outcome(o, seat, [inv.seat for inv in living])  # one: no question
            elif idx - 1 in chosen:
                agenda.insert(0, ["outcomes", eid, idx, seat])
                self.now(["choose", {"seat": seat if seat is not None else self.lead(),
                                     "kind": "who", "options": [i.id for i in self.living()],
                                     "ctx": {"event": eid, "index": idx - 1, "seat": seat},
                                     "prompt": _m(N_(C, "Choose the investigator this "
                                                        "concerns."))}])
                return
            else:
                self.outcome(o, seat, None)
            added = len(agenda) - before
            if added > 0 and idx < n:
                agenda.insert(added, ["outcomes", eid, idx, seat])
                return

    def tester_open(self, o: DoTest, seat: int | None) -> bool:
        """Whether the rules leave the investigator a story test concerns to the players:
        a test for a ``chosen`` investigator, or one of the Keeper's own trigger (no
        investigator set it off, or the one who did is out), which the app gave the lead
        investigator before the players chose (MOM2-GOLD-4, MOM2-GOLD-6)."""
        if o.who == "chosen":
            return True
        return o.who == "active" and (seat is None or not self.investigators[seat].alive)

    def ask_tester(self, skill: str, mod: int, diff: int | None, ctx: dict[str, Any],
                   what: Msg | None) -> None:
        """Ask the investigators which of them makes a test of ``skill`` (a choice of kind
        ``tester`` at the front of the agenda: "Choose Ada to test"; the lead investigator's
        seat answers for the team, MOM2-GOLD-6). ``ctx`` says what the test is: a story
        outcome's (event, index, seat) or a Mythos card's ``card``."""
        prompt = _m(N_(C, "Choose the investigator who tests {skill}."), skill=skill_msg(skill))
        if what is not None:
            prompt = _m(N_(C, "{what} Choose the investigator who tests {skill}."), what=what,
                        skill=skill_msg(skill))
        self.now(["choose", {"seat": self.lead(), "kind": "tester",
                             "options": [inv.id for inv in self.living()],
                             "ctx": dict(ctx, skill=skill, mod=mod, diff=diff),
                             "prompt": prompt}])

    def _s_outcome_for(self, item: list) -> None:
        _, eid, index, seat, chosen = item
        self.outcome(self.triggers()["by_id"][eid].outcomes[index], chosen, [chosen])

    # ------------------------------------------------------------------ the interpreter's hooks

    def monster_in_play(self, mid: str) -> bool:
        return mid in self.map.figures

    def holds_item(self, item: str, seat: int | None) -> bool:
        who = [self.investigators[seat]] if seat is not None else self.living()
        return any(base_id(i) == item for inv in who for i in inv.items)

    def may_concern(self, seat: int) -> bool:
        return self.investigators[seat].alive

    def concerned_all(self) -> list[int]:
        return [inv.seat for inv in self.living()]

    def concerned_one(self, seat: int | None) -> int | None:
        s = seat if seat is not None and self.investigators[seat].alive else self.lead()
        return s if self.investigators[s].alive else None

    def may_place_token(self, tok) -> bool:
        return True

    def queue_event(self, eid: str, seat: int | None) -> None:
        self.now(["event", eid, seat])

    def tell_message(self, text) -> None:
        self.say("message", content_text(text), {"text": text})

    def tell_token_placed(self, tok) -> None:
        where = self.map.tokens[tok.id]
        if where.space is None or self.map.is_revealed(where.space):
            self.say("token", _m(N_(C, "A token appears on the map.")),
                     {"token": tok.id, "kind": tok.kind, "space": where.space,
                      "door": where.door}, reveal=True)

    def tell_token_removed(self, tid: str, where) -> None:
        self.say("token-gone", None, {"token": tid, "kind": where.kind})

    def tell_door(self, o) -> None:
        self.say("door", _m(N_(C, "A door changes: it is now {state}."),
                            state=_door_msg(o.state)), {"door": o.door, "state": o.state})

    def objective_reached(self, to: str) -> None:
        if to not in self.objectives_reached:
            self.objectives_reached.append(to)
        if self.loud:
            text = self._index["objectives"][to].text
            self.say("objective", _m(N_(C, "New objective: {story}"),
                                     story=content_text(text)),
                     {"objective": to, "text": content_text(text).to_json()})

    def story_monster(self, o: DoMonster, seat: int | None) -> None:
        if o.do == "place-monster":
            if self.place_monster(o.monster) and o.monster in self.visible_monsters():
                if self.loud:
                    self.say("monster-appears", _m(N_(C, "{who} appears."),
                                                   who=self.name_of(o.monster)),
                             self.monster_public(o.monster), reveal=True)
        elif o.monster in self.map.figures:
            visible = o.monster in self.visible_monsters()
            self.map.remove_figure(o.monster)
            self.monsters.pop(o.monster, None)
            if visible:
                if self.loud:
                    self.say("monster-leaves", _m(N_(C, "{who} is gone."),
                                                  who=self.name_of(o.monster)),
                             {"monster": o.monster})

    # the outcome kinds whose effect is second-edition play's own, for one investigator

    def _test_outcome(self, seat: int, o: DoTest) -> None:
        self.start_test(seat, o.skill, "scenario", {"pass": o.pass_, "fail": o.fail},
                        mod=o.modifier, diff=o.difficulty, text=content_text(o.text))

    def _item_outcome(self, seat: int, o: DoItem) -> None:
        inv = self.investigators[seat]
        if o.do == "give-item":
            inst = self.new_item(o.item)
            inv.items.append(inst)
            if self.loud:
                self.say("item", _m(N_(C, "{who} gains {item}."), who=self.name_of(inv.id),
                                    item=self.name_of(inst)),
                         {"investigator": inv.id, "item": inst})
            return
        for held in inv.items:
            if base_id(held) == o.item:
                inv.items.remove(held)
                self.box.append(held)
                if self.loud:
                    self.say("item-lost", _m(N_(C, "{who} gives up {item}."),
                                             who=self.name_of(inv.id), item=self.name_of(held)),
                             {"investigator": inv.id, "item": held})
                return

    def _spell_outcome(self, seat: int, o: DoSpell) -> None:
        inv = self.investigators[seat]
        inv.spells.append(self.new_item(o.spell))
        if self.loud:
            self.say("spell", _m(N_(C, "{who} learns {spell}."), who=self.name_of(inv.id),
                                 spell=self.name_of(o.spell)),
                     {"investigator": inv.id, "spell": o.spell})

    def _clue_outcome(self, seat: int, o: DoClue) -> None:
        inv = self.investigators[seat]
        if o.do == "give-clue":
            self.gain_clues(inv, o.count)
            return
        lost = min(inv.clues, o.count)
        inv.clues -= lost
        if self.loud:
            self.say("clue-lost", _m(N_(C, "{who} loses {n} {n|Clue|Clues}."),
                                     who=self.name_of(inv.id), n=lost),
                     {"investigator": inv.id, "clues": inv.clues})

    def _harm_outcome(self, seat: int, o: DoHarm) -> None:
        self.harm(seat, o.do, o.amount)

    def _puzzle_outcome(self, seat: int, o: DoPuzzle) -> None:
        self.start_puzzle(seat, o)

    outcome_hooks = {DoTest: _test_outcome, DoPuzzle: _puzzle_outcome, DoItem: _item_outcome,
                     DoSpell: _spell_outcome, DoClue: _clue_outcome, DoHarm: _harm_outcome}

    # ------------------------------------------------------------------ revealing

    def reveal(self, tiles) -> None:
        """The Keeper reveals tiles (MOM2-ACT-2): their rooms, and what waits in them."""
        before = set(self.visible_monsters()) if self.loud else set()
        rooms: list[str] = []
        for tile in tiles:
            rooms += self.map.reveal_tile(tile)
        if not rooms or not self.loud:  # what came to light is only told
            return
        spaces = [s.index for s in self.layout.spaces if s.room in rooms]
        tokens = [{"id": t.id, "kind": t.kind, "space": t.space}
                  for t in self.map.tokens.values() if t.space in spaces]
        monsters = [self.monster_public(m) for m in self.visible_monsters() if m not in before]
        self.say("reveal", _m(N_(C, "New rooms are revealed.")),
                 {"tiles": list(tiles), "rooms": rooms, "spaces": spaces, "tokens": tokens,
                  "monsters": monsters}, reveal=True)

    # ------------------------------------------------------------------ using tokens

    def use_token(self, inv, token: str, kind: str) -> None:
        """Search, Explore or Interact (MOM2-ACT-1..3) through the Keeper."""
        rec = self.used_tokens.setdefault(token, [0, 0, ""])
        rec[0] = self.round
        rec[1] += 1
        rec[2] = "event"
        if self.loud:
            self.say("use-token", _m(_USES_TOKEN.get(kind, _USES_TOKEN[""]),
                                     who=self.name_of(inv.id)),
                     {"investigator": inv.id, "token": token, "kind": kind})
        if self.fire_trigger("token-used", inv.seat, token):
            return
        rec[2] = "nothing"
        if token in self.triggers()["token-events"]:
            if self.loud:
                self.say("nothing", _m(N_(C, "Nothing comes of it, for now.")), {"token": token})
            return
        if kind == "search":
            self.map.remove_token(token)
            self.search_default(inv)
        elif kind == "explore":
            self.map.remove_token(token)
            if self.loud:
                self.say("nothing", _m(N_(C, "The way leads nowhere.")), {"token": token})
        else:
            if self.loud:
                self.say("nothing", _m(N_(C, "Nothing happens.")), {"token": token})

    def search_default(self, inv) -> None:
        pool = self.item_pool
        if not pool:
            self.gain_clues(inv, 1)
            return
        if inv.has_power("search-choice", "search") and not inv.search_choice_used \
                and len(pool) >= 2:
            inv.search_choice_used = True
            if self.loud:
                self.say("search-draw", _m(N_(C, "{who} looks at the next two items."),
                                           who=self.name_of(inv.id)),
                         {"investigator": inv.id, "items": [pool[0], pool[1]]}, reveal=True)
            self.now(["choose", {"seat": inv.seat, "kind": "search-item",
                                 "options": [pool[0], pool[1]], "ctx": {},
                                 "prompt": _m(N_(C, "Keep one of the two items; the other goes "
                                                    "back."))}])
            return
        inst = pool.pop(0)
        inv.items.append(inst)
        if self.loud:
            self.say("item", _m(N_(C, "{who} finds {item}."), who=self.name_of(inv.id),
                                item=self.name_of(inst)), {"investigator": inv.id, "item": inst},
                     reveal=True)

    # ------------------------------------------------------------------ choices

    def _choose_legal(self, ch: dict[str, Any]) -> list:
        return [A.Choose(o) for o in ch["options"]]

    def _h_choose(self, act: A.Choose) -> None:
        ch = self.agenda.pop(0)[1]
        kind = ch["kind"]
        if kind == "who":
            ctx = ch["ctx"]
            self.now(["outcome-for", ctx["event"], ctx["index"], ctx["seat"],
                      self.by_id[act.option].seat])
        elif kind == "tester":  # MOM2-GOLD-4: the investigators chose who is tested
            ctx, seat = ch["ctx"], self.by_id[act.option].seat
            if "card" in ctx:
                self.card_test(seat, ctx["card"])
            else:
                self.now(["outcome-for", ctx["event"], ctx["index"], ctx["seat"], seat])
        elif kind == "horror":  # MOM2-GAP-15
            self.horror_test(ch["seat"], act.option)
        elif kind == "search-item":
            inv = self.investigators[ch["seat"]]
            self.item_pool.remove(act.option)
            other = next(o for o in ch["options"] if o != act.option)
            self.item_pool.remove(other)
            self.item_pool.append(other)
            inv.items.append(act.option)
            if self.loud:
                self.say("item", _m(N_(C, "{who} keeps {item}."), who=self.name_of(inv.id),
                                    item=self.name_of(act.option)),
                         {"investigator": inv.id, "item": act.option})

    # ------------------------------------------------------------------ tests and puzzles

    def _after_scenario(self, t: dict, succ: int, passed: bool) -> None:
        target = t["ctx"]["pass"] if passed else t["ctx"]["fail"]
        if target:
            self.now(["event", target, t["inv"]])

    def start_puzzle(self, seat: int, o: DoPuzzle) -> None:
        """MOM2-PUZ-1..3: an attempt with steps from the skill, more for Clues (not in
        Darkness, MOM2-TERR-7); the board stays for a later attempt."""
        p = self.triggers()["puzzles"][o.puzzle]
        inv = self.investigators[seat]
        dark = not self.clues_allowed(self.space_of(inv)) \
            or self.has_effect(inv, "no-clues")
        budget = SecondEditionBudget(skill=inv.skills[p.skill], clues=inv.clues, darkness=dark,
                                     per_clue=self.house["MOM2-GAP-12"])
        board = self.puzzle_boards.get(p.id)
        if p.type == "alchemy":  # FA-GAP-32: Forbidden Alchemy's puzzle, dealt (.alchemy)
            puzzle, events = start_alchemy(self, inv, p, dark)
        elif board is not None:
            puzzle = puzzle_from_json(board, self.chance)
            events = puzzle.begin_attempt(budget)
        elif p.type == "lock":
            puzzle = SecondEditionLock(budget, chance=self.chance, rules=self.house,
                                       bank=self.lock_bank)
            events = []
        else:
            puzzle = PUZZLES[p.type](budget, chance=self.chance, rules=self.house)
            events = []
        self.puzzle = puzzle
        if self.loud:
            self.say("puzzle", _m(N_(C, "{who} attempts a puzzle: {story}"),
                                  who=self.name_of(inv.id), story=content_text(p.text)),
                     {"investigator": inv.id, "puzzle": p.id, "type": p.type,
                      "steps": puzzle.actions_left if p.type == "alchemy" else puzzle.steps_left})
        for e in events:
            if self.loud:
                self.say("puzzle-" + e.kind, e.text, dict(e.data), chance=e.chance,
                         reveal=e.reveal)
        self.now(["puzzle", {"inv": seat, "id": p.id, "solved": o.solved,
                             "unsolved": o.unsolved}])
        if puzzle.current_player() == TERMINAL:
            self._finish_puzzle()

    def _puzzle_legal(self) -> list:
        puzzle = self.puzzle
        if isinstance(puzzle, CodePuzzle):
            # Every setting of the dials is a move while a step is left (the puzzle's own
            # legal list, wrapped once per dial shape instead of at every step).
            out = list(_code_moves(puzzle.length, puzzle.symbols)) if puzzle.steps_left else []
            if puzzle.budget.can_spend():
                out.append(A.wrap_puzzle_action(SpendForSteps()))
            out.append(A.wrap_puzzle_action(EndAttempt()))
            return out
        if type(puzzle) is SecondEditionLock and puzzle.attempt_open:
            # the lock's own legal list (one step a slide, no chance, no half moves), each
            # slide wrapped once for the process
            out = ([_lock_slide(i, d) for i, d in puzzle.slides()]
                   if puzzle.steps_left >= 1 else [])
            if puzzle.budget.can_spend():
                out.append(A.wrap_puzzle_action(SpendForSteps()))
            out.append(A.wrap_puzzle_action(EndAttempt()))
            return out
        return [A.wrap_puzzle_action(a) for a in puzzle.legal_actions()]

    def _h_puzzle(self, act: A.PuzzleMove) -> None:
        move = _UNWRAPPED.get(act.move)
        if move is None:
            try:
                move = action_from_json(PUZZLE_GAME, json.loads(act.move))
            except ValueError as exc:  # the legal list holds only moves that read back
                raise IllegalAction(_m(N_(C, "That is not a puzzle move.")), act) from exc
            if len(_UNWRAPPED) < 4096:
                _UNWRAPPED[act.move] = move  # actions are frozen values: one will do
        for e in self.puzzle.apply(move):
            if self.loud:
                self.say("puzzle-" + e.kind, e.text, dict(e.data), chance=e.chance,
                         reveal=e.reveal)
        while self.puzzle.current_player() == CHANCE:
            for e in self.puzzle.apply(self.puzzle.legal_actions()[0]):
                if self.loud:
                    self.say("puzzle-" + e.kind, e.text, dict(e.data), chance=True)
        if self.puzzle.current_player() == TERMINAL:
            self._finish_puzzle()

    def _finish_puzzle(self) -> None:
        info = self.agenda.pop(0)[1]
        out = self.puzzle.outcome()
        board = self.puzzle.observation(0) if self.loud else None  # the last, for the view
        inv = self.investigators[info["inv"]]
        inv.clues -= min(inv.clues, out.spent)
        if out.keep_board and out.state is not None:
            self.puzzle_boards[info["id"]] = out.state
        else:
            self.puzzle_boards.pop(info["id"], None)
        self.puzzle = None
        if self.loud:
            self.say("puzzle-over", _m(N_(C, "The puzzle is solved.")) if out.solved else
                     _m(N_(C, "The puzzle is not solved yet.")),
                     {"puzzle": info["id"], "solved": out.solved, "spent": out.spent,
                      "board": board}, reveal=True)  # the card goes on: undo stops here
        target = info["solved"] if out.solved else info["unsolved"]
        if target:
            self.now(["event", target, info["inv"]])

    @staticmethod
    def handlers() -> dict:
        return {A.Choose: EventsMixin._h_choose, A.PuzzleMove: EventsMixin._h_puzzle}

    @staticmethod
    def steps() -> dict:
        return {"fire": EventsMixin._s_fire, "event": EventsMixin._s_event,
                "outcomes": EventsMixin._s_outcomes, "outcome-for": EventsMixin._s_outcome_for}


#: puzzle moves read back from their JSON, for the process
_UNWRAPPED: dict[str, Any] = {}


@lru_cache(maxsize=1024)
def _lock_slide(bar: int, distance: int) -> A.PuzzleMove:
    return A.wrap_puzzle_action(LockSlide(bar, distance))


@lru_cache(maxsize=8)
def _code_moves(length: int, symbols: int) -> tuple:
    """Every setting of the dials as a move: the JSON written straight from the digits
    (checked against :func:`~.actions.wrap_puzzle_action` for the first and last setting;
    the wrapping itself otherwise)."""
    codes = list(product(range(symbols), repeat=length))

    def text(c: tuple) -> str:
        return '{"symbols":[' + ",".join(map(str, c)) + '],"type":"code.try"}'

    if all(text(c) == A.wrap_puzzle_action(CodeTry(c)).move for c in (codes[0], codes[-1])):
        return tuple(A.puzzle_move_of(text(c)) for c in codes)
    return tuple(A.wrap_puzzle_action(CodeTry(c)) for c in codes)


def _door_msg(state: str) -> Msg:
    return Msg({"open": N_(C, "open"), "sealed": N_(C, "sealed"),
                "locked": N_(C, "locked")}[state], C)
