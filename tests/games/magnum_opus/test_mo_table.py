"""Table Phase, Shelf and The Truth: MO-TABLE-1..5, MO-CARD-28..33, MO-GAP-10/13/14."""

from __future__ import annotations

from mo_helpers import bare, do, game, give, ids, kinds, of, phase
from eldertable.games.magnum_opus import actions as A


def table_game(hand=(), table=(), house=None, shelves=0, shelved=()):
    st = game(house=house)
    bare(st, 0)
    give(st, 0, "hand", *hand)
    give(st, 0, "table", *table)
    for _ in range(shelves):
        give(st, 0, "shelves", "shelf")
    give(st, 0, "shelved", *shelved)
    phase(st, "table")
    return st


def first(st, cls, cid):
    return [a for a in of(st, cls) if a.card.startswith(cid + "#")][0]


def test_mo_table_1_only_table_allowed_cards():
    """MO-TABLE-1: only cards with the Table Allowed icon may be placed."""
    st = table_game(hand=("lead", "attempt-transmutation", "prepare-herbs", "heartstone",
                          "magnum-opus-research"))
    placeable = sorted(ids(a.card for a in of(st, A.PlaceOnTable)))
    assert placeable == ["heartstone", "lead"]


def test_mo_table_2_one_table_action_then_done():
    """MO-TABLE-2: at most one Table action (two card moves) per phase, or pass."""
    st = table_game(hand=("lead", "sulphur", "moonpetal"))
    do(st, first(st, A.PlaceOnTable, "lead"))
    do(st, first(st, A.PlaceOnTable, "sulphur"))
    assert st.phase == "experiment" and len(st.tab[0]) == 2
    st = table_game(hand=("lead",))
    do(st, A.END)
    assert st.phase == "experiment" and st.tab[0] == []


def test_mo_table_3_place_up_to_two():
    """MO-TABLE-3: move up to two allowed cards from hand to the Table."""
    st = table_game(hand=("lead", "sulphur", "moonpetal"))
    do(st, first(st, A.PlaceOnTable, "moonpetal"))
    assert ids(st.tab[0]) == ["moonpetal"] and "PlaceOnTable" in kinds(st)


def test_mo_table_4_return_up_to_two():
    """MO-TABLE-4: return up to two Table cards to hand."""
    st = table_game(table=("lead", "sulphur", "moonpetal"))
    do(st, first(st, A.ReturnToHand, "lead"))
    do(st, first(st, A.ReturnToHand, "sulphur"))
    assert ids(st.hand[0]) == ["lead", "sulphur"] and ids(st.tab[0]) == ["moonpetal"]
    assert st.phase == "experiment"


def test_mo_table_5_and_mo_gap_10_place_one_return_one():
    """MO-TABLE-5 / MO-GAP-10: place one and return one; the removed card goes to hand
    (detailed rule) or, in the summary's variant, to the discard pile."""
    st = table_game(hand=("lead",), table=("sulphur",))
    do(st, first(st, A.PlaceOnTable, "lead"))
    do(st, first(st, A.ReturnToHand, "sulphur"))
    assert ids(st.tab[0]) == ["lead"] and ids(st.hand[0]) == ["sulphur"]
    st = table_game(hand=("lead",), table=("sulphur",), house={"MO-GAP-10": "discard"})
    do(st, first(st, A.PlaceOnTable, "lead"))
    do(st, first(st, A.ReturnToHand, "sulphur"))
    assert ids(st.disc[0]) == ["sulphur"] and st.hand[0] == []


def test_mo_card_28_shelf_goes_beside_the_table_when_drawn():
    """MO-CARD-28 / MO-GAP-13: a drawn Shelf is set beside the Table, not in hand."""
    st = game()
    bare(st, 0)
    give(st, 0, "deck", "shelf", "lead", "sulphur", "moonpetal", "saltpetre", "lead")
    phase(st, "experiment")
    do(st, A.END)  # Pause and Consider draws five
    assert ids(st.shelves[0]) == ["shelf"] and len(st.hand[0]) == 5
    assert ids(st.tab[0]) == []


def test_mo_card_29_shelved_card_is_out_of_the_experiment():
    """MO-CARD-29: one Table card may go under the Shelf; it is not part of a
    transmutation (a third Reagent there no longer blocks the attempt)."""
    st = table_game(hand=("attempt-transmutation",), table=("lead", "moonpetal", "sulphur"),
                    shelves=1)
    phase(st, "experiment")
    assert "StartTransmutation" not in kinds(st)  # two Alchemical Reagents on the Table
    do(st, first(st, A.ShelveCard, "sulphur"))
    assert ids(st.shelved[0]) == ["sulphur"]
    assert "StartTransmutation" in kinds(st)
    assert of(st, A.ShelveCard) == []  # one card per turn


def test_mo_card_30_shelf_extra_tradeskill():
    """MO-CARD-30: an empty Shelf at the turn's start allows a third Tradeskill card;
    MO-GAP-13: using it forbids shelving later that turn."""
    st = game()
    bare(st, 0)
    give(st, 0, "shelves", "shelf")
    give(st, 0, "hand", "prepare-herbs", "prepare-herbs", "prepare-herbs")
    give(st, 0, "table", "lead")
    give(st, 0, "deck", "sulphur", "moonpetal")
    st._start_turn(0)
    st.invalidate()
    for res in ("gold", "cards", "gold"):
        act = [a for a in of(st, A.PlayTradeskill) if a.resource == res][0]
        do(st, act)
    assert st.gold[0] == 5 and st.ts_bonus
    assert of(st, A.ShelveCard) == []
    st = game()
    bare(st, 0)
    give(st, 0, "shelves", "shelf")
    give(st, 0, "shelved", "sulphur")
    give(st, 0, "hand", "prepare-herbs", "prepare-herbs", "prepare-herbs")
    st._start_turn(0)
    st.invalidate()
    do(st, [a for a in of(st, A.PlayTradeskill) if a.resource == "gold"][0])
    assert {a.resource for a in of(st, A.PlayTradeskill)} == {"cards"}  # no bonus


def test_mo_gap_13_shelved_card_returns_only_in_table_phase():
    """MO-GAP-13: a shelved card comes back only in the Table Phase, as one of the two
    moves; switched off it may come back at any time of the turn without a move."""
    st = table_game(hand=("lead", "sulphur"), shelves=1, shelved=("moonpetal",))
    do(st, first(st, A.UnshelveCard, "moonpetal"))
    assert st.moves == 1 and ids(st.tab[0]) == ["moonpetal"]
    st = table_game(shelves=1, shelved=("moonpetal",), house={"MO-GAP-13": False})
    phase(st, "experiment")
    do(st, first(st, A.UnshelveCard, "moonpetal"))
    assert st.moves == 0 and ids(st.tab[0]) == ["moonpetal"]


def test_mo_card_31_mo_card_32_the_truth_works_from_the_table():
    """MO-CARD-31: The Truth only helps on the Table; MO-CARD-32: every attempt 1 easier."""
    from mo_helpers import attempt, start_basic
    st = game()
    start_basic(st, "lead", "moonpetal", extra=("the-truth",))
    attempt(st, "lead", "moonpetal")
    assert st.transmutation["diff"] == 4  # 2 + 2, The Truth in hand does nothing
    st = game()
    start_basic(st, "lead", "moonpetal", table=("the-truth",))
    attempt(st, "lead", "moonpetal")
    assert st.transmutation["diff"] == 3


def test_mo_card_33_and_mo_gap_14_the_truth_stays():
    """MO-CARD-33 / MO-GAP-14: once on the Table, The Truth cannot be taken back or shelved;
    switched off, the Table Phase may return it."""
    st = table_game(table=("the-truth", "lead"), shelves=1)
    assert ids(a.card for a in of(st, A.ReturnToHand)) == ["lead"]
    assert ids(a.card for a in of(st, A.ShelveCard)) == ["lead"]
    st = table_game(table=("the-truth",), house={"MO-GAP-14": False})
    assert ids(a.card for a in of(st, A.ReturnToHand)) == ["the-truth"]
