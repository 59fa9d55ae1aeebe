"""Moved to :mod:`eldertable.engine.fastrng` (Miskatonic Madness uses it too); this name
stays so that imports of it keep working."""

from ...engine.fastrng import FAST, die, roll, shuffle

__all__ = ["FAST", "die", "roll", "shuffle"]
