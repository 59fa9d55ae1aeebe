"""Monster movement on the map (the movement parts of MOM2-MYTH/MON/ACT/EVADE)."""

from __future__ import annotations

import pytest

from eldertable.games.mansions.map.graph import FLYING_MONSTER, WALKING_MONSTER, Graph
from mansions_testkit import house, revealed, single, strip


def idx(state, *names):
    return [state.layout.index[n] for n in names]


@pytest.fixture(scope="module")
def home():
    return revealed(house())


def test_mom2_myth_4_toward_every_space_moved_shortens_the_distance(home):
    g = home.move_graph(WALKING_MONSTER)
    src, dst = idx(home, "conservatory.fountain", "hall.west")
    d0 = g.distance(src, dst)
    for end in g.toward(src, dst, 2):
        assert g.distance(end, dst) == d0 - 2
    for step in g.step_toward(src, dst):
        assert g.distance(step, dst) == d0 - 1


def test_mom2_myth_4_toward_stops_on_arrival():
    lay, st = single(strip(4))
    g = st.move_graph(WALKING_MONSTER)
    a, b = idx(st, "t.s0", "t.s1")
    assert g.toward(a, b, 3) == [b]
    assert g.toward(b, b, 3) == [b]


def test_mom2_myth_4_toward_an_unreachable_space_does_not_move():
    lay, st = single(strip(3, edges=[((0, 0), "e", "border")]))
    a, c = idx(st, "t.s0", "t.s2")
    assert st.move_graph(WALKING_MONSTER).toward(a, c, 2) == [a]
    assert st.move_graph(FLYING_MONSTER).toward(a, c, 2) == [c]  # FA-BORD-4


def test_mom2_myth_4_away_every_space_moved_lengthens_the_distance(home):
    g = home.move_graph(WALKING_MONSTER)
    src, frm = idx(home, "kitchen.larder", "hall.east")
    d0 = g.distances_to(frm)[src]
    for end in g.away(src, frm, 2):
        assert g.distances_to(frm)[end] == d0 + 2


def test_mom2_myth_4_away_goes_as_far_as_it_can():
    lay, st = single(strip(3))
    g = st.move_graph(WALKING_MONSTER)
    s0, s1, s2 = idx(st, "t.s0", "t.s1", "t.s2")
    assert g.away(s1, s0, 3) == [s2]  # then the wall
    assert g.away(s2, s0, 3) == [s2]


def test_mom2_myth_5_nearest_and_farthest_with_ties():
    lay, st = single(strip(5))
    g = st.move_graph(WALKING_MONSTER)
    s = idx(st, "t.s0", "t.s1", "t.s2", "t.s3", "t.s4")
    assert g.nearest(s[2], [s[0], s[4], s[3]]) == [s[3]]
    assert g.nearest(s[2], [s[0], s[4]]) == [s[0], s[4]]  # a tie: both (MOM2-GAP-17)
    assert g.farthest(s[1], [s[0], s[2], s[4]]) == [s[4]]


def test_mom2_myth_5_unreachable_candidates_are_never_nearest_or_farthest():
    lay, st = single(strip(4, edges=[((1, 0), "e", "wall")]))
    g = st.move_graph(WALKING_MONSTER)
    s = idx(st, "t.s0", "t.s1", "t.s2", "t.s3")
    assert g.nearest(s[0], [s[3]]) == []
    assert g.farthest(s[0], [s[1], s[3]]) == [s[1]]


def test_fa_bord_4_flying_monster_crosses_border_toward_its_target(home):
    lawn, sunken = idx(home, "back.lawn", "back.sunken-east")
    walker = home.move_graph(WALKING_MONSTER)
    flyer = home.move_graph(FLYING_MONSTER)
    assert walker.distance(sunken, lawn) > 1
    assert flyer.toward(sunken, lawn, 1) == [lawn]


def test_mom2_myth_6_and_7_horror_step_finds_monsters_within_range(home):
    home.place_figure("ada", "investigator", "library.reading")
    home.place_figure("wings", "monster", "library.gallery", mover=FLYING_MONSTER)
    home.place_figure("far", "monster", "conservatory.fountain")
    reading = home.layout.index["library.reading"]
    assert [f.id for f in home.monsters_in_range(reading)] == ["wings"]
    assert home.monsters_in_range(home.layout.index["cellar.coal"]) == []  # MOM2-MYTH-7


def test_mom2_act_4_and_5_melee_in_own_space_ranged_within_range(home):
    home.place_figure("m", "monster", "hall.east")
    west, east = idx(home, "hall.west", "hall.east")
    assert [f.id for f in home.figures_at(east)] == ["m"]  # the melee target
    assert home.in_range(west, east)  # a ranged target
    assert not home.in_range(home.layout.index["library.reading"], east)  # behind a door


def test_mom2_evade_1_leaving_a_monster_space_is_reported():
    lay, st = single(strip(3))
    st.place_figure("ada", "investigator", "t.s0")
    st.place_figure("ghoul", "monster", "t.s0")
    report = st.move_figure("ada", "t.s1")
    assert report.left_monsters == ("ghoul",)
    assert st.move_figure("ada", "t.s2").left_monsters == ()


def test_mom2_act_9_push_moves_a_figure_to_an_adjacent_space():
    lay, st = single(strip(3))
    st.place_figure("ghoul", "monster", "t.s0")
    s0 = lay.index["t.s0"]
    target = st.adjacency().succ[s0][0]
    st.move_figure("ghoul", target)
    assert st.figures["ghoul"].space == lay.index["t.s1"]


def test_graph_distances_are_cached_and_deterministic():
    g = Graph([[1], [0, 2], [1]])
    assert g.distances_from(0) is g.distances_from(0)
    assert g.path(0, 2) == [0, 1, 2]
    assert g.path(2, 0) == [2, 1, 0]
