"""Issue 23, section 3: every hostile file (tools/reliability/hostile.py makes them, class by
class, from real saves and content) is refused in one line, fast, and never hangs: by the
loaders, by ``eldertable validate``, ``replay`` and ``open`` (exit 2, one stderr line, no
traceback), and a valid file with a UTF-8 BOM is accepted."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from reliability.hostile import CLASSES, make

BOUND = 5.0  # seconds: generous; the refusals measured take milliseconds


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    return make(tmp_path_factory.mktemp("hostile"))


def test_every_class_is_made_for_saves_and_content(hostile):
    made = Counter((h.cls, h.save) for h in hostile)
    for cls in CLASSES:
        assert made[(cls, True)] >= 1, cls
    for cls in ("digits", "not-regular", "bom", "lines"):
        assert made[(cls, False)] >= 1, cls
    assert sum(made.values()) >= 90


@pytest.mark.parametrize("cls", CLASSES)
def test_validate_refuses_each_hostile_file_in_one_line(hostile, cls):
    from eldertable.cli import validate_one

    cases = [h for h in hostile if h.cls == cls]
    assert cases
    for h in cases:
        started = time.monotonic()
        problems = validate_one(str(h.path))
        took = time.monotonic() - started
        assert took < BOUND, (h.label, took)
        if h.accepted:
            assert problems == [], (h.label, problems)
            continue
        assert len(problems) == 1, (h.label, problems)
        assert "\n" not in problems[0] and "\r" not in problems[0], h.label
        assert "Error" not in problems[0] and "Traceback" not in problems[0], problems[0]


def test_the_words_of_each_class(hostile):
    from eldertable.cli import validate_one

    said = {h.label: validate_one(str(h.path))[0] for h in hostile if not h.accepted}
    assert "has more than 4300 digits" in said["miskatonic_format2-key"]
    assert "is a pipe (FIFO), not a file" in said["fifo"]
    assert "is a device, not a file" in said["link-to-dev-zero"]
    assert "is a folder, not a file" in said["folder"]
    assert "saved_at: must be the time of saving" in said["saved_at-text"]
    assert said["saved_at-1e20"].endswith("not 1e+20")
    assert said["saved_at-minus-1e15"].endswith("not -1000000000000000.0")
    assert "finished: must be true or false, not text" in said["finished-text"]
    assert "too large for a file" in said["63MB-copied-actions"]
    assert said["toy_format1-seat-list"].endswith(
        "action 1 'Roll': field 'seat' must be a whole number, not a list")
    assert said["miskatonic_format2-card-object"].endswith(
        "action 1 'PlaceCard': field 'card' must be text, not an object")
    assert "lines-bad\\nname.json" in said["name-with-newline"]


def test_save_loaders_refuse_in_one_line_without_opening_what_is_not_a_file(hostile):
    from eldertable.engine.record import ReplayError, replay
    from eldertable.engine.saves import SaveError, load_save

    for h in hostile:
        if not h.save:
            continue
        started = time.monotonic()
        try:
            record, _meta = load_save(h.path)
            replay(record, verify=True)
        except (SaveError, ReplayError) as exc:
            assert not h.accepted, (h.label, exc)
            assert str(exc) and "\n" not in str(exc), h.label
        else:
            assert h.accepted, h.label
        assert time.monotonic() - started < BOUND, h.label


def _content_loaders():
    from eldertable.games.magnum_opus import content as mo
    from eldertable.games.mansions.jsonmodel import ContentError
    from eldertable.games.mansions.scenario.loader import load_scenario
    from eldertable.games.miskatonic import content as mm

    def mm_read(path):
        _model, problems = mm.read(path)
        if problems:
            raise ContentError(problems)

    return [("mansions", load_scenario, ContentError), ("magnum-opus", mo.read, mo.ContentError),
            ("miskatonic", mm_read, ContentError)]


def test_content_loaders_refuse_each_hostile_content_file_in_one_line(hostile):
    for h in hostile:
        if h.save or h.accepted or h.cls == "lines":  # "lines" has a foreign kind for each
            continue
        for name, load, errors in _content_loaders():
            started = time.monotonic()
            with pytest.raises(errors) as info:
                load(h.path)
            assert time.monotonic() - started < BOUND, (name, h.label)
            lines = str(info.value).splitlines()
            assert len(lines) == 1, (name, h.label, lines)


def test_content_with_a_bom_is_read_by_its_own_game(hostile):
    from eldertable.games.magnum_opus import content as mo
    from eldertable.games.mansions.scenario.loader import load_scenario
    from eldertable.games.miskatonic import content as mm

    boms = {h.label: h.path for h in hostile if h.cls == "bom" and not h.save}
    assert load_scenario(boms["scenarios-tenant-below"])
    assert mo.read(boms["magnum_opus-setup"])
    assert mm.read(boms["miskatonic-locations"])[1] == []


def _cli(*args, home):
    env = {k: v for k, v in os.environ.items()}
    env.update(QT_QPA_PLATFORM="offscreen", ELDERTABLE_HOME=str(home))
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "eldertable.cli", *args], capture_output=True,
                          text=True, timeout=BOUND * 4, env=env, stdin=subprocess.DEVNULL)
    return done, time.monotonic() - started


# one file of each class, and of each kind of "not a regular file", on the real command line
CLI_CASES = ["miskatonic_format2-key", "magnum_opus-setup", "100k-digits-bare", "fifo",
             "link-to-dev-zero", "link-to-fifo", "folder", "device-zero", "saved_at-text",
             "saved_at-1e20", "saved_at-minus-1e15", "finished-1", "63MB-copied-actions",
             "10MB-of-tiny-lists", "most-that-is-parsed", "miskatonic_format2-card-list",
             "name-with-newline", "game-with-newline"]


@pytest.mark.parametrize("label", CLI_CASES)
def test_the_command_line_refuses_with_exit_2_and_one_line(hostile, label, tmp_path):
    h = next(h for h in hostile if h.label == label)
    commands = [("validate",), ("replay",), ("open",)] if h.save else [("validate",)]
    for command in commands:
        done, took = _cli(*command, str(h.path), home=tmp_path)
        assert done.returncode == 2, (command, done.stdout, done.stderr)
        lines = done.stderr.splitlines()
        assert len(lines) == 1, (command, lines)
        assert "Traceback" not in done.stderr and "internal error" not in done.stderr
        assert took < BOUND, (command, took)  # a subprocess's whole start included


def test_the_command_line_accepts_saves_and_content_with_a_bom(hostile, tmp_path):
    paths = [str(h.path) for h in hostile
             if h.cls == "bom" and not h.label.startswith("toy")]  # toy: tests only
    done, _took = _cli("validate", *paths, home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count(": ok") == len(paths)
    save = next(h.path for h in hostile if h.label == "miskatonic_format2" and h.cls == "bom")
    done, _took = _cli("replay", "--verify", str(save), home=tmp_path)
    assert done.returncode == 0 and "verified" in done.stdout, done.stderr


def test_a_fifo_swapped_in_after_the_look_cannot_block(tmp_path, monkeypatch):
    """The look (os.stat) sees a regular file; a FIFO takes its place before the open: the
    open does not wait for a writer (O_NONBLOCK) and the read refuses it."""
    from eldertable.engine import safeio

    path = tmp_path / "swap.json"
    path.write_text("{}", encoding="utf-8")
    real_stat = os.stat
    swapped = []

    def stat_then_swap(p, *a, **k):
        st = real_stat(p, *a, **k)
        if Path(p) == path and not swapped:
            swapped.append(True)
            os.unlink(path)
            os.mkfifo(path)
        return st

    monkeypatch.setattr(safeio.os, "stat", stat_then_swap)
    started = time.monotonic()
    with pytest.raises(safeio.UnreadableFile, match="is a pipe"):
        safeio.read_regular_bytes(path, "save", 1024)
    assert time.monotonic() - started < BOUND


def test_a_file_that_grows_past_the_limit_while_read_is_not_read_whole(tmp_path, monkeypatch):
    from eldertable.engine import safeio

    path = tmp_path / "grows.json"
    path.write_bytes(b"[" + b"0," * 10)
    real_stat = os.stat

    grown = []

    def small(p, *a, **k):
        st = real_stat(p, *a, **k)
        if Path(p) == path and not grown:
            grown.append(True)
            with open(path, "ab") as fh:
                fh.write(b"0," * 5000)  # it grows after the size was looked at
        return st

    monkeypatch.setattr(safeio.os, "stat", small)
    reads = []
    real_read = os.read
    monkeypatch.setattr(safeio.os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    with pytest.raises(safeio.UnreadableFile, match="more than 100 bytes"):
        safeio.read_regular_bytes(path, "save", 100)
    assert sum(reads) <= 101
