"""Setting out a first-edition game: the investigators at the story's start with their
starting items (FA-USE-2), the decks shuffled (house rule FA-GAP-14 decides whether they
hold every card of our set or only the story's), the room stacks as the Keeper Guide lays
them (FA-COMP-32), and the Side Effect deck where the story can call for it (FA-USE-5,
FA-GAP-33)."""

from __future__ import annotations

from ..scenario.models import DoSideEffect
from .cards import MONSTER_CLASSES
from .figures import Investigator


def place_investigators(state) -> list:
    cat = state.scenario.catalog
    chars = {c.id: c for c in state.rules.characters}
    out = []
    for seat, iid in enumerate(state.config["investigators"]):
        char = chars[iid]
        inv = Investigator(seat, cat.investigators[iid], char.power)
        inv.items.append(char.starting_item)
        state.map.place_figure(inv.id, "investigator", state.model.map.start)
        out.append(inv)
    return out


def uses_side_effects(state) -> bool:
    """FA-USE-5, FA-GAP-33: the deck is set out when the story can call for it."""
    if state.house["FA-GAP-33"]:
        return True
    if any(p.type == "alchemy" for p in state.model.puzzles):
        return True
    if any(isinstance(o, DoSideEffect) for ev in state.model.events for o in ev.outcomes):
        return True
    cards = state.cards.cards
    return any(_calls_side_effect(cards[c].effects) for stack in state.story.rooms.values()
               for c in stack)


def _calls_side_effect(effects) -> bool:
    for eff in effects:
        if eff.do in ("side-effect", "puzzle"):
            return True
    return False


def deal_decks(state) -> None:
    cs = state.cards
    every = state.house["FA-GAP-14"] == "all"
    piles: dict[str, list[str]] = {}
    for deck in ("mythos", "trauma", "side-effect"):
        listed = state.story.decks.get(deck)
        ids = cs.decks.get(deck, []) if every or not listed else [
            c for c in cs.decks.get(deck, []) if c in listed]
        piles[deck] = list(ids)
    if not uses_side_effects(state):
        piles["side-effect"] = []
    for cls in MONSTER_CLASSES:
        piles["combat-" + cls] = [c for c in cs.decks.get("combat", [])
                                  if cs.cards[c].monster_class == cls]
    for pile in piles.values():
        state.chance.shuffle(pile)
    state.piles = piles
    state.discards = {k: [] for k in piles}
    state.rooms = {room: list(stack) for room, stack in state.story.rooms.items()}
    state.keeper_actions = list(state.story.keeper_actions)
