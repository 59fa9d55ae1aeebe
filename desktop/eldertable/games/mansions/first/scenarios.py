"""Which first-edition scenarios there are, and loading one for play (cached)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ....resources import asset
from ..jsonmodel import ContentError, read_content
from ..scenario.loader import LoadedScenario, load_scenario

RULES = "first-edition"


@lru_cache(maxsize=1)
def shipped() -> dict[str, Path]:
    """Shipped first-edition scenarios by id, in file-name order."""
    out: dict[str, Path] = {}
    for path in sorted(asset("games", "mansions", "scenarios").glob("*.json")):
        try:
            data = read_content(path, "scenario")
        except ContentError:
            continue
        if isinstance(data, dict) and data.get("rules") == RULES:
            out[str((data.get("meta") or {}).get("id") or path.stem)] = path
    return out


def is_first_edition(ref: object) -> bool:
    """True when ``ref`` names a shipped first-edition scenario or a first-edition file."""
    if not isinstance(ref, str):
        return False
    if ref in shipped():
        return True
    path = Path(ref)
    if path.suffix.lower() != ".json" or not path.is_file():
        return False
    try:
        return read_content(path, "scenario").get("rules") == RULES
    except (ContentError, AttributeError):
        return False


def part_problems(loaded: LoadedScenario) -> list[str]:
    """The problems of a loaded scenario's first-edition part, as ``file: path: message``."""
    from .storycheck import part_problems as check

    return [f"{loaded.path}: {where}: {msg}"
            for where, msg in check(loaded.model, loaded.layout)]


@lru_cache(maxsize=16)
def _load(path: str, mtime: float) -> LoadedScenario:
    loaded = load_scenario(path)
    problems = part_problems(loaded)
    if problems:
        raise ContentError(problems)
    return loaded


def load(ref: str) -> LoadedScenario:
    """The checked scenario; ValueError with a clear message otherwise."""
    known = shipped()
    if not isinstance(ref, str) or not ref.strip():
        raise ValueError("scenario: give a story id or a file path")
    path = known.get(ref) or Path(ref)
    if not (path.suffix.lower() == ".json" and path.is_file()):
        raise ValueError(f"scenario: {ref!r} is neither a shipped first-edition story "
                         f"({', '.join(known) or 'none'}) nor a scenario file")
    try:
        loaded = _load(str(path), path.stat().st_mtime)
    except ContentError as exc:
        raise ValueError("scenario: the file has problems:\n" + "\n".join(exc.problems)) from None
    if loaded.model.rules != RULES:
        raise ValueError(f"scenario: {path.name} is played by {loaded.model.rules} rules")
    return loaded
