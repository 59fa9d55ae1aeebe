"""Saves: versioned, migrated, written atomically, refused clearly when bad."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from eldertable.engine import saves
from eldertable.engine.bots import RandomBot, chance_step
from eldertable.engine.protocol import CHANCE
from eldertable.engine.record import Recorder, replay

DATA = Path(__file__).resolve().parent.parent / "data" / "saves"


def _recorder(steps=20):
    rec = Recorder("toy", {}, 11)
    bots = {0: RandomBot(0, 1), 1: RandomBot(1, 1)}
    for _ in range(steps):
        s = rec.state
        p = s.current_player()
        rec.apply(chance_step(s) if p == CHANCE else bots[p].choose(s.observation(p),
                                                                    s.legal_actions(p)))
    return rec


def test_save_and_load_round_trip(tmp_path):
    rec = _recorder()
    path = tmp_path / "game.json"
    saves.write_save(path, rec.record)
    loaded, meta = saves.load_save(path)
    assert meta["format"] == saves.SAVE_FORMAT
    assert replay(loaded, verify=True).digest() == rec.state.digest()


def test_format_1_save_migrates_and_replays_to_the_pinned_digest():
    """Golden file: a format-1 save (the draft list record) loads forever."""
    record, meta = saves.load_save(DATA / "toy_format1.json")
    assert meta["format"] == 2 and record.game == "toy" and len(record.actions) == 12
    assert replay(record).digest() == "5980b0e7fc82e76c"


@pytest.mark.parametrize("content,message", [
    ("", "empty"),
    ('{"eldertable": "save", "format": 2, "record": {"game": "toy"', "truncated"),
    ("\x00\x01garbage", "not a JSON"),
    ('{"hello": "world"}', "not an Elder Table save"),
    ('{"eldertable": "save", "format": 99, "record": {}}', "newer Elder Table"),
    ('{"eldertable": "save", "format": 2, "record": {"game": "chess", "config": {}, '
     '"seed": 1, "actions": []}}', "unknown game"),
    ('{"eldertable": "save", "format": 2, "record": {"game": "toy", "config": {}, '
     '"seed": "x", "actions": []}}', "record.seed"),
    ("[" * 5000 + "]" * 5000, "nested too deeply"),
])
def test_bad_saves_give_one_clear_message(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(saves.SaveError, match=message) as info:
        saves.load_save(path)
    assert "\n" not in str(info.value)


def test_missing_and_folder_paths(tmp_path):
    with pytest.raises(saves.SaveError, match="no such"):
        saves.load_save(tmp_path / "nope.json")
    with pytest.raises(saves.SaveError, match="folder"):
        saves.load_save(tmp_path)


def test_unwritable_data_folder_is_one_clear_message(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(saves.SaveError, match="cannot write to the data folder"):
        saves.check_writable(blocker / "sub")
    with pytest.raises(saves.SaveError, match="cannot write"):
        saves.atomic_write_text(blocker / "sub" / "save.json", "{}")
    assert blocker.read_text() == "x"


def test_autosave_and_resume(tmp_path):
    auto = saves.Autosaver(tmp_path)
    rec = _recorder(5)
    auto.save(rec.record, uid="0123456789ab")
    found = auto.interrupted()
    assert len(found) == 1 and found[0][1].actions == rec.record.actions
    auto.save(rec.record, finished=True, uid="0123456789ab")
    assert auto.interrupted() == []


WRITER = r"""
import sys, json
from eldertable.engine.saves import atomic_write_text
path = sys.argv[1]
i = 0
print("ready", flush=True)
while True:
    i += 1
    atomic_write_text(path, json.dumps({"n": i, "pad": "x" * 2_000_000}))
"""


def test_atomic_write_killed_at_any_moment_leaves_a_whole_file(tmp_path):
    path = tmp_path / "save.json"
    saves.atomic_write_text(path, json.dumps({"n": 0, "pad": ""}))
    for delay in (0.05, 0.11, 0.17, 0.23, 0.31, 0.37, 0.43, 0.5):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)],
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        data = json.loads(path.read_text())  # whole JSON, old or new, never half
        assert isinstance(data["n"], int)
    leftovers = [p for p in os.listdir(tmp_path) if p.endswith(".tmp")]
    # A killed writer may leave its temporary file; it never replaces the save.
    assert all(p.startswith(".save.json.") for p in leftovers)
