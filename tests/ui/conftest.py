"""Fixtures for the shell's tests: the toy game's table registered, a main window shown."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from toytable import ToyTable  # noqa: E402


@pytest.fixture
def window(qtbot):
    from PySide6.QtCore import QThreadPool

    from eldertable.ui import i18n
    from eldertable.ui.mainwindow import MainWindow
    from eldertable.ui.tables import register_table, unregister_table

    register_table("toy", ToyTable)
    i18n.set_language(i18n.ENGLISH)
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.start_page.ready)  # what follows the first paint is done
    win.activateWindow()
    yield win
    win.controller.close_game(emit=False)
    QThreadPool.globalInstance().waitForDone(5000)
    i18n.set_language(i18n.ENGLISH)
    unregister_table("toy")


@pytest.fixture
def dialogs(monkeypatch):
    """Every QMessageBox shown: (title, text, informative text). None are really shown."""
    from PySide6.QtWidgets import QMessageBox

    shown = []

    def fake_exec(box):
        shown.append((box.windowTitle(), box.text(), box.informativeText()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # app.run() installs its own
    return shown


@pytest.fixture
def instant():
    """The Keeper's monsters shown all at once for this test (the setting put back after)."""
    from eldertable.ui.mansions import pacing

    before = pacing.pace()
    pacing.set_pace("instant")
    yield
    pacing.set_pace(before)


def _paced(name: str):
    from eldertable.ui import pace

    before = pace.pace()
    pace.set_pace(name)
    yield
    pace.set_pace(before)


@pytest.fixture
def step():
    """Every table paced step by step for this test: each beat waits for Continue (the
    shared pace setting put back after)."""
    yield from _paced("step")


@pytest.fixture
def fast():
    """Every table at the fast pace for this test (the shared setting put back after)."""
    yield from _paced("fast")


@pytest.fixture(autouse=True)
def _card_tables_instant(request):
    """The card tables' tests see a bot's turn and a reveal at once unless a test sets
    another pace itself (ui/cardtable/pacer.py)."""
    name = request.node.module.__name__
    if not any(word in name for word in ("magnum_opus", "miskatonic", "card_")):
        yield
        return
    from eldertable.ui import pace

    before = pace.pace()
    pace.set_pace("instant")
    yield
    pace.set_pace(before)
