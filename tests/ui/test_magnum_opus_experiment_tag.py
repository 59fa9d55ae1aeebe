"""The tag of a card in the experiment ("in the experiment") had lain over the Table's own
head, where its label and its note ("the experiment") are written (issue 25): the tags
now run across the cards' feet, clear of the head, however many cards the Table holds."""

from __future__ import annotations

from mo_tablehelp import buy_lead_and_moonpetal, first, pass_until_ready, scripted_game

from eldertable.games.magnum_opus import actions as A


def _go(c, act) -> None:
    reason = c.act(act)
    assert reason is None, (act, reason)


def test_experiment_tags_stay_clear_of_the_tables_note(window, qtbot):
    c, _chance = scripted_game(window)
    window.resize(1600, 1000)
    buy_lead_and_moonpetal(c)
    pass_until_ready(window, c)
    state = c.recorder.state
    for cid in ("heartstone", "athanor"):  # two cards on the Table before the experiment
        state.table.move(state.table[f"supply:{cid}"].cards[0], f"supply:{cid}", "hand0")
    window.table.reset()
    while c.observation(0)["phase"] != "table":
        _go(c, A.EndPhase())
    for cid in ("heartstone", "athanor"):
        _go(c, A.PlaceOnTable(first(c, cid)))
    if c.observation(0)["phase"] == "table":
        _go(c, A.EndPhase())
    _go(c, A.StartTransmutation(first(c, "attempt-transmutation"), False))
    for cid in ("lead", "moonpetal"):
        _go(c, A.AddToExperiment(first(c, cid), ""))
    qtbot.wait(20)
    view = window.table
    me = c.observation(0)["seats"][0]
    assert len(me["experiment"]) == 3 and len(me["table"]) == 2
    zone = view.pieces["zone:table"]
    assert zone.note == "the experiment"
    head = zone.mapRectToScene(zone.head_rect())
    for card in me["experiment"]:
        piece = view.pieces[f"card:{card}"]
        assert piece.note, card
        tag = piece.mapRectToScene(piece.tag_rect())
        assert not tag.intersects(head), (card, tag, head)
        assert zone.mapRectToScene(zone.rect()).contains(tag), card  # inside the Table
