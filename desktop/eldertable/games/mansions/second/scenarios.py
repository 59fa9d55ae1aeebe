"""Which second-edition scenarios there are, and loading one for play (cached: a scenario
file is read and checked once per process, then shared read-only by every game)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ....resources import asset
from ..jsonmodel import ContentError, read_content
from ..scenario.loader import LoadedScenario, load_scenario

RULES = "second-edition"


def scenario_dir() -> Path:
    return asset("games", "mansions", "scenarios")


@lru_cache(maxsize=1)
def shipped() -> dict[str, Path]:
    """Shipped second-edition scenarios by id, in file-name order."""
    out: dict[str, Path] = {}
    for path in sorted(scenario_dir().glob("*.json")):
        try:
            data = read_content(path, "scenario")
        except ContentError:
            continue
        if isinstance(data, dict) and data.get("rules") == RULES:
            meta = data.get("meta") or {}
            out[str(meta.get("id") or path.stem)] = path
    return out


def resolve(ref: str) -> Path:
    """A shipped scenario id or a file path; ValueError with a clear message otherwise."""
    if not isinstance(ref, str) or not ref.strip():
        raise ValueError("scenario: give a scenario id or a file path")
    known = shipped()
    if ref in known:
        return known[ref]
    path = Path(ref)
    if path.suffix.lower() == ".json" and path.is_file():
        return path.resolve()
    names = ", ".join(known) or "none"
    raise ValueError(f"scenario: {ref!r} is neither a shipped second-edition scenario "
                     f"({names}) nor a scenario file")


@lru_cache(maxsize=16)
def _load(path: str, mtime: float) -> LoadedScenario:
    return load_scenario(path)


_PROBLEMS: dict[int, tuple[LoadedScenario, list[str]]] = {}


def _playability(loaded: LoadedScenario) -> list[str]:
    """:func:`playability_problems`, kept with the loaded scenario (it is read-only)."""
    hit = _PROBLEMS.get(id(loaded))
    if hit is None or hit[0] is not loaded:
        if len(_PROBLEMS) >= 16:
            _PROBLEMS.clear()
        hit = _PROBLEMS[id(loaded)] = (loaded, playability_problems(loaded))
    return hit[1]


def load(ref: str) -> LoadedScenario:
    """The checked scenario; ValueError (one line per problem) when it cannot be played."""
    path = resolve(ref)
    try:
        loaded = _load(str(path), path.stat().st_mtime)
    except ContentError as exc:
        raise ValueError("scenario: the file has problems:\n" + "\n".join(exc.problems)) from None
    if loaded.model.rules != RULES:
        raise ValueError(f"scenario: {path.name} is played by {loaded.model.rules} rules, "
                         f"not by the second edition")
    problems = _playability(loaded)
    if problems:
        raise ValueError("scenario: " + "; ".join(problems))
    return loaded


def playability_problems(loaded: LoadedScenario) -> list[str]:
    """What a valid file may contain that second-edition play does not support. Alchemy
    puzzles, impassable borders and escaping are Forbidden Alchemy parts that the house
    rule FA-GAP-32 lets in (:mod:`.alchemy` checks the switch when a game is set up); a
    Side Effect card is not among them: second edition has no Side Effect deck."""
    out = []
    for ev in loaded.model.events:
        for o in ev.outcomes:
            if o.do == "side-effect":
                out.append(f"event {ev.id!r}: Side Effect cards are a first-edition deck "
                           f"that second-edition play does not have (the house rule "
                           f"FA-GAP-32 does not bring them in)")
    return out
