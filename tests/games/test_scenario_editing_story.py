"""Story edits of more than one value (scenario/storyedits.py): duplicating an event and
putting a new event between two; each is undone exactly by reverting its changes."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from eldertable.games.mansions.scenario.edits import revert_all
from eldertable.games.mansions.scenario.storyedits import (duplicate_event, insert_event_between,
                                                           new_event_id)
from eldertable.games.mansions.validation import scenario_data_problems

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "assets" / "games" / "mansions" / "scenarios").glob("*.json"))
TENANT = ROOT / "assets/games/mansions/scenarios/tenant-below.json"


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def event_ids(data) -> list[str]:
    return [e["id"] for e in data["events"]]


def test_new_event_id_counts_up_and_fits_an_id():
    data = {"events": [{"id": "a"}, {"id": "a-2"}, {"id": "b"}]}
    assert new_event_id(data, "c") == "c"
    assert new_event_id(data, "a") == "a-3"
    assert new_event_id(data, "x" * 70) == "x" * 64
    data["events"].append({"id": "x" * 64})
    assert new_event_id(data, "x" * 70) == "x" * 62 + "-2"


def test_duplicate_event_puts_a_copy_with_a_fresh_id_right_after_it():
    data = load(TENANT)
    original = copy.deepcopy(data)
    i = event_ids(data).index("clock-first")
    changes = duplicate_event(data, i)
    assert event_ids(data)[i:i + 2] == ["clock-first", "clock-first-copy"]
    copied = dict(data["events"][i + 1], id="clock-first")
    assert copied == data["events"][i]  # the trigger is kept too
    duplicate_event(data, i)
    assert event_ids(data)[i + 1] == "clock-first-copy-2"
    revert_all(data, changes)
    assert data != original  # the second duplicate is still there
    data = load(TENANT)
    changes = duplicate_event(data, i)
    revert_all(data, changes)
    assert data == original


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_a_shipped_scenario_with_each_event_duplicated_still_validates(path):
    data = load(path)
    for i in range(len(data["events"]) - 1, -1, -1):
        duplicate_event(data, i)
    assert len(data["events"]) == 2 * len(load(path)["events"])
    # the copy of an event without a trigger is called by nothing yet: only that is reported
    uncalled = {f"{e['id']}-copy" for e in load(path)["events"] if "trigger" not in e}
    problems = scenario_data_problems(path, data)
    assert len(problems) == len(uncalled)
    for line in problems:
        name = line.split("event '", 1)[1].split("'", 1)[0]
        assert name in uncalled and line.endswith("can never run: no event that can run calls it")


def test_duplicate_event_refuses_a_bad_index():
    data = load(TENANT)
    for bad in (-1, len(data["events"]), "0", None):
        with pytest.raises(ValueError, match="there is no event number"):
            duplicate_event(data, bad)


def test_insert_event_between_a_test_and_its_branch():
    data = load(TENANT)
    original = copy.deepcopy(data)
    changes = insert_event_between(data, "turn-stone", "stone-turned")
    ids = event_ids(data)
    new = ids[ids.index("stone-turned") - 1]
    assert new == "turn-stone-then"
    assert data["events"][ids.index(new)] == {"id": new, "outcomes": [{"do": "run", "event": "stone-turned"}]}
    turn = data["events"][ids.index("turn-stone")]
    assert turn["outcomes"][0]["pass"] == new and turn["outcomes"][0]["fail"] == "stone-slips"
    assert scenario_data_problems(TENANT, data) == []
    revert_all(data, changes)
    assert data == original


def test_insert_event_between_replaces_every_call_and_takes_a_given_id():
    data = {"events": [{"id": "late", "outcomes": [{"do": "message", "text": "x"}]},
                       {"id": "first", "trigger": {"on": "start"}, "outcomes": [
                           {"do": "test", "skill": "will", "text": "t", "pass": "late", "fail": "late"},
                           {"do": "run", "event": "late"}, {"do": "run", "event": "other"}]}]}
    original = copy.deepcopy(data)
    changes = insert_event_between(data, "first", "late", "middle")
    assert event_ids(data) == ["middle", "late", "first"]
    outs = data["events"][2]["outcomes"]
    assert (outs[0]["pass"], outs[0]["fail"], outs[1]["event"], outs[2]["event"]) == (
        "middle", "middle", "middle", "other")
    revert_all(data, changes)
    assert data == original


@pytest.mark.parametrize("before,after,new_id,why", [
    ("turn-stone", "knock-fear", None, "does not call event 'knock-fear'"),
    ("nobody", "stone-turned", None, "there is no event 'nobody'"),
    ("turn-stone", "nobody", None, "there is no event 'nobody'"),
    ("turn-stone", "stone-turned", "listen", "already used by another event"),
    ("turn-stone", "stone-turned", "Not An Id", "not a valid id")])
def test_insert_event_between_refuses_and_changes_nothing(before, after, new_id, why):
    data = load(TENANT)
    original = copy.deepcopy(data)
    with pytest.raises(ValueError, match=why):
        insert_event_between(data, before, after, new_id)
    assert data == original
