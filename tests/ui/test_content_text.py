"""Content text is text (issue 23, 4): with format fields, plural choices, Qt placeholders,
HTML and an image tag in every card, location, investigator and scenario text, each game's
table opens and plays with real widgets, shows the text as written and loads no image."""

from __future__ import annotations

import pytest
from contenttexthelp import PAYLOAD, clear_caches, hostile_assets, literal_count, mangled
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
