"""Moves on the Miskatonic table glide (the card tables' :class:`~..cardtable.motion.Motion`):
cards, investigators and items travel between places; places, tracks and piles stay put."""

from __future__ import annotations

from ..cardtable.motion import ABOVE, DURATION, Motion as _Motion  # noqa: F401

MOVERS = ("card:", "inv:", "item:")


class Motion(_Motion):
    def __init__(self, view):
        super().__init__(view, MOVERS)
