"""Golden saves of every game and every save format load and replay forever, to the
digest pinned when they were made (tools/make_golden_saves.py writes them); a save from a
newer Elder Table is refused with one clear message on the command line and in the app."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eldertable import cli
from eldertable.engine import registry, saves
from eldertable.engine.record import RECORD_FORMAT, replay

FOLDER = Path(__file__).resolve().parents[1] / "data" / "saves"
MANIFEST = json.loads((FOLDER / "golden.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_golden_save_loads_and_replays_to_its_pinned_digest(name):
    pinned = MANIFEST[name]
    raw = json.loads((FOLDER / name).read_text(encoding="utf-8"))
    assert saves._format_of(raw) == pinned["format"]
    record, meta = saves.load_save(FOLDER / name)
    assert meta["format"] == saves.SAVE_FORMAT  # migrated up to what this build writes
    assert record.game == pinned["game"] and len(record.actions) == pinned["actions"]
    state = replay(record, verify=True)
    assert state.digest() == pinned["digest"]
    result = state.result()
    assert (list(result.winners) if result else None) == pinned["winners"]


def test_every_game_has_a_golden_save_of_every_format():
    have = {(v["game"], v["format"]) for v in MANIFEST.values()}
    games = [e.id for e in registry.GAMES.values() if e.id != "toy" and e.available()]
    missing = [(g, f) for g in games for f in range(1, saves.SAVE_FORMAT + 1)
               if (g, f) not in have]
    assert missing == [], "run tools/make_golden_saves.py and commit tests/data/saves"


def _newer_saves(tmp_path: Path) -> list[Path]:
    doc = json.loads((FOLDER / sorted(MANIFEST)[-1]).read_text(encoding="utf-8"))
    if isinstance(doc, list):
        doc = saves.migrate(doc)
    newer_file = dict(doc, format=saves.SAVE_FORMAT + 1, record={"whatever": "future"})
    newer_record = dict(doc, record=dict(doc["record"], format=RECORD_FORMAT + 1))
    out = []
    for i, d in enumerate((newer_file, newer_record)):
        path = tmp_path / f"future{i}.json"
        path.write_text(json.dumps(d), encoding="utf-8")
        out.append(path)
    return out


def test_a_newer_save_is_refused_clearly_by_the_command_line(tmp_path, capsys):
    for path in _newer_saves(tmp_path):
        for command in (["replay", str(path)], ["replay", "--verify", str(path)],
                        ["validate", str(path)]):
            assert cli.main(command) == 2
            err = capsys.readouterr().err
            assert err.count("\n") == 1 and "Traceback" not in err
            assert "newer Elder Table" in err and "Update Elder Table" in err


def test_a_newer_save_is_refused_clearly_by_the_app(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from eldertable.ui.mainwindow import MainWindow

    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(
        (box.windowTitle(), box.text(), box.informativeText())) or 0)
    win = MainWindow()
    qtbot.addWidget(win)
    for path in _newer_saves(tmp_path):
        shown.clear()
        assert not win.documents.open_path(str(path))
        assert len(shown) == 1
        title, text, detail = shown[0]
        assert title == "Cannot open the file" and path.name in text
        assert "newer Elder Table" in detail and "Update Elder Table" in detail
        assert win.controller.record is None


OLD_SCENARIOS = Path(__file__).resolve().parents[1] / "data" / "scenarios" / "format1"
ASSETS_SCENARIOS = Path(__file__).resolve().parents[2] / "assets" / "games" / "mansions" / "scenarios"
MANSIONS = sorted(n for n, v in MANIFEST.items() if v["game"] == "mansions")


@pytest.mark.parametrize("name", MANSIONS)
def test_golden_save_replays_on_its_scenario_in_the_old_format_1(name, tmp_path):
    """Scenario format 1 (issue 26): a first-edition story was a scenario file and a story
    companion beside it; played from that old split form, each golden save of a shipped
    scenario replays to the same digest as on the format-2 file at the same path (the
    second-edition digest holds the scenario path the game names), and a first-edition
    one to its pinned digest."""
    import os
    import shutil

    pinned = MANIFEST[name]
    sid = pinned["scenario"]
    shutil.copy(OLD_SCENARIOS / f"{sid}.json", tmp_path / f"{sid}.json")
    companion = OLD_SCENARIOS / f"{sid}.story.json"
    if companion.is_file():
        shutil.copy(companion, tmp_path / companion.name)
    assert json.loads((tmp_path / f"{sid}.json").read_text(encoding="utf-8"))["format"] == 1
    record, _meta = saves.load_save(FOLDER / name)
    record.config = dict(record.config, options=dict(record.config["options"],
                                                     scenario=str(tmp_path / f"{sid}.json")))
    first = companion.is_file()  # a second-edition record's digests hold the scenario id
    state = replay(record, verify=first)
    assert list(state.result().winners) == pinned["winners"]
    if companion.is_file():
        assert state.digest() == pinned["digest"]
    old = state.digest()
    path = tmp_path / f"{sid}.json"
    shutil.copy(ASSETS_SCENARIOS / f"{sid}.json", path)
    later = path.stat().st_mtime + 10
    os.utime(path, (later, later))  # the loaders cache by path and modification time
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == 2
    assert replay(record, verify=first).digest() == old


def test_an_old_first_edition_scenario_without_its_story_is_one_clear_line(tmp_path, capsys):
    import shutil

    path = tmp_path / "cranes-tonic.json"
    shutil.copy(OLD_SCENARIOS / "cranes-tonic.json", path)
    assert cli.main(["validate", str(path)]) == 2
    out = capsys.readouterr()
    lines = (out.out + out.err).strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{path}: first_edition: ")
    assert "cranes-tonic.story.json" in lines[0] and "assets" not in lines[0]
