"""The editor's Qt-free side of edge marks (``map.edges``): what lies under the mouse, the
entry a mark is written as, finding it again in either order, whether it may lie there,
ids that follow a renamed tile, and the canonical text."""

import copy
import json

import pytest

from eldertable.games.mansions.map.tiles import library
from eldertable.games.mansions.scenario import mapedits, references
from eldertable.games.mansions.scenario.canonical import dumps
from eldertable.resources import asset

BLANK = {"kind": "mansions-scenario", "format": 2, "rules": "second-edition", "content": {},
         "map": {"tiles": [{"id": "hall", "tile": "hallway-2", "at": [0, 0], "revealed": True}],
                 "start": "hall.west"}}


@pytest.fixture(scope="module")
def tiles():
    return library().tiles


def test_the_edge_under_a_point(tiles):
    lay = mapedits.build_layout(BLANK, tiles)
    # hallway-2: west (0..2) and east (2..4) on one row; its west end already an exit
    assert mapedits.edge_at(lay, 2.05, 0.5) == ("impassable", "hall.east", "hall.west")
    assert mapedits.edge_at(lay, 1.5, 0.5) is None  # the middle of a space
    assert mapedits.edge_at(lay, 1.0, 0.5) is None  # between two cells of one space
    assert mapedits.edge_at(lay, 3.5, 0.02) == ("escape", "hall.east", "n")
    assert mapedits.edge_at(lay, 3.5, 0.97) == ("escape", "hall.east", "s")
    assert mapedits.edge_at(lay, 4.0, 0.5) == ("escape", "hall.east", "e")
    assert mapedits.edge_at(lay, 6.0, 0.5) is None  # off the map
    assert mapedits.edge_at(lay, 2.3, 0.5) is None  # too far from the line


def test_entries_are_found_in_either_order_and_checked(tiles):
    data = copy.deepcopy(BLANK)
    entry = mapedits.edge_entry("impassable", "hall.west", "hall.east")
    assert entry == {"kind": "impassable", "between": ["hall.west", "hall.east"]}
    assert mapedits.edge_problem(data, tiles, entry) is None
    data["map"]["edges"] = [entry]
    assert mapedits.find_edge(data, mapedits.edge_entry("impassable", "hall.east", "hall.west")) == 0
    assert mapedits.find_edge(data, mapedits.edge_entry("escape", "hall.east", "e")) is None
    lay = mapedits.build_layout(data, tiles)
    assert [m.index for m in lay.marked] == [0] and lay.problems == []
    # the east end's outer side is open on the tile ("o"): it may become an exit
    assert mapedits.edge_problem(data, tiles, mapedits.edge_entry("escape", "hall.east", "e")) is None
    why = mapedits.edge_problem(data, tiles, mapedits.edge_entry("escape", "hall.west", "w"))
    assert why == "the west side of 'hall.west' is already an escape edge on the tile"


def test_a_renamed_tile_takes_its_marks_along():
    data = copy.deepcopy(BLANK)
    data["map"]["edges"] = [{"kind": "impassable", "between": ["hall.west", "hall.east"]},
                            {"kind": "escape", "space": "hall.east", "side": "e"}]
    assert references.references(data, "tile", "hall") == [
        ("map", "start"), ("map", "edges", 0, "between", 0), ("map", "edges", 0, "between", 1),
        ("map", "edges", 1, "space")]
    changes = references.rename(data, "tile", "hall", "entry")
    assert data["map"]["edges"] == [{"kind": "impassable", "between": ["entry.west", "entry.east"]},
                                    {"kind": "escape", "space": "entry.east", "side": "e"}]
    assert len(changes) == 5


def test_marks_are_written_after_the_passages_kind_first():
    data = copy.deepcopy(BLANK)
    data["map"]["tokens"] = [{"id": "t", "kind": "search", "space": "hall.east"}]
    data["map"]["edges"] = [{"side": "e", "space": "hall.east", "kind": "escape"}]
    text = dumps(data)
    assert list(json.loads(text)["map"]) == ["tiles", "start", "edges", "tokens"]
    assert '"edges": [{"kind": "escape", "space": "hall.east", "side": "e"}]' in text
