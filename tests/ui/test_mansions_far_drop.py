"""Second edition: an investigator dropped on a space out of reach is sent back with what is
in the way ("That space is 3 spaces away; one move goes at most two."), not "That is not
allowed now." (issue 24: seen under Xvfb in 简体中文 as 现在不能这样做。)."""

from __future__ import annotations

from mansionsboard import centre, drag
from mansionsplay import click_kind, kinds, open_game

from eldertable.games.mansions.map.graph import Mover


def test_a_drop_out_of_reach_says_how_far_it_is(qtbot):
    controller, table = open_game(qtbot)
    if "BeginTurn" in kinds(table):
        click_kind(qtbot, table, "BeginTurn")
    state = controller.recorder.state
    for room in state.layout.rooms:  # every room open: a far space to aim at
        state.map.reveal_room(room)
    state._ver += 1
    table.reset()
    inv = state.investigators[state.active]
    here = state.map.figures[inv.id].space
    walk = state.walk_graph()
    flying = state.map.move_graph(Mover(flying=True, passes_locked=True, passes_barricades=True))
    far = next(s for s in range(len(state.layout.spaces))  # 3 away, no border nor door to blame
               if walk.distance(here, s) == 3 and flying.distance(here, s) == 3)
    said = []
    table.message.connect(said.append)
    before = state.digest()
    piece = table.board.figures[inv.id]
    drag(table, piece.centre(), centre(table, far))
    assert said and said[-1] == "That space is 3 spaces away; one move goes at most two."
    assert controller.recorder.state.digest() == before
