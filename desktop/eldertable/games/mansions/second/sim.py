"""The simulator hook: ``simulate_one(options, seed)`` plays one second-edition game with
investigator bots, headless.

Options: ``{"scenario": shipped id or file path, "investigators": 1..5, "bots": name or
[name per seat], "house_rules": {...}, "round_limit": int}``. Events are not built
(``state.quiet()``), bots read the observation without the board's drawing data
(``observation(seat, detail=False)``), and a seat with a single legal action is not asked:
none of this changes a choice, all of it saves time.

Extras per game: ``eliminations`` (count), ``endings`` ({ending id: 1}), ``events_fired``
({scenario event id: 1} for every event that ran), ``objectives_reached`` ({objective id:
1}), ``personal_losses`` (Insane investigators who lost while the others won).
"""

from __future__ import annotations

from typing import Any

from ....engine.protocol import CHANCE, TERMINAL
from .bots import BOTS
from .config import MAX_SEATS, new_options, validate_config
from .scenarios import load, shipped

MAX_ACTIONS = 200_000
DEFAULT_ROUND_LIMIT = 100


def simulate_options(options: dict[str, Any]) -> dict[str, Any]:
    """Check and complete simulator options; ValueError with a clear message otherwise."""
    if not isinstance(options, dict):
        raise ValueError("options must be an object")
    ref = options.get("scenario") or next(iter(shipped()), None)
    if ref is None:
        raise ValueError("no second-edition scenario is shipped; name a scenario file")
    scenario = load(ref)
    meta = scenario.model.meta.investigators
    k = options.get("investigators", options.get("players", meta.min))
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_SEATS:
        raise ValueError("investigators must be a whole number from 1 to 5")
    bots = options.get("bots", "default")
    if isinstance(bots, str):
        names = [b.strip() for b in bots.split(",")] if "," in bots else [bots] * k
    elif isinstance(bots, (list, tuple)):
        names = list(bots)
    else:
        raise ValueError("bots must be a bot name or a list of names, one per seat")
    if len(names) != k:
        raise ValueError(f"bots names {len(names)} seats for {k} investigators")
    for name in names:
        if name not in BOTS:
            raise ValueError(f"unknown bot {name!r}; the bots are: {', '.join(BOTS)}")
    limit = options.get("round_limit", DEFAULT_ROUND_LIMIT)
    config = validate_config({"players": k, "seats": [f"bot:{b}" for b in names],
                              "house_rules": options.get("house_rules") or {},
                              "options": new_options({"scenario": ref,
                                                      "round_limit": limit})})
    out = {"scenario": ref, "investigators": k, "bots": names,
           "house_rules": config["house_rules"], "round_limit": config["options"]["round_limit"],
           "config": config}
    return out


def simulate_one(options: dict[str, Any], seed: int) -> dict[str, Any]:
    from . import start_game

    opts = options if "config" in options else simulate_options(options)
    names = opts["bots"]
    state = start_game(opts["config"], seed).quiet()  # validated once, by simulate_options
    bots = [BOTS[name](s, seed) for s, name in enumerate(names)]
    blind = [name == "random" for name in names]
    legal_of = state.legal_now  # the kept list: no bot changes it
    apply = state.apply
    observe = state.observation
    actions = 0
    while actions < MAX_ACTIONS:
        seat = state.current_player()
        if seat == TERMINAL:
            break
        legal = legal_of()
        if seat == CHANCE or len(legal) == 1:
            act = legal[0]
        elif blind[seat]:
            act = bots[seat].choose(None, legal)
        else:
            act = bots[seat].choose(observe(seat, False), legal)
        apply(act)
        actions += 1
    else:
        raise RuntimeError(f"the game did not end within {MAX_ACTIONS} actions")
    res = state.result()
    extras = {
        "eliminations": state.eliminations,
        "endings": {state.ending: 1},
        "events_fired": {e: 1 for e in state.events_run},
        "objectives_reached": {o: 1 for o in state.objectives_reached},
        "personal_losses": len(state.personal_losses),
    }
    return {"winners": list(res.winners), "rounds": state.round, "actions": actions,
            "extras": extras}
