"""The badge of an alchemist who has made the Philosophers' Stone, in the other alchemists'
panel, says so whole: under Xvfb at 1200x800 it read "Stone…" (issue 25)."""

from __future__ import annotations

import copy

import pytest
from mo_tablehelp import scripted_game

from eldertable.ui import i18n
from eldertable.ui.cardtable.textsize import drawn_words
from eldertable.ui.table_base import ViewEvent

CLUES = ("albedo", "rubedo", "putrefactio")


@pytest.mark.parametrize("size", [(1100, 760), (1200, 800), (1366, 768)])
@pytest.mark.parametrize("language", [i18n.ENGLISH, "zh_CN"])
def test_the_stone_badge_is_not_cut_short(window, qtbot, size, language):
    i18n.set_language(language)
    window.resize(*size)
    c, _chance = scripted_game(window)
    view = window.table
    qtbot.wait(50)  # the window's new size is laid out before the Stone is shown
    obs = copy.deepcopy(c.observation(0))
    obs["seats"][1]["stone"] = True
    obs["final_round"] = True
    view.follow([ViewEvent("stone", {"seat": 1, "first": True}),
                 ViewEvent("final-round", {"seat": 1})], obs)
    assert "stone:1" in view.pieces
    caption = view.pieces["stone:1"].caption
    drawn = [d for asked, d in drawn_words(view) if asked == caption]
    assert drawn == [caption], drawn
