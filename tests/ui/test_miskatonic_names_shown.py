"""Miskatonic Madness: names on the table are never under another piece (issue 25): the
free investigators in two rows (play-161: Dramis's name lay under Heather's badge), a card
of a full hand while the pointer rests on it (play-154: "细心的学生/"), and the Final
Battle's panel titles beside their emblems (play-184)."""

from __future__ import annotations

from miskatonic_tablehelp import OPENING, play, scripted_game
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from eldertable.games.miskatonic import actions as A
from eldertable.ui.miskatonic.pieces import CardPiece, PersonPiece


def name_band(piece) -> QRectF:
    """Where a badge or card shows its name, in the scene (the top quarter)."""
    rect = body(piece)
    return QRectF(rect.x() + 4, rect.y() + 3, rect.width() - 8, rect.height() * 0.22)


def top_piece(view, scene_point: QPointF, kind):
    """The piece the mouse would meet first at ``scene_point``."""
    for item in view.items(view.mapFromScene(scene_point)):
        if isinstance(item, kind):
            return item
    return None


def body(piece) -> QRectF:
    """A piece's own rect in the scene (without the marks that reach outside it)."""
    return piece.sceneBoundingRect().adjusted(8, 8, -8, -8)


def covered_names(view, pieces, kind, whole: bool = False) -> list[str]:
    """The pieces whose name band (``whole``: any part) has a point where another piece
    lies on top."""
    out = []
    for piece in pieces:
        band = body(piece).adjusted(2, 2, -2, -2) if whole else name_band(piece)
        for fx in (0.05, 0.5, 0.95):
            for fy in ((0.02, 0.3, 0.6, 0.98) if whole else (0.2, 0.8)):
                at = QPointF(band.x() + band.width() * fx, band.y() + band.height() * fy)
                top = top_piece(view, at, kind)
                if top is not piece:
                    out.append(f"{piece.piece_id} under {getattr(top, 'piece_id', None)}")
    return out


def test_the_free_investigators_names_show_whole(window, qtbot):
    c, _chance = scripted_game(window)
    play(window, *OPENING, A.EndPlay())
    view = window.table
    assert view.seat == 1
    pool = [view.pieces[f"inv:{inv}"] for inv in c.observation(1)["spaces"]["pool"]]
    assert len(pool) > 3  # two rows
    # no badge lies on another: every name and attribute shows, whichever was laid last
    assert covered_names(view, pool, PersonPiece, whole=True) == []
    # one placed and taken back: the pool's order changes, the badges keep their places
    first = c.observation(1)["spaces"]["pool"][0]
    play(window, A.PlaceInvestigator(first, "campus_park"))
    c.undo()
    pool = [view.pieces[f"inv:{inv}"] for inv in c.observation(1)["spaces"]["pool"]]
    assert covered_names(view, pool, PersonPiece, whole=True) == []


def _big_hand_record():
    """A seeded game between the default bots up to a Play phase whose cultist holds 8
    cards or more (seed 1: 10 cards in turn 5): its record, people at both seats."""
    from eldertable.engine.record import Recorder
    from eldertable.games.miskatonic import BOTS, make_config

    rec = Recorder("miskatonic", make_config(["human", "human"], {}), 1)
    bots = {seat: BOTS["default"](seat, 1) for seat in (0, 1)}
    state = rec.state
    for _ in range(3000):
        seat = state.current_player()
        obs = state.observation(seat)
        if seat == 0 and obs["phase"] == "play" and len(obs["hand"]) >= 8:
            return rec.record
        legal = state.legal_actions(seat)
        rec.apply(legal[0] if len(legal) == 1 else bots[seat].choose(obs, legal))
    raise LookupError("no hand of 8")


def test_the_card_under_the_pointer_shows_whole_in_a_full_hand(window, qtbot):
    from miskatonic_tablehelp import uncover

    c = window.controller
    c.load_record(_big_hand_record())
    uncover(window)
    view = window.table
    assert view.seat == 0
    hand = [view.pieces[f"card:{card}"] for card in c.observation(0)["hand"]]
    assert len(hand) >= 8
    # fanned: the cards overlap, each one's right edge under the next
    assert body(hand[0]).intersects(body(hand[1]))
    vp = view.viewport()
    for piece in (hand[2], hand[len(hand) // 2], hand[0]):
        # the pointer comes onto the part of the card that shows (its left edge)
        rect = body(piece)
        QTest.mouseMove(vp, view.mapFromScene(QPointF(rect.x() + 10, rect.center().y())))
        qtbot.wait(30)
        assert covered_names(view, [piece], CardPiece, whole=True) == [], piece.piece_id
    # the pointer leaves the hand: the fan lies as before, each card under the next
    QTest.mouseMove(vp, view.mapFromScene(view.layout_map.rect("encounter").center()))
    qtbot.wait(30)
    assert covered_names(view, [hand[2]], CardPiece, whole=True)
    assert [p.zValue() for p in hand] == [hand[0].zValue()] * len(hand)


def _painted(piece):
    from PySide6.QtGui import QImage, QPainter

    image = QImage(round(piece.size.width()), round(piece.size.height()),
                   QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    piece.paint_body(painter, 1.0)
    painter.end()
    return image


def test_the_final_battle_titles_stand_clear_of_their_emblems(window, qtbot):
    from eldertable.ui import i18n
    from eldertable.ui.miskatonic.panels import PlacePiece
    from eldertable.ui.miskatonic.showcase import open_final_battle

    i18n.set_language("zh_CN")
    open_final_battle(window)
    view = window.table
    assert view.screen_name == "final"
    row = view.pieces["final:row"]
    assert row.title == "迎战奈亚拉托提普"
    image = _painted(row)
    ph = row.plate_h
    emblem_right = 8 + ph * 0.25 + ph * 1.1  # (PlacePiece.paint_body)
    text_left = emblem_right + 4
    # Between the emblem and the first letter only the plate's gold shows: the dot at the
    # plate's left end, stretched with a wide plate, had grown into a dark bar there.
    middle = round(6 + ph / 2)
    dark = [(x, y) for x in range(round(emblem_right) + 1, round(text_left))
            for y in range(middle - 2, middle + 3) if image.pixelColor(x, y).lightness() < 70]
    assert dark == []
    # The plate's left end looks as on a plate of its own width, however wide the panel.
    narrow = PlacePiece("narrow", row.size.__class__(16 + ph * 7.5, row.size.height()),
                        row.title, row.plate, row.emblem, row.note)
    other = _painted(narrow)
    end = round(8 + ph * 7.5 * 0.125) - 1
    assert all(image.pixel(x, y) == other.pixel(x, y)
               for x in range(0, end) for y in range(0, round(ph) + 6))
