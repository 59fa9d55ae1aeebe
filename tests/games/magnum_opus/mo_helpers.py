"""Helpers for the Magnum Opus rule tests: scripted games and table surgery.

``game()`` builds a game on a :class:`ScriptedChance` that keeps every deck in data order
(so the axes are the first four Reagent types of each kind) and whose first dice decide
the first player. ``give``/``empty``/``set_cell`` arrange cards; every change calls
``state.invalidate()`` so the cached legal actions and views are recomputed.
"""

from __future__ import annotations

from eldertable.engine.chance import ScriptedChance
from eldertable.games.magnum_opus import actions as A
from eldertable.games.magnum_opus import new_game
from eldertable.games.magnum_opus.rules import card_id

ATTR = {"deck": "deck", "hand": "hand", "discard": "disc", "table": "tab", "work": "work",
        "shelves": "shelves", "shelved": "shelved", "aside": "aside", "clues": "clues",
        "pick": "pick"}
# Axes with the scripted setup: the first four types of each kind in the card data.
ALCH = ["saltpetre", "sulphur", "lead", "quicksilver"]
MYST = ["unicorn-hair", "serpentscale", "moonpetal", "dragons-blood"]


def game(players: int = 2, house: dict | None = None, first: int = 0, limit: int = 0,
         dice=()) -> object:
    faces = [1] * players
    faces[first] = 8
    chance = ScriptedChance(faces + list(dice))
    return new_game({"players": players, "seats": ["human"] * players,
                     "house_rules": house or {}, "options": {"round_limit": limit}}, 0, chance)


def touch(st) -> None:
    st.invalidate()


def pile(st, seat: int, where: str) -> list[str]:
    return getattr(st, ATTR[where])[seat]


def _find(st, cid: str) -> tuple[str, list[str]]:
    order = [p for name, p in st.table.piles.items()
             if name.startswith(("supply:", "box", "search", "research", "clue:", "recipe"))
             and not name.startswith("research:")]
    order += [p for name, p in st.table.piles.items() if p not in order
              and not name.startswith(("discovery:", "research:", "hand", "table", "work",
                                       "clues", "pick", "aside", "shelves", "shelved"))]
    order += [p for p in st.table.piles.values() if p not in order]
    for p in order:
        for c in p.cards:
            if card_id(c) == cid:
                return c, p.cards
    raise LookupError(f"no free copy of {cid}")


def give(st, seat: int, where: str, *cids: str) -> list[str]:
    """Move one copy of each card id into ``seat``'s pile ``where``; returns the copies."""
    out = []
    dest = pile(st, seat, where)
    for cid in cids:
        inst, src = _find(st, cid)
        src.remove(inst)
        dest.append(inst)
        out.append(inst)
        if st.rules.instances[inst].research and where not in ("deck",):
            pass
    touch(st)
    return out


def empty(st, seat: int, *wheres: str) -> None:
    for where in wheres:
        p = pile(st, seat, where)
        st.box.extend(p)
        p.clear()
    touch(st)


def bare(st, seat: int = 0) -> None:
    """Empty hand, deck, discard and Table of ``seat``."""
    empty(st, seat, "hand", "deck", "discard", "table")


def phase(st, ph: str, step: str = "") -> None:
    st.phase = ph
    st.step = step or ("choose" if ph == "experiment" else "")
    touch(st)


def set_cell(st, cell: int, discovery: str | None = None, research: str | None = None,
             state: int | None = None) -> None:
    if discovery is not None:
        for i, p in enumerate(st.dis):
            if card_id(p[0]) == discovery:
                st.dis[i][0], st.dis[cell][0] = st.dis[cell][0], st.dis[i][0]
                break
        else:
            inst = discovery + "#1"
            st.box.remove(inst)
            st.box.append(st.dis[cell][0])
            st.dis[cell][0] = inst
    if research is not None:
        if research == "":
            st.research.extend(st.res[cell])
            st.res[cell].clear()
        else:
            inst, src = _find(st, research)
            src.remove(inst)
            st.research.extend(st.res[cell])
            st.res[cell][:] = [inst]
    if state is not None:
        st.dstate[cell] = state
    touch(st)


def cell(st, alch: str, myst: str) -> int:
    return st.cell_of(alch, myst)


def do(st, act):
    return st.apply(act)


def roll(st, *faces: int):
    """Push ``faces`` and apply the pending roll (one face per roll)."""
    events = []
    st.chance.push(*faces)
    for _ in faces:
        events += st.apply(A.ROLL)
    return events


def kinds(st) -> set[str]:
    return {type(a).__name__ for a in st.legal_actions()}


def of(st, cls) -> list:
    return [a for a in st.legal_actions() if type(a) is cls]


def ids(cards) -> list[str]:
    return [card_id(c) for c in cards]


def start_basic(st, alch: str, myst: str, extra: tuple[str, ...] = (), xp: int = 0,
                seat: int = 0, table: tuple[str, ...] = ()) -> None:
    """Seat ``seat`` in its Experiment Phase with an Attempt card, the two Reagents in hand
    (plus ``extra`` cards) and ``table`` cards on its Table."""
    bare(st, seat)
    give(st, seat, "hand", "attempt-transmutation", alch, myst, *extra)
    if table:
        give(st, seat, "table", *table)
    st.experience[seat] = xp
    st.seat = seat
    phase(st, "experiment")


def attempt(st, alch_card: str | None = None, myst_card: str | None = None,
            extra: tuple[str, ...] = ()) -> None:
    """Start with the hand's Attempt card and add the named hand cards, then confirm."""
    s = st.seat
    starter = [c for c in st.hand[s] if card_id(c) == "attempt-transmutation"][0]
    st.apply(A.make(A.StartTransmutation, starter, False))
    for cid in [x for x in (alch_card, myst_card) if x] + list(extra):
        c = [h for h in st.hand[s] if card_id(h) == cid][0]
        st.apply(A.make(A.AddToExperiment, c, ""))
    st.apply(A.CONFIRM)
