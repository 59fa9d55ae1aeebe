"""Where the cards of a first-edition game are, for the checks that no card is lost or
doubled (the soak's card conservation).

The places that hold cards: the draw piles and their discard piles (combat per class),
the room stacks, the Keeper's hand, the cards investigators keep face up (traumas, traits,
Side Effects) and the Side Effect deck with its discards. Every card of those places stays
in them for the whole game: a card drawn, played or passed goes to another of them.

Investigators' items and spells are not cards here: exploring discards the exploration
card and the investigator takes the item it names (a starting item is the investigator's
from the start); an item used up, dropped or taken by a Keeper card leaves play, as the
rules say. Trait cards wait in a supply set aside (:data:`SUPPLY_DECKS`): an exploration
card names one and the investigator keeps it, so a trait card comes into the places once
at most (no more copies than the card set has) and is counted apart. The one card that
may leave the places is the card that started a finished alchemy puzzle when house rule
FA-GAP-31 sends it out of the game.
"""

from __future__ import annotations

from collections import Counter
from itertools import chain


def card_places(state) -> dict[str, list[str]]:
    """Place name -> the card ids there (the lists themselves: read, never change)."""
    out: dict[str, list[str]] = {}
    for deck, cards in state.piles.items():
        out["pile:" + deck] = cards
    for deck, cards in state.discards.items():
        out["discard:" + deck] = cards
    for room, stack in state.rooms.items():
        out["room:" + room] = stack
    out["keeper-hand"] = state.hand
    for inv in state.investigators:
        out["kept:" + inv.id] = inv.kept
    out["side-effect-deck"] = state.side_effects.cards
    out["side-effect-discards"] = state.side_effects.discards
    return out


#: decks whose cards come into play from a supply set aside, named by another card
SUPPLY_DECKS = frozenset({"trait"})


def census(state) -> tuple[Counter, Counter]:
    """How many of each card the places hold: (the cards that stay in the places, the
    cards taken from the supply)."""
    kept = Counter(chain.from_iterable(card_places(state).values()))
    supply = Counter({c: kept.pop(c) for c in _supply_cards(state.cards) if c in kept})
    return kept, supply


def _supply_cards(cards) -> frozenset[str]:
    found = _SUPPLY.get(id(cards))
    if found is None or found[0] is not cards:
        found = _SUPPLY[id(cards)] = (cards, frozenset(
            c for deck in SUPPLY_DECKS for c in cards.decks.get(deck, ())))
    return found[1]


_SUPPLY: dict[int, tuple] = {}  # card set id -> (card set, its supply cards)


def copies(state) -> Counter:
    """How many of each card the game's card set has."""
    return Counter(chain.from_iterable(state.cards.decks.values()))


def may_leave(state) -> bool:
    """Whether a card may leave the places by the rules in force (FA-GAP-31 "remove")."""
    return state.house.get("FA-GAP-31") == "remove"


def misplaced(state) -> list[str]:
    """Cards in a pile of another deck: "card X in pile:Y" for each (empty: none)."""
    deck_of = state.cards.deck_of
    out = []
    for place, cards in card_places(state).items():
        kind, _, deck = place.partition(":")
        if kind not in ("pile", "discard"):
            continue
        want = "combat" if deck.startswith("combat-") else deck
        out += [f"card {c} in {place}" for c in cards if deck_of.get(c) != want]
    return out
