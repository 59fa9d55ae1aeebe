"""MM-REV-1 with MM-COMBAT-1..3 and MM-TEST-1: the chances shown before the investigators
pick the reveal order, from the observing seat's view only; and where each roll belongs."""

from __future__ import annotations

from mm_helpers import H, J, ready, run

from eldertable.engine import odds
from eldertable.games.miskatonic import actions as A
from eldertable.games.miskatonic import load_content
from eldertable.games.miskatonic.chances import reveal_odds


def _at_reveal(dice=()):
    st = ready(board={"library": ["cultist_1"], "campus_park": ["tentacle_monster"]},
               dice=dice)
    run(st, A.END_PLAY, A.PlaceInvestigator(J, "library"),
        A.PlaceInvestigator(H, "campus_park"), A.END_INVESTIGATION)
    assert st.decision[1] == "reveal"
    return st


def test_mm_rev_1_the_cultist_sees_exact_combat_and_check_odds():
    """MM-REV-1, MM-COMBAT-1..3: Johnny's 3 dice against the Cultist's 3 win half the
    time (ties are rolled again); MM-TEST-1 at the boundary: Heather's one Sanity die can
    never make the Tentacle Monster's 2 successes."""
    st = _at_reveal()
    found = reveal_odds(st.observation(0), load_content())
    lib, park = found["library"], found["campus_park"]
    assert [(m.args["a"], m.args["b"], m.args["p"]) for m in lib] == [(3, 3, "50%")]
    assert odds.combat(3, 3)["p_win"] == 0.5
    check, combat = park  # the card's order: the Sanity check, then the fight
    assert "if all of you stay" in combat.text
    assert (combat.args["a"], combat.args["b"]) == (3, 4)
    assert combat.args["p"] == f"{round(odds.combat(3, 4)['p_win'] * 100)}%"
    assert (check.args["n"], check.args["p"]) == (2, "0%")


def test_mm_rev_1_the_investigators_never_learn_a_face_down_card():
    """MM-REV-1: the investigators see backs: the line says so and gives the team's odds
    against combat 1, 2 and 3, the same whatever card lies there."""
    st = _at_reveal()
    obs = st.observation(1)
    found = reveal_odds(obs, load_content())
    for loc in ("library", "campus_park"):
        what, chances = found[loc]
        assert what.args["n"] == 1 and chances.args["a"] == 3
        assert chances.args["wins"] == "85% / 67% / 50%"
        for line in (what, chances):
            assert "cultist" not in repr(line).lower() and "tentacle" not in repr(line).lower()


def test_mm_rev_1_no_odds_outside_the_reveal_choice():
    st = ready(board={"library": ["cultist_1"]})
    assert reveal_odds(st.observation(1), load_content()) == {}


def test_mm_combat_1_the_dice_belong_to_the_location_they_were_rolled_for():
    """MM-COMBAT-1: each roll is marked with the place it was rolled for: while the Campus
    Park's Sanity check is settled, the combat dice still say they were the Library's."""
    st = _at_reveal()
    st.chance.push(5, 6, 1, 5, 1, 1)  # the Library: Johnny 2 hits, the Cultist 1
    st.chance.push(5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)  # the Park, then cleanup
    seen = []
    real = st._emit

    def spy(kind, *args, **kw):
        if kind == "check":
            seen.append(dict(st.roll_at))
        return real(kind, *args, **kw)
    st._emit = spy
    run(st, A.RevealLocation("library"))
    assert seen == [{"inv": "library", "foe": "library", "chk": "campus_park"}]
    assert st.observation(1)["roll_at"] == {}  # a new turn: no dice yet


def test_mm_rit_4_the_ritual_odds_at_the_boundary():
    """MM-RIT-3..5: one die: a success 2 in 6, a 1 in 6; none: nothing; the Dagger's
    bearer (MM-CARD-77, threshold 4) succeeds 3 in 6."""
    assert odds.ritual(1) == {"p_success": 2 / 6, "p_one": 1 / 6}
    assert odds.ritual(0) == {"p_success": 0.0, "p_one": 0.0}
    assert odds.ritual(0, 1, 4)["p_success"] == 0.5
    assert abs(odds.ritual(2)["p_success"] - (1 - (4 / 6) ** 2)) < 1e-12


def test_mm_rit_6_the_cultist_sees_his_ritual_odds_the_investigators_only_backs():
    """MM-RIT-6, MM-REV-1: Secret Rituals come last; the cultist sees the chance of his
    Summon Point, the investigators only how many cards lie there."""
    st = ready(board={"library": ["cultist_1"], "campus_park": ["tentacle_monster"],
                      "secret_rituals": ["cultist_2"]})
    run(st, A.END_PLAY, A.PlaceInvestigator(J, "library"),
        A.PlaceInvestigator(H, "campus_park"), A.END_INVESTIGATION)
    content = load_content()
    (mine,) = reveal_odds(st.observation(0), content)["secret_rituals"]
    n = content.cards["cultist_2"].combat
    assert mine.args["n"] == n
    assert mine.args["p"] == f"{round(odds.ritual(n)['p_success'] * 100)}%"
    (theirs,) = reveal_odds(st.observation(1), content)["secret_rituals"]
    assert theirs.args == {"n": 1}


def test_mm_card_11_the_amulet_makes_the_sanity_check_sure():
    """MM-CARD-11: Heather carries the Amulet of Peace: the Tentacle Monster's Sanity
    check shows 100% instead of 0%."""
    st = ready(board={"library": ["cultist_1"], "campus_park": ["tentacle_monster"]},
               possessions=["amulet_of_peace"])
    run(st, A.END_PLAY, A.PlaceInvestigator(J, "library"),
        A.PlaceInvestigator(H, "campus_park"), A.AssignItem("amulet_of_peace", H),
        A.END_INVESTIGATION)
    assert st.decision[1] == "reveal"
    check = reveal_odds(st.observation(0), load_content())["campus_park"][0]
    assert check.args["p"] == "100%"
