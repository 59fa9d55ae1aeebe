"""How a puzzle data file under ``assets/games/mansions/puzzles/`` is read and checked:
one model per file kind (:mod:`.data`, :mod:`.lockbank`), and one error naming the file,
the JSON path and the fault."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from ....engine.saves import SaveError, read_json_file
from ....resources import asset

FOLDER = ("games", "mansions", "puzzles")
MAX_PUZZLE_DATA_BYTES = 2 * 1024 * 1024  # the limit of every other content file


class PuzzleDataError(Exception):
    """A puzzle data file that cannot be used; the message names file, path and fault."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


def _load(name: str, model: type[_Model], path: Path | None = None) -> Any:
    path = path or asset(*FOLDER, name)
    try:
        data = read_json_file(path, "puzzle data file", max_bytes=MAX_PUZZLE_DATA_BYTES)
    except SaveError as exc:
        raise PuzzleDataError(str(exc)) from None
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        lines = []
        for err in exc.errors(include_url=False):
            where = ".".join(str(p) for p in err.get("loc", ())) or "$"
            lines.append(f"{path}: {where}: {err.get('msg', 'invalid')}")
        raise PuzzleDataError("\n".join(lines)) from None
