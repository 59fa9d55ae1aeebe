"""Skill checks, Sanity and items: MM-TEST-1..5, MM-SAN-1..3, MM-ITEM-1..6, MM-GAP-4,
MM-GAP-15."""

from __future__ import annotations

import pytest
from mm_helpers import D, H, J, M, pile_of, ready, reveal, rolls, run

from eldertable.engine.protocol import IllegalAction
from eldertable.games.miskatonic import actions as A


def test_mm_test_1_a_check_rolls_as_many_dice_as_the_skill():
    """MM-TEST-1: Heather's Stealth 3 rolls three dice."""
    st = ready(board={"research_wing": ["asteroid_fragment"]})
    ev = reveal(st, {H: "research_wing"}, dice=[5, 6, 2])
    assert rolls(ev, "stealth") == [[5, 6, 2]]


def test_mm_test_2_each_five_or_six_is_a_success():
    """MM-TEST-2: fives and sixes count, nothing else does."""
    st = ready(board={"research_wing": ["asteroid_fragment"]})
    ev = reveal(st, {H: "research_wing"}, dice=[4, 6, 5])
    assert [e.data["successes"] for e in ev if e.kind == "check"] == [2]
    assert st.mythos_points == 3


@pytest.mark.parametrize("faces,passed", [([5, 1, 1], False), ([5, 6, 1], True)],
                         ids=["MM-TEST-3-one-of-two", "MM-TEST-3-two-of-two"])
def test_mm_test_3_a_bracketed_number_sets_the_successes_needed(faces, passed):
    """MM-TEST-3: Asteroid Fragment's Stealth (2) needs two successes."""
    st = ready(board={"research_wing": ["asteroid_fragment"]})
    reveal(st, {H: "research_wing"}, dice=faces)
    assert (st.mythos_points == 3) is passed
    assert (pile_of(st, "asteroid_fragment") == "score") is passed


def test_mm_test_4_stealth_and_sanity_are_rolled_alone():
    """MM-TEST-4: two investigators roll Sanity separately (1 and 3 dice), never summed."""
    st = ready(board={"library": ["old_newspaper"]})
    ev = reveal(st, {H: "library", M: "library"}, dice=[2, 1, 1, 5])
    assert rolls(ev, "sanity") == [[2], [1, 1, 5]]
    assert st.mythos_points == 1  # one success is enough for the reward (MM-GAP-15)


def test_mm_gap_4_teams_add_combat_and_investigation_only_unless_switched():
    """MM-GAP-4: Sanity is individual; switched on, a reward-only Sanity check is pooled."""
    st = ready(board={"library": ["old_newspaper"]})
    ev = reveal(st, {H: "library", M: "library"}, dice=[2, 1, 1, 1])
    assert rolls(ev, "sanity") == [[2], [1, 1, 1]]
    st = ready(house={"MM-GAP-4": True}, board={"library": ["old_newspaper"]})
    ev = reveal(st, {H: "library", M: "library"}, dice=[2, 1, 1, 5])
    assert rolls(ev, "sanity") == [[2, 1, 1, 5]] and st.mythos_points == 1


def test_mm_gap_15_penalties_for_each_reward_once_or_only_if_all_pass():
    """MM-GAP-15: each investigator who fails takes the penalty; the reward comes once if
    one succeeds ("any"), or only if all do ("all")."""
    st = ready(board={"library": ["slime_trail"]})
    reveal(st, {H: "library", M: "library"}, dice=[1, 5, 1, 1, 2])
    assert st.where[H] == "temporary_insanity" and st.where[M] == "pool"
    assert st.mythos_points == 2
    st = ready(house={"MM-GAP-15": "all"}, board={"library": ["slime_trail"]})
    reveal(st, {H: "library", M: "library"}, dice=[1, 5, 1, 1, 2])
    assert st.mythos_points == 0


def test_mm_test_5_a_book_has_one_reader_at_a_time():
    """MM-TEST-5: a second reader for the same book is refused."""
    st = ready(board={"library": ["nothing_special"]}, possessions=["diary_of_a_madman"])
    run(st, A.END_PLAY, A.PlaceInvestigator(M, "study", "diary_of_a_madman"))
    assert A.PlaceInvestigator(D, "study", "diary_of_a_madman") not in st.legal_actions(1)
    with pytest.raises(IllegalAction, match="one reader"):
        st.apply(A.PlaceInvestigator(D, "study", "diary_of_a_madman"))


def test_mm_san_1_sanity_check_of_x_needs_x_successes():
    """MM-SAN-1: Lurking Terror's Sanity (2): one success is not enough."""
    st = ready(board={"library": ["lurking_terror_1"]})
    reveal(st, {M: "library"}, dice=[5, 1, 1, 1])
    assert st.where[M] == "temporary_insanity"


def test_mm_san_2_only_a_card_that_says_so_drives_mad():
    """MM-SAN-2: failing Slime Trail's Sanity sends to Temporary Insanity; failing
    Epidemic's reward check costs nothing; failing False Trail's costs 3 Mythos Points."""
    st = ready(board={"library": ["slime_trail"]})
    reveal(st, {H: "library"}, dice=[1, 1])
    assert st.where[H] == "temporary_insanity"
    st = ready(board={"infirmary": ["epidemic"]})
    reveal(st, {H: "infirmary"}, dice=[1])
    assert st.where[H] == "pool" and st.mythos_points == 0 and st.summon_points == 1
    st = ready(board={"library": ["false_trail"]}, mp=5)
    reveal(st, {H: "library"}, dice=[1, 1])
    assert st.where[H] == "pool" and st.mythos_points == 2


def test_mm_san_3_the_insane_wait_for_the_end_of_cleanup():
    """MM-SAN-3: an investigator gone mad stays on Temporary Insanity through the reveal
    and learns his fate in the Cleanup Phase."""
    st = ready(board={"library": ["slime_trail", "nothing_special", "village_drunk"]})
    reveal(st, {H: "library", J: "library"}, dice=[1, 5])
    assert st.decision[1] == "order" and st.where[H] == "temporary_insanity"
    st.chance.push(5, 1, 1)  # Johnny's Investigation (1) for the drunk
    st.chance.push(6)  # Heather's recovery roll in Cleanup
    ev = run(st, A.ResolveCard("nothing_special"))
    assert [e.data["space"] for e in ev if e.kind == "recover"] == ["temporary_insanity"]
    assert st.where[H] == "pool"  # a 5-6 on the recovery roll brought her back


def test_mm_item_1_items_slide_under_a_placed_investigator():
    """MM-ITEM-1: an owned item is given to an investigator on the board."""
    st = ready(board={"library": ["police"]}, possessions=["magical_ring"])
    run(st, A.END_PLAY)
    with pytest.raises(IllegalAction, match="on the board"):
        st.apply(A.AssignItem("magical_ring", H))
    run(st, A.PlaceInvestigator(H, "library"), A.AssignItem("magical_ring", H))
    assert st.observation(1)["investigators"][H]["items"] == ["magical_ring"]


def test_mm_item_2_items_stay_with_their_investigator_for_the_turn():
    """MM-ITEM-2: once given, an item stays; next turn it may go to someone else."""
    st = ready(board={"library": ["nothing_special"]}, possessions=["magical_ring"])
    run(st, A.END_PLAY, A.PlaceInvestigator(H, "library"), A.PlaceInvestigator(M, "library"),
        A.AssignItem("magical_ring", H))
    with pytest.raises(IllegalAction, match="stay with"):
        st.apply(A.AssignItem("magical_ring", M))
    run(st, A.END_INVESTIGATION)
    assert st.turn == 2 and st.assign == {}


def test_mm_item_3_a_taken_item_serves_a_cultist():
    """MM-ITEM-3: the cult's Magical Ring lets a cultist's roll be made again."""
    st = ready(board={"library": ["cultist_1"]}, cult_items=["magical_ring"])
    reveal(st, {J: "library"}, dice=[5, 1, 1, 1, 1, 1])
    assert st.decision == [0, "reroll", "foe"]
    st.chance.push(5, 5, 1, 1)
    ev = run(st, A.REROLL_YES)
    assert [e.data["side"] for e in ev if e.kind == "ring"] == ["cultist"]
    assert st.where[J] == "intensive_care"


def test_mm_item_4_a_bonus_helps_only_its_bearer():
    """MM-ITEM-4: the Mask's +2 Stealth dice go to its bearer only."""
    st = ready(board={"research_wing": ["asteroid_fragment"]}, possessions=["ceremonial_mask"])
    ev = reveal(st, {H: "research_wing", M: "research_wing"},
                assign={"ceremonial_mask": M}, dice=[1, 1, 1, 1, 1, 1, 1, 5])
    assert [len(r) for r in rolls(ev, "stealth")] == [3, 5]


def test_mm_item_5_two_investigators_one_item_one_user():
    """MM-ITEM-5: the Amulet protects Heather; Mendum beside her still rolls."""
    st = ready(board={"library": ["slime_trail"]}, possessions=["amulet_of_peace"])
    ev = reveal(st, {H: "library", M: "library"}, assign={"amulet_of_peace": H},
                dice=[1, 1, 1, 2])
    assert "immune" in [e.kind for e in ev]
    assert rolls(ev, "sanity") == [[1, 1, 1]]
    assert st.where[H] == "pool" and st.where[M] == "temporary_insanity"


def test_mm_item_6_the_cultist_assigns_items_only_at_reveal():
    """MM-ITEM-6: no item is attached to a cultist card while playing; the cult's ring
    comes into use only when a revealed cultist rolls."""
    st = ready(hand=["cultist_1"], cult_items=["magical_ring"])
    assert all(isinstance(a, (A.PlaceCard, A.EndPlay)) for a in st.legal_actions(0))
    run(st, A.PlaceCard("cultist_1", "secret_rituals"))
    st.chance.push(1, 2, 3)
    run(st, A.END_PLAY)
    assert st.decision == [0, "reroll", "rit"]
    st.chance.push(6, 2, 2)
    run(st, A.REROLL_YES)
    assert st.summon_points == 1
