"""Positions to show: real games between the default bots, recorded up to a moment worth a
picture (``eldertable smoke`` renders the Final Battle from here)."""

from __future__ import annotations

from ...engine.record import GameRecord, Recorder
from ...games.miskatonic import BOTS, make_config

FINAL_SEED = 0  # the default bots summon Nyarlathotep in this game, and the team has items


def record_until(seed: int, phase: str, limit: int = 5000) -> GameRecord:
    """The record of a seeded game between the default bots up to the first decision of
    ``phase``; its seats are people, so that whoever opens it plays on by hand."""
    rec = Recorder("miskatonic", make_config(["human", "human"], {}), seed)
    bots = {seat: BOTS["default"](seat, seed) for seat in (0, 1)}
    state = rec.state
    for _ in range(limit):
        seat = state.current_player()
        if seat < 0:
            break
        obs = state.observation(seat)
        if obs["phase"] == phase:
            return rec.record
        legal = state.legal_actions(seat)
        rec.apply(legal[0] if len(legal) == 1 else bots[seat].choose(obs, legal))
    raise LookupError(f"seed {seed} reaches no {phase} within {limit} actions")


def open_final_battle(window) -> None:
    """Put a game at the start of its Final Battle on ``window``'s table."""
    window.controller.load_record(record_until(FINAL_SEED, "final_battle"))
    if window.handoff.covered():
        window.handoff.reveal()


SCREENS = {"final-battle": open_final_battle}
