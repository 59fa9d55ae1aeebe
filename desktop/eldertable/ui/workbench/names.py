"""What the plots call the sides and the keys of a game's summaries.

A game may give its own words for them (``SUMMARY_LABELS`` in its package: id -> Msg, e.g.
``"cultist"`` -> "Cultist", ``"final_battles"`` -> "Final battles"), shown in the current
language; any other key is shown as written, its underscores as spaces. Ids a scenario
brings (its endings, events) have no entry there and stay as the scenario writes them.
"""

from __future__ import annotations

from functools import lru_cache

from ...engine import registry
from ..i18n import tr_msg
from .results import WHEN_SUFFIXES


def pretty(name: str) -> str:
    for suffix in WHEN_SUFFIXES:
        name = name.removesuffix(suffix)
    return name.replace("_", " ").replace("/", " / ")


@lru_cache(maxsize=None)
def _labels(game: str) -> dict:
    entry = registry.GAMES.get(game)
    if entry is None or not entry.available():
        return {}
    try:
        module = entry.load()
    except (ImportError, ValueError):
        return {}
    labels = getattr(module, "SUMMARY_LABELS", None)
    return labels if isinstance(labels, dict) else {}


def name_of(game: str, key: str, capital: bool = False) -> str:
    """``key`` of ``game``'s summaries in the current language (``capital``: a title's
    first word, for keys the game gives no words for)."""
    msg = _labels(game).get(key)
    if msg is None:
        for suffix in WHEN_SUFFIXES:
            base = key.removesuffix(suffix)
            if base != key and base in _labels(game):
                return tr_msg(_labels(game)[base])
        text = pretty(key)
        return text.capitalize() if capital else text
    return tr_msg(msg)
