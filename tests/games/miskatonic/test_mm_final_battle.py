"""Victory and the Final Battle: MM-WIN-1..3, MM-FINAL-1..11, MM-CARD-11 (final check),
MM-CARD-63, MM-CARD-75, MM-GAP-19, MM-GAP-21..24, MM-GAP-29, MM-GAP-35."""

from __future__ import annotations

import pytest
from mm_helpers import D, H, J, M, pile_of, ready, reveal, rolls, run

from eldertable.engine.protocol import TERMINAL, IllegalAction
from eldertable.games.miskatonic import actions as A

AWAY = {J: "jail", M: "jail", D: "jail"}  # only Heather faces Nyarlathotep (MM-GAP-22)


def summoned(house=None, mp=10, invs=None, possessions=(), dice=(), cult_items=()):
    """SP 19, the Leader chants on Secret Rituals and rolls a 5: Nyarlathotep comes."""
    st = ready(house=house, board={"secret_rituals": ["leader"]}, sp=19, mp=mp,
               invs=AWAY if invs is None else invs, possessions=possessions,
               cult_items=cult_items, dice=[5, 2, 2, 2] + list(dice))
    run(st, A.END_PLAY)
    if st.decision is not None and st.decision[1] == "investigate":  # an owned book opens the Study
        run(st, A.END_INVESTIGATION)
    return st


def test_mm_win_1_twenty_mythos_points_first_win():
    """MM-WIN-1: reaching 20 Mythos Points while the cult is below 20 wins at once."""
    st = ready(board={"library": ["old_newspaper", "police"]}, mp=19, sp=19)
    reveal(st, {M: "library"})
    st.chance.push(5, 1, 1)
    run(st, A.ResolveCard("old_newspaper"))
    assert st.result().winners == ("investigators",)
    assert st.current_player() == TERMINAL and pile_of(st, "police") == "library/up"


def test_mm_final_1_no_final_battle_without_the_summoning():
    """MM-FINAL-1: the investigators' 20 Mythos Points end the game with no Final Battle."""
    st = ready(board={"library": ["old_newspaper"]}, mp=19)
    reveal(st, {M: "library"}, dice=[5, 1, 1])
    assert st.result().extras["final_battle"] is False and st.final is None


def test_mm_win_3_twenty_summon_points_alone_do_not_win():
    """MM-WIN-3: the cult must summon Nyarlathotep and then win the Final Battle."""
    st = summoned(possessions=["ceremonial_dagger"])
    assert st.summon_points == 20 and st.result() is None
    assert st.phase == "final_battle" and st.decision[:2] == [1, "equip"]


def test_mm_final_2_the_summoning_interrupts_the_phase():
    """MM-FINAL-2: at 20 Summon Points the game goes straight to the Final Battle; the
    rest of the location is never resolved."""
    st = ready(board={"library": ["missing_person", "old_newspaper"]}, sp=19, invs=AWAY)
    reveal(st, {H: "library"})
    assert st.decision[1] == "order"
    st.chance.push(1)  # Heather's Sanity check before Nyarlathotep fails
    ev = run(st, A.ResolveCard("missing_person"))
    assert "final_battle" in [e.kind for e in ev]
    assert "old_newspaper" in st.piles["library/up"]
    assert st.result().winners == ("cultist",)  # Heather went mad: nobody left


def test_mm_final_3_equip_any_owned_item_the_tome_included():
    """MM-FINAL-3: the row is equipped with the items the team owns, the Tome included."""
    st = summoned(possessions=["ancient_tome", "ceremonial_dagger"], invs={J: "jail",
                                                                          D: "jail"})
    legal = st.legal_actions(1)
    assert A.Equip("ancient_tome", H) in legal and A.Equip("ancient_tome", M) in legal
    assert A.START_FINAL in legal
    run(st, A.Equip("ancient_tome", H))
    with pytest.raises(IllegalAction):
        st.apply(A.Equip("ancient_tome", M))
    with pytest.raises(IllegalAction):
        st.apply(A.Equip("ceremonial_dagger", J))  # in Jail: not in the battle


def test_mm_final_7_mm_final_8_mm_card_63_dice_counts_and_victory():
    """MM-FINAL-7: Nyarlathotep rolls 10 + Summon - Mythos. MM-FINAL-8: one die per
    investigator plus item dice (MM-CARD-63 Tome +5, MM-CARD-75 dagger +3).
    MM-FINAL-9 / MM-WIN-2: more successes defeat him and win."""
    st = summoned(possessions=["ancient_tome", "ceremonial_dagger"], mp=12)
    run(st, A.Equip("ancient_tome", H), A.Equip("ceremonial_dagger", H))
    st.chance.push(5)  # Heather's Sanity
    st.chance.push(*([5] * 9), *([1] * 18))
    ev = run(st, A.START_FINAL)
    assert [len(r) for r in rolls(ev, "combat")] == [1 + 5 + 3]
    assert [len(r) for r in rolls(ev, "nyarlathotep")] == [10 + 20 - 12]
    assert st.result().winners == ("investigators",)
    assert st.result().extras["final_battle"] is True


def test_mm_final_4_mm_final_5_a_failed_sanity_check_goes_mad_with_his_items():
    """MM-FINAL-4: each investigator checks Sanity; a failure goes to Temporary Insanity
    with his items. MM-FINAL-5: nobody sane left: the cultist wins."""
    st = summoned(possessions=["ceremonial_dagger"])
    run(st, A.Equip("ceremonial_dagger", H))
    st.chance.push(1)
    run(st, A.START_FINAL)
    assert st.where[H] == "temporary_insanity" and st.assign == {"ceremonial_dagger": H}
    assert st.result().winners == ("cultist",)


def test_mm_card_11_the_amulet_passes_the_final_sanity_check():
    """MM-CARD-11: the Amulet's bearer needs no roll before Nyarlathotep either."""
    st = summoned(possessions=["amulet_of_peace"], mp=15)
    run(st, A.Equip("amulet_of_peace", H))
    st.chance.push(*([5]), *([1] * 15))
    ev = run(st, A.START_FINAL)
    assert rolls(ev, "sanity") == [] and st.winner == "investigators"


def test_mm_final_6_one_sane_investigator_means_combat():
    """MM-FINAL-6: with Heather sane the battle is fought."""
    st = summoned(mp=15, dice=[6] + [1] + [1] * 15 + [5] + [1] * 15)
    assert st.final["round"] == 2  # a tie, then Heather's single success
    assert st.winner == "investigators"


def test_mm_final_10_each_extra_success_kills_an_investigator():
    """MM-FINAL-10: Nyarlathotep's margin is the number killed (the player picks them)."""
    st = summoned(invs={M: "jail", D: "jail"}, mp=10,
                  dice=[5, 5] + [1, 1] + [5, 5] + [1] * 18)
    assert st.final["round"] == 1 and st.piles["dead"] == [H, J] or st.piles["dead"]
    assert st.result().winners == ("cultist",)
    st = summoned(invs={M: "jail", D: "jail"}, mp=10, dice=[5, 5] + [1, 1] + [5] + [1] * 19)
    assert st.decision == [1, "dispose", {"options": [H, J], "why": "final"}]
    st.chance.push(5, *([1] * 20))
    run(st, A.Dispose(J))
    assert st.piles["dead"] == [J] and st.winner == "investigators"


def test_mm_gap_23_ties_reroll_and_the_chooser_is_switchable():
    """MM-GAP-23: a tie is rolled again; by choice the cultist names the fallen."""
    st = summoned(invs={M: "jail", D: "jail"}, mp=10,
                  dice=[5, 5] + [5, 1] + [5] + [1] * 19 + [5, 5] + [1] * 20)
    assert st.winner == "investigators" and st.final["round"] == 2
    st = summoned(house={"MM-GAP-23": "cultist"}, invs={M: "jail", D: "jail"}, mp=10,
                  dice=[5, 5] + [1, 1] + [5] + [1] * 19)
    assert st.decision[:2] == [0, "dispose"]


def test_mm_final_11_the_insane_may_come_back_after_a_round():
    """MM-FINAL-11 / MM-GAP-24: after a round each insane investigator rolls; 5-6 returns."""
    st = summoned(invs={J: "temporary_insanity", M: "jail", D: "jail"}, mp=10,
                  dice=[5] + [1] + [1] * 20 + [5] + [5, 5] + [1] * 20)
    assert st.final["members"] == [H, J] or set(st.final["members"]) == {H, J}
    assert st.winner == "investigators" and st.final["round"] == 2
    assert st.where[J] == "final"


def test_mm_gap_24_seven_means_nobody_returns():
    """MM-GAP-24: the recovery face is a house rule; 7 keeps the insane away."""
    st = summoned(house={"MM-GAP-24": 7}, invs={J: "temporary_insanity", M: "jail",
                                                D: "jail"}, mp=10,
                  dice=[5] + [1] + [1] * 20 + [6] + [5] + [1] * 20)
    assert st.where[J] == "temporary_insanity" and st.winner == "investigators"


def test_mm_gap_21_the_final_sanity_check_needs_x_successes():
    """MM-GAP-21: X = 1 by default; set to 2, one success drives Mendum mad."""
    st = summoned(house={"MM-GAP-21": 2}, invs={H: "jail", J: "jail", D: "jail"},
                  dice=[5, 1, 1])
    assert st.where[M] == "temporary_insanity" and st.winner == "cultist"
    st = summoned(invs={H: "jail", J: "jail", D: "jail"}, mp=15,
                  dice=[5, 1, 1] + [5] + [1] * 15)
    assert st.winner == "investigators"


def test_mm_gap_22_jail_and_intensive_care_miss_the_battle_unless_switched():
    """MM-GAP-22: those in Jail or Intensive Care stay away; off, they fight too."""
    st = summoned(invs={J: "jail", M: "intensive_care", D: "jail"}, mp=15,
                  dice=[5] + [5] + [1] * 15)
    assert st.final["members"] == [H]
    st = summoned(house={"MM-GAP-22": False}, invs={J: "jail", M: "intensive_care",
                                                    D: "jail"}, mp=15,
                  dice=[5, 5, 5, 1, 1, 5, 1, 1] + [5] * 4 + [1] * 15)
    assert sorted(st.final["members"]) == sorted([H, J, M, D])
    assert st.winner == "investigators"


def test_mm_gap_29_the_ring_rerolls_in_the_final_battle_unless_switched():
    """MM-GAP-29: the ring's bearer may reroll a Final Battle roll; off, he may not."""
    st = summoned(possessions=["magical_ring"], mp=15)
    run(st, A.Equip("magical_ring", H))
    st.chance.push(5, 1, *([1] * 15))
    run(st, A.START_FINAL)
    assert st.decision[:2] == [1, "reroll"]
    st = summoned(house={"MM-GAP-29": False}, possessions=["magical_ring"], mp=15)
    run(st, A.Equip("magical_ring", H))
    st.chance.push(5, 1, *([1] * 15), 5, *([1] * 15))
    run(st, A.START_FINAL)
    assert st.winner == "investigators" and st.final["round"] == 2


def test_mm_gap_35_no_dice_limit_unless_capped():
    """MM-GAP-35: 10 + 20 - 0 = 30 dice; a cap of 12 limits Nyarlathotep's roll."""
    st = summoned(mp=0, dice=[5] + [5] + [1] * 30)
    assert st.final["ny"] == 30
    st = summoned(house={"MM-GAP-35": 12}, mp=0, dice=[5] + [5] + [1] * 12)
    assert st.final["ny"] == 12 and st.winner == "investigators"


def test_mm_gap_19_the_first_track_to_twenty_decides_or_mythos_count_to_the_card_end():
    """MM-GAP-19: Mass Murder at 19/19: by default its Summon Point comes first and summons
    Nyarlathotep at once; with "investigators" its Mythos Points still count."""
    st = ready(board={"library": ["mass_murder"]}, sp=19, mp=19, invs={J: "jail", D: "jail",
                                                                       H: "jail"})
    reveal(st, {M: "library"}, dice=[2, 1, 1, 1])
    assert st.summoned and st.phase in ("final_battle", "over")
    st = ready(house={"MM-GAP-19": "investigators"}, board={"library": ["mass_murder"]},
               sp=19, mp=19)
    reveal(st, {M: "library"}, dice=[2, 5, 1, 1, 2])
    assert st.winner == "investigators" and not st.summoned


def _heather_alone_fights(heather: int, nyarlathotep: list[int], then=()):
    """Heather, sane (her Sanity die a 6), rolls one die against 10 + 20 - 15 = 15;
    ``then``: the dice of a further round."""
    assert len(nyarlathotep) == 15
    return summoned(mp=15, dice=[6, heather] + nyarlathotep + list(then))


def test_mm_final_9_one_success_more_than_nyarlathotep_defeats_him():
    """MM-FINAL-9 at the boundary: one more 5-or-6 than Nyarlathotep defeats him; the same
    count defeats nobody and the battle goes on."""
    st = _heather_alone_fights(5, [1] * 15)
    assert st.final["round"] == 1 and st.winner == "investigators"
    # equal (1 and 1): nobody is defeated, a second round is fought, and only its one
    # success more (Heather's 5 against none) decides
    st = _heather_alone_fights(5, [5] + [1] * 14, then=[5] + [1] * 15)
    assert st.final["round"] == 2 and st.winner == "investigators"
    assert H not in st.piles["dead"]


def test_mm_win_2_defeating_the_summoned_nyarlathotep_wins_for_the_investigators():
    """MM-WIN-2: after the summoning (the cult at 20) the investigators still win by
    defeating him, although they are short of 20 Mythos Points."""
    st = _heather_alone_fights(6, [1] * 15)
    assert st.summon_points == 20 and st.mythos_points == 15
    assert st.result().winners == ("investigators",)
    assert st.result().extras["final_battle"] is True and st.current_player() == TERMINAL
