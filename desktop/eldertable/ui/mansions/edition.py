"""Which rule profile a Mansions game plays, read from its record's config (a small module
of its own: the story cards' log order and the choice of table both ask it)."""

from __future__ import annotations


def plays_first_edition(controller) -> bool:
    """Whether the game ``controller`` runs plays the first-edition rule profile."""
    if controller.game_id is None:
        return False
    options = (controller.record.config.get("options") or {}) if controller.record else {}
    from ...games.mansions.first.scenarios import is_first_edition

    try:
        return bool(is_first_edition(options.get("scenario")))
    except Exception:  # noqa: BLE001 - an unreadable scenario: not ours to judge here
        return False
