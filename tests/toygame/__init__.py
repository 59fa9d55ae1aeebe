"""A tiny game that proves the kernel: Pig with a hidden card (tests only).

Two seats race to 20 points. On its turn a seat may ``Roll`` (a d6: 1 loses the turn's
points and passes the turn, else the face adds to the turn total) or ``Hold`` (bank the
turn total, pass). Each seat also holds a secret card drawn from a small deck at the start;
a seat may ``Peek`` at nothing but its own. ``Roll`` goes through a CHANCE node so that the
driver sees chance as its own actor.
"""

from __future__ import annotations

from eldertable.engine import registry
from eldertable.engine.bots import Bot, RandomBot, play_out
from eldertable.engine.chance import SeededChance
from eldertable.engine.decks import Table
from eldertable.engine.houserules import HouseRule, setup_entries
from eldertable.engine.messages import Msg
from eldertable.engine.protocol import (CHANCE, TERMINAL, Event, IllegalAction, Result,
                                        State, action)

GAME = "toy"
TARGET = 20


@action(GAME)
class Roll:
    seat: int


@action(GAME)
class Hold:
    seat: int


@action(GAME)
class ThrowDie:
    pass


class ToyState(State):
    game = GAME

    def __init__(self, config, seed, chance):
        self.chance = chance or SeededChance(seed)
        self.config = dict(config)
        self.house_rules = dict(self.config.get("house_rules", {}))
        self.target = int(self.config.get("options", {}).get("target", TARGET))
        self.scores = [0, 0]
        self.turn_total = 0
        self.to_move = 0
        self.rolling = False
        self.table = Table()
        self.table.add_pile("deck", [f"c{i}" for i in range(6)], "down")
        self.table.shuffle("deck", self.chance)
        for seat in (0, 1):
            self.table.add_pile(f"hand{seat}", face="owner", owner=seat)
            self.table.draw("deck", f"hand{seat}", 1)

    def num_seats(self):
        return 2

    def current_player(self):
        if max(self.scores) >= self.target:
            return TERMINAL
        return CHANCE if self.rolling else self.to_move

    def legal_actions(self, seat=None):
        cur = self.current_player()
        seat = cur if seat is None else seat
        if cur == TERMINAL or seat != cur:
            return []
        if cur == CHANCE:
            return [ThrowDie()]
        if self.turn_total == 0 and not self.house_rules.get("TOY-GAP-1", True):
            return [Roll(seat)]
        return [Roll(seat), Hold(seat)]

    def apply(self, act):
        if act not in self.legal_actions(self.current_player()):
            raise IllegalAction(Msg("Not now."), act)
        if isinstance(act, Roll):
            self.rolling = True
            return [Event("roll-wanted", Msg("{p} rolls.", p=act.seat + 1))]
        if isinstance(act, ThrowDie):
            self.rolling = False
            face = self.chance.die(6)
            if face == 1:
                self.turn_total = 0
                self.to_move = 1 - self.to_move
            else:
                self.turn_total += face
            return [Event("die", Msg("The die shows {f}.", f=face),
                          {"faces": [face], "dice": [face], "sides": 6}, chance=True)]
        self.scores[act.seat] += self.turn_total
        self.turn_total = 0
        self.to_move = 1 - self.to_move
        return [Event("hold", Msg("Seat {p} holds.", p=act.seat + 1))]

    def observation(self, seat):
        return {"scores": list(self.scores), "turn_total": self.turn_total,
                "to_move": self.to_move, "piles": self.table.view(seat)}

    def result(self):
        if max(self.scores) < self.target:
            return None
        return Result((f"seat{self.scores.index(max(self.scores))}",))

    def snapshot(self):
        return {"scores": self.scores, "turn": self.turn_total, "to_move": self.to_move,
                "rolling": self.rolling, "piles": self.table.to_json(),
                "chance": self.chance.count}


def new_game(config, seed, chance=None):
    return ToyState(config, seed, chance)


# The toy game's house rules, in the engine's one model like every game's.
HOUSE_RULES = (HouseRule(id="TOY-GAP-1", title="Hold with nothing",
                         description="A player may hold with a turn total of 0.", type="bool",
                         default=True),)


def default_config(**options):
    return {"seats": ["human", "bot"]}


def setup_spec():
    """What the app's setup dialog offers (tests of the shell use it)."""
    return {
        "seats": [{"id": "first", "label": Msg("First player", "toy"), "default": "human"},
                  {"id": "second", "label": Msg("Second player", "toy"), "default": "bot"}],
        "bots": {"random": Msg("Random", "toy"), "default": Msg("Greedy", "toy")},
        "house_rules": setup_entries(HOUSE_RULES, "toy"),
        "options": [{"id": "target", "title": Msg("Points to win", "toy"),
                     "description": Msg("The first to bank this many points wins.", "toy"),
                     "type": "int", "default": TARGET, "min": 5, "max": 100},
                    {"id": "pace", "title": Msg("Pace", "toy"),
                     "description": Msg("A choice the toy game ignores.", "toy"),
                     "type": "choice", "default": "calm",
                     "choices": [["calm", Msg("Calm", "toy")], ["brisk", Msg("Brisk", "toy")]]}],
    }


def make_config(seats, house_rules, options):
    if len(seats) != 2:
        raise ValueError("the toy game has two seats")
    return {"seats": list(seats), "house_rules": dict(house_rules), "options": dict(options)}


class GreedyBot(Bot):
    name = "default"

    def choose(self, observation, legal):
        want_roll = observation["turn_total"] < 6
        for act in legal:
            if isinstance(act, Roll) == want_roll:
                self.explain = [f"turn total {observation['turn_total']}"]
                return act
        return legal[0]


BOTS = {"random": RandomBot, "default": GreedyBot}


def simulate_one(options, seed):
    state = new_game(default_config(), seed)
    bots = {s: BOTS[options.get("bots", "default")](s, seed) for s in (0, 1)}
    n = play_out(state, bots)
    return {"winners": list(state.result().winners), "rounds": n // 2, "actions": n,
            "extras": {"scores": {"total": sum(state.scores)}}}


def install():
    """Register the toy game the way every game is: from the game.json beside this file."""
    return registry.declare(__name__)


def played(steps: int, config: dict | None = None, seed: int = 11):
    """A Recorder of a toy game, ``steps`` moves in, both seats played by random bots."""
    from eldertable.engine.bots import chance_step
    from eldertable.engine.record import Recorder

    rec = Recorder("toy", {} if config is None else config, seed)
    bots = {0: RandomBot(0, 1), 1: RandomBot(1, 1)}
    for _ in range(steps):
        s = rec.state
        p = s.current_player()
        rec.apply(chance_step(s) if p == CHANCE else bots[p].choose(s.observation(p),
                                                                    s.legal_actions(p)))
    return rec
