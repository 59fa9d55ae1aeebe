"""The Miskatonic table before the reveal order is chosen: each location's chances in the
encounter panel, from the seat on screen; and the dice of a place stay with that place."""

from __future__ import annotations

import os

from miskatonic_tablehelp import OPENING, play, scripted_game

from eldertable.games.miskatonic import actions as A
from eldertable.ui import i18n


def test_mm_rev_1_the_reveal_choice_shows_the_chances_without_the_hidden_cards(window, qtbot,
                                                                               tmp_path):
    c, chance = scripted_game(window)
    play(window, *OPENING, A.EndPlay(), A.PlaceInvestigator("johnny_dark", "campus_park"),
         A.PlaceInvestigator("heather_brooks", "library"), A.EndInvestigation())
    view = window.table
    assert view.seat == 1 and c.observation(1)["decision"]["kind"] == "reveal"
    piece = view.pieces["encounter"]
    lines = piece.lines
    # one line a place on the panel: the odds (the card backs lie on the location)
    assert lines[0] == "Library: combat 3 dice: 85% / 67% / 50% vs 1/2/3"
    assert lines[1].startswith("Campus Park: combat ")
    # the tooltip has every line, the face-down count too
    assert "Library: 1 face-down card, not known to you" in piece.toolTip()
    assert "Campus Park: 1 face-down card, not known to you" in piece.toolTip()
    assert not any("Cultist" in x for x in lines)  # what lies there stays hidden
    assert "Cultist" not in piece.toolTip()
    i18n.set_language(i18n.CHINESE)
    qtbot.waitUntil(lambda: "combat" not in " ".join(view.pieces["encounter"].lines))
    zh = view.pieces["encounter"].lines
    assert "85% / 67% / 50%" in zh[0] and "张面朝下的牌" in view.pieces["encounter"].toolTip()
    shot = os.environ.get("MM_ODDS_SHOT")
    if shot:  # a look at the panel, in Chinese
        window.resize(1600, 1000)
        qtbot.wait(200)
        window.grab().save(shot)
    i18n.set_language(i18n.ENGLISH)
    # Campus Park, then the Library: the Library's panel shows only the Library's dice.
    chance.push(5, 5, 5, 1, 1, 1, 6, 6, 1, 2, 2)
    c.act(A.RevealLocation("campus_park"))
    assert chance.remaining() == 0


def test_mm_combat_1_the_now_panel_shows_only_the_dice_of_its_place():
    """The Library's check dice are not shown as Campus Park's while the Park fights; between
    places each roll is listed with its place."""
    from eldertable.ui.miskatonic.board import slots_shown
    obs = {"rolls": {"chk": [5], "inv": [6, 1], "foe": [1]},
           "roll_at": {"chk": "library", "inv": "campus_park", "foe": "campus_park"}}
    assert slots_shown(obs, "campus_park") == ["inv", "foe"]
    assert slots_shown(obs, "library") == ["chk"]
    assert slots_shown(obs, "secret_rituals") == []
    assert slots_shown(obs, None) == ["chk", "inv", "foe"]


def test_the_curtain_and_the_team_count_read_right(window, qtbot):
    """'Investigators: show my table' (never 'I am Investigators'), '1 free investigator',
    and no internal rule id on the table."""
    import re

    from miskatonic_tablehelp import words_on_table
    c, _chance = scripted_game(window)
    for act in (*OPENING, A.EndPlay()):
        assert c.act(act) is None
    assert window.handoff.covered()
    assert window.curtain.button.text() == "Investigators: show my table"
    assert window.curtain.title.text() == "Pass the mouse on: Investigators"
    window.handoff.reveal()
    for inv, loc in (("johnny_dark", "campus_park"), ("heather_brooks", "library"),
                     ("dr_mendum", "library")):
        assert c.act(A.PlaceInvestigator(inv, loc)) is None
    words = words_on_table(window.table)
    assert "The team: 1 free investigator" in words and "1 free investigators" not in words
    assert not re.search(r"\b(MM|MO)-[A-Z]+-\d+", words)
