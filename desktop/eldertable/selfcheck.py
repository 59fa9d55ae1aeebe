"""``eldertable selfcheck [--json]``: does this copy of Elder Table work on this machine?

Each check gives one :class:`Check` (a name, ok or not, one line saying why). The checks
that need Qt live in ``ui/selfcheck.py``, which imports this module (never the other way
round); this module holds the ones that do not (the user's folders, simulations in worker
processes, the assets) and the box detector that both the selfcheck and
packaging/build.py's smoke checker use on rendered text.

Exit code of the command: 0 when every check holds, 1 when one fails.
"""

from __future__ import annotations

import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Sequence


@dataclass
class Check:
    name: str
    ok: bool
    detail: str
    seconds: float = 0.0


def timed(name: str, fn: Callable[[], str]) -> Check:
    """Run ``fn``; it returns the detail line when all is well and raises CheckFailed
    (or any exception, reported in one line) when not."""
    start = time.perf_counter()
    try:
        detail, ok = fn(), True
    except CheckFailed as exc:
        detail, ok = str(exc), False
    except Exception as exc:  # noqa: BLE001 - a check reports, it never crashes the command
        detail, ok = f"{type(exc).__name__}: {exc}", False
    return Check(name, ok, detail, round(time.perf_counter() - start, 3))


class CheckFailed(Exception):
    """One line saying what does not work."""


# --------------------------------------------------------------------------- folders


def user_folders() -> dict[str, Path]:
    """The folders the app writes to: saves (data), settings (config), logs."""
    from .engine.saves import data_dir, log_dir

    home = os.environ.get("ELDERTABLE_HOME")
    if home:
        config = Path(home)
    else:
        import platformdirs

        config = Path(platformdirs.user_config_dir("eldertable", appauthor=False))
    return {"data": data_dir(), "config": config, "log": log_dir()}


def probe_folder(folder: Path) -> None:
    """Create ``folder`` if needed and make an atomic save there; CheckFailed if not."""
    from .engine.saves import atomic_write_text

    probe = folder / f".selfcheck-{os.getpid()}.json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not os.access(folder, os.W_OK):
            raise PermissionError(13, "Permission denied")
        atomic_write_text(probe, '{"selfcheck": true}\n')
        if probe.read_text(encoding="utf-8") != '{"selfcheck": true}\n':
            raise CheckFailed(f"{folder}: what was saved does not read back the same")
    except OSError as exc:
        raise CheckFailed(f"{folder} is not writable: {exc.strerror or exc}") from None
    finally:
        try:
            probe.unlink()
        except OSError:
            pass


def check_folders() -> str:
    folders = user_folders()
    for kind, folder in folders.items():
        try:
            probe_folder(folder)
        except CheckFailed as exc:
            raise CheckFailed(f"the {kind} folder {exc}") from None
    return "atomic save works in " + ", ".join(f"{k} {p}" for k, p in folders.items())


# --------------------------------------------------------------------------- simulate

SIM_GAMES = 4  # per game: enough for two worker processes to share the work


def simulatable_games(limit: int = 3) -> list[str]:
    from .engine import registry

    out = []
    for entry in registry.GAMES.values():
        if not entry.available():
            continue
        try:
            entry.load()
        except registry.GameNotBuilt:
            continue
        out.append(entry.id)
    return out[:limit]


def check_simulate(games: Sequence[str] | None = None) -> str:
    """``simulate --jobs 2`` agrees with ``--jobs 1`` (worker processes start, also frozen)."""
    from .engine.simulate import TIMING_FIELDS, simulate

    games = list(games) if games is not None else simulatable_games()
    if not games:
        raise CheckFailed("no game can be simulated")
    for game in games:
        one = simulate(game, SIM_GAMES, seed=7, jobs=1)
        two = simulate(game, SIM_GAMES, seed=7, jobs=2)
        for out in (one, two):
            for key in TIMING_FIELDS:
                out.pop(key, None)
        if one != two:
            raise CheckFailed(f"{game}: --jobs 2 gives another result than --jobs 1")
        if one.get("errors"):
            raise CheckFailed(f"{game}: {one['errors']} of {SIM_GAMES} games failed")
    return f"{', '.join(games)}: {SIM_GAMES} games each, --jobs 2 agrees with --jobs 1"


# --------------------------------------------------------------------------- assets


def check_assets() -> str:
    from .engine import registry
    from .resources import MissingResources, resource_dir

    try:
        folder = resource_dir("assets")
        resource_dir("i18n")
    except MissingResources as exc:
        raise CheckFailed(str(exc)) from None
    if not (folder / "art" / "icon.svg").is_file():
        raise CheckFailed(f"{folder / 'art' / 'icon.svg'} is missing")
    declared, problems = registry.declared()  # the games' game.json files shipped too
    if problems:
        raise CheckFailed(problems[0])
    if not declared:
        raise CheckFailed(f"no game declares itself in {registry.SHIPPED} (no game.json found)")
    missing = [g for g in registry.GAMES
               if not (folder / "games" / g.replace("-", "_")).is_dir()
               and not (folder / "games" / g).is_dir()]
    if missing:
        raise CheckFailed(f"the assets of {', '.join(missing)} are missing in {folder / 'games'}")
    count = sum(1 for p in folder.rglob("*") if p.is_file())
    return f"{count} files in {folder}; {len(declared)} games declared"


# --------------------------------------------------------------------------- boxes


def ink_columns(ink: Sequence[Sequence[bool]]) -> list[tuple[int, int]]:
    """Runs of columns holding ink in a picture (rows of booleans): [start, end)."""
    if not ink:
        return []
    width = len(ink[0])
    inked = [any(row[x] for row in ink) for x in range(width)]
    runs, start = [], None
    for x, on in enumerate(inked + [False]):
        if on and start is None:
            start = x
        elif not on and start is not None:
            runs.append((start, x))
            start = None
    return runs


def boxes_problem(ink: Sequence[Sequence[bool]], characters: int) -> str:
    """Why a picture of ``characters`` different characters in a row is not real text
    ("" when it looks like text): blank, or every character drawn as the same shape
    (the missing-glyph box, tofu). Pictures are rows of booleans (True: ink)."""
    runs = ink_columns(ink)
    if not runs:
        return "no text was drawn (blank)"
    shapes = []
    for start, end in runs:
        rows = [tuple(row[start:end]) for row in ink]
        while rows and not any(rows[0]):
            rows.pop(0)
        while rows and not any(rows[-1]):
            rows.pop()
        shapes.append(tuple(rows))
    distinct = len(set(shapes))
    if characters >= 3 and distinct == 1:
        return f"all {len(runs)} glyphs have the same shape (boxes instead of text)"
    if characters >= 4 and distinct * 3 < min(characters, len(runs)):
        return f"only {distinct} different shapes for {characters} characters (boxes?)"
    return ""


# --------------------------------------------------------------------------- running


def run_all(json_out: bool = False, *, qt_checks: Callable[[], list[Check]] | None = None,
            print_fn: Callable[[str], None] = print) -> int:
    """Every check in order, printed; ``qt_checks`` (ui/selfcheck.py's, passed in by the
    command so that this Qt-free half imports nothing of the ui) runs between the folders
    and the simulations."""
    checks: list[Check] = [timed("assets", check_assets), timed("folders", check_folders)]
    if qt_checks is not None:
        checks += qt_checks()
    checks.append(timed("simulate", check_simulate))
    ok = all(c.ok for c in checks)
    failed = [c.name for c in checks if not c.ok]
    summary = (f"selfcheck: all {len(checks)} checks passed" if ok else
               f"selfcheck: {len(failed)} of {len(checks)} checks failed: {', '.join(failed)}")
    if json_out:
        import json
        import platform
        import sys

        from . import __version__

        print_fn(json.dumps({"ok": ok, "version": __version__, "platform": sys.platform,
                             "machine": platform.machine(),
                             "frozen": bool(getattr(sys, "frozen", False)),
                             "checks": [asdict(c) for c in checks], "summary": summary},
                            ensure_ascii=False))
    else:
        for c in checks:
            print_fn(f"{'ok  ' if c.ok else 'FAIL'} {c.name}: {c.detail}")
        print_fn(summary)
    return 0 if ok else 1
