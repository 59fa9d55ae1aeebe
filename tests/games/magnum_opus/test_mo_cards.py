"""The Card Reference and deck rules: MO-CARD-1..27, MO-GEN-1, MO-DECK-1..4, MO-CLUE-1..3,
MO-GAP-20..23."""

from __future__ import annotations

import random

import pytest
from mo_helpers import (attempt, bare, cell, do, game, give, ids, of, phase, roll,
                        set_cell, start_basic)
from eldertable.engine import fastrng
from eldertable.engine.chance import SeededChance
from eldertable.engine.protocol import CHANCE
from eldertable.games.magnum_opus import actions as A


def ready(alch="lead", myst="moonpetal", discovery="potable-gold", research="lunar-almanac",
          state=0, house=None, **kw):
    st = game(house=house)
    start_basic(st, alch, myst, **kw)
    give(st, 0, "deck", *(["attempt-transmutation"] * 5))
    c = cell(st, alch, myst)
    set_cell(st, c, discovery=discovery, research=research, state=state)
    return st, c


def succeed(st, extra=()):
    attempt(st, "lead", "moonpetal", extra)
    roll(st, 8)


def test_mo_card_1_mo_card_2_mo_card_3_compound_synthesis():
    """MO-CARD-1: up to two free Reagents into the discard pile; MO-CARD-2: not the
    formula's own two; MO-CARD-3: two of the same are fine."""
    st, c = ready(discovery="compound-synthesis", research="")
    succeed(st)
    assert st.pending_steps[0][0] == "free"
    offered = {a.item for a in of(st, A.TakeReagent)}
    assert "lead" not in offered and "moonpetal" not in offered and "sulphur" in offered
    do(st, A.make(A.TakeReagent, "sulphur"))
    do(st, A.make(A.TakeReagent, "sulphur"))
    assert ids(st.disc[0]).count("sulphur") == 2 and st.seat == 1


def test_mo_card_4_heartstone_from_hand_or_table():
    """MO-CARD-4: Heartstone works from hand and from the Table."""
    for where in ("hand", "table"):
        st, _ = ready(**({"extra": ("heartstone",)} if where == "hand"
                         else {"table": ("heartstone",)}))
        attempt(st, "lead", "moonpetal", ("heartstone",) if where == "hand" else ())
        roll(st, 1)
        assert of(st, A.UseHeartstone), where


def test_mo_card_5_heartstone_reroll_returns_it_once():
    """MO-CARD-5: reroll by giving the Heartstone back; it can be used only once."""
    st, _ = ready(extra=("heartstone",))
    attempt(st, "lead", "moonpetal", ("heartstone",))
    roll(st, 1)
    do(st, of(st, A.UseHeartstone)[0])
    assert st.current_player() == CHANCE
    roll(st, 2)
    assert of(st, A.UseHeartstone) == [] and st.experience[0] == 1  # failed for good


def test_mo_card_6_unused_heartstone_is_discarded():
    """MO-CARD-6: without the reroll it is discarded with the other cards."""
    st, _ = ready(extra=("heartstone",))
    attempt(st, "lead", "moonpetal", ("heartstone",))
    roll(st, 1)
    do(st, A.ACCEPT)
    assert "heartstone" in ids(st.disc[0])


def test_mo_card_7_mo_card_8_mo_card_9_incomplete_stone_starts_and_helps():
    """MO-CARD-7: starts an attempt like Attempt Transmutation; MO-CARD-8: -2;
    MO-CARD-9: from hand or from the Table."""
    for where in ("hand", "table"):
        st = game()
        bare(st, 0)
        give(st, 0, "hand", "lead", "moonpetal")
        give(st, 0, where, "incomplete-stone")
        phase(st, "experiment")
        starts = of(st, A.StartTransmutation)
        assert ids(a.card for a in starts) == ["incomplete-stone"], where
        do(st, starts[0])
        for cid in ("lead", "moonpetal"):
            do(st, [a for a in of(st, A.AddToExperiment) if a.card.startswith(cid)][0])
        do(st, A.CONFIRM)
        assert st.transmutation["diff"] == 2, where


def test_mo_card_10_incinerate_needs_a_discard_pile():
    """MO-CARD-10: with an empty discard pile Incinerate does nothing."""
    st, _ = ready(discovery="incinerate", research="")
    succeed(st)
    # the attempt's own cards reach the discard pile only at clean-up, after the effect
    assert st.seat == 1 and not st.pending_steps


def test_incinerate_tells_the_log_what_it_burnt():
    """The log names the burnt card and where it went, or says that none was burnt (it
    had said nothing after "performs Incinerate.", issue 25)."""
    def said(events):
        return [str(e.text.text) if hasattr(e.text, "text") else str(e.text)
                for e in events if e.kind == "incinerate"]

    st, _ = ready(discovery="incinerate", research="")
    attempt(st, "lead", "moonpetal")
    events = roll(st, 8)  # an empty discard pile: MO-CARD-10
    assert [e.data for e in events if e.kind == "incinerate"] == [{"seat": 0, "card": None}]
    assert any("has no card in the discard pile to burn" in t for t in said(events))
    for house, words in (({}, "goes back to the Supply"), ({"MO-GAP-21": "box"},
                                                           "leaves the game")):
        st, _ = ready(discovery="incinerate", research="", house=house)
        give(st, 0, "discard", "prepare-herbs")
        succeed(st)
        events = do(st, of(st, A.IncinerateCard)[0])
        assert any(words in t for t in said(events)), said(events)
    st, _ = ready(discovery="incinerate", research="")
    give(st, 0, "discard", "prepare-herbs")
    succeed(st)
    assert any("burns no card" in t for t in said(do(st, A.DECLINE)))


def test_mo_card_11_incinerate_never_takes_attempt_cards():
    """MO-CARD-11 / MO-GAP-21: choose a non-Attempt card; it returns to the Supply."""
    st, _ = ready(discovery="incinerate", research="")
    give(st, 0, "discard", "attempt-transmutation", "prepare-herbs")
    succeed(st)
    assert ids(a.card for a in of(st, A.IncinerateCard)) == ["prepare-herbs"]
    pile = len(st.sup["prepare-herbs"])
    do(st, of(st, A.IncinerateCard)[0])
    assert len(st.sup["prepare-herbs"]) == pile + 1


def test_mo_gap_21_incinerate_variant_removes_from_game():
    st, _ = ready(discovery="incinerate", research="", house={"MO-GAP-21": "box"})
    give(st, 0, "discard", "prepare-herbs")
    succeed(st)
    burnt = of(st, A.IncinerateCard)[0].card
    do(st, A.make(A.IncinerateCard, burnt))
    assert burnt in st.box


def test_mo_card_12_inexplicable_yield_reveals_another_on_success():
    """MO-CARD-12 / MO-GAP-20: the performer chooses a face-down Discovery to turn up."""
    st, c = ready(discovery="inexplicable-yield", research="")
    succeed(st)
    assert st.pending_steps[0][0] == "reveal"
    target = of(st, A.RevealDiscovery)[0].cell
    assert target != c
    do(st, A.make(A.RevealDiscovery, target))
    assert st.dstate[target] == 1 and st.gold[0] == 3  # no reward from it


def test_mo_gap_20_random_reveal():
    """MO-GAP-20 variant: the revealed Discovery is chosen at random (chance)."""
    st, c = ready(discovery="inexplicable-yield", research="", house={"MO-GAP-20": "random"})
    attempt(st, "lead", "moonpetal")
    st.chance.push(8, 3)  # the roll, then the random index
    do(st, A.ROLL)
    down = [i for i in range(16) if i != c]
    assert st.dstate[down[3]] == 1 and st.seat == 1


def test_mo_card_13_yield_revealed_otherwise_is_dead():
    """MO-CARD-13: turned up by a failure it is dead: never attempted again, even with
    Research under it."""
    st, c = ready(discovery="inexplicable-yield")
    attempt(st, "lead", "moonpetal")
    roll(st, 1)
    assert st.dstate[c] == 2 and st.res[c]
    st.seat = 0
    start_basic(st, "lead", "moonpetal")
    assert not of(st, A.StartTransmutation)
    assert A.make(A.PayAssistant, c) not in st.legal_actions()


def mor_game(clue_up=True, held=()):
    st, c = ready(discovery="potable-gold", research="magnum-opus-research")
    albedo = 0 if c != 0 else 1
    set_cell(st, albedo, discovery="albedo", research="", state=1 if clue_up else 0)
    for t in held:
        st.clues[0].append(st.cluepile[t].pop(0))
    st.invalidate()
    return st, c, albedo


def test_mo_card_14_mor_takes_a_clue_whose_discovery_is_up():
    """MO-CARD-14: a Clue the player lacks, with its Clue discovery face up."""
    st, _c, _a = mor_game()
    succeed(st)
    assert st.pending_steps[0][0] == "mor"
    assert [a.clue for a in of(st, A.TakeClue)] == ["albedo"]
    do(st, A.make(A.TakeClue, "albedo"))
    assert st.rules.instances[st.clues[0][0]].clue == "albedo"


def test_mo_card_15_otherwise_reveal_a_discovery_without_reward():
    """MO-CARD-15: no Clue qualifies (held already): turn a face-down Discovery up."""
    st, _c, _a = mor_game(held=("albedo",))
    succeed(st)
    assert of(st, A.TakeClue) == [] and of(st, A.RevealDiscovery)
    cell_ = of(st, A.RevealDiscovery)[0].cell
    do(st, A.make(A.RevealDiscovery, cell_))
    assert st.dstate[cell_] == 1 and st.gold[0] == 6  # only Potable Gold's 3


def test_mo_card_16_or_take_experience():
    """MO-CARD-16: instead of turning one up, take an Experience token."""
    st, _c, _a = mor_game(clue_up=False)
    succeed(st)
    do(st, A.TAKE_XP)
    assert st.experience[0] == 1


def test_mo_card_17_mor_is_set_aside_and_still_counts():
    """MO-CARD-17: set aside, out of the deck, still a Research card for the tie-breaker."""
    st, _c, _a = mor_game()
    succeed(st)
    do(st, A.DECLINE)
    assert ids(st.aside[0]) == ["magnum-opus-research"]
    assert "magnum-opus-research" not in ids(st.disc[0] + st.deck[0] + st.hand[0])
    assert st.research_count(0) == 1 == st.count_research(0)


def test_mo_card_18_mo_card_19_metastone_stands_in_and_copies_volatility():
    """MO-CARD-18: Metastone stands in for any Reagent on the axes; MO-CARD-19: it takes
    that Reagent's Volatility."""
    st = game()
    bare(st, 0)
    give(st, 0, "hand", "attempt-transmutation", "lead", "metastone")
    phase(st, "experiment")
    do(st, of(st, A.StartTransmutation)[0])
    meta = {a.as_reagent for a in of(st, A.AddToExperiment) if a.as_reagent}
    assert meta == set(st.axes_m)  # with Lead in hand, any Mystic completes a formula
    do(st, [a for a in of(st, A.AddToExperiment) if a.card.startswith("lead")][0])
    do(st, [a for a in of(st, A.AddToExperiment) if a.as_reagent == "dragons-blood"][0])
    do(st, A.CONFIRM)
    assert st.transmutation["diff"] == 2 + 3 and st.transmutation["cell"] == cell(st, "lead", "dragons-blood")


def test_mo_card_21_metastone_cannot_be_sold():
    """MO-CARD-21: Metastone is never offered for sale."""
    st = game()
    bare(st, 0)
    give(st, 0, "hand", "metastone", "lead")
    phase(st, "experiment")
    assert ids(a.card for a in of(st, A.Sell)) == ["lead"]


def test_mo_gap_22_metastone_after_use():
    """MO-GAP-22: discarded after the attempt; the variant returns it to the Supply."""
    for mode in ("discard", "supply"):
        st = game(house={"MO-GAP-22": mode})
        bare(st, 0)
        give(st, 0, "hand", "attempt-transmutation", "lead", "metastone")
        give(st, 0, "deck", *(["prepare-herbs"] * 5))
        set_cell(st, cell(st, "lead", "moonpetal"), discovery="potable-gold")
        phase(st, "experiment")
        pile = len(st.sup["metastone"])
        do(st, of(st, A.StartTransmutation)[0])
        do(st, [a for a in of(st, A.AddToExperiment) if a.card.startswith("lead")][0])
        do(st, [a for a in of(st, A.AddToExperiment) if a.as_reagent == "moonpetal"][0])
        do(st, A.CONFIRM)
        roll(st, 8)
        assert ("metastone" in ids(st.disc[0])) == (mode == "discard")
        assert len(st.sup["metastone"]) == pile + (mode == "supply")


def test_mo_card_22_mo_card_23_mo_card_25_mindstone_minus_one_stays_unless_used():
    """MO-CARD-22: from hand or Table; MO-CARD-23: -1; MO-CARD-25: not returned to the
    Supply when only the -1 is used."""
    st, _ = ready(table=("mindstone",), research="")
    attempt(st, "lead", "moonpetal")
    assert st.transmutation["diff"] == 3
    pile = len(st.sup["mindstone"])
    roll(st, 8)
    assert len(st.sup["mindstone"]) == pile and "mindstone" in ids(st.disc[0])


def test_mo_card_24_mindstone_second_research_pick():
    """MO-CARD-24: when the attempt gives a Research card, give back the Mindstone, draw a
    second, keep one; the other goes under the Research deck."""
    st, c = ready(extra=("mindstone",), research="lunar-almanac")
    claimed = st.res[c][0]
    top = st.research[0]
    pile = len(st.sup["mindstone"])
    attempt(st, "lead", "moonpetal", ("mindstone",))
    roll(st, 8)
    assert st.pending_steps[0][0] == "mindstone"
    do(st, of(st, A.UseMindstone)[0])
    assert len(st.sup["mindstone"]) == pile + 1
    assert {a.card for a in of(st, A.KeepResearch)} == {claimed, top}
    do(st, A.make(A.KeepResearch, top))
    assert top in st.disc[0] and st.research[-1] == claimed


def test_mo_gap_23_mindstone_with_empty_research_deck():
    """MO-GAP-23: no Research deck: the extra draw is not offered; variant: 1 Experience."""
    st, c = ready(extra=("mindstone",))
    st.box.extend(st.research)
    st.research.clear()
    attempt(st, "lead", "moonpetal", ("mindstone",))
    roll(st, 8)
    assert st.pending_steps == [] and "mindstone" in ids(st.disc[0])
    st, c = ready(extra=("mindstone",), house={"MO-GAP-23": "experience"})
    st.box.extend(st.research)
    st.research.clear()
    attempt(st, "lead", "moonpetal", ("mindstone",))
    roll(st, 8)
    do(st, of(st, A.UseMindstone)[0])
    assert st.experience[0] == 1


def test_mo_card_26_mo_card_27_and_mo_gen_1_powerstones_stack():
    """MO-CARD-26: -1 from hand or Table; MO-CARD-27 / MO-GEN-1: the card's own text beats
    the same-name rule, so several Powerstones help together."""
    st, _ = ready(extra=("powerstone", "powerstone"), table=("powerstone",))
    do(st, of(st, A.StartTransmutation)[0])
    for _ in range(2):
        do(st, [a for a in of(st, A.AddToExperiment) if a.card.startswith("powerstone")][0])
    for cid in ("lead", "moonpetal"):
        do(st, [a for a in of(st, A.AddToExperiment) if a.card.startswith(cid)][0])
    do(st, A.CONFIRM)
    assert st.transmutation["diff"] == 4 - 3


def test_mo_deck_1_empty_deck_reshuffles_the_discard():
    """MO-DECK-1: drawing from an empty deck shuffles the discard pile into a new deck."""
    st = game()
    bare(st, 0)
    give(st, 0, "deck", "lead", "sulphur")
    give(st, 0, "discard", "moonpetal", "saltpetre", "unicorn-hair")
    phase(st, "experiment")
    events = do(st, A.END)
    assert sorted(ids(st.hand[0])) == ["lead", "moonpetal", "saltpetre", "sulphur",
                                       "unicorn-hair"]
    assert any(e.kind == "reshuffle" and e.chance for e in events)


RESHUFFLED = ("lead", "sulphur", "moonpetal", "saltpetre", "unicorn-hair", "quicksilver",
              "serpentscale", "dragons-blood")


def _reshuffled(seed: int) -> tuple[list[str], list[str]]:
    """Seat 0 with an empty deck and RESHUFFLED in its discard pile draws its hand on a
    seeded source: the order the discard lay in and the order of the new deck."""
    st = game()
    bare(st, 0)
    laid = give(st, 0, "discard", *RESHUFFLED)
    phase(st, "experiment")
    st.chance = SeededChance(seed)
    do(st, A.END)
    assert st.chance.count == 1  # one shuffle, nothing else drawn from chance
    return ids(laid), ids(st.hand[0]) + ids(st.deck[0])


@pytest.mark.parametrize("fast", [True, False], ids=["MO-DECK-1-fast-shuffle",
                                                     "MO-DECK-1-plain-shuffle"])
def test_mo_deck_1_reshuffled_discard_is_really_shuffled_and_pinned(monkeypatch, fast):
    """MO-DECK-1 on a seeded source: the new deck is not the discard pile in the order it
    lay, it is the seed's own order (pinned: a change in how decks are shuffled changes
    every replay), the same for the same seed and another one for another seed; the fast
    stand-in and ``random.shuffle`` agree."""
    if not fast:
        monkeypatch.setattr(fastrng, "FAST", False)
    laid, new = _reshuffled(7)
    assert laid == list(RESHUFFLED) and sorted(new) == sorted(laid)
    assert new != laid
    assert new == ["serpentscale", "dragons-blood", "moonpetal", "unicorn-hair", "lead",
                   "saltpetre", "sulphur", "quicksilver"]
    plain = list(RESHUFFLED)
    random.Random(7).shuffle(plain)
    assert new == plain
    assert _reshuffled(7)[1] == new and _reshuffled(8)[1] != new


def test_mo_deck_2_no_early_shuffle():
    """MO-DECK-2: with cards left the deck is drawn down first; no shuffle otherwise."""
    st = game()
    bare(st, 0)
    give(st, 0, "deck", "lead", "sulphur", "moonpetal", "saltpetre", "unicorn-hair", "lead")
    give(st, 0, "discard", "sulphur")
    phase(st, "experiment")
    count = st.chance.count
    events = do(st, A.END)
    assert st.chance.count == count and not any(e.kind == "reshuffle" for e in events)
    assert ids(st.deck[0]) == ["lead"] and len(st.disc[0]) == 1


def test_mo_deck_3_mo_deck_4_attempt_cards_never_leave_the_deck():
    """MO-DECK-3: starting Attempt cards are never lost; MO-DECK-4: an effect that would send
    one to the Supply does not happen."""
    st = game()
    bare(st, 0)
    c = give(st, 0, "hand", "attempt-transmutation")[0]
    phase(st, "experiment")
    assert of(st, A.Sell) == []
    assert st._to_supply(c, st.hand[0]) is False and c in st.hand[0]
    st.table.check()


def test_mo_clue_1_clues_never_enter_deck_or_discard():
    """MO-CLUE-1: a gained Clue card sits in front of the player."""
    st, c = ready(discovery="albedo", research="")
    succeed(st)
    assert len(st.clues[0]) == 1
    assert not [x for x in st.deck[0] + st.disc[0] + st.hand[0] if x.startswith("clue-")]


def test_mo_clue_2_others_see_the_type_not_the_reagent():
    """MO-CLUE-2: others see which Clue types a player holds, not the Reagent."""
    st, c = ready(discovery="albedo", research="")
    succeed(st)
    mine = st.observation(0)["seats"][0]["clues"]
    theirs = st.observation(1)["seats"][0]["clues"]
    assert mine[0]["type"] == theirs[0]["type"] == "albedo"
    assert mine[0]["reagent"] in st.axes_a + st.axes_m and theirs[0]["reagent"] is None
    assert theirs[0]["card"] is None and st.clues[0][0] not in str(st.observation(1))


def test_mo_clue_3_one_clue_of_each_type_at_most():
    """MO-CLUE-3: succeeding at Albedo again gives nothing more."""
    st, c = ready(discovery="albedo", research="")
    st.clues[0].append(st.cluepile["albedo"].pop(0))
    pile = len(st.cluepile["albedo"])
    succeed(st)
    assert len(st.clues[0]) == 1 and len(st.cluepile["albedo"]) == pile
