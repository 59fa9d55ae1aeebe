"""The Miskatonic table in motion and in words: moved cards and figures glide to their new
place (never when the table is rebuilt from a save or an undo), and each place tells its
flavour text on hover."""

from __future__ import annotations

import html

from miskatonic_tablehelp import OPENING, center, drag, play, scripted_game, spot, uncover
from PySide6.QtCore import QPointF

from eldertable.engine.saves import load_save, write_save
from eldertable.games.miskatonic import actions as A
from eldertable.games.miskatonic import make_config
from eldertable.ui.miskatonic.layout import BADGE, CARD
from eldertable.ui.miskatonic.motion import ABOVE


def _slot(view, place: str, size, n: int, i: int, people: bool = False) -> QPointF:
    """Where the layout puts the i-th of n cards (or people) of a place."""
    L = view.layout_map
    area = L.people_area(place) if people else L.cards_area(place)
    return L.row(area, size, n, i)


def test_a_dropped_card_glides_into_its_slot(window, qtbot):
    c, _chance = scripted_game(window)
    view = window.table
    target = _slot(view, "library", CARD, 1, 0)
    drag(view, center(view, "card:nightmares"), spot(view, "loc:library"))
    assert c.record.actions == [A.PlaceCard("nightmares", "library").to_json()]
    piece = view.pieces["card:nightmares"]
    # It starts where the mouse let it go, not in its slot, and the table stays usable.
    assert view.motion.running() and piece.pos() != target
    assert view.moves_for("card:leader")
    qtbot.waitUntil(lambda: not view.motion.running(), timeout=3000)
    assert piece.pos() == target


def test_a_figure_moved_by_an_action_glides_from_the_team(window, qtbot):
    c, _chance = scripted_game(window)
    play(window, *OPENING, A.EndPlay())
    view = window.table
    start = QPointF(view.pieces["inv:johnny_dark"].pos())
    target = _slot(view, "campus_park", BADGE, 1, 0, people=True)
    assert start != target
    assert c.act(A.PlaceInvestigator("johnny_dark", "campus_park")) is None
    piece = view.pieces["inv:johnny_dark"]
    assert view.motion.running() and piece.pos() == start
    assert piece.zValue() == ABOVE  # it passes over the places on its way
    qtbot.waitUntil(lambda: piece.pos() == target, timeout=3000)
    qtbot.waitUntil(lambda: not view.motion.running(), timeout=3000)
    assert piece.zValue() == 0


def test_a_press_finishes_the_glide_at_once(window, qtbot):
    scripted_game(window)
    view = window.table
    target = _slot(view, "library", CARD, 1, 0)
    drag(view, center(view, "card:nightmares"), spot(view, "loc:library"))
    assert view.motion.running()
    drag(view, center(view, "card:leader"), spot(view, "loc:secret_rituals"))
    # The second drag began by putting the first card in its place.
    assert view.pieces["card:nightmares"].pos() == target


def test_a_loaded_save_shows_everything_in_place_at_once(window, qtbot, tmp_path):
    c = window.controller
    c.new_game("miskatonic", make_config(["human", "human"], {}), 7)
    while c.current_player() == 0:  # the cultist places the first card he may, six times
        play(window, c.legal_actions(0)[0] if c.observation(0)["placed"] < 6 else A.EndPlay())
    inv, loc = next((a.investigator, a.location) for a in c.legal_actions(1)
                    if type(a) is A.PlaceInvestigator and a.location != "study")
    play(window, A.PlaceInvestigator(inv, loc))
    path = tmp_path / "mm.json"
    write_save(path, c.record)
    record, _meta = load_save(path)
    c.load_record(record)
    uncover(window)
    view = window.table
    assert not view.motion.running()
    assert view.pieces[f"inv:{inv}"].pos() == _slot(view, loc, BADGE, 1, 0, people=True)
    # Undo rebuilds the table too: no glide.
    other = next(a for a in c.legal_actions(1) if type(a) is A.PlaceInvestigator)
    play(window, other)
    assert view.motion.running()
    window.actions_.undo.trigger()
    assert not view.motion.running()
    assert c.observation(1)["investigators"][other.investigator]["where"] == "pool"


def test_places_tell_their_flavour_text_on_hover(window, qtbot):
    scripted_game(window)
    view = window.table
    content = view.words.content
    for pid, loc in (("loc:library", "library"), ("loc:secret_rituals", "secret_rituals"),
                     ("study:", "study"), ("space:jail", "jail"),
                     ("space:intensive_care", "intensive_care")):
        flavour = html.escape(content.location_text(loc).text)
        tip = view.pieces[pid].toolTip()
        assert f"<i>{flavour}</i>" in tip, (pid, tip)
    tip = view.pieces["loc:library"].toolTip()
    assert "<b>Library</b>" in tip and "Cards here: 0. Investigators here: 0." in tip
