"""The kill test: a headless game loop with the app's own autosave code, killed with
SIGKILL at random moments and restarted, must never lose a completed action.

The child (:func:`child_main`) plays bot moves exactly as the app's controller does: a
``Recorder`` with ``atomic=True`` for a new game, the controller's ``_Resumed`` recorder
over ``replay(record, verify=True)`` for an interrupted one (found by
``Autosaver.interrupted()``, as the app's start-up offer finds it), and
``Autosaver.save`` after every action. After each save returns it prints
``ok <actions> <digest>``: that action is completed. The parent (:func:`kill_run`) kills
the child, then checks the autosave on disk: it holds at least every completed action, its
digest at that step is the one the child printed, and it replays verified. The next child
must resume exactly there.

When the kill comes: at a random moment (``delay``, the 100-kill tool's default), or, for a
run whose outcome must not depend on the machine's speed, after a chosen count of
acknowledged actions (``after``). Then the child runs in step with the parent: after each
``ok`` it waits for a line on its stdin before its next action. After the chosen count the
parent lets it start one more action and kills it at once, somewhere inside that action or
its save, so the kill still lands mid-work, yet no child can ever acknowledge more than
count + 1 actions, whatever the load.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from eldertable.engine import autosaves, saves
from eldertable.engine.protocol import TERMINAL
from eldertable.engine.record import Recorder, replay

from .games import Variant, find, next_action

TOOLS = Path(__file__).resolve().parents[1]


def child_main(game: str, scenario: str | None, folder: str, seed: int,
               pace: float = 0.0, step: bool = False, thread: bool = False) -> int:
    """With ``thread``, each save goes through the app's writer thread
    (engine/savewriter.py) as the window's autosaves do, and is acknowledged once that
    thread has written it: the kill may land in the middle of its write."""
    from eldertable.engine import savewriter
    from eldertable.ui.controller import _Resumed  # the app's own resume recorder

    variant = find(game, scenario)
    autosaver = autosaves.Autosaver(Path(folder))
    found = [f for f in autosaver.interrupted() if f[1].game == variant.game]
    uid = autosaves.new_uid()  # a new game's own file; a resumed game keeps its own
    if found:
        _path, record, meta = found[0]
        uid = meta[autosaves.UID_KEY]
        rec = _Resumed(record, replay(record, verify=True))
        print(f"resume {len(record.actions)} {rec.state.digest()}", flush=True)
    else:
        rec = Recorder(variant.game, variant.config(), seed, atomic=True)
        print(f"start {seed}", flush=True)
    bots = variant.bots(rec.record.config, seed + len(rec.record.actions))
    while True:
        act = next_action(rec.state, bots)
        if act is None:
            break
        rec.apply(act)
        finished = rec.state.current_player() == TERMINAL
        if thread:
            path = autosaver.path_for(rec.record, uid)
            writer = savewriter.shared()
            writer.write(path, autosaver.text(rec.record, finished=finished, uid=uid))
            writer.wait_for(path)
        else:
            autosaver.save(rec.record, finished=finished, uid=uid)
        print(f"ok {len(rec.record.actions)} {rec.record.digests[-1]}", flush=True)
        if step and not sys.stdin.readline():  # in step with the parent; gone: stop
            return 0
        if pace:
            time.sleep(pace)
    print("done", flush=True)
    return 0


@dataclass
class KillReport:
    variant: str
    kills: int = 0
    resumes: int = 0
    games_finished: int = 0
    ended_before_done: int = 0  # kills after a game's finished save, before "done"
    actions_completed: int = 0
    actions_lost: int = 0
    problems: list[str] = field(default_factory=list)


def _spawn(variant: Variant, folder: Path, seed: int, pace: float,
           step: bool = False, thread: bool = False) -> subprocess.Popen:
    code = ("import sys; sys.path.insert(0, sys.argv[1]); sys.path.insert(0, sys.argv[2]);"
            "from reliability.killing import child_main;"
            "sys.exit(child_main(sys.argv[3], sys.argv[4] or None, sys.argv[5],"
            " int(sys.argv[6]), float(sys.argv[7]), sys.argv[8] == '1', sys.argv[9] == '1'))")
    tests = TOOLS.parent / "tests"
    return subprocess.Popen([sys.executable, "-c", code, str(TOOLS), str(tests), variant.game,
                             variant.scenario or "", str(folder), str(seed), str(pace),
                             "1" if step else "0", "1" if thread else "0"],
                            stdin=subprocess.PIPE if step else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, PYTHONHASHSEED="0"))


def kill_run(variant: Variant, folder: Path, kills: int, seed: int = 0, *,
             delay: tuple[float, float] = (0.0, 1.5), pace: float = 0.0,
             after: tuple[int, int] | None = None, log=None,
             thread: bool = False) -> KillReport:
    """Kill ``kills`` children of ``variant``; check after each. A child is killed at a
    random moment ``delay`` seconds after it is up, or, with ``after=(lo, hi)``, once it
    has acknowledged a count of actions drawn from lo..hi (both from ``seed``), while it
    plays the next one (see the module's docstring)."""
    if after is not None and not 1 <= after[0] <= after[1]:
        raise ValueError("after: a count of actions from 1 up, lo <= hi")
    rng = random.Random(seed)
    report = KillReport(variant.name)
    folder.mkdir(parents=True, exist_ok=True)
    expect: tuple[int, str] | None = None  # what the next child must resume at
    game_seed = seed
    while report.kills < kills:
        proc = _spawn(variant, folder, game_seed, pace, step=after is not None, thread=thread)
        lines: list[str] = []
        count = rng.randint(*after) if after is not None else 0
        reached = threading.Event()
        reader = threading.Thread(target=_drain, args=(proc.stdout, lines),
                                  kwargs={"step": proc.stdin, "count": count, "reached": reached},
                                  daemon=True)
        reader.start()
        if after is not None:
            # the count-th ok has come and the child is on its next action (or it ended)
            reached.wait(timeout=300)
        else:
            # The random moment counts from when the child is up (imports take a while on
            # a busy machine): from its first line, while it plays and saves.
            limit = time.monotonic() + 120
            while not lines and proc.poll() is None and time.monotonic() < limit:
                time.sleep(0.01)
            time.sleep(rng.uniform(*delay))
        finished = proc.poll() is not None
        if not finished:
            proc.send_signal(signal.SIGKILL)
        proc.wait()
        reader.join()
        if proc.stdin is not None:
            try:
                proc.stdin.close()
            except OSError:  # the child is gone; what was not read is no matter
                pass
        err = proc.stderr.read()
        proc.stderr.close()
        if proc.returncode not in (0, -signal.SIGKILL):
            report.problems.append(f"the child failed ({proc.returncode}): "
                                   f"{err.strip().splitlines()[-1:]}")
            break
        if not finished:
            report.kills += 1
        head = lines[0].split() if lines else []
        if head and head[0] == "resume":
            report.resumes += 1
            if expect is None or (int(head[1]), head[2]) != expect:
                report.problems.append(f"resumed at {head[1:]} but the last save was {expect}")
        elif head and head[0] == "start" and expect is not None:
            report.problems.append(f"started anew although a game was interrupted at {expect}")
        acked = [(int(p[1]), p[2]) for p in (ln.split() for ln in lines) if p and p[0] == "ok"]
        report.actions_completed += len(acked)
        if "done" in lines:
            report.games_finished += 1
            expect = None
            game_seed += 1
            continue
        last = acked[-1] if acked else expect
        expect, ended = _check_autosave(variant, folder, last, report)
        if ended:  # killed after the game's last save, before it said "done"
            report.games_finished += 1
            report.ended_before_done += 1
            expect = None
            game_seed += 1
        if log:
            log(f"{variant.name}: kill {report.kills}, completed {last[0] if last else 0}, "
                f"on disk {expect[0] if expect else 0}; so far resumes {report.resumes}, "
                f"lost {report.actions_lost}, problems {len(report.problems)}")
    return report


def _drain(stream, lines: list[str], step=None, count: int = 0,
           reached: threading.Event | None = None) -> None:
    """Read the child's lines. In step (``step`` is its stdin): answer each ``ok`` with a
    line, and after the ``count``-th one set ``reached`` (the child is then playing its
    next action and will wait after it for an answer that never comes)."""
    acked = 0
    for line in stream:
        lines.append(line.rstrip("\n"))
        if step is not None and line.startswith("ok "):
            acked += 1
            try:
                step.write("go\n")
                step.flush()
            except OSError:  # killed meanwhile
                pass
            if acked >= count and reached is not None:
                reached.set()
                step = None  # no more answers: the child waits until it is killed
    stream.close()
    if reached is not None:
        reached.set()  # the child ended (the game was over) before the count


def _check_autosave(variant: Variant, folder: Path, last: tuple[int, str] | None,
                    report: KillReport) -> tuple[tuple[int, str] | None, bool]:
    """The autosave after a kill: nothing completed lost, digests intact.

    Returns where the next child must resume (None: nothing to resume) and whether the
    game had ended: a kill can land after the game's last action was saved as finished
    (which ``Autosaver.interrupted()`` rightly skips) but before the child said "done".
    """
    mine = [e.path for e in autosaves.Autosaver(folder).entries()
            if autosaves.uid_of(e.path) and e.path.name.startswith(f"{variant.game}-")]
    path = max(mine, key=lambda p: p.stat().st_mtime_ns) if mine else Path(folder) / "none"
    try:
        record, meta = saves.load_save(path) if path.exists() else (None, {})
    except saves.SaveError as exc:
        record, meta = None, {}
        report.problems.append(f"the autosave does not load: {exc}")
    if record is None or not record.actions:
        if last is not None:
            report.actions_lost += last[0]
            report.problems.append(f"no autosave although {last[0]} actions were completed")
        return None, False
    n = len(record.actions)
    if last is not None:
        if n < last[0]:
            report.actions_lost += last[0] - n
            report.problems.append(f"{last[0]} actions completed, {n} saved")
        elif record.digests[last[0] - 1] != last[1]:
            report.problems.append(f"the saved digest after action {last[0]} differs")
    try:
        state = replay(record, verify=True)
    except Exception as exc:  # noqa: BLE001 - reported as a problem of the run
        report.problems.append(f"the autosave does not replay: {exc}")
        return None, False
    if meta.get("finished"):
        if last is None:  # the previous game's file: this one saved nothing yet
            return None, False
        if state.current_player() != TERMINAL:
            report.problems.append(f"the autosave says finished after {n} actions, "
                                   "but the game goes on")
        return None, True
    return (n, state.digest()), False
