"""Cards in piles: draw, shuffle, discard, reshuffle, limited supplies, face and owner.

A :class:`Table` of cards holds every card of a game in exactly one :class:`Pile`. Cards
are ids (strings); what a card *is* lives in the game's content data. Moving a card takes
it out of one pile and puts it into another, so no card is ever lost or duplicated;
:meth:`Table.check` proves it (tests run it after every action).

Piles are plain lists with index 0 as the top. Hidden information is decided per pile:
``face`` is "down" (nobody sees the cards, only the count), "up" (everyone sees them) or
"owner" (only the owning seat sees them, like a hand).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable

from .chance import ChanceSource


class CardError(Exception):
    """A card move that the piles cannot make (empty pile, card not there, over a limit)."""


FACES = ("down", "up", "owner")


@dataclass
class Pile:
    name: str
    cards: list[str] = field(default_factory=list)
    face: str = "down"
    owner: int | None = None
    limit: int | None = None

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: str) -> bool:
        return card in self.cards

    def visible_to(self, seat: int | None) -> bool:
        if seat is None or self.face == "up":
            return True
        return self.face == "owner" and self.owner == seat

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know of this pile: the cards, or only how many there are."""
        if self.visible_to(seat):
            return {"count": len(self.cards), "cards": list(self.cards)}
        return {"count": len(self.cards)}

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "cards": list(self.cards), "face": self.face,
                "owner": self.owner, "limit": self.limit}


class Table:
    """All the piles of one game; the single owner of every card id."""

    def __init__(self) -> None:
        self.piles: dict[str, Pile] = {}
        self._census: Counter[str] = Counter()

    # -- building
    def add_pile(self, name: str, cards: Iterable[str] = (), face: str = "down",
                 owner: int | None = None, limit: int | None = None) -> Pile:
        if name in self.piles:
            raise CardError(f"pile {name!r} exists already")
        if face not in FACES:
            raise CardError(f"face must be one of {FACES}")
        pile = Pile(name, list(cards), face, owner, limit)
        if limit is not None and len(pile) > limit:
            raise CardError(f"pile {name!r} holds more than {limit}")
        self.piles[name] = pile
        self._census.update(pile.cards)
        return pile

    def __getitem__(self, name: str) -> Pile:
        try:
            return self.piles[name]
        except KeyError:
            raise CardError(f"no pile {name!r}") from None

    def where(self, card: str) -> str | None:
        for pile in self.piles.values():
            if card in pile.cards:
                return pile.name
        return None

    # -- moves
    def move(self, card: str, src: str, dst: str, *, to_top: bool = False) -> None:
        a, b = self[src], self[dst]
        if card not in a.cards:
            raise CardError(f"card {card!r} is not in {src!r}")
        if b.limit is not None and len(b) >= b.limit and a is not b:
            raise CardError(f"pile {dst!r} is full ({b.limit})")
        a.cards.remove(card)
        if to_top:
            b.cards.insert(0, card)
        else:
            b.cards.append(card)

    def draw(self, src: str, dst: str, n: int = 1, *, reshuffle_from: str | None = None,
             chance: ChanceSource | None = None) -> list[str]:
        """Move up to ``n`` cards from the top of ``src`` to ``dst``.

        When ``src`` runs out and ``reshuffle_from`` is given, that pile is shuffled (with
        ``chance``) into ``src`` first. Returns the cards drawn (fewer when both run out).
        """
        drawn: list[str] = []
        for _ in range(n):
            if not self[src].cards and reshuffle_from is not None and self[reshuffle_from].cards:
                self.reshuffle(reshuffle_from, src, chance)
            if not self[src].cards:
                break
            card = self[src].cards[0]
            self.move(card, src, dst)
            drawn.append(card)
        return drawn

    def shuffle(self, name: str, chance: ChanceSource) -> None:
        chance.shuffle(self[name].cards)

    def reshuffle(self, src: str, dst: str, chance: ChanceSource | None) -> None:
        """Shuffle every card of ``src`` (a discard pile) into ``dst`` (the deck)."""
        if chance is None:
            raise CardError("reshuffling needs a chance source")
        moved = self[src].cards
        self[src].cards = []
        self[dst].cards.extend(moved)
        chance.shuffle(self[dst].cards)

    def put_bottom(self, card: str, src: str, dst: str) -> None:
        self.move(card, src, dst)

    # -- invariants and views
    def check(self) -> None:
        """Raise CardError unless every card is in exactly one pile and limits hold."""
        seen: Counter[str] = Counter()
        for pile in self.piles.values():
            seen.update(pile.cards)
            if pile.limit is not None and len(pile) > pile.limit:
                raise CardError(f"pile {pile.name!r} holds {len(pile)} > {pile.limit}")
        if seen != self._census:
            lost = self._census - seen
            extra = seen - self._census
            raise CardError(f"cards lost {sorted(lost)} or duplicated/foreign {sorted(extra)}")

    def view(self, seat: int | None) -> dict[str, Any]:
        return {name: pile.view(seat) for name, pile in self.piles.items()}

    def to_json(self) -> list[dict[str, Any]]:
        return [p.to_json() for p in self.piles.values()]

    @classmethod
    def from_json(cls, data: list[dict[str, Any]]) -> "Table":
        table = cls()
        for p in data:
            table.add_pile(p["name"], p["cards"], p.get("face", "down"), p.get("owner"),
                           p.get("limit"))
        return table


class Supply:
    """Counted, limited stock (gold, experience, tokens): take fails past zero."""

    def __init__(self, stock: dict[str, int]) -> None:
        self.stock = dict(stock)
        self.total = dict(stock)

    def take(self, kind: str, n: int = 1) -> int:
        """Take up to ``n``; returns how many were really there."""
        have = self.stock.get(kind, 0)
        got = min(have, max(0, n))
        self.stock[kind] = have - got
        return got

    def give_back(self, kind: str, n: int = 1) -> None:
        if self.stock.get(kind, 0) + n > self.total.get(kind, 0):
            raise CardError(f"more {kind!r} returned than the supply ever held")
        self.stock[kind] = self.stock.get(kind, 0) + n

    def to_json(self) -> dict[str, Any]:
        return {"stock": dict(self.stock), "total": dict(self.total)}
