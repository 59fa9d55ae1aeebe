"""Above the table: the four phases (the current one lit), whose turn it is, what the viewing
seat may do now in words, and a button for each choice that is no drag or click on a card
(pass, end the phase, roll, accept, decline …). The bar itself is the card tables' shared
:class:`~..cardtable.phasebar.PhaseBar`."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from ..cardtable.phasebar import PhaseBar

PHASES = ("tradeskill", "table", "experiment", "pause")


class ActionBar(PhaseBar):
    """Emits :attr:`chosen` with the action of the button pressed. A line for the prompt
    and one row of buttons are always reserved, so the table does not jump between turns."""

    def __init__(self, parent=None):
        super().__init__(PHASES, "MagnumOpusActionBar", steady=True, parent=parent)
        for chip in self.chips.values():
            chip.setContentsMargins(8, 2, 8, 2)

    def style_primary(self, button: QPushButton) -> None:
        button.setDefault(True)
        super().style_primary(button)
