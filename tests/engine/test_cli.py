"""The command line: exit codes, one-line errors, no Qt in headless commands."""

import json
import subprocess
import sys

import pytest

from eldertable import __version__
from eldertable.cli import main
from eldertable.engine import saves
from eldertable.engine.record import Recorder


def run(*args):
    return subprocess.run([sys.executable, "-m", "eldertable.cli", *args],
                          capture_output=True, text=True)


def test_version():
    done = run("--version")
    assert done.returncode == 0 and __version__ in done.stdout


@pytest.mark.parametrize("args", [
    ["bogus"],
    ["simulate", "chess", "--games", "1"],
    ["simulate", "toy"],
    ["odds", "combat", "--dice", "0", "--vs", "0"],
    ["odds", "d8"],
    ["replay", "/nonexistent/save.json"],
    ["validate", "/nonexistent.json"],
    ["editor", "/nonexistent.json"],
    ["editor", "/"],
])
def test_bad_input_is_one_line_on_stderr_and_exit_2(args):
    done = run(*args)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_headless_commands_never_import_qt():
    code = ("import sys\n"
            "from eldertable.cli import main\n"
            "main(['odds', 'd10', '--target', '5', '--json'])\n"
            "main(['validate', sys.argv[1]])\n"
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('PySide6', 'shiboken6', 'pyqtgraph')]\n"
            "assert not bad, bad\n")
    done = subprocess.run([sys.executable, "-c", code, __file__], capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr


def test_odds_json(capsys):
    assert main(["odds", "d8", "--dice", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"distribution", "p_pass"} and len(out["distribution"]) == 3


def test_simulate_json_is_deterministic_but_for_timing(capsys):
    outs = []
    for jobs in (1, 2):
        assert main(["simulate", "toy", "--games", "40", "--seed", "4", "--jobs", str(jobs),
                     "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        for key in ("games_per_second", "actions_per_second", "seconds"):
            out.pop(key)
        outs.append(out)
    assert outs[0] == outs[1]
    assert outs[0]["errors"] == 0 and sum(outs[0]["wins"].values()) == 40


def _save(tmp_path, steps=6):
    rec = Recorder("toy", {}, 2)
    for _ in range(steps):
        s = rec.state
        rec.apply(s.legal_actions(s.current_player())[0])
    path = tmp_path / "g.json"
    saves.write_save(path, rec.record)
    return path, rec


def test_replay_verify_and_validate_a_good_save(tmp_path, capsys):
    path, rec = _save(tmp_path)
    assert main(["replay", str(path), "--verify"]) == 0
    assert rec.state.digest() in capsys.readouterr().out
    assert main(["validate", str(path)]) == 0


def test_tampered_save_is_refused_with_exit_2(tmp_path, capsys):
    path, _ = _save(tmp_path)
    doc = json.loads(path.read_text())
    doc["record"]["actions"][1] = {"type": "Hold", "seat": 1}
    path.write_text(json.dumps(doc))
    assert main(["replay", str(path), "--verify"]) == 2
    err = capsys.readouterr().err
    assert "illegal" in err and len(err.strip().splitlines()) == 1
    assert main(["validate", str(path)]) == 2


def test_validate_unknown_content(tmp_path, capsys):
    path = tmp_path / "x.json"
    path.write_text('{"kind": "teapot", "format": 1}')
    assert main(["validate", str(path)]) == 2
    assert "unknown content kind" in capsys.readouterr().err


def test_lang_works_before_or_after_the_subcommand():
    from eldertable.cli import build_parser

    parser = build_parser()
    assert parser.parse_args(["--lang", "zh_CN", "play", "miskatonic"]).lang == "zh_CN"
    assert parser.parse_args(["play", "miskatonic", "--lang", "zh_CN"]).lang == "zh_CN"
    assert parser.parse_args(["play", "miskatonic"]).lang is None


def test_a_save_whose_settings_cannot_start_a_game_exits_2(tmp_path, capsys):
    path, _ = _save(tmp_path)
    doc = json.loads(path.read_text())
    doc["record"]["config"] = {"options": {"target": "not a number"}}
    path.write_text(json.dumps(doc))
    code = main(["replay", str(path)])
    err = capsys.readouterr().err
    assert code == 2 and len(err.strip().splitlines()) == 1, err


@pytest.mark.parametrize("dice_log", [None, [["a"]], [[3]]])
def test_a_save_whose_dice_cannot_start_a_game_exits_2(tmp_path, capsys, dice_log):
    """Magnum Opus rolls for the first player at setup: a save switched to physical dice
    with a missing or short dice log is bad input, not an internal error."""
    from eldertable.games.magnum_opus import make_config

    rec = Recorder("magnum-opus", make_config(["human", "human"]), 3)
    path = tmp_path / "opus.json"
    saves.write_save(path, rec.record)
    doc = json.loads(path.read_text())
    doc["record"]["chance_mode"] = "physical"
    if dice_log is not None:
        doc["record"]["dice_log"] = dice_log
    path.write_text(json.dumps(doc))
    for args in (["replay", str(path)], ["replay", str(path), "--verify"]):
        code = main(args)
        err = capsys.readouterr().err
        assert code == 2 and len(err.strip().splitlines()) == 1, err
        assert "internal error" not in err and "dice" in err, err
    assert main(["validate", str(path)]) == 2
@pytest.mark.parametrize("tamper", [
    lambda doc: doc["record"]["actions"].__setitem__(0, {"type": "PlaceCard",
                                                         "card": "amulet", "location": "library"}),
    lambda doc: doc["record"]["config"]["house_rules"].__setitem__("MM-GAP-2", "x"),
    lambda doc: doc.__setitem__("record", None),
])
def test_open_refuses_a_tampered_save_in_one_line_before_any_window(tmp_path, capsys,
                                                                     monkeypatch, tamper):
    """``eldertable open`` with a save that cannot be played says why and exits 2, as
    ``play`` does with an unknown game; no window opens to say it."""
    from eldertable.games.miskatonic import make_config
    from eldertable.ui import app

    windows = []
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # no xcb library check
    monkeypatch.setattr(app, "run", lambda **kw: windows.append(kw) or 0)
    rec = Recorder("miskatonic", make_config(["human", "human"], {}), 3)
    for _ in range(3):
        rec.apply(rec.state.legal_actions(0)[0])
    path = tmp_path / "mm.eldertable.json"
    saves.write_save(path, rec.record)
    assert main(["open", str(path)]) == 0 and len(windows) == 1  # a good save opens
    capsys.readouterr()
    doc = json.loads(path.read_text())
    tamper(doc)
    path.write_text(json.dumps(doc))
    assert main(["open", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and str(path) in err and "Traceback" not in err
    assert len(windows) == 1
