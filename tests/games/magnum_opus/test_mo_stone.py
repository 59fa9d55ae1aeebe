"""The Philosophers' Stone and the end of the game: MO-OBJ-1, MO-STONE-1..5, MO-END-1..6,
MO-CARD-20, MO-GAP-6/18/19/28."""

from __future__ import annotations

from mo_helpers import bare, do, game, give, of, phase, roll
from eldertable.engine.protocol import CHANCE, TERMINAL
from eldertable.games.magnum_opus import actions as A

RECIPE = {"albedo": "lead", "rubedo": "moonpetal", "putrefactio": "saltpetre"}


def hand_clues(st, seat=0, recipe=RECIPE):
    for t, reagent in recipe.items():
        c = [x for x in st.cluepile[t] if st.rules.clue_reagent[x] == reagent][0]
        st.cluepile[t].remove(c)
        st.clues[seat].append(c)
    st.invalidate()


def stone_game(players=2, house=None, hand=("lead", "moonpetal", "saltpetre"), seat=0,
               xp=0, table=()):
    st = game(players=players, house=house, first=seat)
    for s in range(players):
        bare(st, s)
        give(st, s, "deck", *(["prepare-herbs"] * 10))
    hand_clues(st, seat)
    give(st, seat, "hand", "attempt-transmutation", *hand)
    give(st, seat, "table", *table)
    st.experience[seat] = xp
    phase(st, "experiment")
    return st


def build_stone(st, cards=("lead", "moonpetal", "saltpetre"), metas=()):
    s = st.seat
    start = [a for a in of(st, A.StartTransmutation) if a.stone][0]
    do(st, start)
    for cid in cards:
        do(st, [a for a in of(st, A.AddToExperiment) if a.card.startswith(cid + "#")][0])
    for reagent in metas:
        do(st, [a for a in of(st, A.AddToExperiment) if a.as_reagent == reagent][0])
    assert st.seat == s
    do(st, A.CONFIRM)


def test_mo_obj_1_and_mo_stone_1_three_clues_name_the_recipe():
    """MO-OBJ-1: find the three Clues, then make the Stone; MO-STONE-1: the Clues held
    give the three Reagents."""
    st = stone_game()
    assert sorted(st.recipe(0)) == sorted(RECIPE.values())
    assert [a for a in of(st, A.StartTransmutation) if a.stone]
    st.clues[0].pop()
    st.invalidate()
    assert st.recipe(0) is None and not [a for a in of(st, A.StartTransmutation) if a.stone]


def test_mo_stone_2_clues_are_not_reagents():
    """MO-STONE-2: without the Reagent cards themselves there is no Stone attempt."""
    st = stone_game(hand=("lead", "moonpetal"))
    assert not [a for a in of(st, A.StartTransmutation) if a.stone]
    st = stone_game(hand=("lead",), table=("moonpetal", "saltpetre"))
    assert [a for a in of(st, A.StartTransmutation) if a.stone]


def test_mo_stone_3_three_reagents_same_procedure():
    """MO-STONE-3: three Reagents, difficulty = Volatilities + modifiers, d8 roll."""
    st = stone_game(table=("the-truth",))
    build_stone(st)
    assert st.transmutation["diff"] == 2 + 2 + 1 - 1 and st.current_player() == CHANCE
    roll(st, 4)
    assert st.stone[0]


def test_mo_stone_4_clues_revealed_before_rolling():
    """MO-STONE-4: the Clue cards are shown to all before the die."""
    st = stone_game()
    build_stone(st)
    assert st.current_player() == CHANCE
    other = st.observation(1)["seats"][0]["clues"]
    assert sorted(c["reagent"] for c in other) == sorted(RECIPE.values())


def test_mo_stone_5_failed_stone_gives_experience_and_clears():
    """MO-STONE-5: a failed Stone attempt gives Experience and clears the Table."""
    st = stone_game(table=("powerstone",))
    build_stone(st)
    roll(st, 1)
    assert st.experience[0] == 1 and st.tab[0] == [] and not st.stone[0]


def test_mo_card_20_metastone_in_the_stone():
    """MO-CARD-20: a Metastone can stand in for a recipe Reagent."""
    st = stone_game(hand=("lead", "moonpetal", "metastone"))
    build_stone(st, cards=("lead", "moonpetal"), metas=("saltpetre",))
    assert st.transmutation["diff"] == 5
    roll(st, 8)
    assert st.stone[0]


def finish_turn(st):
    while st.current_player() not in (TERMINAL,) and st.phase != "experiment":
        do(st, A.END)
    if st.current_player() != TERMINAL:
        do(st, A.END)


def test_mo_end_1_mo_end_2_mo_end_3_final_round_then_the_maker_wins():
    """MO-END-1: the first Stone starts the final round; MO-END-2: every other player gets
    exactly one more turn; MO-END-3: if none succeeds the maker wins."""
    st = stone_game(players=3)
    build_stone(st)
    events = roll(st, 8)
    assert any(e.kind == "final-round" for e in events)
    assert st.seat == 1 and st.current_player() == 1
    finish_turn(st)
    assert st.seat == 2
    finish_turn(st)
    assert st.current_player() == TERMINAL
    assert st.result().winners == ("seat0",)


def test_mo_end_4_mo_end_5_mo_end_6_tie_breakers_among_makers():
    """MO-END-4: more makers: most Research cards wins (others not compared); MO-END-5: then
    Gold; MO-END-6: then Experience; MO-GAP-18: a full tie is shared."""
    cases = [  # (research 0, research 1, gold 0, gold 1, xp 0, xp 1, winners)
        ((2, 1, 0, 9, 0, 5), ("seat0",)),
        ((1, 1, 2, 4, 5, 0), ("seat1",)),
        ((1, 1, 4, 4, 1, 3), ("seat1",)),
        ((1, 1, 4, 4, 3, 3), ("seat0", "seat1")),
    ]
    for (r0, r1, g0, g1, x0, x1), winners in cases:
        st = game(players=3)
        st.stone[0] = st.stone[1] = True
        st.rown[:] = [r0, r1, 9]  # seat 2 made no Stone: its Research is not compared
        st.gold[:] = [g0, g1, 50]
        st.experience[:] = [x0, x1, 5]
        st._finish("stone")
        assert st.result().winners == winners


def test_mo_end_2_second_maker_in_final_round():
    """MO-END-2 / MO-END-4: a rival who also makes the Stone in the final round is compared
    on Research."""
    st = stone_game()
    build_stone(st)
    roll(st, 8)
    assert st.seat == 1
    hand_clues(st, 1, {"albedo": "sulphur", "rubedo": "serpentscale",
                       "putrefactio": "unicorn-hair"})
    bare(st, 1)
    give(st, 1, "hand", "attempt-transmutation", "sulphur", "serpentscale", "unicorn-hair",
         "lunar-almanac")
    st.rown[1] += 1
    phase(st, "experiment")
    build_stone(st, cards=("sulphur", "serpentscale", "unicorn-hair"))
    roll(st, 8)
    assert st.current_player() == TERMINAL and st.result().winners == ("seat1",)


def test_mo_gap_19_first_stone_can_win_at_once():
    """MO-GAP-19 switched off: the first Stone ends the game immediately."""
    st = stone_game(house={"MO-GAP-19": False})
    build_stone(st)
    roll(st, 8)
    assert st.current_player() == TERMINAL and st.result().winners == ("seat0",)


def test_mo_gap_18_research_counted_everywhere_or_deck_only():
    """MO-GAP-18: every Research card owned counts (including set aside); the variant
    counts deck, hand and discard only."""
    st = game()
    bare(st, 0)
    give(st, 0, "aside", "magnum-opus-research")
    give(st, 0, "discard", "lunar-almanac")
    st.rown[0] = 2
    assert st.research_count(0) == 2
    st = game(house={"MO-GAP-18": "deck-only"})
    bare(st, 0)
    give(st, 0, "aside", "magnum-opus-research")
    give(st, 0, "discard", "lunar-almanac")
    assert st.research_count(0) == 1


def test_mo_gap_6_shared_recipe():
    """MO-GAP-6 variant: one secret recipe for all; every Clue of a type reads the same."""
    st = game(house={"MO-GAP-6": "shared"})
    assert len(st.recipe_cards) == 3
    shared = [st.rules.clue_reagent[c] for c in st.recipe_cards]
    for s in (0, 1):
        for t in ("albedo", "rubedo", "putrefactio"):
            st.clues[s].append(st.cluepile[t].pop(0))
    assert st.recipe(0) == st.recipe(1) == shared
    view = st.observation(0)["seats"][0]["clues"]
    assert [c["reagent"] for c in view] == shared


def test_mo_gap_6_personal_recipes_differ():
    """MO-GAP-6 default: each player's recipe is the Reagents on the Clue cards held."""
    st = game()
    for s in (0, 1):
        for t in ("albedo", "rubedo", "putrefactio"):
            st.clues[s].append(st.cluepile[t].pop(0))
    assert st.recipe(0) != st.recipe(1)


def test_mo_gap_28_limited_tokens():
    """MO-GAP-28: unlimited by default; switched off, 50 Gold and 25 Experience in all."""
    st = game()
    st._gain_gold(0, 100)
    assert st.gold[0] == 103
    st = game(house={"MO-GAP-28": False})
    assert st.bank_gold == 50 - 6
    got = st._gain_gold(0, 100)
    assert got == 44 and st.bank_gold == 0 and sum(st.gold) == 50
    st.bank_xp = 1
    assert st._gain_xp(1, 3) == 1 and st.experience[1] == 1


def test_mo_round_limit_ends_the_game_by_tie_breakers():
    """Software safeguard (not a rule): after the round limit the tie-breakers decide."""
    st = game(limit=1)
    bare(st, 0)
    bare(st, 1)
    st.gold[1] = 9
    phase(st, "experiment")
    do(st, A.END)
    phase(st, "experiment")
    do(st, A.END)
    res = st.result()
    assert st.current_player() == TERMINAL and res.winners == ("seat1",)
    assert res.extras["ended_by"] == "limit"
