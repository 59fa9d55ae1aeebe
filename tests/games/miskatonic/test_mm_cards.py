"""The Card Overview, card by card: MM-CARD-1..81 (MM-CARD-11, -12, -63, -75 and -77 also
in the item, ritual and Final Battle tests). Dice are forced; attributes follow MM-GAP-2:
Heather C3 I1 St3 Sa1, Johnny C3 I3 St1 Sa1, Mendum C1 I1 St3 Sa3, Dramis C1 I3 St1 Sa3."""

from __future__ import annotations

import pytest
from mm_helpers import D, H, J, LOCS, M, pile_of, ready, reveal, rolls, run

from eldertable.engine.protocol import IllegalAction
from eldertable.games.miskatonic import actions as A


def allowed(st, card: str) -> set[str]:
    return {a.location for a in st.rules.place[card]}


def go(board, places, dice=(), **kw):
    """Reveal ``board`` with ``places``; every forced die must be used."""
    st = ready(board=board, **kw)
    ev = reveal(st, places, dice=dice)
    assert st.chance.remaining() == 0
    return st, ev


# --------------------------------------------------------------------------- placement


@pytest.mark.parametrize("card,places", [
    ("old_newspaper", {"library"}),                    # MM-CARD-4
    ("old_book", set(LOCS)),                           # MM-CARD-6
    ("asteroid_fragment", {"research_wing"}),          # MM-CARD-13
    ("thing_in_the_well", {"campus_park", "sports_field"}),  # MM-CARD-15
    ("epidemic", {"infirmary"}),                       # MM-CARD-20
    ("observant_student_a", {"campus_park"}),          # MM-CARD-35
    ("observant_student_b", {"campus_park"}),          # MM-CARD-35
    ("diary_of_a_madman", {"library"}),                # MM-CARD-48
    ("tentacle_monster", {"campus_park"}),             # MM-CARD-51
    ("unauthorized_experiment", {"research_wing"}),    # MM-CARD-56
    ("ancient_tome", {"research_wing"}),               # MM-CARD-59
    ("ceremonial_dagger", {"anthropology"}),           # MM-CARD-72
], ids=["MM-CARD-4", "MM-CARD-6", "MM-CARD-13", "MM-CARD-15", "MM-CARD-20",
        "MM-CARD-35-a", "MM-CARD-35-b", "MM-CARD-48", "MM-CARD-51", "MM-CARD-56",
        "MM-CARD-59", "MM-CARD-72"])
def test_mm_card_locations(card, places):
    """MM-CARD-4, -6, -13, -15, -20, -35, -48, -51, -56, -59, -72: where each card may go."""
    st = ready()
    assert allowed(st, card) == places


@pytest.mark.parametrize("base,copies", [("lurking_terror", 2), ("observant_student", 2),
                                         ("starting_cultist", 2), ("cultist", 2),
                                         ("leader", 1)],
                         ids=["MM-CARD-29", "MM-CARD-35", "MM-CARD-34-start",
                              "MM-CARD-34-further", "MM-CARD-34-leader"])
def test_mm_card_copies(base, copies):
    """MM-CARD-29: two Lurking Terrors; MM-CARD-35: two Observant Students; MM-CARD-34:
    two Starting Cultists, two further Cultists of another strength, and the Leader."""
    st = ready()
    if base == "observant_student":
        found = [c for c in st.content.cards if c.startswith(base)]
    else:
        found = list(st.content.bases[base])
    assert len(found) == copies
    if base == "cultist":
        assert {st.content.cards[c].combat for c in found} == {3}
        assert st.content.cards["starting_cultist_1"].combat == 2


# --------------------------------------------------------------------------- boundaries

#: card, where, who rolls, forced dice, then Mythos and Summon Points and where the card
#: ends; each check once with exactly the successes it needs and once one short (a 4 is
#: no success: only 5 and 6 count)
CHECKS = [
    pytest.param("old_newspaper", "library", M, [5, 4, 4], 1, 0, "score",
                 id="MM-CARD-5-exact"),
    pytest.param("old_newspaper", "library", M, [4, 4, 4], 0, 0, "hand",
                 id="MM-CARD-5-one-short"),
    pytest.param("asteroid_fragment", "research_wing", H, [5, 6, 4], 3, 0, "score",
                 id="MM-CARD-14-exact"),
    pytest.param("asteroid_fragment", "research_wing", H, [5, 4, 4], 0, 0, "hand",
                 id="MM-CARD-14-one-short"),
    pytest.param("epidemic", "infirmary", M, [5, 4, 4], 2, 1, "removed",
                 id="MM-CARD-22-exact"),
    pytest.param("epidemic", "infirmary", M, [4, 4, 4], 0, 1, "removed",
                 id="MM-CARD-22-one-short"),
    pytest.param("mass_murder", "library", M, [3, 5, 4, 4, 1], 1, 2, "score",
                 id="MM-CARD-41-exact"),
    pytest.param("mass_murder", "library", M, [3, 4, 4, 4], 0, 2, "hand",
                 id="MM-CARD-41-one-short"),
    pytest.param("diary_of_a_madman", "library", J, [5, 5, 4], 0, 0, "possessions",
                 id="MM-CARD-49-exact"),
    pytest.param("diary_of_a_madman", "library", J, [5, 4, 4], 0, 0, "hand",
                 id="MM-CARD-49-one-short"),
    pytest.param("unauthorized_experiment", "research_wing", J, [5, 5, 4], 1, 1, "score",
                 id="MM-CARD-58-exact"),
    pytest.param("unauthorized_experiment", "research_wing", J, [5, 4, 4], 0, 1, "hand",
                 id="MM-CARD-58-one-short"),
    pytest.param("missing_person", "library", J, [5, 4, 4], 1, 1, "score",
                 id="MM-CARD-65-exact"),
    pytest.param("missing_person", "library", J, [4, 4, 4], 0, 1, "hand",
                 id="MM-CARD-65-one-short"),
]


@pytest.mark.parametrize("card,where,who,dice,mp,sp,ends", CHECKS)
def test_mm_card_checks_at_the_boundary(card, where, who, dice, mp, sp, ends):
    """A card's check passes with exactly the successes it asks for and fails one short."""
    st, _ = go({where: [card]}, {who: where}, dice)
    assert (st.mythos_points, st.summon_points, pile_of(st, card)) == (mp, sp, ends)


# --------------------------------------------------------------------------- events


def test_mm_card_1_mm_card_2_mm_card_3_nightmares_reach_everyone_then_leave():
    """MM-CARD-1: Nightmares hit investigators at other locations too. MM-CARD-2: each
    rolls Sanity; no success means Temporary Insanity. MM-CARD-3: then it leaves the game."""
    st = ready(board={"library": ["nightmares"], "anthropology": ["nothing_special"]})
    reveal(st, {H: "library", M: "anthropology"})
    st.chance.push(1, 5, 1, 1, 1)
    ev = run(st, A.RevealLocation("library"))
    assert rolls(ev, "sanity") == [[1], [5, 1, 1]]
    assert st.where[H] == "temporary_insanity" and st.where[M] == "pool"
    assert pile_of(st, "nightmares") == "removed"


def test_mm_card_5_the_newspaper_is_kept_with_sanity_1():
    """MM-CARD-5: Sanity (1) gains the Old Newspaper Article."""
    st, _ = go({"library": ["old_newspaper"]}, {M: "library"}, [5, 1, 1])
    assert pile_of(st, "old_newspaper") == "score" and st.mythos_points == 1


def test_mm_card_7_the_old_book_is_taken_with_stealth_2():
    """MM-CARD-7: Stealth (2) takes the Old Book into the team's possession."""
    st, _ = go({"library": ["old_book"]}, {H: "library"}, [5, 5, 1])
    assert pile_of(st, "old_book") == "possessions"


def test_mm_card_8_reading_the_old_book_gives_1d3():
    """MM-CARD-8: a reader in the Study passes Sanity (2) for 1d3 Mythos Points."""
    st = ready(board={"library": ["nothing_special"]}, possessions=["old_book"])
    reveal(st, {M: ("study", "old_book")}, dice=[5, 5, 1, 6])
    assert st.mythos_points == 3 and st.read == ["old_book"]


def test_mm_card_9_mm_card_10_the_amulet_summons_and_is_stolen_with_stealth_1():
    """MM-CARD-10: revealing the Amulet gives 1 Summon Point. MM-CARD-9: Stealth (1) gains
    it; the cult can never own it."""
    st, _ = go({"library": ["amulet_of_peace"]}, {H: "library"}, [5, 1, 1])
    assert st.summon_points == 1 and pile_of(st, "amulet_of_peace") == "possessions"
    st, ev = go({"library": ["cultist_1", "amulet_of_peace"]}, {H: "library"},
                [1, 1, 1, 5, 1, 1, 1])
    assert st.where[H] == "intensive_care" and st.decision is not None and st.decision[1] == "play"
    assert pile_of(st, "amulet_of_peace") == "hand"


def test_mm_card_11_the_amulet_bearer_passes_sanity():
    """MM-CARD-11: the bearer's Sanity checks succeed without a roll."""
    st = ready(board={"library": ["lurking_terror_1"]}, possessions=["amulet_of_peace"])
    ev = reveal(st, {H: "library"}, assign={"amulet_of_peace": H}, dice=[5, 1, 1, 1, 1, 1])
    assert rolls(ev, "sanity") == [] and "immune" in [e.kind for e in ev]
    assert pile_of(st, "lurking_terror_1") == "removed"


def test_mm_card_14_the_fragment_is_worth_three():
    """MM-CARD-14: Stealth (2) steals the Asteroid Fragment: 3 Mythos Points."""
    st, _ = go({"research_wing": ["asteroid_fragment"]}, {H: "research_wing"}, [5, 6, 1])
    assert st.mythos_points == 3


def test_mm_card_16_mm_card_17_the_thing_in_the_well():
    """MM-CARD-16: fail Sanity (1) and go mad. MM-CARD-17: pass, fight; beating it gives
    1 Mythos Point."""
    st, _ = go({"sports_field": ["thing_in_the_well"]}, {H: "sports_field"}, [1, 1])
    assert st.where[H] == "temporary_insanity"
    st, ev = go({"sports_field": ["thing_in_the_well"]}, {J: "sports_field"},
                [5, 5, 1, 1, 1, 1, 1])
    assert [len(r) for r in rolls(ev, "enemy")] == [3]
    assert st.mythos_points == 1 and pile_of(st, "thing_in_the_well") == "removed"


def test_mm_card_18_mm_card_19_the_village_drunk():
    """MM-CARD-18: Investigation (1) gives 1 Mythos Point. MM-CARD-19: failing sends
    everyone there to Intensive Care."""
    st, _ = go({"library": ["village_drunk"]}, {J: "library", D: "library"},
               [5, 1, 1, 1, 1, 1])
    assert st.mythos_points == 1
    st, _ = go({"library": ["village_drunk"]}, {J: "library", D: "library"},
               [1, 1, 1, 1, 1, 1, 1, 1])
    assert st.where[J] == st.where[D] == "intensive_care" and st.mythos_points == 0


def test_mm_card_21_mm_card_22_mm_card_23_epidemic():
    """MM-CARD-21: 1 Summon Point on reveal. MM-CARD-22: Sanity (MM-GAP-25: 1) gives 2
    Mythos Points. MM-CARD-23: then it leaves the game."""
    st, _ = go({"infirmary": ["epidemic"]}, {M: "infirmary"}, [5, 1, 1])
    assert st.summon_points == 1 and st.mythos_points == 2 and pile_of(st, "epidemic") == "removed"


def test_mm_card_24_mm_card_25_false_trail():
    """MM-CARD-24: a failed Sanity (1) costs 3 Mythos Points. MM-CARD-25: the cultist draws
    1d6 cards."""
    st = ready(board={"library": ["false_trail"]}, mp=5, hand=["police"])
    ev = reveal(st, {H: "library"}, dice=[1, 3])
    assert st.mythos_points == 2
    assert [len(e.data["cards"]) for e in ev if e.kind == "draw"][0] == 3


def test_mm_card_26_mm_card_27_mm_card_28_lurking_terror():
    """MM-CARD-26: Sanity (2) or madness. MM-CARD-27: passing means a fight. MM-CARD-28:
    afterwards it leaves the game, even when it won."""
    st, _ = go({"library": ["lurking_terror_1"]}, {M: "library"}, [5, 1, 1, 1])
    assert st.where[M] == "temporary_insanity"
    assert pile_of(st, "lurking_terror_1") == "removed"
    st, ev = go({"library": ["lurking_terror_2"]}, {M: "library"},
                [5, 6, 1, 1, 5, 1, 1, 1])
    assert [len(r) for r in rolls(ev, "enemy")] == [3]
    assert st.where[M] == "intensive_care" and pile_of(st, "lurking_terror_2") == "removed"


def test_mm_card_30_nothing_special():
    """MM-CARD-30: nothing happens; no die is rolled."""
    st, ev = go({"library": ["nothing_special"]}, {M: "library"})
    assert rolls(ev) == [] and st.mythos_points == st.summon_points == 0
    assert pile_of(st, "nothing_special") == "hand"


def test_mm_card_31_mm_card_32_mm_card_33_the_comet():
    """MM-CARD-31: the cultist draws 1d6 and gains 1d3 Summon Points. MM-CARD-32: Sanity
    (2) gives 1d6 Mythos Points. MM-CARD-33: one investigator only makes that roll."""
    st = ready(board={"library": ["comet"]}, hand=["police"])
    ev = reveal(st, {H: "library", M: "library"}, dice=[2, 4])
    assert [len(e.data["cards"]) for e in ev if e.kind == "draw"] == [2]
    assert st.summon_points == 2
    assert st.decision == [1, "roller", [H, M]]
    st.chance.push(5, 5, 1, 4)
    ev = run(st, A.ChooseRoller(M))
    assert rolls(ev, "sanity") == [[5, 5, 1]]
    assert st.mythos_points == 4 and pile_of(st, "comet") == "score"


def test_mm_card_36_observant_students():
    """MM-CARD-36: student A: Investigation (1) for 1; student B: Investigation (2) for
    1d3 (MM-GAP-39)."""
    st, _ = go({"campus_park": ["observant_student_a"]}, {J: "campus_park"}, [5, 1, 1])
    assert st.mythos_points == 1
    st, _ = go({"campus_park": ["observant_student_b"]}, {J: "campus_park", D: "campus_park"},
               [5, 5, 1, 1, 1, 1, 5])
    assert st.mythos_points == 3


def test_mm_card_37_mm_card_38_the_ring_is_stolen_or_taken():
    """MM-CARD-37: Stealth (1) steals the ring. MM-CARD-38: a cultist who beat every
    investigator there may take it."""
    st, _ = go({"library": ["magical_ring"]}, {H: "library"}, [5, 1, 1])
    assert pile_of(st, "magical_ring") == "possessions"
    st, _ = go({"library": ["cultist_1", "magical_ring"]}, {H: "library"},
               [1, 1, 1, 5, 1, 1])
    assert st.decision == [0, "take", "magical_ring"]
    st.chance.push(1)
    run(st, A.TakeItem("magical_ring", True))
    assert pile_of(st, "magical_ring") == "cult_items"


def test_mm_card_39_the_ring_rerolls_one_roll_per_turn():
    """MM-CARD-39: the bearer rerolls one roll a turn; the second failure stands."""
    st = ready(board={"library": ["old_newspaper", "police"]}, possessions=["magical_ring"])
    reveal(st, {H: "library"}, assign={"magical_ring": H})
    st.chance.push(1)
    run(st, A.ResolveCard("old_newspaper"))
    assert st.decision == [1, "reroll", "chk"]
    st.chance.push(5, 1, 1, 1, 1)
    run(st, A.REROLL_YES)
    assert st.mythos_points == 1 and st.where[H] == "jail"  # the Police roll had no second chance


def test_mm_card_40_mm_card_41_mass_murder():
    """MM-CARD-40: 1d3 Summon Points on reveal. MM-CARD-41: Sanity (1) for 1d3 Mythos."""
    st, _ = go({"library": ["mass_murder"]}, {M: "library"}, [3, 5, 1, 1, 1])
    assert st.summon_points == 2 and st.mythos_points == 1


def test_mm_card_42_mm_card_43_mm_card_44_police():
    """MM-CARD-44: everyone passes Stealth (2): 1 Mythos Point. MM-CARD-42: the Police card
    still goes back to the hand. MM-CARD-43: who fails goes to Jail."""
    st, _ = go({"library": ["police"]}, {H: "library", M: "library"}, [5, 5, 1, 5, 6, 1])
    assert st.mythos_points == 1 and pile_of(st, "police") == "hand"
    st, _ = go({"library": ["police"]}, {H: "library", M: "library"}, [1, 1, 1, 5, 6, 1, 1])
    assert st.where[H] == "jail" and st.where[M] == "pool" and st.mythos_points == 0
    assert pile_of(st, "police") == "hand"


def test_mm_card_45_mm_card_46_mm_card_47_slime_trail():
    """MM-CARD-46: 1 Summon Point. MM-CARD-45: failing Sanity (1) means madness.
    MM-CARD-47: passing gives 2 Mythos Points."""
    st, _ = go({"library": ["slime_trail"]}, {H: "library"}, [1, 1])
    assert st.summon_points == 1 and st.where[H] == "temporary_insanity" and st.mythos_points == 0
    st, _ = go({"library": ["slime_trail"]}, {M: "library"}, [5, 1, 1])
    assert st.mythos_points == 2


def test_mm_card_49_mm_card_50_diary_of_a_madman():
    """MM-CARD-49: Investigation (2) finds the diary. MM-CARD-50: a reader's Sanity (2)
    deciphers it for 1d6 Mythos Points."""
    st, _ = go({"library": ["diary_of_a_madman"]}, {J: "library", D: "library"},
               [5, 5, 1, 1, 1, 1])
    assert pile_of(st, "diary_of_a_madman") == "possessions"
    st = ready(board={"library": ["nothing_special"]}, possessions=["diary_of_a_madman"])
    reveal(st, {M: ("study", "diary_of_a_madman")}, dice=[5, 5, 1, 6])
    assert st.mythos_points == 6


def test_mm_card_52_mm_card_53_mm_card_54_mm_card_55_tentacle_monster():
    """MM-CARD-52: 1 Summon Point. MM-CARD-53: Sanity (2) each or madness. MM-CARD-54: it
    fights the rest with 4 dice. MM-CARD-55: beating it gives 1d3 Mythos Points."""
    st, ev = go({"campus_park": ["tentacle_monster"]}, {J: "campus_park", M: "campus_park"},
                [5, 5, 5, 1, 5, 1, 1, 1, 1, 6, 1])
    assert st.summon_points == 1
    assert st.where[J] == "temporary_insanity"
    assert [len(r) for r in rolls(ev, "enemy")] == [4]
    assert st.mythos_points == 3 and pile_of(st, "tentacle_monster") == "removed"


def test_mm_card_57_mm_card_58_unauthorized_experiment():
    """MM-CARD-57: 1 Summon Point. MM-CARD-58: Investigation (2) for 1 Mythos Point."""
    st, _ = go({"research_wing": ["unauthorized_experiment"]},
               {J: "research_wing", D: "research_wing"}, [5, 5, 1, 1, 1, 1])
    assert st.summon_points == 1 and st.mythos_points == 1


def test_mm_card_60_mm_card_61_mm_card_62_the_ancient_tome():
    """MM-CARD-60: Stealth (2) steals the Tome. MM-CARD-61: only a reader of Sanity 3 or
    more may read it in the Study. MM-CARD-62: reading gives 1d6 Mythos Points."""
    st, _ = go({"research_wing": ["ancient_tome"]}, {H: "research_wing"}, [5, 5, 1])
    assert pile_of(st, "ancient_tome") == "possessions"
    st = ready(board={"library": ["nothing_special"]}, possessions=["ancient_tome"])
    run(st, A.END_PLAY)
    with pytest.raises(IllegalAction):
        st.apply(A.PlaceInvestigator(H, "study", "ancient_tome"))
    run(st, A.PlaceInvestigator(M, "study", "ancient_tome"))
    st.chance.push(5)
    ev = run(st, A.END_INVESTIGATION)
    assert rolls(ev, "sanity") == [] and st.mythos_points == 5


def test_mm_card_64_mm_card_65_missing_person():
    """MM-CARD-64: 1 Summon Point. MM-CARD-65: Investigation (1) for 1 Mythos Point."""
    st, _ = go({"library": ["missing_person"]}, {J: "library"}, [5, 1, 1])
    assert st.summon_points == 1 and st.mythos_points == 1


def test_mm_card_66_mm_card_67_mm_card_68_shriveled_corpse():
    """MM-CARD-66: Sanity (1) or madness. MM-CARD-67: 1 Summon Point. MM-CARD-68: the
    ones still there try Investigation (2) for 2 Mythos Points."""
    st, ev = go({"library": ["shriveled_corpse"]}, {J: "library", D: "library"},
                [1, 5, 1, 1, 5, 5, 1, 1])
    assert st.where[J] == "temporary_insanity" and st.summon_points == 1
    assert rolls(ev, "investigation") == [[5, 5, 1]] and st.mythos_points == 2


def test_mm_card_69_mm_card_70_the_insane_student():
    """MM-CARD-69: he attacks with 2 dice. MM-CARD-70: beaten, Sanity (1) gives 1d3."""
    st, ev = go({"library": ["insane_student"]}, {J: "library"}, [5, 1, 1, 1, 1, 5, 2])
    assert [len(r) for r in rolls(ev, "enemy")] == [2]
    assert st.mythos_points == 1 and pile_of(st, "insane_student") == "score"


def test_mm_card_71_the_furious_young_man():
    """MM-CARD-71: 2 dice, and no reward for beating him."""
    st, ev = go({"library": ["furious_young_man"]}, {J: "library"}, [5, 1, 1, 1, 1])
    assert [len(r) for r in rolls(ev, "enemy")] == [2] and st.mythos_points == 0


def test_mm_card_73_mm_card_74_the_dagger_is_stolen_or_taken():
    """MM-CARD-73: Stealth (1) steals the dagger. MM-CARD-74: a winning cultist takes it."""
    st, _ = go({"anthropology": ["ceremonial_dagger"]}, {H: "anthropology"}, [5, 1, 1])
    assert pile_of(st, "ceremonial_dagger") == "possessions"
    st, _ = go({"anthropology": ["cultist_1", "ceremonial_dagger"]}, {H: "anthropology"},
               [1, 1, 1, 5, 1, 1])
    assert st.decision == [0, "take", "ceremonial_dagger"]
    st.chance.push(1)
    run(st, A.TakeItem("ceremonial_dagger", True))
    assert pile_of(st, "ceremonial_dagger") == "cult_items"


def test_mm_card_75_mm_card_76_the_dagger_in_investigators_hands():
    """MM-CARD-75: +3 dice against a monster. MM-CARD-76: +1 die against cultists."""
    st = ready(board={"sports_field": ["thing_in_the_well"]},
               possessions=["ceremonial_dagger"])
    ev = reveal(st, {J: "sports_field"}, assign={"ceremonial_dagger": J},
                dice=[5, 5, 1, 1, 1, 1, 1, 1, 1, 1])
    assert [len(r) for r in rolls(ev, "combat")] == [6]
    st = ready(board={"library": ["cultist_1"]}, possessions=["ceremonial_dagger"])
    ev = reveal(st, {J: "library"}, assign={"ceremonial_dagger": J},
                dice=[5, 1, 1, 1, 1, 1, 1])
    assert [len(r) for r in rolls(ev, "combat")] == [4]


def test_mm_card_78_mm_card_79_mm_card_80_mm_card_81_the_ceremonial_mask():
    """MM-CARD-81: 1 Summon Point. MM-CARD-78: Stealth (2) gains the Mask. MM-CARD-80: a
    further Investigation (2) gives 1d3. MM-CARD-79: its bearer rolls 2 more Stealth dice."""
    st, ev = go({"library": ["ceremonial_mask"]}, {H: "library", J: "library"},
                [5, 5, 1, 1, 5, 5, 1, 1, 3])
    assert st.summon_points == 1 and pile_of(st, "ceremonial_mask") == "possessions" and st.mythos_points == 2
    st = ready(board={"research_wing": ["asteroid_fragment"]},
               possessions=["ceremonial_mask"])
    ev = reveal(st, {J: "research_wing"}, assign={"ceremonial_mask": J}, dice=[5, 5, 1])
    assert [len(r) for r in rolls(ev, "stealth")] == [1 + 2] and st.mythos_points == 3
