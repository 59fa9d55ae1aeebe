"""First-edition simulator fast paths (issue 29 goal 2) give what the slow ones gave: the
lazy bot observation equals the eager one key for key, the bots' distance tables equal a
fresh breadth-first search, a puzzle step is written and read as before, and the
simulator's check against the list it just built refuses what the list lacks."""

from __future__ import annotations

import json

import pytest

from eldertable.engine.protocol import CHANCE, TERMINAL, IllegalAction, action_from_json
from eldertable.engine.simulate import game_seed
from eldertable.games.mansions.first import actions as A
from eldertable.games.mansions.first import start_game
from eldertable.games.mansions.first.bots import BOTS, bfs, distances
from eldertable.games.mansions.first.scenarios import shipped
from eldertable.games.mansions.first.sim import simulate_options
from eldertable.games.mansions.puzzles.base import GAME as PUZZLE_GAME


def _decisions(story: str, seed: int, k: int = 1):
    """(state, seat, legal) at every bot decision of one seeded simulator game."""
    opts = simulate_options({"scenario": story, "investigators": k})
    state = start_game(opts["config"], seed).quiet()
    names = list(opts["bots"]) + [opts["keeper"]]
    bots = [BOTS[name](s, seed) for s, name in enumerate(names)]
    while (seat := state.current_player()) != TERMINAL:
        legal = state.legal_actions(seat)
        if seat == CHANCE or len(legal) == 1:
            act = legal[0]
        else:
            yield state, seat, legal
            act = bots[seat].choose(state.bot_observation(seat), legal)
        state.apply_from(act, legal)


@pytest.mark.parametrize("story", list(shipped()))
def test_fa_fast_lazy_bot_observation_equals_the_eager_one(story):
    seen = puzzles = 0
    for i in range(3):
        for state, seat, legal in _decisions(story, game_seed(7, i), k=2):
            eager = state.observation(seat, detail=False)
            lazy = state.bot_observation(seat)
            # read in a bot's order first (a few keys), then everything
            for key in ("investigators", "pending", "adjacency", "monsters"):
                assert lazy[key] == eager[key]
            assert lazy.get("puzzle") == eager.get("puzzle")
            assert "map" not in lazy and lazy.get("map") is None
            assert list(lazy) == list(eager) and dict(lazy) == eager
            seen += 1
            puzzles += isinstance(legal[0], A.PuzzleStep)
    assert seen > 30


@pytest.mark.parametrize("story", list(shipped()))
def test_fa_fast_distance_tables_equal_a_fresh_search(story):
    checked = 0
    for state, seat, legal in _decisions(story, game_seed(3, 0), k=3):
        obs = state.bot_observation(seat)
        adj = obs["adjacency"]
        # one adjacency object per map state: a later observation hands the same one
        assert state.observation(seat, detail=False)["adjacency"] is adj
        danger = frozenset(m["space"] for m in obs["monsters"])
        for src in range(0, len(adj), 5):
            assert distances(adj, src) == bfs(adj, src)
            assert distances(adj, src, danger) == bfs(adj, src, danger)
            assert distances(adj, src) is distances(adj, src)  # kept, not searched again
            checked += 1
    assert checked > 50


def test_fa_fast_puzzle_steps_written_and_read_as_before():
    for story in shipped():
        for state, seat, legal in _decisions(story, game_seed(5, 1), k=1):
            if not isinstance(legal[0], A.PuzzleStep):
                continue
            for step, act in zip(legal, state.puzzle.legal_actions(0)):
                text = json.dumps(act.to_json(), sort_keys=True, separators=(",", ":"))
                assert step == A.PuzzleStep(text) and A.wrap(act) is A.wrap(act)
                assert A.move_of(step) == json.loads(text)
                assert A.inner_of(step, PUZZLE_GAME) == action_from_json(PUZZLE_GAME,
                                                                        json.loads(text))
            return
    pytest.skip("no puzzle met in these games")


def test_fa_fast_inner_of_refuses_a_foreign_step_every_time():
    step = A.PuzzleStep('{"type":"no-such-move"}')
    for _ in range(2):  # a refusal is never kept as an answer
        with pytest.raises(ValueError):
            A.inner_of(step, PUZZLE_GAME)


def test_fa_fast_apply_from_refuses_what_the_list_lacks():
    state, seat, legal = next(_decisions("wardens-garden", game_seed(1, 0)))
    before = json.dumps(state.observation(None, detail=False), sort_keys=True, default=str)
    with pytest.raises(IllegalAction):
        state.apply_from(legal[0], legal[1:])
    assert json.dumps(state.observation(None, detail=False), sort_keys=True,
                      default=str) == before
