"""How the parts the scenario editor itself opens (the workbench) open the editor in turn,
without importing it (it imports them): whoever starts the app registers the opener (the
main window's module, and app.py for a workbench started on its own). Nothing registered:
:func:`available` is False and the part offers no way to the editor."""

from __future__ import annotations

from typing import Callable

_opener: Callable[..., object] | None = None


def set_opener(opener: Callable[..., object]) -> None:
    """``opener(path=None, new=False)`` opens the editor window and returns it."""
    global _opener
    _opener = opener


def available() -> bool:
    return _opener is not None


def open_editor(path: str | None = None, new: bool = False):
    """The editor window, with ``path`` open in it (or a New Scenario); None when the app
    has no editor registered."""
    return _opener(path=path, new=new) if _opener is not None else None
