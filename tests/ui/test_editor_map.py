"""The scenario editor's map, driven by the mouse: tiles placed from the palette (picked up
by a click there, then real mouse moves and clicks on the map's viewport; one drop through
a synthetic QDropEvent, since QDrag's own loop does not run offscreen), turned with R,
refused where they overlap, moved by a real drag; a door's state; a monster and a search
token; undo and redo of each."""

from __future__ import annotations

import copy
import json

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest

from editorhelp import carry_tile, click_palette, drop_piece, viewport, vp

from eldertable.games.mansions.scenario import mapedits
from eldertable.resources import asset
from eldertable.ui.editor import mapactions
from eldertable.ui.editor.document import EditorDoc
from eldertable.ui.editor.mapview import TILE_MIME
from eldertable.ui.editor.mappage import MapPage
from eldertable.ui.mansions.tiles import CELL

BLANK = {"kind": "mansions-scenario", "format": 2, "rules": "second-edition",
         "content": {}, "map": {"tiles": [{"id": "hall", "tile": "hallway-2", "at": [0, 0],
                                           "revealed": True}], "start": "hall.west"}}


@pytest.fixture
def page(qtbot):
    doc = EditorDoc(copy.deepcopy(BLANK))
    page = MapPage(doc)
    qtbot.addWidget(page)
    page.resize(1400, 900)
    page.show()
    qtbot.waitExposed(page)
    page.canvas.view.resetTransform()
    page.canvas.view.scale(0.5, 0.5)
    page.canvas.view.centerOn(QPointF(2 * CELL, 0))
    return page










def tiles(page):
    return [(t["id"], t["tile"], tuple(t["at"]), t.get("rotation", 0)) for t in page.doc.data["map"]["tiles"]]


def test_place_three_tiles_turn_refuse_move_and_undo(qtbot, page):
    c, doc = page.canvas, page.doc
    # 1: a library north of the hallway
    target = carry_tile(page, "library", (0, -2))
    assert c.ghost is not None and c.ghost.isVisible() and c.ghost.ok
    assert c.ghost_at == (0, -2) and c.status.text() == "Fits here."
    QTest.mouseClick(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    assert tiles(page)[-1] == ("library", "library", (0, -2), 0)
    assert doc.undo.text(doc.undo.index() - 1) == "Place tile Library"
    # 2: a study beside it, dropped a little off the right place: it snaps
    target = carry_tile(page, "study", (3, -2))
    QTest.mouseMove(viewport(page), target + QPoint(12, 9))
    assert c.ghost_at == (3, -2) and c.ghost_problem is None
    QTest.mouseClick(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     target + QPoint(12, 9))
    assert tiles(page)[-1] == ("study", "study", (3, -2), 0)
    # 3: a long hallway turned with R while carried
    target = carry_tile(page, "long-hallway", (4, 0), turns=1)
    assert c.carry_rotation == 90 and c.ghost.degrees == 90
    assert c.ghost_at == (4, 0) and c.ghost_problem is None
    QTest.mouseClick(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    assert tiles(page)[-1] == ("long-hallway", "long-hallway", (4, 0), 90)
    assert doc.undo.count() == 3
    after_three = copy.deepcopy(doc.data)

    # an overlapping drop is refused with its reason, and places nothing
    target = carry_tile(page, "study", (1, -2))
    assert not c.ghost.ok and "overlaps tile" in c.ghost_problem
    assert c.status.text().startswith("Cannot lie here: tile 'study-2' overlaps tile")
    QTest.mouseClick(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    assert doc.data == after_three and doc.undo.count() == 3
    assert c.status.text().startswith("Not placed: tile 'study-2' overlaps tile")

    # Esc cancels a carried tile
    carry_tile(page, "kitchen", (0, 1))
    QTest.keyClick(viewport(page), Qt.Key.Key_Escape)
    assert c.carry_tile is None and c.ghost is None and doc.undo.count() == 3

    # a real drag moves a placed tile; Esc in the middle of one cancels it
    src = vp(page, 3.5, -1.5)
    QTest.mousePress(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, src)
    assert c.selected == ("map", "tiles", 2) and c.moving == 2
    QTest.mouseMove(viewport(page), src + QPoint(0, -40))
    QTest.keyClick(viewport(page), Qt.Key.Key_Escape)
    QTest.mouseRelease(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       src + QPoint(0, -40))
    assert doc.data == after_three
    spot = next(at for at in [(x, y) for y in range(-5, 3) for x in range(-4, 10)]
                if at != (3, -2) and mapedits.placement_problem(
                    doc.data, c.tiles, {"id": "study", "tile": "study", "at": list(at)}, ignore_id="study") is None)
    QTest.mousePress(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, src)
    dst = vp(page, spot[0] + 0.5, spot[1] + 0.5)
    QTest.mouseMove(viewport(page), (src + dst) / 2)
    QTest.mouseMove(viewport(page), dst)
    QTest.mouseRelease(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, dst)
    assert tiles(page)[2] == ("study", "study", spot, 0)
    assert doc.undo.text(doc.undo.index() - 1) == "Move tile"
    doc.undo.undo()
    assert doc.data == after_three

    # R turns the selected placed tile (where it fits, or says why not)
    c.doc.select(("map", "tiles", 1))
    QTest.keyClick(viewport(page), Qt.Key.Key_R)
    if doc.undo.count() == 5 and doc.undo.index() == 5:
        assert doc.undo.text(4) == "Rotate tile"
        assert doc.data["map"]["tiles"][1]["rotation"] == 90
        doc.undo.undo()
    else:
        assert c.status.text().startswith("Cannot turn it here: ")
    assert doc.data == after_three

    # undo each placement, then redo them all
    for n in (2, 1, 0):
        doc.undo.undo()
        assert len(doc.data["map"]["tiles"]) == n + 1
    assert doc.data == BLANK
    assert len(c.board.tiles) == 1
    for _ in range(3):
        doc.undo.redo()
    assert doc.data == after_three
    assert sorted(c.board.tiles) == ["hall", "library", "long-hallway", "study"]


def test_a_tile_dropped_from_the_palette(qtbot, page):
    """The palette's drag, through the view's drop handling (QDrag's loop needs a real
    window system): mime data from the palette itself, a synthetic drop event."""
    c, doc, view = page.canvas, page.doc, page.canvas.view
    mime = page.tile_palette.mimeData([page.tile_palette.item_for("library")])
    assert mime.hasFormat(TILE_MIME)
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent

    pos = QPointF(vp(page, 1.5, -1))
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    view.dragEnterEvent(enter)
    assert enter.isAccepted() and c.carry_tile == "library"
    move = QDragMoveEvent(pos.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier)
    view.dragMoveEvent(move)
    assert c.ghost_at == (0, -2) and c.ghost.ok
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    view.dropEvent(drop)
    assert tiles(page)[-1] == ("library", "library", (0, -2), 0)
    assert doc.undo.count() == 1 and c.carry_tile is None




def test_door_state_monster_and_search_token(qtbot, page):
    c, doc = page.canvas, page.doc
    # a door of the hallway: click its handle, pick "Locked" in its menu
    spot = next(s for s in c.spots if s.door == "hall.n1")
    QTest.mouseClick(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     c.view.mapFromScene(spot.pos()))
    assert c.menu is not None
    by_state = {a.data(): a for a in c.menu.actions()}
    assert set(by_state) == {None, "open", "locked", "sealed"} and by_state[None].isChecked()
    c.menu.close()
    by_state["locked"].trigger()
    assert doc.data["map"]["doors"] == [{"door": "hall.n1", "state": "locked"}]
    assert next(s for s in c.spots if s.door == "hall.n1").state == "locked"
    c.door_menu("hall.n1")
    by_state = {a.data(): a for a in c.menu.actions()}
    assert by_state["locked"].isChecked()
    by_state["sealed"].trigger()
    assert doc.data["map"]["doors"] == [{"door": "hall.n1", "state": "sealed"}]
    c.door_menu("hall.n1")
    {a.data(): a for a in c.menu.actions()}[None].trigger()
    assert doc.data["map"]["doors"] == []
    doc.undo.undo()
    assert doc.data["map"]["doors"] == [{"door": "hall.n1", "state": "sealed"}]
    doc.undo.undo()
    doc.undo.undo()
    assert doc.data["map"].get("doors", []) == []
    doc.undo.redo()
    assert doc.data["map"]["doors"] == [{"door": "hall.n1", "state": "locked"}]
    before = copy.deepcopy(doc.data)
    count = doc.undo.index()

    # a monster dropped on the hallway's east end: listed in content.monsters too
    drop_piece(page, {"kind": "monster", "monster": "ghoul"}, (3.5, 0.5))
    m = doc.data["map"]["monsters"]
    assert m == [{"id": "ghoul", "monster": "ghoul", "space": m[0]["space"]}]
    assert m[0]["space"] == c.space_at(QPointF(3.5 * CELL, 0.5 * CELL))
    assert doc.data["content"]["monsters"] == ["ghoul"]
    assert doc.undo.text(doc.undo.index() - 1) == "Place monster ghoul"
    assert ("map", "monsters", 0) in c.items_by_path
    # a search token by the palette (a click) and a click on the map
    item = next(page.piece_palette.item(i) for i in range(page.piece_palette.count())
                if page.piece_palette.item(i).data(Qt.ItemDataRole.UserRole)
                and json.loads(page.piece_palette.item(i).data(Qt.ItemDataRole.UserRole)) == {"kind": "token", "token": "search"})
    click_palette(page.piece_palette, item)
    assert c.carry_piece == {"kind": "token", "token": "search"}
    QTest.mouseClick(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp(page, 0.5, 0.5))
    tokens = doc.data["map"]["tokens"]
    assert tokens == [{"id": "search", "kind": "search", "space": c.space_at(QPointF(0.5 * CELL, 0.5 * CELL))}]
    assert doc.undo.text(doc.undo.index() - 1) == "Place search token"
    # a token dropped off the map places nothing
    drop_piece(page, {"kind": "token", "token": "search"}, (0.5, 6.5))
    assert len(doc.data["map"]["tokens"]) == 1 and c.status.text().startswith("Not placed:")
    # drag the token (a real drag) to the other end of the hallway
    token = c.items_by_path[("map", "tokens", 0)]
    src = c.view.mapFromScene(token.pos())
    dst = vp(page, 2.5, 0.5)
    QTest.mousePress(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, src)
    assert c.held_piece == ("map", "tokens", 0)
    QTest.mouseMove(viewport(page), (src + dst) / 2)
    QTest.mouseMove(viewport(page), dst)
    QTest.mouseRelease(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, dst)
    space = c.space_at(QPointF(2.5 * CELL, 0.5 * CELL))
    assert doc.data["map"]["tokens"][0]["space"] == space
    assert doc.undo.text(doc.undo.index() - 1) == "Move search"
    # undo each, redo each
    doc.undo.undo()
    assert doc.data["map"]["tokens"][0]["space"] != space
    doc.undo.undo()
    assert doc.data["map"].get("tokens", []) == []
    doc.undo.undo()
    assert doc.data == before and doc.undo.index() == count
    for _ in range(3):
        doc.undo.redo()
    assert doc.data["map"]["tokens"][0]["space"] == space
    assert doc.data["content"]["monsters"] == ["ghoul"]


def test_start_piece_and_a_secret_passage(qtbot, page):
    c, doc = page.canvas, page.doc
    drop_piece(page, {"kind": "start"}, (3.5, 0.5))
    assert doc.data["map"]["start"] == c.space_at(QPointF(3.5 * CELL, 0.5 * CELL)) != "hall.west"
    doc.undo.undo()
    assert doc.data["map"]["start"] == "hall.west"
    menu = c.context_menu(QPointF(0.5 * CELL, 0.5 * CELL), None)
    act = next(a for a in menu.actions() if a.text() == "Add a secret passage from here")
    act.trigger()
    QTest.mouseClick(viewport(page), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp(page, 3.5, 0.5))
    a, b = c.space_at(QPointF(0.5 * CELL, 0.5 * CELL)), c.space_at(QPointF(3.5 * CELL, 0.5 * CELL))
    assert doc.data["map"]["passages"] == [{"id": "passage", "between": [a, b]}]
    assert "passage" in c.layout_.doors


def test_inspector_edits_and_renames_a_tile(qtbot, page):
    c, doc, ins = page.canvas, page.doc, page.inspector
    c.show_path(("map", "tiles", 0))
    assert c.selected == ("map", "tiles", 0) and ins.path == ("map", "tiles", 0)
    ins.fields["revealed"].setChecked(False)
    assert "revealed" not in doc.data["map"]["tiles"][0]  # false is the default: no key
    assert doc.undo.text(0) == "Hide at the start"
    assert len(c.marks) == 1  # the hidden tile's veil
    ins.fields["id"].setText("entry")
    ins.fields["id"].editingFinished.emit()
    assert doc.data["map"]["tiles"][0]["id"] == "entry"
    assert doc.data["map"]["start"] == "entry.west"
    assert doc.undo.text(1) == "Rename tile"
    doc.undo.undo()
    assert doc.data["map"]["start"] == "hall.west"


def test_an_invalid_map_is_drawn_whole(qtbot):
    data = copy.deepcopy(BLANK)
    data["map"]["tiles"] += [{"id": "a", "tile": "study", "at": [1, 0]},  # overlaps the hall
                             {"id": "b", "tile": "kitchen", "at": [9, 9], "rotation": 180},
                             {"id": "c", "tile": "no-such-tile", "at": [0, 3]}]
    data["map"]["start"] = "nowhere.at-all"
    doc = EditorDoc(data)
    page = MapPage(doc)
    qtbot.addWidget(page)
    c = page.canvas
    assert sorted(c.board.tiles) == ["a", "b", "hall"]
    assert c.board.tiles["b"].pos() == QPointF(9 * CELL, 9 * CELL)
    assert len([m for m in c.marks if m.zValue() == 20]) == 2  # the hall and the study: framed red


def test_shipped_first_edition_story_offers_its_objective_tokens(qtbot):
    data = json.loads(asset("games", "mansions", "scenarios", "tenant-below.json").read_text("utf-8"))
    doc = EditorDoc(data)
    page = MapPage(doc)
    qtbot.addWidget(page)
    objectives = [p for p in page.piece_palette.payloads() if p["kind"] == "objective"]
    assert {p["objective"] for p in objectives} == {o["id"] for o in data["objectives"]}
    space = next(iter(mapedits.space_refs(data, page.canvas.tiles)))
    centre = mapedits.space_refs(data, page.canvas.tiles)[space]
    drop_piece(page, objectives[0], centre)
    tid = doc.data["map"]["tokens"][-1]["id"]
    assert tid in doc.data["first_edition"]["objective_tokens"][objectives[0]["objective"]]
    doc.undo.undo()
    assert doc.data == data


def test_delete_removes_the_selected_tile_and_show_path_centres(qtbot, page):
    c, doc = page.canvas, page.doc
    assert mapactions.place_tile(doc, c.tiles, "library", (0, -2), 0) is None
    c.show_path(("map", "tiles", 1))
    assert c.selected == ("map", "tiles", 1)
    centre = c.view.mapToScene(c.view.viewport().rect().center())
    assert abs(centre.x() - 1.5 * CELL) < 60 and abs(centre.y() + 1 * CELL) < 60
    QTest.keyClick(viewport(page), Qt.Key.Key_Delete)
    assert [t["id"] for t in doc.data["map"]["tiles"]] == ["hall"]
    assert doc.undo.text(doc.undo.index() - 1) == "Remove tile"
    doc.undo.undo()
    assert [t["id"] for t in doc.data["map"]["tiles"]] == ["hall", "library"]
    # a path that names a space (the start) centres on that space
    c.show_path(("map", "start"))
    assert c.rect_of(("map", "start")) is not None
    assert c.rect_of(("events", 0, "trigger", "space")) is None  # nothing there: no rect, no error


@pytest.mark.parametrize("broken", [
    {},
    {"map": "nope"},
    {"map": {"tiles": "nope", "tokens": 3, "monsters": [1, {"id": "x"}], "doors": [None]}},
    {"map": {"tiles": [{"id": "a"}, {"id": "b", "tile": "study", "at": [0, "x"]}, 5,
                       {"id": "c", "tile": "study", "at": [0, 0], "rotation": 45}],
             "tokens": [{"id": "t", "kind": "search", "space": "c.nowhere"}, {"kind": "nope"}],
             "start": 12, "passages": [{"id": "p", "between": ["c.x"]}]},
     "content": {"monsters": "ghoul", "investigators": 4}, "objectives": {"a": 1}},
])
def test_a_broken_file_is_drawn_and_edits_are_refused_in_words(qtbot, broken):
    doc = EditorDoc(copy.deepcopy(broken))
    page = MapPage(doc)
    qtbot.addWidget(page)
    c = page.canvas
    page.show()
    c.carry("study")
    c.move_ghost(QPointF(3 * CELL, 3 * CELL))
    c.drop_ghost()
    for piece in ({"kind": "token", "token": "search"}, {"kind": "monster", "monster": "ghoul"},
                  {"kind": "start"}, {"kind": "token", "token": "lock"}):
        c.drop_piece(piece, QPointF(0.5 * CELL, 0.5 * CELL))
    c.show_path(("map", "tiles", 0))
    c.rotate_selected()
    c.delete_selected() if isinstance(get_tiles(doc), list) and get_tiles(doc) else None
    assert c.status.text()  # it said something; nothing raised


def get_tiles(doc):
    m = doc.data.get("map")
    return m.get("tiles") if isinstance(m, dict) else None


def test_r_and_the_wheel_turn_tiles(qtbot, page):
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    c, doc = page.canvas, page.doc
    c.doc.select(("map", "tiles", 0))
    QTest.keyClick(viewport(page), Qt.Key.Key_R)
    assert doc.data["map"]["tiles"][0]["rotation"] == 90
    assert doc.undo.text(0) == "Rotate tile"
    doc.undo.undo()
    assert doc.data == BLANK

    def wheel(down=True):
        pos = QPointF(viewport(page).rect().center())
        ev = QWheelEvent(pos, QPointF(viewport(page).mapToGlobal(pos.toPoint())), QPoint(0, 0),
                         QPoint(0, -120 if down else 120), Qt.MouseButton.NoButton,
                         Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(viewport(page), ev)

    wheel()  # the hall is still selected: the wheel turns it
    assert doc.data["map"]["tiles"][0]["rotation"] == 90
    doc.undo.undo()
    carry_tile(page, "library", (0, -2))
    wheel()
    assert c.carry_rotation == 90 and c.ghost.degrees == 90
    wheel(down=False)
    assert c.carry_rotation == 0


def test_a_lock_goes_on_a_door_and_the_palette_tells_sizes(qtbot, page):
    c, doc = page.canvas, page.doc
    spot = next(s for s in c.spots if s.door == "hall.s1")
    drop_piece(page, {"kind": "token", "token": "lock"}, (spot.pos().x() / CELL + 0.1, spot.pos().y() / CELL))
    assert doc.data["map"]["tokens"] == [{"id": "lock", "kind": "lock", "door": "hall.s1"}]
    drop_piece(page, {"kind": "token", "token": "lock"}, (2.0, 0.5))
    assert len(doc.data["map"]["tokens"]) == 1
    assert c.status.text() == "Not placed: A lock or barricade lies on a door: drop it on one."
    tip = page.tile_palette.item_for("library").toolTip()
    assert tip.startswith("<p>Library<br>")
    assert "3 × 2 cells" in tip and "Library" in tip
    assert page.tile_palette.count() == len(c.tiles)


def test_a_replaced_document_is_fitted_and_a_selection_scrolled_to(qtbot, page):
    c, doc = page.canvas, page.doc
    data = json.loads(asset("games", "mansions", "scenarios", "quiet-greenhouse.json").read_text("utf-8"))
    doc.replace(data, "")
    seen = c.view.mapToScene(c.view.viewport().rect()).boundingRect()
    assert seen.contains(c.map_rect())
    c.view.resetTransform()
    c.view.scale(2, 2)
    c.view.centerOn(QPointF(0, 0))
    doc.select(("map", "monsters", 0))  # as a problem clicked in the list does
    seen = c.view.mapToScene(c.view.viewport().rect()).boundingRect()
    assert seen.intersects(c.rect_of(("map", "monsters", 0)))


def test_inspector_turns_or_swaps_a_tile_only_where_it_still_fits(qtbot):
    """The Inspector's rotation and tile choices are checked as a drag or R is: a choice
    that would no longer fit is refused with the reason, and nothing changes."""
    from editorhelp import choose

    data = json.loads(asset("games", "mansions", "scenarios", "quiet-greenhouse.json")
                      .read_text("utf-8"))
    doc = EditorDoc(data)
    page = MapPage(doc)
    qtbot.addWidget(page)
    page.resize(1400, 900)
    page.show()
    qtbot.waitExposed(page)
    index = next(i for i, t in enumerate(data["map"]["tiles"]) if t["id"] == "library")
    page.canvas.show_path(("map", "tiles", index))
    ins = page.inspector
    before = copy.deepcopy(doc.data)
    refused = []
    for rot in (90, 180, 270):
        choose(qtbot, ins.fields["rotation"], rot)
        if doc.data == before:
            refused.append(rot)
            assert ins.note.text().startswith("Not changed: ")
            assert ins.fields["rotation"].currentData() == 0  # the choice shown goes back
        else:
            doc.undo.undo()
    assert refused  # the library fits the hall one way only
    assert doc.data == before and doc.undo.count() == 3 - len(refused)
