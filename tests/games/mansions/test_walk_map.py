"""The designer's map walk (games/mansions/walk.py): a protocol state over a scenario's map."""

from __future__ import annotations

import copy
import json

import pytest

from eldertable.engine import registry
from eldertable.engine.protocol import IllegalAction, action_from_json
from eldertable.games.mansions.walk import (GAME, EndTurn, Explore, Move, default_config,
                                            new_game, new_walk)
from eldertable.resources import asset


def scenario(name):
    return asset("games", "mansions", "scenarios", f"{name}.json")


@pytest.fixture
def walk():
    return new_walk(scenario("wardens-garden"), 2)


def space(w, sid):
    return w.layout.index[sid]


def reason(w, act):
    before = w.digest()
    with pytest.raises(IllegalAction) as info:
        w.apply(act)
    assert w.digest() == before  # an illegal action changes nothing
    return info.value.reason.render()


def test_investigators_start_on_the_start_space_in_the_first_rooms(walk):
    start = space(walk, "hall.east")
    assert walk.investigators == ["ada-whitlock", "tomas-reyes"]
    assert all(walk.map.figures[i].space == start for i in walk.investigators)
    obs = walk.observation(0)
    assert json.loads(json.dumps(obs)) == obs
    figs = {f["id"]: f["space"] for f in obs["map"]["figures"]}
    assert figs == {"ada-whitlock": start, "tomas-reyes": start}
    assert {t["id"] for t in obs["map"]["tiles"]} == {"hall", "long"}
    assert obs["active"] == "ada-whitlock" and obs["actions_left"] == 2


def test_the_investigator_count_follows_the_scenario_limits():
    assert len(new_walk(scenario("wardens-garden"), 9).investigators) == 5
    assert len(new_walk(scenario("wardens-garden"), 0).investigators) >= 1


def test_legal_moves_are_the_map_move_options_of_the_active_investigator(walk):
    fig = walk.active_figure
    moves = [a for a in walk.legal_actions(0) if isinstance(a, Move)]
    assert sorted(a.to for a in moves) == sorted(walk.map.move_options(fig))
    assert all(a.figure == fig for a in moves)
    for act in moves:
        probe = copy.deepcopy(walk)
        events = probe.apply(act)
        assert probe.map.figures[fig].space == act.to
        assert events[0].kind == "move" and events[0].data["to"] == act.to
        path = events[0].data["path"]
        assert path[0] == walk.map.figures[fig].space and path[-1] == act.to and len(path) <= 3
    assert walk.map.figures[fig].space == space(walk, "hall.east")  # the copies moved, not it


def test_two_actions_a_turn_then_the_next_investigator_then_a_new_round(walk):
    ada, tomas = walk.investigators
    walk.apply(Move(ada, space(walk, "hall.west")))
    walk.apply(Move(ada, space(walk, "hall.east")))
    assert not [a for a in walk.legal_actions(0) if isinstance(a, Move)]
    assert "no actions left" in reason(walk, Move(ada, space(walk, "hall.west")))
    assert walk.legal_actions(0) == [EndTurn()]
    walk.apply(EndTurn())
    assert walk.active_figure == tomas and walk.actions_left == 2 and walk.round == 1
    assert "turn" in reason(walk, Move(ada, space(walk, "hall.west")))
    walk.apply(EndTurn())
    assert walk.active_figure == ada and walk.round == 2


def test_reasons_for_moves_the_map_does_not_allow(walk):
    ada = walk.active_figure
    assert "not explored" in reason(walk, Move(ada, space(walk, "study.desk")))
    assert "already there" in reason(walk, Move(ada, space(walk, "hall.east")))
    assert "no such space" in reason(walk, Move(ada, 10_000))
    assert "no such figure" in reason(walk, Move("nobody", 0))
    walk.map.reveal_tile("back")
    walk.map.move_figure(ada, "back.lawn")
    # the lawn's south side is an impassable border (FA-BORD-2)
    assert "impassable border" in reason(walk, Move(ada, space(walk, "back.sunken-west")))
    # the greenhouse door is sealed in this scenario
    assert "door" in reason(walk, Move(ada, space(walk, "back.door-bed")))
    walk.map.move_figure(ada, "hall.west")
    far = [s for s, d in walk.map.move_graph().within(space(walk, "hall.west"), 9).items() if d == 3]
    assert far and "3 spaces away" in reason(walk, Move(ada, far[0]))
    walk.map.set_door("long.n0", "sealed")  # the only way from the house to the back path
    assert "No way leads there" in reason(walk, Move(ada, space(walk, "back.lawn")))


def test_monsters_do_not_move_on_a_walk(walk):
    walk.map.reveal_tile("cell")
    assert "Monsters" in reason(walk, Move("warden", space(walk, "cell.walk-north")))


def test_explore_reveals_what_the_scenario_says_and_uses_the_token(walk):
    ada = walk.active_figure
    assert Explore(ada) in walk.legal_actions(0)  # hall.east holds explore-south
    events = walk.apply(Explore(ada))
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.reveal and reveal.data["tiles"] == ["guest", "cell"]
    assert {"guest", "cell"} <= {t["id"] for t in walk.observation(0)["map"]["tiles"]}
    assert "explore-south" not in walk.map.tokens
    assert Explore(ada) not in walk.legal_actions(0)
    assert "no Explore token" in reason(walk, Explore(ada))
    assert walk.actions_left == 1
    # the Warden waits in the holding cell: now in sight
    assert "warden" in {f["id"] for f in walk.observation(0)["map"]["figures"]}


def test_entering_a_room_runs_its_events():
    w = new_walk(scenario("quiet-greenhouse"), 1)
    w.map.reveal_tile("back")
    w.map.set_door("back.greenhouse-door", "open")
    w.map.move_figure(w.active_figure, "back.lawn")
    events = w.apply(Move(w.active_figure, space(w, "back.door-bed")))
    assert [e.kind for e in events] == ["move", "message"]
    w.map.move_figure(w.active_figure, "back.lawn")
    w.actions_left = 2
    again = w.apply(Move(w.active_figure, space(w, "back.door-bed")))
    assert [e.kind for e in again] == ["move"]  # an event fires once


def test_copies_are_independent_and_share_the_layout(walk):
    twin = copy.deepcopy(walk)
    assert twin.layout is walk.layout and twin.map is not walk.map
    twin.apply(Move(twin.active_figure, space(twin, "hall.west")))
    assert twin.digest() != walk.digest()
    assert walk.map.figures[walk.active_figure].space == space(walk, "hall.east")


def test_actions_round_trip_through_json_and_the_walk_is_no_registered_game():
    for act in (Move("ada-whitlock", 3), Explore("ada-whitlock"), EndTurn()):
        assert action_from_json(GAME, json.loads(json.dumps(act.to_json()))) == act
    with pytest.raises(registry.UnknownGame):
        registry.get(GAME)
    state = new_game(default_config(scenario("quiet-greenhouse"), 1), seed=3)
    assert state.current_player() == 0 and state.result() is None
    assert state.prompt(0).render().startswith(state.names()[state.active_figure].render())
