"""The setup dialog opens wide enough for what it holds: no horizontal scroll bar under the
scenario browser (seen under Xvfb for Mansions at its first size)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("game", ["mansions", "magnum-opus", "miskatonic"])
def test_the_setup_dialog_needs_no_horizontal_scroll_bar(qtbot, game):
    from eldertable.engine import registry
    from eldertable.ui.setupdialog import SetupDialog

    entry = registry.get(game)
    dialog = SetupDialog(entry, entry.load(), seed=1)
    qtbot.addWidget(dialog)
    dialog.resize(420, dialog.height())  # a first guess too narrow, as under a real window
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    bar = dialog.scroll_area.horizontalScrollBar()
    assert bar.maximum() == 0, (game, bar.maximum(), dialog.width())
