"""FA-GAP-1 (the first-edition base rules the seeds only reference: the players control
the investigators): where a story leaves it open which investigator makes a test (a test
for a ``chosen`` investigator, or one a trigger no investigator set off, such as the
Mythos), the players choose (a pending choice of kind ``tester``, one Choose per
investigator still playing, answered from the first one's seat); a test of the one who
used a token stays theirs. Games recorded before (config without ``tested``) replay as
the app then picked: the first investigator still playing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eldertable.games.mansions.first import actions as A
from eldertable.games.mansions.first.bots import InvestigatorBot
from eldertable.games.mansions.first.config import new_options, validate_config
from fa_testkit import game, put

SCENARIO = Path(__file__).resolve().parents[3] / "assets" / "games" / "mansions" / \
    "scenarios" / "wardens-garden.json"
CHOOSE = {"tested": "chosen"}


def story(tmp_path, who: str = "active", trigger=None) -> str:
    """The Warden's Garden with one more event: a Will test that hurts on a failure."""
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data["events"].append({"id": "creak", "trigger": trigger or {"on": "mythos"},
                           "outcomes": [{"do": "test", "skill": "will", "who": who,
                                         "text": "The floor creaks.", "fail": "hurt"}]})
    data["events"].append({"id": "hurt", "outcomes": [{"do": "damage", "amount": 1}]})
    path = tmp_path / "creaking.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def to_mythos(s) -> None:
    """End each investigator's turn and the Keeper's: the round ends, the Mythos runs."""
    for _ in range(8):
        if s.pending is not None or s.phase == "investigator" and s.round > 1:
            return
        legal = s.legal_actions()
        s.apply(next(a for a in legal if type(a) in (A.EndTurn, A.KeeperEnd)))


def not_asked(s) -> bool:
    """No tester question waits (the Keeper may be asked whether to play a card)."""
    return (s.pending or {}).get("kind") != "tester"


def test_fa_gap_1_a_mythos_story_test_asks_the_players_who(tmp_path):
    s = game(2, dice=[10] * 10, scenario=story(tmp_path), **CHOOSE)
    to_mythos(s)
    assert s.pending["kind"] == "tester"
    assert s.current_player() == 0  # the first investigator's seat answers for the team
    assert s.legal_actions() == [A.Choose("tomas-reyes"), A.Choose("ada-whitlock")]
    seen = s.observation(1)["pending"]
    assert seen["attribute"] == "will" and seen["text"] == "The floor creaks."
    ada, tomas = s.by_id("ada-whitlock"), s.by_id("tomas-reyes")
    assert seen["targets"] == {"tomas-reyes": s.attribute(tomas, "will"),
                               "ada-whitlock": s.attribute(ada, "will")}
    assert s.prompt(0).render(None) == \
        "The floor creaks. Choose the investigator who tests Will."
    events = s.apply(A.Choose("ada-whitlock"))
    roll = next(e for e in events if e.kind == "roll")
    assert roll.data["who"] == ada.name and roll.data["verdict"] == "fails"
    assert ada.damage == 1 and tomas.damage == 0  # the boundary: the fail hurts Ada only


def test_fa_gap_1_one_investigator_left_is_tested_without_a_question(tmp_path):
    s = game(2, dice=[10] * 10, scenario=story(tmp_path), **CHOOSE)
    s.eliminate(s.by_id("ada-whitlock"))
    to_mythos(s)
    assert not_asked(s) and s.by_id("tomas-reyes").damage == 1


def test_fa_gap_1_a_solo_investigator_is_never_asked(tmp_path):
    s = game(1, dice=[10] * 10, scenario=story(tmp_path), **CHOOSE)
    to_mythos(s)
    assert not_asked(s) and s.investigators[0].damage == 1


def test_fa_gap_1_the_one_who_used_the_token_is_tested(tmp_path):
    trigger = {"on": "token-used", "token": "stopped-clock"}
    s = game(2, dice=[10] * 10, scenario=story(tmp_path, trigger=trigger), **CHOOSE)
    s.apply(A.EndTurn())  # Ada's turn: she uses the clock
    ada = s.by_id("ada-whitlock")
    put(s, ada, "dining.foot")
    s.apply(A.UseToken("stopped-clock"))
    assert not_asked(s)
    assert ada.damage == 1 and s.by_id("tomas-reyes").damage == 0


def test_fa_gap_1_a_test_for_a_chosen_investigator_asks_even_on_a_token(tmp_path):
    trigger = {"on": "token-used", "token": "stopped-clock"}
    s = game(2, dice=[10] * 10, scenario=story(tmp_path, "chosen", trigger), **CHOOSE)
    s.apply(A.EndTurn())
    put(s, s.by_id("ada-whitlock"), "dining.foot")
    s.apply(A.UseToken("stopped-clock"))
    assert s.pending["kind"] == "tester"
    s.apply(A.Choose("tomas-reyes"))
    assert s.by_id("tomas-reyes").damage == 1 and s.by_id("ada-whitlock").damage == 0


def test_fa_gap_1_the_bot_sends_the_best_chance_and_the_first_on_a_tie(tmp_path):
    s = game(2, dice=[10] * 10, scenario=story(tmp_path), **CHOOSE)
    to_mythos(s)
    bot = InvestigatorBot(0)
    tomas, ada = s.by_id("tomas-reyes"), s.by_id("ada-whitlock")
    tomas.attrs["will"], ada.attrs["will"] = 2, 6
    assert bot.choose(s.observation(0), s.legal_actions()) == A.Choose("ada-whitlock")
    tomas.attrs["will"] = 6
    assert bot.choose(s.observation(0), s.legal_actions()) == A.Choose("tomas-reyes")


def test_fa_gap_1_games_recorded_before_keep_the_apps_pick(tmp_path):
    """No ``tested`` in the config: the first investigator is tested, unasked."""
    s = game(2, dice=[10] * 10, scenario=story(tmp_path))
    to_mythos(s)
    assert not_asked(s)
    assert s.by_id("tomas-reyes").damage == 1 and s.by_id("ada-whitlock").damage == 0


def test_fa_gap_1_new_games_name_the_option_and_old_configs_stay_without(tmp_path):
    from eldertable.games.mansions.first.sim import simulate_options
    from eldertable.ui.mansions.first.setup import FirstEditionSetup
    import eldertable.games.mansions as mansions

    base = {"players": 1, "seats": ["human", "bot:keeper"],
            "options": {"scenario": "wardens-garden"}}
    assert "tested" not in validate_config(base)["options"]
    assert new_options({})["tested"] == "chosen"
    made = FirstEditionSetup(mansions).make_config(["human", "bot:keeper"], {},
                                                   {"scenario": "wardens-garden"})
    assert made["options"]["tested"] == "chosen"
    sim = simulate_options({"scenario": "wardens-garden", "investigators": 2})
    assert sim["config"]["options"]["tested"] == "chosen"
    with pytest.raises(ValueError, match="tested"):
        validate_config(dict(base, options={"scenario": "wardens-garden", "tested": "x"}))
