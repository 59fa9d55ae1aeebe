"""The app as Keeper: MOM2-APP-*, MOM2-GOLD-*, the Mythos Phase (MOM2-MYTH-*) and
monsters (MOM2-MON-*)."""

from __future__ import annotations

import pytest

from eldertable.engine.protocol import CHANCE
from eldertable.games.mansions.second import actions as A
from eldertable.games.mansions.second import new_game, setup_spec
from eldertable.games.mansions.second.ruledata import house_rule_specs
from eldertable.games.mansions.second.scenarios import load
from mom2_helpers import (B, I, S, dice, events_of, finish, finish_test, inv, monster, pending,
                          put, roll)
from mom2_helpers import keeper_game as game
from mom2_helpers import scenario, space, to_mythos


# ------------------------------------------------------------------ the app and golden rules


def test_mom2_app_1_no_seat_plays_the_keeper(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    assert state.num_seats() == 2
    monster(state, "m", "maniac", "hall.west")
    to_mythos(state)
    assert state.current_player() == CHANCE  # the attack roll: no keeper seat is asked


def test_mom2_app_2_the_app_reveals_runs_the_mythos_and_moves_monsters(tmp_path):
    state = game(scenario(tmp_path))
    put(state, "tomas-reyes", "long.back")
    state.apply(A.Explore("to-parlor"))
    assert "parlor.parlor" in state.map.revealed
    monster(state, "m", "maniac", "kitchen.stove")
    events = to_mythos(state)
    assert state.map.figures["m"].space != space(state, "kitchen.stove")
    assert events_of(events, "move")


def test_mom2_app_3_only_the_app_decides_the_end(tmp_path):
    state = game(scenario(tmp_path))
    names = {type(a).__name__ for a in state.legal_actions()}
    assert not names & {"Win", "Lose", "Concede"}
    assert state.result() is None
    put(state, "tomas-reyes", "kitchen.larder")
    state.apply(A.Interact("goal"))
    assert state.result().extras["ending"] == "won"


def test_mom2_app_4_everything_a_scenario_uses_must_be_there(tmp_path):
    def change(data):
        data["content"]["monsters"].append("no-such-thing")
    with pytest.raises(ValueError, match="no-such-thing"):
        load(scenario(tmp_path, change))


def test_mom2_gold_1_the_rules_reference_lists_every_house_rule():
    ids = {r.id for r in house_rule_specs()}
    assert {f"MOM2-GAP-{n}" for n in range(1, 19) if n != 13} <= ids
    assert any(i.startswith("MOM2-GAP-13.") for i in ids)
    spec = {r["id"]: r for r in setup_spec()["house_rules"]}
    assert all(spec[i]["title"].text and spec[i]["description"].text for i in ids)


def test_mom2_gold_2_a_card_overrides_the_rules_reference(tmp_path):
    state = game(scenario(tmp_path))
    inv(state, "tomas-reyes").lost_actions = 1  # "Winded": one action fewer
    state.apply(A.EndTurn())
    state.apply(A.EndPhase())
    assert inv(state, "tomas-reyes").actions == 1  # not the two of MOM2-TURN-2


def test_mom2_gold_3_cannot_is_absolute(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    assert A.Trade() in state.legal_actions()
    state.table.move("mistrust#1", "horror", "horror-up:0")  # "You cannot take the Trade"
    state._ver += 1
    assert A.Trade() not in state.legal_actions()


def test_mom2_gold_4_players_control_the_investigators(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    assert state.legal_actions(1) == []
    assert all(not isinstance(a, A.Move) or a.figure == "tomas-reyes"
               for a in state.legal_actions(0))


def test_mom2_gold_5_may_is_a_choice_taken_or_declined_at_once(tmp_path):
    state = game(scenario(tmp_path, _test_goal), investigators=("tomas-reyes",))
    inv(state, "tomas-reyes").clues = 1
    put(state, "tomas-reyes", "kitchen.larder")
    state.apply(A.Interact("goal"))
    roll(state, S, I)
    assert set(state.legal_actions()) == {A.SpendClue(), A.Accept()}
    state.apply(A.Accept())  # declined: the chance is gone
    assert inv(state, "tomas-reyes").clues == 1 and state.variables["count"] == 1


def _test_goal(data):
    data["events"][0]["repeat"] = True
    data["events"][0]["outcomes"] = [
        {"do": "test", "skill": "observation", "difficulty": 2, "text": "Try.",
         "pass": "made-it", "fail": "miss"}]
    data["events"].append({"id": "miss", "outcomes": [
        {"do": "add-variable", "variable": "count", "amount": 1}]})
    data["events"].append({"id": "made-it", "outcomes": [{"do": "win", "ending": "won"}]})


def test_mom2_gold_6_the_group_orders_what_happens_together(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock",
                                                    "hettie-marsh"), begin=False, lead=2)
    assert state.current_player() == 2  # the lead speaks for the group
    assert {a.investigator for a in state.legal_actions()} == {"tomas-reyes", "ada-whitlock",
                                                                "hettie-marsh"}
    # two monsters tied for the highest horror: the investigator chooses (MOM2-GAP-15)
    monster(state, "a", "ghoul", "hall.east")
    monster(state, "b", "byakhee", "hall.west")
    for who in ("tomas-reyes", "ada-whitlock", "hettie-marsh"):
        put(state, who, "long.back")
    state._ver += 1
    to_mythos(state)
    while state.agenda and state.agenda[0][0] != "choose":
        finish(state)
    assert state.agenda[0][1]["options"] == ["a", "b"]


def test_mom2_gold_7_a_randomly_drawn_investigator_settles_it(tmp_path):
    path = scenario(tmp_path)
    leads = set()
    for seed in range(12):
        config = {"players": 3, "seats": ["human"] * 3,
                  "investigators": ["tomas-reyes", "ada-whitlock", "hettie-marsh"],
                  "options": {"scenario": path}}
        state = new_game(config, seed)
        leads.add(state.lead())
        assert new_game(config, seed).lead() == state.lead()  # the same for the same seed
    assert len(leads) > 1
    state = game(path, investigators=("tomas-reyes", "ada-whitlock"), lead=0)
    state.eliminate(inv(state, "tomas-reyes"))
    assert state.lead() == 1


# ------------------------------------------------------------------ the Mythos Phase


def mythos_scenario(data):
    data["events"].append({"id": "draught", "trigger": {"on": "mythos"}, "repeat": True,
                           "outcomes": [{"do": "test", "skill": "will", "difficulty": 1,
                                         "who": "each", "text": "A cold draught.",
                                         "fail": "shiver"}]})
    data["events"].append({"id": "shiver", "outcomes": [{"do": "horror", "amount": 1}]})


def test_mom2_myth_1_event_step_then_monster_step_then_horror_step(tmp_path):
    state = game(scenario(tmp_path, mythos_scenario))
    monster(state, "m", "maniac", "hall.west")
    order = []
    to_mythos(state)
    order.append(pending(state)["why"])  # the event step's test
    finish(state)
    order.append(pending(state)["why"])
    finish(state)  # the maniac's attack
    order.append(pending(state)["why"])
    finish(state)  # the horror check
    assert order == ["scenario", "monster-attack", "horror"]
    assert state.round == 2 and state.phase == "investigator"


def test_mom2_myth_2_a_mythos_event_is_a_test_then_harm(tmp_path):
    state = game(scenario(tmp_path, mythos_scenario))
    to_mythos(state)
    assert pending(state)["skill"] == "will" and pending(state)["diff"] == 1
    roll(state, B, B, I, B)
    assert state.held(inv(state, "tomas-reyes"), "horror") == 1


def test_mom2_myth_3_monsters_move_toward_and_attack(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "m", "maniac", "long.front")  # one space from Tomas
    events = to_mythos(state)
    assert state.map.figures["m"].space == space(state, "hall.east")
    attack = events_of(events, "monster-attack")[0].data
    assert attack["investigator"] == "tomas-reyes" and pending(state)["why"] == \
        "monster-attack"
    assert pending(state)["skill"] == attack["skill"]
    finish(state, B)  # no success: all of it
    while pending(state)["why"] == "card":  # a card that asks for a test: pass it
        finish(state)
    assert state.held(inv(state, "tomas-reyes"), attack["harm"]) == attack["amount"]


def test_mom2_myth_4_toward_shortens_and_away_lengthens_every_step(tmp_path):
    state = game(scenario(tmp_path))
    put(state, "tomas-reyes", "hall.west")
    monster(state, "m", "maniac", "long.back")  # three spaces off, moves two
    events = to_mythos(state)
    graph = state.walk_graph()
    target = space(state, "hall.west")
    steps = [(e.data["from"], e.data["to"]) for e in events_of(events, "move")
             if e.data["figure"] == "m"]
    assert len(steps) == 2
    assert all(graph.distance(b, target) < graph.distance(a, target) for a, b in steps)
    # a badly hurt cultist backs away instead
    other = game(scenario(tmp_path, name="away"))
    put(other, "tomas-reyes", "hall.west")
    monster(other, "c", "cultist", "hall.east")
    other.monsters["c"].damage = 2  # one health left: it flees
    events = to_mythos(other)
    steps = [(e.data["from"], e.data["to"]) for e in events_of(events, "move")
             if e.data["figure"] == "c"]
    assert steps and all(graph.distance(b, target) > graph.distance(a, target)
                         for a, b in steps)


def test_mom2_myth_5_nearest_and_farthest_targets(tmp_path):
    state = game(scenario(tmp_path), investigators=("tomas-reyes", "ada-whitlock"))
    put(state, "tomas-reyes", "hall.west")
    put(state, "ada-whitlock", "long.front")
    monster(state, "near", "maniac", "hall.east")  # nearest: Ada or Tomas, one step each
    monster(state, "far", "byakhee", "long.back")  # farthest: Tomas
    state._ver += 1
    events = to_mythos(state)
    attacks = {e.data["monster"]: e.data["investigator"]
               for e in events_of(events, "monster-attack")}
    assert attacks["near"] in ("tomas-reyes", "ada-whitlock")
    finish(state)
    assert state.map.figures["far"].space == space(state, "hall.west")


def test_mom2_myth_6_horror_check_against_the_most_horrible_in_range(tmp_path):
    state = game(scenario(tmp_path))
    put(state, "tomas-reyes", "hall.west")
    monster(state, "ghoul", "ghoul", "long.back")  # horror 2, three spaces: in range
    monster(state, "mad", "maniac", "long.front")  # horror 1
    state.map.move_figure("tomas-reyes", space(state, "hall.west"))
    to_mythos(state)
    while pending(state)["why"] != "horror":
        finish(state)
    assert pending(state)["ctx"] == {"monster": "ghoul", "rating": 2}
    roll(state, S, B, B, B)
    assert state.held(inv(state, "tomas-reyes"), "horror") == 1


def test_mom2_myth_6_a_horror_check_names_the_monster_and_the_investigator(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "g", "ghoul", "hall.west", name="Old Bones")
    state.apply(A.EndTurn())
    state._events = []
    state.agenda[:] = [["horror-check", 0]]
    state._run()
    said = [e for e in state._events if e.kind == "horror-check"]
    assert len(said) == 1 and said[0].data == {"investigator": "tomas-reyes", "monster": "g",
                                              "rating": 2}
    line = said[0].text.render()
    assert "Old Bones" in line and "Tomas Reyes" in line and "horror 2" in line


def test_mom2_myth_7_no_monster_in_range_no_horror_check(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "m", "shoggoth", "parlor.piano")  # unexplored and behind doors
    events = to_mythos(state)
    assert not [e for e in events if e.kind == "test" and e.data["why"] == "horror"]
    assert state.round == 2


# ------------------------------------------------------------------ monsters


def test_mom2_mon_1_a_monster_is_figure_id_and_app_entry(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "m", "ghoul", "hall.west", name="Old Bones")
    shown = state.observation(0)
    entry = next(m for m in shown["monsters"] if m["id"] == "m")
    assert entry["kind"] == "ghoul" and entry["space"] == space(state, "hall.west")
    assert entry["name"]["text"] == "Old Bones"
    assert any(f["id"] == "m" for f in shown["map"]["figures"])


def test_mom2_mon_2_horror_rating_drives_the_horror_step(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "s", "shoggoth", "hall.west")
    state.apply(A.EndTurn())
    state._events = []
    state.agenda[:] = [["horror-check", 0]]
    state._run()
    assert pending(state)["ctx"]["rating"] == 4
    roll(state, S, B, B, B)
    assert state.held(inv(state, "tomas-reyes"), "horror") == 3


def test_mom2_mon_3_awareness_is_shown_and_picks_the_evade_monster(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "a", "cultist", "hall.east")  # awareness 3
    monster(state, "b", "shoggoth", "hall.east")  # awareness 1
    assert {m["id"]: m["awareness"] for m in state.observation(0)["monsters"]} == {"a": 3,
                                                                                   "b": 1}
    assert state.evade_monster(space(state, "hall.east")) == "a"


def test_mom2_mon_4_brawn_is_the_dice_against_a_barricade(tmp_path):
    def change(data):
        data["map"]["tokens"].append({"id": "planks", "kind": "barricade",
                                      "door": "long.e3"})
    state = game(scenario(tmp_path, change))
    put(state, "tomas-reyes", "long.front")
    monster(state, "g", "ghoul", "kitchen.scullery")  # brawn 3
    events = []
    dice(state, S, S, B)  # three dice, two successes: the barricade breaks
    events = to_mythos(state)
    roll_event = events_of(events, "monster-roll")[0]
    assert len(roll_event.data["dice"]) == 3
    assert "planks" not in state.map.tokens
    assert state.map.figures["g"].space == space(state, "long.front")


def test_mom2_mon_5_health_lives_in_the_app(tmp_path):
    def change(data):
        data["map"]["monsters"].append({"id": "boss", "monster": "maniac",
                                        "space": "hall.west", "name": "The Boss",
                                        "health_per_investigator": 2})
    state = game(scenario(tmp_path, change), investigators=("tomas-reyes", "ada-whitlock"))
    entry = next(m for m in state.observation(0)["monsters"] if m["id"] == "boss")
    assert entry["health"] == 4 + 2 * 2 and entry["damage"] == 0


def test_mom2_mon_6_a_monster_falls_when_damage_reaches_health(tmp_path):
    def change(data):
        data["map"]["monsters"].append({"id": "m", "monster": "cultist",
                                        "space": "hall.east"})
        data["events"].append({"id": "fallen", "trigger": {"on": "monster-defeated",
                                                           "monster": "m"},
                               "outcomes": [{"do": "give-clue", "count": 1}]})
    state = game(scenario(tmp_path, change))
    state.damage_monster("m", 2)
    assert "m" in state.monsters
    state.damage_monster("m", 1)  # 3 of 3
    state._run()
    assert "m" not in state.monsters and "m" not in state.map.figures
    assert state.defeated == ["m"] and inv(state, "tomas-reyes").clues == 1
