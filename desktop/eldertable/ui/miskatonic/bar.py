"""Above the table: the phases of the turn (the current one lit), the turn and who decides,
what the viewing seat may do now in words, and a button for each choice that is no drag
(end play, end the Investigation Phase, the Magical Ring, take or leave an item …) or that
may as well be pressed as clicked on the table (the next location, the next card …). The bar
itself is the card tables' shared :class:`~..cardtable.phasebar.PhaseBar`."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from ..cardtable.phasebar import PhaseBar
from .words import PHASES


class ChoiceBar(PhaseBar):
    """Emits :attr:`chosen` with the action of the button pressed. A line for the prompt
    and a row of buttons are always reserved: the board does not jump when "End play"
    appears."""

    def __init__(self, parent=None):
        super().__init__(PHASES, "MiskatonicChoiceBar", steady=True, parent=parent)

    def style_primary(self, button: QPushButton) -> None:
        super().style_primary(button)
        button.setStyleSheet("QPushButton { background: #f2c14e; color: #1d1a16; "
                             "padding: 4px 12px; border-radius: 6px; }")
