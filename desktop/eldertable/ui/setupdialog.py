"""The setup dialog of any game, built from its package's ``setup_spec()``.

Seats (a person or a bot, and which bot), the seed (random unless typed), the house rules
(with their descriptions as tooltips), the game's options, and the language to play in.
The house rules are folded under an "Advanced: house rules (n)" button by default: the
defaults play as the rulebook reads.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent, QRegularExpression, Qt, QTimer
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (QAbstractButton, QAbstractSpinBox, QApplication, QCheckBox,
                               QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QPushButton, QScrollArea,
                               QSpinBox, QToolButton, QVBoxLayout, QWidget)

from ..engine.messages import N_, Msg
from .i18n import Retranslating, available_languages, current_language, tr_msg
from .plaintext import button_text, plain, tip

MAX_SEED = 2**63 - 1


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


class SetupDialog(Retranslating, QDialog):
    def __init__(self, entry, module, parent=None, seed: int | None = None):
        super().__init__(parent)
        self.setObjectName("SetupDialog")
        self.entry = entry
        self.module = module
        self.spec: dict[str, Any] = module.setup_spec()
        self._labels: list[tuple[QWidget, Msg, str]] = []  # widget, message, "text"/"tip"
        self.seat_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        self.rule_widgets: dict[str, QWidget] = {}
        self.option_widgets: dict[str, QWidget] = {}
        self.result_config: dict[str, Any] | None = None

        layout = QVBoxLayout(self)
        self.intro = plain(QLabel(self))
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll_area = scroll
        body = QWidget(scroll)
        self.body = QVBoxLayout(body)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        # the wheel scrolls the dialog, not a choice it passes over (only a focused one turns)
        QApplication.instance().installEventFilter(self)

        self._make_seats_box(body)
        self.body.addWidget(self.seats_box)
        self._build_seats()

        self.rules_box = self._choices_box(self.spec.get("house_rules", []), self.rule_widgets)
        self.options_box = self._choices_box(self.spec.get("options", []), self.option_widgets)
        self.advanced: QToolButton | None = None
        self.make_fold()

        self.other_box = QGroupBox(body)
        other = QFormLayout(self.other_box)
        seed_row = QHBoxLayout()
        self.seed_edit = QLineEdit(self.other_box)
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,18}"),
                                                                self.seed_edit))
        self.seed_edit.setText(str(seed if seed is not None else random_seed()))
        self.new_seed = QPushButton(self.other_box)
        self.new_seed.clicked.connect(lambda: self.seed_edit.setText(str(random_seed())))
        seed_row.addWidget(self.seed_edit, 1)
        seed_row.addWidget(self.new_seed)
        self.seed_label = QLabel(self.other_box)
        other.addRow(self.seed_label, seed_row)
        self.language_box = QComboBox(self.other_box)
        for code, name in available_languages():
            self.language_box.addItem(name, code)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(current_language())))
        self.language_label = QLabel(self.other_box)
        other.addRow(self.language_label, self.language_box)
        self.body.addWidget(self.other_box)
        self.body.addStretch(1)

        self.error = plain(QLabel(self))
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e;")
        self.error.hide()
        layout.addWidget(self.error)
        # Our own buttons: QDialogButtonBox renames its standard ones on a language change.
        self.buttons = QDialogButtonBox(self)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.workbench_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.workbench_button.setObjectName("workbench")
        self.workbench_button.clicked.connect(self.to_workbench)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()
        wanted = body.sizeHint().height() + self.intro.sizeHint().height() + 90
        self.resize(max(520, body.sizeHint().width() + 40), min(720, wanted))

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        QTimer.singleShot(0, self._fit_width)  # once its contents have their sizes

    def _fit_width(self) -> None:
        """Wide enough that nothing needs the horizontal scroll bar (a scenario's picture
        and words came in wider than the first guess under a real window's fonts), as far
        as the screen allows."""
        over = self.scroll_area.horizontalScrollBar().maximum()
        if over <= 0:
            return
        screen = self.screen().availableGeometry().width() if self.screen() else self.width()
        self.resize(min(screen, self.width() + over + 4), self.height())

    # ---- building

    def _make_seats_box(self, parent: QWidget) -> None:
        """The seats' group for the spec, with a count of seats to choose where the spec
        lets it vary (its seat rows come from :meth:`_build_seats`)."""
        self.seats_box = QGroupBox(parent)
        self.seats_form = QFormLayout(self.seats_box)
        self.count_spin: QSpinBox | None = None
        self.count_label: QLabel | None = None
        seats = self.spec.get("seats", [])
        if isinstance(seats, dict):
            self.count_label = QLabel(self.seats_box)
            self.count_spin = QSpinBox(self.seats_box)
            self.count_spin.setRange(int(seats.get("min", 1)), int(seats.get("max", 4)))
            self.count_spin.setValue(int(seats.get("default", seats.get("min", 1))))
            self.count_spin.valueChanged.connect(self._build_seats)
            self.seats_form.addRow(self.count_label, self.count_spin)

    def _bot_items(self) -> list[tuple[str, Msg | str]]:
        bots = self.spec.get("bots") or {name: name for name in getattr(self.module, "BOTS", {})}
        return list(bots.items())

    def _seat_box(self, default: str) -> QComboBox:
        box = QComboBox(self.seats_box)
        box.addItem("", "human")
        for name, _label in self._bot_items():
            box.addItem("", f"bot:{name}")
        if default.startswith("bot") and ":" not in default:
            names = [n for n, _ in self._bot_items()]
            default = "bot:" + ("default" if "default" in names else (names[0] if names else ""))
        box.setCurrentIndex(max(0, box.findData(default)))
        return box

    def _build_seats(self) -> None:
        keep = [box.currentData() for box in self.seat_boxes]
        for label, box in zip(self.seat_labels, self.seat_boxes):
            self.seats_form.removeRow(box)
        self._labels = [item for item in self._labels if item[0] not in self.seat_labels]
        self.seat_boxes, self.seat_labels = [], []
        seats = self.spec.get("seats", [])
        if isinstance(seats, dict):
            n = self.count_spin.value()
            label = seats.get("label")
            rows = [(Msg(label.text, label.context, n=i + 1) if isinstance(label, Msg)
                     else Msg(N_("SetupDialog", "Player {n}"), "SetupDialog", n=i + 1),
                     "human" if i == 0 else "bot") for i in range(n)]
        else:
            rows = [(seat.get("label") or Msg(str(seat.get("id", ""))),
                     seat.get("default", "human")) for seat in seats]
        for i, (label_msg, default) in enumerate(rows):
            box = self._seat_box(keep[i] if i < len(keep) else str(default))
            label = plain(QLabel(self.seats_box))
            self._labels.append((label, label_msg, "text"))
            self.seats_form.addRow(label, box)
            self.seat_boxes.append(box)
            self.seat_labels.append(label)
        self._seat_texts()

    def _choices_box(self, items: list[dict], widgets: dict[str, QWidget]) -> QGroupBox | None:
        if not items:
            return None
        box = QGroupBox(self.body.parentWidget())
        form = QFormLayout(box)
        for item in items:
            kind = item.get("type", "bool")
            if kind == "bool":
                widget: QWidget = QCheckBox(box)
                widget.setChecked(bool(item.get("default", False)))
                self._labels.append((widget, item["title"], "text"))
                form.addRow(widget)
            else:
                if kind == "int":
                    widget = QSpinBox(box)
                    widget.setRange(int(item.get("min", 0)), int(item.get("max", 99)))
                    widget.setValue(int(item.get("default", item.get("min", 0))))
                else:
                    widget = QComboBox(box)
                    for value, _label in item.get("choices", []):
                        widget.addItem("", value)
                    widget.setCurrentIndex(max(0, widget.findData(item.get("default"))))
                label = plain(QLabel(box))
                label.setBuddy(widget)
                self._labels.append((label, item["title"], "text"))
                form.addRow(label, widget)
            if item.get("description") is not None:
                self._labels.append((widget, item["description"], "tip"))
            widget.setObjectName(str(item["id"]))
            widget.setProperty("spec", item)
            widgets[str(item["id"])] = widget
        self.body.addWidget(box)
        return box

    def make_fold(self) -> QToolButton | None:
        """The "Advanced: house rules (n)" button over the house rules, folded (made anew
        when the dialog builds its boxes anew)."""
        if self.advanced is not None:
            self.body.removeWidget(self.advanced)
            self.advanced.hide()
            self.advanced.deleteLater()
            self.advanced = None
        if self.rules_box is None:
            return None
        self.advanced = QToolButton(self.body.parentWidget())
        self.advanced.setObjectName("advanced")
        self.advanced.setCheckable(True)
        self.advanced.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced.toggled.connect(self.fold_open)
        self.body.insertWidget(self.body.indexOf(self.rules_box), self.advanced)
        self.advanced.show()
        self.fold_open(False)
        self._fold_texts()
        return self.advanced

    def fold_open(self, open_: bool) -> None:
        if self.rules_box is not None:
            self.rules_box.setVisible(open_)
        if self.advanced is not None:
            self.advanced.setArrowType(Qt.ArrowType.DownArrow if open_
                                       else Qt.ArrowType.RightArrow)

    def _fold_texts(self) -> None:
        if self.advanced is None:
            return
        self.advanced.setText(self.tr("Advanced: house rules ({n})").format(
            n=len(self.rule_widgets)))
        self.advanced.setToolTip(tip(self.tr("Rules for the cases the rulebook leaves open; "
                                             "the defaults play as the rulebook reads")))

    # ---- words

    def _seat_texts(self) -> None:
        bots = self._bot_items()
        for box in self.seat_boxes:
            box.setItemText(0, self.tr("Person"))
            for i, (_name, label) in enumerate(bots, start=1):
                text = tr_msg(label) if isinstance(label, Msg) else str(label)
                box.setItemText(i, self.tr("Bot: {level}").format(level=text))
        for widget, msg, where in self._labels:
            if widget in self.seat_labels:
                widget.setText(tr_msg(msg))

    def retranslate(self) -> None:
        title = tr_msg(self.entry.title)
        self.setWindowTitle(self.tr("New game of {title}").format(title=title))
        self.intro.setText(self.tr("Choose who sits at each seat, then start. The same seed "
                                   "and choices give the same game."))
        self.seats_box.setTitle(self.tr("Seats"))
        if self.count_label is not None:
            self.count_label.setText(self.tr("Number of players"))
        if self.rules_box is not None:
            self.rules_box.setTitle(self.tr("House rules (where the rulebook is silent)"))
        self._fold_texts()
        if self.options_box is not None:
            self.options_box.setTitle(self.tr("Options"))
        self.other_box.setTitle(self.tr("Table"))
        self.seed_label.setText(self.tr("Seed"))
        self.seed_edit.setToolTip(self.tr("The dice and shuffles follow from this number."))
        self.new_seed.setText(self.tr("New seed"))
        self.language_label.setText(self.tr("Language"))
        self.start_button.setText(self.tr("Start"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.workbench_button.setText(self.tr("Playtest workbench…"))
        self.workbench_button.setToolTip(self.tr("Simulate many games of this game with bots "
                                                 "instead, in the playtest workbench"))
        for widget, msg, where in self._labels:
            if where == "tip":
                rule_id = widget.objectName()
                widget.setToolTip(tip(f"{rule_id}: {tr_msg(msg)}"))
            elif isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel)
                                                          and widget.buddy() is not None):
                widget.setText(button_text(tr_msg(msg)))  # "&" shown, not a mnemonic
            else:
                widget.setText(tr_msg(msg))
        for widgets in (self.rule_widgets, self.option_widgets):
            for widget in widgets.values():
                if isinstance(widget, QComboBox):
                    for i, (_value, label) in enumerate(widget.property("spec").get("choices", [])):
                        text = tr_msg(label) if isinstance(label, Msg) else str(label)
                        widget.setItemText(i, text)
        self._seat_texts()

    def to_workbench(self):
        """Close this dialog and open the playtest workbench at this game; returns it."""
        from .workbench import open_workbench

        parent = self.parentWidget()
        self.reject()
        return open_workbench(parent, game=self.entry.id)

    # ---- results

    @staticmethod
    def _value(widget: QWidget) -> Any:
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QSpinBox):
            return widget.value()
        return widget.currentData()

    def seats(self) -> list[str]:
        return [box.currentData() for box in self.seat_boxes]

    def house_rules(self) -> dict[str, Any]:
        return {key: self._value(w) for key, w in self.rule_widgets.items()}

    def options(self) -> dict[str, Any]:
        return {key: self._value(w) for key, w in self.option_widgets.items()}

    def seed(self) -> int:
        return min(int(self.seed_edit.text() or "0"), MAX_SEED)

    def language(self) -> str:
        return self.language_box.currentData()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        kind = event.type()
        if (kind in (QEvent.Type.Wheel, QEvent.Type.Polish)
                and isinstance(watched, (QComboBox, QAbstractSpinBox))
                and self.isAncestorOf(watched)):
            if kind == QEvent.Type.Polish:  # a wheel passing over it gives it no focus
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            elif not watched.hasFocus():
                QApplication.sendEvent(self.scroll_area.viewport(), event)
                return True
        return super().eventFilter(watched, event)

    def done(self, result: int) -> None:
        QApplication.instance().removeEventFilter(self)
        super().done(result)

    def accept(self) -> None:
        if not self.seed_edit.text():
            self._fail(self.tr("Type a seed, or press New seed."))
            return
        try:
            self.result_config = self.module.make_config(self.seats(), self.house_rules(),
                                                         self.options())
        except ValueError as exc:
            self._fail(str(exc))
            return
        super().accept()

    def _fail(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()
