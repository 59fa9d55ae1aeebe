"""Setup, components and the house rules of the setup dialog (FA-COMP, FA-USE, FA-REPL,
FA-ALCH from cards, FA-GAP-1/11/14/20/31)."""

from __future__ import annotations

import pytest

from eldertable.games.mansions import setup_spec as mansions_setup_spec
from eldertable.games.mansions.first import actions as A
from eldertable.games.mansions.first import config as first_config
from eldertable.games.mansions.first import validate_config
from eldertable.games.mansions.first.cards import RULEBOOK_COUNTS, card_set
from eldertable.games.mansions.first.ruledata import house_rule_specs, story_for
from eldertable.games.mansions.first.scenarios import shipped
from fa_testkit import game, put

CARDS = card_set()

#: each deck and the count the rulebook's component list gives (written here, not read from
#: the engine's own table, so that a changed count in the data or the table is caught)
COMPLETE = [
    pytest.param("exploration", 53, id="FA-COMP-5"),
    pytest.param("spell", 11, id="FA-COMP-6"),
    pytest.param("starting-item", 8, id="FA-COMP-7"),
    pytest.param("trait", 16, id="FA-COMP-8"),
    pytest.param("lock", 5, id="FA-COMP-9"),
    pytest.param("obstacle", 6, id="FA-COMP-10"),
    pytest.param("mythos", 14, id="FA-COMP-11"),
    pytest.param("trauma", 12, id="FA-COMP-12"),
    pytest.param("side-effect", 12, id="FA-COMP-13"),
    pytest.param("time-period", 3, id="FA-COMP-14"),
    pytest.param("combat", 43, id="FA-COMP-16"),
    pytest.param("keeper-action", 10, id="FA-COMP-19"),
]


@pytest.mark.parametrize("deck,count", COMPLETE)
def test_fa_decks_hold_the_rulebooks_counts(deck, count):
    assert CARDS.count(deck) == count
    assert RULEBOOK_COUNTS[deck] == count


def test_fa_comp_16_combat_cards_split_by_monster_class():
    classes = {CARDS.cards[c].monster_class for c in CARDS.decks["combat"]}
    assert classes == {"humanoid", "beast", "eldritch"}
    s = game()
    assert sum(len(s.piles["combat-" + c]) for c in classes) == 43


def test_fa_use_2_investigators_get_their_starting_items():
    s = game(k=2)
    assert s.investigators[0].items == ["iron-bar"]
    assert s.investigators[1].items == ["surgeons-bone-saw"]


def test_fa_use_5_side_effect_deck_beside_the_trauma_deck():
    s = game()
    assert len(s.side_effects.cards) == RULEBOOK_COUNTS["side-effect"]
    assert len(s.piles["trauma"]) + sum(c in CARDS.decks["trauma"] for c in s.hand) == 12


def test_fa_use_7_only_the_storys_keeper_actions_are_dealt():
    s = game()
    assert s.keeper_actions == list(story_for("wardens-garden").keeper_actions)


def test_fa_gap_14_all_cards_or_only_the_storys(tmp_path):
    import json

    data = json.loads(shipped()["wardens-garden"].read_text(encoding="utf-8"))
    data["first_edition"]["decks"] = {"mythos": ["cold-draught", "mirror"]}
    path = tmp_path / "wardens-garden.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    s = game(scenario=str(path))
    mythos = [c for c in s.piles["mythos"] + s.hand if CARDS.deck_of[c] == "mythos"]
    assert sorted(mythos) == ["cold-draught", "mirror"]
    s = game(scenario=str(path), house={"FA-GAP-14": "all"})
    mythos = [c for c in s.piles["mythos"] + s.hand if CARDS.deck_of[c] == "mythos"]
    assert len(mythos) == 14


def test_fa_repl_2_and_fa_repl_4_replaced_cards_carry_their_r_version():
    for cid in ("dark-ritual", "uncontrollable-urges", "witchcraft", "dynamite", "suitcase",
                "blood-pact", "strange-skies"):
        assert CARDS.cards[cid].replacement is not None, cid


def test_fa_repl_1_and_fa_gap_19_replacement_is_used_in_play():
    s = game(dice=(9,))
    s.push_fx(0, s.effects_of("witchcraft"))
    s.run()
    assert s.investigators[0].damage == 1  # the R version: 1 damage, not 2
    s = game(dice=(9,), house={"FA-GAP-19": False})
    s.push_fx(0, s.effects_of("witchcraft"))
    s.run()
    assert s.investigators[0].damage == 2


def _solve_reagents(house=None):
    s = game(house=house)
    tomas = s.investigators[0]
    put(s, tomas, "cellar.coal")
    s.monsters.pop("crawler")
    s.map.remove_figure("crawler")
    s.apply(A.Explore())
    while s.puzzle is not None:
        legal = s.legal_actions(s.current_player())
        stop = [a for a in legal if "alchemy.stop" in a.move]
        if any("alchemy.roll" in a.move for a in legal):
            s.chance.push(1)  # FA-GAP-9: a 1 passes
        s.apply(stop[0] if stop else legal[0])
    return s, tomas


def test_fa_alch_22_fa_alch_23_and_fa_gap_31_completed_card_goes_to_the_discards():
    s, tomas = _solve_reagents()
    assert tomas.clues == 2  # what the card says completion does
    assert "ex-reagents" not in s.rooms["cellar.cellar"]
    assert "ex-reagents" in s.discards["exploration"]
    s, _ = _solve_reagents({"FA-GAP-31": "remove"})
    assert "ex-reagents" not in s.discards.get("exploration", [])


def test_fa_gap_11_story_alchemy_attempt_uses_the_action_unless_free():
    for rule, left in (("action", 0), ("free", 1)):
        s = game(house={"FA-GAP-11": rule})
        tomas = s.investigators[0]
        tomas.items.append("wardens-notes")
        put(s, tomas, "cellar.racks")
        s.monsters.pop("crawler")
        s.map.remove_figure("crawler")
        s.apply(A.UseToken("still"))
        assert s.puzzle is not None and tomas.action == left


def test_fa_gap_1_moves_and_running_follow_the_house_rule():
    s = game(house={"FA-GAP-1.moves": 3})
    tomas = s.investigators[0]
    assert tomas.moves == 3
    s.apply(A.Run())
    assert tomas.moves == 6


def test_fa_gap_1_failed_evade_stops_the_move_when_chosen():
    s = game(dice=(10,), house={"FA-GAP-1": "stop"})
    tomas = s.investigators[0]
    put(s, tomas, "cell.walk-south")
    s.turn_apply(A.Step(s.layout.index["cell.walk-north"]))
    assert s.layout.spaces[s.space_of(tomas)].id == "cell.walk-south" and tomas.moves == 0


def test_fa_gap_1_keeper_hand_size():
    assert len(game(house={"FA-GAP-1.hand": 5}).hand) == 5


def test_fa_gap_20_draft_stories_need_the_house_rule(tmp_path):
    import json

    data = json.loads(shipped()["wardens-garden"].read_text(encoding="utf-8"))
    data["first_edition"]["draft"] = True
    path = tmp_path / "wardens-garden.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match="FA-GAP-20"):
        validate_config({"players": 1, "options": {"scenario": str(path)}})
    ok = validate_config({"players": 1, "options": {"scenario": str(path)},
                          "house_rules": {"FA-GAP-20": True}})
    assert ok["house_rules"]["FA-GAP-20"] is True


def test_fa_gap_every_house_rule_is_in_the_setup_dialog():
    spec = mansions_setup_spec()["first_edition"]
    shown = {r["id"] for r in spec["house_rules"]}
    assert shown == {r.id for r in house_rule_specs()}
    assert {"scenario", "story_choice", "round_limit"} <= {o["id"] for o in spec["options"]}


def test_fa_config_bad_input_is_one_clear_message():
    with pytest.raises(ValueError, match="unknown house rule"):
        validate_config({"players": 1, "options": {"scenario": "wardens-garden"},
                         "house_rules": {"FA-GAP-99": 1}})
    with pytest.raises(ValueError, match="seats"):
        validate_config({"players": 2, "seats": ["human"], "options": {}})
