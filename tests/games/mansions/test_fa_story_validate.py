"""Issue 26: ``eldertable validate`` checks a scenario's first-edition part as thoroughly as
the rest - what it names exists, no story choice is written where play never reads it,
and the Keeper's deck can be built; each problem one line naming the user's file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eldertable import cli

STORY = Path(__file__).resolve().parents[2] / "data" / "scenarios" / "scratch" / "lodgers-trunk.json"


def _edit(part: dict, how: str) -> None:
    if how == "room":
        part["rooms"]["guest.parlour"] = ["ex-saw"]
    elif how == "token":
        part["objective_tokens"]["open-it"].append("no-such-token")
    elif how == "monster":
        part["named_monsters"][0]["monster"] = "the-landlady"
    elif how == "objective":
        part["objective_tokens"]["no-such-objective"] = ["trunk"]
    elif how == "event":
        part["time_periods"] = ["present", "asylum-years"]
        part["time_travel"] = [{"event": "no-such-event", "to": "next"}]
    elif how == "choice":
        part["choices"].append(dict(part["choices"][0], id="second-thoughts"))
    elif how == "warden-goal":
        part["choices"][0]["options"][1]["goal"] = "warden-out"
    elif how == "keeper-card":
        part["keeper_actions"].append("no-such-card")
    elif how == "keeper-twice":
        part["keeper_actions"].append("whispers")
    elif how == "stack-copies":
        part["rooms"]["hall.hallway-2"] = ["ex-lamp", "ex-lamp", "ex-lamp", "ex-lamp"]
    elif how == "moves":
        part["named_monsters"][0]["moves"] = {"dark-ritual": 2}


CASES = {
    "room": ("first_edition.rooms.guest.parlour", "no room 'guest.parlour'"),
    "token": ("first_edition.objective_tokens.open-it[1]", "no token 'no-such-token'"),
    "monster": ("first_edition.named_monsters[0].monster", "no monster 'the-landlady'"),
    "objective": ("first_edition.objective_tokens.no-such-objective", "no objective"),
    "event": ("first_edition.time_travel[0].event", "no event 'no-such-event'"),
    "choice": ("first_edition.choices[1]", "never reached"),
    "warden-goal": ("first_edition.choices[0].options[1].goal", "can never reach"),
    "keeper-card": ("first_edition.keeper_actions[3]", "no keeper action card 'no-such-card'"),
    "keeper-twice": ("first_edition.keeper_actions[3]", "the Keeper's deck cannot be built"),
    "stack-copies": ("first_edition.rooms.hall.hallway-2[", "more 'ex-lamp' cards than the set"),
    "moves": ("first_edition.named_monsters[0].moves.dark-ritual", "not one of keeper_actions"),
}


@pytest.mark.parametrize("how", sorted(CASES))
def test_issue_26_validate_names_each_first_edition_problem_in_one_line(how, tmp_path, capsys):
    data = json.loads(STORY.read_text(encoding="utf-8"))
    _edit(data["first_edition"], how)
    path = tmp_path / "my-story.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert cli.main(["validate", str(path)]) == 2
    out = capsys.readouterr()
    lines = [ln for ln in (out.out + out.err).splitlines() if ln.strip()]
    where, what = CASES[how]
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"{path}: {where}") and what in lines[0], lines[0]
    assert "Traceback" not in lines[0] and "assets" not in lines[0]


def test_issue_26_a_second_edition_scenario_has_no_first_edition_part(tmp_path, capsys):
    other = STORY.with_name("aunts-suitcase.json")
    data = json.loads(other.read_text(encoding="utf-8"))
    data["first_edition"] = json.loads(STORY.read_text(encoding="utf-8"))["first_edition"]
    path = tmp_path / "suitcase.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert cli.main(["validate", str(path)]) == 2
    assert "first_edition: only first-edition stories" in capsys.readouterr().err


def test_issue_26_simulating_a_broken_story_names_the_users_file(tmp_path, capsys):
    data = json.loads(STORY.read_text(encoding="utf-8"))
    data["meta"]["id"] = "my-own-story"
    data["first_edition"]["keeper_actions"].append("no-such-card")
    path = tmp_path / "my-story.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert cli.main(["simulate", "mansions", str(path), "--games", "2"]) != 0
    err = capsys.readouterr().err
    assert str(path) in err and "no-such-card" in err
    assert "assets" not in err and "Traceback" not in err
