"""The playtest workbench: simulate many games, plot and compare them, check scenario files,
and compute exact dice odds.

``open_workbench`` is the one entry point; importing this package imports neither
pyqtgraph nor the window (pyqtgraph alone takes a third of a second): both load when the
workbench opens.
"""

from __future__ import annotations

import os

from . import glstandin

glstandin.install()  # before any module here imports pyqtgraph


def open_workbench(parent=None, game: str | None = None,
                   scenario_path: str | os.PathLike | None = None):
    """Open (and show) the workbench window, or bring the one already open to the front;
    returns it.

    ``game``: a game id or alias to preselect ("mansions", "magnum-opus", "miskatonic").
    ``scenario_path``: a Mansions scenario file to check and simulate; the Scenario tab
    opens with it.
    """
    from PySide6.QtCore import Qt

    from .window import WorkbenchWindow, open_window

    window = open_window()
    if window is None:
        window = WorkbenchWindow(parent)
    elif window.is_running():  # a run under way keeps its game, seats and file
        game = scenario_path = None
    if game:
        window.form.select_game(game)
    if scenario_path:
        window.open_scenario(scenario_path)
    window.show()
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.raise_()
    window.activateWindow()
    return window
