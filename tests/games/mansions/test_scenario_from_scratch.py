"""Issue 26: a story written from scratch in a folder of its own, in each edition, is a
whole scenario in one file: it validates, plays to an epilogue with bots, simulates a
thousand games without an error, and its record replays verified. The files are fixtures
under tests/data/scenarios/scratch, copied to a temporary folder (never assets/)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from eldertable import cli
from eldertable.engine.protocol import CHANCE, TERMINAL
from eldertable.engine.record import Recorder, replay
from eldertable.games import mansions

SCRATCH = Path(__file__).resolve().parents[2] / "data" / "scenarios" / "scratch"
STORIES = {"first-edition": "lodgers-trunk.json", "second-edition": "aunts-suitcase.json"}


@pytest.fixture(params=sorted(STORIES))
def story(request, tmp_path) -> tuple[str, Path]:
    path = tmp_path / "designs" / STORIES[request.param]
    path.parent.mkdir()
    shutil.copy(SCRATCH / STORIES[request.param], path)
    return request.param, path


def _config(rules: str, path: Path, k: int) -> dict:
    if rules == "first-edition":
        return {"players": k, "seats": ["bot:default"] * k + ["bot:keeper"],
                "options": {"scenario": str(path), "story_choice": "random"}}
    return {"players": k, "seats": ["bot:default"] * k,
            "options": {"scenario": str(path), "round_limit": 60}}


def _play(config: dict, seed: int) -> Recorder:
    rec = Recorder("mansions", config, seed)
    names = [s[4:] for s in config["seats"]]
    kinds = mansions.bots_for(config)
    bots = [kinds[name](seat, seed) for seat, name in enumerate(names)]
    for _ in range(20_000):
        seat = rec.state.current_player()
        if seat == TERMINAL:
            break
        legal = rec.state.legal_actions(seat)
        act = legal[0] if seat == CHANCE else bots[seat].choose(rec.state.observation(seat), legal)
        rec.apply(act)
    assert rec.state.current_player() == TERMINAL, "the game did not end"
    return rec


def test_issue_26_a_story_from_scratch_validates(story, capsys):
    _rules, path = story
    assert cli.main(["validate", str(path)]) == 0
    assert capsys.readouterr().out.strip() == f"{path}: ok"


def test_issue_26_a_story_from_scratch_plays_to_an_epilogue_and_replays_verified(story):
    rules, path = story
    for seed, k in ((3, 1), (4, 2)):
        rec = _play(_config(rules, path, k), seed)
        state = rec.state
        result = state.result()
        assert result is not None and result.winners
        if rules == "first-edition":
            option = next(o for o in state.story.choices[0].options if o.id == state.choice)
            assert option.epilogue_for(result.winners[0])  # the epilogue of choice and winner
        else:
            assert state.ending in {e.id for e in state.model.epilogues} | {"eliminated",
                                                                             "round-limit"}
        again = replay(rec.record, verify=True)
        assert again.digest() == state.digest()


def test_issue_26_a_story_from_scratch_simulates_a_thousand_games_without_an_error(story, capsys):
    rules, path = story
    assert cli.main(["simulate", "mansions", str(path), "--games", "1000",
                     "--investigators", "2"]) == 0
    out = capsys.readouterr().out
    assert "games: 1000" in out and "errors: 0" in out
    if rules == "first-edition":
        assert "epilogues: " in out
