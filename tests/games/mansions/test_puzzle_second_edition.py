"""Second-edition puzzles: code, lock and slide (MOM2-PUZ-*, MOM2-CLUE-2, MOM2-TERR-7,
house rules MOM2-GAP-12.*). Every generated instance must be solvable."""

from __future__ import annotations

import json

import pytest

from eldertable.engine.chance import SeededChance
from eldertable.engine.protocol import TERMINAL, IllegalAction
from eldertable.games.mansions.puzzles import puzzle_classes, puzzle_from_json
from eldertable.games.mansions.puzzles.base import EndAttempt, SpendForSteps
from eldertable.games.mansions.puzzles.budget import SecondEditionBudget
from eldertable.games.mansions.puzzles.codes import (CodePuzzle, CodeTry, all_codes, score,
                                                     solve_code)
from eldertable.games.mansions.puzzles.lock import LockSlide, SecondEditionLock
from eldertable.games.mansions.puzzles.slide import SlidePuzzle, SlidePush, solvable
from eldertable.games.mansions.puzzles.sliding import replay

SEEDS = range(120)


def budget(skill=3, clues=0, darkness=False):
    return SecondEditionBudget(skill, clues, darkness)


def make(kind, b=None, **kw):
    return puzzle_classes()[kind](b or budget(), **kw)


# ----------------------------------------------------------------------------- MOM2-PUZ


def test_mom2_puz_1_three_second_edition_puzzle_types():
    for kind in ("code", "lock", "slide"):
        p = make(kind, seed=1)
        assert p.kind == kind and p.legal_actions(0)


@pytest.mark.parametrize("kind", ["code", "lock", "slide"])
@pytest.mark.parametrize("skill", [1, 2, 4])
def test_mom2_puz_2_puzzle_steps_equal_the_named_skill(kind, skill):
    p = make(kind, budget(skill), seed=3)
    assert p.steps_left == skill and p.observation(0)["steps_left"] == skill


@pytest.mark.parametrize("kind", ["code", "lock", "slide"])
def test_mom2_puz_3_and_clue_2_clues_buy_extra_steps(kind):
    p = make(kind, budget(2, clues=2), seed=5)
    events = p.apply(SpendForSteps())
    assert p.steps_left == 3 and events[0].data["added"] == 1
    p.apply(SpendForSteps())
    assert p.steps_left == 4
    assert SpendForSteps() not in p.legal_actions(0)
    with pytest.raises(IllegalAction):
        p.apply(SpendForSteps())
    p.apply(EndAttempt())
    out = p.outcome()
    assert out.spent == 2 and out.spent_what == "clue"


def test_mom2_terr_7_no_clues_for_puzzle_steps_in_darkness():
    p = make("slide", budget(2, clues=3, darkness=True), seed=2)
    assert SpendForSteps() not in p.legal_actions(0)
    with pytest.raises(IllegalAction) as err:
        p.apply(SpendForSteps())
    assert "Darkness" in err.value.reason.render()


def test_mom2_gap_12_steps_per_clue_is_a_house_rule():
    p = make("code", budget(1, clues=1), seed=1, rules={"MOM2-GAP-12": 2})
    p.apply(SpendForSteps())
    assert p.steps_left == 3


def test_an_attempt_ends_when_steps_and_clues_are_gone_and_the_board_stays():
    p = make("lock", budget(1, clues=1), seed=4)

    def side_bar_move():  # a move of a bar other than the key never opens the lock
        return next(a for a in p.legal_actions(0) if isinstance(a, LockSlide) and a.bar)

    p.apply(side_bar_move())
    # a clue is still in hand: the attempt waits for the player
    assert p.current_player() == 0 and p.steps_left == 0
    assert [type(a) for a in p.legal_actions(0)] == [SpendForSteps, EndAttempt]
    p.apply(SpendForSteps())
    p.apply(side_bar_move())
    assert p.current_player() == TERMINAL
    out = p.outcome()
    assert out.keep_board and out.state is not None and not out.solved
    again = puzzle_from_json(out.state)
    assert again.positions == p.positions
    again.begin_attempt(budget(2))
    assert again.attempts == 2 and again.steps_left == 2 and again.positions == p.positions
    with pytest.raises(IllegalAction):
        again.begin_attempt(budget(2))


# ----------------------------------------------------------------------------- code


def test_code_answers_count_right_dials_and_misplaced_symbols():
    assert score((0, 1, 2, 3), (0, 1, 2, 3)) == (4, 0)
    assert score((3, 2, 1, 0), (0, 1, 2, 3)) == (0, 4)
    assert score((0, 4, 5, 1), (0, 1, 2, 3)) == (1, 1)
    assert score((1, 1, 1, 1), (1, 2, 1, 3)) == (2, 0)


@pytest.mark.parametrize("rules,bound", [({}, 6),
                                         ({"MOM2-GAP-12.code-repeats": True}, 9),
                                         ({"MOM2-GAP-12.code-length": 3}, 6),
                                         ({"MOM2-GAP-12.code-length": 5}, 8)])
def test_every_generated_code_is_solvable(rules, bound):
    worst = 0
    for seed in SEEDS:
        p = CodePuzzle(budget(20), seed=seed, rules=rules)
        tries = solve_code(p.code, p.symbols, p.repeats)
        worst = max(worst, len(tries))
        for guess in tries:
            p.apply(CodeTry(guess))
        assert p.solved and p.outcome().solved
    assert worst <= bound


def test_every_possible_default_code_falls_within_six_tries():
    """Not only the generated codes: all 360 codes of the default dials."""
    assert max(len(solve_code(c, 6, False)) for c in all_codes(4, 6, False)) == 6


def test_code_stays_hidden_until_solved_and_tries_are_kept():
    p = CodePuzzle(budget(1), seed=7)
    assert "code" not in p.observation(0) and p.observation(None)["code"] == list(p.code)
    wrong = tuple((s + 1) % 6 for s in p.code)
    p.apply(CodeTry(wrong))
    assert p.current_player() == TERMINAL and not p.solved
    again = puzzle_from_json(json.loads(json.dumps(p.to_json())))
    again.begin_attempt(budget(6))
    assert again.observation(0)["tries"] == p.observation(0)["tries"]
    for guess in solve_code(p.code, 6, False, [(wrong, score(wrong, p.code))]):
        again.apply(CodeTry(guess))
    assert again.solved and again.observation(0)["code"] == list(p.code)


def test_a_code_try_must_set_every_dial():
    p = CodePuzzle(budget(3), seed=1)
    with pytest.raises(IllegalAction):
        p.apply(CodeTry((0, 1)))
    with pytest.raises(IllegalAction):
        p.apply(CodeTry((0, 1, 2, 9)))
    assert p.steps_left == 3


# ----------------------------------------------------------------------------- lock


@pytest.mark.parametrize("any_distance", [True, False])
def test_every_generated_lock_is_solvable_and_starts_locked(any_distance):
    rules = {"MOM2-GAP-12.lock-distance": any_distance}
    for seed in range(60):
        p = SecondEditionLock(budget(100), seed=seed, rules=rules)
        assert not p.is_solved() and p.slider.key_blocked(p.positions)
        assert p.slider.is_open(replay(p.slider, p.positions, p.proof))
        best = p.slider.solve(p.positions)
        assert best is not None and 2 <= len(best) <= len(p.proof)
        for bar, dist in best:
            p.apply(LockSlide(bar, dist))
        assert p.solved


def test_a_lock_bar_cannot_pass_another_or_leave_the_frame():
    p = SecondEditionLock(budget(3), seed=11)
    legal = set(p.slider.moves(p.positions))
    for bar in range(len(p.frame.bars)):
        for dist in range(-6, 7):
            if dist and (bar, dist) not in legal:
                with pytest.raises(IllegalAction):
                    p.apply(LockSlide(bar, dist))
    assert p.steps_left == 3


def test_lock_single_square_rule_moves_one_square_per_step():
    p = SecondEditionLock(budget(3), seed=2, rules={"MOM2-GAP-12.lock-distance": False})
    assert all(abs(a.distance) == 1 for a in p.legal_actions(0) if isinstance(a, LockSlide))


# ----------------------------------------------------------------------------- slide


@pytest.mark.parametrize("rules", [{}, {"MOM2-GAP-12.slide-line": False},
                                   {"MOM2-GAP-12.slide-size": 4}])
def test_every_generated_slide_puzzle_is_solvable(rules):
    for seed in SEEDS:
        p = SlidePuzzle(budget(100), seed=seed, rules=rules)
        assert not p.is_solved() and solvable(p.tiles, p.size)
        for cell in p.proof:
            p.apply(SlidePush(cell))
            if p.solved:
                break
        assert p.solved


def test_slide_pushes_a_whole_line_or_only_a_neighbour():
    p = SlidePuzzle(budget(3), seed=1, tiles=[0, 1, 2, 3, 4, 5, 6, 7, None])
    # gap in the corner: the whole bottom row and right column may be pushed
    assert sorted(a.cell for a in p.legal_actions(0) if isinstance(a, SlidePush)) == [2, 5, 6, 7]
    p2 = SlidePuzzle(budget(3), seed=1, tiles=[None, 0, 1, 2, 3, 4, 5, 6, 7])
    p2.apply(SlidePush(2))
    assert p2.tiles == [0, 1, None, 2, 3, 4, 5, 6, 7]
    p3 = SlidePuzzle(budget(3), seed=1, tiles=[None, 0, 1, 2, 3, 4, 5, 6, 7],
                     rules={"MOM2-GAP-12.slide-line": False})
    with pytest.raises(IllegalAction):
        p3.apply(SlidePush(2))
    p3.apply(SlidePush(1))


def test_a_slide_arrangement_that_can_never_be_solved_is_refused():
    with pytest.raises(ValueError):
        SlidePuzzle(budget(3), tiles=[1, 0, 2, 3, 4, 5, 6, 7, None])


# ----------------------------------------------------------------------------- saves


@pytest.mark.parametrize("kind", ["code", "lock", "slide"])
def test_save_and_resume_mid_attempt(kind):
    p = make(kind, budget(3, clues=1), seed=13)
    p.apply(next(a for a in p.legal_actions(0) if not isinstance(a, (SpendForSteps,
                                                                      EndAttempt))))
    saved = json.loads(json.dumps(p.to_json()))
    q = puzzle_from_json(saved)
    assert q.observation(0) == p.observation(0) and q.digest() == p.digest()
    for state in (p, q):
        state.apply(SpendForSteps())
        state.apply(EndAttempt())
    assert p.outcome() == q.outcome()


def test_the_seeded_generator_is_reproducible():
    for kind in ("code", "lock", "slide"):
        a = make(kind, seed=42).to_json()
        b = make(kind, seed=42).to_json()
        assert a == b
    assert SecondEditionLock(budget(), chance=SeededChance(5)).to_json() == \
        SecondEditionLock(budget(), chance=SeededChance(5)).to_json()
