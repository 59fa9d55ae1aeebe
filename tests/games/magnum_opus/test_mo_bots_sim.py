"""The default bot and the simulator hook."""

from __future__ import annotations

import copy

import pytest

from eldertable.engine import simulate as sim
from eldertable.engine.protocol import CHANCE, TERMINAL
from eldertable.games import magnum_opus as mo


def test_mo_default_bot_beats_random_on_a_seeded_sample():
    """The full 500-game figure is benchmarks/mo_bot_rates.py; here a fixed sample."""
    wins = 0
    games = 30
    for i in range(games):
        bots = ["default", "random"] if i % 2 == 0 else ["random", "default"]
        out = mo.simulate_one({"players": 2, "bots": bots}, 500 + i)
        wins += sum(1 for w in out["winners"] if bots[int(w[4:])] == "default")
    assert wins / games >= 0.6


def test_mo_default_bot_reads_only_its_observation_and_explains():
    st = mo.new_game({"players": 2, "seats": ["bot:default", "bot:default"]}, 3)
    bots = {s: mo.BOTS["default"](s, 3) for s in range(2)}
    for _ in range(300):
        seat = st.current_player()
        if seat == TERMINAL:
            break
        if seat == CHANCE:
            st.apply(st.legal_actions(CHANCE)[0])
            continue
        obs = st.observation(seat)
        before = copy.deepcopy(obs)
        legal = st.legal_actions(seat)
        act = bots[seat].choose(obs, legal)
        assert act in legal and bots[seat].explain
        assert obs == before  # it did not write into the observation
        st.apply(act)


def test_mo_simulate_one_shape_and_determinism():
    a = mo.simulate_one({"players": 3, "bots": "default", "round_limit": 20}, 11)
    b = mo.simulate_one({"players": 3, "bots": "default", "round_limit": 20}, 11)
    assert a == b
    assert set(a) == {"winners", "rounds", "actions", "extras"}
    assert a["winners"] and a["actions"] > 0 and 1 <= a["rounds"] <= 20
    assert set(a["extras"]["wins_by_seat"]) == set(a["winners"])
    assert "turns_to_stone" in a["extras"]


@pytest.mark.parametrize("options", [{"players": 5}, {"bots": "genius"},
                                     {"players": 2, "bots": ["default"]},
                                     {"house_rules": {"MO-GAP-1": "sideways"}},
                                     {"round_limit": -1}])
def test_mo_simulate_options_refuses_bad_input(options):
    with pytest.raises(ValueError):
        mo.simulate_options(options)


def test_mo_shared_simulator_runs_and_is_deterministic():
    opts = {"players": 2, "bots": ["default", "random"], "round_limit": 30}
    one = sim.simulate("magnum-opus", 4, seed=9, options=opts)
    two = sim.simulate("magnum-opus", 4, seed=9, options=opts)
    assert one["errors"] == 0 and one["games"] == 4
    for key in sim.TIMING_FIELDS:
        one.pop(key)
        two.pop(key)
    assert one == two
    assert "mean_turns_to_stone" in one and "wins_by_seat" in one


@pytest.mark.parametrize("players", [2, 3, 4])
def test_mo_simulate_one_reports_the_game_the_public_api_plays(players):
    """simulate_one's result and extras (winners, rounds, actions, Stones, first Stone round,
    how the game ended, Clues found) are those of the same seeded game played through
    new_game / legal_actions / observation / apply with the same bots."""
    bots = ["default"] + ["random"] * (players - 1)
    seed = 70 + players
    out = mo.simulate_one({"players": players, "bots": bots}, seed)
    st = mo.new_game({"players": players, "seats": [f"bot:{b}" for b in bots]}, seed)
    seats = [mo.BOTS[b](s, seed) for s, b in enumerate(bots)]
    actions = 0
    while st.current_player() != TERMINAL:
        seat = st.current_player()
        legal = st.legal_actions()
        act = legal[0] if seat == CHANCE or len(legal) == 1 else \
            seats[seat].choose(st.observation(seat), legal)
        st.apply(act)
        actions += 1
    made = [s for s in range(players) if st.stone[s]]
    res = st.result()
    assert out["winners"] == list(res.winners) and out["actions"] == actions
    assert out["rounds"] == st.round()
    extras = out["extras"]
    assert extras["ended_by"] == {res.extras["ended_by"]: 1}
    assert extras["stones"] == len(made) and extras["games_with_stone"] == (1 if made else 0)
    assert extras["turns_to_stone"] == min((st.stone_round[s] for s in made), default=0)
    assert extras["clues_found"] == sum(len(st.clues[s]) for s in range(players))
    if extras["ended_by"] == {"stone": 1}:
        assert made and extras["clues_found"] >= 3


def _bot_game(seed: int) -> tuple[list[str], list[tuple]]:
    """One seeded two-bot game: the Reagents bought and the formulae started, in order."""
    from eldertable.games.magnum_opus import actions as A
    st = mo.new_game({"players": 2, "seats": ["bot:default", "bot:default"]}, seed)
    bots = {s: mo.BOTS["default"](s, seed) for s in range(2)}
    buys, formulae = [], []
    for _ in range(3000):
        seat = st.current_player()
        if seat == TERMINAL:
            break
        if seat == CHANCE:
            st.apply(st.legal_actions(CHANCE)[0])
            continue
        bot = bots[seat]
        act = bot.choose(st.observation(seat), st.legal_actions(seat))
        if type(act) is A.Buy:
            buys.append(act.item)
        if type(act) is A.StartTransmutation and not act.stone:
            formulae.append((seat, bot.plan))
        st.apply(act)
    return buys, formulae


def test_mo_default_bot_varies_purchases_and_formulae_by_seed_deterministically():
    """Issue 25: the bot buys many kinds of Reagent and transmutes several formulae, chosen
    by value; the same seed gives the same choices."""
    bought, made = set(), set()
    for seed in (1, 2, 3):
        buys, formulae = _bot_game(seed)
        assert (buys, formulae) == _bot_game(seed)
        bought.update(buys)
        made.update(formulae)
    assert len(bought - {"lead", "unicorn-hair"}) >= 4, bought
    assert len(made) >= 6, made
