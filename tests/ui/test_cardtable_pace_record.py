"""Animation never changes the game: a whole game on each card table, played through the
table (a person's seat driven by a seeded bot's choices, the other seat a bot), gives the
same record at the fastest pace and step by step; and a paced bot turn on the Magnum Opus
table is shown one action at a time, with Skip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from eldertable.ui import pace

TERMINAL = -2


@pytest.fixture
def restore_pace():
    before = pace.pace()
    yield
    pace.set_pace(before)


def _whole_game(window, qtbot, game: str, seed: int, limit: int = 400):
    """Play ``game`` to its end through the table: seat 0 a person whose choices a seeded
    default bot makes, seat 1 the default bot. Returns the record's actions."""
    if game == "magnum-opus":
        from eldertable.games.magnum_opus import BOTS, make_config

        config = make_config(["human", "bot:default"])
    else:
        from eldertable.games.miskatonic import BOTS, make_config

        config = make_config(["human", "bot:default"], {})
    c = window.controller
    c.new_game(game, config, seed)
    chooser = BOTS["default"](0, seed)
    view = window.table
    steps = 0
    while steps < limit:
        qtbot.waitUntil(lambda: not c.busy(), timeout=30000)
        if c.current_player() == TERMINAL:
            break
        if c.current_player() != 0:
            continue
        if window.handoff.covered():
            window.handoff.reveal()
        legal = c.legal_actions(0)
        act = legal[0] if len(legal) == 1 else chooser.choose(c.observation(0), legal)
        assert view.apply(act)  # a person's action: the table first catches up
        steps += 1
    assert c.current_player() == TERMINAL, f"{game}: no end after {steps} actions"
    view.pacer.flush()
    return list(c.record.actions)


@pytest.mark.parametrize("game,seed", [("magnum-opus", 3), ("miskatonic", 4)])
def test_the_pace_never_changes_the_record(window, qtbot, restore_pace, game, seed):
    pace.set_pace("instant")
    fastest = _whole_game(window, qtbot, game, seed)
    window.controller.close_game()
    pace.set_pace("step")
    stepped = _whole_game(window, qtbot, game, seed)
    assert window.table.pacer.shown > 0  # step by step, the bot's actions were shown
    assert stepped == fastest


def test_a_bot_turn_is_shown_one_action_at_a_time(window, qtbot, restore_pace):
    from eldertable.games.magnum_opus import make_config

    pace.set_pace("step")
    c = window.controller
    c.new_game("magnum-opus", make_config(["bot:default", "human"]), 2)
    view = window.table
    qtbot.waitUntil(lambda: view.pacing() and not c.busy(), timeout=30000)
    banner = view.pacer.banner
    assert banner.isVisible() and banner.title.text().endswith("(a bot) plays")
    assert banner.text.text()
    # The table waits for Continue: nothing is offered meanwhile, the bot's actions done.
    assert not view.legal and not view.bar.buttons
    assert view.bar.prompt.text().startswith("Showing what")
    lines = [banner.text.text()]
    geometry = banner.next_button.geometry()
    for _ in range(6):
        if not view.pacing():
            break
        qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
        if view.pacing():
            lines.append(banner.text.text())
            assert banner.next_button.geometry() == geometry  # it stays under the mouse
    assert len(lines) > 1
    if view.pacing():
        qtbot.mouseClick(banner.skip_button, Qt.MouseButton.LeftButton)
    assert not view.pacing() and not banner.isVisible()
    if c.current_player() == 1:
        assert view.legal == c.legal_actions(1) and view.bar.buttons
