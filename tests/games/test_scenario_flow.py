"""The event flow of a scenario (games/mansions/scenario/flow.py): edges, the events that
can never run (the validator's own analysis) and the endings no event reaches; never an
exception on a scenario being edited, however broken."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eldertable.games.mansions import validate_file
from eldertable.games.mansions.scenario.flow import flow_of
from eldertable.games.mansions.scenario.flowlayers import layers
from eldertable.resources import asset

FOLDER = asset("games", "mansions", "scenarios")
SHIPPED = sorted(p.name for p in FOLDER.glob("*.json"))


def shipped(name: str) -> dict:
    return json.loads((FOLDER / name).read_text(encoding="utf-8"))


def small() -> dict:
    """Two tiles, one hidden; a token on each; a test with two branches; a dead event
    (its token is never placed) and an ending nothing reaches."""
    return {
        "rules": "second-edition",
        "meta": {"investigators": {"min": 1, "max": 2}},
        "map": {"tiles": [{"id": "hall", "tile": "x", "at": [0, 0], "revealed": True},
                          {"id": "cellar", "tile": "x", "at": [1, 0]}],
                "tokens": [{"id": "door", "kind": "explore", "space": "hall.a"},
                           {"id": "chest", "kind": "search", "space": "cellar.a"},
                           {"id": "ghost", "kind": "search", "space": "hall.a", "placed": False}]},
        "variables": [{"id": "noise", "type": "number"}],
        "epilogues": [{"id": "out", "outcome": "win", "text": "Out."},
                      {"id": "never-told", "outcome": "lose", "text": "Never."},
                      {"id": "caught", "outcome": "lose", "text": "Caught."}],
        "events": [
            {"id": "open", "trigger": {"on": "token-used", "token": "door"},
             "outcomes": [{"do": "reveal", "tiles": ["cellar"]}]},
            {"id": "search", "trigger": {"on": "token-used", "token": "chest"},
             "outcomes": [{"do": "test", "skill": "lore", "text": "Read.", "pass": "found",
                           "fail": "noisy"}]},
            {"id": "found", "outcomes": [{"do": "win", "ending": "out"}]},
            {"id": "noisy", "outcomes": [{"do": "add-variable", "variable": "noise", "amount": 1}]},
            {"id": "heard", "trigger": {"on": "variable", "variable": "noise", "op": "ge", "value": 3},
             "outcomes": [{"do": "lose", "ending": "caught"}]},
            {"id": "haunt", "trigger": {"on": "token-used", "token": "ghost"},
             "outcomes": [{"do": "lose", "ending": "never-told"}]},
            {"id": "late", "trigger": {"on": "mythos", "round": 3},
             "conditions": [{"if": "variable", "variable": "noise", "op": "eq", "value": 0}],
             "outcomes": [{"do": "message", "text": "Quiet."}]},
        ],
    }


def edges(flow) -> set[tuple]:
    return {(e.source, e.target, e.kind, str(e.label)) for e in flow.edges}


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_scenarios_have_edges_and_no_dead_events(name):
    data = shipped(name)
    assert validate_file(FOLDER / name) == []
    flow = flow_of(data)
    assert len([n for n in flow.nodes if n.kind == "event"]) == len(data["events"])
    assert len([n for n in flow.nodes if n.kind == "ending"]) == len(data["epilogues"])
    assert len([n for n in flow.nodes if n.kind == "option"]) == sum(
        len(c["options"]) for c in data.get("first_edition", {}).get("choices", []))
    assert flow.dead == [] and flow.unreachable_endings == []
    kinds = {e.kind for e in flow.edges}
    assert {"calls", "enables", "ends"} <= kinds, kinds
    assert all(not n.broken for n in flow.nodes)
    spots = layers(flow)
    assert len(set(spots.values())) == len(flow.nodes)  # no two nodes share a place


def test_a_dead_event_and_an_unreachable_ending_are_marked():
    flow = flow_of(small())
    assert [(n.id, n.dead) for n in flow.dead] == [("haunt", "trigger")]
    assert [n.id for n in flow.unreachable_endings] == ["never-told"]
    assert ("events", 5) == flow.dead[0].path and ("epilogues", 1) == flow.unreachable_endings[0].path


def test_edges_of_each_kind_with_their_labels():
    found = edges(flow_of(small()))
    assert (("events", 0), ("events", 1), "enables", "reveal") in found
    assert (("events", 1), ("events", 2), "calls", "pass") in found
    assert (("events", 1), ("events", 3), "calls", "fail") in found
    assert (("events", 3), ("events", 4), "enables", "set") in found
    assert (("events", 3), ("events", 6), "enables", "set") in found  # a condition reads it
    assert (("events", 2), ("epilogues", 0), "ends", "win") in found
    assert (("events", 4), ("epilogues", 2), "ends", "lose") in found
    assert (("events", 5), ("epilogues", 1), "ends", "lose") in found


def test_triggers_and_conditions_in_words():
    flow = flow_of(small())
    words = {n.id: str(n.summary) for n in flow.nodes}
    assert words["open"] == "token used: door"
    assert words["found"] == "called"
    assert words["late"] == "round 3 Mythos"
    assert words["heard"] == "variable: noise ≥ 3"
    assert words["out"] == "win" and words["caught"] == "lose"
    assert [str(m) for m in flow.node(("events", 6)).details] == ["if noise = 0"]


def test_placing_a_token_enables_its_event_and_revives_it():
    data = small()
    data["events"][6]["outcomes"].append({"do": "place-token", "token": "ghost"})
    flow = flow_of(data)
    assert flow.dead == [] and flow.unreachable_endings == []
    assert (("events", 6), ("events", 5), "enables", "place") in edges(flow)


def test_dead_events_are_the_validators(tmp_path):
    """The same ids as the validator's "can never run", on damaged shipped scenarios."""
    for name in SHIPPED:
        base = shipped(name)
        for i in range(0, len(base["events"]), 3):
            data = copy.deepcopy(base)
            data["events"][i]["outcomes"] = [{"do": "message", "text": "Nothing."}]
            path = tmp_path / name
            path.write_text(json.dumps(data), encoding="utf-8")
            said = {line.split(": event ", 1)[1].split("'")[1] for line in validate_file(path)
                    if "can never run" in line}
            assert {n.id for n in flow_of(data).dead} == said, (name, i)


def test_first_edition_stories_are_included_with_their_story_options():
    data = shipped("wardens-garden.json")
    flow = flow_of(data)
    assert flow.node(("events", 0)).id == data["events"][0]["id"]
    assert any(e.kind == "ends" for e in flow.edges)
    options = [n for n in flow.nodes if n.kind == "option"]
    assert [(n.path, n.id, str(n.summary)) for n in options] == [
        (("first_edition", "choices", 0, "options", i), o["id"], "Keeper's goal: " + words)
        for i, (o, words) in enumerate(zip(data["first_edition"]["choices"][0]["options"],
                                           ["time", "mutations", "warden out"]))]
    spots = layers(flow)
    last = max(c for c, _ in spots.values())
    assert all(spots[n.path][0] == last for n in flow.nodes if n.kind != "event")
    assert min(spots[n.path][1] for n in options) > max(
        spots[n.path][1] for n in flow.nodes if n.kind == "ending")  # below the endings
    del data["first_edition"]["choices"][0]["options"]
    assert not [n for n in flow_of(data).nodes if n.kind == "option"]


@pytest.mark.parametrize("data", [
    None, [], "text", 3, {}, {"events": None}, {"events": {}}, {"events": [None, 3, "x", []]},
    {"events": [{"id": "a"}], "epilogues": "x", "map": []},
    {"events": [{"id": 3, "trigger": {"on": "start"}, "outcomes": [{"do": "win", "ending": 4}]}]},
    {"events": [{"id": "a", "trigger": {"on": "nope"}, "outcomes": [{"do": "message", "text": "x"}]}],
     "map": {"tiles": [{"id": "t"}], "tokens": [{"kind": "search"}]}, "variables": [{"id": 1}],
     "meta": {"investigators": {"min": 4, "max": 2}}},
])
def test_broken_input_never_raises(data):
    flow = flow_of(data)
    layers(flow)


def test_a_broken_event_keeps_its_node():
    data = small()
    del data["events"][2]["outcomes"]
    data["events"][3]["outcomes"][0]["amount"] = "one"
    flow = flow_of(data)
    assert [(n.id, n.broken) for n in flow.nodes if n.broken] == [("found", True), ("noisy", True)]
    assert flow.node(("events", 2)).kind == "event"
    assert "out" in {n.id for n in flow.unreachable_endings}  # its only way in is broken


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                           lambda kids: st.lists(kids, max_size=4)
                           | st.dictionaries(st.sampled_from(["id", "on", "do", "if", "tiles", "token",
                                                              "trigger", "outcomes", "ending", "event"]),
                                             kids, max_size=4), max_leaves=20)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from([("events",), ("events", 0), ("events", 1, "outcomes"), ("epilogues",),
                             ("map", "tokens"), ("events", 1, "outcomes", 0), ("variables", 0)]),
       value=json_values)
def test_damaged_scenarios_never_raise(path, value):
    data = small()
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    layers(flow_of(data))
