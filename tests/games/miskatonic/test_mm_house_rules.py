"""House rules that change play and are not covered with their rules elsewhere:
MM-GAP-2, -3, -5, -8, -10, -11, -16, -17, -18, -20, -25, -26, -27, -28, -30, -31, -32,
-33, -34, -36, -37, -39. (MM-GAP-1, -4, -6, -7, -9, -12..-15, -19, -21..-24, -29, -35 and
-38 are tested beside the rules they complete.)"""

from __future__ import annotations

import pytest
from mm_helpers import D, H, J, JIMMY, M, game, pile_of, put, ready, reveal, rolls, run

from eldertable.engine.protocol import IllegalAction
from eldertable.games.miskatonic import actions as A


def test_mm_gap_2_a_named_strength_has_the_house_rule_value():
    """MM-GAP-2: strengths are 3 by default; set to 4, Heather rolls 4 Stealth dice."""
    st = ready(board={"research_wing": ["asteroid_fragment"]})
    assert st.rules.attrs[H] == {"combat": 3, "investigation": 1, "stealth": 3, "sanity": 1}
    st = ready(house={"MM-GAP-2": 4}, board={"research_wing": ["asteroid_fragment"]})
    ev = reveal(st, {H: "research_wing"}, dice=[5, 5, 1, 1])
    assert rolls(ev, "stealth") == [[5, 5, 1, 1]]


def test_mm_gap_3_the_leader_is_a_fifth_cultist_or_one_of_the_further_two():
    """MM-GAP-3: on, five cultist cards play; off, one further Cultist is set aside."""
    st = game()
    cultists = [c for c in st.rules.deck + st.rules.hand if st.content.cards[c].type == "cultist"]
    assert len(cultists) == 5 and st.piles["box"] == []
    st = game({"MM-GAP-3": False})
    cultists = [c for c in st.rules.deck + st.rules.hand if st.content.cards[c].type == "cultist"]
    assert len(cultists) == 4 and st.piles["box"] == ["cultist_2"]


def test_mm_gap_5_a_1d3_is_half_a_d6_or_a_three_sided_die():
    """MM-GAP-5: 1W3 = 1d3: by default a d6 halved up (a 3 gives 2); or a real d3."""
    st = ready(board={"library": ["mass_murder"]})
    ev = reveal(st, {M: "library"}, dice=[3, 1, 1, 1])
    assert st.summon_points == 2 and all(e.data["sides"] == 6 for e in ev if e.kind == "roll")
    st = ready(house={"MM-GAP-5": "d3"}, board={"library": ["mass_murder"]})
    ev = reveal(st, {M: "library"}, dice=[3, 1, 1, 1])
    assert st.summon_points == 3 and [e.data["sides"] for e in ev if e.kind == "roll"][0] == 3


def test_mm_gap_8_the_infirmary_can_be_closed():
    """MM-GAP-8: the six locations include the Infirmary, apart from Intensive Care; off,
    the Infirmary takes no cards and Epidemic is set aside."""
    st = game()
    assert "infirmary" in st.rules.university and "intensive_care" not in st.rules.university
    st = game({"MM-GAP-8": False})
    assert "infirmary" not in st.rules.university
    assert pile_of(st, "epidemic") == "box"
    assert not any(a.location == "infirmary" for a in st.legal_actions(0)
                   if isinstance(a, A.PlaceCard))
    assert st.observation(1)["locations"]["infirmary"]["open"] is False


def test_mm_gap_10_more_readers_per_book():
    """MM-GAP-10: a book takes one reader; with 2, two may sit over it (the first success
    marks it read, so the second reader's turn is over)."""
    st = ready(board={"library": ["nothing_special"]}, possessions=["diary_of_a_madman"])
    run(st, A.END_PLAY, A.PlaceInvestigator(M, "study", "diary_of_a_madman"))
    assert A.PlaceInvestigator(D, "study", "diary_of_a_madman") not in st.legal_actions(1)
    st = ready(house={"MM-GAP-10": 2}, board={"library": ["nothing_special"]},
               possessions=["diary_of_a_madman"])
    ev = reveal(st, {M: ("study", "diary_of_a_madman"), D: ("study", "diary_of_a_madman")},
                dice=[5, 5, 1, 3])
    assert st.mythos_points == 3 and [e.data["investigator"] for e in ev if e.kind == "read"] == [M]


def test_mm_gap_11_unvisited_locations_stay_hidden_unless_switched():
    """MM-GAP-11: cards where no investigator stands are not revealed; off, they are, and
    give the cult their Summon Points."""
    st = ready(board={"library": ["missing_person"]})
    reveal(st)
    assert st.summon_points == 0 and pile_of(st, "missing_person") == "hand"
    st = ready(house={"MM-GAP-11": False}, board={"library": ["missing_person"]})
    ev = reveal(st)
    assert st.summon_points == 1 and [e.data["location"] for e in ev if e.kind == "reveal"] == ["library"]


def test_mm_gap_16_cards_left_after_the_team_falls_give_nothing_unless_switched():
    """MM-GAP-16: once the team is beaten the rest is not resolved; on, the remaining cards
    still give their Summon Points."""
    board = {"library": ["cultist_1", "missing_person"]}
    st = ready(board=board)
    reveal(st, {H: "library"}, dice=[1, 1, 1, 5, 1, 1, 1])
    assert st.where[H] == "intensive_care" and st.summon_points == 0
    st = ready(house={"MM-GAP-16": True}, board=board)
    reveal(st, {H: "library"}, dice=[1, 1, 1, 5, 1, 1, 1])
    assert st.summon_points == 1


def test_mm_gap_17_placing_is_optional_unless_switched():
    """MM-GAP-17: the investigators may end with free investigators unplaced; off, every
    free investigator must go somewhere first. The recovering cannot be placed."""
    st = ready(board={"library": ["nothing_special"]}, invs={J: "jail"})
    run(st, A.END_PLAY)
    assert A.END_INVESTIGATION in st.legal_actions(1)
    assert not any(a.investigator == J for a in st.legal_actions(1)
                   if isinstance(a, A.PlaceInvestigator))
    st = ready(house={"MM-GAP-17": False}, board={"library": ["nothing_special"]})
    run(st, A.END_PLAY)
    assert A.END_INVESTIGATION not in st.legal_actions(1)
    with pytest.raises(IllegalAction, match="must be placed"):
        st.apply(A.END_INVESTIGATION)
    for inv in (H, J, M, D):
        run(st, A.PlaceInvestigator(inv, "library"))
    assert A.END_INVESTIGATION in st.legal_actions(1)


@pytest.mark.parametrize("rule,must", [(True, 3), (False, 0)],
                         ids=["MM-GAP-18-on", "MM-GAP-18-off"])
def test_mm_gap_18_an_empty_deck_stops_the_draw_and_a_short_hand(rule, must):
    """MM-GAP-18: no reshuffle of an empty deck; a hand under 6 is played out in full, or
    (off) as far as the cultist likes."""
    st = ready(house={"MM-GAP-18": rule}, hand=["police", "nightmares", "comet"])
    for c in list(st.piles["deck"]):
        put(st, c, "box")
    run(st, A.END_PLAY)
    assert st.turn == 2 and len(st.piles["hand"]) == 3 and st.must_place == must
    assert (A.END_PLAY in st.legal_actions(0)) is (must == 0)


def test_mm_gap_20_mythos_points_stop_at_zero_unless_switched():
    """MM-GAP-20: a loss never takes the track below 0; off, it can."""
    st = ready(board={"library": ["false_trail"]}, mp=1)
    reveal(st, {H: "library"}, dice=[1, 1])
    assert st.mythos_points == 0
    st = ready(house={"MM-GAP-20": False}, board={"library": ["false_trail"]}, mp=1)
    reveal(st, {H: "library"}, dice=[1, 1])
    assert st.mythos_points == -2


def test_mm_gap_25_epidemic_needs_the_house_rule_successes():
    """MM-GAP-25: Epidemic's Sanity needs 1 success by default; set to 2, one is short."""
    st = ready(house={"MM-GAP-25": 2}, board={"infirmary": ["epidemic"]})
    reveal(st, {M: "infirmary"}, dice=[5, 1, 1])
    assert st.mythos_points == 0


def test_mm_gap_26_a_book_is_read_once_unless_switched():
    """MM-GAP-26: a read book gives no more points but stays owned; a failed reading costs
    nothing and may be tried again. Off, it may be read every turn."""
    st = ready(board={"library": ["nothing_special"]}, possessions=["diary_of_a_madman"])
    reveal(st, {M: ("study", "diary_of_a_madman")}, dice=[1, 1, 1])
    assert st.mythos_points == 0 and st.read == [] and st.where[M] == "pool"
    st = ready(board={"library": ["nothing_special"]}, possessions=["diary_of_a_madman"])
    reveal(st, {M: ("study", "diary_of_a_madman")}, dice=[5, 5, 1, 2])
    assert st.read == ["diary_of_a_madman"] and pile_of(st, "diary_of_a_madman") == "possessions"
    st = ready(house={"MM-GAP-26": False}, board={"library": ["nothing_special"]},
               possessions=["diary_of_a_madman"])
    reveal(st, {M: ("study", "diary_of_a_madman")}, dice=[5, 5, 1, 2])
    assert st.read == [] and st.mythos_points == 2


def test_mm_gap_27_the_newspaper_is_worth_the_house_rule_value():
    """MM-GAP-27: keeping the Old Newspaper Article gives 1 Mythos Point, or as set."""
    st = ready(house={"MM-GAP-27": 3}, board={"library": ["old_newspaper"]})
    reveal(st, {M: "library"}, dice=[5, 1, 1])
    assert st.mythos_points == 3 and pile_of(st, "old_newspaper") == "score"


def test_mm_gap_28_allies_must_be_played_and_join_where_revealed():
    """MM-GAP-28: an ally card in the hand must be played (off: may be kept); revealed where
    an investigator stands, the ally joins and can be placed next turn."""
    st = ready(hand=[JIMMY, "police"])
    with pytest.raises(IllegalAction, match="ally"):
        st.apply(A.END_PLAY)
    st = ready(house={"MM-GAP-28": False}, hand=[JIMMY, "police"])
    run(st, A.END_PLAY)
    st = ready(board={"library": [JIMMY]})
    reveal(st, {H: "library"})
    assert st.where[JIMMY] == "pool" and st.turn == 2
    assert JIMMY in st.observation(1)["investigators"]


def test_mm_gap_30_cult_items_lie_beside_the_board_unless_switched():
    """MM-GAP-30: a taken item lies face up beside the board; off, it goes into the hand."""
    board = {"library": ["cultist_1", "magical_ring"]}
    st = ready(house={"MM-GAP-30": False}, board=board)
    reveal(st, {H: "library"}, dice=[1, 1, 1, 5, 1, 1])
    st.chance.push(1)
    run(st, A.TakeItem("magical_ring", True))
    assert pile_of(st, "magical_ring") == "hand"
    assert "magical_ring" in st.observation(1)["known_hidden"]


def test_mm_gap_31_the_mask_interview_follows_the_theft_unless_switched():
    """MM-GAP-31: the Mask's Investigation (2) comes only after a successful theft; off,
    it is tried either way."""
    st = ready(board={"library": ["ceremonial_mask"]})
    ev = reveal(st, {H: "library", J: "library"}, dice=[1, 1, 1, 1])
    assert rolls(ev, "investigation") == [] and st.mythos_points == 0
    st = ready(house={"MM-GAP-31": False}, board={"library": ["ceremonial_mask"]})
    ev = reveal(st, {H: "library", J: "library"}, dice=[1, 1, 1, 1, 5, 5, 1, 1, 1])
    assert rolls(ev, "investigation") == [[5, 5, 1, 1]] and st.mythos_points == 1


def test_mm_gap_32_nightmares_reach_the_study_unless_switched():
    """MM-GAP-32: readers in the Study also roll for Nightmares; off, they do not."""
    base = dict(board={"library": ["nightmares"]}, possessions=["old_book"])
    st = ready(**base)
    ev = reveal(st, {H: "library", M: ("study", "old_book")},
                dice=[5, 5, 1, 1, 1, 1, 1])
    assert rolls(ev, "sanity")[:2] == [[5], [5, 1, 1]]
    st = ready(house={"MM-GAP-32": False}, **base)
    ev = reveal(st, {H: "library", M: ("study", "old_book")}, dice=[5, 1, 1, 1])
    assert rolls(ev, "sanity") == [[5], [1, 1, 1]]


def test_mm_gap_33_the_ring_works_once_a_turn_or_once_a_card():
    """MM-GAP-33: a turn is phases 1-5: one reroll; with "encounter" one per card."""
    board = {"library": ["slime_trail", "old_newspaper"]}
    st = ready(board=board, possessions=["magical_ring"])
    reveal(st, {M: "library"}, assign={"magical_ring": M}, dice=[1, 1, 1])
    assert st.decision == [1, "reroll", "chk"]
    st.chance.push(5, 1, 1, 1, 1, 1)
    run(st, A.REROLL_YES)
    assert st.mythos_points == 2 and st.decision[1] == "play"  # the newspaper roll got no second chance
    st = ready(house={"MM-GAP-33": "encounter"}, board=board, possessions=["magical_ring"])
    reveal(st, {M: "library"}, assign={"magical_ring": M}, dice=[1, 1, 1])
    st.chance.push(5, 1, 1, 1, 1, 1)
    run(st, A.REROLL_YES)
    assert st.decision == [1, "reroll", "chk"]
    run(st, A.REROLL_NO)


def test_mm_gap_34_both_tracks_start_at_zero_or_with_a_head_start():
    """MM-GAP-34: 0 and 0; a head start gives the investigators Mythos Points at setup."""
    assert (game().summon_points, game().mythos_points) == (0, 0)
    assert game({"MM-GAP-34": 5}).mythos_points == 5


def test_mm_gap_36_false_trail_always_draws_unless_switched():
    """MM-GAP-36: the draw happens at every reveal; off, only after a failed check."""
    st = ready(board={"library": ["false_trail"]}, hand=["police"])
    ev = reveal(st, {M: "library"}, dice=[5, 1, 1, 2])
    assert [len(e.data["cards"]) for e in ev if e.kind == "draw"][0] == 2
    st = ready(house={"MM-GAP-36": False}, board={"library": ["false_trail"]},
               hand=["police"])
    ev = reveal(st, {M: "library"}, dice=[5, 1, 1])
    assert [len(e.data["cards"]) for e in ev if e.kind == "draw"] == [4]  # next turn's
    assert st.chance.remaining() == 0


def test_mm_gap_37_the_tome_is_guarded_only_by_the_house_rule():
    """MM-GAP-37: the Leader's ownership is a story; on, his presence guards the Tome."""
    board = {"research_wing": ["ancient_tome"], "secret_rituals": ["leader"]}
    st = ready(board=board)
    reveal(st, {H: "research_wing"}, dice=[5, 5, 1, 2, 2, 2, 2])
    assert pile_of(st, "ancient_tome") == "possessions"
    st = ready(house={"MM-GAP-37": True}, board=board)
    ev = reveal(st, {H: "research_wing"}, dice=[2, 2, 2, 2])
    assert "blocked" in [e.kind for e in ev] and pile_of(st, "ancient_tome") == "hand"


def test_mm_gap_39_two_distinct_observant_students_unless_switched():
    """MM-GAP-39: student B wants Investigation (2) for 1d3; off, it works like A."""
    st = ready(board={"campus_park": ["observant_student_b"]})
    reveal(st, {J: "campus_park"}, dice=[5, 1, 1])
    assert st.mythos_points == 0
    st = ready(house={"MM-GAP-39": False}, board={"campus_park": ["observant_student_b"]})
    reveal(st, {J: "campus_park"}, dice=[5, 1, 1])
    assert st.mythos_points == 1
