"""Results to files: one CSV row per game, or one JSON object for the whole run (Qt-free).

CSV columns: ``game`` (its index in the run), ``seed`` (that game's own seed, from
``engine.simulate.game_seed``), ``winners`` (joined with ``|``), ``rounds``, ``actions``,
then every extra, flattened: ``endings/escaped``; a list is written as JSON text.
Writes are atomic (engine.saves.atomic_write_text).
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from ...engine.saves import atomic_write_text
from ...engine.simulate import game_seed
from .results import RunResults

FIXED = ["game", "seed", "winners", "rounds", "actions"]


def flatten(extras: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in extras.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            out.update(flatten(value, f"{name}/"))
        elif isinstance(value, (list, tuple)):
            out[name] = json.dumps(list(value), ensure_ascii=False)
        elif isinstance(value, bool):
            out[name] = int(value)
        else:
            out[name] = value
    return out


def rows(run: RunResults) -> tuple[list[str], list[dict[str, Any]]]:
    extra_cols: set[str] = set()
    body = []
    for index in sorted(run.summaries):
        s = run.summaries[index]
        flat = flatten(s.get("extras") or {})
        extra_cols.update(flat)
        row = {"game": index, "seed": game_seed(run.spec.seed, index),
               "winners": "|".join(str(w) for w in s.get("winners") or ()),
               "rounds": s.get("rounds", 0), "actions": s.get("actions", 0)}
        row.update(flat)
        body.append(row)
    return FIXED + sorted(extra_cols - set(FIXED)), body


def to_csv(run: RunResults) -> str:
    columns, body = rows(run)
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=columns, restval="", lineterminator="\n")
    writer.writeheader()
    writer.writerows(body)
    return buf.getvalue()


def to_json(run: RunResults) -> dict[str, Any]:
    spec = run.spec
    return {
        "run": {"label": spec.label, "game": spec.game, "games_asked": spec.games,
                "seed": spec.seed, "jobs": spec.jobs, "options": spec.options,
                "status": run.status_word()},
        "summary": run.summary,
        "never_reached": run.never_reached(),
        "games": [dict(run.summaries[i], game=i, seed=game_seed(spec.seed, i))
                  for i in sorted(run.summaries)],
    }


def save_csv(run: RunResults, path: Path | str) -> None:
    atomic_write_text(path, to_csv(run))


def save_json(run: RunResults, path: Path | str) -> None:
    atomic_write_text(path, json.dumps(to_json(run), ensure_ascii=False, indent=1) + "\n")
