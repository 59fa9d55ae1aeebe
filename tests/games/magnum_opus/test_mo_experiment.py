"""Experiment Phase, assistants, Pause and Consider, supplies: MO-EXP-1..9,
MO-ASSIST-1..8, MO-PAUSE-1..3, MO-SUPPLY-1/2, MO-GAP-7/9/11/12."""

from __future__ import annotations

from mo_helpers import bare, cell, do, game, give, ids, kinds, of, phase, roll, set_cell
from eldertable.engine.protocol import CHANCE
from eldertable.games.magnum_opus import actions as A


def exp_game(*hand, gold=3, house=None, xp=0, deck=("attempt-transmutation",) * 5):
    st = game(house=house)
    bare(st, 0)
    give(st, 0, "hand", *hand)
    give(st, 0, "deck", *deck)
    st.gold[0] = gold
    st.experience[0] = xp
    phase(st, "experiment")
    return st


def test_mo_exp_1_exactly_one_action_or_pass():
    """MO-EXP-1: one Experiment action (here a Search), then the turn moves on."""
    st = exp_game("lead")
    assert {"SearchReagents", "Buy", "Sell", "EndPhase"} <= kinds(st)
    do(st, A.SEARCH)
    assert st.seat == 1


def test_mo_exp_2_action_card_is_played_and_followed():
    """MO-EXP-2: an Action card from hand is played and carried out."""
    st = exp_game("patrons-purse", gold=0)
    do(st, of(st, A.PlayAction)[0])
    assert st.gold[0] == 3 and ids(st.disc[0]) == ["patrons-purse"]


def test_mo_exp_3_search_takes_the_top_card_free():
    """MO-EXP-3: the top Search card goes to the discard pile, for nothing."""
    st = exp_game(gold=0)
    top = st.search[0]
    do(st, A.SEARCH)
    assert st.disc[0] == [top] and st.gold[0] == 0


def test_mo_exp_4_buy_up_to_two_reagents_or_journeymen():
    """MO-EXP-4: up to two purchases of Reagents and/or Journeyman Tradeskills."""
    st = exp_game(gold=10)
    items = {a.item for a in of(st, A.Buy)}
    assert "lead" in items and "brew-remedies" in items
    do(st, A.make(A.Buy, "lead"))
    assert st.step == "market" and st.gold[0] == 9
    do(st, A.make(A.Buy, "brew-remedies"))
    assert ids(st.disc[0]) == ["lead", "brew-remedies"] and st.gold[0] == 6
    assert st.seat == 1  # two purchases end the phase


def test_mo_exp_5_masters_are_never_for_sale():
    """MO-EXP-5: Master Tradeskills cannot be bought (nor Apprentice or Effect cards)."""
    st = exp_game(gold=50)
    items = {a.item for a in of(st, A.Buy)}
    assert not items & {"lead-to-gold", "lead-to-silver", "prepare-herbs", "heartstone"}


def test_mo_exp_6_sell_up_to_two_from_hand():
    """MO-EXP-6: up to two Reagent or Apprentice/Journeyman cards back to the Supply."""
    st = exp_game("lead", "prepare-herbs", "attempt-transmutation", "heartstone",
                  "lead-to-gold", gold=0)
    sellable = sorted(ids(a.card for a in of(st, A.Sell)))
    assert sellable == ["lead", "prepare-herbs"]
    lead_pile = len(st.sup["lead"])
    do(st, of(st, A.Sell)[0])
    do(st, of(st, A.Sell)[0])
    assert len(st.sup["lead"]) == lead_pile + 1 and st.seat == 1


def test_mo_exp_7_sale_prices():
    """MO-EXP-7: a Reagent or Journeyman earns 1 Gold, an Apprentice (cost 0) earns 0."""
    st = exp_game("lead", "brew-remedies", gold=0)
    for a in of(st, A.Sell):
        if a.card.startswith("lead#"):
            do(st, a)
    assert st.gold[0] == 1
    do(st, of(st, A.Sell)[0])
    assert st.gold[0] == 2
    st = exp_game("prepare-herbs", gold=0)
    do(st, of(st, A.Sell)[0])
    assert st.gold[0] == 0 and "prepare-herbs#" in " ".join(st.sup["prepare-herbs"])


def test_mo_exp_8_and_mo_gap_12_buy_then_sell():
    """MO-EXP-8 / MO-GAP-12: buy one, then sell one, in that order; sale Gold cannot pay
    for the purchase (variant: either order)."""
    st = exp_game("lead", gold=1)
    do(st, A.make(A.Buy, "lead"))
    assert st.gold[0] == 0 and of(st, A.Sell)
    do(st, of(st, A.Sell)[0])
    assert st.gold[0] == 1 and st.seat == 1
    st = exp_game("lead", gold=0)
    do(st, of(st, A.Sell)[0])
    assert of(st, A.Buy) == []  # sold first: only another sale
    st = exp_game("brew-remedies", gold=0, house={"MO-GAP-12": "any-order"})
    do(st, of(st, A.Sell)[0])
    assert {a.item for a in of(st, A.Buy)} == {"lead", "moonpetal"}  # 1 Gold from the sale
    do(st, A.make(A.Buy, "lead"))
    assert st.seat == 1


def test_mo_exp_9_pass_moves_on():
    """MO-EXP-9: passing does nothing and goes on (to Pause and Consider)."""
    st = exp_game("lead", gold=3)
    do(st, A.END)
    assert st.gold[0] == 3 and st.seat == 1


def test_mo_gap_7_bought_cards_to_discard_or_deck_top():
    """MO-GAP-7: bought cards go to the discard pile; the variant puts them on the deck."""
    st = exp_game(gold=5, house={"MO-GAP-7": "deck-top"}, deck=("sulphur",))
    do(st, A.make(A.Buy, "lead"))
    assert ids(st.deck[0])[0] == "lead" and st.disc[0] == []


def test_mo_gap_11_masters_in_buy_and_sell():
    """MO-GAP-11: Masters cannot be sold, unless the variant allows it in Buy and Sell."""
    st = exp_game("lead-to-gold", gold=5)
    do(st, A.make(A.Buy, "lead"))
    assert of(st, A.Sell) == []
    st = exp_game("lead-to-gold", gold=5, house={"MO-GAP-11": True})
    assert of(st, A.Sell) == []  # not in a plain Sell
    do(st, A.make(A.Buy, "lead"))
    assert ids(a.card for a in of(st, A.Sell)) == ["lead-to-gold"]


def assist_game(discovery, state=1, gold=10, xp=0, house=None):
    st = exp_game(gold=gold, xp=xp, house=house)
    c = cell(st, "lead", "moonpetal")
    set_cell(st, c, discovery=discovery, state=state)
    return st, c


def test_mo_assist_1_only_faceup_formulae():
    """MO-ASSIST-1: an assistant performs only formulae whose Discovery is face up."""
    st, c = assist_game("potable-gold", state=0)
    assert A.make(A.PayAssistant, c) not in st.legal_actions()
    st, c = assist_game("potable-gold", state=1)
    assert A.make(A.PayAssistant, c) in st.legal_actions()
    st, c = assist_game("inexplicable-yield", state=2)
    assert A.make(A.PayAssistant, c) not in st.legal_actions()  # MO-GAP-9: dead formula


def test_mo_assist_2_and_mo_gap_9_fee_is_the_reagents_cost():
    """MO-ASSIST-2 / MO-GAP-9: fee = Lead cost 1 + Moonpetal cost 1 (variant: volatility)."""
    st, c = assist_game("potable-gold", gold=2)
    do(st, A.make(A.PayAssistant, c))
    assert st.gold[0] == 0 + 3  # paid 2, gained Potable Gold's 3
    st, c = assist_game("potable-gold", gold=3, house={"MO-GAP-9": "volatility"})
    assert A.make(A.PayAssistant, c) not in st.legal_actions()  # 2 + 2 = 4 > 3


def test_mo_assist_3_no_reagents_needed():
    """MO-ASSIST-3: the player does not own, play or discard the Reagents."""
    st, c = assist_game("potable-gold")
    give(st, 0, "hand", "lead", "moonpetal")
    do(st, A.make(A.PayAssistant, c))
    assert ids(st.disc[0]) == ["lead", "moonpetal"]  # only discarded with the hand at Pause
    assert st.tab[0] == [] and st.work[0] == []


def test_mo_assist_4_never_claims_research():
    """MO-ASSIST-4: the Research card stays in the Matrix."""
    st, c = assist_game("potable-gold")
    set_cell(st, c, research="lunar-almanac")
    do(st, A.make(A.PayAssistant, c))
    assert len(st.res[c]) == 1 and st.rown[0] == 0


def test_mo_assist_5_non_clue_succeeds_without_a_roll():
    """MO-ASSIST-5: the reward comes at once, no roll."""
    st, c = assist_game("spark-of-insight")
    do(st, A.make(A.PayAssistant, c))
    assert st.experience[0] == 2 and st.seat == 1 and st.chance.remaining() == 0


def test_mo_assist_6_clue_formula_pays_then_rolls():
    """MO-ASSIST-6: pay first, then roll against the two Volatilities (MO-GAP-9)."""
    st, c = assist_game("albedo", gold=2)
    do(st, A.make(A.PayAssistant, c))
    assert st.gold[0] == 0 and st.current_player() == CHANCE and st.transmutation["diff"] == 4
    roll(st, 4)
    assert st.rules.instances[st.clues[0][0]].clue == "albedo"


def test_mo_assist_7_only_experience_helps_the_clue_roll():
    """MO-ASSIST-7: Experience may be spent; Table bonuses do not apply."""
    st, c = assist_game("albedo", xp=2)
    give(st, 0, "table", "the-truth")
    give(st, 0, "hand", "heartstone")
    do(st, A.make(A.PayAssistant, c))
    assert st.transmutation["diff"] == 4  # The Truth ignored
    roll(st, 2)
    assert kinds(st) == {"SpendExperience", "AcceptRoll"}  # no Heartstone reroll
    do(st, of(st, A.SpendExperience)[0])
    assert st.experience[0] == 0 and len(st.clues[0]) == 1


def test_mo_assist_8_failed_assistant_gives_no_experience():
    """MO-ASSIST-8: no Experience token when the assistant fails."""
    st, c = assist_game("albedo", xp=0)
    do(st, A.make(A.PayAssistant, c))
    roll(st, 1)
    assert st.experience[0] == 0 and st.clues[0] == [] and st.seat == 1


def test_mo_pause_1_mo_pause_2_mo_pause_3_discard_draw_five_pass():
    """MO-PAUSE-1: the hand is discarded; MO-PAUSE-2: five new cards; MO-PAUSE-3: the turn
    ends."""
    st = exp_game("lead", "sulphur", deck=())
    give(st, 0, "deck", "moonpetal", "saltpetre", "lead", "sulphur", "unicorn-hair", "lead")
    old = list(st.hand[0])
    do(st, A.END)
    assert st.disc[0] == old
    assert ids(st.hand[0]) == ["moonpetal", "saltpetre", "lead", "sulphur", "unicorn-hair"]
    assert st.seat == 1


def test_mo_supply_1_search_deck_is_never_rebuilt():
    """MO-SUPPLY-1: an empty Search deck stays empty; searching is no longer offered."""
    st = exp_game()
    st.box.extend(st.search)
    st.search.clear()
    st.invalidate()
    assert A.SEARCH not in st.legal_actions()


def test_mo_supply_2_empty_supply_piles_cannot_be_gained():
    """MO-SUPPLY-2: when every copy is taken a card can no longer be bought, until one is
    returned."""
    st = exp_game("lead", gold=10)
    st.box.extend(st.sup["sulphur"])
    st.sup["sulphur"].clear()
    st.invalidate()
    assert A.make(A.Buy, "sulphur") not in st.legal_actions()
    give(st, 0, "hand", "sulphur")
    do(st, [a for a in of(st, A.Sell) if a.card.startswith("sulphur")][0])
    st2 = exp_game(gold=10)
    st2.sup["sulphur"].extend(st.sup["sulphur"])
    st.sup["sulphur"].clear()
    st2.invalidate()
    assert A.make(A.Buy, "sulphur") in st2.legal_actions()


def test_mo_assist_5_the_assistants_attempt_is_not_shown_once_the_turn_ended():
    """MO-ASSIST-5 / MO-ASSIST-6: once the assistant has performed the formula and the turn
    has passed on, no seat's observation shows a transmutation any more (it did, until that
    player's next attempt, and the table labelled the player's Table "the experiment")."""
    st, c = assist_game("albedo", gold=2)
    do(st, A.make(A.PayAssistant, c))
    assert st.observation(0)["transmutation"]["kind"] == "assistant"  # the roll is pending
    roll(st, 4)
    assert st.seat == 1
    for seat in (0, 1, None):
        assert st.observation(seat)["transmutation"] is None
    st, c = assist_game("spark-of-insight")
    do(st, A.make(A.PayAssistant, c))
    assert st.seat == 1 and st.observation(0)["transmutation"] is None
