"""What the second edition tells the log and the story cards names what happened: a
defeated monster by its name, a move by the room it ends in, a token by what was done
with it (found wanting in a whole game played by hand: "gardener is defeated.",
"Ada Whitlock moves.", "Ada Whitlock uses a token.")."""

from __future__ import annotations

from eldertable.games.mansions.second import actions as A

from mom2_helpers import events_of, game, monster, put, scenario, space


def _words(events, kind):
    return [e.text.render() for e in events_of(events, kind)]


def test_a_defeated_monster_is_named_as_it_was_in_play(tmp_path):
    state = game(scenario(tmp_path))
    monster(state, "c", "cultist", "hall.east")
    name = state.name_of("c").render()
    state._events = []
    state.damage_monster("c", 5)
    assert "c" not in state.monsters
    assert _words(state._events, "monster-defeated") == [f"{name} is defeated."]
    assert name != "c"  # the content name, never the figure id


def test_a_move_names_the_room_it_ends_in(tmp_path):
    state = game(scenario(tmp_path))
    events = state.apply(A.Move("tomas-reyes", space(state, "long.front")))
    words = _words(events, "move")
    assert words and all(w.startswith("Tomas Reyes moves to ") for w in words)
    assert words[-1] == "Tomas Reyes moves to Long Hallway."


def test_a_used_token_says_what_was_done_with_it(tmp_path):
    state = game(scenario(tmp_path))
    put(state, "tomas-reyes", "long.back")
    events = state.apply(A.Explore("to-parlor"))
    assert _words(events, "use-token") == ["Tomas Reyes explores."]
