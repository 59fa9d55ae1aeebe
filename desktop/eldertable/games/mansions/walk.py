"""The designer's walk through a scenario's map: the first room, investigators at the start
space, moves as the map allows them, Explore tokens that reveal what the scenario says.

No dice, no Keeper, no monsters' turns. It is a real protocol :class:`State` (one seat,
the designer) so the board view, the controller and undo work on it as on a game, but it
is not the Mansions game and is never registered as one: rule play comes from the rules
profiles.

* ``Move(figure, to)``: the active investigator moves up to two spaces, one adjacent
  space at a time, never through walls, impassable borders, or sealed, locked or
  barricaded doors, never into an unexplored room (MOM2-MOVE-1..4, FA-BORD-2). One action.
* ``Explore(figure)``: resolve the Explore token in the investigator's own space
  (MOM2-ACT-2): the scenario's events for that token run (see :mod:`.walkstory`). One
  action.
* ``EndTurn()``: the next investigator's turn; after the last one, a new round.

An investigator has two actions a turn (MOM2-TURN-2); Move may be taken twice (MOM2-GAP-5).
Entering a space runs the scenario's ``space-entered`` events the same way.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from ...engine.chance import SeededChance
from ...engine.messages import Msg, N_
from ...engine.protocol import Action, Event, IllegalAction, Result, State, action
from .jsonmodel import content_text
from .map.graph import Mover
from .map.observe import map_observation
from .map.reach import why_unreachable
from .scenario import LoadedScenario, load_scenario
from .walkstory import Story

GAME = "mansions-walk"
C = "mansions"
ACTIONS_PER_TURN = 2  # MOM2-TURN-2
MAX_INVESTIGATORS = 5


@action(GAME)
class Move:
    figure: str
    to: int


@action(GAME)
class Explore:
    figure: str


@action(GAME)
class EndTurn:
    pass


def default_config(scenario: str | Path, investigators: int = 2) -> dict[str, Any]:
    return {"scenario": str(scenario), "investigators": int(investigators)}


def new_game(config: dict[str, Any], seed: int = 0, chance=None) -> "WalkState":
    """A walk from a config of :func:`default_config` (protocol-shaped, not registered)."""
    state = new_walk(config["scenario"], config.get("investigators", 2))
    state.chance = chance or SeededChance(seed)
    return state


def new_walk(scenario: LoadedScenario | str | Path, investigators: int = 2) -> "WalkState":
    """Walk ``scenario`` (a loaded one, or a file that is loaded and checked) with
    ``investigators`` investigators (clamped to what the scenario allows)."""
    loaded = scenario if isinstance(scenario, LoadedScenario) else load_scenario(scenario)
    return WalkState(loaded, investigators)


class WalkState(State):
    game = GAME

    def __init__(self, scenario: LoadedScenario, investigators: int = 2):
        self.scenario = scenario
        self.layout = scenario.layout
        self.map = scenario.initial_map()
        self.chance = SeededChance(0)
        players = scenario.model.meta.investigators
        count = max(players.min, min(players.max, int(investigators), MAX_INVESTIGATORS))
        pool = scenario.model.content.investigators or sorted(scenario.catalog.investigators)
        self.investigators = [i for i in pool if i in scenario.catalog.investigators][:count]
        start = scenario.model.map.start
        for inv in self.investigators:
            self.map.place_figure(inv, "investigator", start)
        self.active = 0
        self.actions_left = ACTIONS_PER_TURN
        self.round = 1
        self.story = Story(scenario, len(self.investigators))
        self.story.fire_start(self.map)  # its words are the scenario's introduction's to tell

    # ---- protocol

    def num_seats(self) -> int:
        return 1

    def current_player(self) -> int:
        return 0

    def seat_label(self, seat: int) -> Msg:
        return Msg(N_(C, "The designer"), C)

    def result(self) -> Result | None:
        return None

    @property
    def active_figure(self) -> str:
        return self.investigators[self.active]

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if seat not in (None, 0):
            return []
        out: list[Action] = []
        fig = self.active_figure
        if self.actions_left > 0:
            out += [Move(fig, to) for to in sorted(self.map.move_options(fig))]
            if self.map.has_token(self.map.figures[fig].space, "explore"):
                out.append(Explore(fig))
        out.append(EndTurn())
        return out

    def apply(self, act: Action) -> list[Event]:
        if isinstance(act, Move):
            return self._move(act)
        if isinstance(act, Explore):
            return self._explore(act)
        if isinstance(act, EndTurn):
            return self._end_turn()
        raise IllegalAction(Msg(N_(C, "A map walk has no such action."), C), act)

    def observation(self, seat: int | None) -> dict[str, Any]:
        names = self.names()
        labels = {t.id: content_text(t.label) for t in self.scenario.model.map.tokens
                  if t.label}
        return {
            "map": map_observation(self.layout, self.map, seat, names=names, labels=labels),
            "title": self.scenario.title.to_json(),
            "investigators": [{"id": i, "name": names[i].to_json()} for i in self.investigators],
            "active": self.active_figure,
            "actions_left": self.actions_left,
            "round": self.round,
        }

    def prompt(self, seat: int) -> Msg | None:
        name = self.names()[self.active_figure]
        if self.actions_left == 0:
            return Msg(N_(C, "{name} has no actions left: end the turn."), C, name=name)
        return Msg(N_(C, "{name}: {n} of 2 actions left. Drag {name} to move, or end the turn."),
                   C, name=name, n=self.actions_left)

    def snapshot(self) -> dict[str, Any]:
        return {"scenario": self.scenario.model.meta.id, "map": self.map.to_json(),
                "investigators": list(self.investigators), "active": self.active,
                "actions_left": self.actions_left, "round": self.round,
                "story": self.story.snapshot()}

    def __deepcopy__(self, memo: dict) -> "WalkState":
        # The scenario and its layout never change: copies share them.
        memo[id(self.scenario)] = self.scenario
        memo[id(self.layout)] = self.layout
        new = self.__class__.__new__(self.__class__)
        memo[id(self)] = new
        for key, value in self.__dict__.items():
            setattr(new, key, copy.deepcopy(value, memo))
        return new

    # ---- names

    def names(self) -> dict[str, Msg]:
        cat = self.scenario.catalog
        out = {i: content_text(cat.investigators[i].name) for i in self.investigators}
        for m in self.scenario.model.map.monsters:
            out[m.id] = content_text(m.name or cat.monsters[m.monster].name)
        return out

    # ---- actions

    def _move(self, act: Move) -> list[Event]:
        self._check_move(act)
        fig = self.map.figures[act.figure]
        path = self.map.move_graph(fig.mover).path(fig.space, act.to)
        report = self.map.move_figure(act.figure, act.to)
        self.actions_left -= 1
        room = self.layout.room_of(act.to)
        events = [Event("move", Msg(N_(C, "{name} moves to {room}."), C,
                                    name=self.names()[act.figure], room=content_text(room.name)),
                        {"figure": act.figure, "from": report.origin, "to": act.to,
                         "path": path, "new_room": report.new_room})]
        return events + self.story.fire_entered(self.map, act.to)

    def _check_move(self, act: Move) -> None:
        names = self.names()
        fig = self.map.figures.get(act.figure) if isinstance(act.figure, str) else None
        if fig is None:
            raise IllegalAction(Msg(N_(C, "There is no such figure on the map."), C), act)
        if fig.kind != "investigator":
            raise IllegalAction(Msg(N_(C, "Monsters do not move in a map walk."), C), act)
        if act.figure != self.active_figure:
            raise IllegalAction(Msg(N_(C, "It is {name}'s turn."), C,
                                    name=names[self.active_figure]), act)
        if self.actions_left <= 0:
            raise IllegalAction(Msg(N_(C, "{name} has no actions left: end the turn."), C,
                                    name=names[act.figure]), act)
        to = act.to
        if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to < len(self.layout.spaces):
            raise IllegalAction(Msg(N_(C, "There is no such space on the map."), C), act)
        if not self.map.is_revealed(to):
            raise IllegalAction(Msg(N_(C, "That room is not explored yet."), C), act)
        if to == fig.space:
            raise IllegalAction(Msg(N_(C, "{name} is already there."), C, name=names[act.figure]), act)
        if to in self.map.move_options(act.figure):
            return
        raise IllegalAction(self._why_unreachable(fig.space, to, fig.mover), act)

    def _why_unreachable(self, origin: int, to: int, mover: Mover) -> Msg:
        """What stops a move (:func:`.map.reach.why_unreachable`)."""
        return why_unreachable(self.map, self.layout, origin, to, mover)

    def _explore(self, act: Explore) -> list[Event]:
        names = self.names()
        if act.figure != self.active_figure:
            raise IllegalAction(Msg(N_(C, "It is {name}'s turn."), C,
                                    name=names[self.active_figure]), act)
        if self.actions_left <= 0:
            raise IllegalAction(Msg(N_(C, "{name} has no actions left: end the turn."), C,
                                    name=names[act.figure]), act)
        space = self.map.figures[act.figure].space
        tokens = self.map.tokens_at(space, "explore")
        if not tokens:
            raise IllegalAction(Msg(N_(C, "There is no Explore token in {name}'s space."), C,
                                    name=names[act.figure]), act)
        self.actions_left -= 1
        events = [Event("explore", Msg(N_(C, "{name} explores."), C, name=names[act.figure]),
                        {"figure": act.figure, "token": tokens[0].id})]
        return events + self.story.fire_token(self.map, tokens[0].id)

    def _end_turn(self) -> list[Event]:
        self.active += 1
        if self.active >= len(self.investigators):
            self.active = 0
            self.round += 1
        self.actions_left = ACTIONS_PER_TURN
        return [Event("turn", Msg(N_(C, "{name}'s turn."), C, name=self.names()[self.active_figure]),
                      {"active": self.active_figure, "round": self.round})]
