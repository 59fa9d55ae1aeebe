"""Events that show a seat a card it did not know are marked ``reveal`` (or ``chance``), so
the shell's undo never steps back across them (DESIGN.md "Undo never crosses ... a card
draw, a reveal"): own draws (MO-PAUSE-2, MO-TRADE-2, MO-DECK-1), Clue cards (MO-CLUE-2),
the Mindstone's extra Research card (MO-CARD-24) and a Shelf drawn into play."""

from __future__ import annotations

from mo_helpers import bare, do, game, give, of, roll
from test_mo_cards import ready

from eldertable.engine.bots import RandomBot
from eldertable.engine.chance import SeededChance
from eldertable.engine.protocol import TERMINAL
from eldertable.games.magnum_opus import actions as A
from eldertable.games.magnum_opus import new_game


def _barriers(events, kind: str) -> list:
    got = [e for e in events if e.kind == kind]
    assert got, f"no {kind!r} event in {[e.kind for e in events]}"
    return [e for e in got if e.reveal or e.chance]


def test_mo_trade_2_a_tradeskill_draw_is_a_reveal_for_undo():
    """MO-TRADE-2 (cards from a Tradeskill): the drawn cards are private and a barrier."""
    st = game()
    bare(st, 0)
    herbs = give(st, 0, "hand", "prepare-herbs")[0]
    give(st, 0, "deck", "lead", "sulphur", "moonpetal")
    events = do(st, A.make(A.PlayTradeskill, herbs, "cards"))
    draws = _barriers(events, "draw")
    assert draws and draws[0].visible_to == frozenset((0,))
    assert draws[0].text_for(1) is not None and draws[0].data_for(1) == {}


def test_mo_pause_2_the_new_hand_is_a_reveal_for_undo():
    """MO-PAUSE-1/2: discarding and drawing five at the end of the turn is a barrier."""
    st = game()
    events = []
    while st.seat == 0:
        events += do(st, A.END)
    assert _barriers(events, "draw")


def test_mo_card_24_mindstone_second_pick_is_a_reveal_for_undo():
    """MO-CARD-24: the claimed Research card is seen before the Mindstone choice, and the
    extra card drawn with the Mindstone is seen before the keep choice: both barriers."""
    st, _c = ready(extra=("mindstone",), research="lunar-almanac")
    start = [c for c in st.hand[0] if c.startswith("attempt-transmutation")][0]
    do(st, A.make(A.StartTransmutation, start, False))
    for cid in ("lead", "moonpetal", "mindstone"):
        do(st, A.make(A.AddToExperiment, [h for h in st.hand[0] if h.startswith(cid)][0], ""))
    do(st, A.CONFIRM)
    events = roll(st, 8)
    assert st.pending_steps[0][0] == "mindstone"
    assert _barriers(events, "research-pick")
    events = do(st, of(st, A.UseMindstone)[0])
    mind = _barriers(events, "mindstone")
    assert mind and mind[0].visible_to == frozenset((0,))


def test_mo_clue_2_a_clue_gained_is_a_reveal_for_undo():
    """MO-CLUE-2: the Clue's Reagent is shown to its owner only: a barrier."""
    st, _c = ready(discovery="albedo", research="")
    start = [c for c in st.hand[0] if c.startswith("attempt-transmutation")][0]
    do(st, A.make(A.StartTransmutation, start, False))
    for cid in ("lead", "moonpetal"):
        do(st, A.make(A.AddToExperiment, [h for h in st.hand[0] if h.startswith(cid)][0], ""))
    do(st, A.CONFIRM)
    events = roll(st, 8)
    clue = _barriers(events, "clue")
    assert clue and clue[0].visible_to == frozenset((0,))


def test_mo_private_events_are_always_undo_barriers():
    """In whole random games (2-4 seats), every event meant for one seat only (it shows that
    seat something hidden) is a reveal or a chance event."""
    for players in (2, 3, 4):
        for seed in range(3):
            st = new_game({"players": players, "seats": ["human"] * players,
                           "house_rules": {}, "options": {"round_limit": 30}}, seed,
                          SeededChance(seed))
            bot = RandomBot(0, seed)
            seen = 0
            while st.current_player() != TERMINAL:
                for e in st.apply(bot.choose(None, st.legal_actions())):
                    if e.visible_to is not None:
                        seen += 1
                        assert e.reveal or e.chance, e.kind
            assert seen > 0
