"""The command line's entry point and the last-resort error handler."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from eldertable.ui import errors


def _run_briefly(qtbot, monkeypatch, **kwargs) -> int:
    """app.run(...) until a timer closes every window once the start has settled.

    The event loop is pytest-qt's own (QApplication.exec is replaced by a wait): a real
    exec() and quit() would end the test session's application.
    """
    from eldertable.ui import app as ui_app
    from eldertable.ui.tables import register_table, unregister_table
    from toytable import ToyTable

    register_table("toy", ToyTable)
    done = []

    def close_all():
        for widget in QApplication.topLevelWidgets():
            if widget.objectName() == "MainWindow":
                widget.controller.close_game(emit=False)
            widget.close()
        done.append(True)

    def exec_(_app):
        qtbot.waitUntil(lambda: bool(done), timeout=10000)
        return 0

    monkeypatch.setattr(QApplication, "exec", exec_)
    QTimer.singleShot(1500, close_all)
    try:
        return ui_app.run(**kwargs)
    finally:
        unregister_table("toy")


def test_run_with_a_corrupt_save_shows_one_dialog_and_exits_0(qtbot, dialogs, tmp_path,
                                                              monkeypatch):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\x00\xffnot json")
    assert _run_briefly(qtbot, monkeypatch, open_path=str(bad)) == 0
    assert len(dialogs) == 1 and dialogs[0][0] == "Cannot open the file"


def test_run_play_an_unbuilt_game_says_so(qtbot, dialogs, monkeypatch):
    from eldertable.engine import registry
    from eldertable.engine.messages import Msg

    registry.register(registry.GameEntry("ghost", "eldertable.games.ghost", Msg("Ghost"),
                                         Msg("Rules not built."), (2, 2), "art/games/g.svg"))
    try:
        assert _run_briefly(qtbot, monkeypatch, play="ghost") == 0
    finally:
        registry.unregister("ghost")
    assert len(dialogs) == 1 and "Not playable yet" in dialogs[0][1]


def test_run_play_opens_the_setup_with_the_seed(qtbot, dialogs, monkeypatch):
    seen = []

    def look():
        for widget in QApplication.topLevelWidgets():
            if widget.objectName() == "SetupDialog" and widget.isVisible():
                seen.append(widget.seed())

    QTimer.singleShot(1000, look)
    assert _run_briefly(qtbot, monkeypatch, play="toy", seed=99) == 0
    assert seen == [99] and not dialogs


def test_an_unexpected_error_is_logged_and_named_in_one_dialog(qtbot, dialogs, monkeypatch,
                                                              _private_home):
    monkeypatch.setattr(errors, "_log_file", None)
    try:
        raise RuntimeError("boom in a slot")
    except RuntimeError:
        errors.report_unexpected(*sys.exc_info())
    assert len(dialogs) == 1 and dialogs[0][0] == "Unexpected error"
    log_files = list((_private_home / "logs").glob("eldertable-*.log"))
    assert len(log_files) == 1 and str(log_files[0]) in dialogs[0][2]
    assert "RuntimeError: boom in a slot" in log_files[0].read_text(encoding="utf-8")
