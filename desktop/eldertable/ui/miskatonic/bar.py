"""Above the table: the phases of the turn (the current one lit), the turn and who decides,
what the viewing seat may do now in words, and a button for each choice that is no drag
(end play, end the Investigation Phase, the Magical Ring, take or leave an item …) or that
may as well be pressed as clicked on the table (the next location, the next card …)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..flowlayout import FlowLayout
from .words import PHASES


class ChoiceBar(QFrame):
    """Emits :attr:`chosen` with the action of the button pressed."""

    chosen = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("MiskatonicChoiceBar")
        self.setAutoFillBackground(True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        outer.setSpacing(4)
        top = QHBoxLayout()
        top.setSpacing(6)
        self.chips: dict[str, QLabel] = {}
        for phase in PHASES:
            chip = QLabel(self)
            chip.setObjectName(f"phase-{phase}")
            chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.chips[phase] = chip
            top.addWidget(chip)
        self.info = QLabel(self)
        top.addSpacing(10)
        top.addWidget(self.info, 1)
        outer.addLayout(top)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        font = self.prompt.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.prompt.setFont(font)
        outer.addWidget(self.prompt)
        self.button_box = QWidget(self)
        self.flow = FlowLayout(self.button_box)
        outer.addWidget(self.button_box)
        self.buttons: list[QPushButton] = []
        self.set_phase("", {})

    def set_phase(self, current: str, names: dict[str, str]) -> None:
        for phase, chip in self.chips.items():
            chip.setText(names.get(phase, phase))
            on = phase == current
            chip.setStyleSheet("border-radius: 8px; padding: 2px 8px; "
                               + ("background: #f2c14e; color: #1d1a16; font-weight: bold;"
                                  if on else "background: rgba(127,127,127,60);"))

    def set_buttons(self, choices: list[tuple[str, object, bool]]) -> None:
        """``choices``: (label, action, primary) in the order they appear."""
        for button in self.buttons:
            self.flow.removeWidget(button)
            button.hide()  # at once: deletion waits for the event loop
            button.deleteLater()
        self.buttons = []
        for label, action, primary in choices:
            button = QPushButton(label, self.button_box)
            button.setProperty("action", action)
            if primary:
                font = button.font()
                font.setBold(True)
                button.setFont(font)
                button.setStyleSheet("QPushButton { background: #f2c14e; color: #1d1a16; "
                                     "padding: 4px 12px; border-radius: 6px; }")
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self.flow.addWidget(button)
            button.show()
            self.buttons.append(button)
        self.button_box.setVisible(bool(self.buttons))
        self.updateGeometry()

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        margins = self.layout().contentsMargins()
        inner = width - margins.left() - margins.right()
        h = margins.top() + margins.bottom()
        h += max(chip.sizeHint().height() for chip in self.chips.values())
        h += 4 + self.prompt.heightForWidth(inner)
        if self.buttons:
            h += 4 + self.flow.heightForWidth(inner)
        return h

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True
