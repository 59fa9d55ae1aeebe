"""Running loaders on mutated input: each input is accepted, refused clearly, or a bug.

``run_one`` writes the input to a file, calls the loader under a CPU time limit (SIGPROF,
with SIGALRM on wall time as a backstop) and classifies the outcome: ``ok``, ``refused``
(a known error type with a message), or ``bug`` (any other exception, an empty message, a
multi-second hang). ``campaign`` runs many inputs over every loader and counts them.
"""

from __future__ import annotations

import os
import random
import signal
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .loaders import Loader
from .mutate import mutate

TIME_LIMIT = 10  # CPU seconds per input before it counts as a hang
WALL_LIMIT = 300  # seconds of wall time: a hang that does not spend CPU (waiting on something)
SLOW = 2.0  # CPU seconds per input worth reporting
# The hang limit counts CPU time (ITIMER_PROF): on a shared, busy machine a niced run may get
# a few per cent of a core, and ten seconds of wall time then went by on inputs refused in
# 0.3 CPU s (three "hangs" of the 100,016-input run, all MO saves, refused when run again).


class Hang(Exception):
    pass


def _cpu_out(_signum, _frame):
    raise Hang(f"no answer within {TIME_LIMIT} CPU s")


def _wall_out(_signum, _frame):
    raise Hang(f"no answer within {WALL_LIMIT} s")


@dataclass
class Tally:
    inputs: Counter = field(default_factory=Counter)
    outcomes: Counter = field(default_factory=Counter)
    bugs: list[str] = field(default_factory=list)
    slowest: dict = field(default_factory=dict)

    def add(self, loader: str, outcome: str, detail: str, cpu: float) -> None:
        self.inputs[loader] += 1
        self.outcomes[(loader, outcome)] += 1
        if outcome == "bug" and len(self.bugs) < 200:
            self.bugs.append(f"{loader}: {detail}")
        if cpu > self.slowest.get(loader, 0.0):
            self.slowest[loader] = round(cpu, 3)

    def as_json(self) -> dict:
        per = {}
        for name, n in sorted(self.inputs.items()):
            per[name] = {"inputs": n, **{o: self.outcomes[(name, o)]
                                        for o in ("ok", "refused", "bug")},
                         "slowest_cpu_s": self.slowest.get(name, 0.0)}
        return {"total": sum(self.inputs.values()),
                "bugs": sum(self.outcomes[k] for k in self.outcomes if k[1] == "bug"),
                "loaders": per, "bug_examples": self.bugs[:30]}


def special_inputs(folder: Path) -> list[Path]:
    """Paths that are no regular file, under ``.json`` names: a folder, a FIFO, links to
    ``/dev/zero``, to a FIFO and to a folder (POSIX), and ``/dev/zero`` itself. Each must be
    refused without being read (a FIFO blocks an open, ``/dev/zero`` never ends)."""
    folder.mkdir(parents=True, exist_ok=True)
    out = [folder / "special-folder.json"]
    out[0].mkdir(exist_ok=True)
    if os.name == "posix":
        fifo = folder / "special-fifo.json"
        if not fifo.exists():
            os.mkfifo(fifo)
        out.append(fifo)
        for name, target in (("zero", "/dev/zero"), ("to-fifo", fifo), ("to-folder", out[0])):
            link = folder / f"special-link-{name}.json"
            if not link.is_symlink():
                link.symlink_to(target)
            out.append(link)
        if os.path.exists("/dev/zero"):
            out.append(Path("/dev/zero"))
    return out


def run_one(loader: Loader, data: bytes, folder: Path, name: str) -> tuple[str, str, float]:
    """(outcome, detail, cpu seconds) of ``loader`` on ``data`` written as ``folder/name``."""
    path = folder / name
    path.write_bytes(data)
    return run_path(loader, path)


def run_path(loader: Loader, path: Path) -> tuple[str, str, float]:
    """(outcome, detail, cpu seconds) of ``loader`` on the file (or FIFO, link…) ``path``."""
    old = signal.signal(signal.SIGALRM, _wall_out)
    old_prof = signal.signal(signal.SIGPROF, _cpu_out)
    signal.setitimer(signal.ITIMER_PROF, TIME_LIMIT)
    signal.alarm(WALL_LIMIT)
    started = time.process_time()
    try:
        loader.load(path)
        outcome, detail = "ok", ""
    except loader.errors as exc:
        text = str(exc).strip()
        outcome, detail = ("refused", text) if text else ("bug", f"{type(exc).__name__} "
                                                                 f"without a message")
        if text and loader.one_line and "\n" in text:
            outcome, detail = "bug", f"a refusal on more than one line: {text[:200]!r}"
    except Hang as exc:
        outcome, detail = "bug", f"hang: {exc}"
    except Exception as exc:  # noqa: BLE001 - this is what the fuzzer looks for
        where = traceback.extract_tb(exc.__traceback__)[-1]
        outcome, detail = "bug", (f"{type(exc).__name__}: {str(exc)[:200]} at "
                                  f"{Path(where.filename).name}:{where.lineno}")
    finally:
        signal.alarm(0)
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGALRM, old)
        signal.signal(signal.SIGPROF, old_prof)
    cpu = time.process_time() - started
    if outcome != "bug" and cpu > SLOW:
        outcome, detail = "bug", f"slow: {cpu:.1f} CPU s"
    return outcome, detail, cpu


def campaign(loaders: list[Loader], per_loader: int, seed: int, folder: Path,
             tally: Tally | None = None, progress=None, keep: Path | None = None) -> Tally:
    """``per_loader`` mutants of each loader's seeds; ``keep``: write bug inputs there."""
    tally = tally or Tally()
    for loader in loaders:
        if not loader.seeds:
            continue
        rng = random.Random(f"{seed}:{loader.name}")
        seeds = [(p.name, p.read_bytes()) for p in loader.seeds]
        work = folder / loader.name.replace(":", "_")
        work.mkdir(parents=True, exist_ok=True)
        for extra in loader.companions:
            (work / extra.name).write_bytes(extra.read_bytes())
        for path in special_inputs(work / "special") if loader.specials else ():  # refused
            outcome, detail, cpu = run_path(loader, path)
            if outcome == "ok":
                outcome, detail = "bug", f"accepted {path.name}, which is no regular file"
            tally.add(loader.name, outcome, detail, cpu)
        for i in range(per_loader):
            name, original = seeds[i % len(seeds)]
            data = original if i < len(seeds) else mutate(original, rng)
            outcome, detail, cpu = run_one(loader, data, work, name)
            tally.add(loader.name, outcome, detail, cpu)
            if outcome == "bug" and keep is not None:
                keep.mkdir(parents=True, exist_ok=True)
                (keep / f"{loader.name.replace(':', '_')}-{seed}-{i}-{name}").write_bytes(data)
            if progress and (i + 1) % 500 == 0:
                progress(loader.name, i + 1, per_loader)
    return tally
