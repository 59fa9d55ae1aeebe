"""Content text is text (issue 23, 4): with format fields, plural choices, Qt placeholders,
HTML and an image tag in every card, location, investigator and scenario text, each game's
table opens and plays with real widgets, shows the text as written and loads no image."""

from __future__ import annotations

import pytest
from contenttexthelp import PAYLOAD, clear_caches, hostile_assets, literal_count, mangled
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

MISKATONIC = ["games/miskatonic/cards.json", "games/miskatonic/locations.json",
              "games/miskatonic/investigators.json"]
MAGNUM_OPUS = ["games/magnum_opus/cards.json"]


@pytest.fixture
def hostile(tmp_path, monkeypatch):
    def make(files):
        return hostile_assets(tmp_path, monkeypatch, files)
    yield make
    monkeypatch.undo()
    clear_caches()


def _check(window) -> int:
    assert not mangled(window), mangled(window)
    return literal_count(window)


def test_miskatonic_cards_show_as_written(hostile, window, qtbot):
    from miskatonic_tablehelp import OPENING, play, scripted_game, uncover

    hostile(MISKATONIC)
    c, _chance = scripted_game(window)
    assert _check(window) > 0
    play(window, *OPENING)
    uncover(window)
    assert _check(window) > 0
    log = "\n".join(l.text() for l in window.findChildren(QLabel))
    assert "{0}" not in log or PAYLOAD in log


def test_magnum_opus_cards_show_as_written(hostile, window, qtbot):
    from mo_tablehelp import buy_lead_and_moonpetal, scripted_game, uncover

    hostile(MAGNUM_OPUS)
    c, _chance = scripted_game(window)
    assert _check(window) > 0
    buy_lead_and_moonpetal(c)
    uncover(window)
    assert _check(window) > 0


MANSIONS_SHARED = ["games/mansions/decks.json", "games/mansions/monsters.json",
                   "games/mansions/items.json", "games/mansions/investigators.json"]


def test_mansions_second_edition_scenario_shows_as_written(hostile, qtbot):
    from mansionsplay import buttons, open_game

    hostile(["games/mansions/scenarios/quiet-greenhouse.json", *MANSIONS_SHARED])
    c, table = open_game(qtbot)
    assert _check(table) > 0
    for _ in range(6):  # play on: the buttons the bar offers, first one each time
        shown = buttons(table)
        if not shown or c.record is None:
            break
        qtbot.mouseClick(shown[-1], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not c.busy(), timeout=20000)
        assert not mangled(table), mangled(table)
    assert _check(table) > 0


def test_mansions_first_edition_story_shows_as_written(hostile, qtbot):
    from mansionsfirst import buttons, open_table, settle

    hostile(["games/mansions/scenarios/wardens-garden.json",
             "games/mansions/first/stories/wardens-garden.json", *MANSIONS_SHARED])
    c, table = open_table(qtbot)
    assert _check(table) > 0
    for _ in range(6):
        shown = buttons(table)
        if not shown:
            break
        qtbot.mouseClick(shown[-1], Qt.MouseButton.LeftButton)
        settle(qtbot, c)
        assert not mangled(table), mangled(table)
    assert _check(table) > 0


HOUSE_RULES = ["games/miskatonic/house_rules.json", "games/magnum_opus/house_rules.json",
               "games/mansions/house_rules_2e.json", "games/mansions/house_rules_1e.json"]


@pytest.mark.parametrize("game", ["mansions", "magnum-opus", "miskatonic"])
def test_setup_dialogs_show_house_rules_and_scenarios_as_written(game, hostile, window, qtbot):
    hostile([*HOUSE_RULES, "games/mansions/scenarios/quiet-greenhouse.json",
             "games/mansions/scenarios/wardens-garden.json", *MISKATONIC, *MAGNUM_OPUS])
    qtbot.mouseClick(window.start_page.cards[game], Qt.MouseButton.LeftButton)
    dialog = window.setup_dialog
    qtbot.waitExposed(dialog)
    assert not mangled(dialog), mangled(dialog)
    assert literal_count(dialog) > 0
    dialog.reject()
