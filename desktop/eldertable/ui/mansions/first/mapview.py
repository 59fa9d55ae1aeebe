"""The board's map for first-edition play, in the shape second-edition observations give
under ``"map"`` (``games/mansions/map/observe.py``).

The first-edition observation has no ``"map"`` yet (asked of the rules engine). Until it
has, :func:`board_map` builds it with the map package's own :func:`map_observation`, which
holds only what every seat sees on the table (explored rooms, figures and tokens in them;
no token backs, no cards). It is the single place the table looks past the observation,
and it steps aside as soon as the observation carries the map itself.
"""

from __future__ import annotations

from typing import Any

from ....engine.messages import Msg
from ....games.mansions.jsonmodel import content_text
from ....games.mansions.map.observe import map_observation
from .words import CC, FirstWords, scenario_model


def board_map(controller, obs: dict[str, Any], words: FirstWords) -> dict[str, Any] | None:
    if obs.get("map"):
        return obs["map"]
    recorder = getattr(controller, "recorder", None)
    state = getattr(recorder, "state", None)
    if state is None or not hasattr(state, "layout") or not hasattr(state, "map"):
        return None
    names = {inv["id"]: Msg(inv["name"], CC) for inv in obs.get("investigators", ())}
    for mon in obs.get("monsters", ()):
        names[mon["id"]] = Msg(words.monster(mon))  # already in the user's language
    labels = {t.id: content_text(t.label)
              for t in scenario_model(obs.get("scenario") or "").map.tokens if t.label}
    return map_observation(state.layout, state.map, obs.get("seat"), names=names,
                           labels=labels)
