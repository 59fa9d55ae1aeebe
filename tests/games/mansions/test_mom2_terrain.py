"""Map features and terms in second-edition play: range (MOM2-TERR-1..5), barricades and
secret passages (MOM2-TERR-10..12), doors and walls (MOM2-TERR-13)."""

from __future__ import annotations

import json

from eldertable.games.mansions.second import actions as A
from mom2_helpers import B, S, game, inv, monster, pending, put, roll, scenario, space


def gallery(tmp_path):
    """A scenario on its own tile: one room of six spaces in a row."""
    tile = {"kind": "mansions-tile", "format": 1, "id": "gallery", "name": "Gallery",
            "set": "house", "size": [6, 1], "art": "gallery.svg",
            "rooms": [{"id": "gallery", "name": "Gallery",
                       "spaces": [{"id": f"s{i}", "cells": [[i, 0]]} for i in range(6)]}],
            "edges": [], "outer": {"n": "wwwwww", "e": "w", "s": "wwwwww", "w": "w"}}
    (tmp_path / "gallery.json").write_text(json.dumps(tile))
    (tmp_path / "gallery.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")

    def change(data):
        data["map"] = {"tiles": [{"id": "g", "tile": "gallery", "at": [0, 0],
                                  "revealed": True}],
                       "tile_files": ["gallery.json"], "start": "g.s0",
                       "tokens": [{"id": "goal", "kind": "interact", "space": "g.s5"}]}
        data["events"] = data["events"][:1]
    return scenario(tmp_path, change, "gallery-house")


def test_mom2_terr_1_within_range_is_three_spaces_or_fewer(tmp_path):
    state = game(gallery(tmp_path), investigators=("hettie-marsh",))
    for i in range(1, 6):
        monster(state, f"m{i}", "maniac", f"g.s{i}")
    assert state.monsters_in_range_of(space(state, "g.s0")) == ["m1", "m2", "m3"]
    shots = {a.monster for a in state.legal_actions()
             if isinstance(a, A.Attack) and a.weapon.startswith("revolver")}
    assert shots == {"m1", "m2", "m3"}


def test_mom2_terr_2_range_is_not_counted_through_walls(tmp_path):
    state = game(scenario(tmp_path))
    lay = state.layout
    walls = [(a, b) for (x, y), a in lay.cell_space.items()
             for b in (lay.cell_space.get((x + 1, y)), lay.cell_space.get((x, y + 1)))
             if b is not None and a != b and (min(a, b), max(a, b)) not in lay.links]
    assert walls
    for a, b in walls:
        assert b not in state.map.range_graph().succ[a]


def test_mom2_terr_3_range_is_not_counted_through_doors(tmp_path):
    state = game(scenario(tmp_path), investigators=("hettie-marsh",))
    put(state, "hettie-marsh", "long.front")
    monster(state, "m", "maniac", "kitchen.scullery")  # one step through a door
    assert state.monsters_in_range_of(space(state, "long.front")) == []
    assert not any(isinstance(a, A.Attack) for a in state.legal_actions())


def passage(data):
    data["map"]["passages"] = [{"id": "chute", "between": ["hall.west", "kitchen.larder"]}]


def test_mom2_terr_4_range_is_not_counted_through_secret_passages(tmp_path):
    state = game(scenario(tmp_path, passage), investigators=("hettie-marsh",))
    put(state, "hettie-marsh", "hall.west")
    monster(state, "m", "maniac", "kitchen.larder")
    assert state.monsters_in_range_of(space(state, "hall.west")) == []


def test_mom2_terr_5_range_is_counted_across_impassable_borders(tmp_path):
    state = game(scenario(tmp_path), investigators=("hettie-marsh",))
    state.reveal(["cell"])
    put(state, "hettie-marsh", "cell.walk-north")
    monster(state, "m", "maniac", "cell.cell")  # behind the border: no step, but in sight
    assert state.monsters_in_range_of(space(state, "cell.walk-north")) == ["m"]
    assert A.Attack("revolver#1", "m") in state.legal_actions()


def barricade(data):
    data["map"]["tokens"].append({"id": "planks", "kind": "barricade", "door": "long.e3"})


def test_mom2_terr_10_a_barricade_blocks_its_door(tmp_path):
    state = game(scenario(tmp_path, barricade))
    front, scullery = space(state, "long.front"), space(state, "kitchen.scullery")
    assert scullery not in state.map.move_graph().succ[front]
    assert state.barricade_between(front, scullery) == "planks"


def test_mom2_terr_11_moving_through_a_barricade_takes_a_test_first(tmp_path):
    state = game(scenario(tmp_path, barricade))
    put(state, "tomas-reyes", "long.front")
    state.apply(A.Move("tomas-reyes", space(state, "kitchen.scullery")))
    shown = pending(state)
    assert (shown["why"], shown["skill"], shown["diff"]) == ("barricade", "strength", 2)
    assert shown["pool"] == 6  # Tomas's ability: one more die against a barricade
    roll(state, S, B, B, B, B, B)
    assert state.map.figures["tomas-reyes"].space == space(state, "long.front")
    state.apply(A.Move("tomas-reyes", space(state, "kitchen.scullery")))
    roll(state, S, S, B, B, B, B)
    assert "planks" not in state.map.tokens
    assert state.map.figures["tomas-reyes"].space == space(state, "kitchen.scullery")


def test_mom2_terr_12_a_secret_passage_joins_its_spaces(tmp_path):
    state = game(scenario(tmp_path, passage))
    put(state, "tomas-reyes", "hall.west")
    events = state.apply(A.Move("tomas-reyes", space(state, "kitchen.larder")))
    moves = [e for e in events if e.kind == "move"]
    assert len(moves) == 1 and inv(state, "tomas-reyes").move_left == 1


def test_mom2_terr_13_doors_and_walls_decide_the_steps(tmp_path):
    state = game(scenario(tmp_path))
    put(state, "tomas-reyes", "long.front")
    front, scullery = space(state, "long.front"), space(state, "kitchen.scullery")
    assert A.Move("tomas-reyes", scullery) in state.legal_actions()
    state.map.set_door("long.e3", "sealed")
    state._ver += 1
    assert A.Move("tomas-reyes", scullery) not in state.legal_actions()
    state.map.set_door("long.e3", "locked")
    state._ver += 1
    assert A.Move("tomas-reyes", scullery) not in state.legal_actions()
    monster(state, "m", "maniac", "kitchen.scullery")
    assert front in state.monster_graph("m").succ[scullery]  # walking monsters pass locks
