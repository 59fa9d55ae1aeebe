"""Puzzles of the Mansions table, as Qt-free rules objects.

* Forbidden Alchemy (first edition): :mod:`.alchemy`, and the wiring, lock and rune
  puzzles the expansion compares it to (:mod:`.wiring`, :mod:`.lock`, :mod:`.rune`).
* Second edition: the code, lock and slide puzzles (:mod:`.codes`, :mod:`.lock`,
  :mod:`.slide`).

Every puzzle is a one-seat :class:`~eldertable.engine.protocol.State` with JSON
``to_json``/``from_json`` and an :class:`~.base.Outcome` for whatever opened it.
:func:`puzzle_from_json` rebuilds any of them from a save.
"""

from __future__ import annotations

from typing import Any

from ....engine.chance import ChanceSource
from .base import Outcome, PuzzleState
from .budget import FirstEditionBudget, SecondEditionBudget


def puzzle_classes() -> dict[str, type[PuzzleState]]:
    from .alchemy import AlchemyPuzzle
    from .codes import CodePuzzle
    from .lock import FirstEditionLock, SecondEditionLock
    from .rune import RunePuzzle
    from .slide import SlidePuzzle
    from .wiring import WiringPuzzle

    classes = (AlchemyPuzzle, CodePuzzle, SecondEditionLock, SlidePuzzle, WiringPuzzle,
               FirstEditionLock, RunePuzzle)
    return {c.kind: c for c in classes}


def puzzle_from_json(data: dict[str, Any], chance: ChanceSource | None = None) -> PuzzleState:
    """Any puzzle from its JSON; ValueError on anything that is not a known puzzle."""
    if not isinstance(data, dict):
        raise ValueError("a puzzle is a JSON object")
    cls = puzzle_classes().get(data.get("kind"))  # type: ignore[arg-type]
    if cls is None:
        raise ValueError(f"unknown puzzle kind {data.get('kind')!r}")
    try:
        return cls.from_json(data, chance)
    except (KeyError, TypeError, IndexError) as exc:
        raise ValueError(f"a {cls.kind} puzzle that cannot be read back: {exc}") from None


__all__ = ["FirstEditionBudget", "Outcome", "PuzzleState", "SecondEditionBudget",
           "puzzle_classes", "puzzle_from_json"]
