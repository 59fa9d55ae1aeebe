"""What first-edition events carry for the table: a d10 test's die, sides, base and
modifier (the dice tray draws them)."""

from __future__ import annotations

from eldertable.games.mansions.first import actions as A
from fa_testkit import effects, game, spec


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


def _render(msg, tag=False):
    return msg.render((lambda ctx, s: f"<{ctx}|{s}>") if tag else None)


def test_fa_log_lines_name_the_card_and_who_found_it_as_content_text():
    from eldertable.games.mansions.first.cards import card_set

    s = game(dice=(3,))
    inv = s.investigators[0]
    s.map.move_figure(inv.id, 7)  # the Study: its stack starts with an obstacle card
    events = s.apply(A.Explore())
    draw = next(e for e in events if e.kind == "draw")
    cid = draw.data["card"]
    assert cid == "fallen-shelf"  # the data keeps the id for views and bots
    name = card_set().cards[cid].name
    assert _render(draw.text) == f"{inv.name} explores and finds {name}."
    tagged = _render(draw.text, tag=True)  # the names go through the content translations
    assert f"<content:mansions|{name}>" in tagged and f"<content:mansions|{inv.name}>" in tagged
    assert cid not in _render(draw.text)


def test_fa_test_log_line_names_the_attribute_and_verdict_in_words():
    s = game(dice=(3,))
    s.test(s.investigators[0], spec(attribute="strength"), None, {})
    roll = s._events[-1]
    assert _render(roll.text) == "Tomas Reyes tests Strength: rolls 3 against 6, passes."
    assert roll.data["what"] == "strength" and roll.data["verdict"] == "passes"
    assert "<mansions|Strength>" in _render(roll.text, tag=True)


def test_fa_an_exploration_card_that_gives_an_item_of_another_name_says_which():
    """"Ada Whitlock explores and finds Amputation Saw." and then a second Surgeon's Bone Saw
    among her items (seen under Xvfb): the card gives the item of another name, and the log
    now says so; a card and item of one name need no second line."""
    s = game(dice=(3,))
    inv = s.investigators[0]
    s.map.move_figure(inv.id, 7)
    s.rooms[s.room_of(7)].insert(0, "ex-saw")
    words = [_render(e.text) for e in s.apply(A.Explore()) if e.text is not None]
    assert words[:2] == [f"{inv.name} explores and finds Amputation Saw.",
                         f"{inv.name} gains Surgeon's Bone Saw."], words
    assert inv.items[-1] == "surgeons-bone-saw"
    s.map.move_figure(inv.id, 7)
    s.investigators[0].action = True
    s.rooms[s.room_of(7)].insert(0, "ex-crowbar")
    words = [_render(e.text) for e in s.apply(A.Explore()) if e.text is not None]
    assert words == [f"{inv.name} explores and finds Crowbar."], words
