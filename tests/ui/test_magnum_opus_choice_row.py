"""Incinerate offers a card of the discard pile to burn, ten of them or more: their buttons
had wrapped onto a second row, and that row lowered the whole table for the turn. More
choices of one kind than a few are one button with a menu; the bar keeps its height."""

from __future__ import annotations

from mo_tablehelp import scripted_game

from eldertable.games.magnum_opus import actions as A
from eldertable.ui.cardtable.phasebar import MENU_AFTER

BURNABLE = ["saltpetre#1", "sulphur#1", "lead#1", "quicksilver#1", "vitriol#1", "aqua-regia#1",
            "unicorn-hair#1", "serpentscale#1", "moonpetal#1", "dragons-blood#1"]


def test_mo_card_11_ten_cards_to_burn_are_one_menu_and_the_table_stays_put(window, qtbot):
    scripted_game(window)
    view = window.table
    bar = view.bar
    obs = dict(view.obs, waiting="incinerate")
    legal = [A.IncinerateCard(card) for card in BURNABLE] + [A.DECLINE]
    for width in (1366, 1100, 800):
        view.resize(width, 700)
        bar.set_buttons([("End the Table Phase", A.EndPhase(), False)])
        one_row = bar.heightForWidth(width)
        bar.set_buttons(view._choices(legal, obs))
        assert bar.heightForWidth(width) == one_row, width
    texts = [b.text() for b in bar.buttons]
    assert len(texts) == 2 and texts[0] == "Choose one of 10\u2026"  # and Decline
    menu = bar.buttons[0].menu()
    assert [a.text() for a in menu.actions()] == ["Burn Saltpetre", "Burn Sulphur", "Burn Lead",
                                                  "Burn Quicksilver", "Burn Vitriol",
                                                  "Burn Aqua Regia", "Burn Unicorn Hair",
                                                  "Burn Serpentscale", "Burn Moonpetal",
                                                  "Burn Dragon's Blood"]
    with qtbot.waitSignal(bar.chosen) as chosen:
        menu.actions()[2].trigger()
    assert chosen.args == [A.IncinerateCard("lead#1")]
    # A few choices of one kind stay buttons of their own.
    few = [A.IncinerateCard(card) for card in BURNABLE[:MENU_AFTER]] + [A.DECLINE]
    bar.set_buttons(view._choices(few, obs))
    assert [b.text() for b in bar.buttons][:2] == ["Burn Saltpetre", "Burn Sulphur"]
    assert len(bar.buttons) == MENU_AFTER + 1
