"""The simulator hook: ``simulate_one(options, seed)`` plays one bot game headless.

Options: ``{"players": 2..4, "bots": name | [name per seat], "house_rules": {...},
"round_limit": int}``; the checked config and the Rules of a set of options are kept for
the next game. Events are not built (``MOState(..., quiet=True)``), and a seat with a
single legal action, or a bot that ignores observations (``random``), is not shown one:
neither changes a choice, both save time. A bot that reads observations gets
``state.bot_view(seat)``: equal to ``observation(seat)``, kept up to date in place. The
loop reads the settled legal list the state keeps (``state._legal``) and applies through
``state._step`` (no legality test: the action is taken from that list); a random seat's
pick is RandomBot's ``randrange`` done inline on the bot's own generator.
"""

from __future__ import annotations

from typing import Any

from ...engine.bots import RandomBot
from ...engine.chance import SeededChance
from ...engine.fastrng import _BITS, FAST
from ...engine.messages import Msg, N_
from ...engine.protocol import TERMINAL
from .bots import BOTS
from .config import DEFAULT_ROUND_LIMIT, validate_config
from .legal import PASS_ONLY, RUN_BUILDERS
from .rules import Rules, make_rules
from .state import MOState

MAX_ACTIONS = 2_000_000
C = "magnum-opus"
# What the workbench calls the sides (seats), the bots and the keys of a game's summary.
SUMMARY_LABELS = {
    **{f"seat{s}": Msg(N_(C, "Alchemist {n}"), C, n=s + 1) for s in range(4)},
    "random": Msg(N_(C, "Random bot"), C),
    "default": Msg(N_(C, "Alchemist bot"), C),
    "wins_by_seat": Msg(N_(C, "Wins by seat"), C),
    "wins_by_bot": Msg(N_(C, "Wins by bot"), C),
    "games_with_stone": Msg(N_(C, "Games with a Philosophers' Stone"), C),
    "stones": Msg(N_(C, "Philosophers' Stones made"), C),
    "turns_to_stone": Msg(N_(C, "Round of the first Stone"), C),
    "ended_by": Msg(N_(C, "How the game ended"), C),
    "stone": Msg(N_(C, "a Stone, then a last round"), C),
    "instant": Msg(N_(C, "a Stone, at once"), C),
    "limit": Msg(N_(C, "the round limit"), C),
    "clues_found": Msg(N_(C, "Clues found"), C),
}


def simulate_options(options: dict[str, Any]) -> dict[str, Any]:
    """Check and complete simulator options; ValueError with a clear message otherwise."""
    if not isinstance(options, dict):
        raise ValueError("options must be an object")
    bots = options.get("bots", "default")
    default_players = len(bots) if isinstance(bots, (list, tuple)) else 2
    players = options.get("players", default_players)
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise ValueError("players must be 2, 3 or 4")
    if isinstance(bots, str):
        names = [b.strip() for b in bots.split(",")] if "," in bots else [bots] * players
    elif isinstance(bots, (list, tuple)):
        names = list(bots)
    else:
        raise ValueError("bots must be a bot name or a list of names, one per seat")
    if len(names) != players:
        raise ValueError(f"bots names {len(names)} seats for {players} players")
    for name in names:
        if name not in BOTS:
            raise ValueError(f"unknown bot {name!r}; the bots are: {', '.join(BOTS)}")
    limit = options.get("round_limit", DEFAULT_ROUND_LIMIT)
    config = validate_config({"players": players, "seats": [f"bot:{b}" for b in names],
                              "house_rules": options.get("house_rules", {}) or {},
                              "options": {"round_limit": limit}})
    out = dict(options)
    out.update({"players": players, "bots": names, "house_rules": config["house_rules"],
                "round_limit": config["options"]["round_limit"]})
    return out


_PREPARED: dict[tuple, tuple[dict[str, Any], Rules]] = {}


def _prepared(opts: dict[str, Any]) -> tuple[dict[str, Any], Rules]:
    """The checked config and the Rules of a set of options (the same for every game of a
    run, so they are checked once)."""
    names = opts["bots"]
    house = opts["house_rules"]
    key = (tuple(names), tuple(sorted(house.items())), opts["round_limit"])
    got = _PREPARED.get(key)
    if got is None:
        config = validate_config({"players": len(names), "seats": [f"bot:{b}" for b in names],
                                  "house_rules": house,
                                  "options": {"round_limit": opts["round_limit"]}})
        if len(_PREPARED) > 64:
            _PREPARED.clear()
        got = _PREPARED[key] = (config, make_rules(config["house_rules"]))
    return got


def simulate_one(options: dict[str, Any], seed: int) -> dict[str, Any]:
    opts = options if isinstance(options.get("bots"), list) and "round_limit" in options \
        and isinstance(options.get("house_rules"), dict) else simulate_options(options)
    names = opts["bots"]
    n = opts["players"]
    config, rules = _prepared(opts)
    state = MOState(rules, config, SeededChance(seed), quiet=True)
    bots = [BOTS[name](s, seed) for s, name in enumerate(names)]
    # A random seat's pick, inline: RandomBot's ``randrange(len(legal))`` on its own rng.
    draws = [b.rng.getrandbits if type(b) is RandomBot and FAST else None for b in bots]
    bits = _BITS
    actions = 0
    handlers = state.HANDLERS
    run = state._run
    bot_view = state.bot_view
    q = state.pending_steps
    builders = RUN_BUILDERS
    while actions < MAX_ACTIONS:
        # The state keeps the legal actions of its position in ``_legal`` (``[]`` once
        # over; the roll alone at a chance step), so the loop reads them directly.
        legal = state._legal
        count = len(legal)
        if count == 1:
            act = legal[0]  # also the roll of a chance step (its only action)
        elif not count:
            break
        else:
            seat = state.seat
            getbits = draws[seat]
            if getbits is not None:
                k = bits[count]
                j = getbits(k)
                while j >= count:
                    j = getbits(k)
                act = legal[j]
            else:
                act = bots[seat].choose(bot_view(seat), legal)
        handlers[type(act)](state, act)  # ``state._step``, inline
        actions += 1
        if q or state.over:
            run()
            continue
        # ``state._run`` when no step waits (the common case), inline
        build, skippable = builders.get(state.step or state.phase, PASS_ONLY)
        legal = build(state)
        while skippable and len(legal) == 1:  # a lone pass there ends the phase at once
            state._end_phase()
            if q or state.over:
                run()
                break
            build, skippable = builders.get(state.step or state.phase, PASS_ONLY)
            legal = build(state)
        else:
            state._legal = legal
    else:
        raise RuntimeError(f"the game did not end within {MAX_ACTIONS} actions")
    state.invalidate()  # the loop kept no version count: the caches start afresh
    if state.current_player() != TERMINAL:
        raise RuntimeError("no legal action before the end of the game")
    res = state.result()
    made = [s for s in range(n) if state.stone[s]]
    extras = {
        "wins_by_seat": {w: 1 for w in res.winners},
        "wins_by_bot": {names[int(w[4:])]: 1 for w in res.winners},
        "games_with_stone": 1 if made else 0,
        "stones": len(made),
        "turns_to_stone": min((state.stone_round[s] for s in made), default=0),
        "ended_by": {res.extras["ended_by"]: 1},
        "clues_found": sum(len(state.clues[s]) for s in range(n)),
    }
    return {"winners": list(res.winners), "rounds": state.round(), "actions": actions,
            "extras": extras}


def summarize(extras: dict[str, Any], games: int) -> dict[str, Any]:
    out = dict(extras)
    with_stone = extras.get("games_with_stone", 0)
    out["mean_turns_to_stone"] = round(extras.get("turns_to_stone", 0) / with_stone, 3) \
        if with_stone else None
    return out
