"""A bot's turn on the Magnum Opus table, followed step by step with the banner's Continue
button: the bar and the window's status line name the bot whose actions are shown until the
last of them, never the person whose turn comes next (issue 25: seen under Xvfb, the last
beat of Alchemist 2's turn said "Showing what Alchemist 1 did…")."""

from __future__ import annotations

from PySide6.QtCore import Qt


def test_every_beat_of_a_bot_turn_names_the_bot(window, qtbot, step):
    from eldertable.games.magnum_opus import make_config

    c = window.controller
    c.new_game("magnum-opus", make_config(["bot:default", "human"]), 2)
    view = window.table
    qtbot.waitUntil(lambda: view.pacing() and not c.busy(), timeout=30000)
    banner = view.pacer.banner
    assert banner.title.text() == "Alchemist 1 (a bot) plays"
    said = []
    for _ in range(40):
        if not view.pacing():
            break
        said.append((banner.text.text(), view.bar.prompt.text(), window.prompt_label.text()))
        qtbot.mouseClick(banner.next_button, Qt.MouseButton.LeftButton)
    assert not view.pacing() and len(said) > 1
    # the bot's last beat is there: its turn ends and the person's begins
    assert any("Turn of Alchemist 2" in text for text, _bar, _status in said)
    for text, bar, status in said:
        assert bar == "Showing what Alchemist 1 did\u2026", (text, bar)
        assert status == bar, (text, status)
    # caught up, the person is asked
    assert c.current_player() == 1
    assert not view.bar.prompt.text().startswith("Showing what")


def test_the_status_line_tells_the_winner_once_the_last_moves_are_seen(window, qtbot, step):
    """Under Xvfb the status line said "Game over. Winner: Alchemist 1" while the bot's last
    turn, its own try for the Stone, was still being shown (and so in the Miskatonic Final
    Battle): the end is told when the table has caught up."""
    from eldertable.games.magnum_opus import make_config

    c = window.controller
    c.new_game("magnum-opus", make_config(["bot:default", "bot:default"]), 3)
    view = window.table
    qtbot.waitUntil(lambda: c.result() is not None, timeout=120000)
    assert view.pacing()
    assert "Game over" not in window.statusBar().currentMessage()
    assert window.prompt_label.text().startswith("Showing what")
    qtbot.mouseClick(view.pacer.banner.next_button, Qt.MouseButton.LeftButton)
    assert "Game over" not in window.statusBar().currentMessage()
    qtbot.mouseClick(view.pacer.banner.skip_button, Qt.MouseButton.LeftButton)
    assert not view.pacing()
    assert window.statusBar().currentMessage().startswith("Game over. Winner: Alchemist")
    assert window.prompt_label.text() == "The game is over."
