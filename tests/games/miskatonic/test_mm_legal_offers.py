"""The simulator's LazyLegal and the membership checks behind it (legal._OFFERS) say
exactly what the legal-action list says: ``offers(act)`` is True for the very objects in
the list and for nothing else (equal copies included), at every play and investigation
decision of seeded games, default and house-ruled."""

from __future__ import annotations

import random

from eldertable.engine.chance import SeededChance
from eldertable.engine.protocol import TERMINAL
from eldertable.games.miskatonic import BOTS
from eldertable.games.miskatonic import actions as A
from eldertable.games.miskatonic.legal import _LEGAL, _OFFERS
from eldertable.games.miskatonic.rules import rules_for
from eldertable.games.miskatonic.sim import LazyLegal
from eldertable.games.miskatonic.state import MiskatonicState

HOUSE_RULES = ({}, {"MM-GAP-17": False, "MM-GAP-10": 2, "MM-GAP-26": False},
               {"MM-GAP-28": False, "MM-GAP-18": False, "MM-GAP-8": False})


def _candidates(st: MiskatonicState) -> list:
    """Every cached move of the kinds checked, plus equal copies and foreign moves."""
    R = st.rules
    out = [A.END_PLAY, A.END_INVESTIGATION, A.REROLL_YES, A.START_FINAL]
    for moves in R.place.values():
        out += moves
        out += [A.PlaceCard(m.card, m.location) for m in moves]  # equal, not the same
    for row in R.pi.values():
        out += row.values()
    for moves in R.read_in_study.values():
        out += moves.values()
    for to in R.assign_to.values():
        out += to.values()
    out += [A.PlaceInvestigator(m.investigator, m.location, m.book)
            for row in R.read_in_study.values() for m in row.values()]
    out += [A.EndPlay(), A.EndInvestigation()]
    return out


def test_mm_offers_equals_membership_in_the_legal_list():
    checked = 0
    for n, house_rules in enumerate(HOUSE_RULES):
        for seed in range(8):
            st = MiskatonicState(rules_for(house_rules), seed, SeededChance(seed), ["b", "b"])
            names = ("random", "default") if seed % 2 else ("default", "random")
            if seed % 4 == 0:
                names = ("default", "default")
            bots = {s: BOTS[names[s]](s, seed + n) for s in (0, 1)}
            every = _candidates(st)
            pick = random.Random(seed)
            while st.current_player() != TERMINAL:
                d = st.decision
                legal = _LEGAL[d[1]](st, d)
                if d[1] in _OFFERS:
                    lazy = LazyLegal(st, d)
                    for act in pick.sample(every, 60) + legal:
                        want = any(x is act for x in legal)
                        assert _OFFERS[d[1]](st, d, act) == want, (d, act)
                        assert lazy.offers(act) == want
                    assert lazy._list is None  # nothing built for those answers
                    checked += 1
                seat = d[0]
                st.apply(bots[seat].choose(st.observation(seat), legal))
    assert checked > 500


def test_mm_lazy_legal_reads_like_the_list():
    st = MiskatonicState(rules_for({}), 3, SeededChance(3), ["b", "b"])
    bots = {s: BOTS["random"](s, 3) for s in (0, 1)}
    kinds = set()
    while st.current_player() != TERMINAL:
        d = st.decision
        legal = _LEGAL[d[1]](st, d)
        lazy = LazyLegal(st, d)
        assert len(lazy) == len(legal)
        assert list(lazy) == legal and lazy[0] is legal[0] and lazy[-1] is legal[-1]
        assert all(lazy.offers(a) for a in legal)  # built now: answered from the list
        assert not lazy.offers(A.EndPlay())
        kinds.add(d[1])
        st.apply(bots[d[0]].choose(st.observation(d[0]), legal))
    assert {"play", "investigate", "reveal"} <= kinds


def test_mm_offers_end_of_investigation_when_no_card_lies_face_down():
    """Free investigators but nowhere to go (every card on Secret Rituals, no book): the
    investigation may end, and offers() says so; with a card down it may not."""
    st = MiskatonicState(rules_for({"MM-GAP-17": False}), 5, SeededChance(5), ["b", "b"])
    bots = {s: BOTS["default"](s, 5) for s in (0, 1)}
    while st.decision[1] != "investigate":
        st.apply(bots[st.decision[0]].choose(st.observation(st.decision[0]), st.legal_actions()))
    d = st.decision
    assert st.piles["pool"] and not st.piles["possessions"]
    moved = []
    for loc in st.rules.university:
        moved += st.face_down[loc]
        st.face_down[loc].clear()
    st.face_down["secret_rituals"].extend(moved)
    legal = _LEGAL["investigate"](st, d)
    assert legal == [A.END_INVESTIGATION]
    assert LazyLegal(st, d).offers(A.END_INVESTIGATION)
    st.face_down[st.rules.university[0]].append(st.face_down["secret_rituals"].pop())
    assert A.END_INVESTIGATION not in _LEGAL["investigate"](st, d)
    assert not LazyLegal(st, d).offers(A.END_INVESTIGATION)
