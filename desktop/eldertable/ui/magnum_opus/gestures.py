"""Which gesture on the Magnum Opus table plays which action.

:func:`places_of` lists every (piece, target) pair that plays an action, target None being
a click; :func:`proposed_action` says what a drop means by where it lands, so that a refused
drop can be explained. Pure functions of the action and the viewing seat's observation.
"""

from __future__ import annotations

from typing import Any

from ...games.magnum_opus import actions as A
from ...games.magnum_opus import card_id


def mine(obs: dict[str, Any], viewer: int) -> dict[str, Any]:
    """The viewing seat's part of the observation ({} before a game)."""
    seats = obs.get("seats") or []
    return seats[viewer] if 0 <= viewer < len(seats) else {}


def places_of(act, obs: dict[str, Any], viewer: int) -> list[tuple[str, str | None]]:
    """Every (piece, target) gesture that plays ``act``; target None is a click."""
    t = type(act)
    me = viewer
    card = getattr(act, "card", None)
    piece = f"card:{card}" if card else None
    if t is A.PlayTradeskill:
        return [(piece, f"gold:{me}" if act.resource == "gold" else f"deck:{me}")]
    if t is A.PlaceOnTable or t is A.UnshelveCard or t is A.PlayAction:
        return [(piece, "zone:table")]
    if t is A.ReturnToHand:
        gap10 = obs.get("house_rules", {}).get("MO-GAP-10") == "discard"
        return [(piece, f"discard:{me}" if gap10 else "zone:hand")]
    if t is A.ShelveCard:
        return [(piece, "zone:shelf")]
    if t is A.StartTransmutation:
        if act.stone:
            return [(piece, "zone:stone")]
        out = [(piece, "zone:table")]
        if card not in (mine(obs, viewer).get("hand") or []):
            out.append((piece, None))
        return out
    if t is A.AddToExperiment:
        if act.as_reagent:
            return [(piece, f"supply:{act.as_reagent}")]
        return [(piece, "zone:table"), (piece, None)]
    if t is A.SearchReagents:
        return [("search", None)]
    if t is A.Buy:
        return [(f"supply:{act.item}", None), (f"supply:{act.item}", f"discard:{me}")]
    if t is A.Sell:
        return [(piece, f"supply:{card_id(card)}")]
    if t is A.PayAssistant or t is A.RevealDiscovery:
        return [(f"cell:{act.cell}", None)]
    if t is A.ReturnLead:
        return [(piece, f"supply:{card_id(card)}"), (piece, None)]
    if t is A.KeepResearch or t is A.KeepTool:
        return [(piece, None)]
    if t is A.TakeClue:
        return [(f"cluepile:{act.clue}", None)]
    if t is A.TakeReagent or t is A.TakeCard:
        return [(f"supply:{act.item}", None)]
    return []


def proposed_action(piece_id: str, zone: str, obs: dict[str, Any], viewer: int, book):
    """What dropping ``piece_id`` on ``zone`` would mean, legal or not (for the refusal)."""
    if not piece_id.startswith("card:"):
        return None
    card = piece_id[5:]
    me = viewer
    phase, step = obs.get("phase"), obs.get("step")
    info = book.info(card)
    if zone == "zone:table":
        if step == "assemble":
            return A.AddToExperiment(card, "")
        if phase == "experiment":
            return A.PlayAction(card) if info.on_play else A.StartTransmutation(card, False)
        if card in (mine(obs, viewer).get("shelved") or []):
            return A.UnshelveCard(card)
        return A.PlaceOnTable(card)
    if zone == "zone:stone":
        return A.StartTransmutation(card, True)
    if zone == "zone:hand":
        return A.ReturnToHand(card)
    if zone == "zone:shelf":
        return A.ShelveCard(card)
    if zone in (f"gold:{me}", f"deck:{me}"):
        return A.PlayTradeskill(card, "gold" if zone.startswith("gold") else "cards")
    if zone.startswith("supply:"):
        return A.Sell(card)
    return None
