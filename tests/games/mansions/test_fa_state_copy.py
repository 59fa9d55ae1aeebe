"""A first-edition state copies itself for the app's atomic apply and for undo (DESIGN.md,
the game protocol): the frame a pending question waits on must follow into the copy, whether
it still sits on the work stack or was already taken off it (the reliability kill run found
a copy that failed when it was not on the stack)."""

from __future__ import annotations

import copy

from eldertable.games.mansions.first import new_game, validate_config


def state():
    cfg = validate_config({"players": 1, "seats": ["human", "bot:keeper"],
                           "investigators": ["julian-fairweather"],
                           "options": {"scenario": "wardens-garden", "story_choice": "a"}})
    return new_game(cfg, 3)


def test_a_pending_frame_on_the_work_stack_is_the_copy_s_own_frame():
    s = state()
    frame = ["fx", 0, [], 0, {"x": [1]}]
    s.work.append(frame)
    s._pending_frame = frame
    c = copy.deepcopy(s)
    assert c._pending_frame is c.work[-1] and c._pending_frame is not frame
    c._pending_frame[-1]["x"].append(2)  # the copy's frame is its own
    assert frame[-1]["x"] == [1]


def test_a_pending_frame_off_the_work_stack_is_copied_on_its_own():
    s = state()
    frame = ["either", 0, ["a", "b"], None]
    s._pending_frame = frame  # asked about, then taken off the stack
    c = copy.deepcopy(s)
    assert c._pending_frame == frame and c._pending_frame is not frame
    assert all(f is not c._pending_frame for f in c.work)
