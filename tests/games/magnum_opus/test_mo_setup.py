"""Setup and turn order: MO-SETUP-1..18, MO-TURN-1/2, MO-GAP-1/2/3/17."""

from __future__ import annotations

from collections import Counter

from mo_helpers import ALCH, MYST, bare, do, game, give, ids, phase
from eldertable.engine.chance import SeededChance
from eldertable.games.magnum_opus import actions as A
from eldertable.games.magnum_opus import new_game
from eldertable.games.magnum_opus.rules import card_id


def seeded(players=2, seed=5, house=None):
    return new_game({"players": players, "seats": ["human"] * players,
                     "house_rules": house or {}}, seed, SeededChance(seed))


def test_mo_setup_1_mo_setup_2_mo_setup_3_reagent_piles_on_two_axes():
    """MO-SETUP-1: faceup piles per Reagent; MO-SETUP-2: Mystic on one axis, Alchemical on
    the other; MO-SETUP-3 / MO-GAP-1: the four types of each axis are drawn at random."""
    st = seeded()
    cards = st.rules.cards
    assert len(st.axes_a) == 4 and all(cards[t].kind == "alchemical" for t in st.axes_a)
    assert len(st.axes_m) == 4 and all(cards[t].kind == "mystic" for t in st.axes_m)
    for t in st.axes_a + st.axes_m:
        assert st.table[f"supply:{t}"].face == "up"
        assert set(ids(st.sup[t])) == {t}
    orders = {tuple(seeded(seed=s).axes_a) for s in range(12)}
    assert len(orders) > 1  # MO-SETUP-3: not fixed


def test_mo_gap_1_four_of_six_types_and_the_first_variant():
    """MO-GAP-1: six types of eight per kind; four used, the other two go to the box;
    3 of each used type into the Search deck, 5 stay in the Supply."""
    st = seeded()
    unused = [t for t in st.rules.reagents["alchemical"] if t not in st.axes_a]
    assert len(unused) == 2
    box = Counter(ids(st.box))
    assert all(box[t] == 8 for t in unused)
    assert all(len(st.sup[t]) == 5 for t in st.axes_a + st.axes_m)
    fixed = seeded(house={"MO-GAP-1": "first"})
    assert fixed.axes_a == ALCH and fixed.axes_m == MYST


def test_mo_setup_4_mo_setup_5_search_deck_three_of_each_facedown():
    """MO-SETUP-4: 3 of every Reagent type shuffled together; MO-SETUP-5: face down."""
    st = seeded()
    assert Counter(ids(st.search)) == {t: 3 for t in st.axes_a + st.axes_m}
    assert st.table["search"].face == "down"
    obs = st.observation(0)
    assert obs["search_deck"] == 24 and "search" not in str(obs["supply"])


def test_mo_setup_6_mo_setup_7_research_grid_and_deck():
    """MO-SETUP-6: 16 Research cards face down in the grid; MO-SETUP-7: 13 left as the deck."""
    st = seeded()
    assert all(len(p) == 1 for p in st.res) and len(st.res) == 16
    assert len(st.research) == 13
    assert all(st.rules.instances[p[0]].research for p in st.res)


def test_mo_setup_8_mo_setup_9_mo_setup_10_discovery_matrix():
    """MO-SETUP-8: the 3 Clue discoveries apart; MO-SETUP-9: 13 of the other 18 drawn, 5 to
    the box; MO-SETUP-10: all 16 shuffled onto the grid, one per Research card."""
    st = seeded()
    on_grid = [st.rules.instances[p[0]] for p in st.dis]
    assert len(on_grid) == 16 and all(len(p) == 1 for p in st.dis)
    assert sorted(c.clue for c in on_grid if c.clue) == ["albedo", "putrefactio", "rubedo"]
    boxed = [c for c in st.box if st.rules.instances[c].group == "discovery"]
    assert len(boxed) == 5
    assert st.dstate == [0] * 16  # all face down
    positions = {tuple(card_id(p[0]) for p in seeded(seed=s).dis) for s in range(6)}
    assert len(positions) > 1


def test_mo_setup_11_and_mo_gap_3_tradeskill_piles_split():
    """MO-SETUP-11: faceup Tradeskill piles; MO-GAP-3: 6 Apprentice, 2x8 Journeyman,
    2x6 Master."""
    st = seeded(players=4)
    sizes = {cid: len(st.sup[cid]) for cid in ("prepare-herbs", "brew-remedies",
                                                "copy-manuscripts", "lead-to-gold",
                                                "lead-to-silver")}
    assert sizes == {"prepare-herbs": 6, "brew-remedies": 8, "copy-manuscripts": 8,
                     "lead-to-gold": 6, "lead-to-silver": 6}
    off = seeded(players=4, house={"MO-GAP-3": False})
    assert len(off.sup["prepare-herbs"]) == 0


def test_mo_gap_2_unused_starting_cards():
    """MO-GAP-2: with two players the empty seats' starting cards stay in the box; switched
    off, their Prepare Herbs join the Apprentice pile."""
    st = seeded(players=2)
    assert Counter(ids(st.box))["attempt-transmutation"] == 12
    assert len(st.sup["prepare-herbs"]) == 6
    alt = seeded(players=2, house={"MO-GAP-2": False})
    assert len(alt.sup["prepare-herbs"]) == 14


def test_mo_setup_12_clue_piles_sorted_shuffled_facedown():
    """MO-SETUP-12: three Clue piles, each shuffled separately, face down; cards naming
    Reagents not in play go back to the box (MO-GAP-6)."""
    st = seeded()
    in_play = set(st.axes_a + st.axes_m)
    for t, p in st.cluepile.items():
        assert st.table[f"clue:{t}"].face == "down"
        assert all(st.rules.instances[c].clue == t for c in p)
        assert all(st.rules.clue_reagent[c] in in_play for c in p)
    obs = st.observation(0)
    assert obs["clue_piles"] == {t: len(p) for t, p in st.cluepile.items()}


def test_mo_setup_13_effect_stacks():
    """MO-SETUP-13: each Effect card sorted into its own faceup stack."""
    st = seeded()
    for cid in st.rules.effect_ids:
        assert set(ids(st.sup[cid])) == {cid}
    assert len(st.sup["heartstone"]) == 8


def test_mo_setup_14_mo_setup_15_mo_setup_16_mo_setup_17_players_start_with_gold_deck_and_hand():
    """MO-SETUP-14: 3 Gold; MO-SETUP-15: 4 Prepare Herbs + 6 Attempt Transmutation;
    MO-SETUP-16: shuffled face down; MO-SETUP-17: a hand of 5."""
    st = seeded(players=3)
    for s in range(3):
        assert st.gold[s] == 3
        cards = Counter(ids(st.deck[s] + st.hand[s]))
        assert cards == {"prepare-herbs": 4, "attempt-transmutation": 6}
        assert len(st.hand[s]) == 5 and len(st.deck[s]) == 5
        assert st.table[f"deck{s}"].face == "down"
    shuffled = {tuple(ids(seeded(seed=s).hand[0])) for s in range(8)}
    assert len(shuffled) > 1


def test_mo_setup_18_and_mo_gap_17_first_player_by_d8_ties_reroll():
    """MO-SETUP-18: the d8 decides who starts; MO-GAP-17: highest wins, ties reroll."""
    st = game(players=3, first=2)
    assert st.first == 2 and st.seat == 2
    from eldertable.engine.chance import ScriptedChance
    ch = ScriptedChance([7, 7, 3, 2, 6])  # seats 0 and 1 tie on 7, reroll: 2 vs 6
    st = new_game({"players": 3, "seats": ["human"] * 3}, 0, ch)
    assert st.first == 1
    assert st.setup_events[0].data["rolls"] == [{"0": 7, "1": 7, "2": 3}, {"0": 2, "1": 6}]
    ch = ScriptedChance([7, 2, 5])
    low = new_game({"players": 3, "seats": ["human"] * 3,
                    "house_rules": {"MO-GAP-17": "lowest"}}, 0, ch)
    assert low.first == 1


def test_mo_turn_1_four_phases_in_order():
    """MO-TURN-1: Tradeskill, Table, Experiment, then Pause and Consider."""
    st = game()
    give(st, 0, "hand", "lead")
    seen = [st.phase]
    do(st, A.END)
    seen.append(st.phase)
    do(st, A.END)
    seen.append(st.phase)
    events = do(st, A.END)
    kinds = [e.kind for e in events]
    assert seen == ["tradeskill", "table", "experiment"]
    assert kinds.index("pause") < kinds.index("turn")
    assert st.seat == 1 and st.phase == "tradeskill"


def test_mo_turn_2_play_passes_to_the_left():
    """MO-TURN-2: one turn at a time, seat order 0 -> 1 -> 2 -> 0."""
    st = game(players=3, first=1)
    order = [st.seat]
    for _ in range(4):
        phase(st, "experiment")
        do(st, A.END)
        order.append(st.seat)
    assert order == [1, 2, 0, 1, 2]


def test_mo_phase_with_nothing_to_do_is_skipped():
    """No Tradeskill in hand and nothing for the Table: the seat lands in its Experiment
    Phase (passing would be the only choice)."""
    st = game()
    bare(st, 1)
    give(st, 1, "deck", *(["attempt-transmutation"] * 5))
    phase(st, "experiment")
    do(st, A.END)
    assert st.seat == 1 and st.phase == "experiment"
