"""The mouse wheel scrolls the setup dialog, not a choice the pointer happens to pass over:
seen under Xvfb (Mansions, 简体中文) as "调查员 1: 真人玩家" turned into "电脑玩家: 随机" by
wheeling down the dialog to reach the investigator portraits. A choice that has the focus
(clicked on first) still turns with the wheel."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication


def wheel(widget, down=True) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, -120 if down else 120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def open_dialog(qtbot):
    from eldertable.engine import registry
    from eldertable.ui.setupdialog import SetupDialog

    entry = registry.get("mansions")
    dialog = SetupDialog(entry, entry.load(), seed=1)
    qtbot.addWidget(dialog)
    dialog.resize(700, 420)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    return dialog


def test_the_wheel_over_a_seat_choice_scrolls_the_dialog_and_leaves_the_seat(qtbot):
    dialog = open_dialog(qtbot)
    box = dialog.seat_boxes[0]
    before = box.currentIndex()
    bar = dialog.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0
    top = bar.value()
    for _ in range(3):
        wheel(box)
    assert box.currentIndex() == before, box.currentText()
    assert bar.value() > top


def test_a_seat_choice_with_the_focus_still_turns_with_the_wheel(qtbot):
    dialog = open_dialog(qtbot)
    box = dialog.seat_boxes[0]
    box.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(box.hasFocus, timeout=1000)
    before = box.currentIndex()
    wheel(box)
    assert box.currentIndex() != before


def test_no_choice_takes_the_focus_from_a_passing_wheel(qtbot):
    """A real wheel event (spontaneous) gives a QComboBox the focus before anything sees it
    (its policy is WheelFocus), and then it turns: the dialog's choices only take the focus
    from a click or Tab."""
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

    dialog = open_dialog(qtbot)
    boxes = dialog.findChildren(QComboBox) + dialog.findChildren(QAbstractSpinBox)
    assert dialog.seat_boxes[0] in boxes
    assert all(b.focusPolicy() == Qt.FocusPolicy.StrongFocus for b in boxes if b.isVisible())
