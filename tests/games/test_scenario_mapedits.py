"""mapedits: the checks the map editor runs on the shipped scenarios' maps."""

import json

import pytest

from eldertable.games.mansions.map.tiles import library
from eldertable.games.mansions.scenario import mapedits
from eldertable.resources import asset

SCENARIOS = ["quiet-greenhouse", "singing-cellar", "tenant-below", "wardens-garden", "cranes-tonic"]


def load(name):
    return json.loads(asset("games", "mansions", "scenarios", f"{name}.json").read_text("utf-8"))


@pytest.fixture(scope="module")
def tiles():
    return library().tiles


@pytest.mark.parametrize("name", SCENARIOS)
def test_every_tile_fits_where_it_lies(name, tiles):
    data = load(name)
    for t in data["map"]["tiles"]:
        assert mapedits.placement_problem(data, tiles, t, ignore_id=t["id"]) is None, t["id"]


@pytest.mark.parametrize("name", SCENARIOS)
def test_a_tile_on_another_is_refused(name, tiles):
    data = load(name)
    first = data["map"]["tiles"][0]
    new = {"id": "extra", "tile": "study", "at": list(first["at"]), "rotation": 0}
    problem = mapedits.placement_problem(data, tiles, new)
    assert problem is not None and "overlaps" in problem and f"'{first['id']}'" in problem


def test_the_same_id_twice_is_refused(tiles):
    data = load("quiet-greenhouse")
    assert mapedits.placement_problem(data, tiles, data["map"]["tiles"][1]) == "id 'library' is used twice"


def test_a_mismatched_edge_is_refused(tiles):
    data = load("quiet-greenhouse")
    # a kitchen left of the library shows it a door where the library has a wall
    problem = mapedits.placement_problem(data, tiles, {"id": "k", "tile": "kitchen", "at": [-2, 0]})
    assert problem == ("tiles 'library' and 'k' meet on mismatched edges: wall against door "
                       "at grid cell (0, 0)")


def test_a_tile_far_away_is_refused(tiles):
    data = load("quiet-greenhouse")
    assert (mapedits.placement_problem(data, tiles, {"id": "k", "tile": "kitchen", "at": [30, 0]})
            == "tile 'k' touches no other tile")


def test_an_unknown_tile_is_refused(tiles):
    data = load("quiet-greenhouse")
    assert "no tile 'nope'" in mapedits.placement_problem(data, tiles, {"id": "k", "tile": "nope", "at": [0, 5]})


@pytest.mark.parametrize("name", SCENARIOS)
def test_snap_finds_a_moved_tiles_place_again(name, tiles):
    data = load(name)
    for t in data["map"]["tiles"]:
        x, y = t["at"]
        at, problem = mapedits.snap(data, tiles, t["tile"], t.get("rotation", 0), (x + 0.4, y - 0.3),
                                    ignore_id=t["id"])
        assert problem is None
        assert mapedits.placement_problem(data, tiles, {**t, "at": list(at)}, ignore_id=t["id"]) is None


def test_snap_finds_the_neighbours_edge(tiles):
    data = load("quiet-greenhouse")
    # a kitchen dropped a little off the library's west side (where only the 180 turn
    # matches) lands against it
    at, problem = mapedits.snap(data, tiles, "kitchen", 180, (-2.6, 0.3))
    assert problem is None
    x, y = at
    assert x + 2 == 0  # its east side on the library's west side
    assert mapedits.placement_problem(data, tiles, {"id": "k", "tile": "kitchen", "at": [x, y],
                                                    "rotation": 180}) is None


def test_snap_without_a_fit_says_why(tiles):
    data = load("quiet-greenhouse")
    at, problem = mapedits.snap(data, tiles, "study", 0, (1.2, 0.1))
    assert at == (1, 0)
    assert "overlaps" in problem


def test_snap_on_an_empty_map_takes_the_rounded_place(tiles):
    at, problem = mapedits.snap({"map": {"tiles": []}}, tiles, "study", 0, (2.4, 3.6))
    assert (at, problem) == ((2, 4), None)


def test_new_tile_id_is_fresh():
    data = {"map": {"tiles": [{"id": "study", "tile": "study", "at": [0, 0]},
                              {"id": "study-2", "tile": "study", "at": [2, 0]}]}}
    assert mapedits.new_tile_id(data, "study") == "study-3"
    assert mapedits.new_tile_id(data, "kitchen") == "kitchen"


def test_space_and_door_refs(tiles):
    data = load("quiet-greenhouse")
    spaces = mapedits.space_refs(data, tiles)
    assert "hall.west" in spaces and "library.stacks" in spaces
    x, y = spaces["hall.west"]
    assert 0 <= x <= 4 and 2 <= y <= 3
    doors = mapedits.door_refs(data, tiles)
    assert doors["back.greenhouse-door"] == (9.5, 2.0)
    assert doors["hall.n1"] == (1.5, 2.0)


def test_an_invalid_map_still_lays_out(tiles):
    data = {"map": {"tiles": [{"id": "a", "tile": "study", "at": [0, 0]},
                              {"id": "b", "tile": "study", "at": [1, 0]},
                              {"id": "c", "tile": "nope", "at": [5, 5]},
                              {"id": "d", "tile": "study"}]}}
    lay = mapedits.build_layout(data, tiles)
    assert [p.id for p in lay.placements] == ["a", "b"]
    assert lay.problems
