"""The Investigator Phase: MOM2-INV-*, MOM2-ROUND-*, MOM2-TURN-*, MOM2-MOVE-*, MOM2-ACT-*,
MOM2-EVADE-*."""

from __future__ import annotations

import copy

import pytest

from eldertable.engine.protocol import CHANCE, IllegalAction
from eldertable.games.mansions.content import Skills, catalog
from eldertable.games.mansions.jsonmodel import parse_model
from eldertable.games.mansions.second import actions as A
from mom2_helpers import (B, I, S, end_turns, events_of, finish_test, game, inv, monster,
                          pending, put, roll, scenario, space)

# ------------------------------------------------------------------ investigators


def test_mom2_inv_1_every_investigator_shows_health_and_sanity(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    shown = {i["id"]: i for i in state.observation(0)["investigators"]}
    assert (shown["tomas-reyes"]["health"], shown["tomas-reyes"]["sanity"]) == (9, 6)
    assert (shown["ada-whitlock"]["health"], shown["ada-whitlock"]["sanity"]) == (6, 9)


def test_mom2_inv_2_six_skills():
    names = {"strength", "agility", "observation", "lore", "influence", "will"}
    assert set(Skills.model_fields) == names
    for person in catalog().investigators.values():
        assert set(person.skills.model_dump()) == names


def test_mom2_inv_3_skills_lie_between_two_and_five():
    for person in catalog().investigators.values():
        assert all(2 <= v <= 5 for v in person.skills.model_dump().values())
    good = dict(strength=2, agility=5, observation=3, lore=3, influence=3, will=3)
    parse_model(Skills, good)
    with pytest.raises(Exception):
        parse_model(Skills, dict(good, strength=1))
    with pytest.raises(Exception):
        parse_model(Skills, dict(good, will=6))


def test_mom2_inv_4_each_investigator_has_one_ability_of_their_own(tmp_path):
    people = catalog().investigators.values()
    assert len(people) >= 6
    assert len({p.ability for p in people}) == len(people)
    assert all(p.power is not None for p in people)
    # Hettie's ability at work: she leaves a monster's space once a round unchecked
    state = game(scenario(tmp_path), investigators=("hettie-marsh",))
    monster(state, "m", "maniac", "hall.east")
    state.apply(A.Move("hettie-marsh", space(state, "hall.west")))
    assert pending(state) is None
    assert state.map.figures["hettie-marsh"].space == space(state, "hall.west")


def test_mom2_inv_5_possessions_are_kept_in_the_app(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes",))
    put(state, "tomas-reyes", "kitchen.stove")
    state.apply(A.Search("cupboard"))
    items = state.observation(0)["investigators"][0]["items"]
    assert items == ["fire-poker#1", "revolver#2"]  # starting item, then the one found


# ------------------------------------------------------------------ rounds and turns


def test_mom2_round_1_investigator_phase_then_mythos_phase(tmp_path):
    state = game(scenario(tmp_path))
    assert state.phase == "investigator" and state.round == 1
    state.apply(A.EndTurn())
    events = state.apply(A.EndPhase())
    phases = [e.data.get("phase") for e in events if e.kind in ("phase", "round")]
    assert phases == ["mythos", "investigator"]


def test_mom2_round_2_rounds_repeat_until_the_game_ends(tmp_path):
    state = game(scenario(tmp_path))
    for expected in range(2, 6):
        end_turns(state)
        state.apply(A.EndPhase())
        assert state.round == expected and not state.over
    put(state, "tomas-reyes", "kitchen.larder")
    state.apply(A.Interact("goal"))
    assert state.over == "win" and state.legal_actions() == []


def test_mom2_round_3_a_new_round_begins_when_the_mythos_phase_ends(tmp_path):
    state = game(scenario(tmp_path))
    state.apply(A.EndTurn())
    state.apply(A.EndPhase())
    assert (state.round, state.phase) == (2, "investigator")
    assert state.active == 0  # a lone investigator's turn starts at once


def test_mom2_turn_1_investigators_act_in_the_order_they_choose(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"), begin=False)
    assert state.legal_actions() == [A.BeginTurn("tomas-reyes"), A.BeginTurn("ada-whitlock")]
    state.apply(A.BeginTurn("ada-whitlock"))
    assert state.current_player() == 1


def test_mom2_turn_2_at_most_two_actions(tmp_path):
    state = game(scenario(tmp_path))
    state.apply(A.Move("tomas-reyes", space(state, "hall.west")))  # two spaces? one: pause
    state.apply(A.SetFire())
    assert inv(state, "tomas-reyes").actions == 0
    state.apply(A.Move("tomas-reyes", space(state, "hall.east")))  # the paused move
    assert state.legal_actions() == [A.EndTurn()]


def test_mom2_turn_3_one_turn_each_per_phase(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    state.apply(A.EndTurn())
    assert state.current_player() == 1 and state.active == 1  # the only one left
    state.apply(A.EndTurn())
    assert state.legal_actions() == [A.EndPhase()]


def test_mom2_turn_4_end_phase_after_every_turn(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    with pytest.raises(IllegalAction):
        state.apply(A.EndPhase())
    state.apply(A.EndTurn())
    state.apply(A.EndTurn())
    assert state.legal_actions() == [A.EndPhase()]
    state.apply(A.EndPhase())
    assert state.round == 2


def test_mom2_turn_5_a_component_action_costs_an_action(tmp_path):
    state = game(scenario(tmp_path), investigators=("miriam-osei", "tomas-reyes"))
    tomas = inv(state, "tomas-reyes")
    state.table.move("bruised-ribs#1", "damage", "damage-down:1")
    state.apply(A.UseItem("first-aid-kit#1", tomas.id))
    assert inv(state, "miriam-osei").actions == 1
    assert state.facedown(tomas, "damage") == 0
    assert "first-aid-kit#1" not in inv(state, "miriam-osei").items  # discarded after use


# ------------------------------------------------------------------ movement


def test_mom2_move_1_one_move_goes_up_to_two_spaces(tmp_path):
    state = game(scenario(tmp_path))
    targets = {a.to for a in state.legal_actions() if isinstance(a, A.Move)}
    names = {state.layout.spaces[t].id for t in targets}
    assert names == {"hall.west", "long.front", "long.back", "kitchen.scullery"}
    assert space(state, "kitchen.stove") not in targets  # three spaces away


def test_mom2_move_2_one_adjacent_space_at_a_time(tmp_path):
    state = game(scenario(tmp_path))
    events = state.apply(A.Move("tomas-reyes", space(state, "kitchen.scullery")))
    steps = [(e.data["from"], e.data["to"]) for e in events_of(events, "move")]
    assert steps == [(space(state, "hall.east"), space(state, "long.front")),
                     (space(state, "long.front"), space(state, "kitchen.scullery"))]


def test_mom2_move_3_no_step_through_a_wall(tmp_path):
    state = game(scenario(tmp_path))
    walk = state.walk_graph()
    assert space(state, "kitchen.scullery") not in walk.succ[space(state, "hall.east")]
    assert walk.distance(space(state, "hall.east"), space(state, "kitchen.scullery")) == 2


def test_mom2_move_4_no_step_across_an_impassable_border(tmp_path):
    state = game(scenario(tmp_path))
    state.reveal(["cell"])
    put(state, "tomas-reyes", "cell.walk-north")
    north, cell = space(state, "cell.walk-north"), space(state, "cell.cell")
    assert cell in state.map.adjacency().succ[north]  # next to each other...
    assert cell not in state.walk_graph().succ[north]  # ...but no step across the border
    assert state.walk_graph().distance(north, cell) == 2  # round by the cell door
    state.map.set_door("cell.cell-door", "locked")
    targets = {a.to for a in state.legal_actions() if isinstance(a, A.Move)}
    assert cell not in targets and space(state, "cell.walk-south") in targets


def test_mom2_move_5_a_move_can_pause_for_another_action(tmp_path):
    state = game(scenario(tmp_path))
    put(state, "tomas-reyes", "long.front")
    state.apply(A.Move("tomas-reyes", space(state, "long.back")))
    tomas = inv(state, "tomas-reyes")
    assert (tomas.actions, tomas.move_left) == (1, 1)
    state.apply(A.Explore("to-parlor"))
    assert tomas.actions == 0
    state.apply(A.Move("tomas-reyes", space(state, "parlor.settee")))  # the rest of the move
    assert state.map.figures["tomas-reyes"].space == space(state, "parlor.settee")
    assert tomas.move_left == 0 and state.legal_actions() == [A.EndTurn()]


# ------------------------------------------------------------------ other actions


def test_mom2_act_1_search_uses_the_search_token_in_your_space(tmp_path):
    state = game(scenario(tmp_path))
    assert not any(isinstance(a, A.Search) for a in state.legal_actions())
    put(state, "tomas-reyes", "kitchen.stove")
    assert A.Search("cupboard") in state.legal_actions()
    state.apply(A.Search("cupboard"))
    assert "cupboard" not in state.map.tokens
    assert inv(state, "tomas-reyes").items[-1].startswith("revolver")


def test_mom2_act_2_explore_reveals_an_adjacent_room(tmp_path):
    state = game(scenario(tmp_path))
    put(state, "tomas-reyes", "long.back")
    events = state.apply(A.Explore("to-parlor"))
    reveal = events_of(events, "reveal")[0]
    assert reveal.reveal and "parlor.parlor" in reveal.data["rooms"]
    assert "parlor.parlor" in state.map.revealed


def test_mom2_act_3_interact_with_an_interact_or_person_token(tmp_path):
    def change(data):
        data["map"]["tokens"].append({"id": "butler", "kind": "person",
                                      "space": "hall.east"})
        data["events"].append({"id": "talk", "trigger": {"on": "token-used",
                                                         "token": "butler"},
                               "outcomes": [{"do": "give-clue", "count": 2}]})
    state = game(scenario(tmp_path, change))
    assert A.Interact("butler") in state.legal_actions()
    state.apply(A.Interact("butler"))
    assert inv(state, "tomas-reyes").clues == 2
    put(state, "tomas-reyes", "kitchen.larder")
    state.apply(A.Interact("goal"))
    assert state.over == "win"


def test_mom2_act_4_melee_only_in_your_own_space(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "m", "maniac", "hall.west")
    assert not any(isinstance(a, A.Attack) and a.weapon.startswith("fire-poker")
                   for a in state.legal_actions())
    put(state, "tomas-reyes", "hall.west")
    assert A.Attack("fire-poker#1", "m") in state.legal_actions()
    assert A.Attack("", "m") in state.legal_actions()


def test_mom2_act_5_ranged_attacks_within_range(tmp_path):
    state = game(scenario(tmp_path), investigators=("hettie-marsh",))
    put(state, "hettie-marsh", "hall.west")
    monster(state, "far", "maniac", "long.back")  # three spaces along open edges
    monster(state, "behind", "ghoul", "kitchen.scullery")  # behind a door
    attacks = {a.monster for a in state.legal_actions()
               if isinstance(a, A.Attack) and a.weapon.startswith("revolver")}
    assert attacks == {"far"}


def test_mom2_act_6_choose_a_weapon_or_bare_hands_then_the_monster(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "m", "maniac", "hall.east")
    monster(state, "g", "ghoul", "hall.east")
    attacks = {(a.weapon, a.monster) for a in state.legal_actions() if isinstance(a, A.Attack)}
    assert attacks == {("", "m"), ("", "g"), ("fire-poker#1", "m"), ("fire-poker#1", "g")}


def test_mom2_act_7_an_attack_is_a_test_then_damage(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "m", "ghoul", "hall.east")
    state.apply(A.Attack("fire-poker#1", "m"))
    assert pending(state)["skill"] == "strength" and pending(state)["pool"] == 5
    roll(state, S, S, B, B, B)
    assert state.monsters["m"].damage == 3  # 2 successes, plus 1 for a hit


def test_mom2_act_8_one_trade_gives_picks_up_and_drops_many(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    state.floor[space(state, "hall.east")] = ["lamp-oil#90"]
    state.apply(A.Trade())
    state.apply(A.Give("fire-poker#1", "ada-whitlock"))
    state.apply(A.PickUp("lamp-oil#90"))
    state.apply(A.Take("oil-lamp#2", "ada-whitlock"))
    state.apply(A.Drop("lamp-oil#90"))
    state.apply(A.EndTrade())
    tomas, ada = inv(state, "tomas-reyes"), inv(state, "ada-whitlock")
    assert tomas.items == ["oil-lamp#2"] and ada.items == ["fire-poker#1"]
    assert state.floor[space(state, "hall.east")] == ["lamp-oil#90"]
    assert tomas.actions == 1


def test_mom2_act_9_push_moves_a_figure_to_an_adjacent_space(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    state.apply(A.Push("ada-whitlock", space(state, "long.front")))
    finish_test(state, S, B, B, B, B, B)  # Strength 5, one extra die for Tomas
    assert state.map.figures["ada-whitlock"].space == space(state, "long.front")


def test_mom2_act_10_set_fire_puts_fire_in_your_space(tmp_path):
    state = game(scenario(tmp_path))
    state.apply(A.SetFire())
    assert state.map.has_fire(space(state, "hall.east"))
    assert A.SetFire() not in state.legal_actions()


def test_mom2_act_11_steal_is_an_opposed_test(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    state.apply(A.Steal("ada-whitlock", "oil-lamp#2"))
    roll(state, S, S, B, B, B)  # Tomas: Strength 5 -> 2
    assert state.current_player() == CHANCE and pending(state)["inv"] == 1
    roll(state, S, B, B)  # Ada: Agility 3 -> 1
    assert "oil-lamp#2" in inv(state, "tomas-reyes").items
    # a draw keeps the possession where it is
    other = game(scenario(tmp_path, name="again"),
                 investigators=("tomas-reyes", "ada-whitlock"))
    other.apply(A.Steal("ada-whitlock", "oil-lamp#2"))
    roll(other, S, B, B, B, B)
    roll(other, S, B, B)
    assert "oil-lamp#2" in inv(other, "ada-whitlock").items


# ------------------------------------------------------------------ evading


def test_mom2_evade_1_leaving_a_monster_space_needs_an_evade_check(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "m", "maniac", "hall.east")
    state.apply(A.Move("tomas-reyes", space(state, "hall.west")))
    assert pending(state)["why"] == "evade"
    roll(state, S, B, B)  # Agility 3, difficulty 1
    assert state.map.figures["tomas-reyes"].space == space(state, "hall.west")


def test_mom2_evade_2_other_actions_but_attack_need_one_first(tmp_path):
    def change(data):
        data["map"]["tokens"].append({"id": "box", "kind": "search", "space": "hall.east"})
    state = game(scenario(tmp_path, change))
    monster(state, "m", "maniac", "hall.east")
    state.apply(A.Search("box"))
    assert pending(state)["why"] == "evade"
    roll(state, S, B, B)
    assert "box" not in state.map.tokens  # the search went on after the check
    state.apply(A.Attack("", "m"))
    assert pending(state)["why"] == "attack"


def test_mom2_evade_3_against_the_most_aware_monster_in_the_space(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "dull", "maniac", "hall.east")  # awareness 2
    monster(state, "keen", "ghoul", "hall.east")  # awareness 3
    state.apply(A.SetFire())
    assert pending(state)["ctx"]["monster"] == "keen"


def test_mom2_evade_4_a_failed_check_forfeits_the_action(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "m", "maniac", "hall.east")
    state.apply(A.Move("tomas-reyes", space(state, "hall.west")))
    events = roll(state, B, B, I)
    assert events_of(events, "forfeit")
    tomas = inv(state, "tomas-reyes")
    assert state.map.figures[tomas.id].space == space(state, "hall.east")
    assert tomas.actions == 1 and tomas.move_left == 0


def test_mom2_evade_5_no_check_when_moved_out_against_your_will(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    monster(state, "m", "maniac", "hall.west")
    put(state, "ada-whitlock", "hall.west")
    put(state, "tomas-reyes", "hall.west")
    state.apply(A.Attack("", "m"))  # no evade for an attack
    finish_test(state, B, B, B, B, B)
    state.apply(A.Push("ada-whitlock", space(state, "hall.east")))
    assert pending(state)["why"] == "evade"  # Tomas's own push needs his check
    roll(state, S, B, B)
    assert pending(state)["why"] == "push"
    finish_test(state, S, B, B, B, B, B)
    assert state.map.figures["ada-whitlock"].space == space(state, "hall.east")
    assert pending(state) is None  # Ada was moved: she made no check


def _refusal(state, act) -> str | None:
    if act in state.legal_actions():
        return None
    try:
        copy.deepcopy(state).apply(act)
    except IllegalAction as refused:
        return refused.reason.render()
    raise AssertionError(f"{act} was applied")


def test_mom2_move_1_a_move_too_far_is_refused_with_the_distance(tmp_path):
    """A drop three spaces away, or across the cell's border, says what is in the way, not
    "That is not allowed now." (issue 24, seen under Xvfb); equal to the limit is legal."""
    state = game(scenario(tmp_path))
    assert _refusal(state, A.Move("tomas-reyes", space(state, "kitchen.scullery"))) is None
    said = _refusal(state, A.Move("tomas-reyes", space(state, "kitchen.stove")))
    assert said == "That space is 3 spaces away; one move goes at most two."
    state.reveal(["cell"])
    put(state, "tomas-reyes", "cell.walk-north")
    state.map.set_door("cell.cell-door", "locked")
    said = _refusal(state, A.Move("tomas-reyes", space(state, "cell.cell")))
    assert said == "An impassable border is in the way: only flying monsters cross it."
