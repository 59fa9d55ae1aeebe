"""First-edition wiring, lock and rune puzzles (FA-ALCH-1, -14, -27, -28, -29 and the
house rules FA-GAP-1.*, FA-GAP-2). Every generated instance must be solvable."""

from __future__ import annotations

import json

import pytest

from eldertable.engine.protocol import TERMINAL, IllegalAction
from eldertable.games.mansions.puzzles import puzzle_from_json
from eldertable.games.mansions.puzzles.base import EndAttempt, SpendForSteps
from eldertable.games.mansions.puzzles.budget import FirstEditionBudget
from eldertable.games.mansions.puzzles.data import runes_data
from eldertable.games.mansions.puzzles.grid import E, N, S, W
from eldertable.games.mansions.puzzles.lock import FirstEditionLock, LockSlide
from eldertable.games.mansions.puzzles.piled import BACK, DrawPiece, PlaceDrawn, SwapPieces
from eldertable.games.mansions.puzzles.rune import RunePuzzle, fragments_of
from eldertable.games.mansions.puzzles.sliding import replay
from eldertable.games.mansions.puzzles.wiring import TurnPiece, WiringPuzzle, openings


def fe(intellect=4, luck=0, points=0):
    return FirstEditionBudget(intellect, luck, points)


# ----------------------------------------------------------------------------- shared


@pytest.mark.parametrize("cls", [WiringPuzzle, FirstEditionLock, RunePuzzle])
def test_fa_alch_9_and_29_actions_from_intellect_and_luck_for_a_skill_point(cls):
    p = cls(fe(3, 2, 1), seed=1)
    assert p.steps_left == 3
    p.apply(SpendForSteps())
    assert p.steps_left == 5
    out_of_points = cls(fe(3, 2, 0), seed=1)
    assert SpendForSteps() not in out_of_points.legal_actions(0)
    p.apply(EndAttempt())
    assert p.outcome().spent == 1 and p.outcome().spent_what == "skill-point"


@pytest.mark.parametrize("cls", [WiringPuzzle, FirstEditionLock, RunePuzzle])
def test_fa_alch_27_other_puzzles_stay_on_the_table_between_attempts(cls):
    p = cls(fe(1), seed=2)
    move = next(a for a in p.legal_actions(0) if not isinstance(a, (SpendForSteps, EndAttempt,
                                                                    DrawPiece)))
    p.apply(move)
    if p.solved:
        pytest.fail("one action should not solve a fresh puzzle")
    assert p.current_player() == TERMINAL  # FA-ALCH-15: out of actions
    out = p.outcome()
    assert out.keep_board and not out.solved
    later = puzzle_from_json(json.loads(json.dumps(out.state)))
    assert later.observation(0)["attempt_open"] is False
    later.begin_attempt(fe(2))
    board = {k: v for k, v in later.observation(0).items()
             if k not in ("steps_left", "steps_used", "attempt", "attempt_open", "can_spend")}
    before = {k: v for k, v in p.observation(0).items()
              if k not in ("steps_left", "steps_used", "attempt", "attempt_open", "can_spend")}
    assert board == before


def test_fa_alch_15_for_other_puzzles_a_skill_point_must_come_before_the_last_action():
    p = WiringPuzzle(fe(1, 3, 1), seed=4)
    p.apply(TurnPiece(0))
    assert p.current_player() == TERMINAL


@pytest.mark.parametrize("cls", [WiringPuzzle, RunePuzzle])
def test_fa_alch_14_other_puzzles_draw_first_then_choose(cls):
    p = cls(fe(4), seed=3)
    top = p.pile[0]
    p.apply(DrawPiece())
    assert p.pending == top and p.steps_left == 2  # paid on drawing (FA-GAP-1.replace-cost)
    assert all(isinstance(a, PlaceDrawn) for a in p.legal_actions(0))
    with pytest.raises(IllegalAction):
        p.apply(SwapPieces(0, 1))
    with pytest.raises(IllegalAction):
        p.apply(EndAttempt())
    old = p.board[4]
    p.apply(PlaceDrawn(4))
    assert p.board[4] == top and p.pile[-1] == old and p.pending is None


@pytest.mark.parametrize("cls", [WiringPuzzle, RunePuzzle])
def test_a_drawn_piece_may_go_back_under_the_pile(cls):
    p = cls(fe(4), seed=3, rules={"FA-GAP-1.replace-cost": 1})
    board = list(p.board)
    top = p.pile[0]
    p.apply(DrawPiece())
    assert p.steps_left == 3
    p.apply(PlaceDrawn(BACK))
    assert p.board == board and p.pile[-1] == top


@pytest.mark.parametrize("cls", [WiringPuzzle, RunePuzzle])
def test_only_pieces_that_share_a_side_swap(cls):
    p = cls(fe(4), seed=6)
    with pytest.raises(IllegalAction):
        p.apply(SwapPieces(0, p.cols + 1))  # diagonal neighbours
    with pytest.raises(IllegalAction):
        p.apply(SwapPieces(0, 2))
    a, b = p.board[0], p.board[1]
    p.apply(SwapPieces(0, 1))
    assert p.board[:2] == [b, a]


# ----------------------------------------------------------------------------- wiring


def test_wire_pieces_turn_clockwise():
    assert openings("straight", 0) == {N, S} and openings("straight", 1) == {E, W}
    assert openings("bend", 1) == {E, S} and openings("joint", 3) == {W, N, E}
    p = WiringPuzzle(fe(4), seed=1)
    before = p.turns[5]
    p.apply(TurnPiece(5))
    assert p.turns[5] == (before + 1) % 4


@pytest.mark.parametrize("size", ["4x3", "5x4"])
def test_every_generated_wiring_puzzle_is_solvable(size):
    for seed in range(100):
        p = WiringPuzzle(fe(500), seed=seed, rules={"FA-GAP-1.wiring": size})
        assert not p.is_solved()
        for act in p.proof:
            p.apply(act)
            if p.solved:
                break
        assert p.solved and p.outcome().solved


def test_wiring_swaps_carry_the_turn_and_replacements_enter_unturned():
    p = WiringPuzzle(fe(9), seed=8)
    p.turns[0], p.turns[1] = 1, 3
    a, b = p.board[0], p.board[1]
    p.apply(SwapPieces(0, 1))
    assert (p.board[0], p.turns[0], p.board[1], p.turns[1]) == (b, 3, a, 1)
    p.apply(DrawPiece())
    p.apply(PlaceDrawn(0))
    assert p.turns[0] == 0


def test_the_current_flows_only_through_joined_wires():
    p = WiringPuzzle(fe(4), seed=1)
    p.in_row = p.out_row = 0
    straight = [k for k, v in p.pieces.items() if v == "straight"]
    others = [k for k in p.pieces if k not in straight]
    while len(straight) < 4:  # make sure four straight wires exist
        straight.append(others.pop())
        p.pieces[straight[-1]] = "straight"
    rest = [k for k in p.pieces if k not in straight[:4]]
    p.board = straight[:4] + rest[:8]
    p.pile = rest[8:]
    p.turns = [1, 1, 1, 1] + [0] * 8  # four straight wires lying east-west along the top
    assert p.live_cells()[:4] == [0, 1, 2, 3] and p.is_solved()
    p.turns[2] = 0  # one wire stands upright: the current stops before it
    assert 2 not in p.live_cells() and 3 not in p.live_cells() and not p.is_solved()


# ----------------------------------------------------------------------------- lock


def test_first_edition_lock_is_five_by_five_without_replace():
    p = FirstEditionLock(fe(3), seed=1)
    assert (p.frame.width, p.frame.height) == (5, 5)
    assert len(p.frame.bars) == 1 + 4  # key + the house rule's bolts
    assert all(isinstance(a, (LockSlide, SpendForSteps, EndAttempt)) for a in p.legal_actions(0))
    q = FirstEditionLock(fe(3), seed=1, rules={"FA-GAP-1.lock": 6})
    assert len(q.frame.bars) == 7


def test_every_generated_first_edition_lock_is_solvable():
    for seed in range(100):
        p = FirstEditionLock(fe(50), seed=seed)
        assert not p.is_solved()
        assert p.slider.is_open(replay(p.slider, p.positions, p.proof))
        for bar, dist in p.slider.solve(p.positions):
            p.apply(LockSlide(bar, dist))
        assert p.solved


# ----------------------------------------------------------------------------- rune


def test_rune_fragments_are_the_strokes_through_each_square():
    star = next(r for r in runes_data().runes if r.id == "hollow-star")
    frags = fragments_of(star.strokes)
    assert frags[0] == "E" and frags[1] == "E+S+W" and frags[3] == ""
    assert frags[4] == "N+SE+SW" and frags[7] == "E+W"


def test_every_generated_rune_puzzle_is_solvable_from_any_position():
    for seed in range(100):
        p = RunePuzzle(fe(400), seed=seed)
        assert len(p.wrong_cells()) >= 4
        if seed % 3 == 0:
            p.apply(DrawPiece())  # the plan also starts from a half-made Replace
        for act in p.plan():
            p.apply(act)
        assert p.solved


def test_rune_decoys_follow_the_house_rule():
    for decoys in (1, 5):
        p = RunePuzzle(fe(3), seed=2, rules={"FA-GAP-1.rune": decoys})
        assert len(p.fragments) == 9 + decoys
        wanted = set(p.target)
        assert sum(f not in wanted for f in p.fragments.values()) == decoys


def test_rune_pieces_cannot_be_turned_and_the_rune_name_is_shown():
    p = RunePuzzle(fe(3), seed=2, rune="deep-well")
    obs = p.observation(0)
    assert obs["rune_name"] == "Seal of the Deep Well"
    assert not any(type(a).__name__ == "TurnPiece" for a in p.legal_actions(0))
    with pytest.raises(IllegalAction):
        p.apply(TurnPiece(0))


@pytest.mark.parametrize("cls", [WiringPuzzle, RunePuzzle])
def test_save_and_resume_with_a_drawn_piece_in_hand(cls):
    p = cls(fe(5), seed=17)
    p.apply(DrawPiece())
    saved = json.loads(json.dumps(p.to_json()))
    q = puzzle_from_json(saved)
    assert q.pending == p.pending and q.observation(0) == p.observation(0)
    assert "pile" not in q.observation(0) and q.observation(None)["pile"] == p.pile
    for state in (p, q):
        state.apply(PlaceDrawn(2))
        state.apply(SwapPieces(0, 1))
    assert p.digest() == q.digest()
