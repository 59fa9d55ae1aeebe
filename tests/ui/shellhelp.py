"""Helpers for the shell's tests (a module of its own: no test imports a conftest)."""

from __future__ import annotations

import toygame


def start_toy(win, seats=("human", "bot:default"), seed=7, house_rules=None, options=None):
    """Start a toy game on ``win`` the way the setup dialog does."""
    config = toygame.make_config(list(seats), house_rules or {}, options or {})
    win.controller.new_game("toy", config, seed)
    return win.controller
