"""The first-edition table in Chinese and in the pseudo-locale: no word cut off, no widget
sticking out, no overlap: the investigator's view, the Keeper's (its hand and story choice)
and the end of the story (the epilogue)."""

from __future__ import annotations

import pytest
from layoutshots import LANGUAGES, check, settle
from mansionsfirst import config

from eldertable.ui import i18n


@pytest.fixture(params=LANGUAGES)
def language(request, window):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(i18n.ENGLISH)


def _start(window, seats, **options):
    window.controller.new_game("mansions", config(seats=seats, **options), 1)
    if window.handoff.covered():
        window.handoff.reveal()
    settle()


def test_the_investigators_view(window, language):
    _start(window, ("human", "bot:keeper"))
    assert check(window, "table-mansions-1e", language) == []


def test_the_keepers_view(window, language):
    _start(window, ("bot:default", "human"), choice="keeper")
    assert window.table.observation()["hand"]  # the Keeper's own view
    assert check(window, "table-mansions-1e-keeper", language) == []


def test_the_epilogue(window, qtbot, language):
    _start(window, ("bot:default", "bot:keeper"), round_limit=1)
    qtbot.waitUntil(lambda: window.controller.result() is not None, timeout=30000)
    settle()
    assert window.table.chrome.result.isVisible()
    assert not window.table.pacer.banner.isVisible()  # the Keeper's last beats shown at once
    assert check(window, "table-mansions-1e-end", language) == []


def test_the_first_edition_setup_dialog(window, language):
    dialog = window.new_game_dialog("mansions", seed=3)
    dialog.set_edition("first")
    dialog.count_spin.setValue(3)
    settle()
    assert len(dialog.seat_boxes) == 4  # three investigators and the Keeper
    assert check(dialog, "setup-mansions-1e", language) == []
    dialog.reject()


def test_a_group_caption_wraps_with_its_first_button(qtbot):
    from mansionsfirst import open_table

    controller, table = open_table(qtbot)
    bar = table.chrome.bar
    flow = bar.flow
    for width in range(420, 900, 20):  # somewhere a line runs out after a caption
        table.resize(width + 320, 700)
        settle()
        items = [flow.itemAt(i).widget() for i in range(flow.count())]
        for caption in bar.captions:
            after = items[items.index(caption) + 1]
            assert caption.geometry().top() == after.geometry().top(), (width, caption.text())
