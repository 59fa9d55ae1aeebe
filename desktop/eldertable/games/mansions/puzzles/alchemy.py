"""The alchemy puzzle of Forbidden Alchemy (FA-ALCH-1 to FA-ALCH-30).

Geometry (house rules FA-GAP-4, FA-GAP-5, FA-GAP-6, data in ``alchemy.json``): the
setup tile is a regular hexagon with a flat top edge, printed on both faces (sides 10A and
10B). Each of its edges shows one shape; edges are numbered clockwise from the top edge,
0 to 5. A piece is a trapezoid whose long side carries its shape; it lies with that side
against an edge (FA-ALCH-8), so the six pieces make a ring around the tile and each one
touches exactly the pieces on the two neighbouring edges (the last edge's piece touches the
top edge's piece: a closed ring). Of the twelve pieces (four of each shape) six are dealt
and six wait in the pile. We keep this reading of the gaps because it is the only one that
fits every fact of the rulebook at once: one tile with two named sides, twelve pieces, an
even split between board and pile, and "touching" as the only adjacency; it also makes the
worked example (four correct pieces after one swap and one Replace) an ordinary board.
The eight-edged tile of FA-GAP-4's other choice follows the same reading.

Flow, with the rule each step follows:

1. Setup (FA-ALCH-4, -5, -6, -8): the side named by the initiating card is laid out; the
   pile is shuffled; then one CHANCE step per edge deals the top piece of the pile to the
   next edge clockwise from the top, shape side against the tile.
2. Attempt (FA-ALCH-9 to -15): puzzle actions equal Intellect; a skill point adds Luck
   (FA-ALCH-29, FA-GAP-2). Swap two touching pieces for 1 action; Replace for 2 actions:
   first choose and discard a piece (set aside, FA-GAP-7), then a CHANCE step draws the
   pile's top piece into the empty edge (FA-ALCH-13). No Replace from an empty pile
   (FA-GAP-10). The attempt stops when the player says so or no action is left.
3. Completion roll (FA-ALCH-16, -19, -20, -21): a CHANCE step rolls one d10 against the
   number of correctly placed pieces (FA-ALCH-18); nothing modifies it (FA-GAP-27); a 1
   passes and a 10 fails (FA-GAP-9). A failure draws a Side Effect card (FA-ALCH-24);
   the initiating card decides the rest (FA-ALCH-22, -25), so the outcome names it. Every
   piece then goes facedown to the bottom of the pile (FA-ALCH-26, FA-GAP-8); nothing
   stays on the table (FA-ALCH-27).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import Any

from ....engine.chance import ChanceSource
from ....engine.messages import Msg, N_
from ....engine.protocol import CHANCE, TERMINAL, Action, Event, IllegalAction, action
from .alchemy_odds import board_pass_chance, roll_passes
from .base import GAME, SEAT, Outcome, PuzzleState, illegal, msg
from .budget import FirstEditionBudget, budget_from_json
from .data import alchemy_data
from .side_effects import SideEffectDeck

SWAP_COST = 1
REPLACE_COST = 2


@action(GAME, "alchemy.deal")
class AlchemyDeal:
    """CHANCE: the top piece of the pile goes to the next edge clockwise."""


@action(GAME, "alchemy.skill-point")
class AlchemySkillPoint:
    """Spend a skill point: Luck more puzzle actions."""


@action(GAME, "alchemy.swap")
class AlchemySwap:
    a: int
    b: int


@action(GAME, "alchemy.discard")
class AlchemyDiscard:
    """First half of a Replace: choose the piece on edge ``slot`` and discard it."""

    slot: int


@action(GAME, "alchemy.draw")
class AlchemyDraw:
    """CHANCE, second half of a Replace: the pile's top piece fills the empty edge."""


@action(GAME, "alchemy.stop")
class AlchemyStop:
    """Stop taking puzzle actions and go to the completion roll."""


@action(GAME, "alchemy.roll")
class AlchemyRoll:
    """CHANCE: the completion roll."""


PHASES = ("deal", "play", "draw", "roll", "done")


class AlchemyPuzzle(PuzzleState):
    kind = "alchemy"

    def __init__(self, side: str, budget: FirstEditionBudget, *,
                 chance: ChanceSource | None = None, seed: int | None = None,
                 rules: dict[str, Any] | None = None, pile: list[str] | None = None,
                 side_effects: SideEffectDeck | None = None,
                 initiating_card: str | None = None) -> None:
        super().__init__(chance, seed, rules)
        if not isinstance(budget, FirstEditionBudget):
            raise ValueError("the alchemy puzzle uses first-edition puzzle actions")
        data = alchemy_data()
        layout = data.layout(self.rules["FA-GAP-4"])
        try:
            printed = layout.side(side)
        except KeyError:
            raise ValueError(f"the setup tile has no side {side!r}") from None
        self.layout = layout.id
        self.side = printed.id
        self.seal = printed.seal
        self.shapes = data.shape_of()
        self.edges = list(printed.edges)
        if not self.rules["FA-GAP-5"]:
            self.chance.shuffle(self.edges)
        self.pile = list(pile) if pile is not None else [p.id for p in data.pieces]
        unknown = [p for p in self.pile if p not in self.shapes]
        if unknown or len(set(self.pile)) != len(self.pile):
            raise ValueError(f"the alchemy pile holds unknown or repeated pieces: {unknown}")
        if len(self.pile) < len(self.edges):
            raise ValueError("the alchemy pile holds too few pieces for the setup tile")
        self.chance.shuffle(self.pile)  # FA-ALCH-5
        self.slots: list[str | None] = [None] * len(self.edges)
        self.set_aside: list[str] = []
        self.budget = self.ruled_budget(budget)
        self.actions_left = 0
        self.actions_used = 0
        self.phase = "deal"
        self.deal_next = 0
        self.pending: int | None = None
        self.roll: int | None = None
        self.passed: bool | None = None
        self.correct_at_roll: int | None = None
        self.board_at_roll: list[str | None] | None = None
        self.chance_at_roll: Fraction | None = None
        self.side_effects = side_effects
        self.side_effect: str | None = None
        self.initiating_card = initiating_card

    # ------------------------------------------------------------------ geometry

    @property
    def size(self) -> int:
        return len(self.edges)

    def adjacent(self, a: int, b: int) -> bool:
        """Do the pieces on edges ``a`` and ``b`` touch (FA-ALCH-11, FA-GAP-6)?"""
        n = self.size
        if not (0 <= a < n and 0 <= b < n) or a == b:
            return False
        d = abs(a - b)
        return d == 1 or (d == n - 1 and self.rules["FA-GAP-6"])

    def neighbours(self, slot: int) -> list[int]:
        return [b for b in range(self.size) if self.adjacent(slot, b)]

    def is_correct(self, slot: int) -> bool:
        """FA-ALCH-18: the piece's shape matches the edge it touches."""
        piece = self.slots[slot]
        return piece is not None and self.shapes[piece] == self.edges[slot]

    def correct_count(self) -> int:
        return sum(self.is_correct(i) for i in range(self.size))

    # ------------------------------------------------------------------ odds

    def _pool(self) -> dict[str, int]:
        """Shape make-up of what the next draws come from (known: every piece not in view)."""
        pool = Counter(self.shapes[p] for p in self.pile)
        if not self.pile and not self.rules["FA-GAP-10"]:
            pool = Counter(self.shapes[p] for p in self._refill_candidates())
        return {s: pool.get(s, 0) for s in ("circle", "diamond", "triangle")}

    def pass_chance(self) -> Fraction:
        """The exact chance that the completion roll passes with the board as it stands
        (empty edges are filled from the pile first, as the rules will fill them)."""
        naturals = self.rules["FA-GAP-9"]
        if self.phase == "done":
            return self.chance_at_roll if self.chance_at_roll is not None else Fraction(0)
        empty = tuple(self.edges[i] for i in range(self.size) if self.slots[i] is None)
        return board_pass_chance(self.correct_count(), empty, self._pool(), naturals)

    # ------------------------------------------------------------------ protocol

    def current_player(self) -> int:
        if self.phase == "done":
            return TERMINAL
        if self.phase in ("deal", "draw", "roll"):
            return CHANCE
        return SEAT

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        cur = self.current_player()
        if cur == TERMINAL or (seat is not None and seat != cur):
            return []
        if self.phase == "deal":
            return [AlchemyDeal()]
        if self.phase == "draw":
            return [AlchemyDraw()]
        if self.phase == "roll":
            return [AlchemyRoll()]
        out: list[Action] = []
        if self.budget.can_spend():
            out.append(AlchemySkillPoint())
        n = self.size
        if self.actions_left >= SWAP_COST:
            out += [AlchemySwap(a, b) for a in range(n) for b in range(a + 1, n)
                    if self.adjacent(a, b)]
        if self.replace_problem() is None:
            out += [AlchemyDiscard(s) for s in range(n)]
        out.append(AlchemyStop())
        return out

    def replace_problem(self) -> Msg | None:
        """Why a Replace cannot be chosen now, or None."""
        if self.actions_left < REPLACE_COST:
            return msg(N_("mansions", "A Replace costs {cost} puzzle actions; {left} left."),
                       cost=REPLACE_COST, left=self.actions_left)
        if not self.pile and (self.rules["FA-GAP-10"] or not self.set_aside):
            return msg(N_("mansions", "The pile of unused pieces is empty."))
        return None

    def swap_problem(self, a: int, b: int) -> Msg | None:
        n = self.size
        if not (0 <= a < n and 0 <= b < n):
            return msg(N_("mansions", "There is no such edge."))
        if a == b:
            return msg(N_("mansions", "A piece cannot swap with itself."))
        if not self.adjacent(a, b):
            return msg(N_("mansions", "Only touching pieces can swap: these two lie on "
                                      "edges that are not next to each other."))
        if self.actions_left < SWAP_COST:
            return msg(N_("mansions", "No puzzle actions are left."))
        return None

    def apply(self, act: Action) -> list[Event]:
        if isinstance(act, AlchemyDeal):
            self._need_phase(act, "deal")
            return self._deal()
        if isinstance(act, AlchemyDraw):
            self._need_phase(act, "draw")
            return self._draw()
        if isinstance(act, AlchemyRoll):
            self._need_phase(act, "roll")
            return self._roll()
        self._need_phase(act, "play")
        if isinstance(act, AlchemySkillPoint):
            if not self.budget.can_spend():
                raise IllegalAction(self.budget.why_not(), act)
            added = self.budget.spend()
            self.actions_left += added
            return [Event("skill-point", msg(N_("mansions", "A skill point adds Luck: {n} more "
                                                            "puzzle actions."), n=added),
                          {"added": added, "actions_left": self.actions_left})]
        if isinstance(act, AlchemySwap):
            problem = self.swap_problem(act.a, act.b)
            if problem is not None:
                raise IllegalAction(problem, act)
            s = self.slots
            s[act.a], s[act.b] = s[act.b], s[act.a]
            self._spend(SWAP_COST)
            events = [Event("swapped", msg(N_("mansions", "Swapped the pieces on edges {a} and "
                                                          "{b}."), a=act.a + 1, b=act.b + 1),
                            {"a": act.a, "b": act.b, "correct": self.correct_count()})]
            return events + self._maybe_out_of_actions()
        if isinstance(act, AlchemyDiscard):
            if not 0 <= act.slot < self.size:
                raise illegal(N_("mansions", "There is no such edge."), act)
            problem = self.replace_problem()
            if problem is not None:
                raise IllegalAction(problem, act)
            piece = self.slots[act.slot]
            assert piece is not None
            self.slots[act.slot] = None
            if self.rules["FA-GAP-7"]:
                self.set_aside.append(piece)
            else:
                self.pile.append(piece)
            self._spend(REPLACE_COST)
            self.pending = act.slot
            self.phase = "draw"
            return [Event("discarded", msg(N_("mansions", "Discarded the {shape} piece from edge "
                                                          "{slot}."), shape=self._shape_name(piece),
                                           slot=act.slot + 1),
                          {"slot": act.slot, "piece": piece, "shape": self.shapes[piece]})]
        if isinstance(act, AlchemyStop):
            self.phase = "roll"
            return [Event("stopped", msg(N_("mansions", "No more puzzle actions: the completion "
                                                        "roll follows.")))]
        raise illegal(N_("mansions", "That is not an alchemy puzzle action."), act)

    # ------------------------------------------------------------------ steps

    def _need_phase(self, act: Action, phase: str) -> None:
        if self.phase == phase:
            return
        if self.phase == "done":
            raise illegal(N_("mansions", "The attempt is over."), act)
        texts = {
            "deal": N_("mansions", "The pieces are still being dealt."),
            "draw": N_("mansions", "A new piece must be drawn into the empty edge first."),
            "roll": N_("mansions", "Only the completion roll is left."),
            "play": N_("mansions", "That can only be done during the attempt."),
        }
        raise illegal(texts[self.phase], act)

    def _spend(self, cost: int) -> None:
        self.actions_left -= cost
        self.actions_used += cost

    def _shape_name(self, piece: str) -> Msg:
        shape = self.shapes[piece]
        for s in alchemy_data().shapes:
            if s.id == shape:
                return Msg(s.name, "content:mansions")
        return Msg(shape, "content:mansions")

    def _maybe_out_of_actions(self) -> list[Event]:
        """FA-ALCH-15/16: with no actions left the attempt stops and the roll follows."""
        if self.phase != "play" or self.actions_left > 0:
            return []
        if self.actions_used == 0 and self.budget.can_spend():
            return []  # nothing used yet: a skill point may still give the first actions
        self.phase = "roll"
        return [Event("stopped", msg(N_("mansions", "No puzzle actions are left: the "
                                                    "completion roll follows.")))]

    def _deal(self) -> list[Event]:
        slot = self.deal_next
        piece = self.pile.pop(0)
        self.slots[slot] = piece
        self.deal_next += 1
        events = [Event("dealt", msg(N_("mansions", "Dealt a {shape} piece to edge {slot}."),
                                     shape=self._shape_name(piece), slot=slot + 1),
                        {"slot": slot, "piece": piece, "shape": self.shapes[piece],
                         "correct": self.is_correct(slot)}, chance=True, reveal=True)]
        if self.deal_next == self.size:
            self.phase = "play"
            self.actions_left = self.budget.initial_steps
            events.append(Event("attempt", msg(N_("mansions", "{n} puzzle actions."),
                                               n=self.actions_left),
                                {"actions_left": self.actions_left}))
            events += self._maybe_out_of_actions()
        return events

    def _refill_candidates(self) -> list[str]:
        return [p for p in self.set_aside
                if self.pending is None or p != self.set_aside[-1]]

    def _draw(self) -> list[Event]:
        events: list[Event] = []
        if not self.pile:
            # FA-GAP-10 switched off: the pieces set aside (but not the one just taken off)
            # become a new pile
            refill = self._refill_candidates()
            self.set_aside = [p for p in self.set_aside if p not in refill]
            self.pile = refill
            self.chance.shuffle(self.pile)
            events.append(Event("refilled", msg(N_("mansions", "The pieces set aside are "
                                                               "shuffled into a new pile.")),
                                {"count": len(self.pile)}, chance=True))
        slot = self.pending
        assert slot is not None
        piece = self.pile.pop(0)
        self.slots[slot] = piece
        self.pending = None
        self.phase = "play"
        events.append(Event("drawn", msg(N_("mansions", "Drew a {shape} piece into edge "
                                                        "{slot}."),
                                         shape=self._shape_name(piece), slot=slot + 1),
                            {"slot": slot, "piece": piece, "shape": self.shapes[piece],
                             "correct": self.is_correct(slot)}, chance=True, reveal=True))
        return events + self._maybe_out_of_actions()

    def _roll(self) -> list[Event]:
        correct = self.correct_count()
        self.chance_at_roll = self.pass_chance()
        face = self.chance.die(10)
        self.roll = face
        self.correct_at_roll = correct
        self.passed = roll_passes(face, correct, self.rules["FA-GAP-9"])
        self.board_at_roll = list(self.slots)
        if self.passed:
            text = msg(N_("mansions", "Rolled {face} against {correct} (the correct pieces): "
                                      "the puzzle is complete."), face=face, correct=correct)
        else:
            text = msg(N_("mansions", "Rolled {face} against {correct} (the correct pieces): "
                                      "the attempt fails."), face=face, correct=correct)
        # "dice" and "sides": the roll reaches the dice tray like every other roll
        events = [Event("rolled", text, {"face": face, "correct": correct,
                                         "passed": self.passed, "dice": [face], "sides": 10},
                        chance=True)]
        if not self.passed and self.side_effects is not None:
            self.side_effect = self.side_effects.draw(self.chance, self.rules["FA-GAP-13"])
            if self.side_effect is not None:
                events.append(Event("side-effect", msg(N_("mansions", "A Side Effect card is "
                                                                      "drawn.")),
                                    {"card": self.side_effect}, chance=True, reveal=True))
        # FA-ALCH-26 / FA-GAP-8: every piece back to the pile, facedown
        back = [p for p in self.slots if p is not None] + self.set_aside
        self.slots = [None] * self.size
        self.set_aside = []
        self.pile.extend(back)
        if self.rules["FA-GAP-8"] == "shuffle":
            self.chance.shuffle(self.pile)
        events.append(Event("returned", msg(N_("mansions", "All pieces go back to the pile, "
                                                           "facedown.")), {"pieces": back}))
        self.phase = "done"
        return events

    # ------------------------------------------------------------------ outcome

    def outcome(self) -> Outcome | None:
        if self.phase != "done":
            return None
        details = {
            "side": self.side, "roll": self.roll, "correct": self.correct_at_roll,
            "chance": float(self.chance_at_roll) if self.chance_at_roll is not None else None,
            "side_effect_due": not self.passed,
            "side_effect": self.side_effect,
            "side_effects": self.side_effects.to_json() if self.side_effects else None,
            "pile": list(self.pile),
            "initiating_card": self.initiating_card,
            "board": list(self.board_at_roll or []),
        }
        return Outcome(self.kind, bool(self.passed), self.actions_used, self.budget.spent,
                       "skill-point", False, details, None)

    def observation(self, seat: int | None) -> dict[str, Any]:
        chance = self.pass_chance()
        pool = self._pool() if self.phase != "done" else {}
        replace = self.replace_problem() if self.phase == "play" else None
        obs = {
            "kind": self.kind, "side": self.side, "seal": self.seal, "layout": self.layout,
            "edges": list(self.edges), "phase": self.phase,
            "slots": [None if p is None else {"piece": p, "shape": self.shapes[p],
                                              "correct": self.is_correct(i)}
                      for i, p in enumerate(self.slots)],
            "pile_count": len(self.pile), "pile_shapes": pool,
            "set_aside": [{"piece": p, "shape": self.shapes[p]} for p in self.set_aside],
            "actions_left": self.actions_left, "actions_used": self.actions_used,
            "intellect": self.budget.intellect, "luck": self.budget.luck,
            "skill_points_left": self.budget.skill_points - self.budget.spent,
            "can_spend": self.phase == "play" and self.budget.can_spend(),
            "correct": self.correct_count() if self.phase != "done" else self.correct_at_roll,
            "chance": float(chance), "chance_exact": [chance.numerator, chance.denominator],
            "pending": self.pending, "next_edge": self.deal_next if self.phase == "deal" else None,
            "replace_allowed": self.phase == "play" and replace is None,
            "replace_problem": replace.to_json() if replace is not None else None,
            "roll": self.roll, "passed": self.passed, "side_effect": self.side_effect,
            "board_at_roll": list(self.board_at_roll or []),
            "shapes_at_roll": [None if p is None else self.shapes[p]
                               for p in self.board_at_roll or []],
            "closed_ring": bool(self.rules["FA-GAP-6"]),
            "initiating_card": self.initiating_card,
        }
        if seat is None:
            obs["pile"] = list(self.pile)  # the all-seeing view only
        return obs

    # ------------------------------------------------------------------ JSON

    def _fields_to_json(self) -> dict[str, Any]:
        return {
            "layout": self.layout, "side": self.side, "seal": self.seal,
            "edges": list(self.edges), "pile": list(self.pile), "slots": list(self.slots),
            "set_aside": list(self.set_aside), "budget": self.budget.to_json(),
            "actions_left": self.actions_left, "actions_used": self.actions_used,
            "phase": self.phase, "deal_next": self.deal_next, "pending": self.pending,
            "roll": self.roll, "passed": self.passed, "correct_at_roll": self.correct_at_roll,
            "board_at_roll": self.board_at_roll,
            "chance_at_roll": (None if self.chance_at_roll is None else
                               [self.chance_at_roll.numerator, self.chance_at_roll.denominator]),
            "side_effects": self.side_effects.to_json() if self.side_effects else None,
            "side_effect": self.side_effect, "initiating_card": self.initiating_card,
        }

    def _fields_from_json(self, data: dict[str, Any]) -> None:
        if data["phase"] not in PHASES:
            raise ValueError(f"unknown alchemy phase {data['phase']!r}")
        self.shapes = alchemy_data().shape_of()
        self.layout = data["layout"]
        self.side = data["side"]
        self.seal = data["seal"]
        self.edges = list(data["edges"])
        self.pile = list(data["pile"])
        self.slots = list(data["slots"])
        self.set_aside = list(data["set_aside"])
        budget = budget_from_json(data["budget"])
        if not isinstance(budget, FirstEditionBudget):
            raise ValueError("the alchemy puzzle uses first-edition puzzle actions")
        self.budget = budget
        self.actions_left = int(data["actions_left"])
        self.actions_used = int(data["actions_used"])
        self.phase = data["phase"]
        self.deal_next = int(data["deal_next"])
        self.pending = data["pending"]
        self.roll = data["roll"]
        self.passed = data["passed"]
        self.correct_at_roll = data["correct_at_roll"]
        self.board_at_roll = data["board_at_roll"]
        car = data["chance_at_roll"]
        self.chance_at_roll = None if car is None else Fraction(car[0], car[1])
        se = data["side_effects"]
        self.side_effects = SideEffectDeck.from_json(se) if se is not None else None
        self.side_effect = data["side_effect"]
        self.initiating_card = data["initiating_card"]
        known = set(self.shapes)
        everything = self.pile + [p for p in self.slots if p] + self.set_aside
        if any(p not in known for p in everything) or len(set(everything)) != len(everything):
            raise ValueError("the saved alchemy puzzle holds unknown or repeated pieces")
        if len(self.slots) != len(self.edges):
            raise ValueError("the saved alchemy puzzle has a piece list of the wrong length")
