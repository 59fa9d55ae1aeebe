"""The alchemy puzzle of Forbidden Alchemy: every FA-ALCH rule, the house rules it rests on
(FA-GAP-2, -4 to -10, -13), and the exact chance of passing."""

from __future__ import annotations

import itertools
import json
from fractions import Fraction

import pytest

from eldertable.engine.chance import ScriptedChance, SeededChance
from eldertable.engine.odds import d10_under
from eldertable.engine.protocol import CHANCE, TERMINAL, IllegalAction
from eldertable.games.mansions.puzzles import puzzle_classes, puzzle_from_json
from eldertable.games.mansions.puzzles.alchemy import (AlchemyDeal, AlchemyDiscard,
                                                       AlchemyDraw, AlchemyPuzzle, AlchemyRoll,
                                                       AlchemySkillPoint, AlchemyStop,
                                                       AlchemySwap)
from eldertable.games.mansions.puzzles.alchemy_odds import (board_pass_chance, pass_chance,
                                                            roll_passes)
from eldertable.games.mansions.puzzles.budget import FirstEditionBudget
from eldertable.games.mansions.puzzles.data import alchemy_data
from eldertable.games.mansions.puzzles.side_effects import SideEffectDeck

ALL = [f"a{i:02d}" for i in range(1, 13)]
# side 10A, clockwise from the top: triangle, circle, diamond, circle, triangle, diamond
JENNY_PILE = ["a01", "a03", "a02", "a06", "a05", "a04", "a07", "a08", "a09", "a10", "a11", "a12"]


def shape(piece: str) -> str:
    return alchemy_data().shape_of()[piece]


def dealt(side="10A", intellect=4, luck=0, points=0, pile=None, dice=(), rules=None,
          deck=None, card=None) -> AlchemyPuzzle:
    """A puzzle whose pile keeps the given order (ScriptedChance 'keep'), fully dealt."""
    p = AlchemyPuzzle(side, FirstEditionBudget(intellect, luck, points),
                      chance=ScriptedChance(dice), rules=rules, pile=list(pile or ALL),
                      side_effects=deck, initiating_card=card)
    while p.phase == "deal":
        p.apply(AlchemyDeal())
    return p


# ----------------------------------------------------------------------------- FA-ALCH


def test_fa_alch_1_alchemy_is_a_puzzle_type_beside_wiring_lock_and_rune():
    kinds = puzzle_classes()
    assert {"alchemy", "wiring", "fa-lock", "rune"} <= set(kinds)
    p = dealt()
    before = p.actions_left
    p.apply(AlchemySwap(0, 1))
    assert p.actions_left == before - 1  # puzzle actions are what moves pieces


def test_fa_alch_2_a_perfect_board_still_needs_the_completion_roll():
    # pieces laid so that every edge of 10A matches: triangle, circle, diamond, circle, ...
    pile = ["a03", "a01", "a02", "a04", "a06", "a05", "a07", "a08", "a09", "a10", "a11", "a12"]
    p = dealt(pile=pile, dice=[10])
    assert p.correct_count() == 6
    assert p.outcome() is None and p.current_player() != TERMINAL
    p.apply(AlchemyStop())
    p.apply(AlchemyRoll())
    assert p.outcome().solved is False  # six right pieces, and the roll still failed


def test_fa_alch_3_the_puzzle_belongs_to_the_attempting_player_alone():
    p = dealt()
    assert p.num_seats() == 1
    assert p.legal_actions(1) == []
    assert p.legal_actions(0)


def test_fa_alch_4_setup_lays_out_the_side_the_card_names():
    a = dealt("10A")
    b = dealt("10B")
    data = alchemy_data().layout("hexagon")
    assert a.edges == data.side("10A").edges
    assert b.edges == data.side("10B").edges
    assert a.edges != b.edges
    with pytest.raises(ValueError):
        AlchemyPuzzle("10C", FirstEditionBudget(3))


def test_fa_alch_5_setup_shuffles_the_pile():
    chance = SeededChance(3)
    p = AlchemyPuzzle("10A", FirstEditionBudget(3), chance=chance, pile=list(ALL))
    assert chance.count == 1  # one shuffle, before any piece is dealt
    assert sorted(p.pile) == ALL and p.pile != ALL
    other = AlchemyPuzzle("10A", FirstEditionBudget(3), seed=4)
    assert other.pile != p.pile


def test_fa_alch_6_deal_one_at_a_time_clockwise_from_the_top_edge():
    p = AlchemyPuzzle("10A", FirstEditionBudget(3), chance=ScriptedChance(), pile=list(ALL))
    for edge in range(6):
        assert p.current_player() == CHANCE and p.legal_actions(CHANCE) == [AlchemyDeal()]
        top = p.pile[0]
        events = p.apply(AlchemyDeal())
        assert events[0].data["slot"] == edge and events[0].data["piece"] == top
        assert p.slots[:edge + 1] == ALL[:edge + 1] and p.slots[edge + 1:] == [None] * (5 - edge)
    assert p.phase == "play" and all(p.slots)
    with pytest.raises(IllegalAction):
        p.apply(AlchemyDeal())


def test_fa_alch_7_every_piece_shows_exactly_one_of_three_shapes():
    data = alchemy_data()
    assert {s.id for s in data.shapes} == {"circle", "diamond", "triangle"}
    colours = {s.id: s.name for s in data.shapes}
    assert colours == {"circle": "blue circle", "diamond": "red diamond",
                       "triangle": "yellow triangle"}
    assert len(data.pieces) == 12
    assert all(p.shape in colours for p in data.pieces)


def test_fa_alch_8_a_piece_counts_by_the_shape_on_its_tile_side():
    p = dealt(pile=JENNY_PILE)
    obs = p.observation(0)
    for edge, slot in enumerate(obs["slots"]):
        assert slot["correct"] == (slot["shape"] == obs["edges"][edge])
    assert [s["correct"] for s in obs["slots"]] == [False, False, True, False, False, False]


def test_fa_alch_9_puzzle_actions_equal_intellect():
    for intellect in (1, 3, 5):
        assert dealt(intellect=intellect).actions_left == intellect


def test_fa_alch_10_swap_costs_one_action_and_exchanges_two_pieces():
    p = dealt()
    first, second = p.slots[2], p.slots[3]
    p.apply(AlchemySwap(2, 3))
    assert (p.slots[2], p.slots[3]) == (second, first)
    assert p.actions_left == 3 and p.actions_used == 1


def test_fa_alch_11_swap_needs_touching_pieces():
    p = dealt()
    board = list(p.slots)
    for a, b in [(0, 2), (1, 4), (0, 3)]:
        with pytest.raises(IllegalAction) as err:
            p.apply(AlchemySwap(a, b))
        assert "touching" in err.value.reason.render()
    assert p.slots == board and p.actions_left == 4  # a refused swap changes nothing
    assert p.neighbours(0) == [1, 5] and p.neighbours(3) == [2, 4]


def test_fa_alch_12_replace_costs_two_actions():
    p = dealt(intellect=3)
    p.apply(AlchemyDiscard(0))
    p.apply(AlchemyDraw())
    assert p.actions_left == 1
    assert not any(isinstance(a, AlchemyDiscard) for a in p.legal_actions())
    with pytest.raises(IllegalAction):
        p.apply(AlchemyDiscard(1))


def test_fa_alch_13_replace_discards_first_then_draws_into_the_gap():
    p = dealt()
    top = p.pile[0]
    gone = p.slots[4]
    p.apply(AlchemyDiscard(4))
    assert p.slots[4] is None and gone in p.set_aside
    assert p.pile[0] == top  # nothing drawn yet: the choice came first
    assert p.current_player() == CHANCE and p.legal_actions(CHANCE) == [AlchemyDraw()]
    with pytest.raises(IllegalAction):
        p.apply(AlchemySwap(0, 1))
    p.apply(AlchemyDraw())
    assert p.slots[4] == top and p.phase == "play"


def test_fa_alch_14_alchemy_chooses_before_drawing_other_puzzles_draw_first():
    from eldertable.games.mansions.puzzles.piled import DrawPiece, PlaceDrawn
    from eldertable.games.mansions.puzzles.wiring import WiringPuzzle

    p = dealt()
    # no alchemy action reveals a new piece before one is chosen to go
    assert not any(isinstance(a, AlchemyDraw) for a in p.legal_actions(0))
    w = WiringPuzzle(FirstEditionBudget(6), seed=1)
    assert DrawPiece() in w.legal_actions()
    assert not any(isinstance(a, PlaceDrawn) for a in w.legal_actions())
    w.apply(DrawPiece())
    assert w.pending is not None  # the new piece is in view before the choice
    assert all(isinstance(a, PlaceDrawn) for a in w.legal_actions())


def test_fa_alch_15_stop_at_any_time_or_when_no_action_is_left():
    p = dealt()
    p.apply(AlchemyStop())
    assert p.phase == "roll" and p.actions_left == 4
    q = dealt(intellect=2)
    q.apply(AlchemySwap(0, 1))
    assert q.phase == "play"
    q.apply(AlchemySwap(1, 2))
    assert q.phase == "roll"
    r = dealt(intellect=2)
    r.apply(AlchemyDiscard(0))
    assert r.phase == "draw"  # the Replace finishes before the attempt stops
    r.apply(AlchemyDraw())
    assert r.phase == "roll"


def test_fa_alch_16_however_the_attempt_stops_the_roll_follows():
    for stop in ("button", "spent"):
        p = dealt(intellect=1, dice=[3])
        if stop == "button":
            p.apply(AlchemyStop())
        else:
            p.apply(AlchemySwap(0, 1))
        assert p.outcome() is None
        assert p.legal_actions(CHANCE) == [AlchemyRoll()] and p.legal_actions(0) == []
        p.apply(AlchemyRoll())
        assert p.outcome() is not None and p.current_player() == TERMINAL


def test_fa_alch_17_an_explore_card_puzzle_reports_back_to_its_card():
    p = dealt(dice=[1], card="exploration:dusty-retort")
    p.apply(AlchemyStop())
    p.apply(AlchemyRoll())
    details = p.outcome().details
    assert details["initiating_card"] == "exploration:dusty-retort"


def test_fa_alch_18_correct_when_shape_matches_the_touched_edge():
    p = dealt(pile=JENNY_PILE)
    assert p.correct_count() == 1
    p.apply(AlchemySwap(0, 1))  # triangle and circle trade places onto matching edges
    assert p.correct_count() == 3
    assert p.is_correct(0) and p.is_correct(1) and p.is_correct(2)


@pytest.mark.parametrize("face", range(2, 10))
def test_fa_alch_19_a_roll_at_or_under_the_correct_count_passes(face):
    pile = ["a03", "a01", "a02", "a04", "a06", "a05", "a07", "a08", "a09", "a10", "a11", "a12"]
    p = dealt(pile=pile, dice=[face])
    p.apply(AlchemyStop())
    p.apply(AlchemyRoll())
    assert p.outcome().solved is (face <= 6)


def test_fa_alch_20_a_roll_over_the_correct_count_fails():
    p = dealt(pile=JENNY_PILE, dice=[2])  # one correct piece
    p.apply(AlchemyStop())
    p.apply(AlchemyRoll())
    out = p.outcome()
    assert out.solved is False and out.details["roll"] == 2 and out.details["correct"] == 1


def test_fa_alch_21_no_skill_point_on_the_completion_roll():
    p = dealt(luck=3, points=2, dice=[5])
    p.apply(AlchemyStop())
    assert AlchemySkillPoint() not in p.legal_actions(CHANCE)
    with pytest.raises(IllegalAction):
        p.apply(AlchemySkillPoint())
    assert p.budget.spent == 0


def test_fa_alch_22_and_23_a_pass_completes_the_puzzle_and_the_card_decides_the_rest():
    deck = SideEffectDeck(["se-1", "se-2"])
    p = dealt(dice=[1], deck=deck, card="objective:1b")
    p.apply(AlchemyStop())
    p.apply(AlchemyRoll())
    out = p.outcome()
    assert out.solved and out.details["initiating_card"] == "objective:1b"
    assert out.details["side_effect"] is None and out.details["side_effect_due"] is False
    assert p.current_player() == TERMINAL  # the investigator carries on with the turn
    assert p.result().winners == ("investigators",)


def test_fa_alch_24_a_failure_draws_a_side_effect_card():
    deck = SideEffectDeck(["se-7", "se-2", "se-9"])
    p = dealt(dice=[9], deck=deck)
    p.apply(AlchemyStop())
    events = p.apply(AlchemyRoll())
    out = p.outcome()
    assert out.details["side_effect"] == "se-7"
    assert out.details["side_effects"]["cards"] == ["se-2", "se-9"]
    assert any(e.kind == "side-effect" and e.data["card"] == "se-7" for e in events)


def test_fa_alch_25_the_card_may_add_more_failure_effects_beside_the_side_effect():
    deck = SideEffectDeck(["se-1"])
    p = dealt(dice=[9], deck=deck, card="event:iii")
    p.apply(AlchemyStop())
    p.apply(AlchemyRoll())
    details = p.outcome().details
    assert details["side_effect"] == "se-1" and details["initiating_card"] == "event:iii"


@pytest.mark.parametrize("face", [1, 9])
def test_fa_alch_26_all_pieces_go_to_the_bottom_of_the_pile_pass_or_fail(face):
    p = dealt(dice=[face])
    p.apply(AlchemyDiscard(0))  # one piece set aside
    p.apply(AlchemyDraw())
    waiting = list(p.pile)
    board = list(p.slots)
    aside = list(p.set_aside)
    p.apply(AlchemyStop())
    p.apply(AlchemyRoll())
    assert p.pile == waiting + board + aside
    assert p.slots == [None] * 6 and p.set_aside == []
    assert p.outcome().details["pile"] == p.pile and sorted(p.pile) == ALL


def test_fa_alch_27_a_failed_alchemy_puzzle_does_not_stay_on_the_table():
    p = dealt(dice=[10])
    p.apply(AlchemySwap(0, 1))
    p.apply(AlchemyStop())
    p.apply(AlchemyRoll())
    out = p.outcome()
    assert out.solved is False and out.keep_board is False and out.state is None
    again = AlchemyPuzzle("10A", FirstEditionBudget(4), seed=9, pile=out.details["pile"])
    assert again.phase == "deal" and again.slots == [None] * 6  # a fresh setup


def test_fa_alch_28_base_puzzle_rules_apply_skill_points_and_secrecy():
    p = dealt(luck=2, points=1)
    assert AlchemySkillPoint() in p.legal_actions(0)
    secret = p.observation(0)
    assert "pile" not in secret and secret["pile_count"] == 6  # the pile's order stays hidden
    assert p.observation(None)["pile"] == p.pile


def test_fa_alch_29_a_skill_point_adds_luck_during_the_attempt():
    p = dealt(intellect=3, luck=4, points=1)
    p.apply(AlchemySwap(0, 1))
    events = p.apply(AlchemySkillPoint())
    assert p.actions_left == 2 + 4 and events[0].data["added"] == 4
    assert p.budget.spent == 1
    p.apply(AlchemySwap(1, 2))
    assert p.actions_left == 5  # the added actions are ordinary puzzle actions


def test_fa_alch_30_worked_example_jenny_barnes():
    """Jenny (Intellect 4) swaps once, replaces once (discard, then draw), leaves one action,
    has four correct pieces, rolls 7 and fails; she draws a Side Effect card and her card
    decides the rest."""
    deck = SideEffectDeck(["se-memory-hole", "se-2"])
    p = dealt("10A", intellect=4, pile=JENNY_PILE, dice=[7], deck=deck,
              card="exploration:jenny")
    assert p.actions_left == 4
    p.apply(AlchemySwap(0, 1))
    assert p.actions_left == 3
    p.apply(AlchemyDiscard(3))
    assert p.slots[3] is None
    p.apply(AlchemyDraw())
    assert p.actions_left == 1
    assert p.correct_count() == 4
    assert p.pass_chance() == Fraction(4, 10)
    p.apply(AlchemyStop())
    events = p.apply(AlchemyRoll())
    rolled = next(e for e in events if e.kind == "rolled")
    assert rolled.data == {"face": 7, "correct": 4, "passed": False, "dice": [7], "sides": 10}
    out = p.outcome()
    assert not out.solved and out.steps_used == 3
    assert out.details["side_effect"] == "se-memory-hole"
    assert out.details["initiating_card"] == "exploration:jenny"


# ----------------------------------------------------------------------------- house rules


def test_fa_gap_2_skill_points_per_attempt_follow_the_house_rule():
    p = dealt(luck=2, points=3)
    p.apply(AlchemySkillPoint())
    assert AlchemySkillPoint() not in p.legal_actions(0)
    with pytest.raises(IllegalAction):
        p.apply(AlchemySkillPoint())
    q = dealt(luck=2, points=3, rules={"FA-GAP-2": 2})
    q.apply(AlchemySkillPoint())
    q.apply(AlchemySkillPoint())
    assert q.actions_left == 4 + 2 + 2
    assert AlchemySkillPoint() not in q.legal_actions(0)


def test_fa_gap_4_hexagon_by_default_octagon_on_request():
    assert dealt().size == 6 and len(dealt().pile) == 6
    p = dealt(rules={"FA-GAP-4": "octagon"})
    assert p.size == 8 and len(p.pile) == 4
    assert p.neighbours(0) == [1, 7]


def test_fa_gap_5_four_of_each_shape_and_each_side_shows_each_shape_twice():
    data = alchemy_data()
    counts = {s: sum(1 for p in data.pieces if p.shape == s)
              for s in ("circle", "diamond", "triangle")}
    assert counts == {"circle": 4, "diamond": 4, "triangle": 4}
    for side in data.layout("hexagon").sides:
        assert sorted(side.edges) == sorted(["circle", "diamond", "triangle"] * 2)
    p = AlchemyPuzzle("10A", FirstEditionBudget(3), seed=2, rules={"FA-GAP-5": False})
    assert sorted(p.edges) == sorted(data.layout("hexagon").side("10A").edges)


def test_fa_gap_6_open_ring_when_switched_off():
    p = dealt(rules={"FA-GAP-6": False})
    assert p.neighbours(0) == [1] and p.neighbours(5) == [4]
    with pytest.raises(IllegalAction):
        p.apply(AlchemySwap(0, 5))
    q = dealt()
    q.apply(AlchemySwap(0, 5))


def test_fa_gap_7_replaced_pieces_wait_aside_or_go_under_the_pile():
    p = dealt()
    gone = p.slots[0]
    p.apply(AlchemyDiscard(0))
    assert p.set_aside == [gone] and gone not in p.pile
    q = dealt(rules={"FA-GAP-7": False})
    gone = q.slots[0]
    q.apply(AlchemyDiscard(0))
    assert q.set_aside == [] and q.pile[-1] == gone


def test_fa_gap_8_pieces_can_be_shuffled_in_instead():
    p = AlchemyPuzzle("10A", FirstEditionBudget(1), seed=5, rules={"FA-GAP-8": "shuffle"})
    while p.current_player() != TERMINAL:
        p.apply((p.legal_actions(CHANCE) or [AlchemyStop()])[0])
    assert sorted(p.pile) == ALL
    q = AlchemyPuzzle("10A", FirstEditionBudget(1), seed=5)
    while q.current_player() != TERMINAL:
        q.apply((q.legal_actions(CHANCE) or [AlchemyStop()])[0])
    assert q.pile != p.pile


def test_fa_gap_9_and_fa_test_4_5_naturals_on_the_completion_roll():
    assert roll_passes(1, 0) and not roll_passes(10, 12)
    assert not roll_passes(1, 0, naturals=False) and roll_passes(10, 12, naturals=False)
    empty_board = dealt(pile=["a02", "a03", "a01", "a06", "a04", "a07",
                              "a05", "a08", "a09", "a10", "a11", "a12"], dice=[1])
    assert empty_board.correct_count() == 0
    empty_board.apply(AlchemyStop())
    empty_board.apply(AlchemyRoll())
    assert empty_board.outcome().solved  # a natural 1


def test_fa_gap_10_no_replace_from_an_empty_pile_unless_switched_off():
    p = dealt(intellect=20)
    for _ in range(6):
        p.apply(AlchemyDiscard(0))
        p.apply(AlchemyDraw())
    assert p.pile == [] and p.replace_problem() is not None
    assert not any(isinstance(a, AlchemyDiscard) for a in p.legal_actions(0))
    q = dealt(intellect=20, rules={"FA-GAP-10": False})
    for _ in range(6):
        q.apply(AlchemyDiscard(0))
        q.apply(AlchemyDraw())
    last = q.slots[0]
    q.apply(AlchemyDiscard(0))
    events = q.apply(AlchemyDraw())
    assert events[0].kind == "refilled" and q.slots[0] != last


def test_fa_gap_13_and_fa_side_5_side_effect_deck_rules():
    chance = ScriptedChance()
    deck = SideEffectDeck([], discards=["se-1", "se-2"])
    assert deck.draw(chance) == "se-1" and deck.discards == []
    assert SideEffectDeck([], discards=["se-1"]).draw(chance, reshuffle=False) is None
    solo = SideEffectDeck(["se-multi", "se-3"], multi=["se-multi"], solo=True)
    assert solo.draw(chance) == "se-3" and solo.discards == ["se-multi"]
    only_multi = SideEffectDeck(["se-multi"], multi=["se-multi"], solo=True)
    assert only_multi.draw(chance) is None


# ----------------------------------------------------------------------------- the odds


@pytest.mark.parametrize("correct", range(0, 13))
def test_pass_chance_is_exactly_the_share_of_passing_faces(correct):
    faces = sum(roll_passes(f, correct) for f in range(1, 11))
    assert pass_chance(correct) == Fraction(faces, 10)
    assert float(pass_chance(correct)) == d10_under(correct)["p_pass"]


def test_pass_chance_follows_the_board_after_every_move():
    p = dealt(pile=JENNY_PILE)
    seen = [p.observation(0)["chance"]]
    p.apply(AlchemySwap(0, 1))
    seen.append(p.observation(0)["chance"])
    p.apply(AlchemyDiscard(3))
    mid = p.pass_chance()
    p.apply(AlchemyDraw())
    seen.append(p.observation(0)["chance"])
    assert seen == [0.1, 0.3, 0.4]
    # between discard and draw: 3 right, the gap is a circle edge and the pile holds
    # a07 (circle), a08 (diamond), a09 (triangle), a10 (circle), a11, a12
    assert mid == Fraction(2, 6) * Fraction(4, 10) + Fraction(4, 6) * Fraction(3, 10)


def test_pass_chance_with_empty_edges_matches_every_order_of_the_pile():
    pool = ["circle", "circle", "diamond", "triangle", "triangle"]
    edges = ("circle", "triangle", "diamond")
    total, hits = 0, Fraction(0)
    for order in itertools.permutations(range(len(pool)), len(edges)):
        total += 1
        m = sum(pool[i] == e for i, e in zip(order, edges))
        hits += pass_chance(2 + m)
    want = hits / total
    got = board_pass_chance(2, edges, {"circle": 2, "diamond": 1, "triangle": 2})
    assert got == want


def test_pass_chance_before_the_deal_averages_every_deal():
    """Every sequence of six dealt shapes, weighted by how many piece orders give it."""
    p = AlchemyPuzzle("10A", FirstEditionBudget(3), chance=ScriptedChance(), pile=list(ALL))
    edges = p.edges
    acc = Fraction(0)
    for seq in itertools.product(("circle", "diamond", "triangle"), repeat=6):
        left = {"circle": 4, "diamond": 4, "triangle": 4}
        weight = Fraction(1)
        for k, s in enumerate(seq):
            weight *= Fraction(left[s], 12 - k)
            left[s] -= 1
        acc += weight * pass_chance(sum(s == e for s, e in zip(seq, edges)))
    assert p.pass_chance() == acc


# ----------------------------------------------------------------------------- saves


def test_save_and_resume_between_discard_and_draw_reproduces_the_attempt():
    p = AlchemyPuzzle("10B", FirstEditionBudget(5, 2, 1), seed=21)
    while p.phase == "deal":
        p.apply(AlchemyDeal())
    p.apply(AlchemySwap(1, 2))
    p.apply(AlchemyDiscard(4))
    saved = json.loads(json.dumps(p.to_json()))
    q = puzzle_from_json(saved)
    assert q.to_json() == p.to_json() and q.observation(0) == p.observation(0)
    for state in (p, q):
        state.apply(AlchemyDraw())
        state.apply(AlchemySkillPoint())
        state.apply(AlchemyStop())
        state.apply(AlchemyRoll())
    assert q.outcome() == p.outcome() and q.digest() == p.digest()


def test_a_puzzle_on_the_games_chance_needs_that_chance_to_resume():
    chance = SeededChance(8)
    p = AlchemyPuzzle("10A", FirstEditionBudget(3), chance=chance)
    data = p.to_json()
    assert "rng" not in data
    with pytest.raises(ValueError):
        puzzle_from_json(data)
    assert puzzle_from_json(data, chance).pile == p.pile


def test_a_damaged_save_is_refused():
    data = dealt().to_json()
    data["slots"][0] = data["slots"][1]
    with pytest.raises(ValueError):
        puzzle_from_json(data, ScriptedChance())
    with pytest.raises(ValueError):
        puzzle_from_json({"kind": "alchemy", "format": 99}, ScriptedChance())
