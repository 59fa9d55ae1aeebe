"""The cards of the card games, for an entry each in the rules reference (Qt-free; the
entries are made by ``model.with_cards``).

The shipped reference files hold the rules; the cards' own entries are made from the game's
content when a reference is loaded, so that a card added to the content has its entry too.
Each entry is titled with the card's name and holds its text as the content writes it (our
own words, translated in the same ``content:<game>`` context), under the reference's section
for its group of cards, with a link to the rules section that covers it. The topic
``card:<id>`` ("Rules for this" on the card) opens it, and searching the card's name finds
it.
"""

from __future__ import annotations

import re


def _cards(reference: str) -> list[tuple[str, str, str]]:
    """(card id, English name, English text) of every card of the reference's game."""
    if reference == "magnum-opus":
        from ...games.magnum_opus.rules import make_rules

        cards = make_rules({}).cards
        return [(cid, c.name.text, c.text.text) for cid, c in cards.items()]
    if reference == "miskatonic":
        from ...games.miskatonic import load_content

        cards = load_content().cards
        return [(cid, c.name.text, c.text.text) for cid, c in cards.items()]
    return []


def section_id(card: str) -> str:
    return "c-" + re.sub(r"[^a-z0-9-]+", "-", card.lower()).strip("-")[:60]
