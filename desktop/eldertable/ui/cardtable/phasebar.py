"""The bar above a card table: the phases of the turn as chips (the current one lit), the turn
line, what the viewing seat may do now in words, and a button for each choice that is no drag
or click on a card.

Nothing in it is cut in a language with long words: the chips and the turn line wrap onto
more rows when one is too narrow for them, and the turn line and the prompt wrap their words;
the bar's height follows its width (height-for-width). A steady bar keeps its buttons to
one row: choices that would wrap onto a second (which lowered the table under the bar) are
folded into buttons with menus (:func:`fold`), at every width.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ..flowlayout import FlowLayout, LineLabel
from ..plaintext import button_text, plain

LIT = "background: #f2c14e; color: #1d1a16; font-weight: bold;"
UNLIT = "background: rgba(127,127,127,60);"
# more choices of one kind than this are one button with a menu (Incinerate's cards to
# burn), whether or not they would fit one row
MENU_AFTER = 4


def _menu_entries(choices) -> list:
    return [(label, action) for label, action, _primary in choices]


def by_kind(choices: list) -> list:
    """``choices`` (label, action, primary) with every kind (the action's type) of more
    than :data:`MENU_AFTER` choices folded into one entry whose action is the list of its
    (label, action): one button with a menu, where the first of them stood."""
    kinds: dict[type, list] = {}
    for choice in choices:
        if _foldable(choice):
            kinds.setdefault(type(choice[1]), []).append(choice)
    many = {kind for kind, members in kinds.items() if len(members) > MENU_AFTER}
    return _fold_kinds(choices, many, kinds)


def _foldable(choice) -> bool:
    """A choice that may go into a menu: no primary one, no place kept for a choice gone,
    no menu already."""
    _label, action, primary = choice
    return not primary and action is not None and not isinstance(action, list)


def _fold_kinds(choices: list, many: set, kinds: dict) -> list:
    """``choices`` with the members of each kind in ``many`` (``kinds[kind]``) as one menu
    where the first of them stood."""
    members_of = {id(c) for kind in many for c in kinds[kind]}
    out, done = [], set()
    for choice in choices:
        kind = type(choice[1])
        if id(choice) not in members_of:
            out.append(choice)
        elif kind not in done:
            done.add(kind)
            members = kinds[kind]
            out.append((QCoreApplication.translate("PhaseBar", "Choose one of {n}\u2026")
                        .format(n=len(members)), _menu_entries(members), False))
    return out


def fold(choices: list) -> list | None:
    """One step fewer buttons for a row that wraps (None: nothing left to fold). First the
    choices that are not the usual ones: the largest kind of two or more becomes one
    button with a menu; then the one nearest the end (never the last, often the way out:
    End the phase, Decline) goes into a menu of more choices before it, one by one. Then
    the same with the usual (bold) choices, all but the first."""
    last = len(choices) - 1
    for level in (0, 1):
        def ok(i, choice, level=level):
            label, action, primary = choice
            if action is None or _is_more(choice):
                return False
            return not primary or (level == 1 and i > 0)

        kinds: dict[type, list] = {}
        for i, choice in enumerate(choices):
            if ok(i, choice) and not isinstance(choice[1], list):
                kinds.setdefault(type(choice[1]), []).append(choice)
        largest = max(kinds.values(), key=len, default=[])
        if len(largest) >= 2:
            return _fold_kinds(choices, {type(largest[0][1])}, kinds)
        more = next((i for i, c in enumerate(choices) if _is_more(c)), None)
        movable = [i for i, c in enumerate(choices) if i < last and i != more and ok(i, c)]
        if not movable or (more is None and len(movable) < 2):
            continue
        taken = movable[-1:] if more is not None else movable[-2:]
        entries = []
        for i in taken:
            label, action, _primary = choices[i]
            entries += action if isinstance(action, list) else [(label, action)]
        if more is not None:
            entries += choices[more][1]
        kept = [c for i, c in enumerate(choices[:last]) if i not in taken and i != more]
        label = QCoreApplication.translate("PhaseBar", "More choices ({n})\u2026").format(
            n=len(entries))
        return kept + [(label, entries, MORE)] + choices[last:]
    return None


class _More:
    """The mark of the menu of more choices (its entry's third field)."""

    def __bool__(self) -> bool:  # not primary
        return False


MORE = _More()


def _is_more(choice) -> bool:
    return choice[2] is MORE


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
        self._choices: list = []
        self._laid_for: int | None = None
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
        self._choices = list(choices)
        self._laid_for = None
        parent = self.parentWidget()
        self.lay_for(parent.width() if parent is not None else self.width())

    def lay_for(self, width: int) -> None:
        """Lay the buttons out for a bar ``width`` wide. A steady bar keeps one row: when
        the buttons would wrap onto a second (which lowered the whole table under the bar),
        the choices are folded into buttons with menus until they fit (:func:`fold`)."""
        if width == self._laid_for:
            return
        self._laid_for = width
        margins = self.layout().contentsMargins()
        inner = width - margins.left() - margins.right()
        kept = list(self._slot_widths)
        shown = by_kind(self._choices)
        while True:
            self._slot_widths = list(kept)
            self._make(shown)
            if not self.steady or inner <= 0 or not self._wraps(inner):
                break
            folded = fold(shown)
            if folded is None:
                break  # nothing more to fold: one choice each, too wide even so
            shown = folded
        self.updateGeometry()

    def _wraps(self, inner: int) -> bool:
        one_row = max((b.sizeHint().height() for b in self.buttons), default=0)
        return self.flow.heightForWidth(inner) > one_row

    def _make(self, choices: list) -> None:
        row_key = self._row_key
        for button in self.buttons:
            self.flow.removeWidget(button)
            button.hide()  # at once: deleteLater waits for the event loop
            button.deleteLater()
        self.buttons = []
        for label, action, primary in choices:
            button = QPushButton(button_text(label), self.button_box)
            if isinstance(action, list):  # many choices: one button, a menu
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
