"""Gathering games, what the plots read off their summaries, exports, JSON paths (Qt-free)."""

from __future__ import annotations

import csv
import io
import json

from eldertable.engine.simulate import game_seed
from eldertable.ui.workbench import export, jsonpath
from eldertable.ui.workbench.comparison import compare
from eldertable.ui.workbench.results import FLAGS, RunResults, RunSpec


def game(winners, rounds, **extras):
    return {"winners": winners, "rounds": rounds, "actions": rounds * 3, "extras": extras}


def sample_run(seed=4):
    run = RunResults(RunSpec(game="x", games=3, seed=seed, jobs=1, label="sample"))
    run.add(2, game(["keeper"], 9, endings={"devoured": 1}, events_fired={"storm": 0, "flood": 0},
                    turns=18, final_battle=True, summon_points=[0, 1, 3],
                    objective_round={"key": 4}))
    run.add(0, game(["investigators"], 5, endings={"escaped": 1},
                    events_fired={"storm": 2, "flood": 0}, turns=10, final_battle=False,
                    summon_points=[1, 1], objective_round={"key": 2, "door": 5},
                    points={"by_side": {"a": 3}}))
    run.add(1, game([], 7, endings={"escaped": 1}, events_fired={"storm": 1}, turns=14,
                    final_battle=False, summon_points=[2]))
    return run


def test_summaries_are_sorted_by_their_shape():
    run = sample_run()
    assert run.played == 3
    assert run.arrival == [2, 0, 1]
    assert run.wins == {"keeper": 1, "investigators": 1, "none": 1}
    assert run.win_flags("keeper") == [1, 0, 0]
    assert run.rounds == [9, 5, 7]
    assert run.numbers == {"turns": [18.0, 10.0, 14.0]}
    assert run.reached["endings"] == {"devoured": 1, "escaped": 2}
    assert run.reached["events_fired"] == {"storm": 2, "flood": 0}
    assert run.totals["events_fired"] == {"storm": 3, "flood": 0}
    assert run.reached[FLAGS] == {"final_battle": 1}
    assert run.reached["points/by_side"] == {"a": 1}
    assert run.when == {"objective_round": {"key": [4.0, 2.0], "door": [5.0]}}
    series = run.series["summon_points"][""]
    assert series.count == [3, 2, 1]
    assert series.means() == [1.0, 1.0, 3.0]
    assert run.add(0, game(["x"], 1)) is None and run.played == 3  # a game counts once


def test_never_reached_lists_zero_keys_and_catalogue_keys():
    run = sample_run()
    assert run.never_reached() == {"events_fired": ["flood"]}
    run.catalogue = {"events_fired": ["storm", "flood", "eclipse"], "endings": ["escaped"]}
    assert run.never_reached() == {"events_fired": ["eclipse", "flood"]}


def test_csv_has_one_row_per_game_with_its_own_seed():
    run = sample_run(seed=11)
    rows = list(csv.DictReader(io.StringIO(export.to_csv(run))))
    assert [r["game"] for r in rows] == ["0", "1", "2"]
    assert rows[0]["seed"] == str(game_seed(11, 0))
    assert rows[0]["winners"] == "investigators" and rows[1]["winners"] == ""
    assert rows[2]["endings/devoured"] == "1" and rows[2]["endings/escaped"] == ""
    assert rows[0]["points/by_side/a"] == "3"
    assert json.loads(rows[2]["summon_points"]) == [0, 1, 3]
    assert rows[2]["final_battle"] == "1"


def test_json_export_carries_run_summary_and_games(tmp_path):
    run = sample_run(seed=2)
    run.summary = {"games": 3}
    path = tmp_path / "run.json"
    export.save_json(run, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["run"]["status"] == "finished"
    assert data["summary"] == {"games": 3}
    assert [g["game"] for g in data["games"]] == [0, 1, 2]
    assert data["games"][1]["seed"] == game_seed(2, 1)
    assert data["never_reached"] == {"events_fired": ["flood"]}


def test_comparison_rows_cover_wins_rounds_numbers_and_tables():
    a, b = sample_run(), sample_run()
    rows = {(r.kind, r.name): r for r in compare(a, b)}
    assert rows[("win", "keeper")].a == rows[("win", "keeper")].b == 1 / 3
    assert rows[("win", "keeper")].test.p_value == 1.0
    assert rows[("rounds-mean", "rounds")].difference == 0
    assert ("number", "turns") in rows
    assert rows[("reached", "endings/escaped")].a == 2 / 3


SCENARIO = """{
  "kind": "mansions-scenario",
  "map": {"tiles": [ {"id": "hall", "at": [0, 2]},
                     {"id": "library", "rotation": 45, "label": "a \\"quoted\\" [name]"} ],
          "start": "hall.west"},
  "events": [],
  "odd key": {"a.b": 7}
}"""


def test_json_paths_are_found_in_the_text():
    def text_at(path):
        span = jsonpath.locate(SCENARIO, path)
        return SCENARIO[span.start:span.end], span.found

    assert text_at("map.tiles[1].rotation") == ("45", True)
    assert text_at("$.map.start") == ('"hall.west"', True)
    assert text_at("map.tiles[0].at[1]") == ("2", True)
    assert text_at("events") == ("[]", True)
    assert text_at("$['odd key']['a.b']") == ("7", True)
    assert text_at("$")[0] == SCENARIO
    # a missing field: its nearest existing parent
    part, found = text_at("map.tiles[1].tile")
    assert not found and part.startswith('{"id": "library"')
    assert not text_at("map.tiles[7]")[1]
    assert jsonpath.locate("{broken", "$") is None
    assert jsonpath.line_col(SCENARIO, SCENARIO.index("45")) == (4, 52)


def test_problem_lines_split_into_path_and_message():
    f = "/x/scen.json"
    assert jsonpath.split_problem(f"{f}: map.tiles[2].rotation: must be 0, 90, 180 or 270", f) \
        == ("map.tiles[2].rotation", "must be 0, 90, 180 or 270")
    assert jsonpath.split_problem(f"{f}: $: not a JSON object", f) == ("$", "not a JSON object")
    assert jsonpath.split_problem(f"{f}: the file is empty", f) == ("$", "the file is empty")
