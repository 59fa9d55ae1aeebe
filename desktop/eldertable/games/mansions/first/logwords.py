"""The words of a first-edition log line: the ids an event's data holds (cards,
investigators, monsters, attributes, a test's verdict) as messages the view translates.

An event keeps the ids in its ``data`` (views and bots match on them); its ``text`` gets
the names: a card, investigator or monster by its content name (context
``content:mansions``, translated like the rest of the content), an attribute or verdict by
a message of the rules.
"""

from __future__ import annotations

from typing import Any

from ....engine.messages import Msg, N_
from ..jsonmodel import content_text

C = "mansions"

#: the tested attributes and values of a d10 test (FA-TEST-1/2)
TESTED = {
    "strength": N_(C, "Strength"), "dexterity": N_(C, "Dexterity"),
    "intellect": N_(C, "Intellect"), "luck": N_(C, "Luck"),
    "marksmanship": N_(C, "Marksmanship"), "will": N_(C, "Will"),
    "sanity": N_(C, "remaining sanity"), "health": N_(C, "remaining health"),
    "horror": N_(C, "horror"), "damage": N_(C, "damage"), "clues": N_(C, "clues"),
    "items": N_(C, "items"), "mutation": N_(C, "mutations"),
    "skill-points": N_(C, "skill points"),
}
VERDICTS = {"passes": N_(C, "passes"), "fails": N_(C, "fails")}
CARD_KEYS = ("card", "period", "item")


def named(state, args: dict[str, Any]) -> dict[str, Any]:
    """``args`` with every id it names replaced by the thing's name as a message."""
    out = dict(args)
    cards = state.cards.cards
    catalog = state.scenario.catalog
    for key in CARD_KEYS:
        cid = out.get(key)
        if isinstance(cid, str) and cid in cards:
            out[key] = content_text(cards[cid].name)
        elif isinstance(cid, str):  # a story's own possession (an item or spell of the house)
            for table in (getattr(catalog, "items", {}), getattr(catalog, "spells", {})):
                if cid in table:
                    out[key] = content_text(table[cid].name)
                    break
    who = out.get("who")
    if isinstance(who, str):
        out["who"] = content_text(who)
    mid = out.get("monster")
    if isinstance(mid, str) and mid in state.monsters:
        m = state.monsters[mid]
        out["monster"] = content_text(m.name or state.scenario.catalog.monsters[m.kind].name)
    place = out.get("place")  # a room by its id: its name
    if isinstance(place, str) and place in state.layout.rooms:
        out["place"] = content_text(state.layout.rooms[place].name)
    if out.get("what") in TESTED:
        out["what"] = Msg(TESTED[out["what"]], C)
    if out.get("verdict") in VERDICTS:
        out["verdict"] = Msg(VERDICTS[out["verdict"]], C)
    return out
