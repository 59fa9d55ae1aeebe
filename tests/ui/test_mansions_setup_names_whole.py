"""Every scenario's name shows whole in the setup dialog's browser: seen under Xvfb
(1600x1000, English, first edition) as "The Tenant Below the Sta" cut at the list's edge
above a horizontal scroll bar. A long name wraps in its row instead."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication


def test_first_edition_scenario_names_wrap_whole_in_the_browser(window, qtbot):
    window.resize(1600, 1000)
    dialog = window.new_game_dialog("mansions", seed=3)
    dialog.set_edition("first")
    for _ in range(3):
        QApplication.processEvents()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    lst = dialog.parts.browser.list
    names = [lst.item(i).text() for i in range(lst.count())]
    assert any(n.startswith("The Tenant Below") for n in names), names
    assert lst.horizontalScrollBar().maximum() == 0
    width = lst.viewport().width()
    fm = lst.fontMetrics()
    for i in range(lst.count()):
        item = lst.item(i)
        rect = lst.visualItemRect(item)
        assert rect.right() <= width, (item.text(), rect, width)
        room = rect.width() - lst.iconSize().width() - 12
        need = fm.boundingRect(QRect(0, 0, room, 1000), int(Qt.TextFlag.TextWordWrap),
                               item.text())
        assert need.width() <= room and need.height() <= rect.height(), (item.text(), need,
                                                                           rect)
    dialog.reject()
