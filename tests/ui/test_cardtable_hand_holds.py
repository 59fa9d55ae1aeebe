"""The hand keeps its slots under the mouse (issue 25), on both card tables: a card played
from the hand with the pointer resting on it had let the next card slide under the pointer,
so a second click took a card the player never aimed at. While the pointer is over the hand
the other cards stay where they lay; once it has left the hand, the hand closes up."""

from __future__ import annotations

import miskatonic_tablehelp as mm
import mo_tablehelp as mo
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest


def _cards_at(view, point) -> list[str]:
    return [item.piece_id for item in view.items(point)
            if getattr(item, "piece_id", "").startswith("card:")]


def _positions(view, cards) -> dict[str, QPointF]:
    return {c: QPointF(view.pieces[f"card:{c}"].pos()) for c in cards}


def _play_with_a_double_click(view, before, playable):
    """Double-click the first card of ``before`` (the hand) with a card after it that goes
    somewhere; check the gap stays while the pointer rests there, and closes once it left."""
    vp = view.viewport()
    card = next(c for c in before[:-1] if c in playable)
    at = mo.center(view, f"card:{card}")
    assert _cards_at(view, at) == [f"card:{card}"]
    shown = _positions(view, before)
    QTest.mouseMove(vp, at)
    QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    return card, at, shown


def test_mo_hand_keeps_its_slots_while_the_pointer_is_on_it(window, qtbot):
    c, _chance = mo.scripted_game(window)
    view = window.table
    window.resize(1600, 1000)
    qtbot.wait(50)
    before = list(mo.hand(c))
    playable = [x for x in before if any(t is not None for t in view.moves_for(f"card:{x}"))]
    card, at, shown = _play_with_a_double_click(view, before, playable)
    after = list(mo.hand(c))
    assert card not in after and len(after) == len(before) - 1
    # the pointer rests where the card was: no other card lies under it, none has moved
    assert _cards_at(view, at) == []
    assert _positions(view, after) == {x: shown[x] for x in after}
    # a second click there takes nothing
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, at)
    assert view.interaction.selected is None
    # the pointer leaves the hand: the hand closes up
    QTest.mouseMove(view.viewport(), mo.felt_point(view))
    packed = {x: view.layout_map.row("hand", i, len(after)) for i, x in enumerate(after)}
    qtbot.waitUntil(lambda: _positions(view, after) == packed, timeout=3000)
    assert _positions(view, after) != {x: shown[x] for x in after}


def test_miskatonic_hand_keeps_its_slots_while_the_pointer_is_on_it(window, qtbot):
    from eldertable.ui.miskatonic.layout import HAND_CARD

    c, _chance = mm.scripted_game(window)
    view = window.table
    window.resize(1600, 1000)
    qtbot.wait(50)
    before = list(c.observation(0)["hand"])
    assert before == mm.FIRST_HAND
    card, at, shown = _play_with_a_double_click(view, before, before)
    after = list(c.observation(0)["hand"])
    assert card not in after and len(after) == len(before) - 1
    assert c.record.actions and c.record.actions[-1]["card"] == card
    qtbot.waitUntil(lambda: not view.motion.running())  # the card glides to its location
    assert _cards_at(view, at) == []
    assert _positions(view, after) == {x: shown[x] for x in after}
    # a second double click there plays nothing more
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, at)
    assert len(c.record.actions) == 1
    # the pointer leaves the hand: the hand closes up
    QTest.mouseMove(view.viewport(), mm.spot(view, "loc:library"))
    rect = view.layout_map.rect("hand")
    area = type(rect)(rect.x(), rect.y() + 34, rect.width(), HAND_CARD.height())
    packed = {x: view.layout_map.row(area, HAND_CARD, len(after), i)
              for i, x in enumerate(after)}
    qtbot.waitUntil(lambda: _positions(view, after) == packed, timeout=3000)
