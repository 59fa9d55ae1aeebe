"""New scenarios for the editor (scenario/templates.py): the blank of each edition
validates clean, and a copy of a shipped scenario is the same story with a new id."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from eldertable.games.mansions.jsonmodel import ID_PATTERN
from eldertable.games.mansions.scenario.canonical import save
from eldertable.games.mansions.scenario.loader import scenario_problems
from eldertable.games.mansions.scenario.templates import blank, fresh_id, from_template
from eldertable.games.mansions.validation import scenario_data_problems, validate_file

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "assets" / "games" / "mansions" / "scenarios").glob("*.json"))


@pytest.mark.parametrize("edition", ["second-edition", "first-edition"])
def test_a_blank_scenario_validates_clean(tmp_path, edition):
    data = blank(edition)
    path = tmp_path / "new.json"
    loaded, problems = scenario_problems(path, data)
    assert problems == [] and loaded is not None
    assert loaded.model.rules == edition
    assert scenario_data_problems(path, data) == []  # the first-edition part too
    save(path, data)
    assert validate_file(path) == []
    assert data["meta"]["title"] == "New scenario"
    assert len(data["map"]["tiles"]) == 1 and data["map"]["tiles"][0]["revealed"] is True
    assert {e["outcome"] for e in data["epilogues"]} == {"win", "lose"}
    assert ("first_edition" in data) == (edition == "first-edition")


def test_blanks_get_fresh_ids_and_their_own_data():
    a, b = blank("second-edition", "The House on the Hill"), blank("second-edition")
    assert a["meta"]["id"] != b["meta"]["id"]
    assert a["meta"]["id"].startswith("the-house-on-the-hill-")
    a["map"]["tiles"].clear()
    assert blank("first-edition")["first_edition"] is not blank("first-edition")["first_edition"]
    with pytest.raises(ValueError, match="unknown rules edition 'third-edition'"):
        blank("third-edition")


@pytest.mark.parametrize("base", ["The Quiet Greenhouse", "静かな温室", "", "---", "x" * 200])
def test_fresh_ids_are_valid_ids(base):
    ident = fresh_id(base)
    assert re.match(ID_PATTERN, ident), ident


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_a_copy_of_a_shipped_scenario_is_the_same_story_with_a_new_id(tmp_path, path):
    data = from_template(path)
    shipped = json.loads(path.read_text(encoding="utf-8"))
    assert data["meta"]["id"] != shipped["meta"]["id"]
    assert data["meta"]["title"] == shipped["meta"]["title"] + " (copy)"
    data["meta"]["id"], data["meta"]["title"] = shipped["meta"]["id"], shipped["meta"]["title"]
    assert data == shipped
    named = from_template(path, "Another house")
    assert named["meta"]["title"] == "Another house"
    assert named["meta"]["id"].startswith("another-house-")
    target = tmp_path / path.name
    save(target, named)
    assert validate_file(target) == []


def test_a_copy_of_what_cannot_be_opened_is_refused_in_one_line(tmp_path):
    path = tmp_path / "x.json"
    path.write_text("[]", encoding="utf-8")
    with pytest.raises(ValueError, match="not a JSON object"):
        from_template(path)
