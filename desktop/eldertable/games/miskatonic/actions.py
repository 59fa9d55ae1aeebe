"""The actions of Miskatonic Madness: small frozen dataclasses, one gesture each.

The mouse UI maps one drag or click to one action: the cultist drops one card on one
location (:class:`PlaceCard`), the investigator drops one investigator on a location or on
a book in the Study (:class:`PlaceInvestigator`), slides an item under a placed
investigator (:class:`AssignItem`), clicks a location to reveal it next
(:class:`RevealLocation`), and so on. Action objects are shared: the constructors below
return one cached object per distinct value, so legal-action lists cost no allocation.
"""

from __future__ import annotations

from functools import lru_cache

from eldertable.engine.protocol import action

NS = "miskatonic"


@action(NS)
class PlaceCard:
    """Cultist: put one card from the hand face down on a location (MM-PLAY-1, -2)."""
    card: str
    location: str


@action(NS)
class EndPlay:
    """Cultist: stop placing cards (once at least 6 are down, MM-PLAY-1)."""


@action(NS)
class PlaceInvestigator:
    """Investigators: put one free investigator on a location, or in the Study to read
    ``book`` (MM-INV-1..4, MM-GAP-10)."""
    investigator: str
    location: str
    book: str = ""


@action(NS)
class AssignItem:
    """Investigators: slide an owned item under a placed investigator for this turn."""
    item: str
    investigator: str


@action(NS)
class EndInvestigation:
    """Investigators: done placing; the Reveal Phase begins."""


@action(NS)
class RevealLocation:
    """Investigators: reveal this location next (MM-REV-1)."""
    location: str


@action(NS)
class ResolveCard:
    """Investigators: resolve this card next within its group (MM-GAP-38)."""
    card: str


@action(NS)
class Dispose:
    """The loser of a combat round gives up this card; the cultist loses this cultist to a
    ritual 1; the chooser names an investigator Nyarlathotep kills."""
    card: str


@action(NS)
class Reroll:
    """The Magical Ring's side rerolls the roll just made (``use``) or keeps it."""
    use: bool


@action(NS)
class TakeItem:
    """Cultist: take (or leave) an item at a location where the cultists beat every
    investigator (MM-CARD-38, MM-CARD-74)."""
    item: str
    take: bool


@action(NS)
class ChooseRoller:
    """Investigators: the one investigator who rolls a single-roller check (Comet)."""
    investigator: str


@action(NS)
class Equip:
    """Investigators: give an owned item to an investigator for the Final Battle."""
    item: str
    investigator: str


@action(NS)
class StartFinalBattle:
    """Investigators: equipment done; face Nyarlathotep."""


END_PLAY = EndPlay()
END_INVESTIGATION = EndInvestigation()
START_FINAL = StartFinalBattle()
REROLL_YES = Reroll(True)
REROLL_NO = Reroll(False)


@lru_cache(maxsize=None)
def place_card(card: str, location: str) -> PlaceCard:
    return PlaceCard(card, location)


@lru_cache(maxsize=None)
def place_investigator(inv: str, location: str, book: str = "") -> PlaceInvestigator:
    return PlaceInvestigator(inv, location, book)


@lru_cache(maxsize=None)
def assign_item(item: str, inv: str) -> AssignItem:
    return AssignItem(item, inv)


@lru_cache(maxsize=None)
def reveal(location: str) -> RevealLocation:
    return RevealLocation(location)


@lru_cache(maxsize=None)
def resolve(card: str) -> ResolveCard:
    return ResolveCard(card)


@lru_cache(maxsize=None)
def dispose(card: str) -> Dispose:
    return Dispose(card)


@lru_cache(maxsize=None)
def take_item(item: str, take: bool) -> TakeItem:
    return TakeItem(item, take)


@lru_cache(maxsize=None)
def choose_roller(inv: str) -> ChooseRoller:
    return ChooseRoller(inv)


@lru_cache(maxsize=None)
def equip(item: str, inv: str) -> Equip:
    return Equip(item, inv)
