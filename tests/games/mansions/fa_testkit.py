"""Helpers of the first-edition rules tests: games with scripted dice (the two monster
token backs the setup draws come first), effects built from card JSON, spaces by name."""

from __future__ import annotations

import json

from eldertable.engine.chance import ScriptedChance
from eldertable.engine.protocol import CHANCE
from eldertable.games.mansions.first import new_game
from eldertable.games.mansions.first.effects import Effect, TestSpec
from pydantic import TypeAdapter

_EFFECTS = TypeAdapter(list[Effect])


def game(k: int = 1, dice=(), choice: str = "a", house=None, investigators=None, **options):
    """A Warden's Garden game past the story choice; ``dice`` are the d10 faces to come."""
    chance = ScriptedChance([0, 0, *dice])
    opts = {"scenario": "wardens-garden", "story_choice": choice, **options}
    config = {"players": k, "options": opts, "house_rules": house or {},
              "investigators": investigators or ["tomas-reyes", "ada-whitlock", "miriam-osei",
                                                 "julian-fairweather", "hettie-marsh"][:k]}
    return new_game(config, 1, chance)


def effects(data) -> list:
    import json

    return _EFFECTS.validate_json(json.dumps(data))


def spec(**kw) -> TestSpec:
    return TestSpec(**kw)


def space(state, ref: str) -> int:
    return state.layout.index[ref]


def put(state, inv, ref: str) -> None:
    state.map.move_figure(inv.id, space(state, ref))


def stop_puzzle(s, face: int) -> None:
    """Stop the alchemy puzzle at once and roll the completion die ``face``."""
    s.chance.push(face)
    while s.puzzle is not None:
        legal = s.legal_actions()
        if s.current_player() == CHANCE:
            s.apply(legal[0])
            continue
        s.apply(next(a for a in legal if json.loads(a.move)["type"] == "alchemy.stop"))
