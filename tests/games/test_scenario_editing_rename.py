"""Renaming a scenario's ids (scenario/references.py): every kind, every id of the shipped
scenarios, leaves a file that still validates clean, names the old id nowhere, and is
undone exactly by reverting the changes."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from eldertable.games.mansions.scenario import references as R
from eldertable.games.mansions.scenario.edits import revert_all
from eldertable.games.mansions.validation import scenario_data_problems

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "assets" / "games" / "mansions" / "scenarios").glob("*.json"))
#: keys whose strings are text a player reads, never ids
TEXT_KEYS = {"title", "introduction", "text", "label", "name", "question", "summary", "epilogue",
             "cover"}


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def id_strings(data, kind: str, ident: str) -> int:
    """How many non-text strings (dict keys too) name ``ident``: whole, or as the tile
    prefix of a ref when ``kind`` is a tile."""
    def names(s: str) -> bool:
        return s == ident or (kind == "tile" and s.split(".", 1)[0] == ident and "." in s)

    count = 0
    stack = [(None, data)]
    while stack:
        key, value = stack.pop()
        if isinstance(value, dict):
            for k, v in value.items():
                count += names(k) and not isinstance(v, (str, int, bool))
                stack.append((k, v))
        elif isinstance(value, list):
            stack += [(key, v) for v in value]
        elif isinstance(value, str) and key not in TEXT_KEYS:
            count += names(value)
    return count


def cases():
    for path in SCENARIOS:
        data = load(path)
        for kind in R.KINDS:
            for ident in R.ids(data, kind):
                yield pytest.param(path, kind, ident, id=f"{path.stem}-{kind}-{ident}")


@pytest.mark.parametrize("path,kind,ident", list(cases()))
def test_rename_every_id_of_every_shipped_scenario(path, kind, ident):
    data = load(path)
    original = copy.deepcopy(data)
    refs = R.references(data, kind, ident)
    before = id_strings(data, kind, ident)
    changes = R.rename(data, kind, ident, "renamed-id")
    assert R.references(data, kind, ident) == []
    assert R.definition(data, kind, ident) is None
    assert ident not in R.ids(data, kind)
    assert R.definition(data, kind, "renamed-id") is not None
    assert len(R.references(data, kind, "renamed-id")) == len(refs)
    # exactly the definition and the references changed: what still names the old id is
    # another kind's id that happens to be spelled the same
    assert before - id_strings(data, kind, ident) == 1 + len(refs)
    assert scenario_data_problems(path, data) == []
    revert_all(data, changes)
    assert data == original


def test_every_kind_is_used_by_some_shipped_scenario():
    used = {kind for path in SCENARIOS for kind in R.KINDS if R.ids(load(path), kind)}
    assert used == set(R.KINDS)


def test_references_found_in_every_place():
    data = load(ROOT / "assets/games/mansions/scenarios/tenant-below.json")
    at = {e["id"]: i for i, e in enumerate(data["events"])}
    refs = R.references(data, "token", "tall-clock")
    assert ("first_edition", "objective_tokens", "wind-clock", 0) in refs
    assert ("events", at["clock-first"], "trigger", "token") == refs[0]
    assert R.references(data, "monster", "tenant") == [
        ("events", at["clock-deeper"], "outcomes", 3, "monster"),
        ("events", at["tenant-falls"], "trigger", "monster"),
        ("first_edition", "warden"), ("first_edition", "confined", 0),
        ("first_edition", "named_monsters", 0, "monster")]
    assert ("first_edition", "exit_room") in R.references(data, "tile", "hall")
    assert ("first_edition", "rooms", "library.library") in R.references(data, "tile", "library")
    assert ("first_edition", "objective_tokens", "lay-stone") in R.references(data, "objective", "lay-stone")
    assert R.references(data, "event", "clock-first") == [("first_edition", "time_travel", 0, "event")]
    assert R.references(data, "variable", "period")[-1] == ("first_edition", "period_variable")
    assert R.references(data, "variable", "tenant-awake")[-1] == ("first_edition", "warden_free")
    # the epilogue and the event spelled alike are told apart
    assert R.references(data, "epilogue", "stone-turned") == [
        ("events", at["stone-turned"], "outcomes", 1, "ending")]
    assert R.references(data, "event", "stone-turned") == [
        ("events", at["turn-stone"], "outcomes", 0, "pass")]


def test_renaming_a_tile_renames_the_prefix_of_its_refs_and_the_keys_in_their_order():
    data = load(ROOT / "assets/games/mansions/scenarios/tenant-below.json")
    keys = list(data["first_edition"]["rooms"])
    R.rename(data, "tile", "library", "books")
    assert list(data["first_edition"]["rooms"]) == [
        "books.library" if k == "library.library" else k for k in keys]
    assert data["map"]["tiles"][2]["id"] == "books"
    assert data["events"][1]["outcomes"][0]["tiles"] == ["books", "study"]
    R.rename(data, "tile", "hall", "front")
    assert data["map"]["start"] == "front.east"
    assert data["first_edition"]["exit_room"] == "front.hallway-2"


def test_a_passage_is_named_whole_by_door_refs():
    data = {"map": {"tiles": [], "passages": [{"id": "crawl", "between": ["a.x", "b.y"]}],
                    "doors": [{"door": "crawl", "state": "locked"}],
                    "tokens": [{"id": "t", "kind": "barricade", "door": "crawl"}]},
            "events": [{"id": "e", "outcomes": [{"do": "set-door", "door": "crawl", "state": "open"}]}]}
    assert R.references(data, "passage", "crawl") == [
        ("map", "doors", 0, "door"), ("map", "tokens", 0, "door"), ("events", 0, "outcomes", 0, "door")]
    assert R.references(data, "tile", "a") == [("map", "passages", 0, "between", 0)]


@pytest.mark.parametrize("new,why", [
    ("Bad Id", "not a valid id"), ("", "not a valid id"), ("-dash", "not a valid id"),
    ("x" * 65, "not a valid id"), (7, "not a valid id"), ("a.b", "not a valid id"),
    ("explore-kitchen", "already used by another token")])
def test_rename_refuses_a_bad_or_used_new_id_and_changes_nothing(new, why):
    data = load(ROOT / "assets/games/mansions/scenarios/tenant-below.json")
    original = copy.deepcopy(data)
    with pytest.raises(ValueError, match=why):
        R.rename(data, "token", "tall-clock", new)
    assert data == original


def test_rename_refuses_an_unknown_id_or_kind():
    data = load(ROOT / "assets/games/mansions/scenarios/quiet-greenhouse.json")
    with pytest.raises(ValueError, match="there is no token 'nothing-here'"):
        R.rename(data, "token", "nothing-here", "fine")
    with pytest.raises(ValueError, match="unknown kind of id 'card'"):
        R.rename(data, "card", "x", "y")
    assert R.rename(data, "token", R.ids(data, "token")[0], R.ids(data, "token")[0]) == []


def test_a_malformed_file_is_walked_without_error():
    data = {"map": {"tiles": "no", "tokens": [3, None, {"id": 5}], "start": 4},
            "events": [None, {"id": "e", "trigger": "x", "conditions": {"a": 1},
                              "outcomes": [{"do": "run", "event": 4}, "x"]}],
            "first_edition": {"rooms": [], "objective_tokens": {"o": 3}, "confined": "m"}}
    for kind in R.KINDS:
        R.ids(data, kind)
        R.references(data, kind, "e")
    assert R.ids(data, "event") == ["e"]


def test_rename_refuses_an_id_a_dangling_reference_already_names():
    data = load(ROOT / "assets/games/mansions/scenarios/tenant-below.json")
    data["events"][0]["outcomes"].append({"do": "place-token", "token": "ghost"})
    original = copy.deepcopy(data)
    with pytest.raises(ValueError, match=r"'ghost' is already named by the scenario, though no "
                                         r"token has it \(at events\[0\]\.outcomes\[1\]\.token\)"):
        R.rename(data, "token", "tall-clock", "ghost")
    assert data == original
