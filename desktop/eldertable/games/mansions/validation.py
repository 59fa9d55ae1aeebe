"""``validate_file``: one entry for every Mansions content file, chosen by its ``kind``.

It never raises and never hangs: files are read within size and depth limits, lists within
the models' length limits, and the graph checks are linear fixed points.
"""

from __future__ import annotations

from pathlib import Path

from .content import CONTENT_FILES, content_problems
from .jsonmodel import ContentError, migrate, read_content

SCENARIO = "mansions-scenario"
TILE = "mansions-tile"
#: the puzzle data files, checked by :mod:`.puzzles.data`
PUZZLE_KINDS = frozenset({"mansions-alchemy", "mansions-locks", "mansions-puzzle-house-rules",
                          "mansions-runes"})
#: the second-edition house rules (every MOM2-GAP), checked by :mod:`.second.ruledata`
HOUSE_RULES = "mansions-house-rules"
CONTENT_KINDS: set[str] = {SCENARIO, TILE, HOUSE_RULES, *CONTENT_FILES, *PUZZLE_KINDS}


def validate_file(path: Path | str) -> list[str]:
    """Problems of one content file as ``<file>: <json.path>: <message>``; empty: valid."""
    try:
        return _validate(Path(path))
    except RecursionError:
        return [f"{path}: $: nested too deeply"]
    except Exception as exc:  # noqa: BLE001 - the validator reports, it never raises
        return [f"{path}: $: the validator failed on this file "
                f"({exc.__class__.__name__}: {exc}); please report it"]


def _validate(path: Path) -> list[str]:
    try:
        data = read_content(path, "content file")
    except ContentError as exc:
        return exc.problems
    if not isinstance(data, dict):
        return [f"{path}: $: a Mansions content file is a JSON object"]
    kind = data.get("kind")
    if not isinstance(kind, str):
        return [f"{path}: kind: missing; one of {', '.join(sorted(CONTENT_KINDS))}"]
    if kind not in CONTENT_KINDS:
        return [f"{path}: kind: unknown kind {kind!r}; one of {', '.join(sorted(CONTENT_KINDS))}"]
    if kind in PUZZLE_KINDS:
        from .puzzles import data as puzzle_data

        try:
            puzzle_data.validate_file(path)
        except puzzle_data.PuzzleDataError as exc:
            return str(exc).splitlines()
        return []
    if kind == HOUSE_RULES:
        from .common.houserules import house_file_problems

        return house_file_problems(path, data)
    if kind == SCENARIO:
        return scenario_data_problems(path, data)
    data, why = migrate(data, 1, {}, kind.removeprefix("mansions-"))
    if data is None:
        return [f"{path}: {why}"]
    if kind == TILE:
        from .map.tiles import tile_problems

        return tile_problems(path, data)[1]
    return content_problems(str(path), data)[1]


def scenario_data_problems(path: Path | str, data) -> list[str]:
    """Every problem of a scenario's JSON (already read; the editor's document) as the
    validator reports it for a file at ``path``; never raises."""
    try:
        from .scenario.loader import scenario_problems

        loaded, problems = scenario_problems(Path(path), data)
        if loaded is not None and loaded.model.rules == "first-edition":
            from .first.scenarios import part_problems

            problems = part_problems(loaded)
        return problems
    except RecursionError:
        return [f"{path}: $: nested too deeply"]
    except Exception as exc:  # noqa: BLE001 - the validator reports, it never raises
        return [f"{path}: $: the validator failed on this file "
                f"({exc.__class__.__name__}: {exc}); please report it"]
