"""The bar above a card table: the phases of the turn as chips (the current one lit), the turn
line, what the viewing seat may do now in words, and a button for each choice that is no drag
or click on a card.

Nothing in it is cut in a language with long words: the chips and the turn line wrap onto
more rows when one is too narrow for them, and the turn line and the prompt wrap their words;
the bar's height follows its width (height-for-width).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ..flowlayout import FlowLayout, LineLabel
from ..plaintext import button_text, plain

LIT = "background: #f2c14e; color: #1d1a16; font-weight: bold;"
UNLIT = "background: rgba(127,127,127,60);"


class PhaseBar(QFrame):
    """Emits :attr:`chosen` with the action of the button pressed.

    ``steady``: two lines for the prompt and a row of buttons are always kept, so that the
    table under the bar does not jump between turns; otherwise the bar is as high as what
    it shows."""

    chosen = Signal(object)

    def __init__(self, phases, name: str, steady: bool, parent=None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setAutoFillBackground(True)
        self.steady = steady
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        outer.setSpacing(4)
        self.chip_row = QWidget(self)
        self.top = FlowLayout(self.chip_row)
        self.chips: dict[str, QLabel] = {}
        for phase in phases:
            chip = QLabel(self.chip_row)
            chip.setObjectName(f"phase-{phase}")
            chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.chips[phase] = chip
            self.top.addWidget(chip)
        self.info = LineLabel(self.chip_row)
        self.info.setObjectName("turn-info")
        self.info.setContentsMargins(10, 0, 0, 0)  # a little apart from the chips
        self.top.addWidget(self.info)
        outer.addWidget(self.chip_row)
        self.prompt = plain(QLabel(self))
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
        self._row_key = None
        self._slot_widths = []
        probe = QPushButton("X")  # never shown: only measured
        self.row_height = probe.sizeHint().height()
        probe.deleteLater()
        self.set_phase("")

    def set_phase(self, current: str, names: dict[str, str] | None = None) -> None:
        for phase, chip in self.chips.items():
            if names and chip.text() != names.get(phase, phase):
                chip.setText(names.get(phase, phase))
            style = "border-radius: 8px; padding: 2px 8px; " + (LIT if phase == current
                                                                 else UNLIT)
            if chip.styleSheet() != style:
                chip.setStyleSheet(style)
        self.updateGeometry()

    def clear(self, names: dict[str, str]) -> None:
        """Nothing to show (no game, or the curtain is down): the phases unlit, no words,
        no buttons."""
        self.set_phase("", names)
        self.info.setText("")
        self.prompt.setText("")
        self.set_buttons([])

    def style_primary(self, button: QPushButton) -> None:
        """How the first choice stands out (bold; a table may add more)."""
        font = button.font()
        font.setBold(True)
        button.setFont(font)

    def set_buttons(self, choices: list[tuple[str, object, bool]], row_key=None) -> None:
        """``choices``: (label, action, primary) in the order they should appear; an action
        None is a place kept for a choice that is gone (a location already revealed): its
        button stays, disabled, so the buttons after it do not move under the mouse.

        ``row_key``: while it stays the same (one row of choices taken one after another),
        each slot keeps the widest width it had, so that a shorter name in a slot does not
        pull the buttons after it under the mouse."""
        if row_key is None or row_key != self._row_key:
            self._slot_widths: list[int] = []
        self._row_key = row_key
        for button in self.buttons:
            self.flow.removeWidget(button)
            button.hide()  # at once: deleteLater waits for the event loop
            button.deleteLater()
        self.buttons = []
        for label, action, primary in choices:
            button = QPushButton(button_text(label), self.button_box)
            if isinstance(action, list):  # many choices of one kind: one button, a menu
                self._menu_of(button, action)
            else:
                button.setProperty("action", action)
                button.setEnabled(action is not None)
                button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            if primary:
                self.style_primary(button)
            if row_key is not None:
                i = len(self.buttons)
                width = button.sizeHint().width()
                if i < len(self._slot_widths):
                    width = self._slot_widths[i] = max(width, self._slot_widths[i])
                else:
                    self._slot_widths.append(width)
                button.setMinimumWidth(width)
            self.flow.addWidget(button)
            button.show()
            self.buttons.append(button)
        if not self.steady:
            self.button_box.setVisible(bool(self.buttons))
        self.updateGeometry()

    def _menu_of(self, button: QPushButton, entries: list) -> None:
        """``entries``: (label, action) for the menu under ``button``: ten cards to burn
        are one button, not two rows of buttons that lower the whole table for a turn."""
        from PySide6.QtWidgets import QMenu

        button.setObjectName("choice-menu")
        menu = QMenu(button)
        for label, action in entries:
            item = menu.addAction(button_text(label))
            item.setData(action)
            item.triggered.connect(lambda _=False, a=action: self.chosen.emit(a))
        button.setMenu(menu)

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        margins = self.layout().contentsMargins()
        inner = width - margins.left() - margins.right()
        h = margins.top() + margins.bottom() + self.top.heightForWidth(inner)
        prompt = self.prompt.heightForWidth(inner)
        # steady: two lines are kept for the prompt, so that a prompt of one line after one of
        # two (the Experiment Phase after the Tradeskill Phase) does not lift the table
        h += 4 + (max(prompt, self._two_lines()) if self.steady else prompt)
        buttons = self.flow.heightForWidth(inner) if self.buttons else 0
        if self.steady:
            h += 4 + max(self.row_height, buttons)
        elif self.buttons:
            h += 4 + buttons
        return h

    def _two_lines(self) -> int:
        """How high the prompt label is with two lines of words."""
        from PySide6.QtCore import QRect

        box = self.prompt.fontMetrics().boundingRect(
            QRect(0, 0, 10000, 10000), int(Qt.TextFlag.TextWordWrap), "X\nX")
        margins = self.prompt.contentsMargins()
        return box.height() + margins.top() + margins.bottom() + 2 * self.prompt.margin()

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True
