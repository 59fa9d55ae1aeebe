"""The second-edition code puzzle (MOM2-PUZ-1; mechanics per house rules MOM2-GAP-12.*).

A row of dials hides a code of symbols. One puzzle step tries one setting of the dials;
the lock then shows how many dials show the right symbol (``exact``) and how many other
symbols of the setting belong to the code but sit on another dial (``near``). The puzzle
is solved when a try has every dial right. Tries stay on record between attempts.

Every code is solvable: it is a setting of the dials, and :func:`solve_code` (try the
first setting that agrees with everything seen so far) finds any code in a bounded number
of tries, which the tests check for every generated code.
"""

from __future__ import annotations

from collections import Counter
from itertools import product
from typing import Any

from ....engine.chance import ChanceSource
from ....engine.messages import Msg, N_
from ....engine.protocol import Action, Event, action
from .base import GAME, StepPuzzle, msg
from .budget import Budget

SYMBOLS = 6


@action(GAME, "code.try")
class CodeTry:
    symbols: tuple[int, ...]


def score(guess: tuple[int, ...], code: tuple[int, ...]) -> tuple[int, int]:
    """(right symbol on the right dial, right symbol on another dial)."""
    exact = sum(g == c for g, c in zip(guess, code))
    common = sum((Counter(guess) & Counter(code)).values())
    return exact, common - exact


def all_codes(length: int, symbols: int, repeats: bool) -> list[tuple[int, ...]]:
    return [c for c in product(range(symbols), repeat=length)
            if repeats or len(set(c)) == length]


def solve_code(code: tuple[int, ...], symbols: int, repeats: bool,
               seen: list[tuple[tuple[int, ...], tuple[int, int]]] | None = None
               ) -> list[tuple[int, ...]]:
    """The tries that find ``code`` when each try agrees with every answer so far."""
    candidates = all_codes(len(code), symbols, repeats)
    for guess, answer in seen or []:
        candidates = [c for c in candidates if score(guess, c) == answer]
    tries: list[tuple[int, ...]] = []
    while True:
        guess = candidates[0]
        tries.append(guess)
        answer = score(guess, code)
        if answer[0] == len(code):
            return tries
        candidates = [c for c in candidates if score(guess, c) == answer]


class CodePuzzle(StepPuzzle):
    kind = "code"

    def __init__(self, budget: Budget, *, chance: ChanceSource | None = None,
                 seed: int | None = None, rules: dict[str, Any] | None = None,
                 code: tuple[int, ...] | None = None) -> None:
        super().__init__(chance, seed, rules)
        self.length = int(self.rules["MOM2-GAP-12.code-length"])
        self.symbols = SYMBOLS
        self.repeats = bool(self.rules["MOM2-GAP-12.code-repeats"])
        if code is None:
            if self.repeats:
                code = tuple(self.chance.randint(0, self.symbols - 1)
                             for _ in range(self.length))
            else:
                code = tuple(self.chance.sample(range(self.symbols), self.length))
        self._check_code(code)
        self.code = tuple(code)
        self.tries: list[dict[str, Any]] = []
        self._start(budget)

    def _check_code(self, code: tuple[int, ...]) -> None:
        if len(code) != self.length or not all(0 <= s < self.symbols for s in code):
            raise ValueError("the code does not fit the dials")
        if not self.repeats and len(set(code)) != len(code):
            raise ValueError("this code may not repeat a symbol")

    def _move_actions(self) -> list[Action]:
        return [CodeTry(c) for c in product(range(self.symbols), repeat=self.length)]

    def _move_problem(self, act: Action) -> Msg | None:
        if not isinstance(act, CodeTry):
            return msg(N_("mansions", "That is not a code puzzle move."))
        if len(act.symbols) != self.length:
            return msg(N_("mansions", "Set all {n} {n|dial|dials}."), n=self.length)
        if not all(isinstance(s, int) and 0 <= s < self.symbols for s in act.symbols):
            return msg(N_("mansions", "A dial shows a symbol it does not have."))
        return None

    def _apply_move(self, act: Action) -> list[Event]:
        assert isinstance(act, CodeTry)
        exact, near = score(tuple(act.symbols), self.code)
        self.tries.append({"symbols": list(act.symbols), "exact": exact, "near": near})
        return [Event("tried", msg(N_("mansions", "{exact} right, {near} on the wrong dial."),
                                   exact=exact, near=near),
                      {"symbols": list(act.symbols), "exact": exact, "near": near},
                      reveal=True)]  # the answer tells of the hidden code: no undo

    def is_solved(self) -> bool:
        return bool(self.tries) and self.tries[-1]["exact"] == self.length

    def _board_observation(self, seat: int | None) -> dict[str, Any]:
        obs = {"length": self.length, "symbols": self.symbols, "repeats": self.repeats,
               "tries": [dict(t) for t in self.tries]}
        if seat is None or self.solved:
            obs["code"] = list(self.code)
        return obs

    def _fields_to_json(self) -> dict[str, Any]:
        return {"length": self.length, "symbols": self.symbols, "repeats": self.repeats,
                "code": list(self.code), "tries": [dict(t) for t in self.tries],
                **self._steps_to_json()}

    def _fields_from_json(self, data: dict[str, Any]) -> None:
        self.length = int(data["length"])
        self.symbols = int(data["symbols"])
        self.repeats = bool(data["repeats"])
        code = tuple(int(s) for s in data["code"])
        self._check_code(code)
        self.code = code
        self.tries = [{"symbols": [int(s) for s in t["symbols"]], "exact": int(t["exact"]),
                       "near": int(t["near"])} for t in data["tries"]]
        self._steps_from_json(data)
