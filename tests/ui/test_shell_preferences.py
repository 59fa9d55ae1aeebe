"""Edit > Preferences (Ctrl+,): the language and the Mansions monster pace in one dialog;
OK keeps them (in the settings file, and an open Mansions table follows at once), Cancel
keeps nothing."""

from __future__ import annotations

from mansionsplay import open_game
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox

from eldertable.ui import i18n
from eldertable.ui.mansions import pacing
from eldertable.ui.settings import settings_path


def _open(qtbot, win):
    qtbot.keyClick(win, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: win.preferences_dialog is not None
                    and win.preferences_dialog.isVisible())
    return win.preferences_dialog


def _choose(qtbot, combo, data):
    """Pick the item with ``data`` by keyboard, as a person tabbing through would."""
    combo.setFocus()
    target = combo.findData(data)
    assert target >= 0
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, key)


def _press(qtbot, dialog, which):
    button = dialog.buttons.button(which)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_preferences_menu_entry_has_its_words_and_shortcut(window):
    action = window.actions_.preferences
    assert action.text() == "&Preferences…" and action.statusTip()
    assert action in window.actions_.edit_menu.actions()
    assert "Ctrl+," in [s.toString() for s in action.shortcuts()]


def test_ok_keeps_the_pace_in_the_settings_file(qtbot, window):
    pacing.set_pace("normal")
    dialog = _open(qtbot, window)
    assert dialog.pace.currentData() == "normal" and dialog.pace.toolTip()
    _choose(qtbot, dialog.pace, "instant")
    assert pacing.pace() == "normal"  # nothing changes before OK
    _press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert pacing.pace() == "instant"
    stored = QSettings(str(settings_path()), QSettings.Format.IniFormat)
    assert stored.value(pacing.PACE_KEY) == "instant"


def test_cancel_and_escape_keep_nothing(qtbot, window):
    pacing.set_pace("fast")
    dialog = _open(qtbot, window)
    _choose(qtbot, dialog.pace, "normal")
    _press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    assert pacing.pace() == "fast"
    dialog = _open(qtbot, window)
    _choose(qtbot, dialog.pace, "instant")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert pacing.pace() == "fast"


def test_an_open_mansions_table_follows_the_pace_chosen_in_preferences(qtbot, window):
    pacing.set_pace("normal")
    _c, table = open_game(qtbot)
    combo = table.chrome.panel.pace
    assert combo.currentData() == "normal"
    followed = []
    table.chrome.panel.paceChanged.connect(followed.append)
    dialog = _open(qtbot, window)
    _choose(qtbot, dialog.pace, "fast")
    _press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert combo.currentData() == "fast" and followed == ["fast"]


def test_the_language_chosen_in_preferences_switches_the_app_and_ticks_the_menu(qtbot, window):
    try:
        dialog = _open(qtbot, window)
        _choose(qtbot, dialog.language, i18n.PSEUDO)
        _press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
        assert i18n.current_language() == i18n.PSEUDO
        assert window.actions_.languages[i18n.PSEUDO].isChecked()
        stored = QSettings(str(settings_path()), QSettings.Format.IniFormat)
        assert stored.value("language") == i18n.PSEUDO
        qtbot.waitUntil(lambda: window.actions_.edit_menu.title().startswith("[&E"))
    finally:
        window.set_language(i18n.ENGLISH)
