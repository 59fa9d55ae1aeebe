"""After a Mindstone gives a second Research card, the choice offered "Keep Shelf / Keep
Calcination Method" as bare buttons, and the two cards lay under the transmutation dialog
(issue 25, play-68). The roll's dialog, over, gives way to them; the mouse on a Keep button lights its card on the table; resting there
opens the inspector on it; leaving closes it."""

from __future__ import annotations

from mo_tablehelp import buy_lead_and_moonpetal, pass_until_ready, push, scripted_game
from PySide6.QtCore import QPoint, Qt
from test_magnum_opus_transmute import _attempt

from eldertable.games.magnum_opus import actions as A
from eldertable.ui.cardtable.inspect import HOVER_MS
from mo_tablehelp import button, center, drag, first, zone_point


def _to_keep_choice(window, qtbot):
    c, _chance = scripted_game(window)
    window.resize(1200, 800)
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    state = c.recorder.state
    state.table.move(state.table["supply:mindstone"].cards[0], "supply:mindstone", "hand0")
    window.table.reset()
    view = window.table
    _attempt(window, qtbot, c)
    mind = first(c, "mindstone")
    drag(view, center(view, f"card:{mind}"), zone_point(view, "zone:table"))
    push(c, 8)
    qtbot.mouseClick(button(view, "Roll for it"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button(view, "Give back the Mindstone for a second Research card"),
                     Qt.MouseButton.LeftButton)
    assert c.observation(0)["waiting"] == "keep"
    return c, view


def _keep_buttons(view):
    return [b for b in view.bar.buttons if isinstance(b.property("action"), A.KeepResearch)]


def test_a_keep_button_shows_its_card_lit_and_in_the_inspector(window, qtbot):
    c, view = _to_keep_choice(window, qtbot)
    picking = c.observation(0)["seats"][0]["picking"]
    # the roll's dialog, over, gives way: it lay over the two cards
    qtbot.wait(30)
    dialog = view.transmute_dialog
    assert dialog is None or not dialog.isVisible()
    keeps = _keep_buttons(view)
    assert len(keeps) == 2 and len(picking) == 2
    for keep in keeps:
        card = keep.property("action").card
        assert card in picking
        piece = view.pieces[f"card:{card}"]
        qtbot.mouseMove(keep, keep.rect().center())
        qtbot.waitUntil(lambda p=piece: p.highlighted, timeout=1000)
        qtbot.wait(HOVER_MS + 100)
        assert view.inspector.isVisible()
        assert view.inspector.shown.piece_id == f"card:{card}"
        assert keep.text().endswith(view.inspector.shown.name)
        # leaving the button: the light goes, and the inspector it opened closes
        qtbot.mouseMove(view.viewport(), QPoint(5, 5))
        qtbot.waitUntil(lambda p=piece: not p.highlighted, timeout=1000)
        assert not view.inspector.isVisible()
    # the buttons still keep: a click keeps that card
    keep = _keep_buttons(view)[1]
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert c.observation(0)["waiting"] != "keep"
    assert not c.observation(0)["seats"][0]["picking"]
