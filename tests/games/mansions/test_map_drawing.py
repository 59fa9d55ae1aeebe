"""What the board view asks of the layout: where the art goes, where tokens stand, which
space is under the pointer, where a door is."""

from __future__ import annotations

import math

import pytest

from eldertable.games.mansions.map.geometry import ROTATIONS, rotate_point
from eldertable.games.mansions.map.layout import Layout, Placement
from eldertable.games.mansions.map.tiles import library
from mansions_testkit import house


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_art_frame_puts_the_turned_art_on_the_tile(rotation):
    t = library()["back-path"]
    lay = Layout.build([Placement("b", t, 3, 4, rotation)])
    fx, fy, deg = lay.art_frame("b")
    theta = math.radians(deg)
    for point in [(0.0, 0.0), (0.5, 0.5), (2.5, 4.5), (3.0, 5.0)]:
        x, y = point
        drawn = (fx + x * math.cos(theta) - y * math.sin(theta),
                 fy + x * math.sin(theta) + y * math.cos(theta))
        rx, ry = rotate_point(point, t.w, t.h, rotation // 90)
        assert drawn == pytest.approx((rx + 3, ry + 4))


def test_slots_lie_in_their_space_and_hit_tests_find_it():
    lay = house()
    for space in lay.spaces:
        pts = lay.slots(space.index)
        assert pts
        for x, y in pts:
            assert lay.space_at(x, y) == space.index
    assert lay.space_at(-3.0, 0.5) is None


def test_door_position_is_on_the_edge_between_its_spaces():
    lay = house()
    assert lay.door_position("hall.n1") == (1.5, 2.0)
    door = lay.door("back.greenhouse-door")
    x, y = lay.door_position("back.greenhouse-door")
    assert {lay.space_at(x, y - 0.25), lay.space_at(x, y + 0.25)} == {door.a, door.b}
    lay2 = Layout.build([Placement("a", library()["cellar"], 0, 0), Placement("b", library()["study"], 5, 5)],
                        passages=[("tunnel", "a.coal", "b.hearth")])
    assert lay2.door_position("tunnel") is None


def test_bounds_cover_every_tile_for_fit_map():
    assert house().bounds() == (0, 0, 11, 7)
    assert Layout.build([]).bounds() == (0, 0, 0, 0)


def test_every_tile_knows_its_art_even_when_a_scenario_brings_it(tmp_path):
    import json
    from eldertable.games.mansions.map.tiles import load_tile
    lib = library()
    for tid in lib.ids():
        assert lib.art_path(tid).is_file()
        assert lib[tid].turned(90).art_file == lib[tid].art_file
    data = json.loads(lib.art_path("cellar").with_suffix(".json").read_text())
    data.update(id="root-cellar", art="art/root-cellar.svg")
    (tmp_path / "art").mkdir()
    (tmp_path / "art" / "root-cellar.svg").write_text("<svg/>")
    (tmp_path / "root-cellar.json").write_text(json.dumps(data))
    assert load_tile(tmp_path / "root-cellar.json").art_file == str((tmp_path / "art" / "root-cellar.svg").resolve())
