"""A one-seat test game whose card opens an alchemy puzzle (tests only).

It stands for any game that holds a puzzle in its rules' state (the first edition will):
``Open`` starts the puzzle, ``Step`` carries one puzzle action as JSON, the puzzle's chance
steps (deal, draw, roll) are the game's CHANCE steps, which the controller runs; the
puzzle's events come out as ``puzzle-<kind>`` and the end as ``puzzle-over`` with the
outcome and the last board. The game is over when the puzzle is.
"""

from __future__ import annotations

import json

from eldertable.engine import registry
from eldertable.engine.chance import SeededChance
from eldertable.engine.messages import Msg
from eldertable.engine.protocol import (CHANCE, TERMINAL, Event, IllegalAction, Result, State,
                                        action, action_from_json)
from eldertable.games.mansions.puzzles.alchemy import AlchemyPuzzle
from eldertable.games.mansions.puzzles.base import GAME as PUZZLE_GAME
from eldertable.games.mansions.puzzles.budget import FirstEditionBudget

GAME = "puzzle-toy"


@action(GAME)
class Open:
    """The card that opens the puzzle."""


@action(GAME)
class Step:
    move: str


def wrap(act) -> Step:
    return Step(json.dumps(act.to_json(), sort_keys=True))


def unwrap(act):
    return action_from_json(PUZZLE_GAME, json.loads(act.move)) if isinstance(act, Step) else None


class PuzzleGame(State):
    game = GAME

    def __init__(self, config, seed, chance):
        self.chance = chance or SeededChance(seed)
        self.options = dict(config.get("options", {}))
        self.puzzle = None
        self.outcome = None

    def num_seats(self):
        return 1

    def current_player(self):
        if self.outcome is not None:
            return TERMINAL
        if self.puzzle is not None and self.puzzle.current_player() == CHANCE:
            return CHANCE
        return 0

    def legal_actions(self, seat=None):
        cur = self.current_player()
        if cur == TERMINAL or (seat is not None and seat != cur):
            return []
        if self.puzzle is None:
            return [Open()]
        return [wrap(a) for a in self.puzzle.legal_actions()]

    def apply(self, act):
        if act not in self.legal_actions(self.current_player()):
            raise IllegalAction(Msg("Not now."), act)
        if isinstance(act, Open):
            o = self.options
            self.puzzle = AlchemyPuzzle("10A", FirstEditionBudget(o["intellect"], o["luck"],
                                                                  o["points"]),
                                        chance=self.chance, pile=list(o["pile"]))
            return [Event("opened", Msg("A card opens the alchemy puzzle."))]
        events = [Event("puzzle-" + e.kind, e.text, dict(e.data), chance=e.chance,
                        reveal=e.reveal) for e in self.puzzle.apply(unwrap(act))]
        if self.puzzle.current_player() == TERMINAL:
            self.outcome = self.puzzle.outcome()
            events.append(Event("puzzle-over", Msg("The puzzle is over."),
                                {**self.outcome.to_json(), "board": self.puzzle.observation(0)},
                                reveal=True))
        return events

    def observation(self, seat):
        open_ = self.puzzle is not None and self.outcome is None
        return {"puzzle": self.puzzle.observation(0) if open_ else None}

    def snapshot(self):
        return {"puzzle": self.puzzle.to_json() if self.puzzle is not None else None,
                "chance": getattr(self.chance, "count", 0)}

    def result(self):
        if self.outcome is None:
            return None
        return Result(("seat0",) if self.outcome.solved else ())


def new_game(config, seed, chance=None):
    return PuzzleGame(config, seed, chance)


def observe(obs):
    """The PuzzleHost's view of this game's observation."""
    board = obs.get("puzzle")
    return None if board is None else {"board": board, "key": "alchemy", "text": "A card."}


def unwrap_event(event):
    if not event.kind.startswith("puzzle-"):
        return None
    return Event(event.kind[7:], event.text, dict(event.data), chance=event.chance,
                 reveal=event.reveal)


ENTRY = registry.GameEntry(GAME, __name__, Msg("Puzzle toy"), Msg("A test game."), (1, 1),
                           "art/games/toy.svg")


def install():
    registry.register(ENTRY)
