"""Whole games: 200 seeded random games checked after every action (no card lost or
duplicated, points in range, investigators where the table says), each recorded and
replayed with every digest verified; and the hidden-information properties of the
observations (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st_

from eldertable.engine.bots import RandomBot
from eldertable.engine.protocol import TERMINAL
from eldertable.engine.record import Recorder, replay
from eldertable.games.miskatonic import new_game

CONFIG = {"seats": ["bot:random", "bot:random"], "house_rules": {}}


def _check(state) -> None:
    state.table.check()
    assert 0 <= state.mythos_points <= 20 + 6 and 0 <= state.summon_points <= 20 + 3
    for inv, pile in state.where.items():
        assert inv in state.piles[pile], (inv, pile)
    owned = {c for pile in state.where.values() for c in state.piles[pile]}
    assert owned == set(state.where)
    assert state.placed >= 0 and len(state.piles["hand"]) >= 0


def test_two_hundred_random_games_keep_every_card_and_replay_bit_for_bit():
    finals = wins = 0
    for seed in range(200):
        rec = Recorder("miskatonic", CONFIG, seed)
        bots = {0: RandomBot(0, seed), 1: RandomBot(1, seed)}
        state = rec.state
        _check(state)
        n = 0
        while state.current_player() != TERMINAL:
            seat = state.current_player()
            act = bots[seat].choose(None, state.legal_actions(seat))
            rec.apply(act)
            _check(state)
            n += 1
            assert n < 20_000
        res = state.result()
        finals += res.extras["final_battle"]
        wins += res.winners == ("investigators",)
        again = replay(rec.record, verify=True)
        assert again.digest() == state.digest() == rec.record.digests[-1]
    assert 0 < finals < 200 and 0 < wins < 200


def _strings(value, out: set) -> set:
    if isinstance(value, dict):
        for k, v in value.items():
            out.add(k)
            _strings(v, out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _strings(v, out)
    elif isinstance(value, str):
        out.add(value)
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st_.integers(0, 10_000), steps=st_.integers(0, 400))
@example(seed=346, steps=246)  # a whole deck drawn back with seen cultists in it
def test_observations_hide_what_a_seat_may_not_know(seed, steps):
    state = new_game(CONFIG, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.current_player() == TERMINAL:
            break
        state.apply(rng.choice(state.legal_actions()))
    inv_view = state.observation(1)
    cult_view = state.observation(0)
    P = state.piles
    hidden_from_inv = set(P["hand"]) | {c for loc in state.rules.boards for c in P[loc + "/down"]}
    deck = set(P["deck"])
    public = set(state.known) | set(state.known_drawn)  # seen face up, drawn back (MM-DRAW-1)
    seen_by_inv = _strings(inv_view, set())
    # the investigators never see the hand or a face-down identity they were not shown
    assert "hand" not in inv_view and inv_view["hand_count"] == len(P["hand"])
    assert not (hidden_from_inv - public) & seen_by_inv
    # nobody sees the deck: neither its cards nor its order
    assert not deck & seen_by_inv
    assert not deck & _strings(cult_view, set())
    assert cult_view["deck_count"] == len(P["deck"])
    # the cultist sees his own hand and his face-down cards
    assert cult_view["hand"] == P["hand"]
    for loc in state.rules.boards:
        down = [c["id"] for c in cult_view["locations"][loc]["cards"] if c.get("face") == "down"]
        assert down == P[loc + "/down"]
        backs = [c for c in inv_view["locations"][loc]["cards"] if c.get("back")]
        assert len(backs) == len(P[loc + "/down"]) and all(c == {"back": True} for c in backs)
