"""What the bars above the Mansions board share in both editions (:mod:`.actionbar` for the
second, :mod:`.first.bar` for the first): the objective and prompt lines, and one worded
button per legal action of the viewing seat that is no drag, in captioned groups that wrap
(a flow layout) with one row's height kept free.

The layout holds still under the mouse: the group that ends the turn or phase stands apart
in a column at the right edge, always in the same place; after a click on the bar, the
buttons keep their slots (a button that is gone leaves a gap) until the mouse leaves the
bar. An action that harms the player's own side asks to be confirmed by a second click."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from ..flowlayout import FlowLayout
from ..plaintext import button_text, plain, set_tip


class GroupedButtonBar(QFrame):
    """Emits :attr:`chosen` with the action of the button pressed. An edition's bar sets
    :attr:`GROUP_ORDER` and :attr:`MAX_BUTTONS` and says which group an action is in, the
    groups' captions, a button's tooltip and which buttons are bold."""

    chosen = Signal(object)

    GROUP_ORDER: tuple[str, ...] = ()
    MAX_BUTTONS = 40  # per group: a long list shows its first
    APART = "end"  # the group in the column at the right edge (ending the turn or phase)
    ARMED = "color: #8b1a1a; font-weight: bold;"  # a harmful action waiting for its confirm

    def _add_objective_and_prompt(self, outer: QVBoxLayout) -> None:
        self.objective = plain(QLabel(self))  # content: the scenario's objective
        self.objective.setObjectName("objective")
        self.objective.setWordWrap(True)
        outer.addWidget(self.objective)
        self.prompt = plain(QLabel(self))
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        font = self.prompt.font()
        font.setBold(True)
        self.prompt.setFont(font)
        # two lines kept: a prompt of one line after one of two would lift the board
        # 12 px under the mouse (seen under Xvfb, issue 24 and 25's steady layout)
        self.prompt.setMinimumHeight(2 * QFontMetrics(font).lineSpacing())
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        outer.addWidget(self.prompt)

    def _add_button_rows(self, outer: QVBoxLayout) -> None:
        self.button_box = QWidget(self)
        row = QHBoxLayout(self.button_box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)
        self.flow_box = QWidget(self.button_box)  # the groups, wrapping
        self.flow = FlowLayout(self.flow_box)
        row.addWidget(self.flow_box, 1)
        self.end_box = QWidget(self.button_box)  # the group apart: always at the right edge
        self.end_column = QVBoxLayout(self.end_box)
        self.end_column.setContentsMargins(0, 0, 0, 0)
        self.end_column.setSpacing(4)
        row.addWidget(self.end_box, 0, Qt.AlignmentFlag.AlignTop)
        self.end_box.hide()
        outer.addWidget(self.button_box)
        self.buttons: list[QPushButton] = []
        self.captions: list[QLabel] = []
        self.gaps: list[QWidget] = []  # the slots of buttons gone, kept while held
        self.holding = False  # a click on the bar: the buttons keep their slots
        probe = QPushButton("X")  # never shown: only measured, for the one row kept free
        self.row_height = probe.sizeHint().height()
        probe.deleteLater()

    # ---- what an edition's bar says

    def _group(self, act) -> str | None:
        """The group of the button for ``act`` (None: no button)."""
        raise NotImplementedError

    def _group_captions(self) -> dict[str, str]:
        raise NotImplementedError

    def _tooltip(self, act, obs: dict[str, Any]) -> str:
        raise NotImplementedError

    def _bold(self, act, group: str) -> bool:
        raise NotImplementedError

    # ---- the buttons

    def _harm(self, act, obs: dict[str, Any]) -> str | None:
        """The words of the confirm a harmful action asks for (None: it asks none)."""
        return None

    def _mouse_over(self) -> bool:
        """The mouse pointer is over the bar (a key pressed elsewhere holds nothing)."""
        from PySide6.QtGui import QCursor

        return self.isVisible() and self.rect().contains(self.mapFromGlobal(QCursor.pos()))

    def set_buttons(self, legal: list, obs: dict[str, Any]) -> None:
        self.holding = self.holding and self._mouse_over()
        held = self.holding and bool(self.buttons)
        before = [(w.property("slot"), w.size()) for w in self._flow_widgets()] if held else []
        for widget in self.buttons + self.captions + self.gaps:
            self.flow.removeWidget(widget)
            self.end_column.removeWidget(widget)
            widget.hide()  # at once: deleteLater waits for the event loop
            widget.deleteLater()
        self.buttons, self.captions, self.gaps = [], [], []
        groups: dict[str, list] = {}
        for act in legal:
            group = self._group(act)
            if group is not None:
                groups.setdefault(group, []).append(act)
        for group, acts in groups.items():  # a harmful action stands last in its group
            acts.sort(key=lambda a: self._harm(a, obs) is not None)
        labels = self._labels([a for group in self.GROUP_ORDER
                               for a in groups.get(group, [])[:self.MAX_BUTTONS]], obs)
        captions = self._group_captions()
        placed: list[QWidget] = []  # the flow's widgets in their natural order
        for group in self.GROUP_ORDER:
            acts = groups.get(group, [])[:self.MAX_BUTTONS]
            if not acts:
                continue
            if group != self.APART:
                caption = plain(QLabel(captions[group], self.flow_box))
                caption.setStyleSheet("color: palette(mid); font-style: italic;")
                caption.setAlignment(Qt.AlignmentFlag.AlignVCenter)
                caption.setMinimumHeight(self.row_height)
                caption.setProperty("slot", ("caption", group))
                placed.append(caption)
                self.captions.append(caption)
            for act in acts:
                button = self._button(act, group, labels[id(act)], obs)
                if group == self.APART:
                    self.end_column.addWidget(button)
                    button.show()
                else:
                    placed.append(button)
        for i, widget in enumerate(placed):
            widget.setProperty("natural", i)
        # the rows are laid out once, when the box shows again: a widget shown in a visible
        # box lays the flow out anew (40 buttons were ~800 layouts, 100 ms, issue 24)
        shown = not self.flow_box.isHidden()
        self.flow_box.hide()
        for widget in self._in_slots(placed, before):
            self.flow.addWidget(widget)
            widget.show()
        self.flow_box.setVisible(shown)
        self.end_box.setVisible(self.end_column.count() > 0)
        self.updateGeometry()

    def _button(self, act, group: str, label: str, obs: dict[str, Any]) -> QPushButton:
        parent = self.end_box if group == self.APART else self.flow_box
        button = QPushButton(button_text(label), parent)
        button.setProperty("action", act)
        button.setProperty("slot", ("button", group, label))
        button.setProperty("words", label)
        set_tip(button, self._tooltip(act, obs))
        if self._bold(act, group):
            font = button.font()
            font.setBold(True)
            button.setFont(font)
        button.clicked.connect(lambda _=False, a=act, b=button: self._pressed(a, b, obs))
        self.buttons.append(button)
        return button

    def _pressed(self, act, button: QPushButton, obs: dict[str, Any]) -> None:
        question = self._harm(act, obs)
        if question and not button.property("armed"):
            button.setProperty("armed", True)  # the first click only asks
            button.setText(button_text(question))
            button.setStyleSheet(self.ARMED)
            set_tip(button, question)
            self.holding = self._mouse_over()  # the longer words must not move the others
            return
        self.holding = self._mouse_over()  # clicked: the buttons hold still under the mouse
        self.chosen.emit(act)

    def _flow_widgets(self) -> list[QWidget]:
        items = (self.flow.itemAt(i) for i in range(self.flow.count()))
        return [item.widget() for item in items if item.widget() is not None]

    def _in_slots(self, placed: list[QWidget], before: list) -> list[QWidget]:
        """The flow's widgets: in their natural order, or (``before``: the slots held) each
        in the slot it had, a gap where one is gone, the new ones after."""
        if not before:
            return placed
        by_slot: dict = {}
        for widget in placed:
            by_slot.setdefault(widget.property("slot"), []).append(widget)
        order: list[QWidget | QSize] = []
        for slot, size in before:
            same = by_slot.get(slot)
            order.append(same.pop(0) if same else size)  # a size: a gap to keep
        while order and isinstance(order[-1], QSize):
            order.pop()  # a gap after the last button held keeps no button in place
        kept = [w for w in order if not isinstance(w, QSize)]
        if len(order) - len(kept) > max(len(kept), 4):
            return placed  # mostly gaps (the mouse rested on the bar click after click):
            # the bar would only grow; it closes up at once instead
        out: list[QWidget] = []
        for thing in order:
            if isinstance(thing, QSize):
                gap = QWidget(self.flow_box)
                gap.setFixedSize(thing if thing.isValid() else QSize(0, 0))
                self.gaps.append(gap)
                thing = gap
            out.append(thing)
        return out + [w for w in placed if w not in kept]

    def release_slots(self) -> None:
        """The mouse has left the bar: the buttons close up in their natural order."""
        self.holding = False
        if not self.gaps and all(w.property("natural") == i
                                 for i, w in enumerate(self._flow_widgets())):
            return
        widgets = [w for w in self._flow_widgets() if w not in self.gaps]
        for widget in self._flow_widgets():
            self.flow.removeWidget(widget)
        for gap in self.gaps:
            gap.hide()
            gap.deleteLater()
        self.gaps = []
        for widget in sorted(widgets, key=lambda w: w.property("natural")):
            self.flow.addWidget(widget)
        self.updateGeometry()

    def leaveEvent(self, event) -> None:  # noqa: N802
        super().leaveEvent(event)
        self.release_slots()

    def _labels(self, acts: list, obs: dict[str, Any]) -> dict[int, str]:
        """id(action) -> its button's words, no two alike: a label that several actions
        share is made more specific by the words (``distinguish``), then numbered."""
        labels = {id(a): self.words.label(a, obs) for a in acts}
        distinguish = getattr(self.words, "distinguish", None)
        for rounds in range(2):
            count: dict[str, int] = {}
            for a in acts:
                count[labels[id(a)]] = count.get(labels[id(a)], 0) + 1
            seen: dict[str, int] = {}
            for a in acts:
                label = labels[id(a)]
                if count[label] < 2:
                    continue
                if rounds == 0:
                    labels[id(a)] = (distinguish(a, obs) if distinguish else None) or label
                else:
                    seen[label] = seen.get(label, 0) + 1
                    labels[id(a)] = QCoreApplication.translate(
                        "GroupedButtonBar", "{label} ({n})").format(label=label, n=seen[label])
        return labels

    def button_for(self, label: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.text() == label), None)

    def _button_rows_height(self, width: int) -> tuple[int, int]:
        """The inner width at ``width`` and the button rows' height there."""
        margins = self.layout().contentsMargins()
        inner = width - margins.left() - margins.right()
        if not self.buttons:
            return inner, 0
        flow_width, column = inner, 0
        if not self.end_box.isHidden():
            hint = self.end_column.sizeHint()
            flow_width -= hint.width() + self.button_box.layout().spacing()
            column = hint.height()
        rows = self.flow.heightForWidth(flow_width) if self._flow_widgets() else 0
        return inner, max(rows, column)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True
