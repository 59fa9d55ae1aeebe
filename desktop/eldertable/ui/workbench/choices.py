"""House rules and options from a game's ``setup_spec()`` as widgets: a check box for a
"bool", a spin box for an "int", a combo box for a "choice"; each named by its id, its
default kept in the property ``default`` so that changes can be told apart."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QStyle,
                               QStyleOptionComboBox, QStylePainter, QWidget)

from .common import msg_text
from ..plaintext import tip


class _Elide(QObject):
    """Paints a combo box's current text cut short with "…" where it does not fit."""

    def eventFilter(self, box, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.Paint or not isinstance(box, QComboBox):
            return False
        painter = QStylePainter(box)
        opt = QStyleOptionComboBox()
        box.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                           QStyle.SubControl.SC_ComboBoxEditField, box)
        opt.currentText = box.fontMetrics().elidedText(opt.currentText,
                                                       Qt.TextElideMode.ElideRight,
                                                       field.width() - 2)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)
        painter.end()
        return True


def narrow(box: QComboBox) -> QComboBox:
    """A combo box that does not ask for the width of its longest item (the house rules'
    choices are sentences): the text shown ends in "…" where it is cut, the full text is in
    the list and in the tooltip."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(14)
    box.currentTextChanged.connect(lambda words: box.setToolTip(tip(words)))
    box.installEventFilter(_Elide(box))
    box.setProperty("elides", True)  # cut short on purpose (the layout tests know it)
    return box


def value_of(widget: QWidget) -> Any:
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    return widget.currentData()


def build_choices(parent: QWidget, items: list[dict], form: QFormLayout,
                  widgets: dict[str, QWidget], labelled: list) -> None:
    """One row of ``form`` per item; ``labelled`` gets (widget, message, "text" or
    "tip:<id>") and (combo box, [message per item], "items") for the words to set in the
    current language."""
    for item in items:
        kind = item.get("type", "bool")
        if kind == "bool":
            widget: QWidget = QCheckBox(parent)
            widget.setChecked(bool(item.get("default", False)))
            labelled.append((widget, item.get("title", item["id"]), "text"))
            form.addRow(widget)
        else:
            if kind == "int":
                widget = QSpinBox(parent)
                widget.setRange(int(item.get("min", 0)), int(item.get("max", 99)))
                widget.setValue(int(item.get("default", item.get("min", 0))))
            else:
                widget = narrow(QComboBox(parent))
                for value, label in item.get("choices", []):
                    widget.addItem(msg_text(label), value)
                widget.setCurrentIndex(max(0, widget.findData(item.get("default"))))
                labelled.append((widget, [label for _value, label in item.get("choices", [])],
                                 "items"))
            label = QLabel(parent)
            label.setBuddy(widget)
            labelled.append((label, item.get("title", item["id"]), "text"))
            form.addRow(label, widget)
        if item.get("description") is not None:
            labelled.append((widget, item["description"], f"tip:{item['id']}"))
        widget.setObjectName(str(item["id"]))
        widget.setProperty("default", value_of(widget))
        widgets[str(item["id"])] = widget
