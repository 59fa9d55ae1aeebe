"""Miskatonic Madness: the Qt-free rules, content, bots and simulator hook.

Two seats: 0 is the cultist, 1 the investigators (MM-GEN-1, MM-GEN-2). Winners are
``"cultist"`` or ``"investigators"``; ``Result.extras["final_battle"]`` says whether
Nyarlathotep was summoned. Rules are RULES.md's MM-* rules; every MM-GAP-* is a house rule
in ``assets/games/miskatonic/house_rules.json`` read from ``config["house_rules"]``.

Modules: :mod:`.models` (pydantic file models), :mod:`.content` (loading, cross-checks,
compiled lookups), :mod:`.rules` (house rules and the per-game rules object),
:mod:`.actions`, :mod:`.state` (piles, tracks, step machine, action handlers),
:mod:`.turn` (draw, play, investigation, rituals, cleanup), :mod:`.reveal` (locations,
cards, checks, combat, the Study), :mod:`.final` (the Final Battle), :mod:`.dice` (fast
exact d6 rolls), :mod:`.legal`, :mod:`.observe`, :mod:`.bots` (with :mod:`.botvalue`, what
a card is worth to a team, and :mod:`.botwhere`, where hidden cards may lie), :mod:`.sim`,
:mod:`.config`.

Observation keys (``state.observation(seat)``; seat 0 cultist, 1 investigators, None all):

``game``, ``seat``, ``turn``
    "miskatonic", the seat observed, the turn number (1-based).
``phase``
    "draw", "play", "investigation", "reveal", "cleanup", "final_battle" or "over".
``to_move``
    The seat that decides now, or TERMINAL (-2).
``decision``
    None, or ``{"seat", "kind", "options"?, "why"?}``; kind is one of "play",
    "investigate", "reveal" (options: locations), "order" (options: cards to resolve next),
    "dispose" (options: cards; why: "fight", "ritual" or "final"), "reroll" (options:
    [roll slot]), "take" (options: [item]), "roller" (options: investigators), "equip".
``tracks``
    ``{"summon": n, "mythos": n, "goal": 20}``.
``locations``
    For each of the six university locations and "secret_rituals": ``{"cards": [...],
    "investigators": [ids], "revealed": bool, "open": bool}``. A card is ``{"id", "face":
    "up"|"down"}``, or ``{"back": True}`` for a face-down card the seat may not know.
    ``open`` is False for a location closed by a house rule (MM-GAP-8).
``study``
    ``{"readers": [[investigator, book], ...]}``.
``spaces``
    Investigator ids in "pool" (free), "intensive_care", "temporary_insanity", "jail",
    "final" (the row facing Nyarlathotep) and "dead".
``investigators``
    Every owned investigator: ``{"where": pile, "attributes": {combat, investigation,
    stealth, sanity}, "items": [items carried this turn]}``.
``hand``
    The cultist's hand (seat 0 and None only); ``hand_count`` for everyone.
``deck_count``, ``possessions`` (the team's items and books), ``assigned`` ({item:
investigator}), ``books_read``, ``cult_items``, ``score`` (cards the team gained),
``removed`` (out of the game), ``set_aside`` (left out by house rules), ``known_hidden``
(cards everyone saw go back to the cultist's hand and not shown since).
``placed``, ``must_place``
    Cards the cultist placed this turn, and the minimum (MM-PLAY-1).
``ring_used``
    ``{"cultist": bool, "investigators": bool}``: the Magical Ring's reroll this turn.
``rolls``
    The latest faces per roll slot ("chk", "inv", "foe", "rit", "fs", "fb", "ny").
``roll_at``
    ``{slot: place}``: where the "chk", "inv", "foe" and "rit" rolls were rolled.
``current_location``, ``current_card``, ``check_need``
    What is being resolved, and the successes the running check needs.
``final_battle``
    None, or ``{"round", "members", "insane", "row", "nyarlathotep_dice",
    "investigator_dice"}``.
``summoned``, ``house_rules``, ``result`` (None or ``{"winners", "final_battle"}``).

``state.prompt(seat)`` says in words what that seat may do now.
"""

from __future__ import annotations

from pathlib import Path

from .actions import NS as ACTION_NAMESPACE
from .bots import BOTS
from .config import default_config, make_config, new_game, setup_spec, validate_config
from .content import CONTENT_KINDS, ContentError, load_content
from .content import validate_file as _validate_file
from .sim import SUMMARY_LABELS, simulate_one, simulate_options, summarize


def validate_file(path: Path | str) -> list[str]:
    """Problems of one content file as ``"<file>: <json.path>: <message>"`` (empty: valid)."""
    return _validate_file(path)


__all__ = ["ACTION_NAMESPACE", "BOTS", "CONTENT_KINDS", "SUMMARY_LABELS", "ContentError", "default_config",
           "load_content", "make_config", "new_game", "setup_spec", "simulate_one",
           "simulate_options", "summarize", "validate_config", "validate_file"]
