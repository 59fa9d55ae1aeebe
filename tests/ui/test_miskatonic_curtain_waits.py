"""Hot-seat Miskatonic Madness: after the investigators' last step the reveal's beats are
shown to them, and the hand-off curtain falls only when they press Continue on the last
one (issue 25: at the normal pace it fell a moment after the last beat, and they never saw
the tracks and the outcome of their own turn). The cultist's hidden cards never show
before the curtain."""

from __future__ import annotations

from miskatonic_tablehelp import click, to_the_reveal
from PySide6.QtCore import Qt

from eldertable.games.miskatonic import actions as A


def test_the_curtain_waits_for_continue_after_the_last_beat(window, qtbot, fast):
    c, chance = to_the_reveal(window)
    view = window.table
    assert view.seat == 1
    chance.push(5, 5, 5, 1, 1, 1, 6, 6, 1, 2, 2)
    click(view, "loc:campus_park")  # the Library follows: the turn is the cultist's
    assert c.current_player() == 0
    pacer, banner = view.pacer, view.pacer.banner
    qtbot.waitUntil(lambda: (not pacer.queue and pacer.waiting)
                    or window.handoff.covered(), timeout=20000)
    # The beats ran at their pace; the last one waits, the curtain not yet down.
    assert not window.handoff.covered() and banner.isVisible()
    assert banner.next_button.isEnabled()
    qtbot.wait(1500)  # longer than a beat at this pace: it still waits
    assert not window.handoff.covered() and view.pacing()
    # The table shows the investigators' view after the turn: the cultist's hand and
    # the cards face down are backs only, as before.
    obs = c.observation(1)
    assert view.seat == 1 and c.viewer == 1
    hidden = set(c.observation(0)["hand"])
    assert not [p for p in view.pieces if p.startswith("card:") and p[5:] in hidden]
    assert len([p for p in view.pieces if p.startswith("back:hand:")]) == obs["hand_count"]
    assert view.pieces["track:summon"].value == obs["tracks"]["summon"]
    qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
    assert window.handoff.covered() and not view.pieces and not banner.isVisible()


def test_a_reveal_that_keeps_the_turn_goes_on_by_itself(window, qtbot, fast):
    """No curtain to follow (the investigators reveal the next place themselves): the
    last beat does not wait at the fast pace."""
    c, chance = to_the_reveal(window, A.PlaceInvestigator("dr_mendum", "sports_field"))
    view = window.table
    chance.push(5, 5, 5, 1, 1, 1)
    click(view, "loc:campus_park")
    assert c.current_player() == 1
    qtbot.waitUntil(lambda: not view.pacing(), timeout=20000)
    assert not window.handoff.covered()
