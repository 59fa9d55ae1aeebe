"""Edit > Undo names an investigator's step in words, and the log keeps it: seen under Xvfb
(Doctor Crane's Tonic, a person as the Keeper) as "Undo fe.step", the action's inner type
name, after Ada Whitlock was dragged from the Dining Room to the Kitchen, while the log had
no line for the move."""

from __future__ import annotations

from mansionsfirst import drag, hot_seat_window, settle, space_centre
from PySide6.QtCore import Qt

JULIAN = "julian-fairweather"


def test_an_investigators_step_is_undone_by_name_and_logged(qtbot, window):
    c = hot_seat_window(qtbot, window, JULIAN)
    table = window.table
    piece = table.board.figures[JULIAN]
    moves = {t: a for t, a in table.moves_for(piece.piece_id).items() if t is not None}
    target, step = sorted(moves.items())[0]
    to = step.to
    drag(table, piece.centre(), space_centre(table, to))
    settle(qtbot, c)
    assert c.recorder.state.map.figures[JULIAN].space == to
    room = c.recorder.state.layout.room_of(to).name
    line = f"Julian Fairweather moves to {room}."
    assert line in window.log_dock.lines()
    undo = window.actions_.undo
    assert undo.isEnabled()
    assert "fe." not in undo.text() and undo.text() == f"&Undo {line}", undo.text()


def test_undo_never_names_an_action_by_its_inner_type(qtbot, window):
    """An action no log line tells (Run: two more spaces to move) is undone as plain "Undo",
    never as "Undo fe.run"."""
    c = hot_seat_window(qtbot, window, JULIAN)
    run = window.table.chrome.bar.button_for("Run (more movement)")
    assert run is not None and run.isEnabled()
    qtbot.mouseClick(run, Qt.MouseButton.LeftButton)
    settle(qtbot, c)
    undo = window.actions_.undo
    assert undo.isEnabled()
    assert "fe." not in undo.text() and "run" not in undo.text(), undo.text()
