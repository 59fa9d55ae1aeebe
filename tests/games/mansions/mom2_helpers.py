"""Helpers for the second-edition rule tests: a small scenario written per test, games with
scripted dice, and short ways to reach a situation.

The test map: the hall (west 0, east 1), the long hallway (back 2, front 3) and the kitchen
(scullery 4, stove 5, larder 6) are explored; the parlor (settee 7, piano 8) and the
holding cell (cell 9, walk-north 10, walk-south 11) are not. Open edges join
hall.west - hall.east - long.front - long.back; doors join long.front - kitchen.scullery,
long.back - parlor.settee, kitchen.stove - parlor.settee, hall.east - cell.walk-north and
cell.cell - cell.walk-south; an impassable border lies between cell.cell and
cell.walk-north. The hall's west end is an exit. Range runs only along open edges and
borders.

Dice: :data:`S`, :data:`I` and :data:`B` are faces showing a success, an investigation
result and a blank.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from eldertable.engine.chance import ScriptedChance
from eldertable.engine.protocol import CHANCE, TERMINAL
from eldertable.games.mansions.second import actions as A
from eldertable.games.mansions.second import new_game

S, I, B = 6, 4, 1

BASE: dict[str, Any] = {
    "kind": "mansions-scenario", "format": 1, "rules": "second-edition",
    "meta": {"id": "test-house", "title": "Test House",
             "introduction": "A small house for rule tests.",
             "investigators": {"min": 1, "max": 5}, "difficulty": "easy", "minutes": 10},
    "content": {"monsters": ["maniac", "byakhee", "ghoul", "cultist", "shoggoth"],
                "items": ["revolver", "fire-poker", "oil-lamp", "lamp-oil", "lucky-coin",
                          "first-aid-kit", "crowbar"],
                "spells": ["wither", "mend-flesh"],
                "decks": ["damage", "horror"]},
    "map": {
        "tiles": [
            {"id": "hall", "tile": "hallway-2", "at": [0, 2], "revealed": True},
            {"id": "long", "tile": "long-hallway", "at": [4, 2], "rotation": 90,
             "revealed": True},
            {"id": "kitchen", "tile": "kitchen", "at": [4, 3], "revealed": True},
            {"id": "parlor", "tile": "parlor", "at": [6, 3]},
            {"id": "cell", "tile": "holding-cell", "at": [2, 3]},
        ],
        "start": "hall.east",
        "tokens": [
            {"id": "goal", "kind": "interact", "space": "kitchen.larder"},
            {"id": "to-parlor", "kind": "explore", "space": "long.back"},
            {"id": "cupboard", "kind": "search", "space": "kitchen.stove"},
        ],
        "monsters": [],
    },
    "variables": [{"id": "count", "type": "number", "initial": 0}],
    "start_objective": "find",
    "objectives": [{"id": "find", "text": "Find the goal."},
                   {"id": "leave", "text": "Now leave."}],
    "epilogues": [{"id": "won", "outcome": "win", "text": "You won."},
                  {"id": "lost", "outcome": "lose", "text": "You lost."}],
    "events": [
        {"id": "reach-goal", "trigger": {"on": "token-used", "token": "goal"},
         "outcomes": [{"do": "win", "ending": "won"}]},
        {"id": "open-parlor", "trigger": {"on": "token-used", "token": "to-parlor"},
         "outcomes": [{"do": "reveal", "tiles": ["parlor"]},
                      {"do": "remove-token", "token": "to-parlor"}]},
    ],
}


def scenario(tmp_path: Path, change=None, name: str = "test-house") -> str:
    """Write the test scenario (after ``change(data)``) and return its path."""
    data = copy.deepcopy(BASE)
    if change is not None:
        change(data)
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def game(path: str, investigators=("tomas-reyes",), dice=(), house=None, seed: int = 0,
         begin: bool = True, lead: int = 0, shuffle: str = "keep", chance=None,
         options: dict | None = None):
    """A game with scripted dice (shuffles keep the file order; a choice takes the next
    scripted value as an index; ``shuffle="seeded"`` draws shuffles and choices from a
    seeded generator instead). ``chance`` replaces the script (puzzles draw their boards with
    ``randint``, which a script would have to hold). With ``begin`` the first
    investigator's turn is under way. ``options`` are more of the config's options (as
    ``{"tested": "chosen"}``: the players choose who is tested, as in every new game)."""
    config = {"players": len(investigators), "seats": ["human"] * len(investigators),
              "investigators": list(investigators), "house_rules": dict(house or {}),
              "options": {"scenario": path, **(options or {})}}
    state = new_game(config, seed, chance or ScriptedChance(dice, shuffle=shuffle, seed=seed))
    state.first_lead = lead
    if begin and state.active is None and state.current_player() != TERMINAL:
        first = investigators[0]
        legal = state.legal_actions()
        if A.BeginTurn(first) in legal:
            state.apply(A.BeginTurn(first))
    return state


def space(state, ref: str) -> int:
    return state.layout.index[ref]


def put(state, figure: str, ref: str) -> None:
    """Put a figure in a space (test setup, not a move)."""
    state.map.move_figure(figure, space(state, ref))
    state._ver += 1


def monster(state, mid: str, kind: str, ref: str, name: str | None = None) -> None:
    """Bring a monster into play in a space (test setup)."""
    from eldertable.games.mansions.map.mapstate import monster_mover
    from eldertable.games.mansions.second.state import MonsterState

    data = state.content.monsters[kind]
    state.map.place_figure(mid, "monster", space(state, ref), mover=monster_mover(data["flying"]))
    state.monster_order += 1
    state.monsters[mid] = MonsterState(mid, kind, data["health"], name, state.monster_order)
    state._ver += 1


def dice(state, *faces: int) -> None:
    state.chance.push(*faces)


def roll(state, *faces: int) -> list:
    """Script ``faces`` and apply the Roll the test waits for."""
    assert state.current_player() == CHANCE, state.agenda[:1]
    state.chance.push(*faces)
    return state.apply(A.Roll())


def pending(state) -> dict | None:
    return state.agenda[0][1] if state.agenda and state.agenda[0][0] == "test" else None


def finish_test(state, *faces: int) -> None:
    """Roll ``faces`` and accept whatever is offered afterwards."""
    roll(state, *faces)
    if state.agenda and state.agenda[0][0] == "test" and A.Accept() in state.legal_actions():
        state.apply(A.Accept())


def finish(state, face: int = S) -> None:
    """Roll the whole pool of the test under way showing ``face``; accept the result."""
    finish_test(state, *([face] * pending(state)["pool"]))


def end_turns(state) -> None:
    """End the turn under way and every other, up to the end-phase button."""
    while state.current_player() not in (CHANCE, TERMINAL):
        legal = state.legal_actions()
        if A.EndPhase() in legal:
            return
        if A.EndTurn() in legal:
            state.apply(A.EndTurn())
        elif legal and isinstance(legal[0], A.BeginTurn):
            state.apply(legal[0])
        else:
            return


def inv(state, iid: str):
    return state.by_id[iid]


def events_of(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def keeper_game(*args, **kw):
    """:func:`game` with dice from the script and the Keeper's random picks (attacks, ties,
    a Mythos card's investigator) from a seed."""
    kw.setdefault("shuffle", "seeded")
    return game(*args, **kw)


def to_mythos(state) -> list:
    """End every turn and press the end-phase button; returns the events."""
    out = []
    while True:
        legal = state.legal_actions()
        if A.EndPhase() in legal:
            return out + state.apply(A.EndPhase())
        if A.EndTurn() in legal:
            out += state.apply(A.EndTurn())
        else:
            out += state.apply(legal[0])
