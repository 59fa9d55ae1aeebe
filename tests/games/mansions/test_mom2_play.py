"""Whole second-edition games: seeded bot games of every shipped scenario with invariants
after every action, replays, hidden information, the protocol, the setup contract, the
simulator and the bots."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from eldertable.engine.chance import PhysicalDice, SeededChance
from eldertable.engine.messages import Msg
from eldertable.engine.protocol import CHANCE, TERMINAL, IllegalAction, action_from_json
from eldertable.engine.record import Recorder, replay
from eldertable.engine.simulate import TIMING_FIELDS, simulate
from eldertable.games import mansions
from eldertable.games.mansions.second import actions as A
from eldertable.games.mansions.second import shipped
from eldertable.games.mansions.second.bots import BOTS
from eldertable.games.mansions.second.ruledata import house_rule_specs
from mom2_helpers import game, scenario

SCENARIOS = sorted(shipped())


def config(scenario_id: str, k: int, bots: str = "default") -> dict:
    return {"players": k, "seats": [f"bot:{bots}"] * k,
            "options": {"scenario": scenario_id, "round_limit": 60}}


def check(st) -> None:
    """Invariants that hold after every action."""
    st.table.check()
    seen: Counter[str] = Counter()
    for inv in st.investigators:
        seen.update(inv.items)
        seen.update(inv.spells)
        assert (inv.id in st.map.figures) == inv.alive
        assert 0 <= inv.actions <= 2 and 0 <= inv.move_left <= 2 and inv.clues >= 0
        if inv.alive and not any(item[0] in ("harm", "threshold", "flip", "card-effect")
                                 for item in st.agenda):
            assert st.held(inv, "damage") < inv.health
            assert st.held(inv, "horror") < inv.sanity
    for items in st.floor.values():
        seen.update(items)
    seen.update(st.box)
    seen.update(st.item_pool)
    assert all(n == 1 for n in seen.values()), seen
    figures = {f for f, fig in st.map.figures.items() if fig.kind == "monster"}
    assert figures == set(st.monsters)
    for mon in st.monsters.values():
        assert 0 <= mon.damage < mon.health
    cur = st.current_player()
    if cur == TERMINAL:
        assert st.result() is not None and st.legal_actions() == []
    else:
        assert st.result() is None
        assert cur == CHANCE or 0 <= cur < st.num_seats()
        assert st.legal_actions(cur)


def play(st, seed: int, on_action=None, limit: int = 20_000) -> int:
    bots = [BOTS["default"](s, seed) for s in range(st.num_seats())]
    n = 0
    while st.current_player() != TERMINAL and n < limit:
        cur = st.current_player()
        legal = st.legal_actions(cur)
        act = legal[0] if cur == CHANCE else bots[cur].choose(st.observation(cur), legal)
        st.apply(act)
        n += 1
        if on_action is not None:
            on_action(st, act)
    assert st.current_player() == TERMINAL, "the game did not end"
    return n


@pytest.mark.parametrize("scenario_id", SCENARIOS)
def test_mom2_fifty_seeded_bot_games_keep_every_invariant_and_replay(scenario_id):
    endings: Counter[str] = Counter()
    for i in range(50):
        k = 1 + i % 5
        rec = Recorder("mansions", config(scenario_id, k), 7000 + i)

        def on_action(st, act, rec=rec):
            rec.record.actions.append(act.to_json())
            rec.record.digests.append(st.digest())
            check(st)

        check(rec.state)
        play(rec.state, 7000 + i, on_action)
        endings[rec.state.ending] += 1
        if i % 10 == 0:
            again = replay(rec.record, verify=True)
            assert again.digest() == rec.state.digest()
    assert len(endings) >= 2  # more than one way for the story to end


def test_mom2_play_ends_with_an_ending_of_the_scenario_or_a_built_in_one():
    for sid in SCENARIOS:
        st = mansions.new_game(config(sid, 2), 11)
        play(st, 11)
        res = st.result()
        epilogues = {e.id for e in st.model.epilogues} | {"eliminated", "round-limit"}
        assert res.extras["ending"] in epilogues
        assert res.winners in (("investigators",), ("keeper",))
        assert isinstance(res.reason, Msg)


# ------------------------------------------------------------------ hidden information


def hidden_twin(st, rng):
    """A copy that differs from ``st`` only in what no seat may see."""
    twin = copy.deepcopy(st)
    for deck in ("damage", "horror", "insane", "mythos"):
        rng.shuffle(twin.table.piles[deck].cards)
    for tok in list(twin.map.tokens.values()):
        if tok.space is not None and not twin.map.is_revealed(tok.space):
            twin.map.remove_token(tok.id)
    for mid in list(twin.monsters):
        if mid not in twin.visible_monsters():
            twin.map.remove_figure(mid)
            del twin.monsters[mid]
    for var in twin.model.variables:
        if not var.label:
            twin.variables[var.id] = (not twin.variables[var.id]) if var.type == "flag" \
                else twin.variables[var.id] + 7
    ok = twin.explored()
    for did, door in twin.layout.doors.items():
        if door.a not in ok and (door.b is None or door.b not in ok):
            twin.map.place_token("hidden-planks", "barricade", door=did)  # unseen door
            break
    twin.fired = set(twin.fired) | {"no-such-event"}
    rng.shuffle(twin.item_pool)
    if twin.puzzle is not None and hasattr(twin.puzzle, "code") and not twin.puzzle.solved:
        twin.puzzle.code = tuple(reversed(twin.puzzle.code))
    twin._ver += 1
    return twin


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario_index=hs.integers(0, len(SCENARIOS) - 1), seed=hs.integers(0, 10_000),
       steps=hs.integers(0, 250), k=hs.integers(1, 5))
def test_mom2_observations_never_show_what_is_hidden(scenario_index, seed, steps, k):
    import random

    st = mansions.new_game(config(SCENARIOS[scenario_index], k), seed)
    bots = [BOTS["default"](s, seed) for s in range(k)]
    for _ in range(steps):
        cur = st.current_player()
        if cur == TERMINAL:
            break
        legal = st.legal_actions(cur)
        st.apply(legal[0] if cur == CHANCE else bots[cur].choose(st.observation(cur), legal))
    twin = hidden_twin(st, random.Random(seed))
    for seat in range(k):
        assert st.observation(seat) == twin.observation(seat)
        assert dict(st.observation(seat, False)) == dict(twin.observation(seat, False))
    blob = json.dumps(st.observation(0))
    for card in st.table.piles["damage"].cards[:3]:
        assert card not in blob


def test_mom2_bot_observation_reads_the_same_as_the_full_one():
    """The bots' lean observation (investigators read field by field, map parts kept per
    map version) holds exactly what the full observation holds, at every step of play."""
    for scenario_id in SCENARIOS:
        st = mansions.new_game(config(scenario_id, 3), 11)
        bots = [BOTS["default"](s, 11) for s in range(3)]
        for _ in range(400):
            cur = st.current_player()
            if cur == TERMINAL:
                break
            if cur != CHANCE:
                full = st.observation(cur)
                lean = st.observation(cur, False)
                assert dict(lean["you"]) == full["you"]
                assert [dict(i) for i in lean["investigators"]] == full["investigators"]
                for key in ("map_version", "adjacency", "tokens", "monsters", "positions",
                            "pending", "floor"):
                    assert lean[key] == full[key], key
                assert dict(lean["used_tokens"]) == full["used_tokens"]
                act = bots[cur].choose(lean, st.legal_actions(cur))
            else:
                act = st.legal_actions(cur)[0]
            st.apply(act)


# ------------------------------------------------------------------ the protocol


def test_mom2_illegal_actions_change_nothing_and_actions_read_back(tmp_path):
    st = mansions.new_game(config("singing-cellar", 3), 5)
    bots = [BOTS["default"](s, 5) for s in range(3)]
    for _ in range(300):
        cur = st.current_player()
        if cur == TERMINAL:
            break
        legal = st.legal_actions(cur)
        for act in legal:
            assert action_from_json("mansions", json.loads(json.dumps(act.to_json()))) == act
        before = st.digest()
        for bad in (A.EndPhase(), A.Roll(), A.Move("nobody", 0), A.Accept()):
            if bad not in legal:
                with pytest.raises(IllegalAction):
                    st.apply(bad)
                assert st.digest() == before
        st.apply(legal[0] if cur == CHANCE else bots[cur].choose(st.observation(cur), legal))


def test_mom2_copies_are_independent_and_snapshots_are_json():
    st = mansions.new_game(config("quiet-greenhouse", 2), 9)
    twin = copy.deepcopy(st)
    assert twin.digest() == st.digest()
    play(twin, 9)
    assert twin.digest() != st.digest() and st.result() is None
    json.dumps(st.snapshot())
    assert twin.layout is st.layout  # the map's geometry is shared, not copied


def test_mom2_prompts_and_labels_say_what_to_do():
    st = mansions.new_game(config("singing-cellar", 2), 4)
    for seat in range(2):
        assert isinstance(st.prompt(seat), Msg) and st.prompt(seat).render()
        assert st.seat_label(seat).render()
    play(st, 4)
    assert "investigators have" in st.prompt(0).render()


def test_mom2_physical_dice_use_the_typed_faces_and_replay():
    typed = []

    def ask(n, sides):
        assert sides == 8
        faces = [6] * n
        typed.append(faces)
        return faces

    rec = Recorder("mansions", config("quiet-greenhouse", 1), 3, PhysicalDice(3, ask))
    st = rec.state
    bots = [BOTS["default"](0, 3)]
    for _ in range(200):
        cur = st.current_player()
        if cur == TERMINAL:
            break
        legal = st.legal_actions(cur)
        rec.apply(legal[0] if cur == CHANCE else bots[cur].choose(st.observation(cur), legal))
    assert typed and rec.record.chance_mode == "physical"
    again = replay(rec.record, verify=True)
    assert again.digest() == st.digest()


# ------------------------------------------------------------------ setup and config


def test_mom2_setup_spec_offers_seats_bots_rules_scenarios_and_dice():
    spec = mansions.setup_spec()
    assert spec["seats"]["min"] == 1 and spec["seats"]["max"] == 5
    assert spec["seats"]["label"].text == "Investigator {n}"
    assert set(spec["bots"]) == set(mansions.BOTS)
    gap_ids = {r["id"] for r in spec["house_rules"]}
    assert {r.id for r in house_rule_specs()} == gap_ids
    options = {o["id"]: o for o in spec["options"]}
    assert {c[0] for c in options["scenario"]["choices"]} == set(SCENARIOS)
    assert options["physical_dice"]["type"] == "bool"
    cfg = mansions.make_config(["human", "bot:default"], {"MOM2-GAP-1": "all-or-nothing"},
                               {"scenario": "singing-cellar", "physical_dice": True,
                                "investigator-1": "bram-holloway"})
    assert cfg["house_rules"]["MOM2-GAP-1"] == "all-or-nothing"
    st = mansions.new_game(cfg, 2)
    assert st.investigators[0].id == "bram-holloway"
    with pytest.raises(ValueError):
        mansions.make_config(["human"], {"MOM2-GAP-99": 1}, {})
    with pytest.raises(ValueError):
        mansions.make_config(["human"], {}, {"scenario": "no-such-story"})


# ------------------------------------------------------------------ simulator and bots


def test_mom2_simulate_one_is_deterministic_and_counts_endings():
    opts = mansions.simulate_options({"scenario": "singing-cellar", "investigators": 3})
    a = mansions.simulate_one(opts, 123)
    b = mansions.simulate_one(opts, 123)
    assert a == b
    assert set(a["extras"]) >= {"eliminations", "endings", "events_fired",
                                "objectives_reached"}
    assert sum(a["extras"]["endings"].values()) == 1


def test_mom2_simulator_json_is_the_same_for_the_same_seed(tmp_path):
    path = scenario(tmp_path)
    cmd = [sys.executable, "-m", "eldertable.cli", "simulate", "mansions", "quiet-greenhouse",
           "--games", "6", "--seed", "4", "--investigators", "2", "--json"]
    first = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    second = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    for key in TIMING_FIELDS:
        first.pop(key), second.pop(key)
    assert first == second
    assert first["game"] == "mansions" and first["scenario"] == "quiet-greenhouse"
    assert first["errors"] == 0 and sum(first["wins"].values()) == 6
    assert {"mean_rounds", "eliminations", "endings"} <= set(first)
    by_path = simulate("mansions", 2, 1, options={"scenario": path, "investigators": 1})
    assert by_path["errors"] == 0 and by_path["games"] == 2


@pytest.mark.parametrize("scenario_id", SCENARIOS)
def test_mom2_bots_win_a_share_and_lose_some(scenario_id):
    out = simulate("mansions", 30, 77, options={"scenario": scenario_id, "investigators": 3})
    wins = out["wins"].get("investigators", 0)
    assert out["errors"] == 0
    assert 0 < wins < 30


def test_mom2_bots_read_the_full_observation_too(tmp_path):
    st = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"), begin=False,
              chance=SeededChance(2))
    bots = [BOTS["default"](s, 2) for s in range(2)]
    for _ in range(60):
        cur = st.current_player()
        if cur == TERMINAL:
            break
        legal = st.legal_actions(cur)
        act = legal[0] if cur == CHANCE else bots[cur].choose(st.observation(cur), legal)
        assert act in legal
        st.apply(act)


def test_mom2_bot_scores_code_guesses_as_the_puzzle_does():
    import itertools
    import random

    from eldertable.games.mansions.puzzles.codes import score
    from eldertable.games.mansions.second.bots import _score

    rng = random.Random(1)
    codes = list(itertools.product(range(6), repeat=4))
    for _ in range(500):
        a, b = rng.choice(codes), rng.choice(codes)
        assert _score(a, b) == score(a, b)


def test_mom2_bot_narrows_code_candidates_as_the_puzzle_answers():
    import itertools
    import random

    from eldertable.games.mansions.second.bots import _agreeing, _score

    rng = random.Random(2)
    for cands in (list(itertools.product(range(6), repeat=4)),
                  list(itertools.permutations(range(6), 4))):
        for _ in range(100):
            guess, code = rng.choice(cands), rng.choice(cands)
            answer = _score(guess, code)
            assert _agreeing(cands, guess, answer) == [
                c for c in cands if _score(guess, c) == answer]


def test_mom2_bot_lock_plans_open_the_generated_locks():
    from eldertable.games.mansions.puzzles.sliding import Slider, generate
    from eldertable.games.mansions.puzzles.sliding import replay as slide
    from eldertable.games.mansions.second.bots import _solve_lock

    for seed in range(80):
        for any_distance in (True, False):
            frame, start, proof = generate(SeededChance(seed), 6, 6, 2, 7, any_distance)
            slider = Slider(frame, any_distance)
            plan = _solve_lock(slider, start)
            assert plan is not None and slider.is_open(slide(slider, start, plan))
            assert len(plan) <= len(proof) + 2


def test_mom2_rolls_draws_reveals_and_keeper_steps_are_undo_barriers(tmp_path):
    st = game(scenario(tmp_path), investigators=("tomas-reyes",), chance=SeededChance(8))
    quiet_move = st.apply(A.Move("tomas-reyes", st.layout.index["long.back"]))
    assert not any(e.chance or e.reveal for e in quiet_move)  # a plain move can be undone
    explored = st.apply(A.Explore("to-parlor"))
    assert any(e.reveal for e in explored)
    st.apply(A.EndTurn())
    mythos = st.apply(A.EndPhase())
    assert any(e.reveal for e in mythos)  # the Keeper's step
    st.agenda[:] = [["harm", 0, "damage", 1, 0]]
    st._events = []
    st._run()
    drawn = [e for e in st._events if e.kind == "harm"]
    assert drawn and drawn[0].chance


def test_mom2_gap_lock_token_in_a_space_changes_map_version_and_adjacency(tmp_path):
    """A Lock token in an explored space locks its room (investigators cannot step in from
    another room), so the observation's ``map_version`` changes with the adjacency: the
    bots keep their distance tables per version and walked by the old passages before."""
    state = game(scenario(tmp_path))
    rooms = [s.room for s in state.layout.spaces]
    before = state.observation(0)
    a, b = next((a, b) for a, bs in enumerate(before["adjacency"]) for b in bs
                if rooms[a] != rooms[b])
    state.map.place_token("lock-test", "lock", space=b)
    after = state.observation(0)
    assert b not in after["adjacency"][a]
    assert after["map_version"] != before["map_version"]
    state.map.remove_token("lock-test")
    again = state.observation(0)
    assert b in again["adjacency"][a] and again["map_version"] == before["map_version"]
