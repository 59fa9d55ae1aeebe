"""Piles: no card is ever lost or duplicated, whatever sequence of moves is made."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eldertable.engine.chance import SeededChance
from eldertable.engine.decks import CardError, Supply, Table

PILES = ["deck", "discard", "hand0", "hand1", "table"]


def _table():
    t = Table()
    t.add_pile("deck", [f"k{i}" for i in range(30)], "down")
    t.add_pile("discard", face="up")
    t.add_pile("hand0", face="owner", owner=0)
    t.add_pile("hand1", face="owner", owner=1)
    t.add_pile("table", face="up", limit=5)
    return t


op = st.one_of(
    st.tuples(st.just("draw"), st.sampled_from(PILES), st.sampled_from(PILES),
              st.integers(0, 8)),
    st.tuples(st.just("move"), st.sampled_from(PILES), st.sampled_from(PILES),
              st.integers(0, 40)),
    st.tuples(st.just("shuffle"), st.sampled_from(PILES), st.just(""), st.just(0)),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(op, max_size=60), st.integers(0, 10_000))
def test_any_sequence_of_moves_conserves_cards(ops, seed):
    t = _table()
    chance = SeededChance(seed)
    for kind, a, b, n in ops:
        try:
            if kind == "draw":
                t.draw(a, b, n, reshuffle_from="discard" if a == "deck" else None,
                       chance=chance)
            elif kind == "move":
                cards = t[a].cards
                if cards:
                    t.move(cards[n % len(cards)], a, b)
            else:
                t.shuffle(a, chance)
        except CardError:
            pass  # refused moves must leave the table whole too
        t.check()
    assert sum(len(p) for p in t.piles.values()) == 30


def test_check_finds_a_duplicated_or_lost_card():
    t = _table()
    t["hand0"].cards.append("k0")
    with pytest.raises(CardError):
        t.check()
    t = _table()
    t["deck"].cards.pop()
    with pytest.raises(CardError):
        t.check()


def test_draw_reshuffles_the_discard_when_the_deck_runs_out():
    t = _table()
    t.draw("deck", "discard", 30)
    assert len(t["deck"]) == 0
    drawn = t.draw("deck", "hand0", 3, reshuffle_from="discard", chance=SeededChance(1))
    assert len(drawn) == 3 and len(t["deck"]) == 27 and len(t["discard"]) == 0
    t.check()


def test_limits_and_faces():
    t = _table()
    t.draw("deck", "table", 5)
    with pytest.raises(CardError):
        t.draw("deck", "table", 1)
    t.draw("deck", "hand0", 2)
    view1 = t.view(1)
    assert "cards" not in view1["hand0"] and view1["hand0"]["count"] == 2
    assert "cards" not in view1["deck"]
    assert view1["table"]["cards"] == t["table"].cards
    assert t.view(0)["hand0"]["cards"] == t["hand0"].cards


def test_table_round_trips_through_json():
    t = _table()
    t.draw("deck", "hand1", 4)
    again = Table.from_json(t.to_json())
    assert again.to_json() == t.to_json()
    again.check()


def test_supply_is_limited():
    s = Supply({"gold": 3})
    assert s.take("gold", 5) == 3
    assert s.take("gold") == 0
    s.give_back("gold", 3)
    with pytest.raises(CardError):
        s.give_back("gold", 1)
