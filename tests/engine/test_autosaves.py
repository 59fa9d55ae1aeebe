"""One autosave per game (issue 23, section 1), the Qt-free part: ids, file names, every
file listed (damaged ones too), old single-slot files migrated, stray .tmp files found."""

from __future__ import annotations

import json
import os
import time

import toygame
from eldertable.engine import autosaves, saves


def _recorder(steps=12, seed=11):
    return toygame.played(steps, {"seats": ["human", "bot"]}, seed)


def test_ids_are_new_each_time_and_name_the_file(tmp_path):
    ids = {autosaves.new_uid() for _ in range(200)}
    assert len(ids) == 200 and all(len(i) == 12 for i in ids)
    auto = autosaves.Autosaver(tmp_path)
    rec = _recorder()
    path = auto.save(rec.record, uid="00aa11bb22cc")
    assert path.name == "toy-00aa11bb22cc.json"
    assert autosaves.uid_of(path) == "00aa11bb22cc"
    _record, meta = saves.load_save(path)
    assert meta["game_uid"] == "00aa11bb22cc"


def test_the_id_leaves_the_record_and_its_digests_as_they_were(tmp_path):
    rec = _recorder()
    plain = saves.save_document(rec.record)["record"]
    path = autosaves.Autosaver(tmp_path).save(rec.record, uid="00aa11bb22cc")
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored["record"] == plain and "game_uid" not in stored["record"]["config"]


def test_two_games_of_one_kind_are_two_files(tmp_path):
    auto = autosaves.Autosaver(tmp_path)
    first, second = _recorder(10, seed=1), _recorder(14, seed=2)
    auto.save(first.record, uid=autosaves.new_uid())
    auto.save(second.record, uid=autosaves.new_uid())
    found = auto.interrupted()
    assert sorted(len(r.actions) for _p, r, _m in found) == [10, 14]
    assert len({m["game_uid"] for _p, _r, m in found}) == 2


def test_a_damaged_file_is_listed_and_hides_nothing(tmp_path):
    auto = autosaves.Autosaver(tmp_path)
    auto.save(_recorder().record, uid="0000000000a1")
    (tmp_path / "toy-0000000000b2.json").write_text('{"eldertable": "save", "form',
                                                    encoding="utf-8")
    huge = '{"eldertable": "save", "format": 2, "x": ' + "9" * 5000 + "}"
    (tmp_path / "toy-0000000000c3.json").write_text(huge, encoding="utf-8")
    entries = auto.entries()
    assert sorted(e.uid for e in entries) == ["0000000000a1", "0000000000b2", "0000000000c3"]
    damaged = [e for e in entries if e.error is not None]
    assert sorted(e.uid for e in damaged) == ["0000000000b2", "0000000000c3"]
    assert all("\n" not in e.error for e in damaged)
    assert [m["game_uid"] for _p, _r, m in auto.interrupted()] == ["0000000000a1"]


def test_odd_saved_at_values_do_not_break_the_list(tmp_path):
    auto = autosaves.Autosaver(tmp_path)
    for n, value in enumerate(["yesterday", 1e20, -1e15, True, None]):
        path = auto.save(_recorder().record, uid=f"00000000000{n}")
        doc = json.loads(path.read_text(encoding="utf-8"))
        doc["saved_at"] = value
        path.write_text(json.dumps(doc), encoding="utf-8")
    entries = auto.entries()
    assert len(entries) == 5
    assert all(0 < e.saved_at < 1e11 for e in entries)  # the file's own time instead


def test_old_single_slot_autosaves_are_migrated_byte_for_byte(tmp_path):
    rec = _recorder()
    old = tmp_path / "toy.json"
    saves.write_save(old, rec.record)
    before = old.read_bytes()
    broken = tmp_path / "miskatonic.json"
    broken.write_text("{not json", encoding="utf-8")
    auto = autosaves.Autosaver(tmp_path)
    moved = auto.migrate_single_slot()
    assert not old.exists() and not broken.exists() and len(moved) == 2
    new = next(p for p in moved if p.name.startswith("toy-"))
    assert new.read_bytes() == before and autosaves.uid_of(new)
    assert next(p for p in moved if p.name.startswith("miskatonic-")).read_text() == "{not json"
    # The migrated game is resumable under its new id; a second start moves nothing.
    [(path, record, meta)] = auto.interrupted()
    assert path == new and record.actions == rec.record.actions
    assert meta["game_uid"] == autosaves.uid_of(new)
    assert auto.migrate_single_slot() == []


def test_stray_tmp_files_are_found_by_age(tmp_path):
    auto = autosaves.Autosaver(tmp_path)
    old = tmp_path / ".toy-00aa11bb22cc.json.k2j3h4.tmp"
    new = tmp_path / ".toy-00aa11bb22cc.json.zz9y8x.tmp"
    other = tmp_path / "notes.tmp"
    for p in (old, new, other):
        p.write_text("{", encoding="utf-8")
    past = time.time() - 3600
    os.utime(old, (past, past))
    assert [(p.name, t) for p, t in auto.stray_tmp_files(older_than=600)] == [
        (old.name, "toy-00aa11bb22cc.json")]
    assert {p.name for p, _t in auto.stray_tmp_files()} == {old.name, new.name}


def test_facts_for_the_list(tmp_path):
    rec = _recorder()
    assert autosaves.seats_of(rec.record) == ["human", "bot"]
    assert autosaves.progress(rec.record) is None  # the toy game tells no round: honest
    record = rec.record
    record.config["options"] = {"scenario": "/home/me/My Scenario.json"}
    assert autosaves.scenario_of(record) == "My Scenario.json"
    record.config["options"] = {"scenario": "the-vanishing"}
    assert autosaves.scenario_of(record) == "the-vanishing"


def test_each_game_tells_its_round_or_turn_and_its_scenario():
    """Magnum Opus and Mansions tell a round, Miskatonic a turn (its observation has no
    round); a second-edition Mansions game names its scenario by title."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    from reliability.games import recorded_game, variants

    told = {}
    for name in ("magnum-opus", "miskatonic", "mansions/quiet-greenhouse"):
        variant = next(v for v in variants() if v.name == name)
        record = recorded_game(variant, seed=3).record
        del record.actions[30:]
        del record.digests[30:]
        told[name] = autosaves.facts(record)
    assert told["magnum-opus"][0][0] == "round" and told["magnum-opus"][1] is None
    assert told["miskatonic"][0][0] == "turn" and told["miskatonic"][0][1] >= 1
    (kind, n), title = told["mansions/quiet-greenhouse"]
    assert kind == "round" and n >= 1
    assert title is not None and title.text.strip()
    assert autosaves.progress(record) == told["mansions/quiet-greenhouse"][0]


def test_a_fifo_or_a_link_to_a_device_is_listed_as_damaged_never_read(tmp_path):
    auto = autosaves.Autosaver(tmp_path)
    auto.save(_recorder().record, uid="0000000000a1")
    os.mkfifo(tmp_path / "toy-0000000000f1.json")
    os.symlink("/dev/zero", tmp_path / "toy-0000000000f2.json")
    os.mkfifo(tmp_path / "miskatonic.json")  # not migrated: not a regular file
    started = time.monotonic()
    entries = auto.entries()
    assert time.monotonic() - started < 5
    errors = {e.uid: e.error for e in entries}
    assert errors["0000000000a1"] is None
    assert "not a regular file" in errors["0000000000f1"]
    assert "not a regular file" in errors["0000000000f2"]
    assert auto.migrate_single_slot() == []
    assert [m["game_uid"] for _p, _r, m in auto.interrupted()] == ["0000000000a1"]
