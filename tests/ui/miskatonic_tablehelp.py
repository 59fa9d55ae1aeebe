"""Helpers for the Miskatonic Madness table tests: scripted games, mouse gestures, scene checks (those
both card tables use are in :mod:`cardtablehelp`).

A scripted game keeps the deck in data order (``ScriptedChance``, ``shuffle="keep"``): the
cultist's first hand is the two Starting Cultists, the two Cultists, the Leader and
Nightmares. Faces for later rolls are pushed by the test right before it rolls.
"""

from __future__ import annotations

from cardtablehelp import button, center, click, drag, rect_of, uncover  # noqa: F401
from PySide6.QtCore import QPoint
from screenhelp import item_words

from eldertable.engine.chance import ScriptedChance
from eldertable.games.miskatonic import BOTS
from eldertable.games.miskatonic import actions as A
from eldertable.games.miskatonic import make_config

FIRST_HAND = ["starting_cultist_1", "starting_cultist_2", "cultist_1", "cultist_2", "leader",
              "nightmares"]
# An opening that visits two locations (a fight at each) and leaves the rest unvisited.
OPENING = [A.PlaceCard("cultist_1", "campus_park"), A.PlaceCard("starting_cultist_1", "library"),
           A.PlaceCard("nightmares", "anthropology"),
           A.PlaceCard("starting_cultist_2", "sports_field"),
           A.PlaceCard("cultist_2", "research_wing"), A.PlaceCard("leader", "research_wing")]


def scripted_game(window, seats=("human", "human")):
    """A game on ``window`` with dice from a script; returns (controller, chance)."""
    chance = ScriptedChance([])
    window.controller.new_game("miskatonic", make_config(list(seats), {}), 1, chance=chance)
    uncover(window)
    return window.controller, chance


def to_the_reveal(window, *more, opening=OPENING):
    """A scripted hot-seat game played to its first Reveal: ``opening`` (the cultist's
    cards), then Johnny Dark at Campus Park, Heather Brooks at the Library and the
    placements ``more``. Returns (controller, scripted chance)."""
    c, chance = scripted_game(window)
    play(window, *opening, A.EndPlay(), A.PlaceInvestigator("johnny_dark", "campus_park"),
         A.PlaceInvestigator("heather_brooks", "library"), *more, A.EndInvestigation())
    return c, chance


def play(window, *actions) -> None:
    """Apply actions as the people at the table would, passing the mouse when asked."""
    for act in actions:
        uncover(window)
        reason = window.controller.act(act)
        assert reason is None, reason.render()
    uncover(window)


def spot(view, piece_id: str) -> QPoint:
    """A point inside a place that no card or investigator covers (its lower right)."""
    rect = rect_of(view, piece_id)
    return view.mapFromScene(rect.bottomRight() - (rect.bottomRight() - rect.center()) * 0.15)


def inside(view, piece_id: str, place_id: str) -> bool:
    return rect_of(view, place_id).contains(rect_of(view, piece_id).center())


def bot_choice(c, bots):
    """What the default bot of the seat to move would do now (for tests driving a game)."""
    seat = c.current_player()
    legal = c.legal_actions(seat)
    return legal[0] if len(legal) == 1 else bots[seat].choose(c.observation(seat), legal)


def default_bots(seed: int) -> dict:
    return {s: BOTS["default"](s, seed) for s in (0, 1)}


def play_to_the_end(window, seed: int, each=None) -> None:
    """The default bots play both seats of the window's game to its end (``each``: called
    after every action), the curtain lifted whenever it falls."""
    c = window.controller
    bots = default_bots(seed)
    for _ in range(200):
        uncover(window)
        if c.current_player() < 0:
            break
        assert c.act(bot_choice(c, bots)) is None
        if each is not None:
            each()
    uncover(window)


def shown_cards(view) -> set[str]:
    """Every card or investigator id a piece on the table shows face up."""
    return {p.card for p in view.pieces.values() if getattr(p, "card", None)}


def words_on_table(view) -> str:
    """Every word the scene shows or offers on hover (tooltips, captions, labels)."""
    parts = []
    for item in view.scene().items():
        parts += item_words(item)
        face = getattr(item, "face", None)
        if face is not None:
            parts.extend([face.name, face.text, face.tooltip])
    parts.extend(b.text() for b in view.bar.buttons)
    return "\n".join(parts)
