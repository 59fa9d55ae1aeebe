"""Helpers for the Magnum Opus table tests: scripted games, mouse gestures, scene checks (those
both card tables use are in :mod:`cardtablehelp`).

A scripted game keeps every deck in data order (``ScriptedChance``, ``shuffle="keep"``): the
axes are the first four Reagent types of each kind, Lead x Moonpetal is cell 10, and the
first two dice (8, 1) make Alchemist 1 go first. Faces for later rolls are pushed by the
test right before it rolls.
"""

from __future__ import annotations

from cardtablehelp import button, center, click, drag, rect_of, uncover  # noqa: F401
from PySide6.QtCore import QPoint, QPointF, Qt

from eldertable.engine.chance import ScriptedChance
from eldertable.games.magnum_opus import actions as A
from eldertable.games.magnum_opus import card_id, make_config

LEAD_MOONPETAL = 10  # the cell of Lead x Moonpetal with the scripted axes


def scripted_game(window, seats=("human", "human")):
    """A two-seat game on ``window`` with dice from a script; returns (controller, chance)."""
    chance = ScriptedChance([8, 1])
    window.controller.new_game("magnum-opus", make_config(list(seats)), 1, chance=chance)
    uncover(window)
    return window.controller, chance


def push(c, *faces: int) -> None:
    """Script the next dice. The game's own chance source: an undo puts back a copy."""
    c.recorder.state.chance.push(*faces)




def ids(cards) -> list[str]:
    return [card_id(c) for c in cards or []]


def hand(c, seat=0) -> list[str]:
    return c.observation(seat)["seats"][seat]["hand"]


def first(c, cid: str, seat=0, where="hand") -> str:
    return next(x for x in c.observation(seat)["seats"][seat][where] if card_id(x) == cid)


def buy_lead_and_moonpetal(c) -> None:
    """Alchemist 1's first turn: Gold from a Prepare Herbs, then buy Lead and Moonpetal."""
    assert c.act(A.PlayTradeskill(first(c, "prepare-herbs"), "gold")) is None
    assert c.act(A.EndPhase()) is None
    assert c.act(A.Buy("lead")) is None
    assert c.act(A.Buy("moonpetal")) is None


def pass_until_ready(window, c, needed=("attempt-transmutation", "lead", "moonpetal"),
                     limit: int = 80) -> None:
    """Both seats pass until Alchemist 1 starts a turn holding every card in ``needed`` (in
    its Tradeskill Phase, or its Table Phase when it holds no Tradeskill); the person whose
    turn it is takes the mouse first, as at the table."""
    for _ in range(limit):
        uncover(window)
        obs = c.observation(0)
        fresh = not obs["turn_state"]["tradeskill_gold"] and not obs["turn_state"]["table_moves"]
        if (obs["current"] == 0 and obs["phase"] in ("tradeskill", "table") and fresh
                and all(x in ids(obs["seats"][0]["hand"]) for x in needed)):
            uncover(window)
            return
        assert c.act(A.EndPhase()) is None
    raise AssertionError(f"Alchemist 1 never held {needed}")




def end_tradeskill(window, qtbot) -> None:
    """Click the button that ends the Tradeskill Phase, when the turn is in it."""
    view = window.table
    if view.obs["phase"] == "tradeskill":
        qtbot.mouseClick(button(view, "End the Tradeskill Phase"), Qt.MouseButton.LeftButton)




def zone_point(view, zone: str) -> QPoint:
    """An empty spot inside a zone (near its lower right corner)."""
    rect = rect_of(view, zone)
    return view.mapFromScene(rect.bottomRight() - QPointF(20, 20))


def felt_point(view) -> QPoint:
    """A spot on the bare table: between the Matrix and the Supply."""
    left, right = rect_of(view, "cell:3"), rect_of(view, "cluepile:albedo")
    return view.mapFromScene(QPointF((left.right() + right.left()) / 2, left.center().y()))








def strings_in(value) -> set[str]:
    """Every string anywhere in an observation."""
    out: set[str] = set()
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            out |= strings_in(k) | strings_in(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            out |= strings_in(v)
    return out
