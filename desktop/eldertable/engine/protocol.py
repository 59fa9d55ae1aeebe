"""The game protocol every game follows (DESIGN.md, "The game protocol").

A game module exposes ``new_game(config, seed, chance=None) -> State``. A state answers
``current_player()``, ``legal_actions(seat)``, ``apply(action) -> list[Event]``,
``observation(seat)`` and ``result()``. ``apply`` is the only way state changes; an illegal
action raises :class:`IllegalAction` and changes nothing.

Chance is explicit: every die and every shuffle goes through ``state.chance`` (a
:class:`~eldertable.engine.chance.ChanceSource`). When the rules wait for a roll that the
players trigger (a "roll" button), ``current_player()`` returns :data:`CHANCE` and the only
legal action is the game's roll action; the chance source decides the faces.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import types
import typing
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .messages import Msg, N_
from .safeio import json_kind

CHANCE = -1
"""current_player() when the next step is a roll or draw that no seat chooses."""
TERMINAL = -2
"""current_player() when the game is over."""


class IllegalAction(Exception):
    """An action that the rules do not allow now. The state is unchanged."""

    def __init__(self, reason: Msg | str, action: Any = None):
        self.reason = reason if isinstance(reason, Msg) else Msg.verbatim(str(reason))
        self.action = action
        super().__init__(self.reason.render())


# --------------------------------------------------------------------------- actions


class Action(ABC):
    """Base of every action: a small frozen dataclass, serialisable to JSON.

    Subclasses are declared with :func:`action`, which registers them under a type name in
    their game's namespace so that records can be read back.
    """

    TYPE: ClassVar[str] = ""
    GAME: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        data = {"type": self.TYPE}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            data[f.name] = _jsonable(getattr(self, f.name))
        return data


_ACTIONS: dict[str, dict[str, type[Action]]] = {}


def action(game: str, type_name: str | None = None):
    """Class decorator: make ``cls`` a frozen dataclass action of ``game``."""

    def wrap(cls):
        cls = dataclass(frozen=True, slots=True)(cls) if not dataclasses.is_dataclass(cls) else cls
        cls.TYPE = type_name or cls.__name__
        cls.GAME = game
        if not issubclass(cls, Action):
            cls.to_json = Action.to_json
            Action.register(cls)
        _ACTIONS.setdefault(game, {})[cls.TYPE] = cls
        return cls

    return wrap


def action_from_json(game: str, data: Any) -> Action:
    """Rebuild an action of ``game`` from its JSON form; ValueError on anything foreign."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("an action must be an object with a 'type'")
    cls = _ACTIONS.get(game, {}).get(data["type"])
    if cls is None:
        raise ValueError(f"unknown action type {data['type']!r} for game {game!r}")
    kwargs = {}
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for key, value in data.items():
        if key == "type":
            continue
        if key not in fields:
            raise ValueError(f"action {data['type']!r} has no field {key!r}")
        wrong = _wrong_kind(value, _field_types(cls).get(key))
        if wrong:
            raise ValueError(f"action {data['type']!r}: field {key!r} must be {wrong}, "
                             f"not {json_kind(value)}")
        kwargs[key] = _from_jsonable(value)
    for name, f in fields.items():
        if name not in kwargs and f.default is dataclasses.MISSING \
                and f.default_factory is dataclasses.MISSING:
            raise ValueError(f"action {data['type']!r} lacks its field {name!r}")
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise ValueError(f"action {data['type']!r}: {exc}") from None


@functools.lru_cache(maxsize=None)
def _field_types(cls: type) -> dict[str, Any]:
    try:
        return typing.get_type_hints(cls)
    except Exception:  # noqa: BLE001 - an annotation we cannot resolve is not checked
        return {}


_WORDS = {str: "text", int: "a whole number", bool: "true or false", float: "a number",
          tuple: "a list", list: "a list"}
_MANY = {str: "texts", int: "whole numbers", bool: "true or false values", float: "numbers"}


def _wrong_kind(value: Any, hint: Any) -> str:
    """What ``value`` (as JSON gave it) should have been for a field typed ``hint``, in
    words; "" when it fits (or the type is not one we check)."""
    if hint is None or hint is Any:
        return ""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        wrongs = [_wrong_kind(value, h) for h in options]
        return "" if any(w == "" for w in wrongs) else " or ".join(wrongs)
    if hint is type(None):
        return "" if value is None else "null"
    if origin in (tuple, list):
        if not isinstance(value, list):
            return "a list"
        args = [a for a in typing.get_args(hint) if a is not Ellipsis]
        if len(args) == 1:
            if any(_wrong_kind(v, args[0]) for v in value):
                return f"a list of {_MANY.get(args[0], 'values of one kind')}"
        return ""
    kind = _WORDS.get(hint)
    if kind is None:
        return ""
    if hint is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    elif hint in (tuple, list):
        ok = isinstance(value, list)
    elif hint is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, hint)
    return "" if ok else kind


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(_jsonable(v) for v in value)
    return value


def _from_jsonable(value: Any) -> Any:
    # Lists in action JSON are tuples in the frozen dataclass.
    if isinstance(value, list):
        return tuple(_from_jsonable(v) for v in value)
    return value


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Event:
    """Plain data the view animates and the log prints.

    ``text`` is what the seats in ``visible_to`` (all seats when None) read in the log;
    ``public_text`` is what every other seat reads (None: they read nothing). ``data`` is
    for views and must not hold anything hidden from a seat outside ``visible_to``.
    ``chance`` marks events that came from dice or draws; ``reveal`` marks hidden things
    made known. Undo never crosses either.
    """

    kind: str
    text: Msg | None = None
    data: dict[str, Any] = field(default_factory=dict)
    visible_to: frozenset[int] | None = None
    public_text: Msg | None = None
    chance: bool = False
    reveal: bool = False

    def text_for(self, seat: int | None) -> Msg | None:
        """The log line that ``seat`` may read (None: an all-seeing spectator/designer)."""
        if self.visible_to is None or seat is None or seat in self.visible_to:
            return self.text
        return self.public_text

    def data_for(self, seat: int | None) -> dict[str, Any]:
        if self.visible_to is None or seat is None or seat in self.visible_to:
            return self.data
        return {}


# --------------------------------------------------------------------------- result


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: the winning side(s) and optional scores/extras."""

    winners: tuple[str, ...]
    reason: Msg | None = None
    scores: dict[str, float] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


# --------------------------------------------------------------------------- state


class State(ABC):
    """One game in progress. Subclasses hold plain data so that ``copy.deepcopy`` works."""

    game: ClassVar[str] = ""

    chance: Any  # ChanceSource, set by new_game

    # Whether moves are told: a loud state's ``apply`` returns events, with the words for
    # the log and the table. A simulation or a bot's look-ahead calls :meth:`quiet`, and
    # every place that would build an event first checks ``self.loud``, so a quiet game
    # builds no words at all. This is the one way any game silences its events.
    loud: bool = True

    @abstractmethod
    def current_player(self) -> int:
        """The seat that acts next, or CHANCE or TERMINAL."""

    @abstractmethod
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Actions ``seat`` (default: the current player) may take now."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Apply one legal action; raise IllegalAction (and change nothing) otherwise."""

    @abstractmethod
    def observation(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see, as JSON-able data; ``None`` is the all-seeing view
        reserved for designers' debug mode and tests. Views and bots read only this."""

    @abstractmethod
    def result(self) -> Result | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The whole state as canonical JSON-able data (hidden parts included), for digests."""

    # ---- shared helpers

    def seats(self) -> list[int]:
        return list(range(self.num_seats()))

    def num_seats(self) -> int:  # pragma: no cover - games override
        return 1

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def digest(self) -> str:
        """A short stable hash of the whole state: replays must reproduce it bit for bit."""
        return state_digest(self.snapshot())

    def seat_label(self, seat: int) -> Msg:
        return Msg(N_("engine", "Seat {n}"), n=seat + 1)

    # True when every seat is shown the same things (a cooperative game that hides
    # nothing between its seats). False, the safe default: a seat may hide something
    # from another, so a shared screen covers the table between two people and undo
    # never goes back past the moment the mouse passed (ui/handoff.py, ui/controller.py).
    shared_view: ClassVar[bool] = False

    def same_view(self, seat: int, other: int) -> bool:
        """Whether ``seat`` and ``other`` are shown the same (one person could sit in
        for both without learning anything)."""
        return seat == other or self.shared_view

    def prompt(self, seat: int) -> Msg | None:
        """What ``seat`` may do now, in words, for the status bar."""
        return None

    def quiet(self) -> "State":
        """Stop telling the moves (simulations, look-ahead): ``apply`` then returns []."""
        self.loud = False
        return self


def state_digest(snapshot: Any) -> str:
    blob = json.dumps(snapshot, sort_keys=True, separators=(",", ":"), default=_default)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:16]


def _default(value: Any) -> Any:
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, Msg):
        return value.to_json()
    if dataclasses.is_dataclass(value):
        return dataclasses.asdict(value)
    raise TypeError(f"not JSON-able in a snapshot: {type(value).__name__}")
