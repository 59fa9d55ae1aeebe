"""The workbench's "Never reached" panel: its list, and its two lines at the top when
every key was reached."""

from __future__ import annotations

from eldertable.ui.workbench.plots import NeverList


def test_never_list_names_the_keys_no_game_reached(qtbot):
    panel = NeverList()
    qtbot.addWidget(panel)
    panel.resize(400, 400)
    panel.show_keys({"events_fired": ["storm", "flood"]})
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.title.text() == "Never reached: 2"
    assert panel.items.isVisible()
    assert [panel.items.item(i).text() for i in range(2)] == ["events fired: storm",
                                                              "events fired: flood"]


def test_never_list_keeps_its_lines_at_the_top_when_all_were_reached(qtbot):
    panel = NeverList()
    qtbot.addWidget(panel)
    panel.resize(400, 400)
    panel.show_keys({})
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.title.text() == "Never reached: 0"
    assert not panel.items.isVisible()
    # the note follows the title directly instead of sinking into the panel's middle
    gap = panel.note.geometry().top() - panel.title.geometry().bottom()
    assert gap < 30, gap
    assert panel.note.geometry().bottom() < panel.height() // 2
