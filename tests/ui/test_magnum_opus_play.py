"""The Magnum Opus table with the mouse: start from the setup dialog, drag cards to the Table
and back, refused drops, the phase button, undo within a phase."""

from __future__ import annotations

from mo_tablehelp import (button, buy_lead_and_moonpetal, center, click, drag, felt_point,
                          first, hand, ids, pass_until_ready, rect_of, scripted_game,
                          zone_point)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from eldertable.games.magnum_opus import actions as A
from eldertable.games.magnum_opus import card_info
from eldertable.ui.i18n import tr_msg


def test_start_from_the_setup_dialog_with_the_mouse(window, qtbot):
    card = window.start_page.cards["magnum-opus"]
    assert card.isEnabled()
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    dialog = window.setup_dialog
    qtbot.waitExposed(dialog)
    assert [box.currentData() for box in dialog.seat_boxes] == ["human", "bot:default"]
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.record is not None)
    c = window.controller
    view = window.table
    assert type(view).__name__ == "MagnumOpusTable"
    assert not window.curtain.isVisible()  # one person: no hand-off
    qtbot.waitUntil(lambda: c.current_player() == 0 and not c.busy(), timeout=10000)
    obs = c.observation(0)
    # The Discovery Matrix between its axes, the Supply, the decks, the viewer's hand.
    assert all(f"cell:{k}" in view.pieces for k in range(16))
    for kind in ("alchemical", "mystic"):
        assert all(f"supply:{cid}" in view.pieces for cid in obs["axes"][kind])
    for pid in ("search", "research", "cluepile:albedo", "cluepile:rubedo",
                "cluepile:putrefactio", "deck:0", "discard:0", "gold:0", "xp:0", "deck:1",
                "zone:table", "zone:hand"):
        assert pid in view.pieces, pid
    assert {f"card:{x}" for x in obs["seats"][0]["hand"]} <= set(view.pieces)
    assert sum(p.startswith("back:1:") for p in view.pieces) == obs["seats"][1]["hand_count"]
    # Hovering a card shows its words: name, type and rules text.
    card = obs["seats"][0]["hand"][0]
    info = card_info(card, obs["house_rules"])
    tip = view.pieces[f"card:{card}"].toolTip()
    assert tr_msg(info.name) in tip and tr_msg(info.text) in tip
    # The phases above the table, with the prompt and the pass button.
    assert view.bar.chips[obs["phase"]].styleSheet().count("#f2c14e") == 1
    assert view.bar.prompt.text()
    assert any(b.property("action") == A.EndPhase() for b in view.bar.buttons)


def test_drag_a_card_to_the_table_and_back(window, qtbot):
    c, _chance = scripted_game(window)
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    view = window.table
    qtbot.mouseClick(button(view, "End the Tradeskill Phase"), Qt.MouseButton.LeftButton)
    assert c.observation(0)["phase"] == "table"
    lead = first(c, "lead")
    n = len(c.record.actions)
    # While the card is dragged, the Table lights up.
    vp = view.viewport()
    src, dst = center(view, f"card:{lead}"), zone_point(view, "zone:table")
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, src)
    QTest.mouseMove(vp, src + (dst - src) * 0.2)
    QTest.mouseMove(vp, src + (dst - src) * 0.6)
    assert view.pieces["zone:table"].highlighted
    assert not view.pieces["zone:hand"].highlighted
    QTest.mouseMove(vp, dst)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, dst)
    assert c.record.actions[n:] == [A.PlaceOnTable(lead).to_json()]
    obs = c.observation(0)
    assert lead in obs["seats"][0]["table"] and lead not in obs["seats"][0]["hand"]
    # The scene follows: the card now lies in the Table zone.
    assert rect_of(view, "zone:table").contains(rect_of(view, f"card:{lead}").center())
    # And back into the hand.
    drag(view, center(view, f"card:{lead}"), zone_point(view, "zone:hand"))
    assert c.record.actions[-1] == A.ReturnToHand(lead).to_json()
    assert lead in hand(c)


def test_an_illegal_drop_goes_back_with_the_reason(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    attempt = first(c, "attempt-transmutation")
    piece = view.pieces[f"card:{attempt}"]
    start = piece.pos()
    before = c.recorder.state.digest()
    n = len(c.record.actions)
    drag(view, center(view, f"card:{attempt}"), zone_point(view, "zone:table"))
    assert len(c.record.actions) == n and c.recorder.state.digest() == before
    assert window.statusBar().currentMessage() == "Cards go on the Table in the Table Phase."
    qtbot.waitUntil(lambda: piece.pos() == start, timeout=2000)
    # A Tradeskill dropped on the Supply in the Tradeskill Phase: refused, in words.
    herbs = first(c, "prepare-herbs")
    drag(view, center(view, f"card:{herbs}"), center(view, "supply:saltpetre"))
    assert len(c.record.actions) == n
    assert window.statusBar().currentMessage() == \
        "Buying and selling belong to the Experiment Phase."
    # Dropped on the felt, away from every place: back, with a hint.
    drag(view, center(view, f"card:{herbs}"), felt_point(view))
    assert window.statusBar().currentMessage() == "Drop it on a highlighted place."
    assert len(c.record.actions) == n


def test_a_tradeskill_dragged_onto_the_gold_plays_it_for_gold(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    herbs = first(c, "prepare-herbs")
    gold = c.observation(0)["seats"][0]["gold"]
    drag(view, center(view, f"card:{herbs}"), center(view, "gold:0"))
    assert c.record.actions[-1] == A.PlayTradeskill(herbs, "gold").to_json()
    assert c.observation(0)["seats"][0]["gold"] == gold + 1
    assert view.pieces["gold:0"].value == str(gold + 1)
    # The second Tradeskill onto the draw pile: for cards.
    other = first(c, "prepare-herbs")
    drag(view, center(view, f"card:{other}"), center(view, "deck:0"))
    assert c.record.actions[-1] == A.PlayTradeskill(other, "cards").to_json()


def test_the_button_passes_the_phase(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    assert c.observation(0)["phase"] == "tradeskill"
    qtbot.mouseClick(button(view, "End the Tradeskill Phase"), Qt.MouseButton.LeftButton)
    # No card of the starting hand may go on the Table: its phase passes by itself.
    obs = c.observation(0)
    assert obs["phase"] == "experiment" and obs["step"] == "choose"
    assert view.bar.chips["experiment"].styleSheet().count("#f2c14e") == 1
    assert "Experiment Phase" in view.bar.prompt.text()
    qtbot.mouseClick(button(view, "Pass: end the turn"), Qt.MouseButton.LeftButton)
    assert c.observation(1)["active"] == 1


def test_buy_from_the_supply_with_a_click_and_a_drag(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    assert c.act(A.EndPhase()) is None  # to the Experiment Phase
    assert view.pieces["supply:lead"].lit
    click(view, "supply:lead")
    assert c.record.actions[-1] == A.Buy("lead").to_json()
    assert "lead" in ids(c.observation(0)["seats"][0]["discard"])
    assert c.observation(0)["step"] == "market"
    drag(view, center(view, "supply:moonpetal"), center(view, "discard:0"))
    assert c.record.actions[-1] == A.Buy("moonpetal").to_json()
    assert c.observation(1)["active"] == 1  # two purchases end the turn


def test_undo_within_a_phase(window, qtbot):
    c, _chance = scripted_game(window)
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    view = window.table
    assert c.act(A.EndPhase()) is None
    lead = first(c, "lead")
    digest = c.recorder.state.digest()
    drag(view, center(view, f"card:{lead}"), zone_point(view, "zone:table"))
    assert lead in c.observation(0)["seats"][0]["table"]
    assert window.actions_.undo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.recorder.state.digest() == digest
    assert lead in hand(c) and f"card:{lead}" in view.pieces
    assert rect_of(view, "zone:hand").contains(rect_of(view, f"card:{lead}").center())
    qtbot.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert lead in c.observation(0)["seats"][0]["table"]
