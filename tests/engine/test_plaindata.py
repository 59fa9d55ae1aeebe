"""engine.plaindata.copy_plain: the pacers' snapshot of an observation (issue 24)."""

from __future__ import annotations

import copy
import random

from eldertable.engine.bots import chance_step
from eldertable.engine.plaindata import copy_plain
from eldertable.engine.protocol import CHANCE, TERMINAL


def containers(value, found: dict) -> dict:
    if isinstance(value, (dict, list, set)):
        if id(value) not in found:
            found[id(value)] = value
            for item in (value.values() if isinstance(value, dict) else value):
                containers(item, found)
    elif isinstance(value, tuple):
        for item in value:
            containers(item, found)
    return found


def test_copy_plain_copies_every_container_and_keeps_the_values():
    inner = [1, 2.5, "three", None, True]
    value = {"a": inner, "b": ({"c": inner},), "d": {"e": [[], {}]}, "m": {1, 2}}
    copied = copy_plain(value)
    assert copied == value and copied is not value
    assert not set(containers(copied, {})) & set(containers(value, {}))
    inner.append("later")  # the state moves on: the snapshot does not
    value["d"]["e"][1]["x"] = 1
    assert copied["a"] == [1, 2.5, "three", None, True]
    assert copied["d"]["e"] == [[], {}]


def test_copy_plain_hands_other_objects_to_deepcopy():
    class Thing:
        def __init__(self):
            self.items = [1]

    thing = Thing()
    copied = copy_plain({"thing": thing})
    assert copied["thing"] is not thing and copied["thing"].items == [1]
    assert copied["thing"].items is not thing.items


def test_copy_plain_of_observations_through_a_game_equals_deepcopy():
    """A second-edition game played at random: at every step the plain copy of each seat's
    observation equals ``copy.deepcopy``'s and shares no container with the original."""
    from eldertable.games.mansions.second import make_config, new_game

    state = new_game(make_config(["human", "human"], {}, {"scenario": "quiet-greenhouse"}), 5)
    rng = random.Random(5)
    for _step in range(150):
        seat = state.current_player()
        if seat == TERMINAL:
            break
        for who in (0, 1):
            obs = state.observation(who)
            copied = copy_plain(obs)
            assert copied == copy.deepcopy(obs)
            assert not set(containers(copied, {})) & set(containers(obs, {}))
        if seat == CHANCE:
            state.apply(chance_step(state))
        else:
            state.apply(rng.choice(state.legal_actions(seat)))
