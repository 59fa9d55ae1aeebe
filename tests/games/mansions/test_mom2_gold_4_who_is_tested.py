"""MOM2-GOLD-4 (the players control the investigators) and MOM2-GOLD-6 (they decide as a
group): where the rules leave it open which investigator is tested, the players choose
(a choice of kind ``tester``, one Choose per living investigator, answered from the lead
investigator's seat); with one investigator left there is no question. Games recorded
before (config without ``tested``) replay as the app then picked: the lead investigator, a
Mythos card's "one investigator" at random."""

from __future__ import annotations

import pytest

from eldertable.engine.protocol import CHANCE
from eldertable.games.mansions.second import actions as A
from eldertable.games.mansions.second.bots import InvestigatorBot
from eldertable.games.mansions.second.config import make_config, validate_config
from mom2_helpers import B, inv, pending, put, roll
from mom2_helpers import keeper_game as game
from mom2_helpers import scenario, to_mythos

TEAM = ("tomas-reyes", "ada-whitlock")
CHOOSE = {"tested": "chosen"}


def keeper_test(data):
    """A story test the Keeper's own trigger sets off (the Mythos Phase): "an investigator
    tests Agility"."""
    data["events"].append({"id": "falling-shelf", "trigger": {"on": "mythos"},
                           "outcomes": [{"do": "test", "skill": "agility", "difficulty": 1,
                                         "text": "A shelf topples.", "fail": "bruised"}]})
    data["events"].append({"id": "bruised", "outcomes": [{"do": "damage", "amount": 1}]})


def mythos_card(state, cid: str) -> None:
    """The Mythos deck holds only card ``cid`` (test setup)."""
    pile = state.table["mythos"]
    pile.cards[:] = [c for c in pile.cards if c.split("#")[0] == cid][:1]


def choice(state) -> dict | None:
    item = state.agenda[0] if state.agenda else None
    return item[1] if item and item[0] == "choose" else None


def test_mom2_gold_4_a_keeper_story_test_asks_the_players_who(tmp_path):
    state = game(scenario(tmp_path, keeper_test), investigators=TEAM, options=CHOOSE)
    to_mythos(state)
    ch = choice(state)
    assert ch is not None and ch["kind"] == "tester"
    assert state.current_player() == state.lead()  # the investigators' side answers
    assert state.legal_actions() == [A.Choose("tomas-reyes"), A.Choose("ada-whitlock")]
    obs = state.observation(0)["pending"]
    assert obs["choice"] == "tester" and obs["test"]["skill"] == "agility"
    ada = inv(state, "ada-whitlock")
    assert obs["test"]["values"]["ada-whitlock"] == ada.skills["agility"]
    assert obs["test"]["dice"]["ada-whitlock"] == ada.skills["agility"]
    state.apply(A.Choose("ada-whitlock"))
    t = pending(state)
    assert t["inv"] == ada.seat and t["skill"] == "agility" and t["why"] == "scenario"
    roll(state, *([B] * t["pool"]))  # the boundary: no success, the fail event hurts Ada
    if A.Accept() in state.legal_actions():
        state.apply(A.Accept())
    assert state.held(ada, "damage") == 1
    assert state.held(inv(state, "tomas-reyes"), "damage") == 0


def test_mom2_gold_4_one_investigator_left_is_tested_without_a_question(tmp_path):
    state = game(scenario(tmp_path, keeper_test), investigators=TEAM, options=CHOOSE)
    state.eliminate(inv(state, "tomas-reyes"))  # the boundary: one eligible
    to_mythos(state)
    assert choice(state) is None
    assert state.current_player() == CHANCE
    assert pending(state)["inv"] == inv(state, "ada-whitlock").seat


def test_mom2_gold_4_a_solo_investigator_is_never_asked(tmp_path):
    state = game(scenario(tmp_path, keeper_test), options=CHOOSE)
    to_mythos(state)
    assert choice(state) is None and pending(state)["inv"] == 0


def test_mom2_gold_4_an_investigators_own_test_stays_theirs(tmp_path):
    """A test an investigator's action sets off (a token used) is that investigator's."""
    def change(data):
        data["events"].append({"id": "use-goal", "trigger": {"on": "token-used",
                                                            "token": "cupboard"},
                               "outcomes": [{"do": "test", "skill": "lore",
                                             "text": "A locked box."}]})
    state = game(scenario(tmp_path, change), investigators=TEAM, options=CHOOSE)
    put(state, "tomas-reyes", "kitchen.stove")
    state.apply(A.Search("cupboard"))
    assert choice(state) is None and pending(state)["inv"] == 0


def test_mom2_gold_4_a_chosen_story_test_names_the_test(tmp_path):
    def change(data):
        data["events"].append({"id": "pick", "trigger": {"on": "round-start", "round": 1},
                               "outcomes": [{"do": "test", "skill": "will", "who": "chosen",
                                             "text": "Who will read the letter?"}]})
    state = game(scenario(tmp_path, change), investigators=TEAM, options=CHOOSE, begin=False)
    ch = choice(state)
    assert ch is not None and ch["kind"] == "tester" and ch["ctx"]["skill"] == "will"
    state.apply(A.Choose("tomas-reyes"))
    assert pending(state)["inv"] == 0 and pending(state)["skill"] == "will"


def test_mom2_gold_4_a_mythos_card_for_one_investigator_asks_the_players(tmp_path):
    def change(data):
        data["content"]["decks"].append("mythos")
    state = game(scenario(tmp_path, change), investigators=TEAM, options=CHOOSE)
    mythos_card(state, "falling-plaster")
    to_mythos(state)
    ch = choice(state)
    assert ch["kind"] == "tester" and ch["ctx"]["card"] == "falling-plaster"
    assert state.observation(1)["pending"]["test"]["difficulty"] == 2
    state.apply(A.Choose("ada-whitlock"))
    t = pending(state)
    assert t["inv"] == inv(state, "ada-whitlock").seat and t["why"] == "card"
    assert t["diff"] == 2 and t["ctx"] == {"harm": "damage", "amount": 2}


def test_mom2_gold_4_the_bot_sends_the_best_skilled(tmp_path):
    state = game(scenario(tmp_path, keeper_test), investigators=TEAM, options=CHOOSE)
    inv(state, "tomas-reyes").skills["agility"] = 1
    inv(state, "ada-whitlock").skills["agility"] = 4
    state._ver += 1
    to_mythos(state)
    seat = state.current_player()
    bot = InvestigatorBot(seat)
    act = bot.choose(state.observation(seat), state.legal_actions(seat))
    assert act == A.Choose("ada-whitlock")
    inv(state, "ada-whitlock").skills["agility"] = 1
    inv(state, "tomas-reyes").skills["agility"] = 5
    state._ver += 1
    assert bot.choose(state.observation(seat), state.legal_actions(seat)) == \
        A.Choose("tomas-reyes")


def test_mom2_gold_4_games_recorded_before_keep_the_apps_pick(tmp_path):
    """No ``tested`` in the config: the lead investigator is tested, unasked."""
    state = game(scenario(tmp_path, keeper_test), investigators=TEAM)
    to_mythos(state)
    assert choice(state) is None and pending(state)["inv"] == state.lead()


def test_mom2_gold_4_new_games_name_the_option_and_old_configs_stay_without(tmp_path):
    path = scenario(tmp_path)
    assert make_config(["human", "human"], {}, {"scenario": path})["options"]["tested"] \
        == "chosen"
    old = validate_config({"players": 1, "seats": ["human"], "options": {"scenario": path}})
    assert "tested" not in old["options"]
    with pytest.raises(ValueError):
        validate_config({"players": 1, "seats": ["human"],
                         "options": {"scenario": path, "tested": "nobody"}})
