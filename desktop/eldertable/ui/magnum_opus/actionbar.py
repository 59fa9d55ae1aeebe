"""Above the table: the four phases (the current one lit), whose turn it is, what the viewing
seat may do now in words, and a button for each choice that is no drag or click on a card
(pass, end the phase, roll, accept, decline …)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..flowlayout import FlowLayout

PHASES = ("tradeskill", "table", "experiment", "pause")


class ActionBar(QFrame):
    """Emits :attr:`chosen` with the action of the button pressed."""

    chosen = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("MagnumOpusActionBar")
        self.setFrameShape(QFrame.Shape.NoFrame)
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
            chip.setContentsMargins(8, 2, 8, 2)
            self.chips[phase] = chip
            top.addWidget(chip)
        self.info = QLabel(self)
        self.info.setObjectName("turn-info")
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
        # One row of buttons is always reserved, so the table does not jump between turns.
        probe = QPushButton("X")  # never shown: only measured
        self.row_height = probe.sizeHint().height()
        probe.deleteLater()
        self.set_phase("")

    def set_phase(self, current: str, names: dict[str, str] | None = None) -> None:
        for phase, chip in self.chips.items():
            if names and chip.text() != names.get(phase, phase):
                chip.setText(names.get(phase, phase))
            on = phase == current
            style = ("border-radius: 8px; padding: 2px 8px; "
                     + ("background: #f2c14e; color: #1d1a16; font-weight: bold;"
                        if on else "background: rgba(127,127,127,60);"))
            if chip.styleSheet() != style:
                chip.setStyleSheet(style)

    def set_buttons(self, choices: list[tuple[str, object, bool]]) -> None:
        """``choices``: (label, action, primary) in the order they should appear."""
        for button in self.buttons:
            self.flow.removeWidget(button)
            button.hide()  # at once: deleteLater waits for the event loop
            button.deleteLater()
        self.buttons = []
        for label, action, primary in choices:
            button = QPushButton(label, self.button_box)
            button.setProperty("action", action)
            button.setDefault(primary)
            if primary:
                font = button.font()
                font.setBold(True)
                button.setFont(font)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self.flow.addWidget(button)
            button.show()
            self.buttons.append(button)
        self.updateGeometry()

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        margins = self.layout().contentsMargins()
        inner = width - margins.left() - margins.right()
        h = margins.top() + margins.bottom()
        h += max(chip.sizeHint().height() for chip in self.chips.values())
        h += 4 + max(self.prompt.heightForWidth(inner), self.prompt.fontMetrics().height())
        h += 4 + max(self.row_height, self.flow.heightForWidth(inner) if self.buttons else 0)
        return h

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True
