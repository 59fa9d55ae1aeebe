"""The tile library: the shipped tiles, turning them, and joining them edge to edge."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eldertable.games.mansions.map.geometry import (ROTATIONS, EdgeKind, fits, rotate_cell,
                                                    rotate_point)
from eldertable.games.mansions.map.layout import Layout, Placement
from eldertable.games.mansions.map.tileart import tile_svg
from eldertable.games.mansions.map.tiles import library
from mansions_testkit import HOUSE, house

LIB = library()


def test_at_least_twelve_tiles_with_the_forbidden_alchemy_names():
    assert len(LIB.ids()) >= 12
    names = {LIB[t].name for t in LIB.ids()}
    assert {"Guest Bedroom", "Holding Cell", "Observation Room", "Back Path", "Library",
            "Hallway 2"} <= names
    assert "Greenhouse" in {r.name for r in LIB["back-path"].rooms}


def test_several_tiles_have_impassable_borders():
    bordered = [t for t in LIB.ids() if any(e.kind is EdgeKind.BORDER for e in LIB[t].edges.values())]
    assert len(bordered) >= 3


def test_the_whole_house_lays_out_without_problems():
    lay = house()
    assert lay.problems == []
    assert len(lay.spaces) == sum(len(LIB[t].spaces) for _, t, *_ in HOUSE)


def test_fa_err_16_guest_bedroom_and_holding_cell_are_interchangeable():
    assert LIB["guest-bedroom"].signature() == LIB["holding-cell"].signature()
    swapped = [(p, {"holding-cell": "guest-bedroom", "guest-bedroom": "holding-cell"}.get(t, t), x, y, r)
               for p, t, x, y, r in HOUSE]
    assert house(swapped).problems == []


def test_fa_err_19_the_greenhouse_altar_is_in_the_space_farthest_from_its_door():
    from mansions_testkit import revealed
    lay = house()
    state = revealed(lay)
    door = lay.door("back.greenhouse-door")
    inside = door.a if lay.spaces[door.a].room == "back.greenhouse" else door.b
    room = lay.rooms["back.greenhouse"]
    dist = state.move_graph().distances_from(inside)
    farthest = max(room.spaces, key=lambda s: dist[s])
    assert [d for d in (dist[s] for s in room.spaces)].count(dist[farthest]) == 1
    altar = [f for f in LIB["back-path"].features if f.kind == "altar"]
    assert len(altar) == 1 and lay.space(farthest).id == f"back.{altar[0].space}"


# --------------------------------------------------------------------------- turning


def test_rotation_turns_cells_clockwise():
    # a 3x2 tile: the top-left cell goes to the top-right after a quarter turn
    assert rotate_cell((0, 0), 3, 2, 1) == (1, 0)
    assert rotate_cell((2, 1), 3, 2, 1) == (0, 2)
    assert rotate_cell((0, 0), 3, 2, 2) == (2, 1)
    assert rotate_point((0.0, 0.0), 3, 2, 1) == (2.0, 0.0)
    for q in range(4):
        assert rotate_cell(rotate_cell((1, 0), 3, 2, q), *((2, 3) if q % 2 else (3, 2)), (4 - q) % 4) == (1, 0)


def test_signature_turns_with_the_tile():
    t = LIB["long-hallway"]
    assert t.signature() == {"n": "d", "e": "dwwd", "s": "o", "w": "wdww"}
    assert t.turned(90).signature() == {"n": "wwdw", "e": "d", "s": "dwwd", "w": "o"}
    assert t.turned(180).signature() == {"n": "o", "e": "wwdw", "s": "d", "w": "dwwd"}
    assert t.turned(270).signature() == {"n": "dwwd", "e": "o", "s": "wdww", "w": "d"}
    assert t.turned(90).turned(0) == t


@pytest.mark.parametrize("tid", LIB.ids())
def test_four_quarter_turns_give_the_tile_back(tid):
    t = LIB[tid]
    assert t.turned(90).turned(180).turned(270).turned(0).signature() == t.signature()
    assert dict(t.turned(270).turned(0).edges) == dict(t.edges)


@settings(max_examples=60, deadline=None)
@given(tid=st.sampled_from(LIB.ids()), rotation=st.sampled_from(ROTATIONS),
       x=st.integers(-5, 5), y=st.integers(-5, 5))
def test_every_rotation_keeps_adjacency_symmetric_and_the_same(tid, rotation, x, y):
    """Property: however a shipped tile is turned or placed, its spaces join the same
    spaces by the same kinds of links, and every link works both ways."""
    base = Layout.build([Placement("t", LIB[tid], 0, 0, 0)])
    turned = Layout.build([Placement("t", LIB[tid], x, y, rotation)])

    def links(lay):
        out = set()
        for (a, b), link in lay.links.items():
            ids = sorted([lay.spaces[a].id, lay.spaces[b].id])
            out.add((*ids, link.open, link.border, len(link.doors)))
        return out

    assert links(base) == links(turned)
    nb = turned.neighbours()
    for a, lst in enumerate(nb):
        for b, _ in lst:
            assert a in [v for v, _ in nb[b]]
    from mansions_testkit import revealed
    g = revealed(turned).move_graph()
    for a in range(g.n):
        for b in g.succ[a]:
            assert a in g.succ[b]


# --------------------------------------------------------------------------- joining


def test_tiles_join_only_where_their_edges_match():
    study, hall = LIB["study"], LIB["hallway-2"]
    assert fits(study, 3, 0, hall, 0, 2) == []  # the study's door meets the hall's door
    problems = fits(study, 2, 0, hall, 0, 2)  # one cell to the west: door meets wall
    assert problems and "door meets wall" in problems[0]
    assert fits(study, 0, 0, hall, 0, 1) == ["overlap at 2 cells"]
    assert fits(study, 10, 10, hall, 0, 0) == []  # not touching


def test_a_turned_tile_fits_where_its_turned_edges_match():
    long = LIB["long-hallway"]
    hall = LIB["hallway-2"]
    assert fits(hall, 0, 2, long.turned(90), 4, 2) == []
    assert fits(hall, 0, 2, long.turned(270), 4, 2) != []


def test_the_library_lists_what_fits_a_side():
    hits = LIB.fitting("wd", "n")
    assert ("guest-bedroom", 0) in hits and ("holding-cell", 0) in hits
    for tid, rot in hits:
        assert LIB[tid].turned(rot).signature()["n"] == "wd"


def test_mismatched_and_overlapping_tiles_are_reported_by_the_layout():
    lay = Layout.build([Placement("a", LIB["study"], 2, 0), Placement("b", LIB["hallway-2"], 0, 2)])
    assert any("mismatched" in p.message for p in lay.problems)
    lay = Layout.build([Placement("a", LIB["study"], 0, 0), Placement("b", LIB["kitchen"], 1, 1)])
    assert any("overlaps" in p.message for p in lay.problems)


def test_a_door_between_two_tiles_has_one_id_and_an_alias():
    lay = house()
    door = lay.door("hall.n1")
    assert door is lay.door("library.s1") and not door.secret
    assert {lay.spaces[door.a].id, lay.spaces[door.b].id} == {"library.reading", "hall.west"}


# --------------------------------------------------------------------------- art


@pytest.mark.parametrize("tid", LIB.ids())
def test_shipped_svg_is_drawn_from_the_geometry(tid):
    """The art is generated from the JSON; run
    ``python -m eldertable.games.mansions.map.tileart`` after changing a tile."""
    t = LIB[tid]
    svg = LIB.art_path(tid).read_text(encoding="utf-8")
    assert svg == tile_svg(t)
    root = ET.fromstring(svg)
    assert root.get("viewBox") == f"0 0 {t.w * 100} {t.h * 100}"
    assert "<pattern" not in svg and "<text" not in svg  # patterns break when turned; names are the view's
