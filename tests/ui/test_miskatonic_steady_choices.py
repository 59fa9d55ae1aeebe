"""The buttons that choose the next card keep their places (issue 25): when one of three
cards is resolved, the buttons of the other two stay where they were (the card taken keeps
its slot, disabled), and a slot keeps its width while its row of choices lasts."""

from __future__ import annotations

from miskatonic_tablehelp import FIRST_HAND, button, center, click, drag, play, spot
from miskatonic_tablehelp import scripted_game
from PySide6.QtCore import Qt

from eldertable.games.miskatonic import actions as A

THREE = ("old_newspaper", "nothing_special", "village_drunk")


def _three_in_the_library(window, qtbot):
    c, chance = scripted_game(window)
    state = c.recorder.state
    for card in THREE:
        state.table.move(card, state.table.where(card), "hand")
    window.table.reset()
    view = window.table
    for card in THREE:
        drag(view, center(view, f"card:{card}"), spot(view, "loc:library"))
    play(window, *[A.PlaceCard(x, "research_wing") for x in FIRST_HAND], A.EndPlay(),
         A.PlaceInvestigator("heather_brooks", "library"),
         A.PlaceInvestigator("johnny_dark", "research_wing"), A.EndInvestigation())
    chance.push(*([6] * 40))
    click(view, "loc:library")
    view.pacer.flush()
    qtbot.wait(20)
    return c, view


def test_the_next_card_buttons_stay_put_after_one_is_resolved(window, qtbot):
    c, view = _three_in_the_library(window, qtbot)
    assert c.observation(1)["decision"]["kind"] == "order"
    names = ["Resolve Old Newspaper Article", "Resolve Nothing Special",
             "Resolve Village Drunk"]
    qtbot.waitUntil(lambda: all(button(view, n).isVisible() for n in names), timeout=3000)
    before = {n: button(view, n).geometry() for n in names}
    first = min(names, key=lambda n: before[n].x())
    qtbot.mouseClick(button(view, first), Qt.MouseButton.LeftButton)
    view.pacer.flush()
    qtbot.wait(20)
    obs = c.observation(1)
    assert obs["decision"]["kind"] == "order" and len(obs["decision"]["options"]) == 2
    after = {b.text(): (b.geometry(), b.isEnabled()) for b in view.bar.buttons}
    for n in names:
        assert after[n][0] == before[n], n
        assert after[n][1] == (n != first)
    # a quick second click where the first button was does nothing
    n = len(c.record.actions)
    qtbot.mouseClick(button(view, first), Qt.MouseButton.LeftButton)
    assert len(c.record.actions) == n


def test_a_slot_keeps_its_width_while_its_row_lasts(qtbot):
    from eldertable.ui.cardtable.phasebar import PhaseBar

    bar = PhaseBar(("a",), "bar", steady=True)
    qtbot.addWidget(bar)
    bar.resize(900, 120)
    bar.show()
    bar.set_buttons([("Take the Ceremonial Dagger", 1, False), ("Leave it", 2, False)],
                    ("take", 3))
    qtbot.wait(10)
    leave = bar.buttons[1].geometry()
    bar.set_buttons([("Take the Mask", 3, False), ("Leave it", 4, False)], ("take", 3))
    qtbot.wait(10)
    assert bar.buttons[1].geometry() == leave
