"""The first-edition card format: checked on load, one line per problem naming the file
and the JSON path; ``eldertable validate`` reads the same checks (docs/first-edition-cards.md)."""

from __future__ import annotations

import json
import shutil

import pytest

from eldertable.games.mansions import validate_file
from eldertable.games.mansions.first.cards import card_set, cards_dir
from eldertable.games.mansions.jsonmodel import ContentError


def _write(tmp_path, name, data):
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_fa_cards_shipped_files_are_valid():
    for path in sorted(cards_dir().glob("*.json")):
        assert validate_file(path) == [], path


def test_fa_cards_bad_effect_names_file_and_json_path(tmp_path):
    path = _write(tmp_path, "mythos.json", {
        "kind": "mansions-1e-cards", "format": 1, "deck": "mythos",
        "cards": [{"id": "x", "name": "X", "text": "t",
                   "effects": [{"do": "test", "test": {"attribute": "wits"}}]}]})
    lines = validate_file(path)
    assert lines and all(line.startswith(str(path)) for line in lines)
    assert any("cards[0].effects[0].test.attribute" in line for line in lines)


def test_fa_cards_unknown_effect_kind_is_refused(tmp_path):
    path = _write(tmp_path, "trauma.json", {
        "kind": "mansions-1e-cards", "format": 1, "deck": "trauma",
        "cards": [{"id": "x", "name": "X", "text": "t", "effects": [{"do": "exec"}]}]})
    assert any("unknown kind 'exec'" in line for line in validate_file(path))


def test_fa_cards_threat_effects_only_on_trauma_and_side_effects(tmp_path):
    path = _write(tmp_path, "mythos.json", {
        "kind": "mansions-1e-cards", "format": 1, "deck": "mythos",
        "cards": [{"id": "x", "name": "X", "text": "t",
                   "threat": {"cost": 1, "effects": [{"do": "nothing"}]}}]})
    assert any("FA-THREAT-1" in line for line in validate_file(path))


def test_fa_cards_a_bad_folder_does_not_half_load(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    data = json.loads((folder / "exploration.json").read_text(encoding="utf-8"))
    data["cards"][0]["effects"] = [{"do": "item", "id": "no-such-thing"}]
    (folder / "exploration.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        card_set(folder)
    assert any("no-such-thing" in p for p in err.value.problems)


def test_fa_cards_story_naming_a_missing_card_is_refused(tmp_path):
    story = json.loads((cards_dir().parents[1] / "scenarios" / "wardens-garden.json").read_text())
    story["first_edition"]["keeper_actions"].append("no-such-card")
    path = _write(tmp_path, "story.json", story)
    assert any("keeper_actions" in line and "no-such-card" in line
               for line in validate_file(path))


def test_fa_cards_character_event_objective_fields_are_checked(tmp_path):
    base = {"kind": "mansions-1e-cards", "format": 1}
    path = _write(tmp_path, "character.json", {**base, "deck": "character", "cards": [
        {"id": "x", "name": "X", "text": "t", "name_zh": "甲", "text_zh": "乙"}]})
    assert any("names its investigator" in line for line in validate_file(path))
    path = _write(tmp_path, "event.json", {**base, "deck": "event", "cards": [
        {"id": "x", "name": "X", "text": "t", "scenario": "wardens-garden",
         "stands_for": ["hands"]}]})
    assert any("name_zh" in line for line in validate_file(path))
    path = _write(tmp_path, "mythos.json", {**base, "deck": "mythos", "cards": [
        {"id": "x", "name": "X", "text": "t", "scenario": "wardens-garden",
         "stands_for": ["hands"]}]})
    assert any("only they do" in line for line in validate_file(path))
    path = _write(tmp_path, "trait.json", {**base, "deck": "trait", "cards": [
        {"id": "x", "name": "X", "text": "t", "number": 3, "class_total": 14}]})
    assert any("FA-COMP-42" in line for line in validate_file(path))


def test_fa_cards_story_card_naming_a_missing_event_is_reported(tmp_path):
    from eldertable.games.mansions.first.cards import story_card_problems

    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    data = json.loads((folder / "event.json").read_text(encoding="utf-8"))
    data["cards"][0]["stands_for"] = ["no-such-event"]
    (folder / "event.json").write_text(json.dumps(data), encoding="utf-8")
    problems = story_card_problems(card_set(folder))
    assert any("no event 'no-such-event'" in p for p in problems)


def test_fa_cards_chinese_words_make_a_translation_table():
    from eldertable.games.mansions.first.cards import translation_table

    cs = card_set()
    table = translation_table(cs)["content:mansions"]
    for deck in ("character", "event", "objective"):
        for cid in cs.decks[deck]:
            card = cs.cards[cid]
            assert table[card.name] == card.name_zh and table[card.text] == card.text_zh
