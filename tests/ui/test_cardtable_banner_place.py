"""The pace banner never covers the viewer's own hand, nor the buttons above the table
(issue 25): it sits above the hand, at 1600x1000 and at 1366x768, in both card tables."""

from __future__ import annotations

import pytest
from miskatonic_tablehelp import OPENING, click, play, scripted_game
from PySide6.QtCore import QRect

from eldertable.games.miskatonic import actions as A

SIZES = [(1600, 1000), (1366, 768)]


def _on_view(view, scene_rect) -> QRect:
    """A scene rect in the view's own coordinates (where the banner and the bar lie)."""
    vp = view.viewport().geometry()
    return view.mapFromScene(scene_rect).boundingRect().translated(vp.topLeft())


def _clear_of_hand_and_bar(view, hands) -> None:
    banner = view.pacer.banner
    assert banner.isVisible()
    box = banner.geometry()
    assert view.viewport().geometry().contains(box)
    for rect in hands:
        assert not box.intersects(_on_view(view, rect)), (box, _on_view(view, rect))
    assert box.top() >= view.bar.geometry().bottom()
    for b in view.bar.buttons:
        assert not box.intersects(b.geometry().translated(view.bar.pos()))


@pytest.mark.parametrize("size", SIZES)
def test_the_reveal_banner_stays_above_the_hand_and_the_team(window, qtbot, step, size):
    window.resize(*size)
    c, chance = scripted_game(window)
    play(window, *OPENING, A.EndPlay(), A.PlaceInvestigator("johnny_dark", "campus_park"),
         A.PlaceInvestigator("heather_brooks", "library"),
         A.PlaceInvestigator("dr_mendum", "sports_field"), A.EndInvestigation())
    view = window.table
    qtbot.waitUntil(lambda: view.width() > 0.6 * size[0], timeout=3000)
    chance.push(5, 5, 5, 1, 1, 1)
    click(view, "loc:campus_park")
    assert view.pacing()
    L = view.layout_map
    hands = [L.rect("hand"), L.rect("team")]
    _clear_of_hand_and_bar(view, hands)
    # the hand's own cards, piece by piece, are in sight too
    team = [p.sceneBoundingRect() for pid, p in view.pieces.items()
            if L.rect("team").contains(p.sceneBoundingRect().center())]
    assert team
    _clear_of_hand_and_bar(view, team)


@pytest.mark.parametrize("size", SIZES)
def test_a_bot_turn_banner_stays_above_the_workshop(window, qtbot, step, size):
    from eldertable.games.magnum_opus import make_config

    window.resize(*size)
    c = window.controller
    c.new_game("magnum-opus", make_config(["bot:default", "human"]), 2)
    view = window.table
    qtbot.waitUntil(lambda: view.pacing() and not c.busy(), timeout=30000)
    qtbot.waitUntil(lambda: view.width() > 0.6 * size[0], timeout=3000)
    L = view.layout_map
    _clear_of_hand_and_bar(view, [L.zone("hand"), L.zone("table")])
    hand = [p.sceneBoundingRect() for pid, p in view.pieces.items()
            if L.zone("hand").contains(p.sceneBoundingRect().center())]

    assert hand
    _clear_of_hand_and_bar(view, hand)
