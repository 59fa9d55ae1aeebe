"""Movement and range on the map: MOM2-MOVE-*, MOM2-TERR-*, FA-BORD-*."""

from __future__ import annotations

import pytest

from eldertable.games.mansions.map.graph import (FLYING_MONSTER, INVESTIGATOR, WALKING_MONSTER,
                                                 Mover)
from mansions_testkit import house, revealed, single, strip, tile


def idx(state, *names):
    return [state.layout.index[n] for n in names]


# --------------------------------------------------------------------------- MOVE


def test_mom2_move_1_one_move_is_up_to_two_spaces():
    lay, st = single(strip(5))
    st.place_figure("ada", "investigator", "t.s0")
    assert sorted(st.move_options("ada")) == idx(st, "t.s1", "t.s2")
    assert st.move_options("ada")[lay.index["t.s2"]] == 2


def test_mom2_move_2_each_step_goes_to_an_adjacent_space():
    lay, st = single(strip(5))
    path = st.move_graph().path(lay.index["t.s0"], lay.index["t.s4"])
    assert path == idx(st, "t.s0", "t.s1", "t.s2", "t.s3", "t.s4")
    g = st.move_graph()
    assert all(b in g.succ[a] for a, b in zip(path, path[1:]))


def test_mom2_move_3_a_step_cannot_pass_through_a_wall():
    t = strip(3, edges=[((0, 0), "e", "wall")])
    lay, st = single(t)
    g = st.move_graph()
    a, b = idx(st, "t.s0", "t.s1")
    assert b not in g.succ[a]
    assert g.distance(a, b) == -1


def test_mom2_move_4_and_fa_bord_2_investigators_cannot_cross_an_impassable_border():
    lay, st = single(strip(3, edges=[((0, 0), "e", "border")]))
    a, b, c = idx(st, "t.s0", "t.s1", "t.s2")
    st.place_figure("ada", "investigator", a)
    assert st.move_options("ada") == {}
    assert st.move_graph(INVESTIGATOR).distance(a, b) == -1


def test_mom2_move_5_a_move_may_be_split_around_another_action():
    """Two spaces in one move reach exactly what one space, a pause, and one more reach."""
    lay = house()
    st = revealed(lay)
    g = st.move_graph()
    for src in range(len(lay.spaces)):
        whole = set(g.within(src, 2))
        split = {w for v in g.within(src, 1) for w in g.within(v, 1)}
        assert whole == split


# --------------------------------------------------------------------------- TERR range


def test_mom2_terr_1_within_range_is_three_spaces_or_closer():
    lay, st = single(strip(5))
    s = idx(st, "t.s0", "t.s1", "t.s2", "t.s3", "t.s4")
    assert [st.in_range(s[0], x) for x in s] == [True, True, True, True, False]
    assert st.range_distance(s[0], s[3]) == 3


def test_mom2_terr_2_range_is_not_counted_through_walls():
    t = tile("two", (2, 1), {"a": (False, {"x": [(0, 0)]}), "b": (False, {"y": [(1, 0)]})},
             {"n": "ww", "s": "ww", "e": "w", "w": "w"})
    lay, st = single(t)
    x, y = idx(st, "t.x", "t.y")
    assert not st.in_range(x, y)


def test_mom2_terr_3_range_is_not_counted_through_doors_but_movement_is():
    t = tile("two", (2, 1), {"a": (False, {"x": [(0, 0)]}), "b": (False, {"y": [(1, 0)]})},
             {"n": "ww", "s": "ww", "e": "w", "w": "w"}, edges=[((0, 0), "e", "door", "d")])
    lay, st = single(t)
    x, y = idx(st, "t.x", "t.y")
    assert st.move_graph().distance(x, y) == 1
    assert st.range_distance(x, y) == -1 and not st.in_range(x, y)


def test_mom2_terr_4_and_12_secret_passage_joins_for_movement_not_for_range():
    lay = house()
    st = revealed(lay)
    stacks, desk = idx(st, "library.stacks", "study.desk")
    assert desk in st.move_graph().succ[stacks]  # MOM2-TERR-12
    assert not st.in_range(stacks, desk)  # MOM2-TERR-4


def test_mom2_terr_12_a_scenario_passage_joins_distant_spaces():
    from eldertable.games.mansions.map.layout import Layout, Placement
    from eldertable.games.mansions.map.tiles import library
    lib = library()
    lay = Layout.build([Placement("a", lib["cellar"], 0, 0), Placement("b", lib["study"], 5, 5)],
                       passages=[("tunnel", "a.coal", "b.hearth")])
    st = revealed(lay)
    coal, hearth = idx(st, "a.coal", "b.hearth")
    assert st.move_graph().distance(coal, hearth) == 1
    assert st.range_distance(coal, hearth) == -1


def test_mom2_terr_5_and_fa_bord_3_range_counts_across_an_impassable_border():
    lay = house()
    st = revealed(lay)
    gallery, reading = idx(st, "library.gallery", "library.reading")
    assert st.range_distance(gallery, reading) == 1
    assert st.move_graph().distance(reading, gallery) == 2  # round by the stacks
    cell, walk = idx(st, "cell.cell", "cell.walk-north")
    assert st.in_range(cell, walk)  # through the bars, not the door


def test_mom2_terr_10_a_barricade_blocks_a_door_and_a_secret_passage():
    lay = house()
    st = revealed(lay)
    reading, hall_west = idx(st, "library.reading", "hall.west")
    stacks, desk = idx(st, "library.stacks", "study.desk")
    st.place_token("b1", "barricade", door="library.s1")
    st.place_token("b2", "barricade", door="study.w0")
    assert st.door_state("hall.n1") == "barricaded"  # the same door from the hall's side
    for mover in (INVESTIGATOR, WALKING_MONSTER, FLYING_MONSTER):
        g = st.move_graph(mover)
        assert hall_west not in g.succ[reading]
        assert desk not in g.succ[stacks]
    st.remove_token("b1")
    assert hall_west in st.move_graph().succ[reading]


def test_mom2_terr_11_after_the_barricade_test_the_mover_goes_through():
    lay = house()
    st = revealed(lay)
    st.place_token("b1", "barricade", door="library.s1")
    reading, hall_west = idx(st, "library.reading", "hall.west")
    assert hall_west in st.move_graph(Mover(passes_barricades=True)).succ[reading]


def test_mom2_terr_13_outdoor_rooms_join_openly_walls_and_doors_decide_the_rest():
    lay = house()
    st = revealed(lay)
    south, sunken = idx(st, "back.path-south", "back.sunken-west")
    gate, door_bed, lawn = idx(st, "back.gate", "back.door-bed", "back.lawn")
    assert lay.spaces[south].outdoor and lay.spaces[sunken].outdoor
    assert not lay.spaces[door_bed].outdoor
    g = st.move_graph()
    assert sunken in g.succ[south] and st.in_range(south, sunken)
    assert door_bed not in g.succ[gate]  # the greenhouse wall
    assert door_bed in g.succ[lawn]  # its door


# --------------------------------------------------------------------------- doors


@pytest.mark.parametrize("state, investigator, walker, flyer", [
    ("open", True, True, True),
    ("sealed", False, False, False),
    ("locked", False, True, True),
])
def test_door_states_for_each_mover(state, investigator, walker, flyer):
    """Sealed doors stop everyone; locked ones stop investigators (monsters pass them, a
    house rule the seeds leave open)."""
    lay = house()
    st = revealed(lay)
    st.set_door("back.greenhouse-door", state)
    lawn, bed = idx(st, "back.lawn", "back.door-bed")
    assert [bed in st.move_graph(m).succ[lawn] for m in (INVESTIGATOR, WALKING_MONSTER, FLYING_MONSTER)] \
        == [investigator, walker, flyer]


def test_fa_err_15_a_monster_that_cannot_enter_locked_rooms():
    """The Pet cannot enter a room holding a Lock: a mover without passes_locked."""
    lay = house()
    st = revealed(lay)
    st.place_token("lock-1", "lock", space="parlor.piano")
    pet = Mover(passes_locked=False)
    kitchen, settee = idx(st, "kitchen.stove", "parlor.settee")
    assert settee not in st.move_graph(pet).succ[kitchen]
    assert settee in st.move_graph(WALKING_MONSTER).succ[kitchen]
    # inside the locked room it may still move and leave
    st2 = revealed(lay)
    st2.place_token("lock-1", "lock", space="parlor.piano")
    piano = lay.index["parlor.piano"]
    assert settee in st2.move_graph(pet).succ[piano]
    assert kitchen in st2.move_graph(pet).succ[settee]


def test_unexplored_rooms_cannot_be_entered():
    lay = house()
    from eldertable.games.mansions.map.mapstate import MapState
    st = MapState(lay)
    st.reveal_tile("hall")
    st.place_figure("ada", "investigator", "hall.west")
    assert {lay.spaces[s].tile for s in st.move_options("ada")} == {"hall"}
    st.reveal_tile("library")
    assert "library" in {lay.spaces[s].tile for s in st.move_options("ada")}


# --------------------------------------------------------------------------- FA-BORD


def test_fa_bord_4_flying_monsters_cross_impassable_borders():
    lay, st = single(strip(3, edges=[((0, 0), "e", "border")]))
    a, b = idx(st, "t.s0", "t.s1")
    assert st.move_graph(FLYING_MONSTER).distance(a, b) == 1


def test_fa_gap_17_walking_monsters_are_stopped_by_impassable_borders():
    lay, st = single(strip(3, edges=[((0, 0), "e", "border")]))
    a, b = idx(st, "t.s0", "t.s1")
    assert st.move_graph(WALKING_MONSTER).distance(a, b) == -1


def test_fa_bord_1_the_dashed_white_line_is_a_border_in_tile_data_and_art():
    from eldertable.games.mansions.map.geometry import EdgeKind
    from eldertable.games.mansions.map.tiles import library
    lib = library()
    with_borders = [t for t in lib.ids() if any(e.kind is EdgeKind.BORDER for e in lib[t].edges.values())]
    assert len(with_borders) >= 4
    for tid in with_borders:
        svg = lib.art_path(tid).read_text(encoding="utf-8")
        n = sum(e.kind is EdgeKind.BORDER for e in lib[tid].edges.values())
        assert svg.count('stroke="#f7f4ea" stroke-width="5" stroke-dasharray') == n


def test_fa_bord_5_and_6_flying_comes_from_the_monster_data():
    from eldertable.games.mansions.content import catalog
    monsters = catalog().monsters
    assert monsters["mi-go"].flying  # FA-BORD-6
    assert monsters["byakhee"].flying and not monsters["crawling-one"].flying  # FA-GAP-16
