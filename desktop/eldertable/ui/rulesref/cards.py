"""An entry in the rules reference for every card of the card games (Qt-free).

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

from .model import SECTION_ID, Block, Reference, Section


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


def with_cards(ref: Reference) -> Reference:
    """``ref`` with an entry for every card it has none for, and each card's topic opening
    its own entry."""
    cards = _cards(ref.reference)
    if not cards:
        return ref
    have = {s.id for s in ref.sections}
    parent_default = "cards" if "cards" in have else None
    sections = list(ref.sections)
    topics = dict(ref.topics)
    for cid, name, text in cards:
        sid = section_id(cid)
        if not re.fullmatch(SECTION_ID, sid):
            continue
        if sid not in have:
            rules = topics.get(f"card:{cid}")  # the rules section it pointed at before
            parent = rules if rules is not None and rules.startswith("card") else parent_default
            # braces would read as marks: a content text never holds them, but be sure
            words = (text or name).replace("{", "(").replace("}", ")")
            blocks = [Block(text=words)]
            if rules is not None and rules in have:
                blocks.append(Block(text="{see:" + rules + "}"))  # the rules it follows
            sections.append(Section(id=sid, parent=parent, title=name, blocks=tuple(blocks)))
            have.add(sid)
        topics[f"card:{cid}"] = sid
    return ref.model_copy(update={"sections": tuple(sections), "topics": topics})
