"""The actions of second-edition play (namespace ``mansions``), small frozen dataclasses.

Investigator Phase: :class:`BeginTurn`, :class:`Move`, :class:`Search`, :class:`Explore`,
:class:`Interact`, :class:`Escape`, :class:`Attack`, :class:`Trade` (then :class:`Give`,
:class:`Take`, :class:`PickUp`, :class:`Drop`, :class:`EndTrade`), :class:`Push`,
:class:`SetFire`, :class:`Steal`, :class:`UseItem`, :class:`Cast`, :class:`UseAbility`,
:class:`EndTurn` and :class:`EndPhase`.

Tests: :class:`Roll` (the CHANCE step), :class:`SpendClue`, :class:`Reroll`,
:class:`Accept`. Choices the rules put to the players: :class:`Choose`. Puzzles:
:class:`PuzzleMove` wraps the JSON of a puzzle action (:func:`wrap_puzzle_action`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from ....engine.protocol import Action, action

GAME = "mansions"


@action(GAME)
class BeginTurn:
    """The players choose who takes the next turn (MOM2-TURN-1)."""

    investigator: str


@action(GAME)
class Move:
    """Move ``figure`` to space ``to`` (up to two spaces, MOM2-MOVE-1). Continues a paused
    Move first (MOM2-MOVE-5); otherwise it is a new Move action."""

    figure: str
    to: int


@action(GAME)
class Search:
    token: str


@action(GAME)
class Explore:
    token: str


@action(GAME)
class Interact:
    token: str


@action(GAME)
class Escape:
    """Leave the map through an exit of the space (a scenario's ``escaped`` trigger)."""


@action(GAME)
class Attack:
    """Attack ``monster`` with ``weapon`` (an item or spell held; "" attacks unarmed)."""

    weapon: str
    monster: str


@action(GAME)
class Trade:
    """Open a Trade with the investigators and the floor of your space (MOM2-ACT-8)."""


@action(GAME)
class Give:
    item: str
    to: str


@action(GAME)
class Take:
    item: str
    owner: str


@action(GAME)
class PickUp:
    item: str


@action(GAME)
class Drop:
    item: str


@action(GAME)
class EndTrade:
    pass


@action(GAME)
class Push:
    """Push a figure in your space into an adjacent space (MOM2-ACT-9)."""

    figure: str
    to: int


@action(GAME)
class SetFire:
    pass


@action(GAME)
class Steal:
    victim: str
    item: str


@action(GAME)
class UseItem:
    """A component action of a possession (MOM2-TURN-5); ``target`` as the item needs."""

    item: str
    target: str = ""


@action(GAME)
class Cast:
    spell: str
    target: str = ""


@action(GAME)
class UseAbility:
    target: str = ""


@action(GAME)
class EndTurn:
    pass


@action(GAME)
class EndPhase:
    """The end-phase button (MOM2-TURN-4)."""


@action(GAME)
class Roll:
    """Roll the dice of the test under way (the CHANCE step)."""


@action(GAME)
class SpendClue:
    """Discard a Clue to turn one investigation result into a success (MOM2-CLUE-1)."""


@action(GAME)
class Reroll:
    """Roll die ``die`` again through ``source`` (an item, or "ability")."""

    source: str
    die: int


@action(GAME)
class Accept:
    """Keep the dice as they are and count the successes."""


@action(GAME)
class Choose:
    option: str


@action(GAME)
class PuzzleMove:
    """A move of the puzzle under way, as the JSON of the puzzle's own action."""

    move: str


_MADE: dict[tuple, Any] = {}


def made(cls, *fields: Any):
    """``cls(*fields)``, the same instance every time (actions are frozen values, and
    building one is dear; the kinds are few: tokens, figures, spaces, possessions, dice)."""
    key = (cls, fields)
    act = _MADE.get(key)
    if act is None:
        act = _MADE[key] = cls(*fields)
    return act


_PUZZLE_MOVES: dict[str, PuzzleMove] = {}


def puzzle_move_of(text: str) -> PuzzleMove:
    """``PuzzleMove(text)``, one instance per text for the process (up to a bound): the
    legal list and a bot's choice are then the same object, found without comparing."""
    move = _PUZZLE_MOVES.get(text)
    if move is None:
        move = PuzzleMove(text)
        if len(_PUZZLE_MOVES) < 16384:
            _PUZZLE_MOVES[text] = move
    return move


@lru_cache(maxsize=4096)
def wrap_puzzle_action(act: Action) -> PuzzleMove:
    """The :class:`PuzzleMove` that carries a puzzle's own action (JSON, keys sorted)."""
    return puzzle_move_of(json.dumps(act.to_json(), sort_keys=True, separators=(",", ":")))


TURN_ACTIONS = (Move, Search, Explore, Interact, Escape, Attack, Trade, Push, SetFire, Steal,
                UseItem, Cast, UseAbility)

# Actions without fields are plain values: the rules and bots use these instances rather
# than build a frozen dataclass each time (equal either way).
ROLL, ACCEPT, SPEND_CLUE = Roll(), Accept(), SpendClue()
END_TURN, END_PHASE, END_TRADE = EndTurn(), EndPhase(), EndTrade()
ESCAPE, TRADE, SET_FIRE = Escape(), Trade(), SetFire()
