"""Forbidden Alchemy's components as our data holds them (FA-COMP-1..4, 15, 17, 18, 20..26,
32..35, 41, 42; FA-USE-3, 4, 6, 8). Counts are computed from the data files, never typed
into the test: the card decks (``first/cards/*.json``), the tiles, the alchemy data, the
monster token backs (``first/rules.json``), the figures and expansion marks of
``investigators.json`` and ``monsters.json``, and ``first/cards/components.json`` for what
has no other home (printed matter, punchboards, horror tokens, story stand-ins).

How the physical parts map onto the app: the combined Rulebook/Investigator Guide is the
in-app rules reference (``assets/rules/mansions-1e.json``) and the Keeper Guide is the
story companions (``first/stories/*.json``, the Keeper-facing setup); our three original
stories stand for the three published ones, one per kind; a figure is the map figure the
engine places, and a monster token is one of the kind's token backs."""

from __future__ import annotations

import json
import shutil
from collections import Counter

import pytest

from eldertable.engine.chance import ScriptedChance
from eldertable.games.mansions.content import catalog
from eldertable.games.mansions.first import actions as A
from eldertable.games.mansions.first import new_game, validate_config
from eldertable.games.mansions.first.cards import (BRIDGE_DECKS, BRIDGE_TOTAL, EXPANSION,
                                                   RULEBOOK_COUNTS, SMALL_DECKS, SMALL_TOTAL,
                                                   card_set, cards_dir, components,
                                                   story_card_problems, story_cards)
from eldertable.games.mansions.first.ruledata import rules_data, story_for
from eldertable.games.mansions.jsonmodel import ContentError
from eldertable.games.mansions.map.tiles import library
from eldertable.games.mansions.puzzles.alchemy import AlchemyPuzzle
from eldertable.games.mansions.puzzles.budget import FirstEditionBudget
from eldertable.games.mansions.puzzles.data import alchemy_data
from eldertable.resources import asset
from fa_testkit import effects, game, put

CARDS = card_set()
COMP = components()
STORIES = ("wardens-garden", "cranes-tonic", "tenant-below")


def _scenario(sid: str) -> dict:
    return json.loads(asset("games", "mansions", "scenarios", f"{sid}.json")
                      .read_text(encoding="utf-8"))


def _fa_investigators() -> list[str]:
    return sorted(i.id for i in catalog().investigators.values() if i.expansion == EXPANSION)


def _fa_monsters() -> dict[str, int]:
    return {m.id: m.figures for m in catalog().monsters.values() if m.expansion == EXPANSION}


def _seeded(sid: str, investigators: list[str]):
    config = {"players": len(investigators), "investigators": investigators,
              "options": {"scenario": sid, "story_choice": "a"}, "house_rules": {}}
    return new_game(config, 7)


# ------------------------------------------------------------------ printed matter, stories


def test_fa_comp_1_rulebook_is_the_rules_reference_and_keeper_guide_the_story_setup():
    printed = {p.id: p for p in COMP.printed}
    assert set(printed) == {"rulebook-investigator-guide", "keeper-guide"}
    rulebook = printed["rulebook-investigator-guide"]
    assert rulebook.stands_for == "rules-reference"
    ref = json.loads(asset("rules", f"{rulebook.reference}.json").read_text(encoding="utf-8"))
    assert ref["game"] == "mansions" and ref["reference"] == rulebook.reference
    cited = {c for s in ref["sections"] for c in s.get("cites", ())}
    assert {"FA-COMP-1", "FA-USE-8", "FA-ALCH-19", "FA-HIDE-1"} <= cited
    assert printed["keeper-guide"].stands_for == "story-setup"
    for sid in STORIES:  # every story has its Keeper-facing setup, in its own file
        assert story_for(sid).choices and _scenario(sid)["first_edition"]


def test_fa_comp_32_each_story_setup_lists_clues_keeper_actions_monsters_objectives():
    for sid in STORIES:
        story, scen = story_for(sid), _scenario(sid)
        clue_cards = [c for stack in story.rooms.values() for c in stack
                      if any(e.do == "clue" for e in CARDS.cards[c].effects)]
        clue_events = [e["id"] for e in scen["events"]
                       if any(o["do"] == "give-clue" for o in e["outcomes"])]
        assert clue_cards or clue_events, sid
        assert story.keeper_actions and all(CARDS.deck_of[k] == "keeper-action"
                                            for k in story.keeper_actions)
        assert scen["map"]["monsters"], sid
        assert scen["objectives"] and story_cards(sid, "objective"), sid
    assert story_card_problems(scenarios=STORIES) == []


def test_fa_comp_33_three_stories_stand_for_the_published_three_by_kind():
    stand = {s.number: s for s in COMP.stories}
    assert sorted(stand) == [1, 2, 3] and len({s.scenario for s in stand.values()}) == 3
    # 1: won by completing an alchemy puzzle, with a named maniac who grows per investigator
    one = stand[1]
    assert one.kind == "alchemy-win"
    scen = _scenario(one.scenario)
    events = {e["id"]: e for e in scen["events"]}
    solved = [o["solved"] for e in scen["events"] for o in e["outcomes"]
              if o["do"] == "puzzle" and any(p["id"] == o["puzzle"] and p["type"] == "alchemy"
                                             for p in scen["puzzles"])]
    assert any(o["do"] == "win" for s in solved for o in events[s]["outcomes"])
    assert any(m["monster"] == "maniac" and m.get("name") and m.get("health_per_investigator")
               for m in scen["map"]["monsters"])
    # 2: travels between time periods, with a named shoggoth kept out of rooms with a Lock card
    two = stand[2]
    assert two.kind == "time-travel"
    story, scen = story_for(two.scenario), _scenario(two.scenario)
    assert story.time_travel and len(story.time_periods) == 3
    shoggoths = {m["id"] for m in scen["map"]["monsters"] if m["monster"] == "shoggoth"
                 and m.get("name")}
    assert any(n.monster in shoggoths and n.cannot_enter == "lock-card"
               for n in story.named_monsters)
    assert any(m["monster"] == "byakhee" for m in scen["map"]["monsters"])
    # 3: won by escaping across a white edge while carrying an object
    three = stand[3]
    assert three.kind == "escape"
    story, scen = story_for(three.scenario), _scenario(three.scenario)
    assert story.escape_objective in {o["id"] for o in scen["objectives"]}
    assert any(e.get("trigger", {}).get("on") == "escaped"
               and any(o["do"] == "win" for o in e["outcomes"]) for e in scen["events"])
    s = game()  # the story asks for the escape only once the jar is carried (FA-ESC-1)
    tomas = s.investigators[0]
    put(s, tomas, "hall.west")
    assert A.Escape() not in s.turn_legal(tomas)
    tomas.items.append("specimen-jar")
    assert A.Escape() in s.turn_legal(tomas)


# ------------------------------------------------------------------ figures and tokens


def test_fa_comp_2_four_investigator_figures_one_each_on_the_map():
    fa = _fa_investigators()
    assert len(fa) == 4
    s = _seeded("wardens-garden", fa)
    figures = Counter(f for f, fig in s.map.figures.items() if fig.kind == "investigator")
    assert sorted(figures) == fa and set(figures.values()) == {1}


def test_fa_comp_17_four_character_cards_one_per_investigator_figure():
    chars = [CARDS.cards[c] for c in CARDS.decks["character"]]
    assert len(chars) == RULEBOOK_COUNTS["character"] == 4
    assert sorted(c.investigator for c in chars) == _fa_investigators()
    selectable = {c.id: c for c in rules_data().characters}
    for card in chars:  # the card names the starting item the character is dealt
        item = CARDS.cards[selectable[card.investigator].starting_item]
        assert item.name in card.text, card.id


def test_fa_comp_34_each_figure_belongs_to_a_selectable_character_and_marks_its_space():
    fa = _fa_investigators()
    for iid in fa:
        cfg = validate_config({"players": 1, "investigators": [iid],
                               "options": {"scenario": "wardens-garden"}})
        assert cfg["investigators"] == [iid]
    with pytest.raises(ValueError):  # no first-edition character: no figure to play
        validate_config({"players": 1, "investigators": ["ines-calder"],
                         "options": {"scenario": "wardens-garden"}})
    s = _seeded("wardens-garden", fa)
    for inv in s.investigators:
        put(s, inv, "library.stacks")
        assert s.space_of(inv) == s.layout.index["library.stacks"]
        assert s.map.figures[inv.id].kind == "investigator"


def test_fa_comp_3_two_byakhees_two_crawling_ones_and_no_story_asks_for_more():
    assert _fa_monsters() == {"byakhee": 2, "crawling-one": 2}
    for sid in STORIES:
        used = Counter(m["monster"] for m in _scenario(sid)["map"]["monsters"])
        for kind, figures in _fa_monsters().items():
            assert used[kind] <= figures, (sid, kind)


def test_fa_comp_24_four_monster_tokens_one_for_each_new_figure():
    backs = {m.id: len(m.backs) for m in rules_data().monsters}
    fa = _fa_monsters()
    assert all(backs[kind] == figures for kind, figures in fa.items())
    assert sum(backs[k] for k in fa) == sum(fa.values()) == COMP.tokens["monster"] == 4


@pytest.mark.parametrize("sid", STORIES)
def test_fa_comp_35_and_fa_use_3_every_monster_figure_carries_its_token(sid):
    s = _seeded(sid, ["ada-whitlock", "miriam-osei"])
    backs = {m.id: m.backs for m in rules_data().monsters}
    for m in s.monsters.values():  # set out before the first turn, each with a token back
        assert 0 <= m.back < len(backs[m.kind])
        assert s.monster_back(m) is backs[m.kind][m.back]
        assert s.map.figures[m.id].kind == "monster"
    later = [m for m in _scenario(sid)["map"]["monsters"] if m.get("placed") is False]
    for k, entry in enumerate(later):  # figures a story event sets out get theirs too
        m = s.add_monster(f"late-{k}", entry["monster"], s.layout.index[entry["space"]],
                          None, 0)
        assert s.monster_back(m) in backs[entry["monster"]]
        assert s.map.figures[m.id].space == s.layout.index[entry["space"]]


def test_fa_comp_23_five_horror_tokens_join_the_horror_supply():
    """FA-USE-2 mixes the 5 tokens into the base game's supply; horror is counted per
    investigator, so the supply never runs short."""
    assert COMP.tokens["horror"] == 5
    s = game(k=2)
    ada = s.investigators[1]
    s.harm(ada, "horror", COMP.tokens["horror"] + 2)
    s.run()
    assert ada.horror == 7


def test_fa_comp_22_six_map_tiles_three_medium_three_small():
    lib = library()
    sets = {t: json.loads(asset("games", "mansions", "tiles", f"{t}.json")
                          .read_text(encoding="utf-8"))["set"] for t in lib.ids()}
    fa = {t for t, tile_set in sets.items() if tile_set == "forbidden-alchemy"}
    assert fa == set(COMP.tiles.medium) | set(COMP.tiles.small)
    assert len(COMP.tiles.medium) == 3 and len(COMP.tiles.small) == 3
    assert all(lib[t].w * lib[t].h <= 4 for t in COMP.tiles.small)  # small: 4 cells at most
    assert all(lib[t].w * lib[t].h > 4 for t in COMP.tiles.medium)


def test_fa_comp_25_one_alchemy_setup_tile_printed_on_both_faces():
    layout = alchemy_data().layout("hexagon")
    assert [s.id for s in layout.sides] == ["10A", "10B"]  # one tile, two faces (FA-GAP-4)
    assert COMP.tokens["alchemy-setup"] == 1


def test_fa_comp_26_twelve_alchemy_puzzle_pieces():
    assert len(alchemy_data().pieces) == COMP.tokens["alchemy-piece"] == 12


def test_fa_comp_21_six_punchboards_hold_the_tiles_and_tokens():
    assert COMP.punchboards == 6
    assert set(COMP.tokens) == {"horror", "monster", "alchemy-setup", "alchemy-piece",
                                "mutation", "crawling-hand", "seeds", "time-period-marker"}
    assert len(COMP.tiles.medium) + len(COMP.tiles.small) == 6
    s = game()
    assert s.house["FA-GAP-22"] == COMP.tokens["mutation"]  # the supply the engine caps
    for _ in range(COMP.tokens["crawling-hand"] + 2):
        s.effect(s.investigators[0], effects([{"do": "crawling-hand"}])[0], {})
    assert sum(t.kind == "crawling-hand" for t in s.map.tokens.values()) == \
        COMP.tokens["crawling-hand"]
    assert COMP.tokens["seeds"] == COMP.tokens["time-period-marker"] == 1


# ------------------------------------------------------------------ cards


def test_fa_comp_4_140_small_cards_are_the_sum_of_their_decks():
    counts = {d: CARDS.count(d) for d in SMALL_DECKS}
    assert counts == {d: RULEBOOK_COUNTS[d] for d in SMALL_DECKS}
    assert sum(counts.values()) == SMALL_TOTAL == 140


def test_fa_comp_15_83_bridge_sized_cards_are_the_sum_of_their_decks():
    counts = {d: CARDS.count(d) for d in BRIDGE_DECKS}
    assert counts == {d: RULEBOOK_COUNTS[d] for d in BRIDGE_DECKS}
    assert sum(counts.values()) == BRIDGE_TOTAL == 83


def test_fa_comp_18_fifteen_event_cards_each_a_real_story_event():
    events = [CARDS.cards[c] for c in CARDS.decks["event"]]
    assert len(events) == 15
    assert {e.scenario for e in events} == set(STORIES)
    for card in events:
        ids = {e["id"] for e in _scenario(card.scenario)["events"]}
        assert set(card.stands_for) <= ids, card.id
        assert card.name_zh and card.text_zh
    assert story_card_problems(scenarios=STORIES) == []


def test_fa_comp_20_eleven_objective_cards_and_every_story_objective_has_one():
    objectives = [CARDS.cards[c] for c in CARDS.decks["objective"]]
    assert len(objectives) == 11
    for sid in STORIES:
        want = {o["id"] for o in _scenario(sid)["objectives"]}
        have = [i for c in story_cards(sid, "objective") for i in c.stands_for]
        assert sorted(have) == sorted(want), sid  # each objective once
    assert all(c.name_zh and c.text_zh for c in objectives)


def test_fa_comp_20_a_missing_objective_is_reported(monkeypatch):
    import eldertable.games.mansions.first.cards as cards_mod

    real = cards_mod._scenario_ids

    def more(sid):
        ev, obj = real(sid)
        return ev, obj | {"new-objective"}

    monkeypatch.setattr(cards_mod, "_scenario_ids", more)
    problems = story_card_problems(scenarios=("tenant-below",))
    assert any("'new-objective' has no Objective card" in p for p in problems)


def test_fa_comp_41_every_card_carries_the_expansion_mark(tmp_path):
    assert all(c.expansion == EXPANSION for c in CARDS.cards.values())
    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    data = json.loads((folder / "trait.json").read_text(encoding="utf-8"))
    del data["cards"][0]["expansion"]
    (folder / "trait.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        card_set(folder)
    assert any("FA-COMP-41" in p for p in err.value.problems)


def test_fa_comp_42_combat_cards_print_their_number_and_their_class_total(tmp_path):
    combat = [CARDS.cards[c] for c in dict.fromkeys(CARDS.decks["combat"])]
    assert sorted(c.number for c in combat) == list(range(1, 44))
    per_class = Counter(c.monster_class for c in combat)
    assert all(c.class_total == per_class[c.monster_class] for c in combat)
    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    data = json.loads((folder / "combat.json").read_text(encoding="utf-8"))
    data["cards"][1]["number"] = data["cards"][0]["number"]
    data["cards"][2]["class_total"] += 1
    (folder / "combat.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        card_set(folder)
    assert any("number" in p and "also" in p for p in err.value.problems)
    assert any("class_total" in p for p in err.value.problems)


# ------------------------------------------------------------------ using the expansion


def test_fa_use_4_fa_spells_join_the_spells_an_investigator_can_gain_and_cast():
    s = game()
    tomas = s.investigators[0]
    castable = [c for c in dict.fromkeys(CARDS.decks["spell"]) if CARDS.cards[c].effects]
    assert castable
    for spell in castable:  # every FA spell card can be handed out like a base spell
        s.effect(tomas, effects([{"do": "spell", "id": spell}])[0], {})
    legal = s.turn_legal(tomas)
    assert all(A.Cast(c) in legal for c in castable)
    put(s, tomas, "cell.walk-south")
    s.effect(tomas, effects([{"do": "spell", "id": "shrivelling"}])[0], {})
    assert A.Attack("warden", "spell") in s.turn_legal(tomas)  # an FA Attack spell


def test_fa_use_6_alchemy_pieces_form_their_own_pile():
    pieces = [p.id for p in alchemy_data().pieces]
    s = game()
    tomas = s.investigators[0]
    put(s, tomas, "cellar.coal")
    s.monsters.pop("crawler")
    s.map.remove_figure("crawler")
    s.apply(A.Explore())
    assert s.puzzle is not None and s.puzzle.kind == "alchemy"
    held = s.puzzle.pile + [p for p in s.puzzle.slots if p is not None]
    assert sorted(held) == sorted(pieces)
    with pytest.raises(ValueError):  # nothing but alchemy pieces goes into its pile
        AlchemyPuzzle("10A", FirstEditionBudget(4, 4, 0), chance=ScriptedChance([]),
                      pile=pieces[:11] + ["wire-1"])


def test_fa_use_8_a_storys_special_rules_call_for_more_components():
    """Time Period cards and their marker, named monsters' rules and period tokens are
    called for by a story's own data, and only that story sets them out."""
    tenant = story_for("tenant-below")
    assert tenant.time_periods and tenant.named_monsters and tenant.period_tokens
    s = _seeded("tenant-below", ["ada-whitlock"])
    assert s.observation(0)["time_period"] == tenant.time_periods[0]
    assert not story_for("cranes-tonic").time_periods
    s = _seeded("cranes-tonic", ["ada-whitlock"])
    assert s.observation(0)["time_period"] is None
