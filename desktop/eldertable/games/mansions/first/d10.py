"""The first-edition test: one ten-sided die rolled under a number (FA-GAP-1).

* FA-TEST-2: a non-attribute test rolls under a number worked out from the investigator
  (the remaining sanity, say); FA-TEST-3: conditional modifiers change the number before
  the roll; FA-TEST-4/5: a 1 always passes, a 10 always fails, for every d10 test
  (FA-GAP-9).
* FA-TEST-1: an either/or test lets the investigator choose one of two attributes; the
  choice is the caller's (a pending choice of the state), this module only judges.
"""

from __future__ import annotations

from dataclasses import dataclass

from .effects import TestSpec

SIDES = 10


def passes(roll: int, target: int) -> bool:
    """FA-TEST-4/5 and FA-GAP-1: 1 passes, 10 fails, otherwise roll <= target."""
    if not 1 <= roll <= SIDES:
        raise ValueError(f"a d10 cannot show {roll}")
    if roll == 1:
        return True
    if roll == SIDES:
        return False
    return roll <= target


@dataclass(frozen=True)
class Outcome:
    roll: int
    target: int
    passed: bool
    what: str  # the attribute or value tested
    base: int = 0  # the attribute or value before modifiers
    modifier: int = 0  # every modifier together: target = base + modifier


def value_of(inv, name: str) -> int:
    """A number a non-attribute test (FA-TEST-2) or a conditional modifier reads."""
    if name == "sanity":
        return inv.sanity - inv.horror
    if name == "health":
        return inv.health - inv.damage
    if name == "horror":
        return inv.horror
    if name == "damage":
        return inv.damage
    if name == "clues":
        return inv.clues
    if name == "items":
        return len(inv.items)
    if name == "mutation":
        return inv.mutations
    if name == "skill-points":
        return inv.skill_points
    raise ValueError(f"unknown value {name!r}")


def target_of(inv, spec: TestSpec, chosen: str | None, attribute) -> tuple[int, str]:
    """The number to roll under and what was tested. ``attribute(inv, name)`` gives an
    attribute with the investigator's constant modifiers (traits, traumas)."""
    base, mod, what = parts_of(inv, spec, chosen, attribute)
    return base + mod, what


def parts_of(inv, spec: TestSpec, chosen: str | None, attribute) -> tuple[int, int, str]:
    """What :func:`target_of` adds up: the base number, the test's modifiers (FA-TEST-3)
    and what was tested."""
    if spec.value is not None:
        base, what = value_of(inv, spec.value), spec.value
    else:
        what = spec.attribute or chosen
        if spec.either is not None and chosen not in spec.either:
            raise ValueError(f"choose one of {spec.either}")
        base = attribute(inv, what)
    mod = spec.modifier
    if spec.per is not None:
        mod += spec.per.by * value_of(inv, spec.per.count)
    return base, mod, what


def roll_test(chance, inv, spec: TestSpec, chosen: str | None, attribute,
              extra: int = 0) -> Outcome:
    base, mod, what = parts_of(inv, spec, chosen, attribute)
    target = base + mod + extra
    roll = chance.die(SIDES)
    return Outcome(roll, target, passes(roll, target), what, base, mod + extra)
