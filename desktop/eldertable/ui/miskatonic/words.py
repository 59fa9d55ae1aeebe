"""The view's own words (every one through ``self.tr`` with a literal string), and the names
the content gives (translated in the ``content:miskatonic`` context)."""

from __future__ import annotations

import html

from PySide6.QtCore import QObject

from ...games.miskatonic import load_content
from ..i18n import join_names, tr_msg

PHASES = ("draw", "play", "investigation", "reveal", "cleanup", "final_battle")
ATTRIBUTES = ("combat", "investigation", "stealth", "sanity")


class Words(QObject):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.content = load_content()

    # ---- names from the content

    def card(self, card: str) -> str:
        return tr_msg(self.content.card_name(card))

    def place(self, loc: str) -> str:
        return tr_msg(self.content.location_name(loc))

    def place_text(self, loc: str) -> str:
        """The place's flavour text, translated ("" when it has none)."""
        text = self.content.location_text(loc)
        return tr_msg(text) if text is not None else ""

    def place_tip(self, loc: str, rest: str) -> str:
        """A place's tooltip (rich text): its name, its flavour text in italics, then
        ``rest`` (plain words)."""
        parts = [f"<b>{html.escape(self.place(loc))}</b>"]
        flavour = self.place_text(loc)
        if flavour:
            parts.append(f"<i>{html.escape(flavour)}</i>")
        parts.append(html.escape(rest))
        return "<br>".join(parts)

    def seat(self, seat: int) -> str:
        return self.tr("Cultist") if seat == 0 else self.tr("Investigators")

    # ---- the view's words

    def phase(self, phase: str) -> str:
        return {"draw": self.tr("Draw"), "play": self.tr("Play cards"),
                "investigation": self.tr("Investigation"), "reveal": self.tr("Reveal"),
                "cleanup": self.tr("Cleanup"), "final_battle": self.tr("Final Battle"),
                "over": self.tr("Game over")}.get(phase, phase)

    def kind(self, kind: str) -> str:
        return {"cultist": self.tr("Cultist"), "monster": self.tr("Monster"),
                "event": self.tr("Event"), "encounter": self.tr("Encounter"),
                "human": self.tr("Human"), "item": self.tr("Item"), "book": self.tr("Book"),
                "ally": self.tr("Ally"), "investigator": self.tr("Investigator")}.get(kind, kind)

    def attribute(self, name: str) -> str:
        return {"combat": self.tr("Combat"), "investigation": self.tr("Investigation"),
                "stealth": self.tr("Stealth"), "sanity": self.tr("Sanity")}.get(name, name)

    def slot(self, slot: str) -> str:
        """A roll slot of the observation's ``rolls``."""
        return {"chk": self.tr("Check"), "inv": self.tr("Investigators"),
                "foe": self.tr("Enemy"), "rit": self.tr("Ritual"),
                "fs": self.tr("Sanity before Nyarlathotep"), "fb": self.tr("Investigators"),
                "ny": self.tr("Nyarlathotep")}.get(slot, slot)

    def combat(self, n: int) -> str:
        return self.tr("Combat {n}").format(n=n)

    def carries(self, items: str) -> str:
        return self.tr("Carries: {items}").format(items=items)

    def where(self, locations: tuple[str, ...], rituals: bool) -> str:
        """Where a card may be played, in words."""
        if locations:
            places = join_names(self.place(x) for x in locations)
            return self.tr("Only on: {places}").format(places=places)
        if rituals:
            return self.tr("Any location, or Secret Rituals")
        return self.tr("Any location")
