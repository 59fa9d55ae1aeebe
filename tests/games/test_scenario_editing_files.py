"""Scenario files for the editor: the canonical text (scenario/canonical.py) that every
shipped scenario is written in byte for byte, the atomic save, and opening a file for
editing (scenario/opening.py), hostile files included."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from eldertable.games.mansions.jsonmodel import MAX_CONTENT_BYTES
from eldertable.games.mansions.scenario import canonical
from eldertable.games.mansions.scenario.canonical import dumps, save
from eldertable.games.mansions.scenario.opening import open_for_editing

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "assets" / "games" / "mansions" / "scenarios").glob("*.json"))
FORMAT1 = ROOT / "tests" / "data" / "scenarios" / "format1"
TENANT = ROOT / "assets/games/mansions/scenarios/tenant-below.json"


def shuffled(value, flip: bool = True):
    """``value`` with the keys of every object in reverse order."""
    if isinstance(value, dict):
        items = list(value.items())
        return {k: shuffled(v) for k, v in (reversed(items) if flip else items)}
    if isinstance(value, list):
        return [shuffled(v) for v in value]
    return value


# --------------------------------------------------------------------------- canonical text


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_shipped_scenario_is_written_in_the_canonical_text_byte_for_byte(path):
    text = path.read_bytes().decode("utf-8")
    assert dumps(json.loads(text)) == text


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_the_canonical_text_does_not_depend_on_key_order_except_in_id_maps(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    messy = shuffled(data)
    # maps keyed by ids keep the file's order (the story's): put those back
    if "first_edition" in data:
        for key, value in data["first_edition"].items():
            if isinstance(value, dict):
                messy["first_edition"][key] = shuffled(value, flip=False)
    assert messy == data
    assert dumps(messy) == path.read_text(encoding="utf-8")


def test_canonical_style():
    data = json.loads(TENANT.read_text(encoding="utf-8"))
    text = dumps(data)
    lines = text.splitlines()
    assert text.endswith("}\n") and not text.endswith("\n\n")
    assert lines[:5] == ["{", '  "kind": "mansions-scenario",', '  "format": 2,',
                         '  "rules": "first-edition",', '  "meta": {']
    assert '      {"id": "hall", "tile": "hallway-2", "at": [0, 2], "revealed": true},' in lines
    # a line only passes 100 columns when it holds one value too long to fit anyway
    for line in lines:
        if len(line) > canonical.WIDTH:
            assert not line.lstrip().startswith(("{", "[")) and line.count('": ') <= 1, line
    # a too long list of plain values is filled, several to a line
    i = lines.index('    "decks": [')
    assert lines[i + 1].startswith('      "mythos", "side-effect", ')
    assert dumps({"a": "é中"}) == '{\n  "a": "é中"\n}\n'


def test_schema_order_with_unknown_keys_after_in_their_own_order():
    data = {"zeta": 1, "events": [{"outcomes": [{"text": "t", "do": "message"}], "id": "e",
                                   "mystery": 2, "another": 3}],
            "format": 2, "kind": "mansions-scenario", "alpha": 0}
    assert list(json.loads(dumps(data))) == ["kind", "format", "events", "zeta", "alpha"]
    text = dumps(data)
    assert '{"id": "e", "outcomes": [{"do": "message", "text": "t"}], "mystery": 2, "another": 3}' in text
    # tags pick the model: "pass" before "fail" (a test), "if" first in a condition
    ev = {"id": "e", "conditions": [{"value": 1, "op": "eq", "variable": "v", "if": "variable"}],
          "outcomes": [{"fail": "b", "pass": "a", "text": "x", "skill": "will", "do": "test"}]}
    out = json.loads(dumps({"events": [ev]}))["events"][0]
    assert list(out["conditions"][0]) == ["if", "variable", "op", "value"]
    assert list(out["outcomes"][0]) == ["do", "skill", "text", "pass", "fail"]


def test_dumps_of_odd_values_does_not_fail():
    for value in ({}, [], None, 3, "x", {"events": "no", "map": [1, {"a": []}]}, {"meta": None}):
        assert json.loads(dumps(value)) == value


# --------------------------------------------------------------------------- saving


def test_save_writes_the_canonical_text_atomically(tmp_path):
    data = json.loads(TENANT.read_text(encoding="utf-8"))
    target = tmp_path / "story.json"
    target.write_text("old", encoding="utf-8")
    save(target, data)
    assert target.read_text(encoding="utf-8") == TENANT.read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["story.json"]  # no temporary left


def test_save_refuses_a_folder_and_leaves_the_old_file_whole_on_failure(tmp_path, monkeypatch):
    with pytest.raises(OSError, match="is a folder, not a scenario file"):
        save(tmp_path, {"a": 1})
    target = tmp_path / "story.json"
    target.write_text("old", encoding="utf-8")

    def broken(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError, match="No space left on device") as info:
        save(target, {"a": 1})
    assert "\n" not in str(info.value)
    assert target.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["story.json"]


def test_save_refuses_data_that_is_not_json_before_writing(tmp_path):
    target = tmp_path / "story.json"
    target.write_text("old", encoding="utf-8")
    with pytest.raises(TypeError):
        save(target, {"a": {1, 2}})
    assert target.read_text(encoding="utf-8") == "old"


# --------------------------------------------------------------------------- opening


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_a_shipped_scenario_opens_clean(path):
    opened = open_for_editing(path)
    assert opened.data == json.loads(path.read_text(encoding="utf-8"))
    assert opened.problems == [] and opened.message == ""


@pytest.mark.parametrize("name", ["tenant-below", "quiet-greenhouse"])
def test_format_1_is_brought_up_to_date_with_its_companion(name):
    opened = open_for_editing(FORMAT1 / f"{name}.json")
    assert opened.data["format"] == 2 and opened.problems == []
    assert "from scenario format 1" in opened.message
    shipped = json.loads((ROOT / f"assets/games/mansions/scenarios/{name}.json").read_text(encoding="utf-8"))
    assert ("first_edition" in opened.data) == ("first_edition" in shipped)


def test_a_newer_format_is_refused_in_one_line(tmp_path):
    data = json.loads(TENANT.read_text(encoding="utf-8"))
    data["format"] = 3
    path = tmp_path / "new.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    opened = open_for_editing(path)
    assert opened.data is None and opened.problems == []
    assert opened.message == (f"{path}: written by a newer Elder Table (format 3); this "
                              f"version reads format 2 and older")


def test_a_scenario_with_problems_still_opens(tmp_path):
    data = json.loads(TENANT.read_text(encoding="utf-8"))
    data["map"]["tokens"][0]["space"] = "nowhere.at-all"
    data["surprise"] = True
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    opened = open_for_editing(path)
    assert opened.data == data
    assert opened.problems and all("\n" not in p and p.startswith(str(path)) for p in opened.problems)


def _deep(n: int) -> str:
    return '{"kind": "mansions-scenario", "format": 2, "x": ' + "[" * n + "]" * n + "}"


@pytest.mark.parametrize("label,content,why", [
    ("not-json", b"{ this is not json", "corrupt"),
    ("truncated", TENANT.read_bytes()[:500], "truncated"),
    ("empty", b"", "empty"),
    ("binary", bytes(range(256)) * 4, "not UTF-8"),
    ("a-list", b"[1, 2, 3]", "not a JSON object"),
    ("wrong-kind", b'{"kind": "mansions-tile", "format": 1}', "not a Mansions scenario"),
    ("no-kind", b'{"format": 2}', "not a Mansions scenario"),
    ("no-format", b'{"kind": "mansions-scenario"}', "format: missing"),
    ("text-format", b'{"kind": "mansions-scenario", "format": "2"}', "format: missing"),
    ("old-format", b'{"kind": "mansions-scenario", "format": -1}', "unknown scenario format -1"),
    ("deep", _deep(100).encode(), "nested too deeply"),
    ("very-deep", _deep(200_000).encode(), "nested too deeply"),
    ("huge", b'{"kind": "mansions-scenario", "pad": "' + b"x" * (MAX_CONTENT_BYTES + 10) + b'"}',
     "too large"),
    ("line-break-kind", b'{"kind": "a\\nb"}', "not a Mansions scenario"),
])
def test_a_hostile_file_is_refused_in_one_line_fast(tmp_path, label, content, why):
    path = tmp_path / f"{label}.json"
    path.write_bytes(content)
    started = time.monotonic()
    opened = open_for_editing(path)
    assert time.monotonic() - started < 5
    assert opened.data is None and opened.problems == []
    assert why in opened.message and "\n" not in opened.message, opened.message
    assert opened.message.startswith(str(path))


def test_a_folder_or_a_missing_file_is_refused_in_one_line(tmp_path):
    assert open_for_editing(tmp_path).message == f"{tmp_path}: $: is a folder, not a scenario"
    missing = tmp_path / "gone.json"
    assert open_for_editing(missing).message == f"{missing}: $: no such scenario"


def test_a_format_0_scenario_that_cannot_migrate_is_refused_in_one_line(tmp_path):
    path = tmp_path / "old.json"
    path.write_text('{"kind": "mansions-scenario", "format": 0, "players": 3}', encoding="utf-8")
    opened = open_for_editing(path)
    assert opened.data is None and "cannot bring scenario format 0 up to date" in opened.message


def test_dumps_writes_back_whatever_the_reader_accepted():
    text = '{\n  "kind": "mansions-scenario",\n  "x": NaN\n}\n'
    assert dumps(json.loads(text)) == text
