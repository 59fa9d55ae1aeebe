"""Second-edition tests and dice: MOM2-TEST-*, MOM2-CLUE-*, MOM2-PUZ-*, darkness
(MOM2-TERR-6..8)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from eldertable.engine.chance import SeededChance
from eldertable.engine.odds import d8_pool
from eldertable.engine.protocol import CHANCE, IllegalAction
from eldertable.games.mansions.puzzles.codes import CodePuzzle
from eldertable.games.mansions.puzzles.lock import SecondEditionLock
from eldertable.games.mansions.puzzles.slide import SlidePuzzle
from eldertable.games.mansions.second import actions as A
from eldertable.games.mansions.second.dice import FACE_KIND, kinds
from mom2_helpers import (B, I, S, events_of, finish, game, inv, monster, pending, put, roll,
                          scenario, space)


def with_test(skill="observation", modifier=0, difficulty=2):
    """The goal token runs a test; passing wins, failing adds to a counter."""

    def change(data):
        data["events"][0]["outcomes"] = [
            {"do": "test", "skill": skill, "modifier": modifier, "difficulty": difficulty,
             "text": "Open the stuck drawer.", "pass": "opened", "fail": "stuck"}]
        data["events"][0]["repeat"] = True
        data["events"] += [
            {"id": "opened", "outcomes": [{"do": "win", "ending": "won"}]},
            {"id": "stuck", "outcomes": [{"do": "add-variable", "variable": "count",
                                          "amount": 1}]}]
    return change


def at_goal(tmp_path, who=("tomas-reyes",), **kw):
    state = game(scenario(tmp_path, with_test(**kw)), investigators=who)
    put(state, who[0], "kitchen.larder")
    state.apply(A.Interact("goal"))
    return state


def test_mom2_test_1_prompt_shows_skill_modifier_and_difficulty(tmp_path):
    state = at_goal(tmp_path, skill="lore", modifier=-1, difficulty=2)
    shown = state.observation(0)["pending"]
    assert shown["kind"] == "test" and shown["skill"] == "lore"
    assert shown["modifier"] == -1 and shown["difficulty"] == 2
    assert shown["text"]["text"] == "Open the stuck drawer."


def test_mom2_test_2_pool_is_the_skill_plus_modifiers(tmp_path):
    state = at_goal(tmp_path, skill="strength", modifier=1)  # Tomas: Strength 5
    assert pending(state)["pool"] == 6
    # a keep-faceup card's modifier counts too
    other = game(scenario(tmp_path, with_test(skill="strength", modifier=1), "other"))
    other.table.move("cracked-knuckles#1", "damage", "damage-up:0")
    put(other, "tomas-reyes", "kitchen.larder")
    other.apply(A.Interact("goal"))
    assert pending(other)["pool"] == 5 and pending(other)["mod"] == 0


def test_mom2_test_3_tests_use_eight_sided_dice(tmp_path):
    state = at_goal(tmp_path, skill="strength")  # five dice
    events = roll(state, S, I, B, 8, 7)
    data = events_of(events, "roll")[0].data
    assert data["sides"] == 8 and data["dice"] == [S, I, B, 8, 7]
    chance = SeededChance(5)
    faces = Counter(f for _ in range(400) for f in chance.roll(5, 8))
    assert set(faces) == set(range(1, 9))


def test_mom2_test_4_three_success_two_investigation_three_blank_faces():
    counts = Counter(FACE_KIND[1:])
    assert counts == {"success": 3, "investigation": 2, "blank": 3}
    assert kinds([1, 4, 6]) == ["blank", "investigation", "success"]
    assert d8_pool(1)["distribution"][1] == pytest.approx(3 / 8)


def test_mom2_test_5_pool_roll_reroll_and_convert_then_count(tmp_path):
    state = at_goal(tmp_path, who=("odile-ferrand",), skill="observation", difficulty=3)
    odile = inv(state, "odile-ferrand")
    odile.clues = 1
    assert state.current_player() == CHANCE and state.legal_actions() == [A.Roll()]
    roll(state, S, I, B, B)  # Observation 4
    legal = state.legal_actions()
    assert A.SpendClue() in legal and A.Accept() in legal
    assert any(isinstance(a, A.Reroll) for a in legal)
    state.chance.push(S)
    state.apply(A.Reroll("ability", 2))
    assert pending(state)["dice"] == [S, I, S, B]
    odile.clues = 2
    events = state.apply(A.SpendClue())
    # no reroll after a Clue (rerolls come first) and only one investigation result to
    # convert: nothing is left to choose, so the successes are counted at once
    assert events_of(events, "test-result")[0].data["successes"] == 3
    assert state.over == "win" and odile.clues == 1


def test_mom2_test_6_the_result_is_the_number_of_successes(tmp_path):
    state = at_goal(tmp_path, skill="strength", difficulty=1)  # Strength 5
    events = roll(state, S, S, I, B, S)
    result = events_of(events, "test-result")[0].data
    assert result["successes"] == 3 and result["passed"]


def test_mom2_test_7_below_the_difficulty_fails_equal_passes(tmp_path):
    state = at_goal(tmp_path, difficulty=2)  # Tomas: Observation 2
    roll(state, S, B)
    assert state.variables["count"] == 1 and not state.over
    again = at_goal(tmp_path, difficulty=2)
    roll(again, S, S)
    assert again.over == "win"


def test_mom2_clue_1_a_clue_turns_one_investigation_result_into_a_success(tmp_path):
    state = at_goal(tmp_path, difficulty=2)
    tomas = inv(state, "tomas-reyes")
    tomas.clues = 3
    roll(state, S, I)
    assert state.legal_actions() == [A.SpendClue(), A.Accept()]
    state.apply(A.SpendClue())
    assert tomas.clues == 2
    assert state.over == "win"  # the one investigation face was converted: nothing left
    # without an investigation result there is nothing to convert
    other = at_goal(tmp_path, difficulty=2)
    inv(other, "tomas-reyes").clues = 3
    roll(other, S, B)
    assert other.variables["count"] == 1 and inv(other, "tomas-reyes").clues == 3


def puzzle_scenario(kind="code", skill="lore"):
    def change(data):
        data["puzzles"] = [{"id": "box", "type": kind, "skill": skill,
                            "text": "A puzzle box."}]
        data["events"][0]["outcomes"] = [{"do": "puzzle", "puzzle": "box", "solved": "done"}]
        data["events"][0]["repeat"] = True
        data["events"].append({"id": "done", "outcomes": [{"do": "win", "ending": "won"}]})
    return change


def start_puzzle(tmp_path, kind="code", who="ada-whitlock", house=None, clues=0):
    state = game(scenario(tmp_path, puzzle_scenario(kind)), investigators=(who,), house=house,
                 chance=SeededChance(1))
    inv(state, who).clues = clues
    put(state, who, "kitchen.larder")
    state.apply(A.Interact("goal"))
    return state


def test_mom2_clue_2_clues_buy_extra_puzzle_steps(tmp_path):
    state = start_puzzle(tmp_path, clues=2)
    before = state.puzzle.steps_left
    spend = A.wrap_puzzle_action(_spend())
    assert spend in state.legal_actions()
    state.apply(spend)
    assert state.puzzle.steps_left == before + 1
    state.apply(A.wrap_puzzle_action(_stop()))
    assert inv(state, "ada-whitlock").clues == 1


def _spend():
    from eldertable.games.mansions.puzzles.base import SpendForSteps
    return SpendForSteps()


def _stop():
    from eldertable.games.mansions.puzzles.base import EndAttempt
    return EndAttempt()


@pytest.mark.parametrize("kind,cls", [("code", CodePuzzle), ("lock", SecondEditionLock),
                                      ("slide", SlidePuzzle)])
def test_mom2_puz_1_code_lock_and_slide_puzzles(tmp_path, kind, cls):
    state = start_puzzle(tmp_path, kind)
    assert isinstance(state.puzzle, cls)
    assert state.observation(0)["pending"]["type"] == kind
    move = state.legal_actions()[0]
    assert json.loads(move.move)["type"].startswith(
        {"code": "code.", "lock": "lock.", "slide": "slide."}[kind])


def test_mom2_puz_2_puzzle_steps_equal_the_skill(tmp_path):
    state = start_puzzle(tmp_path, "slide", who="ada-whitlock")  # Lore 5
    assert state.puzzle.steps_left == 5
    other = start_puzzle(tmp_path, "slide", who="tomas-reyes")  # Lore 2
    assert other.puzzle.steps_left == 2


def test_mom2_puz_3_each_clue_adds_steps_on_top(tmp_path):
    state = start_puzzle(tmp_path, "code", house={"MOM2-GAP-12": 2}, clues=1)
    state.apply(A.wrap_puzzle_action(_spend()))
    assert state.puzzle.steps_left == 5 + 2


def test_mom2_puz_board_stays_between_attempts_and_a_solve_runs_the_event(tmp_path):
    state = start_puzzle(tmp_path, "code")
    code = state.puzzle.code
    first = A.wrap_puzzle_action(_try((code[1], code[0]) + tuple(code[2:])))
    state.apply(first)
    state.apply(A.wrap_puzzle_action(_stop()))
    assert state.puzzle is None and "box" in state.puzzle_boards
    state.apply(A.EndTurn())
    state.apply(A.EndPhase())
    state.apply(A.Interact("goal"))
    assert len(state.puzzle.tries) == 1  # the same board, the earlier try still there
    state.apply(A.wrap_puzzle_action(_try(code)))
    assert state.over == "win"


def _try(symbols):
    from eldertable.games.mansions.puzzles.codes import CodeTry
    return CodeTry(tuple(symbols))


def darkness(data):
    data["map"]["tokens"].append({"id": "gloom", "kind": "darkness",
                                  "space": "kitchen.larder"})


def test_mom2_terr_6_no_clue_is_spent_on_dice_in_darkness(tmp_path):
    def change(data):
        with_test(difficulty=2)(data)
        darkness(data)
    state = game(scenario(tmp_path, change))
    tomas = inv(state, "tomas-reyes")
    tomas.clues = 2
    put(state, tomas.id, "kitchen.larder")
    state.apply(A.Interact("goal"))
    roll(state, S, I)
    assert A.SpendClue() not in state.legal_actions(0)
    assert state.variables["count"] == 1  # nothing to choose: counted at once


def test_mom2_terr_7_no_clue_buys_puzzle_steps_in_darkness(tmp_path):
    def change(data):
        puzzle_scenario("code")(data)
        darkness(data)
    state = game(scenario(tmp_path, change), investigators=("ada-whitlock",),
                 chance=SeededChance(1))
    inv(state, "ada-whitlock").clues = 2
    put(state, "ada-whitlock", "kitchen.larder")
    inv(state, "ada-whitlock").items.clear()  # no lamp
    state.apply(A.Interact("goal"))
    assert A.wrap_puzzle_action(_spend()) not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(A.wrap_puzzle_action(_spend()))


def test_mom2_terr_8_a_light_or_a_fire_nearby_lifts_darkness(tmp_path):
    def change(data):
        with_test(difficulty=2)(data)
        darkness(data)
    state = game(scenario(tmp_path, change), investigators=("tomas-reyes", "ada-whitlock"))
    tomas = inv(state, "tomas-reyes")
    tomas.clues = 2
    put(state, tomas.id, "kitchen.larder")
    put(state, "ada-whitlock", "kitchen.stove")  # next to the larder, with her oil lamp
    state.apply(A.Interact("goal"))
    roll(state, S, I)
    assert A.SpendClue() in state.legal_actions(0)
    # a fire next door does the same
    fire = game(scenario(tmp_path, change, "fire"))
    inv(fire, "tomas-reyes").clues = 2
    put(fire, "tomas-reyes", "kitchen.larder")
    fire.map.place_token("blaze", "fire", space=fire.layout.index["kitchen.scullery"])
    fire.apply(A.Interact("goal"))
    roll(fire, S, I)
    assert A.SpendClue() in fire.legal_actions(0)


# ------------------------------------------------------------------ a test says what it is (issue 24)


def _words(msg):
    from eldertable.engine.messages import Msg
    return (msg if isinstance(msg, Msg) else Msg.from_json(msg)).render()


def test_mom2_test_1_an_evade_check_names_its_purpose_skill_and_dice(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "m", "maniac", "hall.east")
    events = state.apply(A.Move("tomas-reyes", space(state, "hall.west")))
    said = events_of(events, "test")[0]
    assert _words(said.text) == "Tomas Reyes \u2014 Evade Maniac: Agility 3, 3 dice."
    assert said.data["why"] == "evade" and said.data["reasons"] == []
    # the test row reads the same words from the observation
    shown = state.observation(0)["pending"]
    assert _words(shown["title"]) == "Evade Maniac: Agility 3, 3 dice"


def test_mom2_test_1_an_attack_and_a_horror_check_name_the_monster(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "m", "maniac", "hall.east")
    events = state.apply(A.Attack("", "m"))
    assert _words(events_of(events, "test")[0].text) == (
        "Tomas Reyes \u2014 Attack Maniac bare-handed: Strength 5, 5 dice.")
    finish(state, B)
    horror = game(scenario(tmp_path, name="horror"))
    monster(horror, "m", "maniac", "hall.east")
    horror._events = []  # the events of a step the test starts itself
    horror.horror_test(0, "m")
    said = events_of(horror._events, "test")[0]
    assert _words(said.text) == (
        "Tomas Reyes \u2014 Horror check against Maniac (horror 1): Will 4, 4 dice.")


def test_mom2_test_2_a_penalty_says_why_the_pool_is_smaller(tmp_path):
    state = game(scenario(tmp_path, with_test(skill="strength"), "penalty"))
    state.table.move("cracked-knuckles#1", "damage", "damage-up:0")  # Strength -1, faceup
    put(state, "tomas-reyes", "kitchen.larder")
    events = state.apply(A.Interact("goal"))
    said = events_of(events, "test")[0]
    assert _words(said.text) == ("Tomas Reyes \u2014 A test the story calls for: Strength 5, "
                                 "1 die fewer from Cracked Knuckles: 4 dice.")
    assert [(_words(src), by) for src, by in said.data["reasons"]] == [("Cracked Knuckles", -1)]
    assert pending(state)["pool"] == 4
