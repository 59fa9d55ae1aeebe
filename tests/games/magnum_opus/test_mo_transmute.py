"""Basic transmutations and Effect cards: MO-TRANS-1..21 (the worked example is
MO-TRANS-21), MO-EFFECT-1..9, MO-XP-1, MO-GAP-8/15/16/26/30/31."""

from __future__ import annotations

import pytest

from mo_helpers import (attempt, bare, cell, do, game, give, ids, kinds, of, phase, roll,
                        set_cell, start_basic)
from eldertable.engine.protocol import CHANCE
from eldertable.games.magnum_opus import actions as A


def ready(alch="lead", myst="moonpetal", discovery="potable-gold", research="lunar-almanac",
          state=0, **kw):
    st = game(house=kw.pop("house", None))
    start_basic(st, alch, myst, **kw)
    give(st, 0, "deck", *(["attempt-transmutation"] * 5))
    c = cell(st, alch, myst)
    set_cell(st, c, discovery=discovery, research=research, state=state)
    return st, c


def test_mo_trans_1_mo_trans_2_attempts_happen_in_the_experiment_phase_with_a_starter():
    """MO-TRANS-1: only in the Experiment Phase; MO-TRANS-2: started by an Attempt card."""
    st, _ = ready()
    phase(st, "table")
    assert not of(st, A.StartTransmutation)
    phase(st, "experiment")
    starts = of(st, A.StartTransmutation)
    assert ids(a.card for a in starts) == ["attempt-transmutation"]
    st, _ = ready()
    st.box.append(st.hand[0].pop(0))  # no Attempt card left
    st.invalidate()
    assert not of(st, A.StartTransmutation)


def test_mo_trans_3_every_table_card_must_be_used():
    """MO-TRANS-3: a Table card that cannot take part blocks the attempt."""
    st, _ = ready(table=("sulphur", "saltpetre"))  # two Alchemical Reagents on the Table
    assert not of(st, A.StartTransmutation)
    st, _ = ready(table=("purified-vessels", "purified-vessels"))  # same name twice
    assert not of(st, A.StartTransmutation)
    st, _ = ready(table=("purified-vessels",))
    assert of(st, A.StartTransmutation)


def test_mo_trans_4_unused_cards_leave_in_the_table_phase():
    """MO-TRANS-4: take the stray card back in the Table Phase, then the attempt works."""
    st, _ = ready(table=("sulphur", "saltpetre"))
    assert not of(st, A.StartTransmutation)
    phase(st, "table")
    do(st, [a for a in of(st, A.ReturnToHand) if a.card.startswith("sulphur")][0])
    do(st, A.END)
    assert of(st, A.StartTransmutation)


def test_mo_trans_5_cards_from_hand_join_the_attempt():
    """MO-TRANS-5: Reagents and helpful cards come from hand during the attempt."""
    st, c = ready(extra=("powerstone",))
    do(st, of(st, A.StartTransmutation)[0])
    adds = sorted(ids(a.card for a in of(st, A.AddToExperiment)))
    assert adds == ["lead", "moonpetal", "powerstone"]


def test_mo_trans_6_one_alchemical_and_one_mystic():
    """MO-TRANS-6: two Reagents of one kind never make a basic formula."""
    st = game()
    start_basic(st, "lead", "sulphur")
    assert not of(st, A.StartTransmutation)
    st, _ = ready()
    do(st, of(st, A.StartTransmutation)[0])
    assert A.CONFIRM not in st.legal_actions()
    do(st, [a for a in of(st, A.AddToExperiment) if a.card.startswith("lead")][0])
    assert A.CONFIRM not in st.legal_actions()


def test_mo_trans_7_focus_is_the_crossing_cell():
    """MO-TRANS-7: Lead (row 2) x Moonpetal (column 2) is cell 10."""
    st, c = ready()
    attempt(st, "lead", "moonpetal")
    assert st.transmutation["cell"] == c == 2 * 4 + 2


def test_mo_trans_8_and_mo_gap_31_difficulty_sum():
    """MO-TRANS-8 / MO-GAP-31: Volatilities 2 + 2, Purified Vessels -1, Athanor -1 = 2; the
    variant subtracts sizes (same result for negative modifiers)."""
    st, _ = ready(extra=("purified-vessels",), table=("athanor",))
    attempt(st, "lead", "moonpetal", ("purified-vessels",))
    assert st.transmutation["diff"] == 2
    assert sorted(v for _c, v in st.transmutation["terms"]) == [-1, -1, 2, 2]


def test_mo_gap_31_positive_modifier_signed_or_magnitude():
    """MO-GAP-31: a printed +1 raises the difficulty when signed, lowers it as a size."""
    for mode, expected in (("signed", 5), ("magnitude", 3)):
        st, _ = ready(extra=("purified-vessels",), house={"MO-GAP-31": mode})
        card = st.rules.cards["purified-vessels"]
        old = card.modifier
        try:
            card.modifier = 1
            attempt(st, "lead", "moonpetal", ("purified-vessels",))
            assert st.transmutation["diff"] == expected, mode
        finally:
            card.modifier = old


def test_mo_trans_9_one_d8_roll():
    """MO-TRANS-9: after confirming, the die is rolled (a chance step)."""
    st, _ = ready()
    attempt(st, "lead", "moonpetal")
    assert st.current_player() == CHANCE and st.legal_actions(CHANCE) == [A.ROLL]
    events = roll(st, 5)
    e = [e for e in events if e.kind == "roll"][0]
    assert e.chance and e.data == {"dice": [5], "sides": 8, "difficulty": 4, "seat": 0,
                                   "success": True}


def test_mo_trans_10_experience_adds_one_per_token():
    """MO-TRANS-10: after a 2 against 4, spending 2 Experience succeeds."""
    st, c = ready(xp=3)
    attempt(st, "lead", "moonpetal")
    roll(st, 2)
    assert of(st, A.SpendExperience) == [A.make(A.SpendExperience, 2)]
    do(st, A.make(A.SpendExperience, 2))
    assert st.experience[0] == 1 and st.dstate[c] == 1 and st.rown[0] == 1


@pytest.mark.parametrize("face,ok", [(3, False), (4, True), (6, True)])
def test_mo_trans_11_success_when_result_meets_difficulty(face, ok):
    """MO-TRANS-11: at least the difficulty succeeds, less fails."""
    st, c = ready()
    attempt(st, "lead", "moonpetal")
    roll(st, face)
    assert (st.rown[0] == 1) is ok and (st.experience[0] == 0) is ok


def test_mo_trans_12_eight_always_succeeds():
    """MO-TRANS-12: a natural 8 succeeds against 11."""
    st = game()
    start_basic(st, "quicksilver", "dragons-blood")
    st.rules.cards["quicksilver"].vol += 5
    try:
        attempt(st, "quicksilver", "dragons-blood")
        assert st.transmutation["diff"] == 11
        roll(st, 8)
        assert st.dstate[cell(st, "quicksilver", "dragons-blood")] == 1 and st.experience[0] == 0
    finally:
        st.rules.cards["quicksilver"].vol -= 5


def test_mo_trans_13_failure_turns_a_facedown_discovery_up():
    """MO-TRANS-13: a failure flips the focus Discovery, nothing else happens there."""
    st, c = ready()
    attempt(st, "lead", "moonpetal")
    roll(st, 1)
    assert st.dstate[c] == 1 and len(st.res[c]) == 1 and st.gold[0] == 3


def test_mo_trans_14_failure_on_a_faceup_discovery_does_nothing_there():
    """MO-TRANS-14: already face up: the cell is untouched."""
    st, c = ready(state=1)
    attempt(st, "lead", "moonpetal")
    roll(st, 1)
    assert st.dstate[c] == 1 and len(st.res[c]) == 1


def test_mo_trans_15_and_mo_xp_1_failure_gives_experience_up_to_five():
    """MO-TRANS-15: one Experience on failure; MO-XP-1: never above 5."""
    st, _ = ready(xp=3)
    attempt(st, "lead", "moonpetal")
    roll(st, 1)
    do(st, A.ACCEPT)
    assert st.experience[0] == 4
    st, _ = ready(xp=5)
    attempt(st, "lead", "moonpetal")
    roll(st, 1)
    assert st.experience[0] == 5


def test_mo_xp_1_a_failure_at_four_tokens_stops_at_five():
    """MO-XP-1 at the boundary: with 4 tokens a failure that would give 2 (one for the
    failure, one for a Preparation) gives only the one that fits; the other is lost.
    With 3 both fit."""
    for before in (4, 3):
        st, _ = ready(xp=before, extra=("calcination-method",))
        attempt(st, "lead", "moonpetal", ("calcination-method",))
        roll(st, 1)
        do(st, A.ACCEPT)  # the 1 stands: no Experience spent on it
        assert st.experience[0] == 5, before


def test_mo_trans_16_failure_discards_the_table():
    """MO-TRANS-16: Table cards are discarded after a failure, except Knowledge."""
    st, _ = ready(table=("lunar-almanac", "powerstone"))
    attempt(st, "lead", "moonpetal")
    roll(st, 1)
    assert ids(st.tab[0]) == ["lunar-almanac"]
    assert sorted(ids(st.disc[0])) == ["attempt-transmutation", "lead", "moonpetal",
                                       "powerstone"]


def test_mo_trans_17_success_claims_the_research_card():
    """MO-TRANS-17: the Research card under the focus goes to the discard pile."""
    st, c = ready(research="lunar-almanac")
    attempt(st, "lead", "moonpetal")
    roll(st, 6)
    assert st.res[c] == [] and "lunar-almanac" in ids(st.disc[0])


def test_mo_trans_18_success_carries_out_the_discovery_and_leaves_it_up():
    """MO-TRANS-18: Potable Gold gives 3 Gold; the Discovery stays face up."""
    st, c = ready(discovery="potable-gold")
    attempt(st, "lead", "moonpetal")
    events = roll(st, 6)
    assert st.gold[0] == 6 and st.dstate[c] == 1
    assert any(e.kind == "discovery" and e.reveal for e in events)


def test_mo_trans_19_success_discards_the_table():
    """MO-TRANS-19: after a success the Table is cleared (Knowledge and Tools stay)."""
    st, _ = ready(table=("powerstone", "athanor", "treatise-on-fire"))
    attempt(st, "lead", "moonpetal")
    roll(st, 7)
    assert sorted(ids(st.tab[0])) == ["athanor", "treatise-on-fire"]
    assert "powerstone" in ids(st.disc[0])


def test_mo_trans_20_an_attempt_ends_the_experiment_phase():
    """MO-TRANS-20: success or failure, the turn goes on to Pause and Consider."""
    for face in (1, 7):
        st, _ = ready()
        attempt(st, "lead", "moonpetal")
        roll(st, face)
        assert st.seat == 1


def test_mo_trans_21_worked_example_serpentscale_quicksilver():
    """MO-TRANS-21 (test vector): Serpentscale and Purified Vessels on the Table; Attempt,
    Quicksilver, Lead and Heartstone in hand; 2 + 3 - 1 = 4; a 3, no Experience; Heartstone
    back to the Supply, reroll 7: success, the Research card into the discard pile."""
    st = game()
    bare(st, 0)
    # Aqua Regia was taken back in the Table Phase: it waits in hand, unused.
    give(st, 0, "hand", "aqua-regia")
    give(st, 0, "table", "serpentscale", "purified-vessels")
    give(st, 0, "hand", "attempt-transmutation", "quicksilver", "lead", "heartstone")
    give(st, 0, "deck", *(["prepare-herbs"] * 5))
    focus = cell(st, "quicksilver", "serpentscale")
    set_cell(st, focus, discovery="spark-of-insight", research="calcination-method", state=0)
    research = st.res[focus][0]
    phase(st, "experiment")
    hearts = len(st.sup["heartstone"])
    attempt(st, "quicksilver", None, ("heartstone",))
    assert st.transmutation["diff"] == 4 and st.transmutation["cell"] == focus
    roll(st, 3)
    assert kinds(st) == {"UseHeartstone", "AcceptRoll"}  # no Experience to spend
    do(st, of(st, A.UseHeartstone)[0])
    assert len(st.sup["heartstone"]) == hearts + 1
    roll(st, 7)
    assert research in st.disc[0] and st.res[focus] == []
    assert st.dstate[focus] == 1 and st.experience[0] == 2  # Spark of Insight, no failure token
    assert {"lead", "aqua-regia"} <= set(ids(st.disc[0]))  # unused, discarded at Pause
    assert st.transmutation is None and st.tab[0] == [] and "purified-vessels" in ids(st.disc[0])


def test_mo_effect_1_modifier_cards_reduce_difficulty():
    """MO-EFFECT-1: Knowledge, Preparation and Tool, and the Artifacts Incomplete Stone -2,
    Mindstone -1 and Powerstone -1 lower the difficulty."""
    st, _ = ready(alch="quicksilver", myst="dragons-blood",
                  extra=("mindstone", "purified-vessels", "incomplete-stone"),
                  table=("lunar-almanac", "athanor", "powerstone"))
    attempt(st, "quicksilver", "dragons-blood", ("mindstone", "purified-vessels",
                                                   "incomplete-stone"))
    assert st.transmutation["diff"] == 6 - 1 - 1 - 1 - 1 - 1 - 2


def test_mo_effect_2_no_two_cards_of_one_name():
    """MO-EFFECT-2: a second Mindstone cannot join; different names can."""
    st, _ = ready(extra=("mindstone", "mindstone", "powerstone"))
    do(st, of(st, A.StartTransmutation)[0])
    do(st, [a for a in of(st, A.AddToExperiment) if a.card.startswith("mindstone")][0])
    assert not [a for a in of(st, A.AddToExperiment) if a.card.startswith("mindstone")]
    assert [a for a in of(st, A.AddToExperiment) if a.card.startswith("powerstone")]


def test_mo_gap_4_same_name_limit_only_for_knowledge_prep_tool():
    """MO-GAP-4 switched off: two Mindstones may join one attempt."""
    st, _ = ready(extra=("mindstone", "mindstone"), house={"MO-GAP-4": False})
    do(st, of(st, A.StartTransmutation)[0])
    for _ in range(2):
        do(st, [a for a in of(st, A.AddToExperiment) if a.card.startswith("mindstone")][0])
    assert ids(st.work[0]).count("mindstone") == 2


def test_mo_effect_3_knowledge_only_from_the_table():
    """MO-EFFECT-3: Knowledge in hand cannot join the attempt."""
    st, _ = ready(extra=("lunar-almanac",))
    do(st, of(st, A.StartTransmutation)[0])
    assert not [a for a in of(st, A.AddToExperiment) if a.card.startswith("lunar")]


def test_mo_effect_4_knowledge_stays_after_any_attempt():
    """MO-EFFECT-4: Knowledge stays on the Table after a failure and after a success."""
    for face in (1, 8):
        st, _ = ready(table=("treatise-on-fire",))
        attempt(st, "lead", "moonpetal")
        roll(st, face)
        assert ids(st.tab[0]) == ["treatise-on-fire"]


def test_mo_effect_5_preparation_from_hand_or_table():
    """MO-EFFECT-5: a Preparation helps from hand and from the Table."""
    st, _ = ready(extra=("calcination-method",))
    attempt(st, "lead", "moonpetal", ("calcination-method",))
    assert st.transmutation["diff"] == 3
    st, _ = ready(table=("calcination-method",))
    attempt(st, "lead", "moonpetal")
    assert st.transmutation["diff"] == 3


def test_mo_effect_6_and_mo_gap_16_preparation_extra_experience():
    """MO-EFFECT-6 / MO-GAP-16: a failed attempt with Preparations gives one extra token
    (at most 1 by default, however many; the number is a house rule)."""
    st, _ = ready(extra=("calcination-method", "marginal-notes"))
    attempt(st, "lead", "moonpetal", ("calcination-method", "marginal-notes"))
    roll(st, 1)
    assert st.experience[0] == 2
    st, _ = ready(extra=("calcination-method", "marginal-notes"), house={"MO-GAP-16": 3})
    attempt(st, "lead", "moonpetal", ("calcination-method", "marginal-notes"))
    roll(st, 1)
    assert st.experience[0] == 3
    st, _ = ready(extra=("calcination-method",), house={"MO-GAP-16": 0})
    attempt(st, "lead", "moonpetal", ("calcination-method",))
    roll(st, 1)
    assert st.experience[0] == 1


def test_mo_effect_7_tools_only_from_the_table():
    """MO-EFFECT-7: a Tool in hand cannot join the attempt."""
    st, _ = ready(extra=("athanor",))
    do(st, of(st, A.StartTransmutation)[0])
    assert not [a for a in of(st, A.AddToExperiment) if a.card.startswith("athanor")]


def test_mo_effect_8_tool_stays_after_success():
    """MO-EFFECT-8: a Tool remains on the Table after a success."""
    st, _ = ready(table=("tempered-glassware",))
    attempt(st, "lead", "moonpetal")
    roll(st, 6)
    assert ids(st.tab[0]) == ["tempered-glassware"]


def test_mo_effect_9_tools_discarded_after_failure_unless_paid():
    """MO-EFFECT-9: after a failure each Tool may be kept for 1 Gold, else discarded."""
    st, _ = ready(table=("tempered-glassware", "athanor"))
    attempt(st, "lead", "moonpetal")
    roll(st, 1)
    assert st.pending_steps[0][0] == "tools"
    do(st, [a for a in of(st, A.KeepTool) if a.card.startswith("athanor")][0])
    do(st, A.DECLINE)
    assert ids(st.tab[0]) == ["athanor"] and st.gold[0] == 2
    assert "tempered-glassware" in ids(st.disc[0])


def test_mo_gap_8_reagents_after_attempt():
    """MO-GAP-8: hand-played Reagents are discarded; the variant returns them."""
    st, _ = ready(house={"MO-GAP-8": "supply"})
    before = len(st.sup["lead"])
    attempt(st, "lead", "moonpetal")
    roll(st, 6)
    assert len(st.sup["lead"]) == before + 1 and "lead" not in ids(st.disc[0])


def test_mo_gap_15_duplicate_knowledge_and_usability():
    """MO-GAP-15: a second copy of a Knowledge card does not block (and counts once);
    switched off it blocks."""
    st, _ = ready(table=("lunar-almanac", "lunar-almanac"))
    attempt(st, "lead", "moonpetal")
    assert st.transmutation["diff"] == 3
    st, _ = ready(table=("lunar-almanac", "lunar-almanac"), house={"MO-GAP-15": False})
    assert not of(st, A.StartTransmutation)


def test_mo_gap_26_easy_attempts_still_roll():
    """MO-GAP-26: difficulty 1 or less still rolls (any face succeeds); switched off there
    is no roll."""
    extra = ("incomplete-stone", "mindstone")
    st, _ = ready(alch="saltpetre", myst="unicorn-hair", extra=extra)
    attempt(st, "saltpetre", "unicorn-hair", extra)
    assert st.transmutation["diff"] <= 1 and st.current_player() == CHANCE
    roll(st, 1)
    assert st.rown[0] == 1
    st, _ = ready(alch="saltpetre", myst="unicorn-hair", extra=extra,
                  house={"MO-GAP-26": False})
    attempt(st, "saltpetre", "unicorn-hair", extra)
    assert st.rown[0] == 1 and st.chance.remaining() == 0


def test_mo_gap_30_research_stays_under_a_failed_formula():
    """MO-GAP-30: after a failure flips it, the Research card waits for the first personal
    success; switched off it goes under the Research deck."""
    st, c = ready()
    attempt(st, "lead", "moonpetal")
    roll(st, 1)
    assert len(st.res[c]) == 1
    st, c = ready(house={"MO-GAP-30": False})
    attempt(st, "lead", "moonpetal")
    roll(st, 1)
    assert st.res[c] == []


def test_mo_gap_5_learning_set_lowers_volatility():
    """MO-GAP-5: card values come from the data; the learning set is one easier per
    Reagent (never below 1)."""
    st, _ = ready(alch="saltpetre", myst="serpentscale")
    attempt(st, "saltpetre", "serpentscale")
    assert st.transmutation["diff"] == 1 + 2
    st, _ = ready(alch="saltpetre", myst="serpentscale", house={"MO-GAP-5": "learning"})
    attempt(st, "saltpetre", "serpentscale")
    assert st.transmutation["diff"] == 1 + 1
