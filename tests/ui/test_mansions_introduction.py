"""The introduction (issue 24): a new Mansions game, in either edition, opens on the
scenario's introduction as a story card over the board (title, picture, text, Begin); the
corner button shows it again; a resumed game does not open on it;
the card reads in Chinese too."""

from __future__ import annotations

import json

from mansionsplay import open_game
from PySide6.QtCore import Qt

from eldertable.resources import asset

SCENARIOS = "games", "mansions", "scenarios"


def _meta(name: str) -> dict:
    return json.loads(asset(*SCENARIOS, f"{name}.json").read_text(encoding="utf-8"))["meta"]


def test_a_new_second_edition_game_opens_on_its_introduction(qtbot):
    controller, table = open_game(qtbot)
    card = table.intro.card
    meta = _meta("quiet-greenhouse")
    assert card.isVisible()
    assert card.title.text() == meta["title"] == "The Quiet Greenhouse"
    assert card.text.text() == meta["introduction"]
    assert card.picture.pixmap() is not None and not card.picture.pixmap().isNull()
    assert card.begin.text().replace("&", "") == "Begin"
    assert table.focusWidget() is card.begin  # Enter or Space begins
    area = table.viewport().geometry()
    assert area.contains(card.geometry())  # over the board, whole
    qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)
    assert not card.isVisible()
    assert controller.record.actions == [] or controller.legal_actions(0)  # play goes on
    reopen = table.intro.button
    assert reopen.isVisible()
    qtbot.mouseClick(reopen, Qt.MouseButton.LeftButton)
    assert card.isVisible() and card.title.text() == "The Quiet Greenhouse"
    table.reset()  # a later fill does not close or reopen it on its own
    assert card.isVisible()
    qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)
    table.reset()
    assert not card.isVisible()


def test_enter_space_and_escape_only_close_the_card(qtbot):
    controller, table = open_game(qtbot)
    card = table.intro.card
    actions = list(controller.record.actions)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape):
        table.intro.open()
        assert card.isVisible()
        qtbot.keyClick(card.begin, key)
        assert not card.isVisible()
    assert controller.record.actions == actions  # no key did anything in the game


def test_the_corner_button_names_what_it_does(qtbot):
    _controller, table = open_game(qtbot)
    table.intro.card.close_card()
    button = table.intro.button
    assert button.text() == "Read the Introduction"
    area = table.viewport().geometry()
    assert area.contains(button.geometry())  # on the board's corner, whole
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert table.intro.card.isVisible()


def test_a_first_edition_story_opens_on_its_introduction(qtbot):
    from mansionsfirst import open_table

    _controller, table = open_table(qtbot, story="wardens-garden")
    card = table.intro.card
    meta = json.loads(asset("games", "mansions", "scenarios",
                            "wardens-garden.json").read_text(encoding="utf-8"))
    assert card.isVisible()
    assert card.title.text() == "The Warden's Garden"
    assert card.text.text() and not card.picture.pixmap().isNull()
    assert meta["first_edition"]  # the story file, read only to show it is the story played
    qtbot.mouseClick(card.begin, Qt.MouseButton.LeftButton)
    assert not card.isVisible() and table.intro.button.isVisible()


def test_a_resumed_game_does_not_open_on_its_introduction(qtbot):
    from eldertable.ui.controller import GameController
    from eldertable.ui.mansions.table import MansionsTable

    controller, table = open_game(qtbot)
    record = controller.record
    other = GameController()
    view = MansionsTable(other)
    qtbot.addWidget(view)
    view.resize(1100, 760)
    view.show()
    other.load_record(record)
    view.reset()
    assert other.resumed and not view.intro.card.isVisible()
    assert view.intro.button.isVisible()  # still there to be read on request
    qtbot.mouseClick(view.intro.button, Qt.MouseButton.LeftButton)
    assert view.intro.card.isVisible()


def test_the_introduction_reads_in_chinese(qtbot):
    from eldertable.ui import i18n

    if i18n.qm_path(i18n.CHINESE) is None:
        import pytest

        pytest.skip("the Chinese catalogue is not built")
    _controller, table = open_game(qtbot)
    card = table.intro.card
    try:
        i18n.set_language(i18n.CHINESE)
        qtbot.waitUntil(lambda: card.title.text() == "寂静温室", timeout=3000)
        assert card.begin.text().replace("&", "") != "Begin"
        assert card.text.text() != _meta("quiet-greenhouse")["introduction"]
        assert table.intro.button.text() != "Read the Introduction"
    finally:
        i18n.set_language(i18n.ENGLISH)
    qtbot.waitUntil(lambda: card.title.text() == "The Quiet Greenhouse", timeout=3000)


def test_a_cover_is_read_only_as_a_plain_file_name_beside_the_scenarios():
    from eldertable.ui.mansions.storycard import DEFAULT_COVER, cover_path

    assert cover_path({"cover": "greenhouse.svg"}) == "games/mansions/scenarios/greenhouse.svg"
    for hostile in ("../x.svg", "/etc/x.svg", "a/b.svg", "x.png", "..svg", None, 3,
                    "C:\\x.svg", "x.svg\n"):
        assert cover_path({"cover": hostile}) == DEFAULT_COVER


def test_the_card_shows_the_scenarios_own_cover_in_both_editions(qtbot):
    from mansionsfirst import open_table

    from eldertable.ui.mansions.storycard import DEFAULT_COVER, cover_path

    _controller, table = open_game(qtbot)
    assert table.intro.card.picture_path == "art/mansions/covers/quiet-greenhouse.svg"
    qtbot.mouseClick(table.intro.card.begin, Qt.MouseButton.LeftButton)
    _controller, first = open_table(qtbot, story="wardens-garden")
    assert first.intro.card.picture_path == "art/mansions/covers/wardens-garden.svg"
    assert not first.intro.card.picture.pixmap().isNull()
    assert cover_path({"id": "../x"}) == DEFAULT_COVER  # an id is a name, never a path
    first.intro.card.fill(dict(first.intro.card.story, id="no-such-story"))
    assert first.intro.card.picture_path == DEFAULT_COVER  # a story without a cover
