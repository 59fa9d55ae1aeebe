"""The map editor's edits: each one ``doc.edit`` (one undo command), or a refusal in words.

Every function returns None when it made its edit, else why it made none (the canvas shows
that in its status line). The checks are :mod:`~eldertable.games.mansions.scenario.mapedits`'s.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication

from ...engine.messages import N_
from ...games.mansions.map.geometry import TileDef
from ...games.mansions.map.mapstate import DOOR_TOKENS
from ...games.mansions.scenario import mapedits
from ...games.mansions.scenario.edits import MISSING, get
from .document import EditorDoc

C = "MapEditor"


def _tr(text: str) -> str:
    return QCoreApplication.translate(C, text)


def tile_name(tile: TileDef) -> str:
    """A library tile's name in the current language (content text)."""
    return QCoreApplication.translate("content:mansions", tile.name)


def _tile_entry(doc: EditorDoc, index: int) -> dict | None:
    """The placed tile entry ``map.tiles[index]`` when it has an id, a tile and a place."""
    tiles = get(doc.data, ("map", "tiles"), [])
    entry = tiles[index] if isinstance(tiles, list) and 0 <= index < len(tiles) else None
    return entry if mapedits.usable(entry) else None


BAD_TILE = N_(C, "Fix this tile's JSON first: it needs an id, a tile and a place (at).")


def _ensure_map(e, doc: EditorDoc) -> None:
    if "map" not in doc.data:
        e.set(("map",), {"tiles": []})


def _refused(doc: EditorDoc, *keys: str) -> str | None:
    """Why the map's JSON cannot take the entry (a part of it is not what it must be)."""
    for key in keys:
        why = mapedits.list_problem(doc.data, key)
        if why:
            return _tr(N_(C, "Fix the file's JSON first: {why}")).format(why=why)
    return None


def place_tile(doc: EditorDoc, tiles: Mapping[str, TileDef], tile_id: str, at, rotation: int) -> str | None:
    entry = {"id": mapedits.new_tile_id(doc.data, tile_id), "tile": tile_id,
             "at": [int(at[0]), int(at[1])], "rotation": rotation}
    problem = _refused(doc, "tiles") or mapedits.placement_problem(doc.data, tiles, entry)
    if problem:
        return problem
    if not rotation:
        del entry["rotation"]
    if not mapedits.placed_tiles(doc.data):
        entry["revealed"] = True  # the first tile: where the story starts
    name = _tr(N_(C, "Place tile {name}")).format(name=tile_name(tiles[tile_id]))
    with doc.edit(name) as e:
        _ensure_map(e, doc)
        index = e.append(("map", "tiles"), entry)
    doc.select(("map", "tiles", index))
    return None


def move_tile(doc: EditorDoc, tiles: Mapping[str, TileDef], index: int, at,
              rotation: int | None = None) -> str | None:
    entry = _tile_entry(doc, index)
    if entry is None:
        return _tr(BAD_TILE)
    rot = mapedits.rotation_of(entry) if rotation is None else rotation
    moved = {**entry, "at": [int(at[0]), int(at[1])], "rotation": rot}
    problem = mapedits.placement_problem(doc.data, tiles, moved, ignore_id=entry.get("id"))
    if problem:
        return problem
    name = _tr(N_(C, "Move tile")) if rotation is None else _tr(N_(C, "Rotate tile"))
    with doc.edit(name) as e:
        e.set(("map", "tiles", index, "at"), moved["at"])
        if rot != mapedits.rotation_of(entry):
            e.set(("map", "tiles", index, "rotation"), rot)
    return None


def change_tile(doc: EditorDoc, tiles: Mapping[str, TileDef], index: int, key: str,
                value: Any, name: str) -> str | None:
    """The Inspector's tile or rotation of a placed tile: made where it still fits, else
    refused with the same reason a drag or R is refused with."""
    entry = _tile_entry(doc, index)
    if entry is None:
        return _tr(BAD_TILE)
    changed = {**entry, key: value}
    if key == "tile" and value not in tiles:
        return _tr(N_(C, "No such tile: {tile}")).format(tile=str(value))
    problem = mapedits.placement_problem(doc.data, tiles, changed, ignore_id=entry.get("id"))
    if problem:
        return problem
    with doc.edit(name) as e:  # no rotation is no key (as a placed tile is written)
        e.set(("map", "tiles", index, key), MISSING if key == "rotation" and not value
              else value)
    return None


def rotate_tile(doc: EditorDoc, tiles: Mapping[str, TileDef], index: int) -> str | None:
    """Turn a placed tile a quarter clockwise, where it lies or at the nearest place it fits."""
    entry = _tile_entry(doc, index)
    if entry is None:
        return _tr(BAD_TILE)
    rot = (mapedits.rotation_of(entry) + 90) % 360
    at, problem = mapedits.snap(doc.data, tiles, entry.get("tile"), rot, tuple(entry["at"]),
                                ignore_id=entry.get("id"))
    if problem:
        return problem
    return move_tile(doc, tiles, index, at, rot)


def remove_tile(doc: EditorDoc, index: int) -> None:
    with doc.edit(_tr(N_(C, "Remove tile"))) as e:
        e.remove(("map", "tiles"), index)


def set_door(doc: EditorDoc, door: str, state: str | None) -> str | None:
    """``state`` open / locked / sealed, or None: the tile's default (no ``map.doors`` entry)."""
    why = _refused(doc, "doors")
    if why:
        return why
    doors = mapedits.entries(doc.data, "doors")
    at = next((i for i, d in enumerate(doors) if isinstance(d, dict) and d.get("door") == door), None)
    with doc.edit(_tr(N_(C, "Set door"))) as e:
        if state is None:
            if at is not None:
                e.remove(("map", "doors"), at)
        elif at is None:
            e.append(("map", "doors"), {"door": door, "state": state})
        else:
            e.set(("map", "doors", at, "state"), state)
    return None


def add_passage(doc: EditorDoc, a: str, b: str) -> str | None:
    if a == b:
        return _tr(N_(C, "A secret passage joins two different spaces."))
    why = _refused(doc, "passages")
    if why:
        return why
    pid = mapedits.new_id(mapedits.map_ids(doc.data, "passages"), "passage")
    with doc.edit(_tr(N_(C, "Add a secret passage"))) as e:
        e.append(("map", "passages"), {"id": pid, "between": [a, b]})
    return None


def set_start(doc: EditorDoc, space: str) -> str | None:
    why = _refused(doc)
    if why:
        return why
    with doc.edit(_tr(N_(C, "Move the investigators' start"))) as e:
        _ensure_map(e, doc)
        e.set(("map", "start"), space)
    return None


def place_token(doc: EditorDoc, kind: str, space: str | None, door: str | None = None,
                objective: str | None = None) -> str | None:
    """A token of ``kind`` in ``space`` (a lock or barricade: on ``door``); an objective
    token (first edition) is also listed under its objective."""
    if kind in DOOR_TOKENS and door is None:
        return _tr(N_(C, "A lock or barricade lies on a door: drop it on one."))
    if kind not in DOOR_TOKENS and space is None:
        return _tr(N_(C, "Drop the token in a space of the map."))
    why = _refused(doc, "tokens")
    if why:
        return why
    if objective and not (isinstance(get(doc.data, ("first_edition", "objective_tokens"), {}), dict)
                          and isinstance(get(doc.data, ("first_edition", "objective_tokens", objective), []), list)):
        return _tr(N_(C, "Fix the file's JSON first: {why}")).format(why="first_edition.objective_tokens")
    tid = mapedits.new_id(mapedits.map_ids(doc.data, "tokens"), objective or kind)
    entry = {"id": tid, "kind": kind}
    entry.update({"door": door} if kind in DOOR_TOKENS else {"space": space})
    name = (_tr(N_(C, "Place objective token")) if objective else
            _tr(N_(C, "Place {kind} token")).format(kind=kind))
    with doc.edit(name) as e:
        _ensure_map(e, doc)
        index = e.append(("map", "tokens"), entry)
        if objective:
            if not isinstance(get(doc.data, ("first_edition",)), dict):
                e.set(("first_edition",), {})
            if not isinstance(get(doc.data, ("first_edition", "objective_tokens")), dict):
                e.set(("first_edition", "objective_tokens"), {})
            e.append(("first_edition", "objective_tokens", objective), tid)
    doc.select(("map", "tokens", index))
    return None


def place_monster(doc: EditorDoc, monster: str, space: str) -> str | None:
    """A monster figure in ``space``; the monster is listed in ``content.monsters`` too."""
    listed = get(doc.data, ("content", "monsters"), [])
    why = _refused(doc, "monsters") or (None if isinstance(listed, list) else _tr(
        "Fix the file's JSON first: {why}").format(why="content.monsters: must be a list"))
    if why:
        return why
    mid = mapedits.new_id(mapedits.map_ids(doc.data, "monsters"), monster)
    with doc.edit(_tr(N_(C, "Place monster {monster}")).format(monster=monster)) as e:
        _ensure_map(e, doc)
        index = e.append(("map", "monsters"), {"id": mid, "monster": monster, "space": space})
        if not isinstance(doc.data.get("content"), dict):
            e.set(("content",), {})
        if monster not in (get(doc.data, ("content", "monsters"), []) or []):
            e.append(("content", "monsters"), monster)
    doc.select(("map", "monsters", index))
    return None


def move_piece(doc: EditorDoc, path: tuple, space: str | None = None, door: str | None = None) -> str | None:
    """Move the token or monster at ``path`` (("map", "tokens", 3)) to another space (a
    door token: to another door)."""
    entry = get(doc.data, path)
    if not isinstance(entry, dict):
        return None
    on_door = path[1] == "tokens" and entry.get("kind") in DOOR_TOKENS
    target = door if on_door else space
    if target is None:
        return (_tr(N_(C, "A lock or barricade lies on a door: drop it on one.")) if on_door else
                _tr(N_(C, "Drop it in a space of the map.")))
    key = "door" if on_door else "space"
    if entry.get(key) == target:
        return None
    with doc.edit(_tr(N_(C, "Move {id}")).format(id=str(entry.get("id", "")))) as e:
        e.set(tuple(path) + (key,), target)
    return None


def set_field(doc: EditorDoc, path: tuple, value, name: str) -> None:
    """One property of a tile or piece (the inspector's edits); MISSING removes the key."""
    with doc.edit(name) as e:
        e.set(tuple(path), value if value is not None else MISSING)


def toggle_edge(doc: EditorDoc, tiles: Mapping[str, TileDef], kind: str, space: str,
                other: str) -> str | None:
    """Add the edge mark (impassable between ``space`` and the space ``other``, or escape
    on the side ``other`` of ``space``), or take it away when the map has it already."""
    why = _refused(doc, "edges")
    if why:
        return why
    entry = mapedits.edge_entry(kind, space, other)
    at = mapedits.find_edge(doc.data, entry)
    if at is not None:
        name = _tr(N_(C, "Unblock the edge")) if kind == "impassable" else _tr(N_(C, "Unmark the escape edge"))
        with doc.edit(name) as e:
            e.remove(("map", "edges"), at)
            if not mapedits.entries(doc.data, "edges"):
                e.set(("map", "edges"), MISSING)  # no empty list left behind
        doc.select(())
        return None
    problem = mapedits.edge_problem(doc.data, tiles, entry)
    if problem:
        return problem
    name = _tr(N_(C, "Block the edge")) if kind == "impassable" else _tr(N_(C, "Mark an escape edge"))
    with doc.edit(name) as e:
        _ensure_map(e, doc)
        index = e.append(("map", "edges"), entry)
    doc.select(("map", "edges", index))
    return None
