"""Positions to show: real games between the default bots, recorded up to a moment worth a
picture (``eldertable smoke`` renders the Final Battle from here)."""

from __future__ import annotations

from ...engine.record import GameRecord, Recorder
from ...games.miskatonic import BOTS, make_config



def record_until(seed: int, phase: str, limit: int = 5000,
                 decision: str | None = None) -> GameRecord:
    """The record of a seeded game between the default bots up to the first decision of
    ``phase`` (of kind ``decision``, when given); its seats are people, so that whoever
    opens it plays on by hand."""
    rec = Recorder("miskatonic", make_config(["human", "human"], {}), seed)
    bots = {seat: BOTS["default"](seat, seed) for seat in (0, 1)}
    state = rec.state
    for _ in range(limit):
        seat = state.current_player()
        if seat < 0:
            break
        obs = state.observation(seat)
        if obs["phase"] == phase and (decision is None
                                      or (obs["decision"] or {}).get("kind") == decision):
            return rec.record
        legal = state.legal_actions(seat)
        spread = _spread(obs, legal) if decision == "reveal" else None
        rec.apply(spread or (legal[0] if len(legal) == 1 else bots[seat].choose(obs, legal)))
    raise LookupError(f"seed {seed} reaches no {phase} within {limit} actions")


def _spread(obs, legal):
    """An investigator sent where nobody stands yet, so that several places wait to be
    revealed (None when there is no such move)."""
    from ...games.miskatonic import actions as A

    for act in legal:
        if (isinstance(act, A.PlaceInvestigator) and act.location in obs["locations"]
                and not obs["locations"][act.location]["investigators"]):
            return act
    return None


def final_battle_record(with_items: bool = True, seeds=range(100)) -> tuple[int, GameRecord]:
    """The first seeded game between the default bots in which Nyarlathotep is summoned
    (and, ``with_items``, the team has items to hand out): its seed and its record up to the
    first decision of the Final Battle."""
    for seed in seeds:
        try:
            record = record_until(seed, "final_battle")
        except LookupError:
            continue
        if not with_items or _decision(record) == "equip":
            return seed, record
    raise LookupError("no seeded game reached the Final Battle")


def _decision(record: GameRecord) -> str:
    from ...engine.record import replay

    state = replay(record)
    return state.observation(None)["decision"]["kind"]


def open_final_battle(window) -> None:
    """Put a game at the start of its Final Battle on ``window``'s table."""
    window.controller.load_record(final_battle_record()[1])
    if window.handoff.covered():
        window.handoff.reveal()


def open_reveal_choice(window, language: str | None = None) -> None:
    """A game at the investigators' choice of the reveal order, each location's chances
    in the encounter panel (in ``language``, when given)."""
    from .. import i18n

    window.controller.load_record(record_until(0, "reveal", decision="reveal"))
    if window.handoff.covered():
        window.handoff.reveal()
    if language is not None:
        i18n.set_language(language)


SCREENS = {"final-battle": open_final_battle,
           "reveal-odds": open_reveal_choice,
           "reveal-odds-zh_CN": lambda window: open_reveal_choice(window, "zh_CN")}
