"""Click a lit card, then another lit card: the second is picked up instead (under Xvfb, with
Aqua Regia picked up in the Experiment Phase, a click on Attempt Transmutation in the same hand
said "That is not allowed now." and kept Aqua Regia; issue 25)."""

from __future__ import annotations

from mo_tablehelp import scripted_game
from mo_tablehelp import click as mo_click


def _lit_in_hand(view, c):
    hand = c.observation(0)["seats"][0]["hand"]
    return [f"card:{x}" for x in hand
            if f"card:{x}" in view.pieces
            and [t for t in view.moves_for(f"card:{x}") if t is not None]]


def test_a_click_on_another_lit_card_picks_that_one_up(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    said = []
    view.message.connect(said.append)
    lit = _lit_in_hand(view, c)
    assert len(lit) >= 2, lit
    first, second = lit[0], lit[1]
    mo_click(view, first)
    assert view.interaction.selected == first
    said.clear()
    mo_click(view, second)
    assert view.interaction.selected == second
    assert "That is not allowed now." not in said
    assert view.pieces[second].highlighted and not view.pieces[first].highlighted
