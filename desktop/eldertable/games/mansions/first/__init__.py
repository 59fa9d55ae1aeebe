"""Mansions, first edition with Forbidden Alchemy: one to five investigators against the
Keeper, a seat like any other (a person at the same screen or the Keeper bot). Qt-free.
Rules: shared/RULES.md "FA" with every FA-GAP a house rule in
``assets/games/mansions/house_rules_1e.json`` (and the puzzle data's FA rules).

Modules: :mod:`.state` (the state), :mod:`.setup`, :mod:`.turn` (investigator turns),
:mod:`.keeper` (the Keeper turn, monsters), :mod:`.resolve` (card effects, tests, harm,
puzzles), :mod:`.d10` (the d10 test), :mod:`.combat` (combat cards), :mod:`.story`
(scenario events, epilogues), :mod:`.observe` (what each seat sees), :mod:`.cards` and
:mod:`.effects` (the card data, docs/first-edition-cards.md), :mod:`.ruledata`,
:mod:`.config`, :mod:`.bots`, :mod:`.sim`.
"""

from __future__ import annotations

from typing import Any

from ....engine.chance import SeededChance
from .cards import card_set
from .config import assign_investigators, setup_spec, validate_config
from .ruledata import rules_data
from .scenarios import is_first_edition, load, shipped
from .state import FirstEditionState

__all__ = ["FirstEditionState", "is_first_edition", "new_game", "setup_spec", "shipped",
           "start_game", "validate_config"]


def new_game(config: dict[str, Any], seed: int, chance=None) -> FirstEditionState:
    return start_game(validate_config(config), seed, chance)


def start_game(cfg: dict[str, Any], seed: int, chance=None) -> FirstEditionState:
    """A game from a config :func:`validate_config` returned."""
    scenario = load(cfg["options"]["scenario"])
    cfg = dict(cfg, investigators=assign_investigators(cfg, seed))
    return FirstEditionState(scenario, scenario.model.first_edition, card_set(),
                             rules_data(), cfg, cfg["house_rules"],
                             chance if chance is not None else SeededChance(seed))
