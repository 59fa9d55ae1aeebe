"""Every loader of input a person can hand Elder Table, as a fuzz target.

A :class:`Loader` reads one file and either accepts it, refuses it with a known error
type and a message, or fails (any other exception, an empty message, an exception
swallowed into a "validator failed" line, a hang). Games' ``validate_file`` entries come
from the registry (``CONTENT_KINDS``), so a new game's content joins by registering;
the direct loaders the games call at run time are listed by name.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from eldertable.engine import registry
from eldertable.resources import resource_dir

ROOT = Path(__file__).resolve().parents[2]
#: an exception's type name inside a problem line: a crash a validator caught and printed
SWALLOWED = re.compile(r"\b(?!ContentError|PuzzleDataError|SaveError)[A-Z]\w*(Error|Exception)\b"
                       r"|validator failed|cannot be checked \(")


class Refused(Exception):
    """A loader's own clear refusal (problem lines returned instead of raised)."""


@dataclass(frozen=True)
class Loader:
    name: str
    seeds: tuple[Path, ...]
    load: Callable[[Path], Any]
    errors: tuple[type[BaseException], ...]
    filename: str = ""  # the name the input is written under ("" : the seed's name)
    # files the input names beside itself (a tile's picture), copied next to every input so
    # that the loader reads past them; without them every tile input, the shipped ones too,
    # was refused at its first check ("art: no such file")
    companions: tuple[Path, ...] = ()
    # its refusals are one message each, so on one line (validators return a line per problem)
    one_line: bool = False
    # fed FIFOs, devices and links too (not the settings: the app names that file itself)
    specials: bool = True


def _problems(lines: list[str]) -> None:
    """Validators return problem lines: crash-like ones raise, others are a refusal."""
    if not isinstance(lines, list) or not all(isinstance(x, str) for x in lines):
        raise TypeError(f"a validator returned {type(lines).__name__}, not problem lines")
    for line in lines:
        if SWALLOWED.search(line):
            raise AssertionError(f"a crash reported as a problem: {line[:300]}")
    if lines:
        raise Refused("\n".join(lines))


def _load_save(path: Path) -> None:
    from eldertable.engine.record import replay
    from eldertable.engine.saves import load_save

    record, _meta = load_save(path)
    replay(record, verify=True)


def _assets_with_kind() -> dict[str, list[Path]]:
    out: dict[str, list[Path]] = {}
    for path in sorted((resource_dir("assets") / "games").rglob("*.json")):
        try:
            kind = json.loads(path.read_text("utf-8")).get("kind")
        except (ValueError, AttributeError, OSError):
            continue
        if isinstance(kind, str):
            out.setdefault(kind, []).append(path)
    return out


def _pictures(seeds) -> tuple[Path, ...]:
    """The SVG pictures in the seeds' folders (content names its art beside itself)."""
    return tuple(sorted({svg for folder in {p.parent for p in seeds}
                         for svg in folder.glob("*.svg")}))


def _settings(path: Path) -> None:
    """The app's settings file: read as the app reads it, every key."""
    from eldertable.ui import settings as st

    home = Path(os.environ["ELDERTABLE_HOME"])
    target = st.settings_path()
    if target != home / "settings.ini":
        raise RuntimeError("ELDERTABLE_HOME must be set to fuzz the settings")
    target.write_bytes(path.read_bytes())
    st.recent_files()
    st.text_value("language")
    s = st.settings()
    for key in s.allKeys()[:200]:
        s.value(key)


def loaders() -> list[Loader]:
    from eldertable.engine.record import ReplayError
    from eldertable.engine.saves import SaveError

    kinds = _assets_with_kind()
    saves_dir = ROOT / "tests" / "data" / "saves"
    out = [Loader("save", tuple(p for p in sorted(saves_dir.glob("*.json"))
                                if p.name != "golden.json"), _load_save,
                  (SaveError, ReplayError), one_line=True)]
    for entry in registry.GAMES.values():
        module = entry.load_content_support()
        if module is None or not hasattr(module, "validate_file"):
            continue
        for kind in sorted(getattr(module, "CONTENT_KINDS", ())):
            seeds = tuple(kinds.get(kind, ()))
            if seeds:
                out.append(Loader(f"{entry.id}:validate:{kind}", seeds,
                                  lambda p, m=module: _problems(m.validate_file(p)),
                                  (Refused,), companions=_pictures(seeds)))
    out += _direct(kinds)
    out.append(Loader("settings", (ROOT / "tests" / "data" / "settings.ini",), _settings, (),
                      specials=False))
    return out


def _direct(kinds: dict[str, list[Path]]) -> list[Loader]:
    """The loaders the games call when they start (they raise their own error types)."""
    out = []
    try:
        from eldertable.games.mansions.jsonmodel import ContentError as MansionsError
        from eldertable.games.mansions.map.tiles import load_tile
        from eldertable.games.mansions.puzzles import data as puzzles
        from eldertable.games.mansions.scenario.loader import load_scenario
    except ImportError:
        pass
    else:
        out += [
            Loader("mansions:load_scenario", tuple(kinds.get("mansions-scenario", ())),
                   load_scenario, (MansionsError,)),
            Loader("mansions:load_tile", tuple(kinds.get("mansions-tile", ())), load_tile,
                   (MansionsError,), companions=_pictures(kinds.get("mansions-tile", ()))),
            Loader("mansions:puzzle_data", tuple(
                p for k in ("mansions-alchemy", "mansions-runes", "mansions-puzzle-house-rules")
                for p in kinds.get(k, ())), puzzles.validate_file, (puzzles.PuzzleDataError,)),
        ]
    try:
        from eldertable.games.magnum_opus import content as mo
    except ImportError:
        pass
    else:
        out.append(Loader("magnum-opus:read", tuple(p for k in sorted(mo.CONTENT_KINDS)
                                                    for p in kinds.get(k, ())),
                          mo.read, (mo.ContentError,)))
    try:
        from eldertable.games.miskatonic import content as mm
    except ImportError:
        pass
    else:
        def mm_read(path: Path) -> None:
            _model, problems = mm.read(path)
            _problems(problems)

        out.append(Loader("miskatonic:read", tuple(p for k in sorted(mm.CONTENT_KINDS)
                                                   for p in kinds.get(k, ())),
                          mm_read, (Refused,)))
    return out
