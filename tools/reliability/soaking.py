"""One soak game: bots play a variant to the end into a game record (the app's Recorder
starts it), the invariants are checked after every action, and the record is replayed
from its JSON alone, as a loaded save is, in step with the game: after every action the
replayed state must be the live one.

Cost. A soak game used to cost 4 to 20 plain games, mostly in state digests (the
recorder's after every action and the verified replay's again: a JSON text of the whole
state each) and in card counting. Now the replay is compared with the live game by
snapshot equality after every action (C-level compare of the plain data the digest is
made of; when they differ the digests decide, so a list that is a tuple on the other side
is no difference, as in the digest), and by digest every ``DIGEST_EVERY`` actions and at
the end (which also catches what equality cannot see, 1 against 1.0 or True). The
all-seeing observation is built once per check and read by every check; see
invariants.py for the cheap checks. Bots are given the lean observation where a game has
one (``next_action(lean=True)``: Mansions' bots choose the same without the map's drawing
data, which cost nine tenths of a plain game); the full ones are checked as before.
Whether every observation (each seat's and the all-seeing one) is plain JSON is checked
every ``SEAT_CHECK_EVERY`` actions and at the end: a JSON encoding of a first-edition
observation (45 KB with the map) costs more than playing the action, and the rules
invariants, which read the all-seeing observation, still run after every action.
"""

from __future__ import annotations

import time
import traceback
from typing import Any, Callable

from eldertable.engine import registry
from eldertable.engine.chance import SeededChance
from eldertable.engine.protocol import IllegalAction, State, action_from_json
from eldertable.engine.record import GameRecord, Recorder, is_debug, new_state, perform

from .games import Variant, next_action
from .invariants import Invariants

MAX_ACTIONS = 200_000
SEAT_CHECK_EVERY = 20  # every observation is JSON-checked every 20th action (and last)
DIGEST_EVERY = 50  # the replay's and the game's digests are compared every 50th action


class Mirror:
    """The record replayed beside the live game, one recorded action at a time, the way
    ``engine.record.replay`` replays a save (a fresh seeded state, the action's JSON)."""

    def __init__(self, record: GameRecord) -> None:
        module = registry.get(record.game).load()
        self.namespace = getattr(module, "ACTION_NAMESPACE", record.game)
        self.debug = is_debug(record)
        self.state = new_state(record.game, record.config, record.seed,
                               SeededChance(record.seed))
        self.steps = 0
        self.broken = self.state.digest() != record.initial_digest

    def start_problem(self) -> str | None:
        return "the replay starts from another position" if self.broken else None

    def step(self, raw: dict[str, Any], live: State, *, digests: bool = False) -> str | None:
        """Replay the recorded ``raw`` action; what is wrong, or None. After a problem the
        mirror stops (the states have parted; one message says where)."""
        if self.broken:
            return None
        self.steps += 1
        n = self.steps
        problem = None
        try:
            act = action_from_json(self.namespace, raw)
            perform(self.state, act, self.debug)
        except ValueError as exc:
            problem = f"the recorded action {n} does not load: {exc}"
        except IllegalAction as exc:
            problem = f"the recorded action {n} is illegal when replayed: {exc}"
        except Exception as exc:  # noqa: BLE001 - a record that does not replay is a finding
            problem = f"the recorded action {n} cannot be replayed: {type(exc).__name__}: {exc}"
        else:
            if (digests or self.state.snapshot() != live.snapshot()) and \
                    self.state.digest() != live.digest():
                problem = f"the replay differs from the game after action {n}"
        self.broken = problem is not None
        return problem


def soak_game(variant: Variant, seed: int, bot: str = "default", *,
              tamper: Callable[[int, State], None] | None = None,
              stop_after: int | None = None) -> dict[str, Any]:
    """``{"actions", "violations": [...], "exception": str | None, "cpu": seconds}``.

    For tests: ``tamper(actions, state)`` may break the live state after each action,
    before the checks, to prove that they catch it; ``stop_after`` ends the game there
    (checked as every other, the end's checks included)."""
    started = time.process_time()
    violations: list[str] = []
    actions = 0
    try:
        config = variant.config(bot)
        rec = Recorder(variant.game, config, seed)
        state = rec.state
        bots = variant.bots(config, seed)
        inv = Invariants(variant.game, state)
        mirror = Mirror(rec.record)
        violations += [f"at the start: {v}" for v in inv.check(state)]
        if mirror.start_problem():
            violations.append(f"at the start: {mirror.start_problem()}")
        debug = is_debug(rec.record)
        while actions < MAX_ACTIONS:
            if stop_after is not None and actions >= stop_after:
                break
            act = next_action(state, bots, lean=True)
            if act is None:
                break
            raw = act.to_json()
            perform(state, act, debug)  # what Recorder.apply does, less its digest
            rec.record.actions.append(raw)
            actions += 1
            if tamper is not None:
                tamper(actions, state)
            found = inv.check(state, seats_too=actions % SEAT_CHECK_EVERY == 0)
            problem = mirror.step(raw, state, digests=actions % DIGEST_EVERY == 0)
            if problem is not None:
                found.append(problem)
            violations += [f"after action {actions} ({raw}): {v}" for v in found]
            if len(violations) > 20:
                break
        else:
            violations.append(f"the game did not end within {MAX_ACTIONS} actions")
        violations += [f"at the end: {v}" for v in inv.check(state)]
        if not mirror.broken and mirror.steps == actions and \
                mirror.state.digest() != state.digest():
            violations.append("the record replays to another final digest")
    except Exception as exc:  # noqa: BLE001 - counted and reported, the soak goes on
        tail = traceback.format_exc().strip().splitlines()[-3:]
        return {"actions": actions, "violations": violations, "cpu": time.process_time() - started,
                "exception": f"{type(exc).__name__}: {exc} | {' / '.join(tail)}"}
    return {"actions": actions, "violations": violations, "exception": None,
            "cpu": time.process_time() - started}
