"""What every puzzle shares: the single seat, chance, JSON, the outcome, the step budget.

A puzzle is a small :class:`~eldertable.engine.protocol.State` with one seat (the
attempting investigator, seat 0). Dice and draws wait at CHANCE nodes where the rules put a
choice before a draw (the alchemy Replace, FA-ALCH-13) or a roll (the completion test).
When the attempt is over the state is TERMINAL and :meth:`PuzzleState.outcome` says what
happened, for the card or event that opened the puzzle.

:class:`StepPuzzle` is the base of the puzzles whose board stays on the table between
attempts (the second-edition code, lock and slide puzzles, and the first-edition wiring,
lock and rune puzzles, FA-ALCH-27 by contrast): :meth:`StepPuzzle.begin_attempt` opens a
new attempt on the same board with a fresh budget.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from ....engine.chance import ChanceSource, SeededChance
from ....engine.messages import Msg, N_
from ....engine.protocol import (CHANCE, TERMINAL, Action, Event, IllegalAction, Result,
                                 State, action)
from .budget import Budget, FirstEditionBudget, budget_from_json
from .data import house_rules

GAME = "mansions.puzzles"
SEAT = 0
CTX = "mansions"
FORMAT = 1


def msg(text: str, **args: Any) -> Msg:
    """A message of the puzzles (context ``mansions``); ``text`` is already N_-marked."""
    return Msg(text, CTX, **args)


def illegal(text: str, act: Any = None, **args: Any) -> IllegalAction:
    return IllegalAction(msg(text, **args), act)


def refusal(puzzle: Any, act: Action) -> Msg | None:
    """The puzzle's own reason for refusing ``act`` now (None: the puzzle would take it), so
    that a game that refuses a puzzle move says the true reason ("that bar cannot slide
    there"), not that a puzzle is under way. Tried on a copy: the puzzle is unchanged."""
    import copy

    trial = copy.deepcopy(puzzle)
    try:
        trial.apply(act)
    except IllegalAction as exc:
        return exc.reason
    except Exception:  # noqa: BLE001 - a move of another kind of puzzle: no reason of its own
        return None
    return None


# --------------------------------------------------------------------------- outcome


@dataclass(frozen=True)
class Outcome:
    """What an attempt returns to the card or event that opened the puzzle.

    ``spent`` counts the clues (second edition) or skill points (first edition) the
    attempt used, so the caller can take them from the investigator. ``keep_board`` says
    the puzzle stays on the table for a later attempt; ``state`` is then its JSON.
    ``details`` holds what is particular to the puzzle (the alchemy roll and side effect).
    """

    kind: str
    solved: bool
    steps_used: int
    spent: int
    spent_what: str
    keep_board: bool
    details: dict[str, Any] = field(default_factory=dict)
    state: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "solved": self.solved, "steps_used": self.steps_used,
                "spent": self.spent, "spent_what": self.spent_what,
                "keep_board": self.keep_board, "details": dict(self.details),
                "state": self.state}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Outcome":
        return cls(**data)


# --------------------------------------------------------------------------- base state


def _rng_to_json(state: Any) -> Any:
    if isinstance(state, tuple):
        return [_rng_to_json(v) for v in state]
    return state


def _rng_from_json(data: Any) -> Any:
    if isinstance(data, list):
        return tuple(_rng_from_json(v) for v in data)
    return data


class PuzzleState(State):
    """One seat, optional own chance source, JSON round trip."""

    game = GAME
    kind: ClassVar[str] = ""

    def __init__(self, chance: ChanceSource | None, seed: int | None,
                 rules: dict[str, Any] | None) -> None:
        if chance is None:
            seed = 0 if seed is None else int(seed)
            chance = SeededChance(seed)
            self.own_seed: int | None = seed
        else:
            self.own_seed = None
        self.chance = chance
        self.rules = house_rules(rules)

    # ---- protocol
    def num_seats(self) -> int:
        return 1

    def seat_label(self, seat: int) -> Msg:
        return msg(N_("mansions", "Investigator"))

    def snapshot(self) -> dict[str, Any]:
        return self.to_json()

    def result(self) -> Result | None:
        out = self.outcome()
        if out is None:
            return None
        winners = ("investigators",) if out.solved else ()
        reason = (msg(N_("mansions", "The puzzle is solved.")) if out.solved
                  else msg(N_("mansions", "The puzzle is not solved.")))
        return Result(winners, reason, extras=out.to_json())

    def outcome(self) -> Outcome | None:  # pragma: no cover - every puzzle overrides
        raise NotImplementedError

    def ruled_budget(self, budget: Budget) -> Budget:
        """``budget`` with the house rules' rates: skill points per attempt (FA-GAP-2) or
        steps per clue (MOM2-GAP-12)."""
        if isinstance(budget, FirstEditionBudget):
            return replace(budget, per_attempt=int(self.rules["FA-GAP-2"]))
        return replace(budget, per_clue=int(self.rules["MOM2-GAP-12"]))

    def _check_turn(self, act: Action, chance_node: bool) -> None:
        cur = self.current_player()
        if cur == TERMINAL:
            raise illegal(N_("mansions", "The attempt is over."), act)
        if chance_node and cur != CHANCE:
            raise illegal(N_("mansions", "Nothing waits to be drawn or rolled."), act)
        if not chance_node and cur == CHANCE:
            raise illegal(N_("mansions", "A draw or roll must come first."), act)

    # ---- JSON
    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "format": FORMAT, "rules": dict(self.rules)}
        if self.own_seed is not None and isinstance(self.chance, SeededChance):
            data["rng"] = {"seed": self.own_seed, "state": _rng_to_json(self.chance.getstate()),
                           "count": self.chance.count}
        data.update(self._fields_to_json())
        return data

    def _fields_to_json(self) -> dict[str, Any]:  # pragma: no cover - overridden
        raise NotImplementedError

    @classmethod
    def from_json(cls, data: dict[str, Any], chance: ChanceSource | None = None) -> "PuzzleState":
        if data.get("kind") != cls.kind:
            raise ValueError(f"not a {cls.kind} puzzle: kind {data.get('kind')!r}")
        if data.get("format") != FORMAT:
            raise ValueError(f"puzzle format {data.get('format')!r} is not {FORMAT}")
        self = cls.__new__(cls)
        rng = data.get("rng")
        if chance is None:
            if rng is None:
                raise ValueError("this puzzle used the game's chance source; pass it in")
            chance = SeededChance(int(rng["seed"]))
            chance.setstate(_rng_from_json(rng["state"]))
            chance.count = int(rng.get("count", 0))
            self.own_seed = int(rng["seed"])
        else:
            self.own_seed = None
        self.chance = chance
        self.rules = house_rules(data.get("rules"))
        self._fields_from_json(data)
        return self

    def _fields_from_json(self, data: dict[str, Any]) -> None:  # pragma: no cover
        raise NotImplementedError


# --------------------------------------------------------------------------- step puzzles


@action(GAME, "puzzle.spend")
class SpendForSteps:
    """Spend a clue (second edition) or a skill point (first edition) for more steps."""


@action(GAME, "puzzle.stop")
class EndAttempt:
    """Stop the attempt; the board stays as it is for the next one."""


class StepPuzzle(PuzzleState):
    """A puzzle solved by its board alone, attempted with a budget of steps, kept between
    attempts. Subclasses give the moves: ``_move_actions``, ``_move_problem``,
    ``_apply_move``, ``_move_cost``, ``is_solved`` and the board's JSON."""

    def _start(self, budget: Budget) -> None:
        self.solved = False
        self.attempts = 0
        self.steps_total = 0
        self.attempt_open = False
        self.begin_attempt(budget)

    def begin_attempt(self, budget: Budget) -> list[Event]:
        """Open a new attempt on the board as it stands, with ``budget``."""
        if self.solved:
            raise illegal(N_("mansions", "The puzzle is solved already."))
        if self.attempt_open:
            raise illegal(N_("mansions", "An attempt is already under way."))
        self.budget = self.ruled_budget(budget)
        self.steps_left = budget.initial_steps
        self.steps_used = 0
        self.attempts += 1
        self.attempt_open = True
        self._close_if_spent()
        return [Event("attempt", msg(N_("mansions", "Attempt {n}: {steps} puzzle steps."),
                                     n=self.attempts, steps=self.steps_left),
                      {"steps": self.steps_left})]

    @property
    def first_edition(self) -> bool:
        return isinstance(self.budget, FirstEditionBudget)

    # ---- protocol
    def current_player(self) -> int:
        if not self.attempt_open:
            return TERMINAL
        return CHANCE if self._chance_pending() else SEAT

    def _chance_pending(self) -> bool:
        return False

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        cur = self.current_player()
        if cur == TERMINAL or (seat is not None and seat != cur):
            return []
        if cur == CHANCE:
            return self._chance_actions()
        out: list[Action] = [a for a in self._move_actions()
                             if self._move_cost(a) <= self.steps_left]
        if self.budget.can_spend() and not self._mid_move():
            out.append(SpendForSteps())
        if not self._mid_move():
            out.append(EndAttempt())
        return out

    def _chance_actions(self) -> list[Action]:
        return []

    def _mid_move(self) -> bool:
        """True while a move waits for its second half (a drawn piece to place)."""
        return False

    def apply(self, act: Action) -> list[Event]:
        if isinstance(act, SpendForSteps):
            self._check_turn(act, False)
            if self._mid_move():
                raise illegal(N_("mansions", "Finish the move first."), act)
            if not self.budget.can_spend():
                raise IllegalAction(self.budget.why_not(), act)
            added = self.budget.spend()
            self.steps_left += added
            return [Event("spent", msg(N_("mansions", "Spent a {what}: {n} more puzzle steps."),
                                       what=self.budget.token_label(), n=added),
                          {"added": added, "steps_left": self.steps_left})]
        if isinstance(act, EndAttempt):
            self._check_turn(act, False)
            if self._mid_move():
                raise illegal(N_("mansions", "Finish the move first."), act)
            self.attempt_open = False
            return [Event("stopped", msg(N_("mansions", "The attempt stops; the puzzle stays "
                                                        "as it is.")))]
        chance_node = self._is_chance_action(act)
        self._check_turn(act, chance_node)
        problem = self._move_problem(act)
        if problem is not None:
            raise IllegalAction(problem, act)
        cost = self._move_cost(act)
        if cost > self.steps_left:
            raise illegal(N_("mansions", "Not enough puzzle steps are left for that "
                                         "({left} left)."), act, left=self.steps_left)
        events = self._apply_move(act)
        self.steps_left -= cost
        self.steps_used += cost
        self.steps_total += cost
        if not self._mid_move() and self.is_solved():
            self.solved = True
            self.attempt_open = False
            events.append(Event("solved", msg(N_("mansions", "Solved!"))))
        else:
            events += self._close_if_spent()
        return events

    def _is_chance_action(self, act: Action) -> bool:
        return False

    def _close_if_spent(self) -> list[Event]:
        """No steps left and no way to get more: the attempt ends (FA-ALCH-15 for the
        first edition; in the second edition a clue may still buy steps)."""
        if self.steps_left > 0 or self._mid_move() or not self.attempt_open:
            return []
        if self.budget.can_spend() and (not self.first_edition or self.steps_used == 0):
            return []
        self.attempt_open = False
        return [Event("spent-out", msg(N_("mansions", "No puzzle steps are left; the puzzle "
                                                      "stays as it is.")))]

    def outcome(self) -> Outcome | None:
        if self.attempt_open:
            return None
        keep = not self.solved
        return Outcome(self.kind, self.solved, self.steps_used, self.budget.spent,
                       "skill-point" if self.first_edition else "clue", keep,
                       {"attempts": self.attempts, "steps_total": self.steps_total},
                       self.to_json() if keep else None)

    def observation(self, seat: int | None) -> dict[str, Any]:
        obs = {"kind": self.kind, "edition": self.budget.edition,
               "steps_left": self.steps_left, "steps_used": self.steps_used,
               "can_spend": self.budget.can_spend(), "attempt": self.attempts,
               "attempt_open": self.attempt_open, "solved": self.solved,
               "spend_gain": self.budget.gain(), "spend_left": self.budget.left()}
        obs.update(self._board_observation(seat))
        return obs

    # ---- hooks
    def _move_actions(self) -> list[Action]:  # pragma: no cover - overridden
        raise NotImplementedError

    def _move_problem(self, act: Action) -> Msg | None:  # pragma: no cover
        raise NotImplementedError

    def _apply_move(self, act: Action) -> list[Event]:  # pragma: no cover
        raise NotImplementedError

    def _move_cost(self, act: Action) -> int:
        return 1

    def is_solved(self) -> bool:  # pragma: no cover
        raise NotImplementedError

    def _board_observation(self, seat: int | None) -> dict[str, Any]:  # pragma: no cover
        raise NotImplementedError

    # ---- JSON of the shared part
    def _steps_to_json(self) -> dict[str, Any]:
        return {"budget": self.budget.to_json(), "steps_left": self.steps_left,
                "steps_used": self.steps_used, "steps_total": self.steps_total,
                "attempts": self.attempts, "attempt_open": self.attempt_open,
                "solved": self.solved}

    def _steps_from_json(self, data: dict[str, Any]) -> None:
        self.budget = budget_from_json(data["budget"])
        self.steps_left = int(data["steps_left"])
        self.steps_used = int(data["steps_used"])
        self.steps_total = int(data["steps_total"])
        self.attempts = int(data["attempts"])
        self.attempt_open = bool(data["attempt_open"])
        self.solved = bool(data["solved"])
