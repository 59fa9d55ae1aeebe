"""Overview, setup, turn sequence, drawing, playing, investigation and reveal order:
MM-GEN-1..2, MM-SETUP-1..5, MM-TURN-1, MM-DRAW-1..4, MM-PLAY-1..3, MM-INV-1..5,
MM-REV-1..3."""

from __future__ import annotations

import pytest
from mm_helpers import D, H, J, M, game, kinds, pile_of, ready, reveal, rolls, run

from eldertable.engine.protocol import IllegalAction
from eldertable.games.miskatonic import actions as A
from eldertable.games.miskatonic import new_game, validate_config


def test_mm_gen_1_exactly_two_players():
    """MM-GEN-1: two seats, never more or fewer."""
    st = game()
    assert st.num_seats() == 2
    with pytest.raises(ValueError, match="exactly two seats"):
        validate_config({"seats": ["human", "human", "human"]})
    with pytest.raises(ValueError):
        validate_config({"seats": ["human"]})


def test_mm_gen_2_cultist_against_investigators():
    """MM-GEN-2: seat 0 is the cultist, seat 1 the investigators; they are the winners."""
    st = game()
    assert st.seat_label(0).render() == "Cultist"
    assert st.seat_label(1).render() == "Investigators"
    assert st.current_player() == 0  # the cultist acts first
    st.winner = None
    st._win("investigators", st.seat_label(1))
    assert st.result().winners == ("investigators",)


def test_mm_setup_1_one_board_both_players_see():
    """MM-SETUP-1: one board between the players: both observations show the same places."""
    st = game()
    assert st.observation(0)["locations"].keys() == st.observation(1)["locations"].keys()
    assert set(st.observation(0)["locations"]) == {"library", "research_wing", "campus_park",
                                                   "sports_field", "infirmary", "anthropology",
                                                   "secret_rituals"}


def test_mm_setup_2_investigator_player_gets_four_investigators():
    """MM-SETUP-2: the four starting investigator cards are the investigator player's."""
    st = game()
    assert sorted(st.piles["pool"]) == sorted([H, J, M, D])
    assert st.observation(1)["spaces"]["pool"] == st.piles["pool"]


def test_mm_setup_3_cultist_starts_with_the_two_starting_cultists():
    """MM-SETUP-3: the hand holds both Starting Cultists (plus the first draw)."""
    st = game()
    assert {"starting_cultist_1", "starting_cultist_2"} <= set(st.piles["hand"])
    assert not any(c.startswith("starting_cultist") for c in st.piles["deck"])


def test_mm_setup_4_every_other_card_in_one_shuffled_face_down_deck():
    """MM-SETUP-4: all other cards form one face-down deck, shuffled through chance."""
    st = game()
    total = len(st.content.cards)
    assert len(st.piles["deck"]) + len(st.piles["hand"]) == total
    assert st.table["deck"].face == "down"
    assert "deck" not in str(st.observation(1)["locations"])
    orders = {tuple(new_game(None, seed).piles["deck"]) for seed in range(5)}
    assert len(orders) > 1  # the seeded shuffle differs by seed
    assert new_game(None, 7).piles["deck"] == new_game(None, 7).piles["deck"]


def test_mm_setup_5_six_sided_dice_and_two_tracks():
    """MM-SETUP-5: every roll is of six-sided dice; two tracks (Summon, Mythos) start at 0."""
    st = game()
    assert st.observation(0)["tracks"] == {"summon": 0, "mythos": 0, "goal": 20}
    st = ready(board={"library": ["village_drunk"]})
    ev = reveal(st, {J: "library", D: "library"}, dice=[5, 1, 1, 1, 1, 1])
    assert rolls(ev) and all(e.data["sides"] == 6 for e in ev if e.kind == "roll")


def test_mm_turn_1_phases_run_in_order():
    """MM-TURN-1: draw, play, investigation, reveal (Secret Rituals last), cleanup, draw."""
    st = ready(board={"research_wing": ["asteroid_fragment"],
                      "secret_rituals": ["starting_cultist_1"]},
               hand=["police", "nightmares", "comet", "mass_murder"])
    phases = [st.phase]
    run(st, A.END_PLAY)
    phases.append(st.phase)
    run(st, A.PlaceInvestigator(H, "research_wing"))
    st.chance.push(5, 5, 1, 2, 3)  # Heather steals the fragment; the ritual fails
    ev = run(st, A.END_INVESTIGATION)
    order = [(e.kind, e.data.get("location")) for e in ev
             if e.kind in ("reveal", "cleanup", "draw")]
    assert order == [("reveal", "research_wing"), ("reveal", "secret_rituals"),
                     ("cleanup", None), ("draw", None)]
    phases.append(st.phase)
    assert phases == ["play", "investigation", "play"] and st.turn == 2


def test_mm_draw_1_first_turn_draws_four_to_six():
    """MM-DRAW-1: the first draw brings the two Starting Cultists up to 6 cards."""
    st = game()
    assert len(st.piles["hand"]) == 6
    assert st.piles["hand"][:2] == ["starting_cultist_1", "starting_cultist_2"]


def test_mm_draw_2_later_turns_refill_to_six():
    """MM-DRAW-2: after the cards come back, the cultist draws up to 6 again."""
    st = ready(board={"research_wing": ["asteroid_fragment"]}, hand=["police", "nightmares"])
    ev = reveal(st, {H: "research_wing"}, dice=[5, 5, 1])  # Heather steals it: 3 MP
    assert st.mythos_points == 3
    assert len(st.piles["hand"]) == 6  # 2 kept + 0 back + 4 drawn
    assert [e.data["cards"] for e in ev if e.kind == "draw"][0] == st.piles["hand"][2:]


def test_mm_draw_3_events_raise_the_hand_above_six():
    """MM-DRAW-3: False Trail's draw can take the hand past 6."""
    st = ready(board={"library": ["false_trail"]},
               hand=["police", "comet", "mass_murder", "slime_trail", "missing_person",
                     "nothing_special"])
    assert len(st.piles["hand"]) == 6
    # Mendum passes Sanity (1); False Trail then draws 1d6 = 4
    reveal(st, {M: "library"}, dice=[5, 1, 1, 4])
    assert len(st.piles["hand"]) == 6 + 4 + 1  # plus False Trail itself, back from the board


def test_mm_draw_4_a_big_hand_skips_the_draw():
    """MM-DRAW-4: with more than 6 cards after cleanup the cultist draws nothing."""
    st = ready(board={"library": ["false_trail"]},
               hand=["comet", "mass_murder", "slime_trail", "missing_person", "nothing_special",
                     "police"])
    deck_before = len(st.piles["deck"])
    ev = reveal(st, {M: "library"}, dice=[5, 1, 1, 2])
    assert len(st.piles["deck"]) == deck_before - 2  # only False Trail's two cards
    assert [len(e.data["cards"]) for e in ev if e.kind == "draw"] == [2]
    assert len(st.piles["hand"]) == 9 and st.turn == 2


def test_mm_play_1_at_least_six_cards_face_down():
    """MM-PLAY-1: the Play phase ends only once 6 cards are down."""
    st = game()
    with pytest.raises(IllegalAction, match="at least 6"):
        st.apply(A.END_PLAY)
    assert A.END_PLAY not in st.legal_actions(0)
    for card in list(st.piles["hand"])[:5]:
        run(st, st.rules.place[card][0])
    assert A.END_PLAY not in st.legal_actions(0)
    run(st, st.rules.place[st.piles["hand"][0]][0])
    assert A.END_PLAY in st.legal_actions(0)
    obs = st.observation(1)
    assert sum(1 for v in obs["locations"].values() for c in v["cards"] if c.get("back")) == 6


def test_mm_play_2_only_on_the_printed_location():
    """MM-PLAY-2: a card goes only where it says (Asteroid Fragment: Research Wing)."""
    st = ready(hand=["asteroid_fragment", "police"])
    places = {a.location for a in st.legal_actions(0)
              if isinstance(a, A.PlaceCard) and a.card == "asteroid_fragment"}
    assert places == {"research_wing"}
    before = st.snapshot()
    with pytest.raises(IllegalAction, match="may only be played on"):
        st.apply(A.PlaceCard("asteroid_fragment", "library"))
    assert st.snapshot() == before


def test_mm_play_3_a_cultist_on_a_location_fights_before_other_encounters():
    """MM-PLAY-3: a Cultist placed on a location fights first there."""
    st = ready(board={"library": ["old_newspaper", "cultist_1"]})
    # Johnny (3 dice) beats the Cultist (3 dice), then Sanity (1) for the newspaper.
    ev = reveal(st, {J: "library"}, dice=[5, 5, 1, 1, 1, 1, 6])
    order = [k for k in kinds(ev) if k in ("combat", "resolve")]
    assert order == ["combat", "resolve"]
    assert pile_of(st, "cultist_1") == "deck"
    assert pile_of(st, "old_newspaper") == "score" and st.mythos_points == 1


def test_mm_inv_1_investigators_go_only_where_cards_lie_face_down():
    """MM-INV-1: placing needs a face-down card at the location."""
    st = ready(board={"library": ["police"]})
    run(st, A.END_PLAY)
    locs = {a.location for a in st.legal_actions(1) if isinstance(a, A.PlaceInvestigator)}
    assert locs == {"library"}
    with pytest.raises(IllegalAction, match="face down"):
        st.apply(A.PlaceInvestigator(H, "campus_park"))
    run(st, A.PlaceInvestigator(H, "library"))
    assert st.observation(0)["locations"]["library"]["investigators"] == [H]


def test_mm_inv_2_only_the_six_university_locations():
    """MM-INV-2: no investigator goes onto Jail, Intensive Care or the like."""
    st = ready(board={"library": ["police"]})
    run(st, A.END_PLAY)
    for space in ("jail", "intensive_care", "temporary_insanity", "moon"):
        with pytest.raises(IllegalAction):
            st.apply(A.PlaceInvestigator(H, space))
    assert len(st.rules.university) == 6


def test_mm_inv_3_never_on_secret_rituals():
    """MM-INV-3: Secret Rituals is closed to investigators."""
    st = ready(board={"library": ["police"], "secret_rituals": ["cultist_1"]})
    run(st, A.END_PLAY)
    assert not any(isinstance(a, A.PlaceInvestigator) and a.location == "secret_rituals"
                   for a in st.legal_actions(1))
    with pytest.raises(IllegalAction, match="never enter Secret Rituals"):
        st.apply(A.PlaceInvestigator(H, "secret_rituals"))


def test_mm_inv_4_any_number_share_a_location_as_a_team():
    """MM-INV-4: all four investigators may stand together."""
    st = ready(board={"library": ["village_drunk"]})
    run(st, A.END_PLAY)
    for inv in (H, J, M, D):
        run(st, A.PlaceInvestigator(inv, "library"))
    assert st.piles["library/inv"] == [H, J, M, D]


def test_mm_inv_5_a_team_adds_combat_and_investigation():
    """MM-INV-5: Johnny (3) and Dramis (3) roll 6 dice of Investigation together."""
    st = ready(board={"library": ["village_drunk"]})
    ev = reveal(st, {J: "library", D: "library"}, dice=[5, 1, 1, 1, 1, 1])
    assert rolls(ev, "investigation") == [[5, 1, 1, 1, 1, 1]]
    assert st.mythos_points == 1


def test_mm_rev_1_the_investigator_player_orders_the_locations():
    """MM-REV-1: with two locations to reveal, the investigators pick which comes first."""
    st = ready(board={"library": ["nothing_special"], "anthropology": ["furious_young_man"]})
    reveal(st, {M: "library", D: "anthropology"})
    assert st.decision[:2] == [1, "reveal"] and set(st.decision[2]) == {"library", "anthropology"}
    st.chance.push(1, 6, 6, 1)  # Dramis' 1 Combat die vs the young man's 2; stays in care
    ev = run(st, A.RevealLocation("anthropology"))
    revealed = [e.data["location"] for e in ev if e.kind == "reveal"]
    assert revealed == ["anthropology", "library"]


def test_mm_rev_2_every_card_at_the_location_is_turned_over():
    """MM-REV-2: revealing a location turns over all its cards, for both players."""
    st = ready(board={"library": ["nothing_special", "old_newspaper"]})
    run(st, A.END_PLAY, A.PlaceInvestigator(M, "library"))
    assert [c.get("back") for c in st.observation(1)["locations"]["library"]["cards"]] == \
        [True, True]
    st.chance.push(1, 1, 1)  # Mendum fails the newspaper's Sanity (1)
    ev = run(st, A.END_INVESTIGATION)
    shown = [e for e in ev if e.kind == "reveal"][0]
    assert sorted(shown.data["cards"]) == ["nothing_special", "old_newspaper"]
    assert shown.reveal and shown.visible_to is None


def test_mm_rev_3_combat_then_sanity_loss_then_the_rest():
    """MM-REV-3: combat cards, then cards that drive investigators mad, then the rest."""
    st = ready(board={"campus_park": ["observant_student_a", "slime_trail",
                                      "thing_in_the_well"]})
    ev = reveal(st, {M: "campus_park"},
                dice=[5, 1, 1, 6, 1, 1, 1, 5, 1, 1, 5])
    assert [e.data["card"] for e in ev if e.kind == "resolve"] == \
        ["thing_in_the_well", "slime_trail", "observant_student_a"]
    assert st.mythos_points == 1 + 2 + 1 and st.summon_points == 1
