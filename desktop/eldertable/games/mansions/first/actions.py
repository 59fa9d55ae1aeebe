"""First-edition actions: frozen dataclasses in the ``mansions`` namespace, type names
prefixed ``fe.`` so that they never meet second-edition ones in a record.

Investigator turn (FA-GAP-1 base rules as house rules): ``Step`` one space (the movement
step gives two, FA-GAP-1.moves), ``Escape`` across an escape edge (FA-ESC-1/2), and one
action: ``Run``, ``Explore`` the room, ``UseToken``, ``Attack``, ``Cast``, ``UseItem``;
``EndMists`` (FA-HIDE-10, FA-GAP-24); ``EndTurn``.

Keeper: ``ChooseStory`` (the first story choice, secret), ``KeeperAction`` (a keeper
action card paid with threat), ``ThreatEffect`` (a threat effect on a Trauma or Side
Effect card, FA-THREAT-4: not a keeper action), ``KeeperPlay``/``Pass`` (a Mythos card
when an investigator explores, a Trauma card when one suffers), ``KeeperEnd``.

Anyone asked: ``Choose`` (an either/or attribute, FA-TEST-1; an answer to a byakhee's
question, FA-BYAK-5); ``PuzzleStep`` carries a puzzle's own action as JSON.
"""

from __future__ import annotations

import json

from ....engine.protocol import Action, action

GAME = "mansions"


@action(GAME, "fe.step")
class Step:
    to: int


@action(GAME, "fe.escape")
class Escape:
    pass


@action(GAME, "fe.run")
class Run:
    pass


@action(GAME, "fe.explore")
class Explore:
    pass


@action(GAME, "fe.use-token")
class UseToken:
    token: str


@action(GAME, "fe.attack")
class Attack:
    monster: str
    weapon: str  # unarmed, melee, sharp, blunt, sharp-blunt, firearm, spell


@action(GAME, "fe.cast")
class Cast:
    spell: str


@action(GAME, "fe.use-item")
class UseItem:
    item: str


@action(GAME, "fe.end-mists")
class EndMists:
    pay: str  # "action" or "move" (FA-GAP-24)


@action(GAME, "fe.end-turn")
class EndTurn:
    pass


@action(GAME, "fe.choose")
class Choose:
    option: str


@action(GAME, "fe.choose-story")
class ChooseStory:
    option: str


@action(GAME, "fe.keeper-action")
class KeeperAction:
    card: str
    target: str = ""
    to: int = -1


@action(GAME, "fe.threat-effect")
class ThreatEffect:
    card: str
    owner: str


@action(GAME, "fe.keeper-play")
class KeeperPlay:
    card: str


@action(GAME, "fe.pass")
class Pass:
    pass


@action(GAME, "fe.keeper-end")
class KeeperEnd:
    pass


@action(GAME, "fe.puzzle")
class PuzzleStep:
    move: str  # the puzzle action's JSON


_WRAPPED: dict[Action, PuzzleStep] = {}
_MOVES: dict[str, dict] = {}
_INNER: dict[str, Action] = {}


def wrap(act: Action) -> PuzzleStep:
    """The step that carries ``act``. A puzzle's actions are a few small frozen values,
    offered again and again: each is written as JSON once per process and kept."""
    step = _WRAPPED.get(act)
    if step is None:
        step = PuzzleStep(json.dumps(act.to_json(), sort_keys=True, separators=(",", ":")))
        if len(_WRAPPED) >= 4096:
            _WRAPPED.clear()
        _WRAPPED[act] = step
    return step


def move_of(step: PuzzleStep) -> dict:
    """The puzzle action a step carries, as its JSON object, read once per text and kept
    (read-only: every caller shares it)."""
    move = _MOVES.get(step.move)
    if move is None:
        move = json.loads(step.move)
        if len(_MOVES) >= 4096:
            _MOVES.clear()
        _MOVES[step.move] = move
    return move


TURN = (Step, Escape, Run, Explore, UseToken, Attack, Cast, UseItem, EndMists, EndTurn)
KEEPER = (ChooseStory, KeeperAction, ThreatEffect, KeeperPlay, Pass, KeeperEnd)


def inner_of(step: PuzzleStep, game: str) -> Action:
    """The puzzle action of ``game`` a step carries (ValueError when it names none), read
    from its text once per process and kept: the same as reading it afresh each time."""
    act = _INNER.get(step.move)
    if act is None:
        from ....engine.protocol import action_from_json

        act = action_from_json(game, move_of(step))
        if len(_INNER) >= 4096:
            _INNER.clear()
        _INNER[step.move] = act
    return act
