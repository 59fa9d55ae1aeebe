"""Secret Rituals: MM-RIT-1..6, MM-CARD-12, MM-CARD-77, MM-GAP-6, MM-GAP-7, MM-GAP-9."""

from __future__ import annotations

import pytest
from mm_helpers import M, pile_of, ready, reveal, rolls, run

from eldertable.engine.protocol import IllegalAction
from eldertable.games.miskatonic import actions as A

SC1, SC2, LEADER = "starting_cultist_1", "starting_cultist_2", "leader"


def test_mm_rit_1_cultists_may_chant_on_secret_rituals():
    """MM-RIT-1: a Cultist card may be placed on Secret Rituals to earn Summon Points."""
    st = ready(hand=[SC1, "police"])
    assert A.PlaceCard(SC1, "secret_rituals") in st.legal_actions(0)
    run(st, A.PlaceCard(SC1, "secret_rituals"))
    st.chance.push(6, 2)
    run(st, A.END_PLAY)
    assert st.summon_points == 1


def test_mm_gap_9_only_cultists_on_secret_rituals_unless_decoys_allowed():
    """MM-GAP-9: only cultists go on Secret Rituals; off, any card may hide there and does
    nothing; a card naming no location may go on any of the six."""
    st = ready(hand=["police"])
    places = {a.location for a in st.legal_actions(0) if isinstance(a, A.PlaceCard)}
    assert places == set(st.rules.university)
    with pytest.raises(IllegalAction, match="Only cultists"):
        st.apply(A.PlaceCard("police", "secret_rituals"))
    st = ready(house={"MM-GAP-9": False}, hand=["police"])
    run(st, A.PlaceCard("police", "secret_rituals"), A.END_PLAY)
    assert st.summon_points == 0 and pile_of(st, "police") == "hand"


def test_mm_rit_2_at_most_one_summon_point_per_round():
    """MM-RIT-2: four successes still give a single Summon Point."""
    st = ready(board={"secret_rituals": [LEADER]})
    st.chance.push(5, 6, 6, 5)
    ev = run(st, A.END_PLAY)
    assert rolls(ev, "ritual") == [[5, 6, 6, 5]]
    assert st.summon_points == 1


def test_mm_gap_6_off_every_success_counts():
    """MM-GAP-6: the cap wins by default (see MM-RIT-2); switched off, each 5-6 is a point."""
    st = ready(house={"MM-GAP-6": False}, board={"secret_rituals": [LEADER, SC1]},
               dice=[5, 6, 6, 2, 5, 3])
    run(st, A.END_PLAY)
    assert st.summon_points == 4


def test_mm_rit_3_one_die_per_combat_point():
    """MM-RIT-3: 2 dice for a Starting Cultist, 3 for a Cultist, 4 for the Leader."""
    st = ready(board={"secret_rituals": [SC1, "cultist_1", LEADER]},
               dice=[2, 2, 3, 3, 3, 4, 4, 4, 4])
    ev = run(st, A.END_PLAY)
    assert [len(r) for r in rolls(ev, "ritual")] == [2, 3, 4]
    assert st.summon_points == 0


def test_mm_card_12_the_leader_rolls_four_dice_in_rituals_and_combat():
    """MM-CARD-12: the Leader of the Cultists has 4 dice on Secret Rituals and in combat."""
    st = ready(board={"secret_rituals": [LEADER]}, dice=[2, 2, 3, 4])
    ev = run(st, A.END_PLAY)
    assert [len(r) for r in rolls(ev, "ritual")] == [4]
    st = ready(board={"library": [LEADER]})
    # Mendum's single die against the Leader's four; Mendum stays in care.
    ev = reveal(st, {M: "library"}, dice=[1, 5, 2, 2, 2, 1])
    assert [len(r) for r in rolls(ev, "enemy")] == [4]
    assert st.where[M] == "intensive_care"


def test_mm_rit_4_a_five_or_six_succeeds_a_four_does_not():
    """MM-RIT-4: fives and sixes are ritual successes; without one there is no point."""
    st = ready(board={"secret_rituals": [SC1]}, dice=[4, 4])
    run(st, A.END_PLAY)
    assert st.summon_points == 0
    st = ready(board={"secret_rituals": [SC1]}, dice=[4, 5])
    run(st, A.END_PLAY)
    assert st.summon_points == 1


def test_mm_rit_5_a_one_devours_a_cultist_shuffled_into_the_deck():
    """MM-RIT-5: a 1 costs a cultist, whose card is shuffled back into the deck."""
    st = ready(board={"secret_rituals": [SC1]}, dice=[1, 5])
    ev = run(st, A.END_PLAY)
    assert st.summon_points == 1
    assert "devoured" in [e.kind for e in ev]
    assert pile_of(st, SC1) in ("deck", "hand")  # shuffled in, maybe drawn again
    assert SC1 not in st.piles["secret_rituals/up"]


def test_mm_gap_7_each_one_costs_a_cultist_the_cultist_chooses():
    """MM-GAP-7: every natural 1 costs a cultist and the cultist player picks which."""
    st = ready(board={"secret_rituals": [SC1, "cultist_1", LEADER]},
               dice=[1, 2, 1, 3, 3, 4, 4, 4, 4])
    run(st, A.END_PLAY)
    assert st.decision[:2] == [0, "dispose"] and st.decision[2]["why"] == "ritual"
    assert sorted(st.decision[2]["options"]) == sorted([SC1, "cultist_1", LEADER])
    run(st, A.Dispose(SC1))
    assert st.decision[:2] == [0, "dispose"]
    with pytest.raises(IllegalAction):
        st.apply(A.Dispose(SC1))
    run(st, A.Dispose("cultist_1"))
    assert pile_of(st, LEADER) == "hand"
    assert {pile_of(st, SC1), pile_of(st, "cultist_1")} <= {"deck", "hand"}


def test_mm_gap_7_at_most_one_and_the_dagger_never_saves_a_natural_one():
    """MM-GAP-7: with "at most one" two 1s cost one cultist; a 1 stays a 1 with the dagger."""
    st = ready(house={"MM-GAP-7": "at_most_one"}, board={"secret_rituals": [SC1, SC2]},
               dice=[1, 1, 2, 2])
    run(st, A.END_PLAY)
    assert st.decision[:2] == [0, "dispose"]
    run(st, A.Dispose(SC2))
    assert pile_of(st, SC1) == "hand"
    st = ready(board={"secret_rituals": [SC1]}, cult_items=["ceremonial_dagger"],
               dice=[1, 1])
    ev = run(st, A.END_PLAY)
    assert st.summon_points == 0 and "devoured" in [e.kind for e in ev]


def test_mm_card_77_the_cults_dagger_makes_a_four_succeed():
    """MM-CARD-77: with the dagger a ritual 4 succeeds (for the cultist who holds it)."""
    st = ready(board={"secret_rituals": [SC1]}, cult_items=["ceremonial_dagger"],
               dice=[4, 2])
    run(st, A.END_PLAY)
    assert st.summon_points == 1
    st = ready(board={"secret_rituals": [SC1]}, dice=[4, 2])
    run(st, A.END_PLAY)
    assert st.summon_points == 0


def test_mm_rit_6_secret_rituals_come_after_every_encounter():
    """MM-RIT-6: the rituals are resolved last, after the locations."""
    st = ready(board={"secret_rituals": [SC1], "library": ["old_newspaper"]})
    ev = reveal(st, {M: "library"}, dice=[5, 1, 1, 6, 6])
    revealed = [e.data["location"] for e in ev if e.kind == "reveal"]
    assert revealed == ["library", "secret_rituals"]
    kinds = [e.kind for e in ev]
    assert kinds.index("mythos") < kinds.index("summon")
