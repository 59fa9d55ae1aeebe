"""The game protocol for Miskatonic Madness: illegal actions change nothing, legal lists
and validation agree, copies, snapshots, actions as JSON, the setup contract, prompts,
dice events and the simulator hook."""

from __future__ import annotations

import copy
import json
import random

import pytest
from mm_helpers import H, M, game, ready, reveal, run

from eldertable.engine.messages import Msg
from eldertable.engine.protocol import TERMINAL, IllegalAction, action_from_json
from eldertable.games.miskatonic import (ACTION_NAMESPACE, BOTS, default_config, make_config,
                                         new_game, setup_spec, simulate_one, simulate_options,
                                         summarize, validate_config)
from eldertable.games.miskatonic import actions as A

ALL_ACTIONS = [A.PlaceCard("police", "library"), A.END_PLAY, A.PlaceInvestigator(H, "library"),
               A.PlaceInvestigator(M, "study", "old_book"), A.AssignItem("magical_ring", H),
               A.END_INVESTIGATION, A.RevealLocation("library"), A.ResolveCard("police"),
               A.Dispose("cultist_1"), A.REROLL_YES, A.REROLL_NO,
               A.TakeItem("magical_ring", True), A.ChooseRoller(H),
               A.Equip("ancient_tome", H), A.START_FINAL]


def _random_states(n: int, seed: int = 1):
    rng = random.Random(seed)
    st = new_game(None, seed)
    for _ in range(n):
        if st.current_player() == TERMINAL:
            break
        legal = st.legal_actions()
        st.apply(rng.choice(legal))
        yield st


def test_illegal_actions_change_nothing_and_say_why():
    for st in _random_states(250):
        legal = st.legal_actions()
        before = json.dumps(st.snapshot(), sort_keys=True)
        for act in ALL_ACTIONS:
            if act in legal:
                continue
            with pytest.raises(IllegalAction) as err:
                st.apply(act)
            assert isinstance(err.value.reason, Msg) and err.value.reason.render()
            assert json.dumps(st.snapshot(), sort_keys=True) == before


def test_every_legal_action_applies_on_a_copy():
    rng = random.Random(9)
    for st in _random_states(120, seed=3):
        legal = st.legal_actions()
        for act in rng.sample(legal, min(4, len(legal))):
            twin = copy.deepcopy(st)
            twin.chance.random.seed(5)
            twin.apply(act)
            twin.table.check()


def test_legal_actions_only_for_the_seat_to_move():
    st = game()
    assert st.legal_actions(1) == [] and st.legal_actions(0)
    assert st.legal_actions() == st.legal_actions(0)


def test_deep_copies_are_independent_and_share_the_content():
    st = game()
    twin = copy.deepcopy(st)
    assert twin.content is st.content and twin.rules is st.rules
    run(twin, twin.legal_actions()[0])
    assert st.placed == 0 and twin.placed == 1
    assert st.digest() != twin.digest()


def test_snapshot_is_canonical_json_of_the_whole_state():
    st = new_game(None, 4)
    snap = st.snapshot()
    assert json.loads(json.dumps(snap)) == snap
    assert new_game(None, 4).digest() == st.digest()
    assert new_game(None, 5).digest() != st.digest()
    assert new_game({"house_rules": {"MM-GAP-34": 3}}, 4).digest() != st.digest()


@pytest.mark.parametrize("act", ALL_ACTIONS, ids=lambda a: type(a).__name__)
def test_actions_round_trip_through_json(act):
    data = act.to_json()
    assert json.loads(json.dumps(data)) == data
    assert action_from_json(ACTION_NAMESPACE, data) == act


def test_rolls_are_chance_events_with_their_dice():
    st = ready(board={"library": ["old_newspaper"]})
    ev = reveal(st, {M: "library"}, dice=[5, 1, 1])
    roll = [e for e in ev if e.kind == "roll"][0]
    assert roll.chance and roll.data == {"dice": [5, 1, 1], "sides": 6, "purpose": "sanity"}


def test_hidden_events_have_a_public_text():
    st = game()
    ev = run(st, st.legal_actions(0)[0])
    place = ev[0]
    assert place.visible_to == frozenset({0})
    assert place.data_for(1) == {} and "card" not in (place.public_text.args or {})
    assert place.text_for(1).render().startswith("The cultist places a card on")


def test_prompt_names_what_the_seat_may_do():
    st = game()
    assert "Drag cards" in st.prompt(0).render()
    assert st.prompt(1).render() == "Waiting for Cultist."
    seen = set()
    for st in _random_states(2000, seed=11):
        if st.current_player() == TERMINAL:
            assert "over" in st.prompt(0).render()
            break
        seen.add(st.decision[1])
        text = st.prompt(st.decision[0])
        assert isinstance(text, Msg) and text.context == "miskatonic" and text.render()
    assert {"play", "investigate", "reveal"} <= seen


def test_mm_play_prompt_says_end_your_play_once_the_hand_is_empty():
    """With cards left in hand the cultist may place more; with none it only ends."""
    st = ready(board={"library": ["cultist_1"]}, hand=["cultist_2"])
    assert st.prompt(0).render() == "Place more cards, or end your play."
    st = ready(board={"library": ["cultist_1"]})
    assert not st.piles["hand"]
    assert st.prompt(0).render() == "Every card is placed: end your play."


def test_config_contract_and_setup_spec():
    cfg = default_config()
    assert cfg["seats"] == ["human", "bot:default"] and len(cfg["house_rules"]) == 39
    spec = setup_spec()
    assert [s["id"] for s in spec["seats"]] == ["cultist", "investigators"]
    assert set(spec["bots"]) == set(BOTS) == {"random", "default"}
    rules = {r["id"]: r for r in spec["house_rules"]}
    assert len(rules) == 39 and rules["MM-GAP-1"]["type"] == "choice"
    assert [c[0] for c in rules["MM-GAP-1"]["choices"]] == ["proposal", "gentle", "harsh"]
    assert rules["MM-GAP-2"]["min"] == 2 and rules["MM-GAP-2"]["max"] == 5
    assert isinstance(rules["MM-GAP-3"]["title"], Msg)
    made = make_config(["bot:random", "human"], {"MM-GAP-6": False}, {})
    assert made["seats"] == ["bot:random", "human"] and made["house_rules"]["MM-GAP-6"] is False
    for bad in ({"seats": ["robot", "human"]}, {"house_rules": {"MM-GAP-99": 1}},
                {"house_rules": {"MM-GAP-2": 9}}, {"house_rules": {"MM-GAP-7": "none"}},
                {"house_rules": {"MM-GAP-6": 1}}, {"colour": "red"}, []):
        with pytest.raises(ValueError):
            validate_config(bad)
    with pytest.raises(ValueError):
        make_config(["human", "human"], {}, {"players": 3})


def test_simulate_one_is_deterministic_and_reports_extras():
    opts = simulate_options({"cultist": "random", "investigator": "random"})
    a = simulate_one(opts, 12)
    assert a == simulate_one(opts, 12)
    assert a["winners"][0] in ("cultist", "investigators") and a["actions"] > 0
    assert set(a["extras"]) == {"final_battles", "summon_points", "mythos_points"}
    assert a["extras"]["final_battles"] in (0, 1)
    assert simulate_one({}, 3)["actions"] > 0
    with pytest.raises(ValueError, match="unknown cultist bot"):
        simulate_options({"cultist": "genius"})
    with pytest.raises(ValueError, match="no option players"):
        simulate_options({"players": 3})
    total = summarize({"summon_points": 30, "mythos_points": 20, "final_battles": 1}, 2)
    assert total["mean_summon_points"] == 15 and total["mean_mythos_points"] == 10
    assert set(BOTS) >= {"random", "default"}


def test_result_says_whether_the_final_battle_was_fought():
    st = new_game(None, 2)
    rng = random.Random(2)
    while st.current_player() != TERMINAL:
        st.apply(rng.choice(st.legal_actions()))
    res = st.result()
    assert res.extras["final_battle"] is st.summoned
    assert res.winners[0] in ("cultist", "investigators")
    assert st.legal_actions() == [] and st.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        st.apply(A.END_PLAY)
