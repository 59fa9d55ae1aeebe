"""The simulator's loop (games.miskatonic.sim.play) plays exactly the game the public
protocol plays: the same actions, the same end, the same digest."""

from __future__ import annotations

from eldertable.engine.chance import SeededChance
from eldertable.engine.protocol import TERMINAL
from eldertable.games.miskatonic import BOTS
from eldertable.games.miskatonic.rules import rules_for
from eldertable.games.miskatonic.sim import LazyObservation, play
from eldertable.games.miskatonic.state import MiskatonicState


def _game(seed: int) -> MiskatonicState:
    return MiskatonicState(rules_for({}), seed, SeededChance(seed), ["bot", "bot"])


def test_sim_play_matches_a_loop_over_legal_actions_and_whole_observations():
    for cultist, investigator in (("default", "default"), ("random", "random"),
                                  ("default", "random")):
        for seed in range(4):
            fast = _game(seed)
            fast.quiet()
            seen = []
            bots = {0: BOTS[cultist](0, seed), 1: BOTS[investigator](1, seed)}
            original = fast.apply

            def record(act, original=original, seen=seen):
                seen.append(act)
                return original(act)

            fast.apply = record
            n = play(fast, bots)
            slow = _game(seed)
            ref = {0: BOTS[cultist](0, seed), 1: BOTS[investigator](1, seed)}
            done = []
            while slow.current_player() != TERMINAL:
                seat = slow.current_player()
                act = ref[seat].choose(slow.observation(seat), slow.legal_actions(seat))
                slow.apply(act)
                done.append(act)
            assert n == len(seen) == len(done)
            assert seen == done
            assert fast.digest() == slow.digest()


def test_lazy_observation_forgets_its_keys_at_a_new_decision_but_keeps_the_fixed_ones():
    st = _game(2)
    fixed = {"house_rules": st.observe(1, "house_rules")}
    view = LazyObservation(st, 1, fixed)
    assert view["house_rules"] is fixed["house_rules"]
    assert view["placed"] == 0
    st.apply(st.legal_actions(0)[0])  # the cultist places a card
    assert view["placed"] == 0  # read once per decision
    view._data = None  # a new decision
    assert view["placed"] == 1
    assert view["house_rules"] is fixed["house_rules"]
    assert dict(view) == st.observation(1)
    assert "hand" not in dict(view)


def test_lazy_observation_keeps_the_hand_from_the_investigators():
    """observe.parts_for: the lazy view reads the same parts as observation(seat), and
    the investigators' view has no hand (only its count), read alone or lazily."""
    import pytest
    st = _game(3)
    for seat in (0, 1, None):
        view = LazyObservation(st, seat)
        for key, value in st.observation(seat).items():
            assert view[key] == value == st.observe(seat, key)
    with pytest.raises(KeyError):
        st.observe(1, "hand")
    with pytest.raises(KeyError):
        LazyObservation(st, 1)["hand"]
    assert LazyObservation(st, 0)["hand"] == st.observation(0)["hand"]
    assert "hand" not in st.observation(1) and "hand_count" in st.observation(1)
