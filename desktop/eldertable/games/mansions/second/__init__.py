"""Mansions, second edition: the app as Keeper against one to five investigators
(shared/RULES.md "MOM2"; house rules for every MOM2-GAP in
``assets/games/mansions/house_rules_2e.json``). Qt-free.

Modules: :mod:`.state` (the state and its agenda), :mod:`.turn` (Investigator Phase),
:mod:`.skilltests` and :mod:`.dice` (tests), :mod:`.damage` (Damage, Horror, madness,
elimination), :mod:`.monsters`, :mod:`.events` (the scenario's event graph),
:mod:`.keeper` (rounds and the Mythos Phase), :mod:`.observe`, :mod:`.config`,
:mod:`.bots` (and :mod:`.botpuzzles`, how they work out puzzles), :mod:`.sim`.

Observation keys (``state.observation(seat)``; every seat sees the same board; ``None``
is the designer's view and sees the same; ``observation(seat, False)`` is the same without
``map``, computed part by part as the simulator's bots read it, investigators field by
field):

``game``, ``rules`` ("second-edition"), ``seat``, ``scenario`` ({id, title, introduction}
as Msg JSON), ``current`` (``current_player()``: a seat, CHANCE -1, TERMINAL -2),
``round``, ``phase`` (``investigator``/``mythos``/``over``), ``mythos_step``
(``event``/``monster``/``horror`` or ""), ``active`` (the investigator taking a turn, or
None), ``lead`` (who chooses the next turn and ends the phase), ``objective`` (Msg JSON)
and ``objective_id``, ``map`` (the explored map: ``map_observation`` of the board's
module), ``tokens`` (tokens in explored spaces or on their doors: id, kind, space, door),
``map_version`` (changes whenever the explored map's passages change: rooms explored,
doors they show opened, sealed, locked or barricaded, Lock tokens in explored spaces),
``adjacency`` (for every space index, the spaces an investigator may step to; empty for
unexplored spaces), ``investigators`` (each: id, seat, name, space, alive,
health, sanity, skills, ability, damage/horror ``{"up": faceup cards, "down": count}``,
conditions, wounded, insane, items, spells, clues, actions_left, move_left, acted,
photographed), ``positions`` ({investigator id: space, None once eliminated}: the
cheap part of ``investigators`` a bot often needs alone), ``you`` (the same for the viewing seat's own investigator; None for
``seat=None``), ``monsters`` (visible ones: id, kind, name, space, damage, health, flying,
horror, awareness, brawn), ``defeated``, ``floor`` ({space: possessions lying there}),
``pending`` (None, or the step under way: ``{"kind": "test", investigator, skill,
modifier, difficulty, pool, rolled, dice, kinds, sides, spent, can_spend, rerolls, why,
text, target}``, ``{"kind": "choose", choice, investigator, options, prompt}``,
``{"kind": "puzzle", investigator, puzzle, type, text, board}`` or ``{"kind": "trade",
investigator, floor}``), ``variables`` (only those with a label), ``decks`` (cards left),
``used_tokens`` ({token: [last round used, times, "event" when the Keeper answered the
last use, "nothing" when nothing came of it]}), ``doom_round`` (the round whose
Investigator Phase ends in defeat after an elimination; 0: none), ``house_rules``,
``over``, ``outcome`` ("win"/"lose"/None), ``ending`` (Msg JSON) and ``ending_id``.

Spaces are the layout's space numbers; ``Move(figure, to)`` are the drag targets.

Events (``apply`` returns them; ``quiet()`` stops them in simulations): every roll is a
``roll`` (or ``reroll``/``monster-roll``) event with ``chance=True`` and data ``dice``,
``sides`` (8) and ``kinds``; a card drawn (``harm``, ``mythos``) has ``chance=True``; what
the Keeper makes known (``reveal`` of rooms, monsters and tokens appearing, an Insane
Condition, a scenario event running, ``keeper-event``, the Mythos Phase starting, the end)
has ``reveal=True``. Undo never crosses either. Each monster activation starts with an
``activate`` event (data ``monster``, ``space``, ``attack``): the table shows the Monster
step one activation at a time by it. Each horror check starts with a ``horror-check`` event
(data ``investigator``, ``monster``, ``rating``) whose words name both.
"""

from __future__ import annotations

from typing import Any

from ....engine.chance import SeededChance
from .actions import GAME, wrap_puzzle_action
from .config import (assign_investigators, default_config, first_lead, make_config,
                     setup_spec, validate_config)
from .ruledata import content, house_rules
from .scenarios import load, shipped
from .state import SecondEditionState

__all__ = ["GAME", "SecondEditionState", "default_config", "make_config", "new_game",
           "setup_spec", "shipped", "validate_config", "wrap_puzzle_action", "house_rules"]


def new_game(config: dict[str, Any], seed: int, chance=None) -> SecondEditionState:
    return start_game(validate_config(config), seed, chance)


def start_game(cfg: dict[str, Any], seed: int, chance=None) -> SecondEditionState:
    """A game from a config that :func:`validate_config` returned (the simulator checks
    its config once and starts every game from it)."""
    scenario = load(cfg["options"]["scenario"])
    cfg = dict(cfg, investigators=assign_investigators(cfg, seed, scenario),
               lead=first_lead(cfg, seed))
    return SecondEditionState(scenario, content(), cfg, cfg["house_rules"],
                              chance if chance is not None else SeededChance(seed))

