"""Debug play of a first-edition story: the designer's edits (reveal the map, set a
variable, run an event, give an item or spell, move a figure) are the same as in second
edition, recorded as debug edits; each one is taken back by undo (the record without it
replays to the state before it), and the whole record replays verified."""

from __future__ import annotations

import json
import shutil

import pytest

from eldertable.engine.protocol import IllegalAction
from eldertable.engine.record import GameRecord, Recorder, is_debug, replay
from eldertable.games.mansions import debugplay as D
from eldertable.games.mansions import validate_config
from eldertable.resources import asset

STORY = asset("games", "mansions", "scenarios", "cranes-tonic.json")


@pytest.fixture
def recorder(tmp_path):
    """A debug game of a designer's copy of Doctor Crane's Tonic, past the story choice."""
    path = tmp_path / "stories" / "my-tonic.json"
    path.parent.mkdir()
    data = json.loads(STORY.read_text(encoding="utf-8"))
    data["meta"]["id"] = "my-tonic"
    path.write_text(json.dumps(data), encoding="utf-8")
    config = validate_config({"players": 1, "seats": ["human", "bot:keeper"],
                              "options": {"scenario": str(path)}})
    rec = Recorder("mansions", D.debug_config(config, str(path)), 5)
    assert D.why_not(rec.state, D.reveal_all()) is not None  # before the story choice
    rec.apply(rec.state.legal_actions()[0])  # the Keeper's story choice
    assert rec.state.phase == "investigator"
    return rec


def _replayed(rec, upto=None):
    data = json.loads(json.dumps(rec.record.to_json()))
    return replay(GameRecord.from_json(data), verify=True, upto=upto)


def _edit_undone_and_replayed(rec, edit):
    """Apply ``edit``; the record without it replays to the state before; the events."""
    before = rec.state.digest()
    events = rec.apply(edit)
    assert events[0].kind == "debug" and rec.record.actions[-1]["type"] == "DebugEdit"
    assert _replayed(rec, upto=len(rec.record.actions) - 1).digest() == before  # undo
    assert _replayed(rec).digest() == rec.state.digest()
    return events


def test_fa_debug_every_edit_applies_undoes_and_replays(recorder):
    rec = recorder
    s = rec.state
    assert is_debug(rec.record)
    view = D.designer_view(s)
    assert {v["id"] for v in view["variables"]} >= {"ingredients", "ready"}
    assert "crowbar" in view["items"] and "shrivelling" in view["spells"]

    _edit_undone_and_replayed(rec, D.reveal_all())
    assert len(s.map.revealed) == view["rooms"]

    # the events watching a variable fire: two ingredients make the remedy ready
    events = _edit_undone_and_replayed(rec, D.set_variable("ingredients", 2))
    assert s.variables["ingredients"] == 2 and s.variables["ready"] is True
    assert "all-gathered" in s.fired and any(e.kind == "message" for e in events)

    _edit_undone_and_replayed(rec, D.run_event("read-journal", None))
    assert "field-journal" in s.investigators[0].items
    assert next(e for e in D.designer_view(s)["events"] if e["id"] == "read-journal")["runs"] == 1

    events = _edit_undone_and_replayed(rec, D.give_item(0, "crowbar"))
    assert s.investigators[0].items[-1] == "crowbar"
    assert str(events[0].text) == "Debug: Julian Fairweather is given Crowbar."
    _edit_undone_and_replayed(rec, D.give_item(0, "shrivelling"))
    assert s.investigators[0].spells == ["shrivelling"]

    _edit_undone_and_replayed(rec, D.move_figure("julian-fairweather", 7))
    assert s.map.figures["julian-fairweather"].space == 7
    assert [a["type"] for a in rec.record.actions].count("DebugEdit") == 6


def test_fa_debug_a_wrong_edit_is_refused_in_words_and_changes_nothing(recorder):
    s = recorder.state
    before = s.digest()
    for edit in (D.give_item(0, "no-such-thing"), D.set_variable("ready", 3),
                 D.run_event("no-such-event", None), D.move_figure("julian-fairweather", 999),
                 D.DebugEdit("paint-the-walls", ())):
        assert D.why_not(s, edit) is not None
        with pytest.raises(IllegalAction):
            recorder.apply(edit)
    assert s.digest() == before


def test_fa_debug_a_variable_that_ends_the_story(recorder):
    s = recorder.state
    recorder.apply(D.set_variable("rounds", 16))  # "too-late" watches the rounds
    assert s.over == "keeper" and s.ending == "sleepers-arrive"
    assert str(D.why_not(s, D.reveal_all())) == "The game is over."
    assert _replayed(recorder).digest() == s.digest()


def test_fa_debug_every_event_of_the_story_runs_and_replays(recorder):
    """Whatever an event does (a test, a puzzle, a monster, the end), running it from the
    panel leaves a game that goes on and replays verified."""
    import copy

    for ev in D.designer_view(recorder.state)["events"]:
        rec = copy.deepcopy(recorder)
        rec.apply(D.run_event(ev["id"], None))
        assert rec.state.over or rec.state.legal_actions(), ev["id"]
        assert _replayed(rec).digest() == rec.state.digest(), ev["id"]
