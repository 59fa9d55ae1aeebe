"""The ids a scenario document has, by kind, for the editor's id fields (Qt-free).

A field of the story that refers to something (a token, an event, a space ``tile.space``)
is an editable combo offering these ids; :data:`FIELD_KINDS` says which kind each field
name of the story models refers to. Unknown tiles or broken content give fewer ids, never
an error: the editor still opens what it can.
"""

from __future__ import annotations

from typing import Any, Callable

from eldertable.games.mansions.content import catalog
from eldertable.games.mansions.first.cards import card_set
from eldertable.games.mansions.jsonmodel import ContentError
from eldertable.games.mansions.map.tiles import library
from eldertable.games.mansions.scenario.models import PUZZLE_TYPES, SKILLS

#: the field names of the story models (triggers, conditions, outcomes, puzzles, the
#: first-edition part) -> the kind of id they hold
FIELD_KINDS = {
    "token": "tokens", "monster": "monsters", "tile": "tiles", "tiles": "tiles",
    "space": "spaces", "room": "rooms", "door": "doors", "variable": "variables",
    "event": "events", "pass": "events", "fail": "events", "solved": "events",
    "unsolved": "events", "ending": "epilogues", "to": "objectives", "puzzle": "puzzles",
    "item": "items", "spell": "spells", "skill": "skills", "start_objective": "objectives",
    "escape_objective": "objectives", "exit_room": "rooms", "warden": "monsters",
    "warden_free": "variables", "period_variable": "variables",
}


def _listed(data: dict, key: str) -> list[str]:
    items = data.get(key)
    return [x["id"] for x in items if isinstance(x, dict) and isinstance(x.get("id"), str)] \
        if isinstance(items, list) else []


def _map(data: dict) -> dict:
    m = data.get("map")
    return m if isinstance(m, dict) else {}


def _placed(data: dict) -> list[tuple[str, Any]]:
    """(placed tile id, TileDef) of the map's tiles the tile library knows."""
    try:
        tiles = library().tiles
    except ContentError:
        return []
    out = []
    for t in _map(data).get("tiles") or []:
        if isinstance(t, dict) and isinstance(t.get("id"), str) and t.get("tile") in tiles:
            out.append((t["id"], tiles[t["tile"]]))
    return out


def _spaces(data: dict) -> list[str]:
    return [f"{pid}.{sid}" for pid, tile in _placed(data) for sid in tile.spaces]


def _rooms(data: dict) -> list[str]:
    return [f"{pid}.{room.id}" for pid, tile in _placed(data) for room in tile.rooms]


def _doors(data: dict) -> list[str]:
    out: list[str] = []
    for pid, tile in _placed(data):
        for edge in tile.edges.values():
            if edge.id and f"{pid}.{edge.id}" not in out:
                out.append(f"{pid}.{edge.id}")
    return out


def _catalog_ids(attr: str) -> list[str]:
    try:
        return sorted(getattr(catalog(), attr))
    except ContentError:
        return []


def keeper_action_cards() -> list[tuple[str, str]]:
    """(id, English name) of the first-edition Keeper action cards, in file order."""
    try:
        cs = card_set()
    except ContentError:
        return []
    seen: list[str] = []
    for cid in cs.decks.get("keeper-action", []):
        if cid not in seen:
            seen.append(cid)
    return [(cid, cs.cards[cid].name) for cid in seen]


def first_edition_deck_cards(deck: str) -> list[tuple[str, str]]:
    """(id, English name) of the first-edition cards of a deck (``mythos``, ``trauma``...)."""
    try:
        cs = card_set()
    except ContentError:
        return []
    out: list[str] = []
    for name, ids in cs.decks.items():
        if name.startswith(deck):
            out += [cid for cid in ids if cid not in out]
    return [(cid, cs.cards[cid].name) for cid in out]


_KINDS: dict[str, Callable[[dict], list[str]]] = {
    "tokens": lambda d: _listed(_map(d), "tokens"),
    "monsters": lambda d: _listed(_map(d), "monsters"),
    "tiles": lambda d: _listed(_map(d), "tiles"),
    "spaces": _spaces,
    "rooms": _rooms,
    "doors": _doors,
    "variables": lambda d: _listed(d, "variables"),
    "events": lambda d: _listed(d, "events"),
    "epilogues": lambda d: _listed(d, "epilogues"),
    "objectives": lambda d: _listed(d, "objectives"),
    "puzzles": lambda d: _listed(d, "puzzles"),
    "items": lambda d: _catalog_ids("items"),
    "spells": lambda d: _catalog_ids("spells"),
    "skills": lambda d: list(SKILLS.get(str(d.get("rules")), SKILLS["second-edition"])),
    "puzzle-types": lambda d: list(PUZZLE_TYPES.get(str(d.get("rules")),
                                                    PUZZLE_TYPES["second-edition"])),
}


def ids_of(data: dict, kind: str) -> list[str]:
    """The ids of ``kind`` that ``data`` has (or the shared content offers), in order."""
    fn = _KINDS.get(kind)
    return fn(data) if fn is not None and isinstance(data, dict) else []
