"""The example scenario, loading, the starting map, and the migration chain."""

from __future__ import annotations

import json

import pytest

from eldertable.games.mansions import validate_file
from eldertable.games.mansions.jsonmodel import ContentError
from eldertable.games.mansions.map.graph import FLYING_MONSTER
from eldertable.games.mansions.scenario.loader import load_scenario
from eldertable.games.mansions.scenario.models import MIGRATIONS, SCENARIO_FORMAT
from eldertable.resources import asset

EXAMPLE = asset("games", "mansions", "scenarios", "quiet-greenhouse.json")


def test_example_loads_with_its_starting_map():
    s = load_scenario(EXAMPLE)
    assert s.model.rules == "second-edition"
    state = s.initial_map()
    assert state.revealed == {"hall.hallway-2"}
    assert state.door_state("back.greenhouse-door") == "locked"
    assert "creeping-dark" not in state.tokens  # waits for its event
    assert "bookcase" in state.tokens  # on a hidden tile, shown when the library is revealed
    assert set(state.figures) == {"gardener"}


def test_fa_bord_5_a_monster_placed_from_data_flies_if_its_data_says_so(tmp_path):
    data = json.loads(EXAMPLE.read_text())
    data["map"]["monsters"][1]["placed"] = True
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data))
    state = load_scenario(path).initial_map()
    assert state.figures["wings"].mover == FLYING_MONSTER
    assert not state.figures["gardener"].mover.flying


def test_the_example_uses_every_trigger_family_and_a_win_and_a_loss():
    data = json.loads(EXAMPLE.read_text())
    triggers = {e["trigger"]["on"] for e in data["events"] if "trigger" in e}
    assert {"start", "token-used", "space-entered", "monster-defeated", "round-end", "mythos",
            "variable"} <= triggers
    outcomes = {o["do"] for e in data["events"] for o in e["outcomes"]}
    assert "change-objective" in outcomes
    assert {"win", "lose", "test", "reveal", "place-monster", "place-token", "give-item"} <= outcomes


def test_load_refuses_a_bad_scenario_with_every_problem(tmp_path):
    data = json.loads(EXAMPLE.read_text())
    data["start_objective"] = "nothing"
    data["map"]["start"] = "hall.nowhere"
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_scenario(path)
    assert len(err.value.problems) == 2


DRAFT = {
    "kind": "mansions-scenario", "format": 0,
    "id": "draft", "title": "A Draft", "introduction": "Written before format 1.",
    "players": [1, 3], "difficulty": "hard", "minutes": 45,
    "tiles": [{"id": "hall", "tile": "hallway-2", "at": [0, 0], "revealed": True}],
    "start": "hall.west",
    "tokens": [{"id": "way-out", "kind": "interact", "space": "hall.west"}],
    "objective": "leave",
    "objectives": [{"id": "leave", "text": "Get out."}],
    "epilogues": [{"id": "out", "outcome": "win", "text": "You are out."}],
    "events": [{"id": "go", "trigger": {"on": "token-used", "token": "way-out"},
                "outcomes": [{"do": "objective", "objective": "leave"},
                             {"do": "win", "epilogue": "out"}]}],
}


def test_migration_from_the_draft_format_0(tmp_path):
    assert SCENARIO_FORMAT == 2 and set(MIGRATIONS) == {0, 1}
    path = tmp_path / "draft.json"
    path.write_text(json.dumps(DRAFT))
    assert validate_file(path) == []
    s = load_scenario(path)
    assert s.model.format == 2 and s.model.rules == "second-edition"
    assert (s.model.meta.id, s.model.meta.investigators.min, s.model.meta.investigators.max) == ("draft", 1, 3)
    assert s.model.map.start == "hall.west" and s.model.map.tokens[0].id == "way-out"
    assert s.model.start_objective == "leave"
    change, win = s.model.events[0].outcomes
    assert (change.do, change.to, win.do, win.ending) == ("change-objective", "leave", "win", "out")


def test_a_damaged_draft_says_it_cannot_be_migrated(tmp_path):
    path = tmp_path / "draft.json"
    path.write_text(json.dumps(dict(DRAFT, players=3)))
    assert validate_file(path) == [f"{path}: format: cannot bring scenario format 0 up to date "
                                   f"(players must be a pair [min, max])"]


def test_the_first_edition_example_uses_the_whole_house_and_every_token_kind():
    from eldertable.games.mansions.map.mapstate import TOKEN_KINDS
    from eldertable.games.mansions.map.tiles import library

    s = load_scenario(asset("games", "mansions", "scenarios", "wardens-garden.json"))
    assert s.model.rules == "first-edition"
    assert {t.tile for t in s.model.map.tiles} == set(library().ids())
    assert {t.kind for t in s.model.map.tokens} == set(TOKEN_KINDS)
    state = s.initial_map()
    assert state.door_state("kitchen.e0") == "barricaded"
    assert state.locked_rooms() == {"conservatory.conservatory"}
    assert state.move_graph().distance(state.layout.index["cellar.coal"],
                                       state.layout.index["guest.bed"]) == -1  # not explored yet


def test_no_id_sits_under_a_key_the_translation_extractor_reads():
    """tools/i18n.py takes every string under these keys as text to translate."""
    text_keys = {"name", "title", "text", "description", "introduction", "flavor", "label",
                 "prompt", "epilogue", "summary", "effect", "story", "objective", "message",
                 "reason", "hint", "caption", "choice", "question", "ability"}

    def strings(value, key=None):
        if isinstance(value, dict):
            for k, v in value.items():
                yield from strings(v, k)
        elif isinstance(value, list):
            for v in value:
                yield from strings(v, key)
        elif isinstance(value, str):
            yield key, value

    for path in sorted(asset("games", "mansions").rglob("*.json")):
        if path.parent.name == "puzzles":
            continue
        found = list(strings(json.loads(path.read_text(encoding="utf-8"))))
        ids = {v for k, v in found if k not in text_keys}
        assert not [(k, v) for k, v in found if k in text_keys and v in ids], path


def test_scenario_texts_are_content_messages():
    s = load_scenario(EXAMPLE)
    assert s.title.context == "content:mansions" and s.title.text == "The Quiet Greenhouse"
    assert s.introduction.render().startswith("Nobody has seen the gardener")
