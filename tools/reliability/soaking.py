"""One soak game: bots play a variant to the end through a Recorder (as the app does),
the invariants are checked after every action, and the record must replay, verified
step by step, to the same final digest."""

from __future__ import annotations

import time
import traceback
from typing import Any

from eldertable.engine.record import Recorder, replay

from .games import Variant, next_action
from .invariants import Invariants

MAX_ACTIONS = 200_000
SEAT_CHECK_EVERY = 7  # every seat's observation is serialised every 7th action (and last)


def soak_game(variant: Variant, seed: int, bot: str = "default") -> dict[str, Any]:
    """``{"actions", "violations": [...], "exception": str | None, "cpu": seconds}``."""
    started = time.process_time()
    violations: list[str] = []
    actions = 0
    try:
        config = variant.config(bot)
        rec = Recorder(variant.game, config, seed)
        bots = variant.bots(config, seed)
        inv = Invariants(variant.game, rec.state)
        violations += [f"at the start: {v}" for v in inv.check(rec.state)]
        while actions < MAX_ACTIONS:
            act = next_action(rec.state, bots)
            if act is None:
                break
            rec.apply(act)
            actions += 1
            found = inv.check(rec.state, seats_too=actions % SEAT_CHECK_EVERY == 0)
            violations += [f"after action {actions} ({act.to_json()}): {v}" for v in found]
            if len(violations) > 20:
                break
        else:
            violations.append(f"the game did not end within {MAX_ACTIONS} actions")
        violations += [f"at the end: {v}" for v in inv.check(rec.state)]
        again = replay(rec.record, verify=True)
        if again.digest() != rec.state.digest():
            violations.append("the record replays to another final digest")
    except Exception as exc:  # noqa: BLE001 - counted and reported, the soak goes on
        tail = traceback.format_exc().strip().splitlines()[-3:]
        return {"actions": actions, "violations": violations, "cpu": time.process_time() - started,
                "exception": f"{type(exc).__name__}: {exc} | {' / '.join(tail)}"}
    return {"actions": actions, "violations": violations, "exception": None,
            "cpu": time.process_time() - started}
