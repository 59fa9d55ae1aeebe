"""What each seat of first-edition play sees: investigators never see the Keeper's hand,
the story choice, undrawn deck order or the byakhee's back (FA-BYAK-1/2); the Keeper sees
what the rules let it see."""

from __future__ import annotations

import json

from eldertable.games.mansions.first import actions as A
from fa_testkit import game, put


def _blob(obs) -> str:
    return json.dumps(obs, sort_keys=True, default=str)


def test_fa_obs_investigators_never_see_the_keepers_hand_or_story_choice():
    s = game(k=2, choice="b")
    assert s.hand
    for seat in (0, 1):
        obs = s.observation(seat)
        assert obs["hand"] is None and obs["hand_size"] == len(s.hand)
        assert obs["story_choice"] is None and obs["goal"] is None and obs["story_chosen"]
        assert obs["role"] == "investigator"
        assert obs["exit_distance"] is None
    keeper = s.observation(s.keeper)
    assert keeper["hand"] == s.hand and keeper["story_choice"] == "b"
    assert keeper["goal"] == "mutations"


def _string_lists(x):
    if isinstance(x, (list, tuple)):
        if len(x) >= 2 and all(isinstance(v, str) for v in x):
            yield list(x)
        for v in x:
            yield from _string_lists(v)
    elif isinstance(x, dict):
        for v in x.values():
            yield from _string_lists(v)


def test_fa_obs_no_undrawn_deck_order_for_anyone():
    s = game(k=2)
    piles = [p for p in s.piles.values() if len(p) >= 2] + [s.side_effects.cards]
    for seat in (0, 1, s.keeper):
        obs = s.observation(seat)
        assert all(isinstance(v, int) for v in obs["decks"].values())
        for shown in _string_lists(obs):
            assert not any(shown[:2] == p[:2] for p in piles), shown


def test_fa_obs_room_stacks_are_counts_for_investigators_cards_for_the_keeper():
    s = game(k=1)
    inv = s.observation(0)["rooms"]["cellar.cellar"]
    assert inv["cards"] is None and inv["left"] == len(s.rooms["cellar.cellar"])
    assert s.observation(s.keeper)["rooms"]["cellar.cellar"]["cards"] == s.rooms["cellar.cellar"]
    assert s.observation(0)["rooms"]["study.study"]["top"] == "fallen-shelf"  # an obstacle shows


def test_fa_obs_story_choice_is_made_by_the_keeper_seat_in_secret():
    s = game(k=2, choice="keeper")
    assert s.current_player() == s.keeper
    events = s.apply(A.ChooseStory("c"))
    assert all("c" not in str(e.data) for e in events if e.kind == "story-chosen")
    assert s.observation(0)["story_choice"] is None
    assert s.observation(s.keeper)["story_choice"] == "c"


def test_fa_obs_byakhee_back_hidden_monster_back_shown_after_damage():
    s = game(k=2, dice=(0,))
    s.add_monster("b1", "byakhee", "study.desk", None, 0)
    tomas_view = {m["id"]: m for m in s.observation(0)["monsters"]}
    assert tomas_view["b1"]["back"] is None and tomas_view["warden"]["back"] is None
    s.hurt_monster(s.monsters["b1"], 1)
    s.hurt_monster(s.monsters["warden"], 1)
    tomas_view = {m["id"]: m for m in s.observation(0)["monsters"]}
    assert tomas_view["b1"]["back"] is None and tomas_view["warden"]["back"] is not None
    assert all(m["back"] is not None for m in s.observation(s.keeper)["monsters"])


def test_fa_obs_keeper_reaction_options_are_the_keepers_alone():
    s = game(k=2, dice=(9,))
    tomas = s.investigators[0]
    s.threat = 5
    s.hand[:] = ["deep-cut", "despair"]
    s.harm(tomas, "damage", 1)
    s.run()
    assert s.current_player() == s.keeper
    assert s.observation(0)["pending"]["options"] is None
    assert s.observation(s.keeper)["pending"]["options"] == ["deep-cut"]
    s.apply(A.KeeperPlay("deep-cut"))
    assert tomas.damage == 2 and s.threat == 4


def test_fa_obs_puzzle_pile_order_stays_hidden():
    s = game(k=1)
    put(s, s.investigators[0], "cellar.coal")
    s.monsters.pop("crawler")
    s.map.remove_figure("crawler")
    s.apply(A.Explore())
    obs = s.observation(0)["puzzle"]
    assert "pile" not in obs and obs["kind"] == "alchemy"
