"""First-edition bots and the simulator: the shared JSON fields, no errors, the same
numbers for the same seed, bots that read observations only and beat random play."""

from __future__ import annotations

import copy

import pytest

from eldertable.engine import simulate
from eldertable.engine.protocol import CHANCE, TERMINAL
from eldertable.games.mansions.first import start_game
from eldertable.games.mansions.first.bots import BOTS
from eldertable.games.mansions.first.sim import simulate_one, simulate_options

FIELDS = {"game", "scenario", "games", "seed", "errors", "wins", "mean_rounds", "actions",
          "games_per_second", "seconds", "eliminations", "endings", "events_fired",
          "objectives_reached", "personal_losses"}


def _run(games: int, seed: int, **options):
    return simulate.simulate("mansions", games, seed,
                             options={"scenario": "wardens-garden", **options})


def test_fa_sim_shared_fields_no_errors_and_deterministic():
    a = _run(6, 11, investigators=2)
    b = _run(6, 11, investigators=2)
    assert FIELDS <= set(a) and a["errors"] == 0 and a["games"] == 6
    for key in simulate.TIMING_FIELDS:
        a.pop(key), b.pop(key)
    assert a == b
    assert sum(a["wins"].values()) == 6


@pytest.mark.parametrize("k", [1, 3, 5])
def test_fa_sim_every_party_size_plays_to_the_end(k):
    out = _run(3, k, investigators=k)
    assert out["errors"] == 0 and out["games"] == 3


def test_fa_sim_bad_options_are_one_clear_message():
    with pytest.raises(ValueError, match="investigators must be"):
        simulate_options({"scenario": "wardens-garden", "investigators": 9})
    with pytest.raises(ValueError, match="unknown Keeper bot"):
        simulate_options({"scenario": "wardens-garden", "keeper": "oracle"})


class _Spy:
    """Wraps a bot and records that it was only ever handed observations."""

    def __init__(self, bot, state):
        self.bot, self.state, self.seen = bot, state, 0

    def choose(self, obs, legal):
        assert isinstance(obs, dict) and obs["seat"] == self.bot.seat
        if obs["role"] == "investigator":
            assert obs["hand"] is None and obs["story_choice"] is None
        self.seen += 1
        return self.bot.choose(copy.deepcopy(obs), legal)


def test_fa_bots_read_observations_only():
    opts = simulate_options({"scenario": "wardens-garden", "investigators": 2})
    state = start_game(opts["config"], 5)
    bots = [_Spy(BOTS["default"](0, 5), state), _Spy(BOTS["default"](1, 5), state),
            _Spy(BOTS["keeper"](2, 5), state)]
    n = 0
    while state.current_player() != TERMINAL and n < 20000:
        seat = state.current_player()
        legal = state.legal_actions(seat)
        act = legal[0] if seat == CHANCE or len(legal) == 1 else bots[seat].choose(
            state.observation(seat), legal)
        state.apply(act)
        n += 1
    assert state.result() is not None and all(b.seen for b in bots)


def test_fa_keeper_bot_beats_a_random_keeper():
    games = 12
    scored = sum(simulate_one(simulate_options({"scenario": "wardens-garden",
                                                "investigators": 3}), s)["winners"] == ["keeper"]
                 for s in range(games))
    rand = sum(simulate_one(simulate_options({"scenario": "wardens-garden", "investigators": 3,
                                              "keeper": "random"}), s)["winners"] == ["keeper"]
               for s in range(games))
    assert scored > rand


def test_fa_investigator_bot_pursues_the_objective_better_than_random():
    reached = {"default": 0, "random": 0}
    for bot in reached:
        opts = simulate_options({"scenario": "wardens-garden", "investigators": 2, "bots": bot,
                                 "story_choice": "a"})
        for s in range(8):
            obj = simulate_one(opts, s)["extras"]["objectives_reached"]
            reached[bot] += sum(n for o, n in obj.items() if o in ("take-jar", "escape"))
    assert reached["default"] > reached["random"]


def test_fa_record_replays_bit_for_bit_and_actions_round_trip_json():
    from eldertable.engine.protocol import action_from_json
    from eldertable.games.mansions import new_game

    config = {"players": 2, "options": {"scenario": "wardens-garden", "round_limit": 8}}
    state = new_game(config, 21)
    bots = [BOTS["default"](0, 21), BOTS["default"](1, 21), BOTS["keeper"](2, 21)]
    record = []
    while state.current_player() != TERMINAL:
        seat = state.current_player()
        legal = state.legal_actions(seat)
        act = legal[0] if seat == CHANCE or len(legal) == 1 else bots[seat].choose(
            state.observation(seat), legal)
        record.append(act.to_json())
        state.apply(act)
    again = new_game(config, 21)
    for data in record:
        again.apply(action_from_json("mansions", json_round(data)))
    assert again.digest() == state.digest()
    twin = copy.deepcopy(again)
    assert twin.digest() == again.digest()


def json_round(data):
    import json

    return json.loads(json.dumps(data))
