"""What the bars above the Mansions board share in both editions (:mod:`.actionbar` for the
second, :mod:`.first.bar` for the first): the objective and prompt lines, and one worded
button per legal action of the viewing seat that is no drag, in captioned groups that wrap
(a flow layout) with one row's height kept free."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ..flowlayout import FlowLayout
from ..plaintext import button_text, plain, set_tip


class GroupedButtonBar(QFrame):
    """Emits :attr:`chosen` with the action of the button pressed. An edition's bar sets
    :attr:`GROUP_ORDER` and :attr:`MAX_BUTTONS` and says which group an action is in, the
    groups' captions, a button's tooltip and which buttons are bold."""

    chosen = Signal(object)

    GROUP_ORDER: tuple[str, ...] = ()
    MAX_BUTTONS = 40  # per group: a long list shows its first

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
        outer.addWidget(self.prompt)

    def _add_button_rows(self, outer: QVBoxLayout) -> None:
        self.button_box = QWidget(self)
        self.flow = FlowLayout(self.button_box)
        outer.addWidget(self.button_box)
        self.buttons: list[QPushButton] = []
        self.captions: list[QLabel] = []
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

    def set_buttons(self, legal: list, obs: dict[str, Any]) -> None:
        for widget in self.buttons + self.captions:
            self.flow.removeWidget(widget)
            widget.hide()  # at once: deleteLater waits for the event loop
            widget.deleteLater()
        self.buttons, self.captions = [], []
        groups: dict[str, list] = {}
        for act in legal:
            group = self._group(act)
            if group is not None:
                groups.setdefault(group, []).append(act)
        labels = self._labels([a for group in self.GROUP_ORDER
                               for a in groups.get(group, [])[:self.MAX_BUTTONS]], obs)
        captions = self._group_captions()
        for group in self.GROUP_ORDER:
            acts = groups.get(group, [])[:self.MAX_BUTTONS]
            if not acts:
                continue
            caption = plain(QLabel(captions[group], self.button_box))
            caption.setStyleSheet("color: palette(mid); font-style: italic;")
            caption.setAlignment(Qt.AlignmentFlag.AlignVCenter)
            caption.setMinimumHeight(self.row_height)
            self.flow.addWidget(caption)
            caption.show()
            self.captions.append(caption)
            for act in acts:
                button = QPushButton(button_text(labels[id(act)]), self.button_box)
                button.setProperty("action", act)
                set_tip(button, self._tooltip(act, obs))
                if self._bold(act, group):
                    font = button.font()
                    font.setBold(True)
                    button.setFont(font)
                button.clicked.connect(lambda _=False, a=act: self.chosen.emit(a))
                self.flow.addWidget(button)
                button.show()
                self.buttons.append(button)
        self.updateGeometry()

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
        return inner, (self.flow.heightForWidth(inner) if self.buttons else 0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True
