"""The public map (games/mansions/map/observe.py): explored rooms only, JSON-able, with the
geometry a board view draws from."""

from __future__ import annotations

import json
import math

import pytest

from eldertable.engine.messages import Msg
from eldertable.games.mansions.map.graph import FLYING_MONSTER
from eldertable.games.mansions.map.layout import Layout, Placement
from eldertable.games.mansions.map.mapstate import MapState
from eldertable.games.mansions.map.observe import map_observation, outline, space_centre
from eldertable.games.mansions.map.tiles import library
from eldertable.games.mansions.scenario import load_scenario
from eldertable.resources import asset
from mansions_testkit import house, revealed


def wardens():
    return load_scenario(asset("games", "mansions", "scenarios", "wardens-garden.json"))


def test_a_fresh_scenario_shows_its_first_rooms_and_nothing_else():
    sc = wardens()
    state = sc.initial_map()
    obs = map_observation(sc.layout, state, 0)
    assert json.loads(json.dumps(obs)) == obs
    assert {t["id"] for t in obs["tiles"]} == {"hall", "long"}
    assert {r["id"] for r in obs["rooms"]} == state.revealed
    shown = {s["index"] for s in obs["spaces"]}
    assert shown == {i for i, s in enumerate(sc.layout.spaces) if s.room in state.revealed}
    # the Warden, the crawler and the study's tokens wait on unexplored tiles: not shown
    assert state.figures and obs["figures"] == []
    assert {t["id"] for t in obs["tokens"]} == {"explore-west", "explore-south",
                                                "explore-kitchen", "explore-back"}
    assert all(t["space"] in shown for t in obs["tokens"])
    for door in obs["doors"]:
        assert set(door["spaces"]) <= shown and door["unexplored"]
    text = json.dumps(obs)
    for pid in ("library", "study", "cellar", "cell", "back", "observation"):
        assert f'"{pid}.' not in text and f'"{pid}"' not in text


def test_revealing_a_tile_brings_its_rooms_tokens_and_figures():
    sc = wardens()
    state = sc.initial_map()
    state.reveal_tile("cell")
    obs = map_observation(sc.layout, state, 0)
    assert "cell" in {t["id"] for t in obs["tiles"]}
    assert [f["id"] for f in obs["figures"]] == ["warden"]
    warden = obs["figures"][0]
    assert warden["kind"] == "monster" and warden["flying"] is False
    assert sc.layout.spaces[warden["space"]].id == "cell.walk-south"
    door = next(d for d in obs["doors"] if d["id"] == sc.layout.door_alias["cell.cell-door"])
    assert door["state"] == "locked"


def test_the_viewer_changes_nothing_on_the_public_map():
    sc = wardens()
    state = sc.initial_map()
    assert map_observation(sc.layout, state, 0) == map_observation(sc.layout, state, 3) \
        == map_observation(sc.layout, state, None)


def test_everything_revealed_lists_every_tile_room_and_space_once():
    lay = house()
    state = revealed(lay)
    obs = map_observation(lay, state)
    assert [t["id"] for t in obs["tiles"]] == [p.id for p in lay.placements]
    assert all(t["whole"] for t in obs["tiles"])
    assert [s["index"] for s in obs["spaces"]] == list(range(len(lay.spaces)))
    assert len(obs["rooms"]) == len(lay.rooms)
    assert obs["bounds"] == list(lay.bounds())
    assert {d["id"] for d in obs["doors"]} == set(lay.doors)


def test_a_tile_half_explored_is_not_whole_and_shows_one_room():
    lay = house()
    state = MapState(lay)
    state.reveal_room("back.back-path")
    obs = map_observation(lay, state)
    (tile,) = obs["tiles"]
    assert tile["id"] == "back" and tile["whole"] is False
    assert [r["id"] for r in obs["rooms"]] == ["back.back-path"]
    assert all(s["room"] == "back.back-path" for s in obs["spaces"])
    door = next(d for d in obs["doors"] if d["id"] == "back.greenhouse-door")
    assert door["unexplored"] and len(door["spaces"]) == 1


@pytest.mark.parametrize("rotation", (0, 90, 180, 270))
def test_tiles_carry_their_art_and_the_frame_that_turns_it(rotation):
    t = library()["back-path"]
    lay = Layout.build([Placement("b", t, 2, 1, rotation)])
    obs = map_observation(lay, revealed(lay))
    (tile,) = obs["tiles"]
    assert tile["art"].endswith("back-path.svg") and tile["drawn_size"] == [3, 5]
    assert tile["size"] == ([3, 5] if rotation in (0, 180) else [5, 3])
    fx, fy, deg = tile["frame"]
    theta = math.radians(deg)
    # the art's far corner lands on the far corner of the placed tile's cells
    corner = (fx + 3 * math.cos(theta) - 5 * math.sin(theta), fy + 3 * math.sin(theta) + 5 * math.cos(theta))
    x0, y0 = 2, 1
    w, h = tile["size"]
    assert {round(corner[0]), round(corner[1])} <= {x0, y0, x0 + w, y0 + h}
    xs = sorted([fx, corner[0]])
    ys = sorted([fy, corner[1]])
    assert xs == pytest.approx([x0, x0 + w]) and ys == pytest.approx([y0, y0 + h])


def test_impassable_borders_are_listed_as_joined_segments():
    lay = Layout.build([Placement("b", library()["back-path"], 8, 0, 0)])
    obs = map_observation(lay, revealed(lay))
    borders = [e for e in obs["edges"] if e["kind"] == "border"]
    # the lawn's south side: cells (1, 2) and (2, 2) of the tile, one dashed line
    assert borders == [{"kind": "border", "from": [9, 3], "to": [11, 3]}]
    escapes = [e for e in obs["edges"] if e["kind"] == "escape"]
    assert escapes == [{"kind": "escape", "from": [8, 0], "to": [9, 0]}]


def test_border_segments_turn_with_the_tile():
    lay = Layout.build([Placement("b", library()["back-path"], 0, 0, 90)])
    obs = map_observation(lay, revealed(lay))
    borders = [e for e in obs["edges"] if e["kind"] == "border"]
    # turned clockwise, the horizontal border y=3, x 1..3 becomes the vertical x=2, y 1..3
    assert borders == [{"kind": "border", "from": [2, 1], "to": [2, 3]}]


def test_doors_show_their_state_and_tokens_on_them():
    lay = house()
    state = revealed(lay)
    state.set_door("cell.cell-door", "sealed")
    state.place_token("bar", "barricade", door="kitchen.e0")
    state.place_token("lk", "lock", door="back.greenhouse-door")
    obs = map_observation(lay, state)
    by_id = {d["id"]: d for d in obs["doors"]}
    assert by_id[lay.door_alias["cell.cell-door"]]["state"] == "sealed"
    assert by_id[lay.door_alias["kitchen.e0"]]["state"] == "barricaded"
    assert by_id["back.greenhouse-door"]["state"] == "locked"
    assert {t["id"]: t["door"] for t in obs["tokens"]} == {
        "bar": lay.door_alias["kitchen.e0"], "lk": "back.greenhouse-door"}
    for d in obs["doors"]:
        if d["at"] is not None:
            x, y = d["at"]
            assert any(lay.space_at(x + dx, y + dy) in d["spaces"]
                       for dx, dy in ((0.25, 0), (-0.25, 0), (0, 0.25), (0, -0.25)))


def test_figures_tokens_names_labels_and_darkness():
    lay = house()
    state = revealed(lay)
    state.place_figure("ada", "investigator", "hall.west")
    state.place_figure("wings", "monster", "back.lawn", mover=FLYING_MONSTER)
    state.place_token("dark", "darkness", space="cellar.coal")
    state.place_token("flame", "fire", space="kitchen.stove")
    obs = map_observation(lay, state, 0, names={"ada": Msg("Ada", "content:mansions")},
                          labels={"flame": Msg("A stove fire", "content:mansions")})
    figs = {f["id"]: f for f in obs["figures"]}
    assert figs["wings"]["flying"] and not figs["ada"]["flying"]
    assert Msg.from_json(figs["ada"]["name"]).text == "Ada" and figs["wings"]["name"] is None
    tokens = {t["id"]: t for t in obs["tokens"]}
    assert Msg.from_json(tokens["flame"]["label"]).text == "A stove fire"
    spaces = {s["id"]: s for s in obs["spaces"]}
    assert spaces["cellar.coal"]["darkness"] and spaces["cellar.coal"]["dark"]
    assert spaces["kitchen.stove"]["fire"] and not spaces["hall.west"]["fire"]
    lit = map_observation(lay, state, lights=[lay.index["cellar.coal"]])
    assert not next(s for s in lit["spaces"] if s["id"] == "cellar.coal")["dark"]


def test_each_space_lists_what_is_within_range_of_it():
    lay = house()
    state = revealed(lay)
    obs = map_observation(lay, state)
    graph = state.range_graph()
    for sp in obs["spaces"]:
        expect = {s: d for s, d in graph.within(sp["index"], 3).items() if d > 0}
        assert dict(map(tuple, sp["range"])) == expect
    # range crosses the lawn's impassable border (MOM2-TERR-5) but not the greenhouse door
    lawn = next(s for s in obs["spaces"] if s["id"] == "back.lawn")
    reach = {lay.spaces[s].id for s, _ in lawn["range"]}
    assert "back.sunken-west" in reach and "back.door-bed" not in reach
    # only explored spaces count
    half = MapState(lay)
    half.reveal_room("back.back-path")
    lawn = next(s for s in map_observation(lay, half)["spaces"] if s["id"] == "back.lawn")
    assert all(lay.spaces[s].room == "back.back-path" for s, _ in lawn["range"])


def test_space_centres_and_outlines_fit_their_cells():
    lay = house()
    obs = map_observation(lay, revealed(lay))
    for sp in obs["spaces"]:
        assert lay.space_at(*sp["centre"]) == sp["index"]
        loops = sp["outline"]
        area = sum(_area(loop) for loop in loops[:1]) - sum(_area(loop) for loop in loops[1:])
        assert area == pytest.approx(len(sp["cells"]))
        for x, y in sp["slots"]:
            assert lay.space_at(x, y) == sp["index"]


def test_outline_of_shapes():
    assert outline([(0, 0)]) == [[(0, 0), (1, 0), (1, 1), (0, 1)]]
    assert outline([(0, 0), (1, 0), (0, 1)]) == [[(0, 0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 2)]]
    ring = [(x, y) for x in range(3) for y in range(3) if (x, y) != (1, 1)]
    outer, hole = outline(ring)
    assert outer == [(0, 0), (3, 0), (3, 3), (0, 3)] and sorted(hole) == [(1, 1), (1, 2), (2, 1), (2, 2)]
    assert space_centre([(0, 0), (0, 1)]) == (0.5, 1.0)
    # an L whose mean falls outside it gets the middle of its nearest cell
    bent = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2)]
    cx, cy = space_centre(bent)
    assert (int(cx), int(cy)) in bent


def _area(loop):
    return abs(sum(loop[i - 1][0] * p[1] - p[0] * loop[i - 1][1] for i, p in enumerate(loop)) / 2)
