"""A small soak of every game and scenario (two games each, a default-bot one and a
random-bot one) with every invariant checked after every action; and proof that the
invariants do catch a broken state (the big run is tools/soak.py)."""

import copy

import pytest

from reliability.games import recorded_game, variants
from reliability.invariants import PER_GAME, Invariants, tables
from reliability.soaking import soak_game

VARIANTS = variants()


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_bot_games_keep_every_invariant(variant):
    for seed, bot in ((101, "default"), (102, "random")):
        out = soak_game(variant, seed, bot)
        assert out["exception"] is None
        assert out["violations"] == []
        assert out["actions"] > 0


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_a_lost_card_is_a_violation(variant):
    rec = recorded_game(variant, 7, max_actions=30)
    inv = Invariants(variant.game, rec.state)
    assert inv.check(rec.state) == []
    if not tables(rec.state):
        pytest.skip(f"{variant.name} keeps its cards in lists of its own, not card tables")
    pile = next(p for t in tables(rec.state) for p in t.piles.values() if p.cards)
    pile.cards.pop()
    assert any(v.startswith("cards: ") for v in inv.check(rec.state))


def _doctored(variant, actions, change):
    rec = recorded_game(variant, 3, max_actions=actions)
    obs = copy.deepcopy(rec.state.observation(None))
    assert PER_GAME[variant.game](obs, Invariants(variant.game, rec.state).start) == []
    change(obs)
    return PER_GAME[variant.game](obs, Invariants(variant.game, rec.state).start)


def test_game_invariants_catch_what_they_watch():
    by_game = {v.game: v for v in reversed(VARIANTS) if v.profile is None}

    def wall(obs):
        obs["map"]["figures"][0]["space"] = 10_000  # no space of the map: a wall, the void

    def wounds(obs):
        inv = obs["investigators"][0]
        inv["damage"]["down"] = inv["health"] + 1

    def gold(obs):
        obs["seats"][0]["gold"] = -1

    def hand(obs):
        obs["seats"][0]["hand_count"] += 1

    def summon(obs):
        obs["tracks"]["summon"] = 25
        obs["phase"], obs["result"] = "play", None

    def twice(obs):
        who = next(iter(obs["investigators"]))
        obs["spaces"]["jail"].append(who)

    assert any("stands on 10000" in v for v in _doctored(by_game["mansions"], 20, wall))
    assert any("alive with" in v for v in _doctored(by_game["mansions"], 20, wounds))
    assert any("-1 gold" in v for v in _doctored(by_game["magnum-opus"], 40, gold))
    assert any("hand_count" in v for v in _doctored(by_game["magnum-opus"], 40, hand))
    assert any("summon track" in v for v in _doctored(by_game["miskatonic"], 20, summon))
    assert any("in 2 spaces" in v for v in _doctored(by_game["miskatonic"], 20, twice))
