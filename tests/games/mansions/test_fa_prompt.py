"""prompt(seat): what a first-edition seat may do now, for the status bar; the seats not
to act are told who is deciding, never what the Keeper decides on."""

from __future__ import annotations

from eldertable.games.mansions.first import actions as A
from fa_testkit import effects, game


def _say(msg) -> str:
    return msg.render() if msg is not None else ""


def test_fa_prompt_tells_the_acting_investigator_what_is_left():
    s = game(k=2)
    me = s.investigators[0]
    assert s.current_player() == 0
    said = _say(s.prompt(0))
    assert said.startswith(me.name + f": {me.moves} spaces to move and an action left")
    assert _say(s.prompt(1)) == f"Waiting for {me.name}."
    assert _say(s.prompt(s.keeper)) == f"Waiting for {me.name}."
    me.action = 0
    assert _say(s.prompt(0)) == f"{me.name}: {me.moves} spaces to move, or end the turn."


def test_fa_prompt_asks_for_the_pending_choice_and_the_keepers_turn():
    s = game(k=1, dice=[5] * 20)
    s.push_fx(0, effects([{"do": "test", "test": {"either": ["strength", "intellect"]}}]))
    s.run()
    assert _say(s.prompt(0)) == "Choose which attribute to test."
    s.apply(A.Choose("strength"))
    s.apply(A.EndTurn())
    assert s.phase == "keeper" and s.pending is None
    assert _say(s.prompt(s.keeper)) == (f"The Keeper's turn: {s.threat} threat to spend on "
                                        "keeper actions, then end the turn.")
    assert _say(s.prompt(0)) == "Waiting for Keeper."


def test_fa_prompt_names_the_end_of_the_story():
    s = game(k=1)
    s.end_game("keeper")
    assert _say(s.prompt(0)) == "The story is over: the Keeper has won."
