"""Edge marks in the editor, with the mouse: the border between the blank hallway's two
spaces lights up under the mouse and a click makes it impassable; a space's menu marks an
escape edge; the inspector shows the mark; each is one undo step, undone and redone; a
click takes a mark away; renaming the tile takes the marks along; the saved file
validates, reads back the same, and its marks are drawn on the map."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from eldertable.cli import main as cli
from eldertable.games.mansions.scenario import mapedits
from eldertable.games.mansions.scenario.canonical import dumps
from eldertable.ui.mansions.tiles import CELL

from editorhelp import click, editor_window, viewport, vp

BORDER = {"kind": "impassable", "between": ["hall.east", "hall.west"]}
EXIT = {"kind": "escape", "space": "hall.east", "side": "e"}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ELDERTABLE_HOME", str(tmp_path / "home"))


@pytest.fixture
def window(qtbot):
    for w in editor_window(qtbot):
        assert w.new_scenario("second-edition")
        w.tabs.setCurrentWidget(w.map_page)
        view = w.canvas.view
        view.resetTransform()
        view.scale(0.6, 0.6)
        view.centerOn(QPointF(2 * CELL, 0.5 * CELL))
        yield w


def undo_text(w) -> str:
    return w.doc.undo.text(w.doc.undo.index() - 1)


def test_mark_an_impassable_border_and_an_escape_edge_undo_redo_save(qtbot, window, tmp_path,
                                                                     monkeypatch):
    w, c, doc = window, window.canvas, window.doc
    before = dumps(doc.data)
    # the mouse on the line between the hallway's two spaces: lit, and the status says why
    QTest.mouseMove(viewport(w), vp(w, 1.5, 0.5))
    QTest.mouseMove(viewport(w), vp(w, 2.0, 0.5))
    assert c.edges.lit == ("impassable", "hall.east", "hall.west")
    assert c.edges.highlight is not None and c.edges.highlight.scene() is c.board
    assert c.status.text() == ("Click to make the edge between hall.east and hall.west an "
                               "impassable border.")
    QTest.mouseMove(viewport(w), vp(w, 1.5, 0.5))  # inside a space: nothing lit
    assert c.edges.lit is None and c.edges.highlight is None
    # a click marks it: one undo step, selected, shown in the inspector and on the board
    QTest.mouseClick(viewport(w), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     vp(w, 2.0, 0.5))
    assert doc.data["map"]["edges"] == [BORDER]
    assert undo_text(w) == "Block the edge" and doc.undo.count() == 1
    assert c.selected == ("map", "edges", 0)
    assert w.inspector.path == ("map", "edges", 0)
    assert w.inspector.fields["where"].text() == "hall.east \u2013 hall.west"
    assert [m.kind for m in c.board.edge_marks] == ["border"]
    assert c.rect_of(("map", "edges", 0)).contains(QPointF(2 * CELL, 0.5 * CELL))
    # the east space's menu: the border is ticked; mark its east end an escape edge
    menu = c.context_menu(QPointF(3.5 * CELL, 0.5 * CELL), None)
    by_text = {a.text(): a for a in menu.actions()}
    assert by_text["Block the edge to hall.west"].isChecked()
    assert not by_text["Mark escape edge (east)"].isChecked()
    assert "Mark escape edge (north)" in by_text  # a wall facing out of the map
    by_text["Mark escape edge (east)"].trigger()
    assert doc.data["map"]["edges"] == [BORDER, EXIT]
    assert undo_text(w) == "Mark an escape edge"
    assert sorted(m.kind for m in c.board.edge_marks) == ["border", "escape"]
    assert w.inspector.fields["where"].text() == "hall.east, east side"
    # undo both (no empty list is left), redo both
    doc.undo.undo()
    doc.undo.undo()
    assert "edges" not in doc.data["map"] and dumps(doc.data) == before
    assert c.board.edge_marks == []
    doc.undo.redo()
    doc.undo.redo()
    assert doc.data["map"]["edges"] == [BORDER, EXIT]
    # a second click on the border takes it away; undone, it is back
    QTest.mouseMove(viewport(w), vp(w, 2.0, 0.5))
    QTest.mouseClick(viewport(w), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     vp(w, 2.0, 0.5))
    assert doc.data["map"]["edges"] == [EXIT] and undo_text(w) == "Unblock the edge"
    doc.undo.undo()
    assert doc.data["map"]["edges"] == [BORDER, EXIT]
    # the inspector's button takes the selected mark away
    c.show_path(("map", "edges", 1))
    click(qtbot, w.inspector.fields["remove"])
    assert len(doc.data["map"]["edges"]) == 1
    doc.undo.undo()
    assert len(doc.data["map"]["edges"]) == 2
    # renaming the tile in the inspector takes the marks along
    c.show_path(("map", "tiles", 0))
    w.inspector.fields["id"].setText("entry")
    w.inspector.fields["id"].editingFinished.emit()
    assert all("hall" not in str(e) for e in doc.data["map"]["edges"])
    assert {"kind": "escape", "space": "entry.east", "side": "e"} in doc.data["map"]["edges"]
    # saved, it validates and saving again gives the same bytes
    path = tmp_path / "marked.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    w.save_action.trigger()
    assert w.doc.path == str(path)
    assert cli(["validate", str(path)]) == 0
    saved = path.read_bytes()
    assert b'"edges": [' in saved
    w.save_action.trigger()
    assert path.read_bytes() == saved


def test_walls_and_doors_take_no_mark_a_click_there_selects_the_tile(qtbot, window):
    w, c, doc = window, window.canvas, window.doc
    spot = next(s for s in c.spots if s.door == "hall.n1")
    # beside the door's handle on the north side: the wall part of that side leads out of
    # the map, so it may become an exit; the door itself never does
    assert c.edges.candidate(QPointF(0.5 * CELL, 0.0)) == ("escape", "hall.west", "n")
    assert c.edges.candidate(QPointF(1.5 * CELL, 0.0)) == ("escape", "hall.west", "n")
    assert spot.pos().x() == 1.5 * CELL
    # a click on the door's handle is the door's: its menu, no mark
    QTest.mouseClick(viewport(w), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     c.view.mapFromScene(spot.pos()))
    assert c.menu is not None and "open" in {a.data() for a in c.menu.actions()}
    c.menu.close()
    assert "edges" not in doc.data["map"]
    laid = mapedits.try_edge(doc.data, c.tiles, mapedits.edge_entry("escape", "hall.west", "n"))
    assert laid == (None, ((0, -1, "s"),))  # the wall beside the door, not the door
    # the west end is an exit on the tile already: nothing to mark, a click selects
    assert c.edges.candidate(QPointF(0.0, 0.5 * CELL)) is None
    QTest.mouseClick(viewport(w), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     vp(w, 0.01, 0.5))
    assert c.selected == ("map", "tiles", 0) and "edges" not in doc.data["map"]
