"""A figure that walks two spaces in one action ends where the board lays it out: seen under
Xvfb (The Quiet Greenhouse, 简体中文) when Odile Ferrand, dragged two spaces away from the
Gardener, first had to evade him: after Done the log said she moved twice, the Interact
button was for the altar, yet her standee stayed drawn over the Gardener's until the next
action. Each step's "move" event walked her from where she stood before the action, and the
second walk, begun after the first had put her back there, ended there too."""

from __future__ import annotations

from mansionsplay import open_game

from eldertable.ui.table_base import ViewEvent


def test_two_steps_in_one_action_walk_the_figure_to_its_slot(qtbot):
    controller, table = open_game(qtbot)
    state = controller.recorder.state
    inv = state.investigators[0].id
    origin = state.map.figures[inv].space
    others = [s for s in table.board.space_data if s != origin]
    assert others
    start = table.board.figures[inv].pos()
    state._events = []
    middle, end = others[0], others[-1]
    state.step_figure(inv, middle, voluntary=True)
    state.step_figure(inv, end, voluntary=True)
    state._ver += 1
    events = [ViewEvent(e.kind, e.data) for e in state._events if e.kind == "move"]
    assert len(events) == 2
    table.follow(events, table.observation())
    piece = table.board.figures[inv]
    slot = piece.pos()  # where the animation is bound (the refill laid it out)
    qtbot.waitUntil(lambda: not table.animating(), timeout=3000)
    piece = table.board.figures[inv]
    assert piece.pos() != start
    table.refill(table.observation())  # the board laid out afresh: the slot of ``end``
    assert table.board.figures[inv].pos() == piece.pos(), (piece.pos(), slot, start)
