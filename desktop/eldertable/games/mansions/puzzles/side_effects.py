"""Drawing a Side Effect card when an alchemy completion roll fails (FA-ALCH-24).

The deck belongs to the game; a puzzle borrows it, draws at most one card and hands the
deck back in its outcome. The drawn card goes faceup beside the investigator (FA-SIDE-1),
so it is neither in the deck nor in the discards afterwards.

* FA-SIDE-5: a lone investigator who draws a card meant for several investigators discards
  it and draws again.
* FA-GAP-13 (house rule): an empty deck is rebuilt by shuffling the discards; if only
  cards for several investigators remain for a lone investigator, nothing is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ....engine.chance import ChanceSource


@dataclass
class SideEffectDeck:
    cards: list[str]
    discards: list[str] = field(default_factory=list)
    multi: list[str] = field(default_factory=list)
    solo: bool = False

    def draw(self, chance: ChanceSource, reshuffle: bool = True) -> str | None:
        """The card drawn, or None when there is none to draw."""
        while True:
            if not self.cards:
                if not (reshuffle and self.discards):
                    return None
                if self.solo and all(c in self.multi for c in self.discards):
                    return None
                self.cards, self.discards = list(self.discards), []
                chance.shuffle(self.cards)
            card = self.cards.pop(0)
            if self.solo and card in self.multi:
                self.discards.append(card)
                continue
            return card

    def to_json(self) -> dict[str, Any]:
        return {"cards": list(self.cards), "discards": list(self.discards),
                "multi": list(self.multi), "solo": self.solo}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "SideEffectDeck":
        return cls(list(data["cards"]), list(data.get("discards", [])),
                   list(data.get("multi", [])), bool(data.get("solo", False)))
