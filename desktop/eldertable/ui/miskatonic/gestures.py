"""Which drag or click on the table means which action, both ways.

Piece ids: ``card:<card>`` a card seen face up (or veiled, by its owner), ``back:<where>:<i>``
a back, ``inv:<investigator>``, ``item:<card>`` an item or book the team owns, ``loc:<place>``
a university location or Secret Rituals, ``study:<book>`` a book's seat in the Study,
``space:<space>`` Temporary Insanity, Jail or Intensive Care.

Drags: a card from the hand onto a location (PlaceCard), an investigator onto a location or
onto a book in the Study (PlaceInvestigator), an item onto an investigator (AssignItem, and
Equip before the Final Battle). Clicks: a location to reveal it, a card to resolve it next, to
give it up or to take it, an investigator to give up or to roll.
"""

from __future__ import annotations

from ...games.miskatonic import actions as A

STUDY = "study"


def places_of(act, investigators) -> tuple[str, str | None] | None:
    """``(piece, target)`` of the gesture that plays ``act``; target None is a click.
    ``investigators``: the ids that are investigators (a card to dispose may be one)."""
    t = type(act)
    if t is A.PlaceCard:
        return (f"card:{act.card}", f"loc:{act.location}")
    if t is A.PlaceInvestigator:
        if act.location == STUDY:
            return (f"inv:{act.investigator}", f"study:{act.book}")
        return (f"inv:{act.investigator}", f"loc:{act.location}")
    if t is A.AssignItem or t is A.Equip:
        return (f"item:{act.item}", f"inv:{act.investigator}")
    if t is A.RevealLocation:
        return (f"loc:{act.location}", None)
    if t is A.ResolveCard:
        return (f"card:{act.card}", None)
    if t is A.Dispose:
        if act.card in investigators:
            return (f"inv:{act.card}", None)
        return (f"card:{act.card}", None)
    if t is A.ChooseRoller:
        return (f"inv:{act.investigator}", None)
    if t is A.TakeItem and act.take:
        return (f"card:{act.item}", None)
    return None


def target_place(target_id: str) -> tuple[str, str]:
    """A target id -> (place name as the engine calls it, book or "")."""
    kind, _, rest = target_id.partition(":")
    if kind == "study":
        return STUDY, rest
    return rest, ""


def proposed(piece_id: str, target_id: str, final: bool):
    """The action a drop of ``piece_id`` on ``target_id`` would mean, legal or not."""
    kind, _, what = piece_id.partition(":")
    tkind = target_id.partition(":")[0]
    if kind == "card" and tkind in ("loc", "study", "space"):
        return A.PlaceCard(what, target_place(target_id)[0])
    if kind == "inv" and tkind in ("loc", "study", "space"):
        place, book = target_place(target_id)
        return A.PlaceInvestigator(what, place, book)
    if kind == "item" and tkind == "inv":
        inv = target_id.partition(":")[2]
        return A.Equip(what, inv) if final else A.AssignItem(what, inv)
    return None
