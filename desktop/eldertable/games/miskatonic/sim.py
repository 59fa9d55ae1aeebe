"""The simulator hook: one headless game bot against bot (``eldertable simulate``).

Events are switched off (``state.quiet()``): nobody reads them here, and the state
evolves exactly as with them (they are not part of the state or its digest). Bots get a
:class:`LazyObservation`, which builds ``state.observation(seat)`` only when a bot reads
it, so a bot that plays out a plan made earlier costs nothing; a bot that says
``lazy_legal`` gets a :class:`LazyLegal`, so checking its planned move against the legal
actions does not build them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import repeat
from operator import is_
from typing import Any, Iterator

from eldertable.engine.chance import SeededChance
from eldertable.engine.messages import Msg, N_
from eldertable.engine.protocol import TERMINAL

from .bots import BOTS, UniformBot
from .legal import _LEGAL, _OFFERS
from .observe import parts_for
from .content import load_content
from .rules import resolve_house_rules, rules_for
from .state import MiskatonicState

MAX_ACTIONS = 50_000
C = "miskatonic"
# What the workbench calls the sides and the keys of a game's summary (``simulate_one``).
SUMMARY_LABELS = {
    "cultist": Msg(N_(C, "Cultist"), C),
    "investigators": Msg(N_(C, "Investigators"), C),
    "final_battles": Msg(N_(C, "Final Battles fought"), C),
    "summon_points": Msg(N_(C, "Summon Points"), C),
    "mythos_points": Msg(N_(C, "Mythos Points"), C),
}
OPTION_KEYS = {"cultist", "investigator", "house_rules"}


class LazyObservation(Mapping):
    """``state.observation(seat)``, each key built on first read (``state.observe``).

    Setting ``_data`` to None starts a new decision: the keys read so far are forgotten,
    except the ones given as ``fixed`` (values that never change in a game, e.g. the house
    rules), which start the next decision's keys.
    """

    __slots__ = ("_state", "_seat", "_data", "_fixed", "_parts")

    def __init__(self, state, seat: int, fixed: dict[str, Any] | None = None) -> None:
        self._state = state
        self._seat = seat
        self._fixed = fixed or {}
        self._data: dict[str, Any] | None = None
        self._parts = parts_for(seat)  # what state.observe(seat, key) calls

    def __getitem__(self, key: str) -> Any:
        data = self._data
        if data is None:
            data = self._data = self._fixed.copy()
        if key in data:
            return data[key]
        value = data[key] = self._parts[key](self._state, self._seat)
        return value

    def __iter__(self) -> Iterator[str]:
        return iter(self._state.observation(self._seat))

    def __len__(self) -> int:
        return len(self._state.observation(self._seat))


class LazyLegal(Sequence):
    """The legal actions of decision ``d`` (``_LEGAL[d[1]](state, d)``), built on first
    read. ``offers(act)`` says whether ``act`` is one of them (by identity), for a play or
    an investigation without building them: a bot playing out its plan asks only that.
    Valid only until the next action is applied (the simulator then points it at the next
    decision).
    """

    __slots__ = ("_state", "_d", "_list")

    def __init__(self, state, d: list | None) -> None:
        self._state = state
        self._d = d
        self._list: list | None = None

    def _items(self) -> list:
        items = self._list
        if items is None:
            items = self._list = _LEGAL[self._d[1]](self._state, self._d)
        return items

    def __getitem__(self, i):
        return self._items()[i]

    def __len__(self) -> int:
        return len(self._items())

    def __iter__(self) -> Iterator:
        return iter(self._items())

    def offers(self, act) -> bool:
        check = _OFFERS.get(self._d[1])
        if check is None or self._list is not None:
            return any(map(is_, self._items(), repeat(act)))
        return check(self._state, self._d, act)


def simulate_options(options: dict[str, Any] | None) -> dict[str, Any]:
    """Check the simulator's options; ValueError with a clear message when bad."""
    options = dict(options or {})
    extra = set(options) - OPTION_KEYS
    if extra:
        raise ValueError(f"Miskatonic Madness takes no option {', '.join(sorted(extra))} "
                         f"(it has --cultist, --investigator and --house-rule)")
    out = {}
    for side in ("cultist", "investigator"):
        name = options.get(side) or "default"
        if name not in BOTS:
            raise ValueError(f"unknown {side} bot {name!r}; the bots are "
                             f"{', '.join(sorted(BOTS))}")
        out[side] = name
    out["house_rules"] = resolve_house_rules(load_content(), options.get("house_rules") or {})
    return out


def play(state: MiskatonicState, bots: dict[int, Any], max_actions: int = MAX_ACTIONS) -> int:
    """Play ``state`` to the end; returns the number of actions applied.

    A planning bot (``lazy_legal``, with a ``plan`` list) is not asked at all while the
    next action of its plan is legal: the simulator plays it, as the bot's ``choose``
    would (it pops it after the same check). The uniform bot's pick is drawn inline, as
    its ``choose`` draws it. Otherwise the bot chooses as usual.
    """
    n = 0
    apply = state.apply
    legal_for = _LEGAL  # what state.legal_actions(seat) does for the deciding seat
    offers = _OFFERS
    fixed = {"house_rules": state.observe(0, "house_rules")}  # the same all game long
    views = (LazyObservation(state, 0, fixed), LazyObservation(state, 1, fixed))
    choose = (bots[0].choose, bots[1].choose)
    # bots that mostly check a planned move get a LazyLegal (the same actions), one per
    # seat, pointed at each new decision
    lazy = tuple(LazyLegal(state, None) if getattr(bots[seat], "lazy_legal", False) else None
                 for seat in (0, 1))
    planner = tuple(bots[seat] if lazy[seat] is not None
                    and isinstance(getattr(bots[seat], "plan", None), list) else None
                    for seat in (0, 1))
    # the uniform bot's draw, to pick its move inline (its choose reads nothing else)
    uniform = tuple(bots[seat].rng.random if type(bots[seat]) is UniformBot else None
                    for seat in (0, 1))
    while state.winner is None:
        d = state.decision
        seat = d[0]
        act = None
        legal = lazy[seat]
        if legal is None:
            legal = legal_for[d[1]](state, d)
            draw = uniform[seat]
            if draw is not None:
                act = legal[int(draw() * len(legal))]  # what UniformBot.choose does
        else:
            legal._d = d
            legal._list = None
            bot = planner[seat]
            if bot is not None:
                plan = bot.plan
                if plan:
                    check = offers.get(d[1])  # what legal.offers does, one call less
                    if (check(state, d, plan[0]) if check is not None
                            else legal.offers(plan[0])):
                        act = plan.pop(0)
        if act is None:
            view = views[seat]
            view._data = None  # a fresh observation for this decision
            act = choose[seat](view, legal)
        apply(act)
        n += 1
        if n >= max_actions:
            raise RuntimeError(f"the game did not end within {max_actions} actions")
    return n


def simulate_one(options: dict[str, Any], seed: int) -> dict[str, Any]:
    opts = options if OPTION_KEYS <= set(options) else simulate_options(options)
    rules = rules_for(opts["house_rules"])
    state = MiskatonicState(rules, seed, SeededChance(seed),
                            ["bot:" + opts["cultist"], "bot:" + opts["investigator"]])
    state.quiet()
    bots = {0: BOTS[opts["cultist"]](0, seed), 1: BOTS[opts["investigator"]](1, seed)}
    n = play(state, bots)
    assert state.current_player() == TERMINAL
    return {"winners": [state.winner], "rounds": state.turn, "actions": n,
            "extras": {"final_battles": int(state.summoned), "summon_points": state.summon_points,
                       "mythos_points": state.mythos_points}}


def summarize(extras: dict[str, Any], games: int) -> dict[str, Any]:
    out = dict(extras)
    if games:
        out["mean_summon_points"] = round(extras.get("summon_points", 0) / games, 4)
        out["mean_mythos_points"] = round(extras.get("mythos_points", 0) / games, 4)
    return out
