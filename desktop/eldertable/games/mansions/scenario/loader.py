"""Reading a scenario file: limits, migration, schema, checks, and the starting map."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..content import Catalog, catalog
from ....engine.messages import Msg
from ..jsonmodel import (ContentError, content_text, migrate, parse_model, pydantic_problems,
                         read_content)
from ..map.geometry import TileDef
from ..map.layout import Layout
from ..map.mapstate import MapState, monster_mover
from ..map.tiles import library, load_tile
from ..paths import contained_path_problem
from .firstedition import part_of_companion
from .models import MIGRATIONS, SCENARIO_FORMAT, Scenario
from .validate import check_scenario


@dataclass
class LoadedScenario:
    path: Path
    model: Scenario
    layout: Layout
    catalog: Catalog
    tiles: dict[str, TileDef]

    _start: tuple[MapState, tuple[str, ...]] | None = field(default=None, init=False,
                                                             repr=False, compare=False)

    def initial_map(self) -> MapState:
        """The map as the scenario sets it up: revealed tiles, door states, placed tokens
        and monsters (those on unrevealed tiles wait there until the tile is revealed).

        Built once per loaded scenario (the loaders keep one per file path and
        modification time); every call returns a map of its own to play on
        (:meth:`MapState.copy`, its rooms revealed in the order the setup reveals them)."""
        if self._start is None:
            self._start = self._build_initial_map()
        start, order = self._start
        return start.copy(order)

    def _build_initial_map(self) -> tuple[MapState, tuple[str, ...]]:
        m = self.model.map
        state = MapState(self.layout)
        order: list[str] = []
        for t in m.tiles:
            if t.revealed:
                order += state.reveal_tile(t.id)
        for d in m.doors:
            state.set_door(d.door, d.state)
        for t in m.tokens:
            if t.placed:
                state.place_token(t.id, t.kind, space=t.space, door=t.door)
        for x in m.monsters:
            if x.placed:
                state.place_figure(x.id, "monster", x.space,
                                   mover=monster_mover(self.catalog.monsters[x.monster].flying))
        return state, tuple(order)

    @property
    def title(self) -> Msg:
        return content_text(self.model.meta.title)

    @property
    def introduction(self) -> Msg:
        return content_text(self.model.meta.introduction)


def companion_paths(path: Path, data: dict[str, Any]) -> list[Path]:
    """Where a format-1 first-edition scenario's story companion may lie: beside it as
    ``<meta.id>.story.json`` or ``<file name>.story.json``, or where Elder Table kept its
    own (``first/stories/<meta.id>.json`` next to the scenario's folder)."""
    meta = data.get("meta")
    sid = meta.get("id") if isinstance(meta, dict) else None
    out = [path.with_name(f"{path.stem}.story.json")]
    if isinstance(sid, str) and sid and "/" not in sid and "\\" not in sid and ".." not in sid:
        out[:0] = [path.with_name(f"{sid}.story.json")]
        out.append(path.parent.parent / "first" / "stories" / f"{sid}.json")
    return list(dict.fromkeys(out))


def fold_companion(path: Path, data: Any) -> tuple[Any, list[str]]:
    """The old split form (scenario format 1): a first-edition story's Keeper Guide was
    a second file, ``"kind": "mansions-1e-story"``. When one is found beside ``path`` its
    story data becomes the ``first_edition`` part; its problems name that file."""
    if not (isinstance(data, dict) and data.get("format") == 1
            and data.get("rules") == "first-edition" and "first_edition" not in data):
        return data, []
    sid = (data.get("meta") or {}).get("id") if isinstance(data.get("meta"), dict) else None
    for candidate in companion_paths(path, data):
        if not candidate.is_file():
            continue
        try:
            story = read_content(candidate, "story")
        except ContentError as exc:
            return data, exc.problems
        if not isinstance(story, dict) or story.get("kind") != "mansions-1e-story":
            continue
        if story.get("format") != 1:
            return data, [f"{candidate}: format: a story companion is format 1"]
        if story.get("scenario") != sid:
            return data, [f"{candidate}: scenario: {story.get('scenario')!r} is not this "
                          f"scenario's id {sid!r} ({path.name})"]
        return dict(data, first_edition=part_of_companion(story)), []
    return data, []


def scenario_problems(path: Path, data: Any, *, cat: Catalog | None = None,
                      tiles: dict[str, TileDef] | None = None) -> tuple[LoadedScenario | None, list[str]]:
    """Every problem of raw scenario JSON as ``file: json.path: message`` lines."""
    file = str(path)
    data, folded = fold_companion(path, data)
    if folded:
        return None, folded
    data, why = migrate(data, SCENARIO_FORMAT, MIGRATIONS, "scenario")
    if data is None:
        return None, [f"{file}: {why}"]
    try:
        model = parse_model(Scenario, data)
    except ValidationError as exc:
        return None, pydantic_problems(file, exc, data)
    try:
        cat = cat or catalog()
        all_tiles = dict(tiles if tiles is not None else library().tiles)
    except ContentError as exc:
        return None, [f"{file}: $: the shared content is broken:"] + exc.problems
    problems: list[str] = []
    for i, rel in enumerate(model.map.tile_files):
        where = f"{file}: map.tile_files[{i}]"
        msg = contained_path_problem(path.parent, rel)
        if msg:
            problems.append(f"{where}: {msg}")
            continue
        try:
            tile = load_tile(path.parent / rel)
        except ContentError as exc:
            problems += [f"{where}: {p}" for p in exc.problems]
            continue
        if tile.id in all_tiles:
            problems.append(f"{where}: tile id {tile.id!r} is already in the tile library")
            continue
        all_tiles[tile.id] = tile
    checked = check_scenario(model, path.parent, all_tiles, cat)
    problems += [f"{file}: {p}: {m}" for p, m in checked.problems]
    if problems or checked.layout is None:
        return None, problems
    return LoadedScenario(path, model, checked.layout, cat, all_tiles), []


def load_scenario(path: Path | str) -> LoadedScenario:
    """A checked scenario; ContentError listing every problem otherwise."""
    path = Path(path)
    data = read_content(path, "scenario")
    if not isinstance(data, dict) or data.get("kind") != "mansions-scenario":
        raise ContentError([f"{path}: kind: not a Mansions scenario"])
    loaded, problems = scenario_problems(path, data)
    if loaded is None:
        raise ContentError(problems)
    return loaded
