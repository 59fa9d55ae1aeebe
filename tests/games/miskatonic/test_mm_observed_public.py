"""What the observation says is public after Nightmares and after a cultist is shuffled
back into the deck: MM-CARD-1, MM-CARD-2, MM-CARD-8, MM-RIT-5, MM-DRAW-1."""

from __future__ import annotations

from mm_helpers import D, H, J, M, pile_of, ready, reveal, run

from eldertable.games.miskatonic import actions as A

SC1 = "starting_cultist_1"


def test_mm_card_1_2_a_reader_sent_mad_by_nightmares_leaves_the_reading_plan():
    """MM-CARD-1/2: Nightmares reach the reader waiting in the Study; one who fails goes to
    Temporary Insanity, so the observed reading plan (MM-CARD-8) no longer lists him, and
    the Study later reads nothing."""
    st = ready(board={"library": ["nightmares"], "anthropology": ["nothing_special"],
                      "campus_park": ["observant_student_a"]}, possessions=["old_book"])
    reveal(st, {H: "library", J: "anthropology", D: "campus_park",
                M: ("study", "old_book")})
    assert st.observation(1)["study"]["readers"] == [[M, "old_book"]]
    st.chance.push(5, 5, 5, 5, 5, 1, 1, 1)  # Heather, Dramis, Johnny, Mendum (fails)
    run(st, A.RevealLocation("library"))
    assert st.where[M] == "temporary_insanity" and st.chance.remaining() == 0
    assert st.decision is not None and st.decision[1] == "reveal"  # the Study is still to come
    for seat in (0, 1, None):
        assert st.observation(seat)["study"]["readers"] == []
    st.chance.push(*[5] * 40)
    run(st, A.RevealLocation("anthropology"))
    if st.decision is not None and st.decision[1] == "reveal":
        run(st, A.RevealLocation("campus_park"))
    assert st.read == []


def test_mm_rit_5_a_devoured_cultist_drawn_with_the_whole_deck_is_known_in_the_hand():
    """MM-RIT-5: a cultist seen on Secret Rituals and devoured by a 1 is shuffled into the
    deck; when MM-DRAW-1's draw takes the whole deck, everyone knows it is in the hand."""
    st = ready(board={"secret_rituals": [SC1]}, dice=[1, 5])
    for c in list(st.piles["deck"])[3:]:  # a short deck: the next draw takes all of it
        st.table.move(c, "deck", "removed")
    run(st, A.END_PLAY)  # nothing to investigate: the turn ends and the next one draws
    assert pile_of(st, SC1) == "hand" and st.piles["deck"] == []
    assert SC1 in st.observation(1)["known_hidden"]
    assert st.known_deck == []


def test_mm_rit_5_a_devoured_cultist_in_a_fuller_deck_is_not_known_in_the_hand():
    """MM-RIT-5 with MM-DRAW-1 drawing from a deck that keeps cards: nobody can tell where
    the devoured cultist is, so it is not listed as known."""
    st = ready(board={"secret_rituals": [SC1]}, dice=[1, 5])
    for c in list(st.piles["deck"])[10:]:
        st.table.move(c, "deck", "removed")
    run(st, A.END_PLAY)
    assert st.piles["deck"]
    assert SC1 not in st.observation(1)["known_hidden"]
    assert st.known_deck == ([SC1] if SC1 in st.piles["deck"] else [])
