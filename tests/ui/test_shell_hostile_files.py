"""Issue 23, section 3, in the app: a hostile file in autosave/ never hides the real
interrupted game, never hangs the start and never shows "Unexpected error"; opening any
hostile file is one dialog whose reason is one line, and a save with a BOM opens."""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import time
from pathlib import Path

import pytest

import toygame
from shellhelp import resume_dialog_at_start, resume_row
from eldertable.engine.record import Recorder
from eldertable.engine.saves import autosave_dir, write_save

_spec = importlib.util.spec_from_file_location(  # tools/ is no package of the tests
    "hostile_files", Path(__file__).resolve().parents[2] / "tools" / "reliability" / "hostile.py")
hostile_files = importlib.util.module_from_spec(_spec)
sys.modules["hostile_files"] = hostile_files
_spec.loader.exec_module(hostile_files)

BOUND = 5.0
# one of each class (and each kind of not-a-file) put in autosave/ under a .json name
AT_START = ["miskatonic_format2-key", "100k-digits-bare", "fifo", "link-to-dev-zero",
            "link-to-fifo", "folder", "saved_at-text", "saved_at-1e20", "saved_at-minus-1e15",
            "finished-text", "10MB-copied-actions", "10MB-of-tiny-lists", "one-8MB-action",
            "game-with-newline"]


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    return hostile_files.make(tmp_path_factory.mktemp("hostile"))


def _put_in_autosave(hostile, labels):
    folder = autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for label in labels:
        h = next(h for h in hostile if h.label == label)
        target = folder / f"hostile-{label}.json"
        if h.path.is_fifo():
            os.mkfifo(target)
        elif h.path.is_symlink():
            target.symlink_to(os.readlink(h.path))
        elif h.path.is_dir():
            target.mkdir()
        else:
            shutil.copyfile(h.path, target)


def _real_game() -> None:
    rec = Recorder("toy", toygame.make_config(["human", "human"], {}, {}), 5)
    rec.apply(toygame.Hold(0))
    write_save(autosave_dir() / "toy-real.json", rec.record)


def test_hostile_autosaves_leave_the_real_game_offered_at_start(window, qtbot, dialogs,
                                                                hostile):
    window.close()
    _put_in_autosave(hostile, AT_START)
    _real_game()
    from eldertable.ui.mainwindow import MainWindow

    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    started = time.monotonic()
    listing = resume_dialog_at_start(again)
    assert time.monotonic() - started < BOUND
    assert dialogs == []  # no "Unexpected error", no refusal: only the list
    assert listing is not None
    states = [listing.tree.topLevelItem(i).text(6) for i in range(listing.tree.topLevelItemCount())]
    games = [listing.tree.topLevelItem(i).text(0) for i in range(listing.tree.topLevelItemCount())]
    # the real game first and resumable; every hostile regular file after it, damaged
    assert games[0] == "Toy" and states[0] == "interrupted", (games, states)
    assert states[1:] and all(s == "damaged, cannot be resumed" for s in states[1:]), states
    assert again.start_page is not None and again.controller.record is None
    assert len(again.documents.interrupted()) == 1
    listing.reject()


def test_a_resumed_autosave_with_a_wrong_field_is_one_dialog(window, qtbot, dialogs, hostile):
    _put_in_autosave(hostile, ["toy_format1-seat-list"])
    listing = resume_dialog_at_start(window)
    assert listing is not None
    resume_row(listing, qtbot)
    assert [d[0] for d in dialogs] == ["Cannot open the file"]
    assert "field 'seat' must be a whole number, not a list" in dialogs[0][2]
    assert "\n" not in dialogs[0][2]
    assert window.controller.record is None


def test_opening_any_hostile_file_is_one_dialog_in_one_line(window, dialogs, hostile):
    for h in hostile:
        if not h.save:
            continue
        dialogs.clear()
        started = time.monotonic()
        opened = window.documents.open_path(str(h.path))
        assert time.monotonic() - started < BOUND, h.label
        if h.accepted:  # a save with a BOM opens as it is
            assert opened and dialogs == [], (h.label, dialogs)
            window.controller.close_game(emit=False)
            continue
        assert not opened, h.label
        assert len(dialogs) == 1, (h.label, dialogs)
        title, _text, detail = dialogs[0]
        assert title == "Cannot open the file", h.label
        assert detail and "\n" not in detail, (h.label, detail)
        assert "Unexpected" not in title
        assert window.controller.record is None
