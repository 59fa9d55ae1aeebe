"""Issue 25: the badges of investigators in recovery (Temporary Insanity, Jail, the
Infirmary's Intensive Care) read "Heather Broo…": every badge there shows its whole name,
at 1366x768 and 1600x1000, in English and in Chinese, never below the smallest size that
reads."""

from __future__ import annotations

import pytest

from eldertable.ui.cardtable import cardpaint
from eldertable.ui.cardtable.textsize import drawn_words, painted_sizes
from eldertable.ui.miskatonic.pieces import PersonPiece

SPACES = ("temporary_insanity", "jail", "intensive_care")


def _recovering(window, qtbot, size):
    from miskatonic_tablehelp import scripted_game

    controller, _chance = scripted_game(window)
    qtbot.waitUntil(lambda: not controller.busy(), timeout=10000)
    state = controller.recorder.state
    free = list(state.piles["pool"])
    assert len(free) >= 3
    for i, inv in enumerate(free):  # every free investigator lies in a recovery space
        state._move_inv(inv, SPACES[i % 3])
    window.table.reset()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.table.viewport().width() > size[0] * 0.6, timeout=5000)
    qtbot.wait(20)


def _check(window):
    view = window.table
    names = {p.person.name for p in view.pieces.values()
             if isinstance(p, PersonPiece) and p.zone.startswith("space:")}
    assert len(names) >= 3
    words = drawn_words(view)
    assert {a for a, _d in words} >= names  # every name is drawn
    assert sorted({a for a, d in words if a in names and d != a}) == []
    assert min(painted_sizes(view)) >= cardpaint.MIN_SCREEN_PX


@pytest.mark.parametrize("size", [(1366, 768), (1600, 1000)])
def test_recovery_badges_show_whole_names(window, qtbot, size):
    _recovering(window, qtbot, size)
    _check(window)


@pytest.mark.parametrize("size", [(1366, 768), (1600, 1000)])
def test_recovery_badges_show_whole_names_in_chinese(window, qtbot, size):
    from eldertable.ui import i18n

    if i18n.qm_path(i18n.CHINESE) is None:
        pytest.skip("no Chinese translation built")
    _recovering(window, qtbot, size)
    try:
        i18n.set_language(i18n.CHINESE)
        qtbot.wait(50)
        _check(window)
    finally:
        i18n.set_language(i18n.ENGLISH)
