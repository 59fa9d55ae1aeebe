"""The experiment's tags on the Table: a card that lay on the Table before the attempt and
counts in it (a Reagent, a Tool) is tagged as the cards added from the hand are, and with
six cards on the Table, overlapping, no tag lies over another and each reads whole (issue 25:
play-14, a Quicksilver on the Table untagged; play-92, six cards, the tags over each
other)."""

from __future__ import annotations

from mo_tablehelp import (buy_lead_and_moonpetal, center, drag, end_tradeskill, first,
                          pass_until_ready, scripted_game, zone_point)
from PySide6.QtCore import Qt

from eldertable.games.magnum_opus.formula import preview
from eldertable.ui.cardtable.textsize import drawn_words
from mo_tablehelp import button

TAGS = ("in the experiment", "experiment")


def _to_table(window, c, cid):
    view = window.table
    card = first(c, cid)
    drag(view, center(view, f"card:{card}"), zone_point(view, "zone:table"))
    seat = c.observation(0)["seats"][0]
    assert card in seat["table"] + seat["experiment"], cid
    return card


def test_table_cards_in_the_attempt_are_tagged_and_tags_do_not_overlap(window, qtbot):
    c, _chance = scripted_game(window)
    window.resize(1200, 800)
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    state = c.recorder.state
    for cid in ("athanor", "heartstone", "mindstone"):  # more cards for the Table
        state.table.move(state.table[f"supply:{cid}"].cards[0], f"supply:{cid}", "hand0")
    window.table.reset()
    view = window.table
    end_tradeskill(window, qtbot)
    # the Table Phase: a Reagent and a Tool laid on the Table before the attempt
    lead = _to_table(window, c, "lead")
    athanor = _to_table(window, c, "athanor")
    if c.observation(0)["phase"] == "table":
        qtbot.mouseClick(button(view, "End the Table Phase"), Qt.MouseButton.LeftButton)
    # the Experiment Phase: the Attempt, a Reagent and two more cards from the hand
    for cid in ("attempt-transmutation", "moonpetal", "heartstone", "mindstone"):
        _to_table(window, c, cid)
    qtbot.wait(20)
    obs = c.observation(0)
    me = obs["seats"][0]
    assert len(me["table"]) + len(me["experiment"]) == 6
    counted = {card for card, _v in preview(obs, 0)["terms"]}
    assert lead in counted and athanor in counted and lead in me["table"]
    for card in me["table"]:
        if card in counted:  # on the Table before, in the sum now: tagged too
            assert view.pieces[f"card:{card}"].note, card
    tagged = [view.pieces[f"card:{card}"] for card in me["table"] + me["experiment"]
              if view.pieces[f"card:{card}"].note]
    assert len(tagged) >= 5
    rects = [p.mapRectToScene(p.tag_rect()) for p in tagged]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersects(b), (a, b)
    # each tag lies on what shows of its card: no card on top covers it
    for piece, rect in zip(tagged, rects):
        for other in view.pieces.values():
            if other is not piece and other.zValue() >= piece.zValue() and \
                    other.piece_id.startswith("card:") and other.isVisible():
                if other.zValue() > piece.zValue() or \
                        other.sceneBoundingRect().x() > piece.sceneBoundingRect().x():
                    body = other.mapRectToScene(other.rect())
                    assert not body.intersects(rect), (piece.piece_id, other.piece_id)
    # and its words read whole
    drawn = [d for asked, d in drawn_words(view) if asked in TAGS]
    assert len(drawn) >= len(tagged) and all(d in TAGS for d in drawn), drawn
