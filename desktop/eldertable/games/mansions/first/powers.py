"""The first-edition investigator powers (FA-GAP-1 base rules as house rules; FA-COMP-17
Character cards state them): the ``power`` of each character in
``assets/games/mansions/first/rules.json``.

=========  ===========================================================================
power      what it does
=========  ===========================================================================
keen-eye   may look at a monster token's hidden side that stays hidden from the other
           investigators (a byakhee's, FA-BYAK-3); :mod:`.observe` shows it
steady     +1 to every horror check (the Will test on meeting a monster)
quick      one space more in the movement step of each turn (not on the Run action)
tough      +1 to every Strength test a combat card asks for, in the investigator's own
           attack and in a monster's attack on them (either/or tests too, when Strength
           is the attribute chosen)
lucky      +1 to every Luck test (either/or tests too, when Luck is the attribute
           chosen); the alchemy puzzle's "add Luck to Intellect" (FA-GAP-2) is no test
           and takes Luck as it is
=========  ===========================================================================

The bonuses are added to the number rolled under, like a test's own modifier (FA-TEST-3),
so a 1 still always passes and a 10 always fails (FA-TEST-4/5).
"""

from __future__ import annotations

POWERS = ("keen-eye", "steady", "quick", "tough", "lucky")


def power_bonus(power: str, what: str | None, *, horror_check: bool = False,
               combat: bool = False) -> int:
    """What ``power`` adds to a test of ``what`` (an attribute, or a value of FA-TEST-2);
    ``horror_check`` for the Will test on meeting a monster, ``combat`` for a test a
    combat card asks for."""
    if power == "steady" and horror_check:
        return 1
    if power == "tough" and combat and what == "strength":
        return 1
    if power == "lucky" and what == "luck":
        return 1
    return 0


def extra_moves(power: str) -> int:
    """Spaces ``power`` adds to the movement step of a turn."""
    return 1 if power == "quick" else 0


def sees_hidden_backs(power: str) -> bool:
    """FA-BYAK-3: the one power that may look at a hidden token side."""
    return power == "keen-eye"
