"""The map state: tokens, darkness and fire, hiding, escaping (MOM2-TERR-6..9, FA-HIDE,
FA-ESC, FA-COMP supply limits)."""

from __future__ import annotations

import pytest

from eldertable.engine.protocol import IllegalAction
from eldertable.games.mansions.map.graph import FLYING_MONSTER
from eldertable.games.mansions.map.mapstate import MapState
from mansions_testkit import house, revealed, single, strip


def idx(state, *names):
    return [state.layout.index[n] for n in names]


# --------------------------------------------------------------------------- darkness and fire


def test_mom2_terr_6_and_7_no_clues_spent_in_darkness():
    lay, st = single(strip(5))
    st.place_token("dark", "darkness", space="t.s0")
    s0, s4 = idx(st, "t.s0", "t.s4")
    assert st.is_dark(s0) and not st.can_spend_clues(s0)
    assert st.can_spend_clues(s4)


@pytest.mark.parametrize("light, dark", [(None, True), ("t.s0", False), ("t.s1", False), ("t.s2", True)])
def test_mom2_terr_8_darkness_ignored_by_a_light_source_in_or_next_to_the_space(light, dark):
    lay, st = single(strip(5))
    st.place_token("dark", "darkness", space="t.s0")
    lights = [] if light is None else [lay.index[light]]
    assert st.is_dark(lay.index["t.s0"], lights) is dark


@pytest.mark.parametrize("fire, dark", [("t.s0", False), ("t.s1", False), ("t.s3", True)])
def test_mom2_terr_8_darkness_ignored_next_to_fire(fire, dark):
    lay, st = single(strip(5))
    st.place_token("dark", "darkness", space="t.s0")
    st.place_token("fire", "fire", space=fire)
    assert st.is_dark(lay.index["t.s0"]) is dark


def test_mom2_terr_8_light_across_a_wall_does_not_help():
    lay, st = single(strip(3, edges=[((0, 0), "e", "wall")]))
    st.place_token("dark", "darkness", space="t.s0")
    assert st.is_dark(lay.index["t.s0"], [lay.index["t.s1"]])


def test_mom2_terr_9_entering_fire_is_reported():
    lay, st = single(strip(3))
    st.place_token("f", "fire", space="t.s1")
    st.place_figure("ada", "investigator", "t.s0")
    assert st.move_figure("ada", "t.s1").into_fire
    assert not st.move_figure("ada", "t.s2").into_fire


# --------------------------------------------------------------------------- hiding


@pytest.fixture
def hidden_in_parlor():
    st = revealed(house())
    st.place_figure("ada", "investigator", "parlor.piano", hidden=True)
    st.place_figure("tom", "investigator", "parlor.settee")
    st.place_figure("ghoul", "monster", "kitchen.stove")
    return st


def test_fa_hide_1_keeper_actions_cannot_target_a_hidden_investigator(hidden_in_parlor):
    assert [f.id for f in hidden_in_parlor.keeper_targets()] == ["tom"]


def test_fa_hide_2_a_hidden_investigator_still_suffers_the_room(hidden_in_parlor):
    st = hidden_in_parlor
    st.place_token("dark", "darkness", space="parlor.piano")
    piano = st.layout.index["parlor.piano"]
    assert st.is_dark(piano) and not st.can_spend_clues(piano)


def test_fa_hide_3_monster_entering_the_room_meets_the_hidden_investigator(hidden_in_parlor):
    report = hidden_in_parlor.move_figure("ghoul", "parlor.settee")
    assert report.new_room and set(report.room_figures) == {"ada", "tom"}


def test_fa_hide_4_choosing_an_investigator_in_the_room_may_pick_a_hidden_one(hidden_in_parlor):
    found = hidden_in_parlor.figures_in_room("parlor.parlor", "investigator")
    assert [f.id for f in found] == ["ada", "tom"]
    assert [f.id for f in hidden_in_parlor.figures_in_room("parlor.parlor", "investigator",
                                                            include_hidden=False)] == ["tom"]


def test_fa_hide_5_and_6_mists_keep_hiding_while_moving_into_a_monster_room(hidden_in_parlor):
    st = hidden_in_parlor
    report = st.move_figure("ada", "kitchen.stove", stays_hidden=True)
    assert st.figures["ada"].hidden
    assert report.new_room and "ghoul" in report.room_figures  # FA-HIDE-6: horror check as normal


def test_hiding_ends_when_an_investigator_moves_without_the_mists(hidden_in_parlor):
    hidden_in_parlor.move_figure("ada", "parlor.settee")
    assert not hidden_in_parlor.figures["ada"].hidden


# --------------------------------------------------------------------------- escaping


def test_fa_esc_1_and_fa_err_23_escape_from_hallway_2_across_its_white_line():
    st = revealed(house())
    west, east = idx(st, "hall.west", "hall.east")
    assert st.can_escape(west) and not st.can_escape(east)
    assert st.layout.escape_spaces("hall.hallway-2") == [west]


def test_fa_esc_2_an_escape_edge_that_meets_a_room_is_refused():
    from mansions_testkit import HOUSE
    placements = HOUSE + [("porch", "cellar", -2, 1, 0)]  # a tile against Hallway 2's white line
    lay = house(placements)
    assert any("escape edge" in p.message for p in lay.problems)
    assert lay.index["hall.west"] not in lay.escapes


def test_escaping_needs_the_room_explored():
    lay = house()
    st = MapState(lay)
    assert not st.can_escape(lay.index["hall.west"])
    st.reveal_tile("hall")
    assert st.can_escape(lay.index["hall.west"])


# --------------------------------------------------------------------------- tokens


def test_fa_comp_31_only_ten_mutation_tokens():
    lay, st = single(strip(2))
    for i in range(10):
        st.place_token(f"m{i}", "mutation", space="t.s0")
    with pytest.raises(IllegalAction):
        st.place_token("m10", "mutation", space="t.s1")
    st.remove_token("m3")
    st.place_token("m10", "mutation", space="t.s1")


def test_fa_comp_28_only_six_crawling_hands():
    lay, st = single(strip(2))
    for i in range(6):
        st.place_token(f"h{i}", "crawling-hand", space="t.s0")
    with pytest.raises(IllegalAction):
        st.place_token("h6", "crawling-hand", space="t.s0")


@pytest.mark.parametrize("kwargs", [
    {"kind": "search", "door": "library.s1"},  # only barricades and locks lie on doors
    {"kind": "nonsense", "space": "hall.west"},
    {"kind": "search", "space": "hall.nowhere"},
    {"kind": "barricade", "door": "hall.nowhere"},
    {"kind": "search"},
])
def test_tokens_refused_where_they_cannot_lie(kwargs):
    st = revealed(house())
    with pytest.raises(IllegalAction):
        st.place_token("t", **kwargs)


def test_mom2_act_2_explore_reveals_a_tile():
    lay = house()
    st = MapState(lay)
    assert st.reveal_tile("hall") == ["hall.hallway-2"]
    assert st.reveal_tile("hall") == []
    with pytest.raises(IllegalAction):
        st.reveal_tile("attic")


def test_state_round_trips_through_plain_data():
    lay = house()
    st = revealed(lay)
    st.set_door("back.greenhouse-door", "locked")
    st.place_token("b", "barricade", door="hall.n1")
    st.place_token("d", "darkness", space="cellar.coal")
    st.place_figure("wings", "monster", "back.lawn", mover=FLYING_MONSTER)
    st.place_figure("ada", "investigator", "hall.west", hidden=True)
    again = MapState.from_json(lay, st.to_json())
    assert again.to_json() == st.to_json()
    assert again.door_state("library.s1") == "barricaded"
    assert again.figures["wings"].mover == FLYING_MONSTER


def test_figure_moves_do_not_rebuild_graphs():
    st = revealed(house())
    st.place_figure("ada", "investigator", "hall.west")
    g = st.move_graph()
    st.move_figure("ada", "hall.east")
    assert st.move_graph() is g
    st.set_door("hall.s1", "sealed")
    assert st.move_graph() is not g


def test_fa_gap_25_hiding_is_granted_and_ended_by_effects():
    st = revealed(house())
    st.place_figure("ada", "investigator", "parlor.piano")
    st.set_hidden("ada", True)
    assert st.keeper_targets() == []
    st.set_hidden("ada", False)
    assert [f.id for f in st.keeper_targets()] == ["ada"]
    assert st.layout.room_of(st.figures["ada"].space).name == "Parlor"


def test_fa_err_2_wrong_turn_goes_to_a_hallway_without_explore_lock_or_obstacle():
    lay = house()
    st = revealed(lay)
    hall_west, hall_east, back, front = idx(st, "hall.west", "hall.east", "long.back", "long.front")
    assert sorted(st.quiet_hallway_spaces()) == sorted([hall_west, hall_east, back, front])
    st.place_token("x", "explore", space="long.front")
    assert st.quiet_hallway_spaces(exclude=hall_west) == [hall_east]
    st.place_token("o", "obstacle", space="hall.west")
    assert st.quiet_hallway_spaces() == []


def test_each_game_gets_a_starting_map_of_its_own():
    """LoadedScenario.initial_map builds the starting map once and hands out copies: what
    one game does to its map never reaches the next game's, and a copy is the map the
    scenario sets up (rooms, doors, tokens, monsters; revealed rooms iterate alike)."""
    from eldertable.games.mansions.scenario import load_scenario
    from eldertable.resources import asset

    sc = load_scenario(asset("games", "mansions", "scenarios", "wardens-garden.json"))
    first = sc.initial_map()
    start = first.to_json()
    order = list(first.revealed)
    hidden = next(t.id for t in sc.model.map.tiles if not t.revealed)
    first.reveal_tile(hidden)
    first.place_token("extra", "search", space=0)
    first.move_figure(next(iter(first.figures)), 0)
    door = next(iter(sc.layout.doors))
    first.set_door(door, "sealed")
    second = sc.initial_map()
    assert second.to_json() == start != first.to_json()
    assert list(second.revealed) == order
    assert second.door_state(door) == "open" or door in start["doors"]
    assert "extra" not in second.tokens and second.revealed is not first.revealed
    copy = first.copy()
    assert copy.to_json() == first.to_json()
    assert copy.move_options(next(iter(copy.figures))) == first.move_options(next(iter(first.figures)))
    with pytest.raises(ValueError):
        first.copy(["no-such-room"])
