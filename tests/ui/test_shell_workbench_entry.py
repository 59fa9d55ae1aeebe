"""The playtest workbench opens from the start page and from File > Playtest Workbench."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def _workbenches():
    from eldertable.ui.workbench.window import WorkbenchWindow

    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, WorkbenchWindow) and w.isVisible()]


def test_start_page_button_opens_the_workbench(window, qtbot):
    before = len(_workbenches())
    qtbot.mouseClick(window.start_page.workbench_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(_workbenches()) == before + 1)
    for w in _workbenches():
        w.close()


def test_keyboard_shortcut_opens_the_workbench(window, qtbot):
    before = len(_workbenches())
    qtbot.keyClick(window, Qt.Key.Key_W,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: len(_workbenches()) == before + 1)
    assert "Workbench" in window.actions_.workbench.text()
    for w in _workbenches():
        w.close()
