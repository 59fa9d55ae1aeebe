"""Issue 24, the language switch: the workbench's debug panel (its buttons, group titles and
the words in its lists) follows a change of language in the middle of a debug game."""

from __future__ import annotations

from eldertable.ui import i18n


def test_the_debug_panel_follows_a_change_of_language(window, qtbot, tmp_path):
    from workbenchhelp import scenario_copy

    from eldertable.ui.workbench.debugpanel import play_debug

    assert play_debug(str(scenario_copy(tmp_path)), near=window, seed=5) is window
    qtbot.waitUntil(lambda: window.debug_panel.isVisible())
    panel = window.debug_panel
    english = (panel.reveal_button.text(), panel.var_group.title(),
               panel.event_seat.itemText(0))
    try:
        i18n.set_language(i18n.CHINESE)
        qtbot.waitUntil(lambda: panel.reveal_button.text() != english[0])
        chinese = (panel.reveal_button.text(), panel.var_group.title(),
                   panel.event_seat.itemText(0))
        assert all(a != b for a, b in zip(english, chinese)), chinese
    finally:
        i18n.set_language(i18n.ENGLISH)
    qtbot.waitUntil(lambda: panel.event_seat.itemText(0) == english[2])
    window.controller.close_game(emit=False)
