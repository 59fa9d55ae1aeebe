"""Combat and the Cleanup Phase: MM-COMBAT-1..8, MM-CLEAN-1..6, MM-GAP-1, MM-GAP-12,
MM-GAP-13, MM-GAP-14, MM-GAP-38."""

from __future__ import annotations

import pytest
from mm_helpers import D, H, J, M, pile_of, ready, reveal, rolls, run

from eldertable.engine.protocol import IllegalAction
from eldertable.games.miskatonic import actions as A


def test_mm_combat_1_each_side_rolls_its_combat_value():
    """MM-COMBAT-1: Johnny and Heather roll 6 dice, the Cultist 3."""
    st = ready(board={"library": ["cultist_1"]})
    ev = reveal(st, {J: "library", H: "library"}, dice=[5, 1, 1, 1, 1, 1, 1, 1, 1])
    assert [len(r) for r in rolls(ev, "combat")] == [6]
    assert [len(r) for r in rolls(ev, "enemy")] == [3]


def test_mm_combat_2_more_fives_and_sixes_win():
    """MM-COMBAT-2: two successes beat one."""
    st = ready(board={"library": ["cultist_1"]})
    reveal(st, {J: "library"}, dice=[5, 6, 1, 5, 1, 1])
    assert pile_of(st, "cultist_1") in ("deck", "hand") and st.where[J] == "pool"


def test_mm_combat_3_a_tie_is_rolled_again():
    """MM-COMBAT-3: equal successes: both sides roll once more."""
    st = ready(board={"library": ["cultist_1"]})
    ev = reveal(st, {J: "library"}, dice=[5, 1, 1, 6, 1, 1, 5, 1, 1, 1, 1, 1])
    assert [e.kind for e in ev].count("tie") == 1
    assert len(rolls(ev, "combat")) == 2 and st.where[J] == "pool"


def test_mm_combat_4_a_beaten_investigator_goes_to_intensive_care():
    """MM-COMBAT-4: the loser's investigator card goes to the Intensive Care ward."""
    st = ready(board={"library": ["cultist_1"]})
    reveal(st, {J: "library"}, dice=[1, 1, 1, 5, 1, 1, 3])
    assert st.where[J] == "intensive_care"
    assert st.observation(0)["spaces"]["intensive_care"] == [J]


def test_mm_combat_5_a_beaten_cultist_is_shuffled_into_the_deck():
    """MM-COMBAT-5: the Cultist card goes back into the draw deck, which is shuffled."""
    st = ready(board={"library": ["cultist_1"]})
    run(st, A.END_PLAY, A.PlaceInvestigator(J, "library"))
    shuffles = st.chance.count
    st.chance.push(5, 1, 1, 1, 1, 1)
    ev = run(st, A.END_INVESTIGATION)
    assert "defeated" in [e.kind for e in ev]
    assert st.chance.count - shuffles == 6 + 1  # six dice and one shuffle
    assert pile_of(st, "cultist_1") in ("deck", "hand")


def test_mm_combat_6_a_beaten_monster_leaves_the_game():
    """MM-COMBAT-6: The Thing in the Well, once beaten, is removed from the game."""
    st = ready(board={"sports_field": ["thing_in_the_well"]})
    reveal(st, {J: "sports_field"}, dice=[5, 5, 5, 1, 1, 1, 1])  # Sanity, then the fight
    assert pile_of(st, "thing_in_the_well") == "removed" and st.mythos_points == 1


def test_mm_combat_7_several_cards_fight_round_by_round():
    """MM-COMBAT-7: two cultists against two investigators fight several rounds."""
    st = ready(board={"library": ["cultist_1", "starting_cultist_1"]})
    reveal(st, {J: "library", H: "library"}, dice=[5, 5, 1, 1, 1, 1, 5, 1, 1, 1, 1])
    assert st.decision[:2] == [0, "dispose"]  # the cultist lost round one and picks his loss
    st.chance.push(1, 1, 1, 1, 1, 1, 5, 1)
    run(st, A.Dispose("cultist_1"))
    assert st.decision[:2] == [1, "dispose"]  # round two went to the cultist
    st.chance.push(5, 1, 1, 1, 1, 2)
    run(st, A.Dispose(H))
    assert st.where[H] == "intensive_care" and st.where[J] == "pool"
    assert pile_of(st, "starting_cultist_1") in ("deck", "hand")


def test_mm_combat_8_the_loser_chooses_which_card_goes():
    """MM-COMBAT-8: the losing investigators pick who goes to Intensive Care."""
    st = ready(board={"library": ["cultist_1"]})
    reveal(st, {J: "library", H: "library"}, dice=[1, 1, 1, 1, 1, 1, 5, 1, 1])
    assert st.decision == [1, "dispose", {"options": [J, H], "why": "fight"}]
    with pytest.raises(IllegalAction):
        st.apply(A.Dispose(M))
    st.chance.push(5, 5, 1, 1, 1, 1, 3)
    run(st, A.Dispose(J))
    assert st.where[J] == "intensive_care" and st.where[H] == "pool"


def test_mm_gap_13_combat_goes_on_until_a_side_is_empty_or_one_round_decides():
    """MM-GAP-13: by default a lone cultist fights the whole team round by round; with
    "single" one decisive round sends the whole losing team to Intensive Care."""
    st = ready(board={"library": ["cultist_1"]})
    reveal(st, {J: "library", H: "library"}, dice=[1, 1, 1, 1, 1, 1, 5, 1, 1])
    assert st.decision[1] == "dispose"
    st = ready(house={"MM-GAP-13": "single"}, board={"library": ["cultist_1"]})
    reveal(st, {J: "library", H: "library"}, dice=[1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1])
    assert st.where[J] == st.where[H] == "intensive_care"


def test_mm_gap_14_beaten_humans_are_gained_unless_switched_off():
    """MM-GAP-14: the Furious Young Man, once beaten, goes to the score pile; off, back to
    the cultist's hand. Monsters are only the three creatures."""
    st = ready(board={"library": ["furious_young_man"]})
    reveal(st, {J: "library"}, dice=[5, 1, 1, 1, 1])
    assert pile_of(st, "furious_young_man") == "score"
    st = ready(house={"MM-GAP-14": False}, board={"library": ["furious_young_man"]})
    reveal(st, {J: "library"}, dice=[5, 1, 1, 1, 1])
    assert pile_of(st, "furious_young_man") == "hand"
    monsters = {c.base for c in st.content.cards.values() if c.type == "monster"}
    assert monsters == {"thing_in_the_well", "lurking_terror", "tentacle_monster"}


def test_mm_gap_38_cultists_first_then_monsters_in_the_investigators_order():
    """MM-GAP-38: the cultists fight first; the investigators then order the monsters.
    Switched off, they order every combat, the cultists' included."""
    board = {"campus_park": ["tentacle_monster", "thing_in_the_well", "cultist_1"]}
    st = ready(board=board)
    ev = reveal(st, {J: "campus_park", H: "campus_park"},
                dice=[5, 5, 1, 1, 1, 1, 1, 1, 1])
    assert [e.kind for e in ev if e.kind in ("combat", "resolve")] == ["combat"]
    assert st.decision == [1, "order", ["tentacle_monster", "thing_in_the_well"]]
    st = ready(house={"MM-GAP-38": False}, board=board)
    reveal(st, {J: "campus_park", H: "campus_park"})
    assert st.decision == [1, "order", ["tentacle_monster", "thing_in_the_well", "cultist_1"]]


def test_mm_clean_1_face_down_cards_return_unseen():
    """MM-CLEAN-1: cards never revealed go back to the hand; the investigators learn only
    how many."""
    st = ready(board={"library": ["nothing_special"], "anthropology": ["police"]})
    ev = reveal(st, {M: "library"})
    assert pile_of(st, "police") == "hand"
    clean = [e for e in ev if e.kind == "cleanup"][0]
    assert clean.data == {"returned": ["nothing_special"], "hidden": 1}
    assert "police" not in str(st.observation(1))


def test_mm_clean_2_revealed_cards_nobody_gained_go_back():
    """MM-CLEAN-2: a face-up card the investigators did not gain returns to the hand."""
    st = ready(board={"library": ["old_newspaper"]})
    reveal(st, {H: "library"}, dice=[1])
    assert pile_of(st, "old_newspaper") == "hand"
    assert "old_newspaper" in st.observation(1)["known_hidden"]


@pytest.mark.parametrize("space,face,back", [
    ("intensive_care", 4, True), ("intensive_care", 3, False),
], ids=["MM-CLEAN-3-released", "MM-CLEAN-3-stays"])
def test_mm_clean_3_one_roll_per_investigator_in_intensive_care(space, face, back):
    """MM-CLEAN-3: Intensive Care: one die each, 4-6 brings him back (MM-GAP-1)."""
    st = ready(invs={H: space}, dice=[face])
    run(st, A.END_PLAY)
    assert (st.where[H] == "pool") is back


@pytest.mark.parametrize("face,back", [(5, True), (4, False)],
                         ids=["MM-CLEAN-4-recovers", "MM-CLEAN-4-stays"])
def test_mm_clean_4_one_roll_per_investigator_on_temporary_insanity(face, back):
    """MM-CLEAN-4: Temporary Insanity: one die each, 5-6 recovers."""
    st = ready(invs={H: "temporary_insanity", J: "temporary_insanity"}, dice=[face, 1])
    ev = run(st, A.END_PLAY)
    assert len(rolls(ev, "recovery")) == 2
    assert (st.where[H] == "pool") is back and st.where[J] == "temporary_insanity"


@pytest.mark.parametrize("face,back", [(5, True), (4, False)],
                         ids=["MM-CLEAN-4-five-recovers", "MM-CLEAN-4-four-stays"])
def test_mm_clean_4_the_log_says_who_recovers_and_who_stays(face, back):
    """MM-CLEAN-4: at the boundary (5 recovers, 4 does not) the log names the investigator
    either way, with the place they stay in."""
    st = ready(invs={H: "temporary_insanity"}, dice=[face])
    ev = run(st, A.END_PLAY)
    told = [(e.kind, e.text.render()) for e in ev if e.kind in ("recover", "stay")]
    if back:
        assert told == [("recover", "Heather Brooks is back (5).")]
    else:
        assert told == [("stay", "Heather Brooks stays in Temporary Insanity (4).")]


@pytest.mark.parametrize("face,back", [(6, True), (4, False)],
                         ids=["MM-CLEAN-5-released", "MM-CLEAN-5-stays"])
def test_mm_clean_5_one_roll_per_investigator_in_jail(face, back):
    """MM-CLEAN-5: Jail: one die each, 5-6 releases."""
    st = ready(invs={D: "jail"}, dice=[face])
    run(st, A.END_PLAY)
    assert (st.where[D] == "pool") is back


def test_mm_clean_6_cleanup_steps_run_a_to_e_in_order():
    """MM-CLEAN-6: cards back (a, b), then Intensive Care, Insanity and Jail rolls."""
    st = ready(board={"library": ["nothing_special"]},
               invs={H: "jail", J: "temporary_insanity", D: "intensive_care"})
    ev = reveal(st, {M: "library"}, dice=[6, 6, 6])
    order = [e.kind if e.kind != "recover" else e.data["space"] for e in ev
             if e.kind in ("cleanup", "recover")]
    assert order == ["cleanup", "intensive_care", "temporary_insanity", "jail"]


def test_mm_gap_1_recovery_tables_are_data_and_switchable():
    """MM-GAP-1: the standard table keeps a 4 in Insanity; "gentle" releases on 4, "harsh"
    keeps a 4 in Intensive Care."""
    st = ready(invs={H: "temporary_insanity"}, dice=[4])
    run(st, A.END_PLAY)
    assert st.where[H] == "temporary_insanity"
    st = ready(house={"MM-GAP-1": "gentle"}, invs={H: "temporary_insanity"}, dice=[4])
    run(st, A.END_PLAY)
    assert st.where[H] == "pool"
    st = ready(house={"MM-GAP-1": "harsh"}, invs={H: "intensive_care"}, dice=[4])
    run(st, A.END_PLAY)
    assert st.where[H] == "intensive_care"
    assert set(st.content.tables) == {"proposal", "gentle", "harsh"}


def test_mm_gap_12_gained_cards_leave_the_cycle_unless_switched_off():
    """MM-GAP-12: a card that gave Mythos Points goes to the score pile; off, it returns to
    the hand (items, books and allies still leave)."""
    st = ready(board={"library": ["old_newspaper"]})
    reveal(st, {M: "library"}, dice=[5, 1, 1])
    assert pile_of(st, "old_newspaper") == "score"
    st = ready(house={"MM-GAP-12": False}, board={"library": ["old_newspaper"]})
    reveal(st, {M: "library"}, dice=[5, 1, 1])
    assert pile_of(st, "old_newspaper") == "hand" and st.mythos_points == 1
    st = ready(house={"MM-GAP-12": False}, board={"library": ["magical_ring"]})
    reveal(st, {H: "library"}, dice=[5, 1, 1])
    assert pile_of(st, "magical_ring") == "possessions"
