"""Saves: versioned, migrated, written atomically, refused clearly when bad."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import toygame
from eldertable.engine import autosaves, saves
from eldertable.engine.record import replay

DATA = Path(__file__).resolve().parent.parent / "data" / "saves"


def _recorder(steps=20):
    return toygame.played(steps)


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
    auto = autosaves.Autosaver(tmp_path)
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


# --------------------------------------------------------------------------- issue 23


def _doc(tmp_path, **meta):
    rec = _recorder(6)
    path = tmp_path / "game.json"
    saves.write_save(path, rec.record)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc.update(meta)
    return path, doc


def test_a_save_with_a_utf8_bom_loads_as_notepad_writes_it(tmp_path):
    rec = _recorder()
    path = tmp_path / "game.json"
    saves.write_save(path, rec.record)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    loaded, _meta = saves.load_save(path)
    assert replay(loaded, verify=True).digest() == rec.state.digest()


@pytest.mark.parametrize("saved_at, ok", [
    (0, True), (1796200000, True), (1796200000.5, True), (saves.LATEST_SAVED_AT, True),
    (saves.LATEST_SAVED_AT + 1, False), (-1, False), (-1e15, False), (1e20, False),
    ("yesterday", False), (True, False), (None, False), ([], False),
])
def test_saved_at_is_a_time_at_its_boundaries(tmp_path, saved_at, ok):
    path, doc = _doc(tmp_path, saved_at=saved_at)
    path.write_text(json.dumps(doc), encoding="utf-8")
    if ok:
        assert saves.load_save(path)[1]["saved_at"] == saved_at
    else:
        with pytest.raises(saves.SaveError, match="saved_at: must be the time of saving"):
            saves.load_save(path)


@pytest.mark.parametrize("key, value, words", [
    ("finished", "no", "finished: must be true or false, not text"),
    ("finished", 0, "finished: must be true or false, not a whole number"),
    ("debug", "yes", "debug: must be true or false, not text"),
    ("app_version", 2, "app_version: must be text, not a whole number"),
])
def test_the_other_metadata_must_be_of_its_kind(tmp_path, key, value, words):
    path, doc = _doc(tmp_path, **{key: value})
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(saves.SaveError) as info:
        saves.load_save(path)
    assert str(info.value) == f"{path}: {words}"


def test_an_integer_of_more_than_4300_digits_is_refused_in_words(tmp_path):
    path, doc = _doc(tmp_path)
    text = json.dumps(doc).replace('"seed": 11', '"seed": 1' + "0" * 4300)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(saves.SaveError) as info:
        saves.load_save(path)
    assert str(info.value) == f"{path}: not a save: a number in it has more than 4300 digits"
    # 4300 digits are still a number (refused later, as a seed no game has)
    path.write_text(json.dumps(doc).replace('"seed": 11', '"seed": 1' + "0" * 4299))
    assert saves.load_save(path)[0].seed == 10 ** 4299


def test_the_action_count_and_sizes_are_checked_before_any_replay(tmp_path):
    path, doc = _doc(tmp_path)
    one = doc["record"]["actions"][0]
    doc["record"]["actions"] = [one] * saves.MAX_ACTIONS
    doc["record"]["digests"] = []
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert len(saves.load_save(path)[0].actions) == saves.MAX_ACTIONS  # at the limit: read
    doc["record"]["actions"].append(one)
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="20001 actions are more than a game can have"):
        saves.load_save(path)
    doc["record"]["actions"] = [dict(one, pad="x" * saves.MAX_ACTION_BYTES)]
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(saves.SaveError, match=r"record.actions\[0\]: too large for an action"):
        saves.load_save(path)


def test_a_63_mb_save_is_refused_before_it_is_read(tmp_path):
    path, doc = _doc(tmp_path)
    path.write_text(json.dumps(doc) + " " * (63 * 1024 * 1024), encoding="utf-8")
    started = time.monotonic()
    with pytest.raises(saves.SaveError, match="too large for a save"):
        saves.load_save(path)
    assert time.monotonic() - started < 5


def test_a_save_error_is_one_line_whatever_it_quotes():
    assert str(saves.SaveError("a\nb\r\nc")) == "a\\nb\\r\\nc"
