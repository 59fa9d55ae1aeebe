"""The first reveal does not stop the table (issue 25): while the table sits idle it draws
ahead, in small slices, the face of every card as it turns over on a location, and the
pace banner; a card turning over keeps one picture while it turns (it is not drawn afresh
at every frame). Then a reveal only copies pictures: no card face is drawn afresh."""

from __future__ import annotations

from miskatonic_tablehelp import OPENING, click, play, scripted_game

from eldertable.games.miskatonic import actions as A
from eldertable.ui.miskatonic.pieces import CardPiece


def test_a_first_reveal_draws_no_card_face_afresh(window, qtbot, step, monkeypatch):
    from eldertable.ui.cardtable.cardpaint import forget_bodies

    forget_bodies()  # a cold start: no card drawn yet
    c, chance = scripted_game(window)
    play(window, *OPENING, A.EndPlay(), A.PlaceInvestigator("johnny_dark", "campus_park"),
         A.PlaceInvestigator("heather_brooks", "library"),
         A.PlaceInvestigator("dr_mendum", "sports_field"), A.EndInvestigation())
    view = window.table
    qtbot.wait(50)  # the board is painted
    qtbot.wait(1500)  # the table sits idle (a person looks at it): it draws ahead
    drawn = []
    paint_body = CardPiece.paint_body
    monkeypatch.setattr(CardPiece, "paint_body",
                        lambda self, p, r: (drawn.append(self.piece_id), paint_body(self, p, r)))
    chance.push(5, 5, 5, 1, 1, 1)
    click(view, "loc:campus_park")
    assert "flip:cultist_1" in view.pieces
    qtbot.wait(700)  # the card turns over on Campus Park, frame after frame
    view.viewport().repaint()
    assert [pid for pid in drawn if pid.startswith("flip:")] == []
    assert view.warmer.done > 10 and not view.warmer.running()
