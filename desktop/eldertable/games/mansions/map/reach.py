"""Why a figure's move cannot reach a space: the words a refused drag shows, shared by the
map walk (:mod:`..walk`) and second edition's rules (a drop on a space that is not lit said
only "That is not allowed now.", issue 24)."""

from __future__ import annotations

from ....engine.messages import Msg, N_
from .graph import MOVE_SPACES, Mover, move_graph

C = "mansions"


def why_unreachable(map_state, layout, origin: int, to: int, mover: Mover,
                    steps: int = MOVE_SPACES) -> Msg:
    """What stops a move of up to ``steps`` spaces from ``origin`` to ``to``: a border or
    a door when crossing it would have done, else the distance, else walls."""
    over_borders = map_state.move_graph(Mover(flying=True, passes_locked=mover.passes_locked,
                                              passes_barricades=mover.passes_barricades))
    if 0 < over_borders.distance(origin, to) <= steps:
        return Msg(N_(C, "An impassable border is in the way: only flying monsters cross it."), C)
    doors_open = move_graph(layout, Mover(passes_locked=True, passes_barricades=True),
                            active=map_state.active())
    if 0 < doors_open.distance(origin, to) <= steps:
        return Msg(N_(C, "A sealed, locked or barricaded door is in the way."), C)
    away = map_state.move_graph(mover).distance(origin, to)
    if away > 0:
        if steps == MOVE_SPACES:
            return Msg(N_(C, "That space is {n} {n|space|spaces} away; one move goes at most "
                             "two."), C, n=away)
        return Msg(N_(C, "That space is {n} {n|space|spaces} away; this move has {m} "
                         "{m|space|spaces} left."), C, n=away, m=steps)
    return Msg(N_(C, "No way leads there: walls or closed doors are in the way."), C)
