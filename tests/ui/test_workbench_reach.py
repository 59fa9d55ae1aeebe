"""The workbench is reachable from the start page, from every game's setup dialog, from
File > Playtest Workbench (with the scenario file of the game on the table) and from the
command line with a scenario file (``eldertable workbench FILE``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from eldertable.engine import registry
from workbenchhelp import scenario_copy


def benches():
    from eldertable.ui.workbench.window import WorkbenchWindow

    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, WorkbenchWindow) and isValid(w) and w.isVisible()]


@pytest.fixture(autouse=True)
def close_benches():
    yield
    for w in benches():
        w.close()


@pytest.fixture
def scenario(tmp_path):
    return scenario_copy(tmp_path, "designer.json")


def test_from_the_start_page(window, qtbot):
    assert not benches()
    qtbot.mouseClick(window.start_page.workbench_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(benches()) == 1)


@pytest.mark.parametrize("game", ["mansions", "magnum-opus", "miskatonic"])
def test_from_every_games_setup_dialog(window, qtbot, game):
    if not registry.get(game).available():
        pytest.skip(f"{game} is not in this version")
    dialog = window.new_game_dialog(game)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.workbench_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(benches()) == 1)
    bench = benches()[0]
    assert bench.form.game() == game
    assert window.controller.record is None  # no game was started
    assert not (isValid(dialog) and dialog.isVisible())


def test_file_menu_takes_the_scenario_file_of_the_game_on_the_table(window, qtbot, scenario):
    from eldertable.games.mansions import validate_config

    config = validate_config({"players": 1, "seats": ["human"],
                              "options": {"scenario": str(scenario)}})
    window.controller.new_game("mansions", config, 3)
    window.actions_.workbench.trigger()
    qtbot.waitUntil(lambda: len(benches()) == 1)
    bench = benches()[0]
    assert bench.designer.path == str(scenario.resolve())
    assert bench.tabs.currentWidget() is bench.designer


def test_command_line_with_a_scenario_file(qtbot, scenario):
    from eldertable.cli import build_parser, cmd_gui

    seen = {}

    def look() -> None:
        found = benches()
        seen["paths"] = [b.designer.path for b in found]
        seen["tab"] = [b.tabs.currentWidget() is b.designer for b in found]
        QApplication.exit(0)

    QTimer.singleShot(300, look)
    args = build_parser().parse_args(["workbench", str(scenario)])
    assert cmd_gui(args) == 0
    assert seen == {"paths": [str(scenario.resolve())], "tab": [True]}


def test_command_line_with_a_missing_file_is_one_line(tmp_path, capsys):
    from eldertable.cli import main

    assert main(["workbench", str(tmp_path / "nowhere.json")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no such file" in err[0]
