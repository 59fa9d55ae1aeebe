"""A prompt whose choices would not fit one row of buttons had wrapped them onto a second
row, and that row lowered the whole table for the turn (issue 25). Every card table's bar
folds them (its one piece of code: ``cardtable.phasebar.fold``): the largest kind of
choice into one button with a menu, then the choices before the last into a menu of more
choices, until one row holds them; the bar's height and the board under it never move,
and every choice is still there, a click or a menu entry away."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from eldertable.games.magnum_opus import actions as A

# the choices after a roll, each of a few of its kind (none folded for its kind alone)
AFTER_ROLL = [A.AcceptRoll(), A.SpendExperience(1), A.SpendExperience(2),
              A.SpendExperience(3), A.UseHeartstone("heartstone#1"),
              A.UseMindstone("mindstone#1"), A.TakeExperience(), A.IncinerateCard("lead#1"),
              A.IncinerateCard("sulphur#1"), A.Decline()]


def _offered(bar) -> list:
    """Every action the bar offers: its buttons', and its menus'."""
    out = []
    for button in bar.buttons:
        menu = button.menu()
        if menu is not None:
            out += [entry.data() for entry in menu.actions()]
        else:
            out.append(button.property("action"))
    return out


@pytest.mark.parametrize("width", [1600, 1366, 1100, 900])
def test_mo_many_choices_keep_one_row_and_the_board_in_place(window, qtbot, width):
    from mo_tablehelp import scripted_game

    scripted_game(window)
    window.resize(width, 800)
    qtbot.waitUntil(lambda: window.table.width() > 0)
    qtbot.wait(20)
    view = window.table
    bar = view.bar
    view._update_bar()  # the Tradeskill Phase: one button
    assert len(bar.buttons) == 1
    height, board = bar.height(), view.mapFromScene(QPointF(0, 0))
    obs = dict(view.obs, waiting="after")
    bar.set_buttons(view._choices(AFTER_ROLL, obs))
    view._fit_bar()
    qtbot.wait(10)
    assert bar.height() == height, [b.text() for b in bar.buttons]
    assert view.mapFromScene(QPointF(0, 0)) == board
    rows = {b.geometry().top() for b in bar.buttons}
    assert len(rows) == 1, [b.text() for b in bar.buttons]
    assert sorted(map(repr, _offered(bar))) == sorted(map(repr, AFTER_ROLL))
    # the first (Accept the roll) and the last (the way out) are buttons of their own
    assert bar.buttons[0].property("action") == A.AcceptRoll()
    assert bar.buttons[-1].property("action") == A.Decline()
    with qtbot.waitSignal(bar.chosen) as chosen:
        qtbot.mouseClick(bar.buttons[-1], Qt.MouseButton.LeftButton)
    assert chosen.args == [A.Decline()]
    # narrower still: the bar folds afresh at the new width, one row, the board in place
    window.resize(width - 250, 800)
    qtbot.wait(30)
    assert len({b.geometry().top() for b in bar.buttons}) == 1
    assert sorted(map(repr, _offered(bar))) == sorted(map(repr, AFTER_ROLL))
