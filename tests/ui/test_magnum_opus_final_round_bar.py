"""The table does not move when the final round starts: the bar's words for it used to add a
line ("Final round: the Philosophers' Stone has been made; ...") after the turn line, which
lowered the whole table about 20 px for the round and lifted it again after (issue 25,
play-93 against play-94 under Xvfb at 1200x800)."""

from __future__ import annotations

import copy

import pytest
from mo_tablehelp import rect_of, scripted_game

from eldertable.ui import i18n
from eldertable.ui.table_base import ViewEvent


def _where(view):
    """The bar's height and where the Matrix's first cell and the hand are on the screen."""
    return (view.bar.geometry(), view.viewport().geometry(),
            view.mapFromScene(rect_of(view, "cell:0").topLeft()),
            view.mapFromScene(rect_of(view, "zone:hand").topLeft()))


@pytest.mark.parametrize("size", [(1100, 760), (1200, 800), (1600, 1000)])
@pytest.mark.parametrize("language", [i18n.ENGLISH, "zh_CN"])
def test_the_board_stays_put_when_the_final_round_starts(window, qtbot, size, language):
    i18n.set_language(language)
    window.resize(*size)
    c, _chance = scripted_game(window)
    view = window.table
    qtbot.wait(50)  # the window's new size is laid out
    before = _where(view)
    info_before = view.bar.info.text()
    obs = copy.deepcopy(c.observation(0))
    obs["seats"][1]["stone"] = True
    obs["final_round"] = True
    view.follow([ViewEvent("stone", {"seat": 1, "first": True}),
                 ViewEvent("final-round", {"seat": 1})], obs)
    view.populate(obs)
    qtbot.wait(20)
    assert view.bar.info.text() != info_before  # the bar still says it is the final round
    assert _where(view) == before
    assert view.bar.info.toolTip()  # with the whole of it in the tooltip
