"""The autosave writer thread (engine/savewriter.py): atomic writes, in order, a newer
state never overwritten by an older one, flushed on request, failures reported."""

from __future__ import annotations

import threading
import time

import toygame
from eldertable.engine import savewriter, saves
from eldertable.engine.savewriter import SaveWriter


def _slow(monkeypatch, log: list, pause: float = 0.02):
    """The writer's atomic write, slowed and noted (path name, text, thread)."""
    real = savewriter.atomic_write_text

    def write(path, text):
        time.sleep(pause)
        log.append((path.name, text, threading.current_thread().name))
        real(path, text)

    monkeypatch.setattr(savewriter, "atomic_write_text", write)


def test_writes_run_off_the_callers_thread_in_order_and_the_last_state_wins(tmp_path,
                                                                             monkeypatch):
    log: list = []
    _slow(monkeypatch, log)
    w = SaveWriter()
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for n in range(20):  # a burst: the first is being written while the rest wait
        w.write(a, f"a{n}")
        w.write(b, f"b{n}")
    assert w.flush(10)
    assert a.read_text() == "a19" and b.read_text() == "b19"
    assert all(thread == "autosave-writer" for _n, _t, thread in log)
    for name in ("a.json", "b.json"):  # each file's writes in the order handed over
        texts = [int(t[1:]) for n, t, _th in log if n == name]
        assert texts == sorted(texts) and texts[-1] == 19
    assert len(log) < 40  # the waiting ones were replaced by the newer state
    assert not list(tmp_path.glob(".*.tmp"))  # atomic: no temporary file left


def test_a_removal_goes_in_turn_with_the_writes(tmp_path, monkeypatch):
    _slow(monkeypatch, [])
    w = SaveWriter()
    path = tmp_path / "g.json"
    w.write(path, "one")
    w.remove(path)
    assert w.flush(10) and not path.exists()
    w.remove(path)
    w.write(path, "two")  # an undo back into play writes it again
    assert w.flush(10) and path.read_text() == "two"


def test_flush_waits_for_the_write_being_made(tmp_path, monkeypatch):
    _slow(monkeypatch, [], pause=0.2)
    w = SaveWriter()
    path = tmp_path / "g.json"
    w.write(path, "x")
    assert w.pending() == 1
    assert not w.flush(0.01)  # still writing
    assert w.flush(10) and path.read_text() == "x" and w.pending() == 0


def test_a_failed_write_is_reported_and_the_next_one_still_made(tmp_path):
    w = SaveWriter()
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    reasons: list[str] = []
    w.write(blocker / "sub" / "g.json", "x", reasons.append)  # a file stands in the way
    good = tmp_path / "ok.json"
    w.write(good, "fine", reasons.append)
    assert w.flush(10)
    assert len(reasons) == 1 and "cannot write" in reasons[0]
    assert good.read_text() == "fine"


def test_a_reporter_that_fails_does_not_stop_the_writer(tmp_path):
    w = SaveWriter()

    def gone(reason):
        raise RuntimeError("the window was closed")

    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    w.write(blocker / "g.json", "x", gone)
    w.write(tmp_path / "after.json", "y")
    assert w.flush(10) and (tmp_path / "after.json").read_text() == "y"


def test_this_process_reads_what_it_handed_to_the_shared_writer(tmp_path, monkeypatch):
    """load_save and the autosave list wait for a pending write of the process."""
    from eldertable.engine.autosaves import Autosaver
    from eldertable.engine.record import Recorder

    _slow(monkeypatch, [], pause=0.1)
    rec = Recorder("toy", toygame.make_config(["human", "human"], {}, {}), 3, atomic=True)
    rec.apply(toygame.Hold(rec.state.current_player()))
    autosaver = Autosaver(tmp_path)
    path = autosaver.path_for(rec.record, "0123456789ab")
    w = savewriter.shared()
    w.write(path, autosaver.text(rec.record, uid="0123456789ab"))
    assert saves.load_save(path)[0].actions == rec.record.actions
    rec.apply(toygame.Hold(rec.state.current_player()))
    w.write(path, autosaver.text(rec.record, uid="0123456789ab"))
    [entry] = autosaver.entries()
    assert len(entry.record.actions) == 2
