"""The first-edition observation carries the story it plays and the board (the map the table
draws), with only what every seat may see: figures where they stand, never a token back,
a card of the Keeper or a room stack."""

from __future__ import annotations

import json

from fa_testkit import game


def test_fa_obs_names_the_story_played():
    s = game(k=2)
    for seat in (0, 1, s.keeper, None):
        obs = s.observation(seat)
        assert obs["scenario"] == "wardens-garden" and obs["story"] == "wardens-garden"


def test_fa_obs_map_draws_every_figure_where_it_stands():
    s = game(k=2)
    for seat in (0, s.keeper):
        board = s.observation(seat)["map"]
        seen = {sp["index"] for sp in board["spaces"]}
        assert seen == {i for i in range(len(s.layout.spaces)) if s.map.is_revealed(i)}
        where = {f["id"]: f["space"] for f in board["figures"]}
        assert where == {f: s.map.figures[f].space for f in s.map.figures
                         if s.map.figures[f].space in seen}
        assert {inv.id for inv in s.investigators} | set(s.monsters) == set(where)
        names = {f["id"]: f["name"]["text"] for f in board["figures"]}
        assert names[s.investigators[0].id] == s.investigators[0].name
        assert names["crawler"] == "Crawling One"  # a monster by its kind's name


def test_fa_obs_map_has_no_secret_of_the_keeper():
    s = game(k=1)
    board = s.observation(0)["map"]
    blob = json.dumps(board)
    for card in s.hand + [c for stack in s.rooms.values() for c in stack]:
        assert f'"{card}"' not in blob
    assert all(set(f) == {"id", "kind", "space", "flying", "hidden", "name"}
               for f in board["figures"])  # no token back, health or damage
    assert board == s.observation(s.keeper)["map"]  # the board is the same for every seat


def test_fa_obs_without_detail_leaves_the_drawing_out():
    s = game(k=1)
    lean = s.observation(0, detail=False)
    assert "map" not in lean and lean["scenario"] == "wardens-garden"
    assert set(s.observation(0)) - set(lean) == {"map"}
