"""The map observation's cache (games/mansions/map/observe.py): the parts that depend only on
the layout and the explored rooms are built once, yet every call returns data of its own
(a caller that changes its observation changes nothing in the next one), the cache follows
the map as it changes, and one seat's view never stands in for what another seat may see
(FA-BYAK-1/2: a byakhee's back stays hidden from investigators)."""

from __future__ import annotations

import copy

from eldertable.games.mansions.map import observe
from eldertable.games.mansions.map.observe import map_observation
from eldertable.games.mansions.scenario import load_scenario
from eldertable.resources import asset
from fa_testkit import game


def wardens():
    return load_scenario(asset("games", "mansions", "scenarios", "wardens-garden.json"))


def containers(data, out=None) -> list:
    """Every list and dict inside ``data`` (itself included)."""
    out = [] if out is None else out
    if isinstance(data, (list, dict)):
        out.append(data)
        for v in (data.values() if isinstance(data, dict) else data):
            containers(v, out)
    return out


def scribble(data) -> None:
    """Change every list and dict inside ``data`` in place, as a careless caller might."""
    for c in containers(data):
        if isinstance(c, dict):
            for k in list(c):
                if not isinstance(c[k], (list, dict)):
                    c[k] = "scribbled"
            c["extra"] = 1
        else:
            for i, v in enumerate(c):
                if not isinstance(v, (list, dict)):
                    c[i] = -99
            c.append(-1)


def uncached(layout, state, viewer=None, **kw):
    observe._CACHES.clear()
    return map_observation(layout, state, viewer, **kw)


def busy_map():
    sc = wardens()
    state = sc.initial_map()
    for t in sc.model.map.tiles:
        state.reveal_tile(t.id)
    return sc, state


def test_two_observations_share_no_list_or_dict():
    sc, state = busy_map()
    a = map_observation(sc.layout, state, 0)
    b = map_observation(sc.layout, state, 0)
    assert a == b
    assert len(containers(a)) > 100
    shared = {id(c) for c in containers(a)} & {id(c) for c in containers(b)}
    assert shared == set()


def test_changing_an_observation_changes_nothing_in_the_next():
    sc, state = busy_map()
    first = map_observation(sc.layout, state, None)
    kept = copy.deepcopy(first)
    scribble(first)
    assert first != kept
    assert map_observation(sc.layout, state, None) == kept
    assert map_observation(sc.layout, state, 1) == kept


def test_the_cached_view_follows_the_map_as_rooms_doors_and_tokens_change():
    sc = wardens()
    state = sc.initial_map()
    before = map_observation(sc.layout, state, 0)
    hidden = [t.id for t in sc.model.map.tiles if not t.revealed]
    state.reveal_tile(hidden[0])
    after = map_observation(sc.layout, state, 0)
    assert len(after["spaces"]) > len(before["spaces"])
    assert after == uncached(sc.layout, state, 0)
    door = after["doors"][0]["id"]
    state.set_door(door, "sealed")
    space = after["spaces"][0]["index"]
    state.place_token("dark-1", "darkness", space=space)
    sealed = map_observation(sc.layout, state, 0)
    assert next(d for d in sealed["doors"] if d["id"] == door)["state"] == "sealed"
    assert next(s for s in sealed["spaces"] if s["index"] == space)["darkness"] is True
    assert sealed == uncached(sc.layout, state, 0)
    # a second map of the layout, less explored, is not shown the first map's rooms
    other = sc.initial_map()
    assert map_observation(sc.layout, other, 0) == before


def test_fa_byak_1_seats_see_their_own_monster_backs_and_the_same_public_map():
    s = game(k=2, dice=(1,))
    s.add_monster("b1", "byakhee", "study.desk", None, 0)
    s.map.reveal_room(s.layout.spaces[s.layout.index["study.desk"]].room)
    keeper, investigator = s.observation(s.keeper), s.observation(0)
    by_id = {m["id"]: m for m in keeper["monsters"]}
    assert by_id["b1"]["back"] is not None  # the Keeper sees every back
    assert {m["id"]: m for m in investigator["monsters"]}["b1"]["back"] is None
    assert keeper["map"] == investigator["map"] == s.observation(None)["map"]
    assert "b1" in {f["id"] for f in investigator["map"]["figures"]}
    shared = ({id(c) for c in containers(keeper["map"])}
              & {id(c) for c in containers(investigator["map"])})
    assert shared == set()
    # what one seat's caller does to its map never reaches another seat's
    scribble(keeper["map"])
    assert s.observation(1)["map"] == investigator["map"]
