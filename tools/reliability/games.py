"""Every registered game and scenario, played by its own bots through the game protocol.

A :class:`Variant` is one game (and, when its setup offers a ``scenario`` choice, one
scenario). :func:`variants` reads them from the registry and each game's ``setup_spec``,
so a game or scenario that registers later joins every harness without an edit here.
"""

from __future__ import annotations

import functools
import inspect
from dataclasses import dataclass
from typing import Any, Iterator

from eldertable.engine import registry
from eldertable.engine.bots import chance_step
from eldertable.engine.protocol import CHANCE, TERMINAL, Action, State
from eldertable.engine.record import Recorder


@dataclass(frozen=True)
class Variant:
    game: str
    scenario: str | None = None
    profile: str | None = None  # the key of a nested setup contract (Mansions' first_edition)

    @property
    def name(self) -> str:
        return self.game if self.scenario is None else f"{self.game}/{self.scenario}"

    @property
    def slug(self) -> str:
        return self.name.replace("/", "-")

    def module(self):
        return registry.get(self.game).load()

    def spec(self) -> dict[str, Any]:
        module = self.module()
        spec = module.setup_spec() if hasattr(module, "setup_spec") else {}
        return spec[self.profile] if self.profile else spec

    def options(self) -> dict[str, Any]:
        return {} if self.scenario is None else {"scenario": self.scenario}

    def config(self, bot: str = "default") -> dict[str, Any]:
        """A config with a bot of ``bot`` in every seat (the fewest seats the setup allows,
        at least two where the game allows two, so that hidden hands exist); a Keeper
        seat, where the setup has one, gets the Keeper bot."""
        module = self.module()
        spec = self.spec()
        seats = spec.get("seats", [])
        bots = spec.get("bots", {}) or getattr(module, "BOTS", {})
        name = bot if bot in bots else next(iter(bots))
        if isinstance(seats, list):
            counts = [len(seats) or 2]
        else:
            lo, hi = int(seats.get("min", 1)), int(seats.get("max", 4))
            counts = [n for n in range(max(lo, 2), hi + 1)] + [lo]
        keeper = ([f"bot:{'keeper' if 'keeper' in bots and bot != 'random' else name}"]
                  if isinstance(seats, dict) and "keeper" in seats else [])
        problem = ""
        for n in counts:
            names = [f"bot:{name}"] * n + keeper
            try:
                if not keeper:
                    return module.make_config(names, {}, self.options())
                return module.validate_config({"players": n, "seats": names,
                                               "house_rules": {}, "options": self.options()})
            except ValueError as exc:
                problem = str(exc)
        raise ValueError(f"{self.name}: no bot config starts a game ({problem})")

    def bots(self, config: dict[str, Any], seed: int) -> dict[int, Any]:
        module = self.module()
        table = module.bots_for(config) if hasattr(module, "bots_for") else module.BOTS
        out = {}
        for seat, who in enumerate(config.get("seats") or []):
            name = who[4:] if isinstance(who, str) and who.startswith("bot:") else "default"
            factory = table.get(name) or table["default"]
            out[seat] = factory(seat, seed)
        return out


def variants(*, games: list[str] | None = None) -> list[Variant]:
    """Every playable game and scenario in the registry (``games``: only these ids)."""
    out: list[Variant] = []
    for entry in list(registry.GAMES.values()):
        if games is not None and entry.id not in games:
            continue
        try:
            module = entry.load()
        except registry.GameNotBuilt:
            continue
        spec = module.setup_spec() if hasattr(module, "setup_spec") else {}
        found: list[Variant] = []
        # the game's own contract, and nested ones (another rules profile of the game)
        for profile, sub in [(None, spec)] + [(k, v) for k, v in spec.items()
                                               if isinstance(v, dict) and "options" in v]:
            found += [Variant(entry.id, c[0], profile) for o in sub.get("options", [])
                      if o.get("id") == "scenario" for c in o.get("choices", [])]
        out += found or [Variant(entry.id)]
    return out


def find(game: str, scenario: str | None) -> Variant:
    """The registered variant of ``game`` and ``scenario`` (its rules profile found)."""
    for v in variants(games=[registry.get(game).id]):
        if v.scenario == scenario:
            return v
    return Variant(registry.get(game).id, scenario)


def next_action(state: State, bots: dict[int, Any], *, lean: bool = False) -> Action | None:
    """The action the table takes next: the chance step, the only choice, or a bot's.

    With ``lean`` a bot is given the observation without its drawing data where the game
    offers one (``observation(seat, detail=False)``, Mansions: every key but ``map``, what
    the games' own simulators give their bots); the bots choose the same, far cheaper."""
    seat = state.current_player()
    if seat == TERMINAL:
        return None
    if seat == CHANCE:
        return chance_step(state)
    legal = state.legal_actions(seat)
    if not legal:
        raise RuntimeError(f"seat {seat} has no legal action in a running game")
    if len(legal) == 1:
        return legal[0]
    if lean and _has_detail(type(state)):
        return bots[seat].choose(state.observation(seat, detail=False), legal)
    return bots[seat].choose(state.observation(seat), legal)


@functools.cache
def _has_detail(cls: type) -> bool:
    try:
        return "detail" in inspect.signature(cls.observation).parameters
    except (TypeError, ValueError):
        return False


def recorded_game(variant: Variant, seed: int, *, max_actions: int | None = None,
                  bot: str = "default") -> Recorder:
    """A bot game of ``variant`` from ``seed``, recorded (to the end, or ``max_actions``)."""
    config = variant.config(bot)
    rec = Recorder(variant.game, config, seed)
    bots = variant.bots(config, seed)
    while max_actions is None or len(rec.record.actions) < max_actions:
        act = next_action(rec.state, bots)
        if act is None:
            break
        rec.apply(act)
    return rec


def iter_variants(spec: str | None) -> Iterator[Variant]:
    """Variants named on a command line: ``all``/None, or ``game`` / ``game/scenario``
    separated by commas."""
    every = variants()
    if not spec or spec == "all":
        yield from every
        return
    wanted = [w.strip() for w in spec.split(",") if w.strip()]
    for w in wanted:
        found = [v for v in every if v.name == w or v.game == registry.get(w.split("/")[0]).id
                 and "/" not in w]
        if not found:
            raise ValueError(f"no game or scenario {w!r}; there are: "
                             f"{', '.join(v.name for v in every)}")
        yield from found
