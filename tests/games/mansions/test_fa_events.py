"""What first-edition events carry for the table: a d10 test's die, sides, base and
modifier (the dice tray draws them)."""

from __future__ import annotations

from eldertable.games.mansions.first import actions as A
from fa_testkit import effects, game


def _rolls(events):
    return [e.data for e in events if e.kind == "roll"]


def test_fa_test_roll_event_carries_the_die_and_the_target_parts():
    s = game(dice=(3,))
    tomas = s.investigators[0]  # Strength 6, Intellect 2
    tomas.horror = 2
    s.push_fx(0, effects([{"do": "test", "test": {
        "either": ["strength", "intellect"], "modifier": 1, "per": {"count": "horror", "by": -1}},
        "fail": [{"do": "damage", "amount": 1}]}]))
    s.run()
    (roll,) = _rolls(s.apply(A.Choose("strength")))
    assert roll["dice"] == [3] and roll["sides"] == 10
    assert roll["base"] == 6 and roll["modifier"] == 1 - 2
    assert roll["target"] == roll["base"] + roll["modifier"] == 5
    assert roll["verdict"] == "passes" and tomas.damage == 0


def test_fa_puzzle_events_are_named_puzzle_and_the_last_tells_the_outcome():
    import json

    s = game(dice=[1] * 300)
    s.start_puzzle(s.investigators[0], "wiring", None, {}, [], [])
    board = s.observation(0)["puzzle"]
    assert board
    stop = next(a for a in s.legal_actions() if json.loads(a.move)["type"] == "puzzle.stop")
    events = s.apply(stop)
    puzzle = [e for e in events if e.kind.startswith("puzzle-")]
    assert puzzle and puzzle[-1].kind == "puzzle-over"
    assert not [e for e in events if e.kind in ("stopped", "over")]  # no bare puzzle kinds
    over = puzzle[-1].data
    assert over["solved"] is False and over["kind"] == "wiring"
    assert over["board"]["kind"] == "wiring" and puzzle[-1].reveal
    assert s.observation(0).get("puzzle") is None
