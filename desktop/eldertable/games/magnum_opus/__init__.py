"""Magnum Opus: the alchemy deck-building race for the Philosophers' Stone (2-4 seats).

Rules: shared/RULES.md "MO: Magnum Opus" (MO-* rules, MO-GAP-* house rules in
``assets/games/magnum_opus/house_rules.json``). Qt-free.

Package API: ``new_game(config, seed, chance=None)``, ``default_config(**options)``,
``validate_config(config)``, ``setup_spec()``, ``make_config(seats, house_rules, options)``,
``BOTS`` (``"random"``, ``"default"``), ``simulate_one``/``simulate_options``/``summarize``,
``CONTENT_KINDS``, ``validate_file``, ``ACTION_NAMESPACE``, ``card_info(card)``.

Turn: Tradeskill -> Table -> Experiment -> Pause and Consider (automatic). A phase whose
only choice is to pass is skipped (Tradeskill and Table); the Experiment Phase always asks.

Observation keys (``state.observation(seat)``; ``seat=None`` is the all-seeing view):

``game``, ``house_rules`` (the rules in force; shared, read-only), ``seat`` (the viewer), ``players``, ``current`` (``current_player()``: a seat,
CHANCE -1 or TERMINAL -2), ``active`` (whose turn), ``first``, ``turn`` (0-based turns
begun), ``round``, ``phase`` (``tradeskill``/``table``/``experiment``/``pause``/``over``),
``step`` (experiment sub-step: ``choose``/``market``/``assemble``/``attempt``),
``waiting`` (the pending step: ``roll``/``master_roll`` for the die, or a decision such as
``after``/``lead``/``mindstone``/``keep``/``mor``/``free``/``incinerate``/``reveal``/
``choose``/``tools``; ``""`` if none),
``axes`` ({``alchemical``: row types, ``mystic``: column types}),
``matrix`` (cells ``row * 4 + col``: ``{cell, discovery: card or None while face down,
state: down/up/dead, research: bool}``),
``supply`` ({card id: count}), ``search_deck``, ``research_deck`` (counts),
``clue_piles`` ({type: count}), ``bank`` ({limited, gold, experience}),
``seats`` (per seat: ``seat, gold, experience, deck`` (count), ``discard`` (cards, top
last), ``hand`` (own cards, None for others), ``hand_count``, ``table``, ``experiment``
(cards played from hand into the running attempt), ``shelves`` (Shelf cards in play),
``shelved`` (cards under them), ``set_aside``, ``picking`` (own Research choice, None for
others), ``clues`` ([{type, card, reagent}], card/reagent None unless own or revealed),
``stone``, ``research`` (tie-breaker count)),
``turn_state`` ({tradeskill_gold, tradeskill_cards, shelf_bonus, table_moves, bought,
sold}), ``transmutation`` (None or {kind: basic/stone/assistant, starter, cell,
metastones, difficulty, terms: [[card, value]], roll, rolls, experience_spent, success}),
``decision`` (None or {kind, ...}), ``final_round``, ``over``, ``winners``.

Cards are instance ids ``"<card id>#<n>"``; ``card_info`` gives a card's data.

Events (``apply``'s list; none in a quiet simulation): ``chance`` marks the dice and
shuffles (``first-player``, ``roll``, ``master-roll``, ``reshuffle``, ``search``);
``reveal`` marks whatever shows a seat a card it did not know: its own draws (``draw``,
``shelf``), a Clue (``clue``), a Research card seen or taken (``research-pick``,
``mindstone``, ``research``), the Search deck's card (``search``), Discoveries turned up
(``flip``, ``discovery``) and a Stone attempt's Clues (``reveal-clues``). The shell's undo
never steps back across either; every event meant for one seat (``visible_to``) is one of
them (tests/games/magnum_opus/test_mo_reveals.py).
"""

from __future__ import annotations

from typing import Any

from ...engine.chance import SeededChance
from .bots import BOTS
from .config import default_config, make_config, setup_spec, validate_config
from .content import CONTENT_KINDS, load_content, validate_file
from .rules import Card, card_id, make_rules
from .sim import SUMMARY_LABELS, simulate_one, simulate_options, summarize
from .state import MOState

ACTION_NAMESPACE = "magnum-opus"

__all__ = ["ACTION_NAMESPACE", "BOTS", "CONTENT_KINDS", "SUMMARY_LABELS", "MOState", "card_info", "default_config",
           "make_config", "new_game", "setup_spec", "simulate_one", "simulate_options",
           "summarize", "validate_config", "validate_file", "load_content", "card_id"]


def new_game(config: dict[str, Any], seed: int, chance=None) -> MOState:
    cfg = validate_config(config)
    rules = make_rules(cfg["house_rules"])
    return MOState(rules, cfg, chance if chance is not None else SeededChance(seed))


def card_info(card: str, house_rules: dict[str, Any] | None = None) -> Card:
    """The data of a card instance or card id (after house rules such as MO-GAP-5)."""
    rules = make_rules(house_rules or {})
    return rules.instances.get(card) or rules.cards[card_id(card)]
