"""The second-edition dice's faces (success, investigation, blank): their art, and the kinds
an event's data gives its dice. The dice tray and the log both draw them."""

from __future__ import annotations

from PySide6.QtCore import QSize

from .art import svg_pixmap

#: the faces the second-edition dice show, in the order a caption counts them
FACE_KINDS = ("success", "investigation", "blank")


def face_art(kind: str) -> str:
    """The asset path of a second-edition die face (``success``, ``investigation``,
    ``blank``)."""
    return f"art/dice/{kind if kind in FACE_KINDS else 'blank'}.svg"


def face_pixmap(kind: str, side: int, ratio: float = 1.0):
    """A second-edition die face drawn ``side`` logical pixels square (None: art missing)."""
    return svg_pixmap(face_art(kind), QSize(side, side), ratio)


def kinds_of(data: dict) -> list[str] | None:
    """The face kinds an event's data gives its dice, when they are all known kinds."""
    kinds, dice = data.get("kinds"), data.get("dice")
    if (isinstance(kinds, (list, tuple)) and isinstance(dice, (list, tuple))
            and len(kinds) == len(dice) and all(k in FACE_KINDS for k in kinds)):
        return [str(k) for k in kinds]
    return None
