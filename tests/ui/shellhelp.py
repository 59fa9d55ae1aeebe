"""Helpers for the shell's tests (a module of its own: no test imports a conftest)."""

from __future__ import annotations

import toygame


def start_toy(win, seats=("human", "bot:default"), seed=7, house_rules=None, options=None):
    """Start a toy game on ``win`` the way the setup dialog does."""
    config = toygame.make_config(list(seats), house_rules or {}, options or {})
    win.controller.new_game("toy", config, seed)
    return win.controller


def resume_dialog_at_start(win):
    """The window's start-up checks; the list of interrupted games they open (or None)."""
    win.startup_checks()
    return win.documents.resume_dialog


def resume_row(dialog, qtbot, row=0):
    """Choose ``row`` of the list of interrupted games and click Resume, as a person does."""
    from PySide6.QtCore import Qt

    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(row))
    assert dialog.resume_button.isEnabled()
    qtbot.mouseClick(dialog.resume_button, Qt.MouseButton.LeftButton)
