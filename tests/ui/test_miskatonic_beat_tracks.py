"""Miskatonic Madness, a reveal step by step: each beat draws the tracks and the "Now:"
panel as they stand after that beat's events (issue 25: the log said 9/20 Summon Points
while the track still showed 6, and "Now:" named the place revealed before; only the
last beat of an action carried the observation after it)."""

from __future__ import annotations

import re

from miskatonic_tablehelp import OPENING, click, to_the_reveal
from PySide6.QtCore import Qt

from eldertable.games.miskatonic import actions as A

# The Cultist and the Leader chant on Secret Rituals; Johnny at Campus Park and Heather at
# the Library win their fights; the rituals' 5s gain the cult a Summon Point, shown in a
# beat of its own before the cleanup's beats.
RITUALS = [a if a.card not in ("cultist_2", "leader") else A.PlaceCard(a.card, "secret_rituals")
           for a in OPENING]
DICE = (5, 5, 5, 1, 1, 1, 6, 6, 1, 2, 2, 5, 5, 5, 5, 5, 5, 5)


def test_each_beat_shows_the_tracks_and_the_place_its_lines_tell(window, qtbot, step):
    c, chance = to_the_reveal(window, opening=RITUALS)
    view = window.table
    chance.push(*DICE)
    click(view, "loc:campus_park")
    banner = view.pacer.banner
    seen_gain = False
    places = []
    for _ in range(40):
        if not view.pacing():
            break
        text = banner.text.text()
        gained = re.search(r"Summon Points? \(now (\d+) of 20\)", text)
        if gained:
            seen_gain = True
            assert view.pieces["track:summon"].value == int(gained.group(1)), text
        if text.endswith("is revealed.") or text.endswith("are revealed."):
            place = text.rsplit(" is revealed.", 1)[0].rsplit(" are revealed.", 1)[0]
            assert view.pieces["encounter"].title == f"Now: {place}", text
            places.append(place)
        if text.startswith("Roll for the enemy:"):
            # the panel shows the dice of this fight, not those of the place before
            rows = dict(view.pieces["encounter"].rows)
            faces = [int(f) for f in text.split(":")[1].split()]
            assert rows.get("Enemy") == faces, (text, rows)
        qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
    assert not view.pacing()
    assert seen_gain and places == ["Campus Park", "Library", "Secret Rituals"]
    assert c.observation(1)["tracks"]["summon"] == 1
    assert chance.remaining() == 0
