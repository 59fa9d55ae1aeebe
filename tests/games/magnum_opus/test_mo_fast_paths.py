"""The speed work must not change the game: over seeded games with every house-rule
variant, the cached legal actions equal the plain computation (``mo_reference``) at every
position, the simulator's in-place bot view equals ``observation(seat)`` at every decision,
the inline shuffle and die draw exactly what the seeded source draws, a quiet setup deals
the same game, and the simulator's decisions are those a bot makes on fresh observations."""

from __future__ import annotations

import json
import random

import pytest

from mo_reference import reference_legal
from test_mo_random_games import VARIANTS
from eldertable.engine import fastrng
from eldertable.engine.chance import ScriptedChance, SeededChance
from eldertable.engine.protocol import CHANCE, TERMINAL
from eldertable.games.magnum_opus import BOTS, new_game, simulate_one, simulate_options
from eldertable.games.magnum_opus.rules import make_rules
from eldertable.games.magnum_opus.state import MOState


def _config(i: int, limit: int = 25) -> dict:
    players = 2 + i % 3
    return {"players": players, "seats": ["human"] * players,
            "house_rules": VARIANTS[i % len(VARIANTS)], "options": {"round_limit": limit}}


def _bots(i: int, players: int) -> list:
    """Random seats, and in every other game a default bot among them."""
    names = ["default" if i % 2 and s == i % players else "random" for s in range(players)]
    return [BOTS[name](s, i) for s, name in enumerate(names)]


def _play(i: int, check) -> int:
    st = new_game(_config(i), 4000 + i)
    bots = _bots(i, st.seat_count)
    steps = 0
    while st.current_player() != TERMINAL:
        check(st)
        seat = st.current_player()
        legal = st.legal_actions()
        act = legal[0] if seat == CHANCE else bots[seat].choose(st.observation(seat), legal)
        st.apply(act)
        steps += 1
    check(st)
    return steps


@pytest.mark.parametrize("part", range(4))
def test_mo_cached_legal_actions_equal_the_plain_computation(part):
    seen = set()

    def check(st):
        legal = st.legal_actions()
        assert legal == reference_legal(st)
        assert [type(a) for a in legal] == [type(a) for a in reference_legal(st)]
        seen.update((st.phase, st.step) for _ in legal[:1])

    for i in range(part, 48, 4):
        _play(i, check)
    assert {("table", ""), ("tradeskill", ""), ("experiment", "choose"),
            ("experiment", "market"), ("experiment", "assemble")} <= seen


def test_mo_legal_actions_follow_table_surgery_after_touch():
    """Tests change piles by hand and bump the version; the caches follow."""
    from mo_helpers import give, phase, touch

    st = new_game(_config(0), 5)
    phase(st, "experiment")
    give(st, st.seat, "hand", "attempt-transmutation", "sulphur", "unicorn-hair")
    assert st.legal_actions() == reference_legal(st)
    for pile in st.sup.values():
        pile.clear()
    st.gold[st.seat] = 9
    st.dstate[:] = [1] * len(st.dstate)
    touch(st)
    assert st.legal_actions() == reference_legal(st)


@pytest.mark.parametrize("every_viewer", [True, False])
def test_mo_bot_view_equals_the_observation_at_every_decision(every_viewer):
    """As the simulator uses it (only the deciding seat asks) and with every seat asking
    at every decision."""
    for i in range(18):
        st = new_game(_config(i, 40), 7000 + i).quiet()
        bots = _bots(i, st.seat_count)
        while st.current_player() != TERMINAL:
            seat = st.current_player()
            legal = st.legal_actions()
            if seat == CHANCE:
                st.apply(legal[0])
                continue
            for viewer in (range(st.seat_count) if every_viewer else (seat,)):
                assert st.bot_view(viewer) == st.observation(viewer)
            st.apply(bots[seat].choose(st.bot_view(seat), legal))
        for viewer in range(st.seat_count):
            assert st.bot_view(viewer) == st.observation(viewer)


def test_mo_simulator_decides_as_on_fresh_observations():
    """simulate_one (quiet setup, bot view, shortcuts) against a plain loop."""
    for i in range(8):
        players = 2 + i % 3
        names = ["default" if s % 2 == 0 else "random" for s in range(players)]
        opts = simulate_options({"players": players, "bots": names,
                                 "house_rules": VARIANTS[i % len(VARIANTS)]})
        fast = simulate_one(opts, 900 + i)
        st = new_game({"players": players, "seats": [f"bot:{b}" for b in names],
                       "house_rules": opts["house_rules"],
                       "options": {"round_limit": opts["round_limit"]}}, 900 + i)
        bots = [BOTS[b](s, 900 + i) for s, b in enumerate(names)]
        actions = 0
        while st.current_player() != TERMINAL:
            seat = st.current_player()
            legal = st.legal_actions(seat)
            # engine.bots.play_out's rule: one legal action is taken without asking
            one = seat == CHANCE or len(legal) == 1
            st.apply(legal[0] if one else bots[seat].choose(st.observation(seat), legal))
            actions += 1
        assert (fast["winners"], fast["actions"], fast["rounds"]) == \
            (list(st.result().winners), actions, st.round())


def test_mo_default_bot_decides_alike_on_copied_observations():
    """The default bot's caches (botknow) follow the observation's objects by identity
    (the Matrix view keeps the dicts of unchanged cells): a bot fed the live bot view and a
    twin fed a JSON copy of every observation, its caches emptied before each decision,
    choose the same actions for the same reasons."""
    for i in range(6):
        players = 2 + i % 3
        st = new_game(_config(i), 700 + i)
        live = [BOTS["default"](s, 700 + i) for s in range(players)]
        twin = [BOTS["default"](s, 700 + i) for s in range(players)]
        decisions = 0
        while st.current_player() != TERMINAL:
            seat = st.current_player()
            legal = st.legal_actions()
            if seat == CHANCE or len(legal) == 1:
                st.apply(legal[0])
                continue
            copied = json.loads(json.dumps(st.observation(seat)))
            act = live[seat].choose(st.bot_view(seat), legal)
            twin[seat]._know_init()  # its plan stays
            assert twin[seat].choose(copied, legal) is act
            assert twin[seat].explain == live[seat].explain
            st.apply(act)
            decisions += 1
        assert decisions > 50


def test_mo_quiet_setup_deals_the_same_game():
    for i in range(6):
        cfg = _config(i)
        loud = new_game(cfg, 31 + i)
        quiet = MOState(make_rules(cfg["house_rules"]), loud.config, SeededChance(31 + i),
                        quiet=True)
        assert quiet.digest() == loud.digest()
        assert quiet.legal_actions() == loud.legal_actions()
        assert loud.setup_events and not quiet.setup_events


def test_mo_inline_shuffle_and_die_match_the_seeded_source():
    assert fastrng.FAST
    rng = random.Random(3)
    for seed in range(20):
        a, b = SeededChance(seed), SeededChance(seed)
        for _ in range(30):
            if rng.random() < 0.5:
                items = list(range(rng.randrange(0, 60)))
                twin = list(items)
                a.shuffle(items)
                fastrng.shuffle(b, twin)
                assert items == twin
            else:
                sides = rng.choice((2, 6, 8, 20))
                assert a.die(sides) == fastrng.die(b, sides)
        assert (a.count, a.dice_log, a.getstate()) == (b.count, b.dice_log, b.getstate())


def test_mo_inline_shuffle_and_die_leave_other_sources_alone():
    script = ScriptedChance([5, 2], shuffle="keep")
    items = [1, 2, 3]
    fastrng.shuffle(script, items)
    assert items == [1, 2, 3] and script.count == 1
    assert fastrng.die(script, 8) == 5 and fastrng.die(script, 8) == 2
