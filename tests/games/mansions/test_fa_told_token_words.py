"""First edition tells a used story token: what was done with it, and, where the whole
house was laid at the start (FA-GAP-1.map), that an explore token opens nothing new
(found in a game played by hand: the action was spent and the log said nothing)."""

from __future__ import annotations

from eldertable.games.mansions.first import actions as A
from eldertable.games.mansions.first import new_game


def _game(house=None):
    config = {"players": 1, "options": {"scenario": "cranes-tonic"}, "house_rules": house or {},
              "investigators": ["ada-whitlock"]}
    state = new_game(config, 1)
    state.apply(state.legal_actions()[0])  # the Keeper's story choice
    return state


def _words(events):
    return [(e.kind, e.text.render()) for e in events if e.text is not None]


def test_fa_gap_1_map_an_explore_token_of_a_laid_house_says_nothing_new_lies_beyond():
    state = _game()
    assert A.UseToken("explore-west") in state.legal_actions()
    said = _words(state.apply(A.UseToken("explore-west")))
    assert said[0] == ("use-token", "Ada Whitlock explores.")
    assert ("nothing", "Nothing new lies beyond: those rooms are already open.") in said
    assert "explore-west" not in state.map.tokens  # the story removes it, as written


def test_fa_gap_1_map_off_the_same_token_reveals_the_rooms():
    state = _game({"FA-GAP-1.map": False})
    said = _words(state.apply(A.UseToken("explore-west")))
    assert said[0] == ("use-token", "Ada Whitlock explores.")
    assert ("reveal", "New rooms are revealed.") in said
    assert not [w for w in said if w[0] == "nothing"]


def test_fa_story_a_possession_the_story_gives_is_told_by_its_name():
    from pydantic import TypeAdapter

    from eldertable.games.mansions.scenario.models import DoItem

    state = _game()
    state._events = []
    state._item_outcome(0, TypeAdapter(DoItem).validate_python(
        {"do": "give-item", "item": "field-journal"}))
    assert "field-journal" in state.investigators[0].items
    assert _words(state._events) == [("item", "Ada Whitlock gains Field Journal.")]



def test_fa_keep_a_monster_the_keeper_moves_is_told_with_where_it_goes():
    state = _game()
    state.add_monster("m1", "maniac", state.layout.index["dining.head"], None, 0)
    state.phase, state.threat = "keeper", 9
    events = state.apply(A.KeeperAction("night-creature"))
    moved = [e for e in events if e.kind == "move"]
    assert moved and moved[0].data["figure"] == "m1"
    room = state.layout.room_of(state.map.figures["m1"].space)
    name = state.scenario.catalog.monsters["maniac"].name
    assert moved[-1].text.render() == f"{name} moves to {room.name}."
    assert moved[0].data["from"] == state.layout.index["dining.head"]
