"""The bot interface: a bot sees an observation and the legal actions, returns one action.

Bots never receive the state, only ``state.observation(seat)``, so they cannot see what
their seat may not see. Each bot owns its own seeded generator, separate from the game's
chance source, so a bot's choices never shift the dice. ``explain`` keeps the reasons of
the last decision (kpat/Kajongg style traceable AI) for the log and for tests.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from .protocol import CHANCE, TERMINAL, Action, State


class Bot:
    name = "bot"

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random((int(seed) * 1_000_003) ^ (seat + 1) * 7919)
        self.explain: list[str] = []

    def choose(self, observation: dict[str, Any], legal: Sequence[Action]) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Uniform among the legal actions: the baseline every real bot must beat."""

    name = "random"

    def choose(self, observation: dict[str, Any], legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


def chance_step(state: State) -> Action:
    """The single action a CHANCE node offers (a roll, a draw)."""
    legal = state.legal_actions(CHANCE)
    if len(legal) != 1:
        raise RuntimeError(f"a chance node must offer one action, it offers {len(legal)}")
    return legal[0]


def play_out(state: State, bots: dict[int, Bot], *, max_actions: int = 1_000_000,
             on_action: Callable[[State, Action], None] | None = None) -> int:
    """Play ``state`` to the end with ``bots`` (one per seat); returns actions applied."""
    n = 0
    while n < max_actions:
        seat = state.current_player()
        if seat == TERMINAL:
            return n
        if seat == CHANCE:
            act = chance_step(state)
        else:
            legal = state.legal_actions(seat)
            # With one choice there is nothing to decide: skip building the observation.
            act = legal[0] if len(legal) == 1 else bots[seat].choose(state.observation(seat),
                                                                      legal)
        state.apply(act)
        n += 1
        if on_action is not None:
            on_action(state, act)
    raise RuntimeError(f"the game did not end within {max_actions} actions")
