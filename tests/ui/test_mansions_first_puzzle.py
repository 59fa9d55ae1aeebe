"""A puzzle a first-edition card starts opens over the board through the puzzle host (the
edition-agnostic entry point of ui/puzzles), its gestures go to the rules as the game's
own actions, and the table takes over again once the attempt is over."""

from __future__ import annotations

from mansionsfirst import click_kind, drag, open_table, space_centre
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from eldertable.engine.chance import ScriptedChance
from eldertable.games.mansions.first.bots import bfs

OBSERVATION_ROOM = 10  # The Tenant Below: its stack starts with a wired door (FA wiring)


def at_the_wired_door(qtbot):
    """A Tenant Below game whose investigator walked to the Observation Room and explored
    it: the wired door's puzzle is under way."""
    controller, table = open_table(qtbot, story="tenant-below",
                                   chance=ScriptedChance([0, 0] + [1] * 300))
    steps = bfs(table.observation()["adjacency"], OBSERVATION_ROOM)
    while table.observation()["investigators"][0]["space"] != OBSERVATION_ROOM:
        me = table.observation()["investigators"][0]
        piece = table.board.figures[me["id"]]
        best = min(table.moves_for(piece.piece_id).values(), key=lambda a: steps[a.to])
        drag(table, piece.centre(), space_centre(table, best.to))
    click_kind(qtbot, table, "Explore")
    return controller, table


def test_a_wiring_puzzle_from_a_lock_card_opens_over_the_board(qtbot):
    controller, table = at_the_wired_door(qtbot)
    host = table.chrome.puzzle
    assert host.isVisible() and type(host.view).__name__ == "WiringView"
    assert "attempts a puzzle" in host.story.text()
    assert table.chrome.bar.prompt.text() == "Work on the puzzle over the board."
    assert "Wired Door" in table.chrome.bar.card.text()
    before = len(controller.record.actions)
    stop = next(b for b in host.findChildren(QPushButton) if b.text().startswith("Stop here"))
    qtbot.mouseClick(stop, Qt.MouseButton.LeftButton)
    assert len(controller.record.actions) > before  # the gesture became the game's action
    assert table.observation().get("puzzle") is None
    assert host.isVisible() and host.back.isVisible()  # the result stays until closed
    result = host.view.source.outcome()  # the rules' puzzle-over: outcome and last board
    assert result["solved"] is False and result["board"]
    assert host.view.source.observation() == result["board"]
    qtbot.mouseClick(host.back, Qt.MouseButton.LeftButton)
    assert not host.isVisible()
    assert "End turn" in [b.text() for b in table.chrome.bar.buttons]


def test_a_kept_attempt_gives_way_to_the_end_of_the_story(qtbot):
    """Found in a story played by hand: the failed brew stayed on view over the board, the
    Keeper's turn ended the story, and the epilogue stayed hidden under the puzzle."""
    controller, table = at_the_wired_door(qtbot)
    host = table.chrome.puzzle
    stop = next(b for b in host.findChildren(QPushButton) if b.text().startswith("Stop here"))
    qtbot.mouseClick(stop, Qt.MouseButton.LeftButton)
    assert host.isVisible() and host.back.isVisible()  # kept on view until closed
    controller.recorder.state.end_game("keeper")  # the story ends while it is on view
    controller.stateChanged.emit()
    assert controller.result() is not None
    assert not host.isVisible()
