"""Combat cards by monster class and attack type (FA-COMBAT-1/2, FA-WEAP-1/2, FA-GAP-15).

There is one combat deck per monster class. An attack draws cards from the deck of the
monster's class until one has an entry that answers the attack; only that entry is
resolved. Which entry types answer which weapon:

============== =================================================
weapon         entry types it answers
============== =================================================
unarmed        unarmed
melee          melee
sharp          sharp, melee
blunt          blunt, melee
sharp-blunt    melee, sharp, blunt (FA-WEAP-1/2)
firearm        firearm
spell          spell
monster        monster (the Keeper's attack)
============== =================================================

Cards passed over go to the discard pile or the bottom of the deck (FA-GAP-15); an empty
deck is reshuffled from the discards once; if nothing answers, there is no card.
"""

from __future__ import annotations

ANSWERS = {
    "unarmed": ("unarmed",),
    "melee": ("melee",),
    "sharp": ("sharp", "melee"),
    "blunt": ("blunt", "melee"),
    "sharp-blunt": ("melee", "sharp", "blunt"),
    "firearm": ("firearm",),
    "spell": ("spell",),
    "monster": ("monster",),
}


def matching_entry(card, weapon: str) -> int | None:
    """The index of the entry of ``card`` that answers ``weapon`` (first one), or None."""
    wanted = ANSWERS[weapon]
    for i, entry in enumerate(card.entries):
        if any(t in wanted for t in entry.attack):
            return i
    return None


def draw_matching(pile: list[str], discards: list[str], cards, weapon: str, chance,
                  passed_over: str = "discard") -> tuple[str, int] | None:
    """Draw from ``pile`` (top first) until a card answers ``weapon``; returns (card,
    entry index) with the card out of both piles (the caller discards it once resolved),
    or None. ``pile`` and ``discards`` change in place."""
    for attempt in (0, 1):
        if attempt == 1:
            if not discards:
                return None
            pile.extend(discards)
            discards.clear()
            chance.shuffle(pile)
        for _ in range(len(pile)):
            cid = pile.pop(0)
            entry = matching_entry(cards[cid], weapon)
            if entry is not None:
                return cid, entry
            (pile if passed_over == "bottom" else discards).append(cid)
    return None
