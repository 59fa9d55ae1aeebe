"""Random play as a property check: 100 seeded games with 2, 3 and 4 seats; after every
action the cards are conserved (Table.check), Gold and Experience stay within the box's
supply when it is limited (MO-GAP-28), Experience never exceeds 5 (MO-XP-1), the running
Research count matches a recount, and recorded games replay to the same digests. Hidden
information never reaches another seat's observation."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from eldertable.engine.bots import RandomBot
from eldertable.engine.protocol import CHANCE, TERMINAL
from eldertable.engine.record import Recorder, replay
from eldertable.games.magnum_opus import new_game

VARIANTS = [
    {},
    {"MO-GAP-28": False},
    {"MO-GAP-28": False, "MO-GAP-6": "shared", "MO-GAP-8": "supply", "MO-GAP-10": "discard"},
    {"MO-GAP-13": False, "MO-GAP-12": "any-order", "MO-GAP-11": True, "MO-GAP-20": "random",
     "MO-GAP-22": "supply", "MO-GAP-23": "experience"},
    {"MO-GAP-2": False, "MO-GAP-3": False, "MO-GAP-7": "deck-top", "MO-GAP-9": "volatility",
     "MO-GAP-18": "deck-only", "MO-GAP-19": False, "MO-GAP-21": "box", "MO-GAP-28": False},
    {"MO-GAP-1": "first", "MO-GAP-4": False, "MO-GAP-5": "learning", "MO-GAP-14": False,
     "MO-GAP-15": False, "MO-GAP-16": 3, "MO-GAP-26": False, "MO-GAP-27": False,
     "MO-GAP-29": 6, "MO-GAP-30": False, "MO-GAP-31": "magnitude", "MO-GAP-17": "lowest",
     "MO-GAP-24": "gold-2", "MO-GAP-25": False},
]


def config(i: int) -> dict:
    players = 2 + i % 3
    return {"players": players, "seats": ["bot:random"] * players,
            "house_rules": VARIANTS[i % len(VARIANTS)], "options": {"round_limit": 8}}


def check(st) -> None:
    st.table.check()
    setup = st.rules.setup
    assert all(0 <= x <= setup.experience_cap for x in st.experience)
    assert all(g >= 0 for g in st.gold)
    if st.limited:
        assert sum(st.gold) + st.bank_gold == setup.gold_tokens
        assert sum(st.experience) + st.bank_xp == setup.experience_tokens
    # the observation's caches agree with the piles
    assert st._supply_view() == {k: len(v) for k, v in st.sup.items()}
    fresh = [{"cell": i, "discovery": st.dis[i][0] if d else None,
              "state": ("down", "up", "dead")[d], "research": bool(st.res[i])}
             for i, d in enumerate(st.dstate)]
    assert st.observation(None)["matrix"] == fresh
    for s in range(st.seat_count):
        zones = [st.deck[s], st.hand[s], st.disc[s], st.tab[s], st.work[s], st.shelves[s],
                 st.shelved[s], st.aside[s], st.pick[s]]
        owned = sum(1 for z in zones for c in z if st.rules.instances[c].research)
        assert st.rown[s] == owned


def play(st, seed: int, on_action=None) -> int:
    bots = {s: RandomBot(s, seed) for s in range(st.seat_count)}
    n = 0
    while st.current_player() != TERMINAL:
        seat = st.current_player()
        legal = st.legal_actions(seat)
        act = legal[0] if seat == CHANCE else bots[seat].choose(None, legal)
        if on_action is not None:
            on_action(st, act)
        else:
            st.apply(act)
        check(st)
        n += 1
        assert n < 20000
    return n


def test_mo_hundred_random_games_conserve_cards_and_tokens():
    ended = {"limit": 0, "stone": 0, "instant": 0}
    for i in range(100):
        st = new_game(config(i), 1000 + i)
        check(st)
        play(st, i)
        res = st.result()
        assert res is not None and res.winners
        ended[res.extras["ended_by"]] += 1
    assert ended["limit"] > 0


def test_mo_random_games_replay_to_the_same_digests():
    for i in range(0, 100, 5):
        rec = Recorder("magnum-opus", config(i), 2000 + i)
        actions = play(rec.state, i, on_action=lambda st, act: rec.apply(act))
        assert actions == len(rec.record.actions)
        again = replay(rec.record, verify=True)
        assert again.digest() == rec.state.digest()
        assert again.result().winners == rec.state.result().winners


def _strings(value, out):
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            _strings(k, out)
            _strings(v, out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _strings(v, out)
    return out


def hidden_from(st, seat: int) -> set[str]:
    hidden = set(st.search) | set(st.research) | set(st.box) | set(st.recipe_cards)
    for pile in st.cluepile.values():
        hidden |= set(pile)
    for i, d in enumerate(st.dstate):
        if d == 0:
            hidden |= set(st.dis[i])
        hidden |= set(st.res[i])
    for s in range(st.seat_count):
        hidden |= set(st.deck[s])  # deck order and contents: never, not even the owner
        if s != seat:
            hidden |= set(st.hand[s]) | set(st.pick[s])
            if not st.revealed[s]:
                hidden |= set(st.clues[s])
    return hidden


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=hs.integers(0, 10_000), steps=hs.integers(0, 400), players=hs.integers(2, 4))
def test_mo_observation_never_shows_hidden_cards(seed, steps, players):
    st = new_game({"players": players, "seats": ["bot:random"] * players,
                   "options": {"round_limit": 0}}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if st.current_player() == TERMINAL:
            break
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
    for seat in range(players):
        obs = st.observation(seat)
        json.dumps(obs)  # JSON-able
        seen = _strings(obs, set())
        leaked = seen & hidden_from(st, seat)
        assert not leaked, (seat, sorted(leaked)[:5])
        for other in obs["seats"]:
            if other["seat"] != seat:
                assert other["hand"] is None and other["picking"] is None


def test_mo_events_hide_private_draws():
    st = new_game({"players": 2, "seats": ["human", "human"]}, 7)
    rng = random.Random(7)
    for _ in range(300):
        if st.current_player() == TERMINAL:
            break
        legal = st.legal_actions()
        for e in st.apply(legal[rng.randrange(len(legal))]):
            if e.kind in ("draw", "clue", "mindstone"):
                assert e.visible_to is not None and e.public_text is not None
                other = 1 - next(iter(e.visible_to))
                assert e.data_for(other) == {}
