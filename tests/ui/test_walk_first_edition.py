"""The designer's map walk (File > Walk a Scenario's Map…) on a first-edition story in a
folder of the designer's own, with a meta.id of its own: it opens on the story's first
rooms, an Explore token reveals what the story says, and undo takes a move back."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from mansionsboard import centre, drag, legal_targets, state  # noqa: E402

from eldertable.resources import asset  # noqa: E402

STORY = asset("games", "mansions", "scenarios", "cranes-tonic.json")


@pytest.fixture
def story(tmp_path):
    if not STORY.is_file():
        pytest.skip("no shipped first-edition story in this checkout")
    data = json.loads(STORY.read_text(encoding="utf-8"))
    data["meta"]["id"] = "my-walked-tonic"
    path = tmp_path / "anywhere" / "tonic.json"
    path.parent.mkdir()
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_first_edition_story_from_anywhere_is_walked(qtbot, story):
    from eldertable.games.mansions.first.scenarios import is_first_edition
    from eldertable.ui.mansions.walkthrough import open_walkthrough

    assert is_first_edition(str(story))
    win = open_walkthrough(None, story, 2)
    assert win is not None
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    walk = state(win)
    assert len(walk.investigators) == 2 and win.table.board.figures
    first = set(win.table.board.tiles)
    lead = walk.active_figure
    assert win.explore.isEnabled()  # the journal on the start space
    win.explore.trigger()
    assert set(win.table.board.tiles) > first  # the story's reveal: the library and study
    assert any("Revealed" in line for line in win.log.lines())
    start = state(win).map.figures[lead].space
    to = min(legal_targets(win, lead) - {start})
    table = win.table
    win.resize(1100, 760)
    table.reset()
    drag(table, table.board.figures[lead].centre(), centre(table, to))
    assert state(win).map.figures[lead].space == to
    win.undo.trigger()
    assert state(win).map.figures[lead].space == start
    win.close()


def test_the_workbench_walks_the_map_of_the_file_it_checks(qtbot, window, story):
    from PySide6.QtCore import Qt

    from eldertable.ui.workbench import open_workbench

    bench = open_workbench(window, scenario_path=story)
    qtbot.addWidget(bench)
    qtbot.waitExposed(bench)
    button = bench.designer.walk_button
    assert button.isVisible() and button.isEnabled() and button.text() == "Walk the map"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    win = bench.designer.walk_window
    assert win is not None and win.isVisible()
    assert state(win).scenario.model.meta.id == "my-walked-tonic"
    assert window.controller.record is None  # a walk is no game
    win.close()
