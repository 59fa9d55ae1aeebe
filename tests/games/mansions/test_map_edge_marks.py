"""A scenario's own edge marks (``map.edges``, games/mansions/map/edgemarks.py): an
impassable border between two adjacent spaces and an escape edge on a side of a space that
leads out of the map, honoured by movement, monster movement, range, escaping and the
validator. The map is mom2_helpers' test house (hall.west - hall.east open, the kitchen's
larder on the south side of the map, the holding cell's own border)."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from mom2_helpers import BASE, game, monster, put, scenario, space

from eldertable.games.mansions.map.graph import FLYING_MONSTER, INVESTIGATOR, WALKING_MONSTER
from eldertable.games.mansions.map.graph import adjacency_graph, move_graph, range_graph
from eldertable.games.mansions.second import actions as A
from eldertable.games.mansions.validation import scenario_data_problems

WALL_OFF = {"kind": "impassable", "between": ["hall.west", "hall.east"]}
LARDER_EXIT = {"kind": "escape", "space": "kitchen.larder", "side": "s"}


def marked(*edges):
    def change(d):
        d["map"]["edges"] = [dict(e) for e in edges]
    return change


def problems(*edges, change=None) -> list[str]:
    data = copy.deepcopy(BASE)
    data["map"]["edges"] = [dict(e) for e in edges]
    if change is not None:
        change(data)
    return scenario_data_problems(Path("marks.json"), data)


# --------------------------------------------------------------------------- impassable


def test_fa_bord_2_mom2_move_4_a_marked_border_stops_an_investigators_step(tmp_path):
    plain = game(scenario(tmp_path))
    west, east = space(plain, "hall.west"), space(plain, "hall.east")
    assert east in move_graph(plain.layout, INVESTIGATOR).succ[west]
    state = game(scenario(tmp_path, marked(WALL_OFF), name="walled"))
    assert east not in move_graph(state.layout, INVESTIGATOR).succ[west]
    put(state, "tomas-reyes", "hall.east")
    assert A.Move("tomas-reyes", west) not in state.legal_actions()
    assert A.Move("tomas-reyes", space(state, "long.front")) in state.legal_actions()  # the other way is open


def test_fa_gap_17_fa_bord_4_walking_monsters_stop_at_a_marked_border_flying_ones_cross(tmp_path):
    state = game(scenario(tmp_path, marked(WALL_OFF), name="walled"))
    west, east = space(state, "hall.west"), space(state, "hall.east")
    monster(state, "walker", "ghoul", "hall.east")
    monster(state, "flyer", "byakhee", "hall.east")
    assert west not in state.monster_graph("walker").succ[east]
    assert west in state.monster_graph("flyer").succ[east]
    assert west not in move_graph(state.layout, WALKING_MONSTER).succ[east]
    assert west in move_graph(state.layout, FLYING_MONSTER).succ[east]


def test_mom2_terr_5_fa_bord_3_range_and_sight_are_counted_across_a_marked_border(tmp_path):
    state = game(scenario(tmp_path, marked(WALL_OFF), name="walled"))
    west, east = space(state, "hall.west"), space(state, "hall.east")
    assert range_graph(state.layout).distance(west, east) == 1
    assert east in adjacency_graph(state.layout).succ[west]
    link = state.layout.links[(west, east)]
    assert link.border and not link.open


def test_fa_bord_1_the_table_sees_the_marked_border_beside_the_tiles_own(tmp_path):
    state = game(scenario(tmp_path, marked(WALL_OFF, LARDER_EXIT), name="walled"))
    marks = state.observation(0)["map"]["marks"]
    # the hall is explored: its border is shown; the larder's exit is on the kitchen, explored too
    assert {"kind": "border", "from": [2, 2], "to": [2, 3], "out": [0, 0]} in marks
    # the larder's south side: a wall that becomes the exit, and a door that stays a door
    assert [m for m in marks if m["kind"] == "escape"] == [
        {"kind": "escape", "from": [4, 5], "to": [5, 5], "out": [0, 1]}]
    edges = state.observation(0)["map"]["edges"]
    assert {"kind": "border", "from": [2, 2], "to": [2, 3]} in edges


# --------------------------------------------------------------------------- escape


def escape_from_kitchen(d):
    d["map"]["edges"] = [dict(LARDER_EXIT)]
    d["events"].append({"id": "out", "trigger": {"on": "escaped", "room": "kitchen.kitchen"},
                        "outcomes": [{"do": "win", "ending": "won"}]})


def test_fa_esc_1_an_investigator_escapes_across_a_marked_edge_in_2e(tmp_path):
    state = game(scenario(tmp_path, escape_from_kitchen, name="escape-kitchen"))
    put(state, "tomas-reyes", "kitchen.stove")
    assert A.ESCAPE not in state.legal_actions()  # the stove has no way out
    put(state, "tomas-reyes", "kitchen.larder")
    assert A.ESCAPE in state.legal_actions()
    state.apply(A.ESCAPE)
    assert state.over == "win"


def test_fa_esc_2_an_escaped_trigger_needs_an_escape_edge_the_mark_gives_it():
    def kitchen_exit(d):
        d["events"].append({"id": "out", "trigger": {"on": "escaped", "room": "kitchen.kitchen"},
                            "outcomes": [{"do": "win", "ending": "won"}]})

    without = problems(change=kitchen_exit)
    assert any("room 'kitchen.kitchen' has no escape edge" in p for p in without)
    assert problems(LARDER_EXIT, change=kitchen_exit) == []


def test_fa_esc_2_an_escape_mark_must_lead_out_of_the_map():
    (line,) = problems({"kind": "escape", "space": "hall.east", "side": "s"})
    assert line == ("marks.json: map.edges[0]: the south side of 'hall.east' meets the space "
                    "'cell.cell'; an escape edge leads out of the map, to no neighbouring room "
                    "(FA-ESC-2)")


# --------------------------------------------------------------------------- the validator


@pytest.mark.parametrize("edges, want", [
    ([{"kind": "impassable", "between": ["hall.west", "hall.nowhere"]}],
     "map.edges[0]: no space 'hall.nowhere' on the map"),
    ([{"kind": "impassable", "between": ["hall.west", "west"]}],
     "map.edges[0]: 'west': a space is named '<placed tile id>.<space id>'"),
    ([{"kind": "impassable", "between": ["hall.west", "kitchen.larder"]}],
     "map.edges[0]: spaces 'hall.west' and 'kitchen.larder' do not touch; an impassable edge "
     "lies between two adjacent spaces"),
    ([{"kind": "impassable", "between": ["hall.west", "hall.west"]}],
     "map.edges[0]: an impassable edge lies between two different spaces"),
    ([{"kind": "impassable", "between": ["long.front", "kitchen.scullery"]}],
     "map.edges[0]: the edge between 'long.front' and 'kitchen.scullery' is a door or a secret "
     "passage, not an open edge; a door is closed for good by setting its state to sealed "
     "(map.doors)"),
    ([{"kind": "impassable", "between": ["kitchen.stove", "parlor.settee"]}],
     "map.edges[0]: the edge between 'kitchen.stove' and 'parlor.settee' is a door or a secret "
     "passage, not an open edge; a door is closed for good by setting its state to sealed "
     "(map.doors)"),
    ([{"kind": "impassable", "between": ["hall.east", "cell.cell"]}],
     "map.edges[0]: the edge between 'hall.east' and 'cell.cell' is a wall: the spaces are "
     "not adjacent"),
    ([{"kind": "impassable", "between": ["cell.cell", "cell.walk-north"]}],
     "map.edges[0]: the edge between 'cell.cell' and 'cell.walk-north' is already an "
     "impassable border on the tile"),
    ([WALL_OFF, {"kind": "impassable", "between": ["hall.east", "hall.west"]}],
     "map.edges[1]: the edge between 'hall.east' and 'hall.west' is already marked by "
     "map.edges[0]"),
    ([LARDER_EXIT, dict(LARDER_EXIT)],
     "map.edges[1]: the south side of 'kitchen.larder' is already marked by map.edges[0]"),
    ([{"kind": "escape", "space": "hall.west", "side": "w"}],
     "map.edges[0]: the west side of 'hall.west' is already an escape edge on the tile"),
    ([{"kind": "escape", "space": "kitchen.nowhere", "side": "s"}],
     "map.edges[0]: no space 'kitchen.nowhere' on the map"),
    ([{"kind": "escape", "space": "kitchen.larder", "side": "up"}],
     "map.edges[0].side: input should be 'n', 'e', 's' or 'w'"),
    ([{"kind": "escape", "between": ["hall.west", "hall.east"]}],
     "map.edges[0]: an escape edge names a space and the side of it that leads out of the map "
     "(space, side), and nothing between"),
    ([{"kind": "impassable", "space": "hall.west", "side": "n"}],
     "map.edges[0]: an impassable edge names the two spaces it lies between (between), and no "
     "space or side"),
    ([{"kind": "rubble", "between": ["hall.west", "hall.east"]}],
     "map.edges[0].kind: input should be 'impassable' or 'escape'"),
])
def test_the_validator_says_what_is_wrong_with_a_mark_in_one_line_naming_the_file(edges, want):
    got = problems(*edges)
    assert f"marks.json: {want}" in got, got
    assert len([p for p in got if "map.edges" in p]) == 1


def test_a_door_on_the_marked_side_stays_a_door_and_the_rest_becomes_an_exit():
    # hall.east's north side is a wall and a door; nothing lies north of the test house
    assert problems({"kind": "escape", "space": "hall.east", "side": "n"}) == []
    from eldertable.games.mansions.scenario.loader import scenario_problems

    data = copy.deepcopy(BASE)
    data["map"]["edges"] = [{"kind": "escape", "space": "hall.east", "side": "n"}]
    loaded, _ = scenario_problems(Path("marks.json"), data)
    lay = loaded.layout
    (laid,) = lay.marked
    assert laid.units == ((2, 1, "s"),)  # the door at (3, 1) is still a door
    assert lay.escapes[lay.index["hall.east"]] == ((2, 1, "s"),)
    assert any(d.units == ((3, 1, "s"),) for d in lay.doors.values())


def test_old_files_without_marks_lay_the_same_map():
    from eldertable.games.mansions.scenario.loader import scenario_problems

    a, _ = scenario_problems(Path("a.json"), copy.deepcopy(BASE))
    data = copy.deepcopy(BASE)
    data["map"]["edges"] = []
    b, _ = scenario_problems(Path("b.json"), data)
    assert a.layout.links == b.layout.links and a.layout.escapes == b.layout.escapes
    assert a.layout.unit_kinds == b.layout.unit_kinds and b.layout.marked == []


def test_the_docs_example_of_edge_marks_lies_on_the_test_house():
    import json
    import re

    doc = Path(__file__).resolve().parents[3] / "docs" / "scenario-format.md"
    if not doc.is_file():
        pytest.skip("docs are not installed with a wheel")
    block = re.search(r"### Edge marks.*?```json\n(.*?)\n```", doc.read_text("utf-8"), re.S).group(1)
    edges = json.loads("{" + block + "}")["edges"]
    assert edges == [WALL_OFF, LARDER_EXIT]
    assert problems(*edges) == []
