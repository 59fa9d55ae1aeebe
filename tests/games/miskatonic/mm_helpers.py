"""Helpers for the Miskatonic Madness rule tests: scripted games and table surgery.

``game()`` starts a game on a :class:`ScriptedChance` that keeps the deck in data order and
hands out only the dice a test pushes. ``ready()`` rearranges the table at the cultist's
first Play decision (cards face down on locations, investigators on spaces, items owned,
track values) through the table's own moves, so no card is ever lost. ``reveal()`` then
places investigators with real actions and ends the Investigation Phase.
"""

from __future__ import annotations

from eldertable.engine.chance import ScriptedChance
from eldertable.games.miskatonic import actions as A
from eldertable.games.miskatonic import new_game

H, J, M, D = "heather_brooks", "johnny_dark", "dr_mendum", "prof_dramis"
JIMMY, RYAN = "jimmy_mack", "father_ryan"
STARTERS = (H, J, M, D)
LOCS = ("library", "research_wing", "campus_park", "sports_field", "infirmary", "anthropology")
INV_SPACES = {"pool", "study", "intensive_care", "temporary_insanity", "jail", "final", "dead"}


def game(house: dict | None = None, dice=(), seed: int = 0):
    chance = ScriptedChance(list(dice))
    return new_game({"seats": ["human", "human"], "house_rules": house or {}}, seed, chance)


def _is_inv_space(pile: str) -> bool:
    return pile in INV_SPACES or pile.endswith("/inv")


def put(st, card: str, pile: str, top: bool = False) -> None:
    """Move ``card`` to ``pile`` wherever it is (keeps ``st.where`` in step)."""
    src = st.table.where(card)
    assert src is not None, card
    if src != pile:
        st.table.move(card, src, pile, to_top=top)
    elif top:
        st.piles[pile].remove(card)
        st.piles[pile].insert(0, card)
    if _is_inv_space(pile):
        st.where[card] = pile
    else:
        st.where.pop(card, None)


def ready(house: dict | None = None, board: dict | None = None, hand=(), invs: dict | None = None,
          possessions=(), cult_items=(), sp: int = 0, mp: int = 0, dice=(), deck_top=(),
          score=(), removed=()):
    """A game at the cultist's Play decision of turn 1 with the table arranged."""
    st = game(house)
    for c in list(st.piles["hand"]):
        put(st, c, "deck")
    for loc, cards in (board or {}).items():
        for c in cards:
            put(st, c, loc + "/down")
    for c in hand:
        put(st, c, "hand")
    for inv, space in (invs or {}).items():
        put(st, inv, space)
    for c in possessions:
        put(st, c, "possessions")
    for c in cult_items:
        put(st, c, "cult_items")
    for c in score:
        put(st, c, "score")
    for c in removed:
        put(st, c, "removed")
    for c in reversed(list(deck_top)):
        put(st, c, "deck", top=True)
    st.placed = sum(len(v) for v in (board or {}).values())
    st.must_place = 0
    st.summon_points, st.mythos_points = sp, mp
    st.chance.push(*dice)
    st.table.check()
    return st


def run(st, *actions) -> list:
    """Apply actions in order; return every event."""
    events = []
    for a in actions:
        events.extend(st.apply(a))
    return events


def reveal(st, places: dict | None = None, assign: dict | None = None, dice=()) -> list:
    """End the Play phase, place investigators (``{inv: loc}`` or ``{inv: ("study",
    book)}``), hand out items (``{item: inv}``), push ``dice`` and end the Investigation."""
    events = run(st, A.END_PLAY)
    for inv, loc in (places or {}).items():
        if isinstance(loc, tuple):
            events += run(st, A.PlaceInvestigator(inv, loc[0], loc[1]))
        else:
            events += run(st, A.PlaceInvestigator(inv, loc))
    for item, inv in (assign or {}).items():
        events += run(st, A.AssignItem(item, inv))
    st.chance.push(*dice)
    if st.decision is not None and st.decision[1] == "investigate":
        events += run(st, A.END_INVESTIGATION)
    return events


def rolls(events, purpose: str | None = None) -> list[list[int]]:
    return [e.data["dice"] for e in events if e.kind == "roll" and
            (purpose is None or e.data["purpose"] == purpose)]


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def where(st, inv: str) -> str:
    return st.where[inv]


def pile_of(st, card: str) -> str:
    return st.table.where(card)
