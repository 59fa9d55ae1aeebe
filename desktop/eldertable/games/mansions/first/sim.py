"""The simulator hook of first-edition play: ``simulate_one(options, seed)`` plays one
story, investigator bots against the Keeper bot, headless, with the same summary fields
as second-edition scenarios (``winners``, ``rounds``, ``actions``, ``extras``).

Options: ``{"scenario": story id or file, "investigators": 1..5, "bots": investigator
bot name or list, "keeper": Keeper bot name, "house_rules": {...}, "round_limit": int,
"story_choice": "keeper" | "random" | option id}``.

Extras per game: ``eliminations``, ``endings`` ({ending: 1}), ``events_fired`` ({event:
1}), ``objectives_reached`` ({objective: 1}), ``personal_losses`` (0: first-edition play
has no personal loss), ``story_choices`` ({option: 1}), ``epilogues`` ({option/winner: 1}).
"""

from __future__ import annotations

from typing import Any

from ....engine.protocol import CHANCE, TERMINAL
from .bots import BOTS
from .config import INVESTIGATOR_BOTS, KEEPER_BOTS, MAX_SEATS, new_options, validate_config

MAX_ACTIONS = 200_000
DEFAULT_ROUND_LIMIT = 60


def simulate_options(options: dict[str, Any]) -> dict[str, Any]:
    from .scenarios import load, shipped

    if not isinstance(options, dict):
        raise ValueError("options must be an object")
    ref = options.get("scenario") or next(iter(shipped()), None)
    meta = load(ref).model.meta.investigators
    k = options.get("investigators", options.get("players", meta.min))
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_SEATS:
        raise ValueError("investigators must be a whole number from 1 to 5")
    bots = options.get("bots", "default")
    names = ([b.strip() for b in bots.split(",")] if isinstance(bots, str) and "," in bots
             else [bots] * k if isinstance(bots, str) else list(bots)
             if isinstance(bots, (list, tuple)) else None)
    if names is None or len(names) != k:
        raise ValueError(f"bots: give one bot name or one per investigator ({k})")
    for name in names:
        if name not in INVESTIGATOR_BOTS:
            raise ValueError(f"unknown investigator bot {name!r}; the bots are: "
                             f"{', '.join(INVESTIGATOR_BOTS)}")
    keeper = options.get("keeper", "keeper")
    if keeper not in KEEPER_BOTS:
        raise ValueError(f"unknown Keeper bot {keeper!r}; the bots are: {', '.join(KEEPER_BOTS)}")
    limit = options.get("round_limit", DEFAULT_ROUND_LIMIT)
    config = validate_config({
        "players": k, "seats": [f"bot:{b}" for b in names] + [f"bot:{keeper}"],
        "house_rules": options.get("house_rules") or {},
        "options": new_options({"scenario": ref, "round_limit": limit,
                                "story_choice": options.get("story_choice", "keeper")})})
    return {"scenario": ref, "investigators": k, "bots": names, "keeper": keeper,
            "house_rules": config["house_rules"], "round_limit": limit, "config": config}


def simulate_one(options: dict[str, Any], seed: int) -> dict[str, Any]:
    from . import start_game

    opts = options if "config" in options else simulate_options(options)
    state = start_game(opts["config"], seed).quiet()
    names = list(opts["bots"]) + [opts["keeper"]]
    bots = [BOTS[name](s, seed) for s, name in enumerate(names)]
    actions = 0
    while actions < MAX_ACTIONS:
        seat = state.current_player()
        if seat == TERMINAL:
            break
        legal = state.legal_actions(seat)
        if seat == CHANCE or len(legal) == 1:
            act = legal[0]
        else:
            act = bots[seat].choose(state.bot_observation(seat), legal)
        state.apply_from(act, legal)  # the list just built: not built again to check
        actions += 1
    else:
        raise RuntimeError(f"the game did not end within {MAX_ACTIONS} actions")
    res = state.result()
    winner = res.winners[0] if res.winners else "none"
    extras = {
        "eliminations": state.eliminations,
        "endings": {state.ending or "none": 1},
        "events_fired": {e: 1 for e in sorted(state.fired)},
        "objectives_reached": {state.objective: 1},
        "personal_losses": 0,
        "story_choices": {state.choice: 1},
        "epilogues": {f"{state.choice}/{winner}": 1},
    }
    return {"winners": list(res.winners), "rounds": state.round, "actions": actions,
            "extras": extras}
