"""The app's main window, for the parts it opens that start a game in it (the workbench's
debug play), without their importing it (it imports them): mainwindow.py registers its
class when it is imported; app.py says how to import it for a workbench started on its own.
"""

from __future__ import annotations

from typing import Callable

_kind: type | None = None
_loader: Callable[[], type] | None = None


def register(kind: type) -> None:
    """``kind`` is the app's main window class."""
    global _kind
    _kind = kind


def set_loader(loader: Callable[[], type]) -> None:
    """How to get the main window class when nothing has imported it yet."""
    global _loader
    _loader = loader


def main_window(near=None):
    """``near``'s own main window, or any open one, or a new one (shown); None when the
    app's main window is not to be had (never in the app: app.py sets the loader)."""
    kind = _kind if _kind is not None else (_loader() if _loader is not None else None)
    if kind is None:
        return None
    from PySide6.QtWidgets import QApplication

    widget = near
    while widget is not None:
        if isinstance(widget, kind):
            return widget
        widget = widget.parentWidget()
    for top in QApplication.topLevelWidgets():
        if isinstance(top, kind):
            return top
    window = kind()
    window.show()
    return window
