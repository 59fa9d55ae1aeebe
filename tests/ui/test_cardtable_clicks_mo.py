"""Clicks on the Magnum Opus table (the card tables' click, then click; ui/cardtable/drag.py):
a Tradeskill clicked lights your Gold and your draw pile, a click on the Gold plays it for
Gold; a double click plays it to its usual place (Gold); dragging still works."""

from __future__ import annotations

from mo_tablehelp import center, drag, first, scripted_game
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from eldertable.games.magnum_opus import actions as A


def _click(view, point) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def test_click_a_tradeskill_then_the_gold(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    card = first(c, "prepare-herbs")
    assert "Click a lit card, then where it goes, or drag it." in view.bar.prompt.text()
    _click(view, center(view, f"card:{card}"))
    assert c.record.actions == [] and view.interaction.selected == f"card:{card}"
    assert view.pieces["gold:0"].highlighted and view.pieces["deck:0"].highlighted
    _click(view, center(view, "gold:0"))
    assert c.record.actions[-1] == A.PlayTradeskill(card, "gold").to_json()
    assert view.interaction.selected is None
    assert not any(p.highlighted for p in view.pieces.values())


def test_double_click_plays_a_tradeskill_for_gold(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    card = first(c, "prepare-herbs")
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, center(view, f"card:{card}"))
    assert c.record.actions == [A.PlayTradeskill(card, "gold").to_json()]


def test_a_drag_still_plays_it(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    card = first(c, "prepare-herbs")
    drag(view, center(view, f"card:{card}"), center(view, "deck:0"))
    assert c.record.actions == [A.PlayTradeskill(card, "cards").to_json()]
    assert view.interaction.selected is None
