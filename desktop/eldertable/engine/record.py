"""The game record and its replay.

A record is ``(format, game, config, seed, actions)``; with physical dice it also carries
the faces the players typed. Replaying it reproduces every state bit for bit, which saves,
autosave, undo, bug reports and the simulator all stand on. ``digests`` holds the state
digest after each action so ``eldertable replay --verify`` can name the first step that
differs.
"""

from __future__ import annotations

import copy
import importlib
import importlib.util
from dataclasses import dataclass, field
from typing import Any, Callable

from . import registry
from .chance import ChanceExhausted, ChanceSource, ReplayChance, SeededChance
from .protocol import Action, IllegalAction, State, action_from_json
from .safeio import one_line

RECORD_FORMAT = 2

DEBUG_KEY = "debug"
"""A config holding this key is a debug game's (a designer's, edited outside the rules):
its record may hold debug edits, actions with a ``debug_edit(state) -> events`` method
that the recorder and replays call instead of ``state.apply`` (games/<game>/debugplay.py).
The game's ``validate_config`` drops the key; the record keeps it."""


def is_debug(record_or_config: "GameRecord | dict[str, Any]") -> bool:
    config = getattr(record_or_config, "config", record_or_config)
    return isinstance(config, dict) and bool(config.get(DEBUG_KEY))


def debug_edits(record: "GameRecord") -> int:
    """How many of the record's entries are debug edits (by their JSON type)."""
    return sum(1 for raw in record.actions
               if isinstance(raw, dict) and str(raw.get("type", "")).startswith("Debug"))


def perform(state: State, act: Action, debug: bool = False):
    """``state.apply(act)``, or a debug edit's own ``debug_edit`` where ``debug`` allows it."""
    edit = getattr(act, "debug_edit", None)
    if edit is None:
        return state.apply(act)
    if not debug:
        raise IllegalAction("a debug edit belongs only in a debug game", act)
    return edit(state)


def _load_debug_support(module) -> None:
    """A debug record's edits are actions of the game's ``debugplay`` module."""
    name = module.__name__ + ".debugplay"
    try:
        found = importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        raise ReplayError("the record is a debug game's, and this game has no debug play")
    importlib.import_module(name)


class ReplayError(Exception):
    """A record that does not replay: an illegal action, a digest that differs, …
    The message is one line."""

    def __init__(self, message: object = "") -> None:
        super().__init__(one_line(message))


@dataclass
class GameRecord:
    game: str
    config: dict[str, Any]
    seed: int
    actions: list[dict[str, Any]] = field(default_factory=list)
    chance_mode: str = "seeded"
    dice_log: list[list[int]] | None = None
    digests: list[str] = field(default_factory=list)
    initial_digest: str = ""

    def to_json(self) -> dict[str, Any]:
        data = {
            "format": RECORD_FORMAT,
            "game": self.game,
            "config": self.config,
            "seed": self.seed,
            "chance_mode": self.chance_mode,
            "actions": self.actions,
            "initial_digest": self.initial_digest,
            "digests": self.digests,
        }
        if self.dice_log is not None:
            data["dice_log"] = self.dice_log
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "GameRecord":
        return cls(
            game=data["game"], config=data["config"], seed=data["seed"],
            actions=list(data["actions"]), chance_mode=data.get("chance_mode", "seeded"),
            dice_log=data.get("dice_log"), digests=list(data.get("digests", [])),
            initial_digest=data.get("initial_digest", ""),
        )


def new_state(game: str, config: dict[str, Any], seed: int,
              chance: ChanceSource | None = None) -> State:
    module = registry.get(game).load()
    return module.new_game(config, seed, chance)


def replay(record: GameRecord, *, verify: bool = False,
           upto: int | None = None,
           on_step: Callable[[int, State], None] | None = None,
           on_events: Callable[[int, int, list], None] | None = None) -> State:
    """Rebuild the state after ``upto`` actions (default: all).

    With ``verify`` every recorded digest must match, else ReplayError names the step.
    ``on_events(i, seat, events)`` hears the events of each step as they happened, with
    the seat that acted (CHANCE for a chance step): the story of the game, told again.
    """
    if record.chance_mode == "physical":
        chance: ChanceSource = ReplayChance(record.seed, record.dice_log or [])
    else:
        chance = SeededChance(record.seed)
    try:
        state = new_state(record.game, record.config, record.seed, chance)
    except (ValueError, KeyError, TypeError) as exc:
        raise ReplayError(f"the recorded settings cannot start a game: {exc}") from None
    except ChanceExhausted as exc:  # setup rolls or shuffles more than a tampered log holds
        raise ReplayError(f"the recorded dice cannot start a game: {exc}") from None
    if verify and record.initial_digest and state.digest() != record.initial_digest:
        raise ReplayError("the starting position differs from the one recorded")
    module = registry.get(record.game).load()
    game_id = getattr(module, "ACTION_NAMESPACE", record.game)
    debug = is_debug(record)
    if debug:
        _load_debug_support(module)
    steps = record.actions if upto is None else record.actions[:upto]
    for i, raw in enumerate(steps):
        try:
            act = action_from_json(game_id, raw)
        except ValueError as exc:  # "action 'PlaceCard' lacks …" -> "action 12 'PlaceCard' lacks …"
            msg = str(exc)
            raise ReplayError(f"action {i + 1} {msg[len('action '):]}" if msg.startswith("action '")
                              else f"action {i + 1}: {msg}") from None
        seat = state.current_player() if on_events is not None else 0
        try:
            events = perform(state, act, debug)
        except IllegalAction as exc:
            raise ReplayError(f"action {i + 1} is illegal at its step: {exc}") from None
        except Exception as exc:  # noqa: BLE001 - a tampered record must not crash us
            raise ReplayError(f"action {i + 1} cannot be applied: {exc}") from None
        if verify and i < len(record.digests) and state.digest() != record.digests[i]:
            raise ReplayError(f"the state after action {i + 1} differs from the one recorded")
        if on_events is not None:
            on_events(i, seat, list(events or ()))
        if on_step is not None:
            on_step(i, state)
    return state


class Recorder:
    """Applies actions to a state and keeps the record in step with it."""

    atomic = False
    """When True, ``apply`` is all or nothing (the app sets it; bulk tests need not pay)."""

    def __init__(self, game: str, config: dict[str, Any], seed: int,
                 chance: ChanceSource | None = None, *, atomic: bool = False) -> None:
        self.atomic = atomic
        self.chance = chance or SeededChance(seed)
        self.state = new_state(game, config, seed, self.chance)
        self.record = GameRecord(game, copy.deepcopy(config), seed,
                                 chance_mode="physical" if self.chance.kind == "physical"
                                 else "seeded",
                                 initial_digest=self.state.digest())
        if self.record.chance_mode == "physical":
            self.record.dice_log = self.chance.dice_log

    def apply(self, act: Action, backup: State | None = None, shared: bool = False):
        """Apply ``act`` and record it.

        With ``atomic``, a failure inside the rules (a scripted die that runs out, a person
        who cancels typing the faces of physical dice, a bug) restores the state as it
        was, so the game never goes on from a half-applied action. It costs a deep copy
        of the state per action, unless the caller hands one in (``backup``: a deep copy
        of the state as it is now, made ahead, as the window's bot worker does).
        ``shared``: the backup is kept by somebody else too (the window's undo step), so a
        failure puts a copy of it in place, never the backup itself.
        """
        debug = is_debug(self.record)
        if not self.atomic:
            events = perform(self.state, act, debug)
            self.record.actions.append(act.to_json())
            self.record.digests.append(self.state.digest())
            return events
        ask = getattr(self.state.chance, "ask", None)
        if backup is None:
            backup = copy.deepcopy(self.state, {id(ask): ask} if ask is not None else {})
        try:
            events = perform(self.state, act, debug)
        except BaseException:
            if shared:
                backup = copy.deepcopy(backup, {id(ask): ask} if ask is not None else {})
            self.state = backup
            self.chance = backup.chance
            if self.record.chance_mode == "physical":
                self.record.dice_log = backup.chance.dice_log
            raise
        self.record.actions.append(act.to_json())
        self.record.digests.append(self.state.digest())
        return events

    def truncate(self, n: int, state: State) -> None:
        """Undo: keep the first ``n`` actions and the state that belongs to them."""
        del self.record.actions[n:]
        del self.record.digests[n:]
        self.state = state
