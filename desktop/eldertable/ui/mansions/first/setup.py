"""The Mansions setup dialog: the shared :class:`~eldertable.ui.setupdialog.SetupDialog`
with a choice of rule profile on top. Second edition keeps its own seats, house rules and
options; first edition with Forbidden Alchemy (``setup_spec()["first_edition"]``) has a
seat per investigator (a person or an investigator bot) and the Keeper's seat (a person
at the same screen or the Keeper bot), the FA-GAP house rules and the story to play."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel

from ....engine.messages import Msg
from ...i18n import tr_msg
from ...setupdialog import SetupDialog
from ..setupparts import SetupParts
from ...plaintext import plain

INVESTIGATOR_BOTS = ("default", "random")
PICKS = "investigators"  # the first-edition picker's key among the dialog's options
KEEPER_BOTS = ("keeper", "random")


class FirstEditionSetup:
    """First-edition play as the setup dialog sees a game package."""

    def __init__(self, module) -> None:
        self.module = module
        from ....games.mansions.first.bots import BOTS

        self.BOTS = BOTS  # noqa: N815 - the name the dialog reads

    def setup_spec(self) -> dict[str, Any]:
        from ....games.mansions.first.scenarios import load

        spec = dict(self.module.setup_spec()["first_edition"])
        options = []
        for item in spec.get("options", []):
            if item.get("id") == "scenario":
                item = dict(item, choices=[[sid, Msg(load(sid).model.meta.title,
                                                     "content:mansions")]
                                           for sid, _label in item.get("choices", [])])
            options.append(item)
        spec["options"] = options
        return spec

    def make_config(self, seats: list[str], house_rules: dict[str, Any] | None = None,
                    options: dict[str, Any] | None = None) -> dict[str, Any]:
        options = dict(options or {})
        config = {"players": len(seats) - 1, "seats": list(seats),
                  "house_rules": dict(house_rules or {})}
        chosen = options.pop(PICKS, None)  # the picker's choice; unpicked seats: random
        if chosen and any(c != "random" for c in chosen):
            config["investigators"] = list(chosen)
        from ....games.mansions.first.config import new_options

        config["options"] = new_options(options)  # the players choose who is tested
        return self.module.validate_config(config)


class MansionsSetupDialog(SetupDialog):
    def __init__(self, entry, module, parent=None, seed: int | None = None):
        self.game_module = module
        self.edition = "second"
        self.keeper_box: QComboBox | None = None
        self.keeper_label: QLabel | None = None
        self._row_bots: tuple[str, ...] | None = None
        super().__init__(entry, module, parent, seed)
        self.edition_box = QGroupBox(self)
        form = QFormLayout(self.edition_box)
        self.edition_label = QLabel(self.edition_box)
        self.edition_choice = QComboBox(self.edition_box)
        self.edition_choice.setObjectName("edition")
        self.edition_choice.addItem("", "second")
        self.edition_choice.addItem("", "first")
        self.edition_label.setBuddy(self.edition_choice)
        form.addRow(self.edition_label, self.edition_choice)
        self.layout().insertWidget(1, self.edition_box)
        self.edition_choice.currentIndexChanged.connect(self._edition_chosen)
        self.parts = SetupParts(self)
        self.parts.build()
        self.retranslate()
        self.parts.restore()

    # ---- the profile

    def set_edition(self, edition: str) -> None:
        self.edition_choice.setCurrentIndex(max(0, self.edition_choice.findData(edition)))

    def _edition_chosen(self, _index: int) -> None:
        edition = self.edition_choice.currentData()
        if edition == self.edition:
            return
        self.edition = edition
        self.module = FirstEditionSetup(self.game_module) if edition == "first" \
            else self.game_module
        self.spec = self.module.setup_spec()
        for box in (self.seats_box, self.rules_box, self.options_box):
            if box is not None:
                self.body.removeWidget(box)
                box.hide()
                box.deleteLater()
        self._labels, self.seat_boxes, self.seat_labels = [], [], []
        self.keeper_box = self.keeper_label = None
        self.rule_widgets, self.option_widgets = {}, {}
        self._make_seats_box(self.body.parentWidget())
        self.body.insertWidget(0, self.seats_box)
        self._build_seats()
        self.rules_box = self._choices_box(self.spec.get("house_rules", []), self.rule_widgets)
        self.options_box = self._choices_box(self.spec.get("options", []), self.option_widgets)
        for box in (self.rules_box, self.options_box):  # before the table's box
            if box is not None:
                self.body.removeWidget(box)
                self.body.insertWidget(self.body.indexOf(self.other_box), box)
        for box in (self.seats_box, self.rules_box, self.options_box):
            if box is not None:
                box.show()  # made after the dialog was shown
        self.error.hide()
        self.parts.build()
        self.retranslate()

    # ---- seats: the investigators, then the Keeper

    def _seat_box(self, default: str) -> QComboBox:
        box = super()._seat_box(default)
        if self._row_bots is not None:
            chosen = box.currentData()
            for i in reversed(range(box.count())):
                data = box.itemData(i)
                if data != "human" and data[4:] not in self._row_bots:
                    box.removeItem(i)
            box.setCurrentIndex(max(0, box.findData(chosen)))
        return box

    def _build_seats(self) -> None:
        keeper = self.spec.get("seats", {}).get("keeper") if isinstance(
            self.spec.get("seats"), dict) else None
        value = "bot:keeper"
        if self.keeper_box is not None:
            value = self.keeper_box.currentData()
            self.seats_form.removeRow(self.keeper_box)
            self.seat_boxes.remove(self.keeper_box)
            self.seat_labels.remove(self.keeper_label)
            self._labels = [x for x in self._labels if x[0] is not self.keeper_label]
            self.keeper_box = self.keeper_label = None
        self._row_bots = INVESTIGATOR_BOTS if keeper is not None else None
        super()._build_seats()
        if keeper is None:
            self._row_bots = None
            return
        self._row_bots = KEEPER_BOTS
        box = self._seat_box(value)
        box.setObjectName("keeper-seat")
        self._row_bots = None
        label = plain(QLabel(self.seats_box))
        self._labels.append((label, keeper, "text"))
        self.seats_form.addRow(label, box)
        self.seat_boxes.append(box)
        self.seat_labels.append(label)
        self.keeper_box, self.keeper_label = box, label
        self._seat_texts()

    def _seat_texts(self) -> None:
        names = dict(self._bot_items())
        for box in self.seat_boxes:
            for i in range(box.count()):
                data = box.itemData(i)
                if data == "human":
                    box.setItemText(i, self.tr("Person"))
                    continue
                label = names.get(data[4:], data[4:])
                text = tr_msg(label) if isinstance(label, Msg) else str(label)
                box.setItemText(i, self.tr("Bot: {level}").format(level=text))
        for widget, msg, _where in self._labels:
            if widget in self.seat_labels:
                widget.setText(tr_msg(msg))

    def options(self) -> dict[str, Any]:
        out = super().options()
        if self.edition == "first" and hasattr(self, "parts"):
            out[PICKS] = self.parts.first_picks()
        return out

    def accept(self) -> None:
        super().accept()
        if self.result() == self.DialogCode.Accepted and hasattr(self, "parts"):
            self.parts.remember()

    def retranslate(self) -> None:
        super().retranslate()
        if not hasattr(self, "edition_choice"):
            return
        if hasattr(self, "parts"):
            self.parts.retranslate()
        self.edition_box.setTitle(self.tr("Rules"))
        self.edition_label.setText(self.tr("Rule &profile"))
        self.edition_choice.setItemText(0, self.tr("Second edition: the app is the Keeper"))
        self.edition_choice.setItemText(1, self.tr("First edition with Forbidden Alchemy: "
                                                   "a Keeper seat"))
        self.edition_choice.setToolTip(self.tr("Second edition plays with eight-sided dice "
                                               "and the app as Keeper. First edition plays "
                                               "d10 tests against a Keeper: a person at "
                                               "this screen or the Keeper bot."))
        if self.edition == "first" and self.count_label is not None:
            self.count_label.setText(self.tr("Number of investigators"))
