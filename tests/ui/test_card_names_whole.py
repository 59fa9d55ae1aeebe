"""No card name is cut short (issue 25: "Prepare H…" on Magnum Opus at 1366x768): a name
too long for its title band at a size that reads takes two lines (three for the longest)
over the top of the picture; at 1366x768 and 1600x1000, in English and in Chinese, every
name the tables paint is drawn whole, and never below the smallest size that reads."""

from __future__ import annotations

import pytest

from eldertable.ui.cardtable import cardpaint
from eldertable.ui.cardtable.textsize import drawn_words, painted_sizes


def _names(view) -> set[str]:
    return {p.face.name for p in view.pieces.values() if getattr(p, "face", None) is not None}


def _open(window, qtbot, game: str, size):
    if game == "magnum-opus":
        from mo_tablehelp import scripted_game
    else:
        from miskatonic_tablehelp import scripted_game
    controller, _chance = scripted_game(window)
    qtbot.waitUntil(lambda: not controller.busy(), timeout=10000)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.table.viewport().width() > size[0] * 0.6, timeout=5000)
    qtbot.wait(20)
    return window.table


@pytest.mark.parametrize("size", [(1366, 768), (1600, 1000)])
@pytest.mark.parametrize("game", ["magnum-opus", "miskatonic"])
def test_no_card_name_is_cut_short(window, qtbot, game, size):
    view = _open(window, qtbot, game, size)
    names = _names(view)
    assert len(names) >= 4
    words = drawn_words(view)
    cut = sorted({asked for asked, drawn in words if asked in names and drawn != asked})
    assert cut == []
    assert {asked for asked, _ in words} >= names - {""}  # every name is drawn
    assert min(painted_sizes(view)) >= cardpaint.MIN_SCREEN_PX


def test_no_card_name_is_cut_short_in_chinese(window, qtbot):
    from eldertable.ui import i18n

    if i18n.qm_path(i18n.CHINESE) is None:
        pytest.skip("no Chinese translation built")
    view = _open(window, qtbot, "magnum-opus", (1366, 768))
    try:
        i18n.set_language(i18n.CHINESE)
        qtbot.wait(50)
        view = window.table
        names = _names(view)
        words = drawn_words(view)
        assert sorted({a for a, d in words if a in names and d != a}) == []
    finally:
        i18n.set_language(i18n.ENGLISH)


LONG = ("old_newspaper", "unauthorized_experiment", "diary_of_a_madman", "shriveled_corpse",
        "observant_student_a", "furious_young_man")


@pytest.mark.parametrize("size", [(1366, 768), (1600, 1000)])
def test_no_long_miskatonic_name_is_cut_short(window, qtbot, size):
    """The longest Miskatonic names, in the cultist's hand and face down on a location."""
    from miskatonic_tablehelp import play

    from eldertable.games.miskatonic import actions as A

    view = _open(window, qtbot, "miskatonic", size)
    state = window.controller.recorder.state
    for card in LONG:
        state.table.move(card, state.table.where(card), "hand")
    view.reset()
    play(window, A.PlaceCard("old_newspaper", "library"),
         A.PlaceCard("unauthorized_experiment", "research_wing"))
    qtbot.wait(20)
    view = window.table
    names = _names(view)
    assert {"Old Newspaper Article", "Unauthorized Experiment"} <= names
    words = drawn_words(view)
    assert sorted({a for a, d in words if a in names and d != a}) == []
    assert min(painted_sizes(view)) >= cardpaint.MIN_SCREEN_PX
