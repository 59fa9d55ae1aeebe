"""The game protocol for Magnum Opus: illegal actions change nothing, actions round-trip
through JSON, states deep-copy, prompts are messages, the registry finds the package."""

from __future__ import annotations

import copy
import json
import random

import pytest

from mo_helpers import game, phase
from eldertable.engine import registry
from eldertable.engine.messages import Msg
from eldertable.engine.protocol import CHANCE, TERMINAL, IllegalAction, action_from_json
from eldertable.games import magnum_opus as mo
from eldertable.games.magnum_opus import actions as A


def test_mo_illegal_action_changes_nothing():
    st = game()
    before = st.digest()
    for bad in (A.make(A.Buy, "lead-to-gold"), A.make(A.PlaceOnTable, "nope#1"), A.ROLL,
                A.make(A.PayAssistant, 99), A.CONFIRM):
        with pytest.raises(IllegalAction):
            st.apply(bad)
        assert st.digest() == before


def test_mo_actions_round_trip_through_json():
    rng = random.Random(4)
    st = mo.new_game({"players": 3, "seats": ["human"] * 3}, 4)
    seen = set()
    for _ in range(2000):
        if st.current_player() == TERMINAL:
            break
        legal = st.legal_actions()
        for act in legal:
            data = json.loads(json.dumps(act.to_json()))
            assert action_from_json(mo.ACTION_NAMESPACE, data) == act
            seen.add(type(act).__name__)
        st.apply(legal[rng.randrange(len(legal))])
    assert {"PlayTradeskill", "PlaceOnTable", "Buy", "StartTransmutation", "RollDie"} <= seen


def test_mo_state_deep_copies_and_snapshot_is_json():
    st = game()
    twin = copy.deepcopy(st)
    assert twin.digest() == st.digest() and twin.rules is st.rules
    st.apply(st.legal_actions()[0])
    assert twin.digest() != st.digest()
    json.dumps(st.snapshot(), sort_keys=True)
    twin.apply(twin.legal_actions()[0])
    assert twin.digest() == st.digest()


def test_mo_prompt_and_labels_are_messages():
    st = game()
    assert isinstance(st.prompt(0), Msg) and "Tradeskill" in st.prompt(0).render()
    assert isinstance(st.prompt(1), Msg)
    phase(st, "experiment")
    assert "Experiment" in st.prompt(0).render()
    assert st.seat_label(2).render() == "Alchemist 3"


def test_mo_registry_entry_loads_this_package():
    entry = registry.get("magnum-opus")
    module = entry.load()
    assert module is mo and module.ACTION_NAMESPACE == "magnum-opus"
    assert set(module.BOTS) >= {"random", "default"}
    st = module.new_game(module.default_config(players=4), 1)
    assert st.num_seats() == 4 and st.current_player() not in (CHANCE, TERMINAL)


def test_mo_card_info_and_observation_keys():
    info = mo.card_info("quicksilver#2")
    assert info.vol == 3 and info.kind == "alchemical"
    obs = game().observation(0)
    for key in ("matrix", "supply", "search_deck", "research_deck", "clue_piles", "seats",
                "phase", "axes", "bank", "transmutation", "decision", "turn_state"):
        assert key in obs
    me = obs["seats"][0]
    for key in ("deck", "discard", "hand", "table", "shelves", "shelved", "gold",
                "experience", "clues"):
        assert key in me
