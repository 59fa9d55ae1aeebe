"""Tradeskill Phase: MO-TRADE-1..8, MO-CARD-34/35, MO-GAP-24/25/27/29."""

from __future__ import annotations

from mo_helpers import bare, do, game, give, kinds, of, phase, roll
from eldertable.games.magnum_opus import actions as A
from eldertable.games.magnum_opus.content import load_content
from eldertable.engine.protocol import CHANCE


def ts_game(*hand, deck=(), house=None, gold=0):
    st = game(house=house)
    bare(st, 0)
    give(st, 0, "hand", *hand)
    if deck:
        give(st, 0, "deck", *deck)
    st.gold[0] = gold
    phase(st, "tradeskill")
    return st


def play(st, cid, res):
    card = [c for c in st.hand[0] if c.startswith(cid + "#")][0]
    return do(st, A.make(A.PlayTradeskill, card, res))


def test_mo_trade_1_optional_zero_one_or_two():
    """MO-TRADE-1: the phase may be passed, or one or two cards played."""
    st = ts_game("prepare-herbs", "prepare-herbs", "lead")
    assert "EndPhase" in kinds(st) and "PlayTradeskill" in kinds(st)
    do(st, A.END)
    assert st.phase == "table" and st.gold[0] == 0


def test_mo_trade_2_first_card_for_gold_or_cards():
    """MO-TRADE-2: the first card gives its Gold or its card draws, as chosen; it is
    discarded."""
    st = ts_game("brew-remedies", "lead", deck=("quicksilver",))
    opts = {(a.card.split("#")[0], a.resource) for a in of(st, A.PlayTradeskill)}
    assert opts == {("brew-remedies", "gold"), ("brew-remedies", "cards")}
    play(st, "brew-remedies", "gold")
    assert st.gold[0] == 2 and [c.split("#")[0] for c in st.disc[0]] == ["brew-remedies"]


def test_mo_trade_3_second_card_only_for_the_other_resource():
    """MO-TRADE-3: after Gold, a second Tradeskill may only draw cards (and vice versa)."""
    st = ts_game("prepare-herbs", "prepare-herbs", "prepare-herbs", deck=("lead", "sulphur"))
    play(st, "prepare-herbs", "gold")
    assert {a.resource for a in of(st, A.PlayTradeskill)} == {"cards"}
    play(st, "prepare-herbs", "cards")
    assert of(st, A.PlayTradeskill) == []
    assert st.phase == "table"  # nothing left to play: the phase ends


def test_mo_trade_4_draws_come_from_the_own_deck():
    """MO-TRADE-4: card draws come from the player's own draw pile."""
    st = ts_game("copy-manuscripts", deck=("lead", "sulphur", "moonpetal"))
    other = list(st.deck[1])
    play(st, "copy-manuscripts", "cards")
    assert [c.split("#")[0] for c in st.hand[0]] == ["lead", "sulphur"]
    assert st.deck[1] == other and len(st.deck[0]) == 1


def test_mo_trade_5_master_gold_needs_the_flask_roll():
    """MO-TRADE-5 / MO-CARD-34: Lead to Silver (flask 4): a 4 gives its 3 Gold."""
    st = ts_game("lead-to-silver")
    play(st, "lead-to-silver", "gold")
    assert st.current_player() == CHANCE and st.gold[0] == 0
    events = roll(st, 4)
    assert st.gold[0] == 3
    e = [e for e in events if e.kind == "master-roll"][0]
    assert e.chance and e.data["dice"] == [4] and e.data["sides"] == 8
    st = ts_game("lead-to-silver")
    play(st, "lead-to-silver", "gold")
    roll(st, 3)
    assert st.gold[0] == 0


def test_mo_trade_6_no_experience_or_bonus_on_master_roll():
    """MO-TRADE-6: Experience and Table bonuses never change the Master roll."""
    st = ts_game("lead-to-gold")
    give(st, 0, "table", "the-truth", "powerstone")
    st.experience[0] = 5
    play(st, "lead-to-gold", "gold")
    roll(st, 5)  # flask 6: 5 fails however much help there is
    assert st.gold[0] == 0 and st.experience[0] == 5
    assert not st.pending_steps or st.pending_steps[0][0] != "after"


def test_mo_trade_7_failed_master_roll_gives_no_experience():
    """MO-TRADE-7: a failed Master roll gives no Experience token."""
    st = ts_game("lead-to-gold")
    play(st, "lead-to-gold", "gold")
    roll(st, 2)
    assert st.experience[0] == 0


def test_mo_trade_8_master_card_draws_need_no_roll():
    """MO-TRADE-8: taking a Master's card draws needs no roll."""
    st = ts_game("lead-to-gold", deck=("lead", "sulphur"))
    play(st, "lead-to-gold", "cards")
    assert st.current_player() == 0 and len(st.hand[0]) == 2


def test_mo_card_34_lead_to_gold_and_silver_are_masters_for_gold_or_cards():
    """MO-CARD-34: both Transmute cards are Master Tradeskills, offered in the Tradeskill
    Phase for Gold or for cards and nowhere else; Gold at the boundary: a roll equal to
    the flask (6 for Gold, 4 for Silver) pays, one less pays nothing; cards: 2 drawn."""
    masters = {t.id: t for t in load_content().cards.tradeskills if t.level == "master"}
    assert set(masters) == {"lead-to-gold", "lead-to-silver"}
    st = ts_game("lead-to-gold", "lead-to-silver")
    offered = {(a.card.split("#")[0], a.resource) for a in of(st, A.PlayTradeskill)}
    assert offered == {(c, r) for c in masters for r in ("gold", "cards")}
    phase(st, "experiment")
    assert of(st, A.PlayTradeskill) == []
    for cid, flask, gold in (("lead-to-gold", 6, 5), ("lead-to-silver", 4, 3)):
        assert (masters[cid].flask, masters[cid].gold) == (flask, gold)
        for face, paid in ((flask, gold), (flask - 1, 0)):
            st = ts_game(cid)
            play(st, cid, "gold")
            roll(st, face)
            assert st.gold[0] == paid, (cid, face)
        st = ts_game(cid, deck=("lead", "sulphur", "moonpetal"))
        play(st, cid, "cards")
        assert len(st.hand[0]) == 2 and len(st.deck[0]) == 1


def test_mo_card_35_and_mo_gap_24_lead_bonus():
    """MO-CARD-35: after a successful Gold roll a Lead from hand or Table may go back to
    the Supply for more Gold; MO-GAP-24: Lead to Gold +3, Lead to Silver +2."""
    st = ts_game("lead-to-gold", "lead")
    supply_before = len(st.sup["lead"])
    play(st, "lead-to-gold", "gold")
    roll(st, 6)
    assert st.gold[0] == 5 and st.pending_steps[0][0] == "lead"
    do(st, of(st, A.ReturnLead)[0])
    assert st.gold[0] == 8 and len(st.sup["lead"]) == supply_before + 1
    st = ts_game("lead-to-silver")
    give(st, 0, "table", "lead")
    play(st, "lead-to-silver", "gold")
    roll(st, 7)
    do(st, of(st, A.ReturnLead)[0])
    assert st.gold[0] == 5 and st.tab[0] == []
    swapped = ts_game("lead-to-silver", "lead", house={"MO-GAP-24": "gold-2"})
    play(swapped, "lead-to-silver", "gold")
    roll(swapped, 7)
    do(swapped, of(swapped, A.ReturnLead)[0])
    assert swapped.gold[0] == 6


def test_mo_gap_25_natural_eight_on_master_roll():
    """MO-GAP-25: an 8 succeeds on a Master roll whose flask is above 8; switched off it
    must reach the flask."""
    from eldertable.games.magnum_opus.rules import make_rules
    st = ts_game("lead-to-gold")
    flask = make_rules({}).cards["lead-to-gold"].flask
    st.rules.cards["lead-to-gold"]  # the card the roll reads
    play(st, "lead-to-gold", "gold")
    card = st.rules.instances[st.pending_steps[0][1]]
    original = card.flask
    try:
        card.flask = 9
        roll(st, 8)
        assert st.gold[0] == 5
        st2 = ts_game("lead-to-gold", house={"MO-GAP-25": False})
        play(st2, "lead-to-gold", "gold")
        st2.rules.instances[st2.pending_steps[0][1]].flask = 9
        roll(st2, 8)
        assert st2.gold[0] == 0
    finally:
        card.flask = original
        make_rules({"MO-GAP-25": False}).cards["lead-to-gold"].flask = flask


def test_mo_gap_27_failed_master_roll_uses_the_gold_choice():
    """MO-GAP-27: after a failed Gold roll the second card may only draw; switched off, Gold
    may be tried again."""
    st = ts_game("lead-to-gold", "prepare-herbs", deck=("lead",))
    play(st, "lead-to-gold", "gold")
    roll(st, 1)
    assert {a.resource for a in of(st, A.PlayTradeskill)} == {"cards"}
    st = ts_game("lead-to-gold", "prepare-herbs", deck=("lead",), house={"MO-GAP-27": False})
    play(st, "lead-to-gold", "gold")
    roll(st, 1)
    assert {a.resource for a in of(st, A.PlayTradeskill)} == {"gold", "cards"}


def test_mo_gap_29_hand_limit_during_turn():
    """MO-GAP-29: no hand limit by default; a limit stops Tradeskill draws at that size."""
    deck = ("lead", "sulphur", "moonpetal")
    st = ts_game("copy-manuscripts", "lead", "lead", "lead", deck=deck)
    play(st, "copy-manuscripts", "cards")
    assert len(st.hand[0]) == 5
    st = ts_game("copy-manuscripts", "lead", "lead", "lead", deck=deck,
                 house={"MO-GAP-29": 4})
    play(st, "copy-manuscripts", "cards")
    assert len(st.hand[0]) == 4
