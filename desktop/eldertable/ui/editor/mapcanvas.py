"""The scenario editor's map: the doc's map drawn with the table's own tile art, built
with the mouse.

The board is the table's :class:`~eldertable.ui.mansions.board.MansionsBoard`, fed an
observation made from the doc's map with every room explored: a map as it would look at
the table. The layout is built from whatever tiles the library has, so an invalid map
(overlaps, mismatched edges, a missing start) is drawn too; its faulty tiles are framed red.

With the mouse: drag a tile from the tile palette (or click it there, then move over the
map) and a ghost follows, snapped to a neighbour's edge, green where it fits and red with
the reason in the status line where not; R or the wheel turns it, a click or a drop places
it, Esc cancels. Drag a placed tile to move it; R turns the selected tile, Delete removes
it. Click a door's handle for its state; right-click a space to add a secret passage from
it. Pieces (tokens, monsters, the investigators' start) are dropped on a space and dragged
to another. A click on an edge between two spaces, or on a side of the map, marks it
impassable or an escape edge (:mod:`.edgetool`).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMenu, QVBoxLayout, QWidget

from ...games.mansions.content import catalog
from ...games.mansions.map.geometry import rotate_point
from ...games.mansions.map.graph import FLYING_MONSTER
from ...games.mansions.map.mapstate import DOOR_TOKENS, MapState
from ...games.mansions.map.observe import map_observation
from ...games.mansions.map.tiles import library
from ...games.mansions.jsonmodel import json_path
from ...games.mansions.scenario import mapedits
from ...games.mansions.scenario.edits import get
from ..mansions.board import MansionsBoard
from ..mansions.tiles import CELL
from ..workbench.scenariomap import places
from . import mapactions
from .edgetool import EdgeTool, unit_line
from .document import EditorDoc, follow
from .mapview import MapView
from .mapitems import (DOOR_RADIUS, REFUSED, SELECTED, Z_FAULT, Z_SELECTED, DoorSpot, Ghost,
                       dimmed, frame, plain_tip)

START = "@start"  # the figure id of the investigators' start on the board
UNPLACED_OPACITY = 0.45
FIT_CELLS = 14  # the fewest cells across the view that Fit shows


class MapCanvas(QWidget):
    """The doc's map, editable with the mouse (see the module docstring)."""

    status_changed = Signal(str)

    def __init__(self, doc: EditorDoc, parent=None, tiles=None):
        super().__init__(parent)
        self.setObjectName("editor-map")
        self.doc = doc
        self.tiles = tiles if tiles is not None else library().tiles
        self.catalog = catalog()
        self.board = MansionsBoard(self)
        self.layout_ = mapedits.build_layout({}, self.tiles)
        self.selected: tuple = ()
        self.ghost: Ghost | None = None
        self.carry_tile: str | None = None  # a tile being placed or moved
        self.carry_rotation = 0
        self.hold = QPointF(0.5, 0.5)  # where the ghost is held, in cells from its top left
        self.moving: int | None = None  # the index of the placed tile being moved
        self.moving_rotation = 0
        self.ghost_at: tuple[int, int] = (0, 0)
        self.ghost_problem: str | None = None
        self.last_scene = QPointF()
        self.carry_piece: dict | None = None  # a palette piece picked up by a click
        self.held_piece: tuple | None = None  # the path of a piece being dragged on the map
        self.held_from = QPointF()
        self.passage_from: str | None = None
        self.menu: QMenu | None = None
        self.items_by_path: dict[tuple, object] = {}
        self.spots: list[DoorSpot] = []
        self.marks: list = []
        self._selection_mark = None
        self._fit_pending = False
        self.edges = EdgeTool(self)
        self.status = QLabel(self)
        self.status.setObjectName("editor-map-status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.view = MapView(self)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.view, 1)
        box.addWidget(self.status)
        follow(doc, self, self.redraw)
        doc.replaced.connect(self._fit_after_redraw)
        doc.selected.connect(self.on_selected)
        self.redraw()
        self.say(self.tr("Drag a tile from the palette onto the map. R or the wheel turns it."))

    # ---- drawing

    def redraw(self) -> None:
        """Rebuild the board from the doc (after every edit, undo and redo)."""
        data = self.doc.data
        self.ghost = None
        self.board.clear()
        self.board.forget()
        self.board.map = {}
        self.items_by_path, self.spots, self.marks = {}, [], []
        self._selection_mark = None  # cleared with the board
        self.edges.reset()
        lay = self.layout_ = mapedits.build_layout(data, self.tiles)
        state = MapState(lay, revealed=set(lay.rooms))
        for d in mapedits.entries(data, "doors"):
            try:
                state.set_door(d["door"], d["state"])
            except Exception:  # noqa: BLE001 - a bad entry: the validator lists it
                pass
        paths: dict[str, tuple] = {}
        unplaced: set[str] = set()
        for i, t in enumerate(mapedits.entries(data, "tokens")):
            try:
                state.place_token(t["id"], t["kind"], space=t.get("space"), door=t.get("door"))
            except Exception:  # noqa: BLE001 - drawn once it names a place on the map
                continue
            paths[t["id"]] = ("map", "tokens", i)
            if t.get("placed") is False:
                unplaced.add(t["id"])
        facts = []
        for i, m in enumerate(mapedits.entries(data, "monsters")):
            try:
                kind = self.catalog.monsters.get(m["monster"])
                state.place_figure(m["id"], "monster", m["space"],
                                   mover=FLYING_MONSTER if kind is not None and kind.flying else None)
            except Exception:  # noqa: BLE001
                continue
            facts.append({"id": m["id"], "kind": m["monster"]})
            paths[m["id"]] = ("map", "monsters", i)
            if m.get("placed") is False:
                unplaced.add(m["id"])
        start = get(data, ("map", "start"))
        if isinstance(start, str) and start in lay.index:
            state.place_figure(START, "investigator", start)
            facts.append({"id": START, "kind": self.start_art()})
        self.board.show_map(map_observation(lay, state), facts)
        for fid, item in self.board.figures.items():
            if fid == START:
                item.label = self.tr("Investigators start")
                item.setToolTip(plain_tip(item.label))
            else:
                self.items_by_path[paths[fid]] = item
                item.setToolTip(plain_tip(fid))
        for tid, item in self.board.tokens.items():
            self.items_by_path[paths[tid]] = item
            item.setToolTip(plain_tip(tid))
        for pid in unplaced:
            item = self.board.figures.get(pid) or self.board.tokens.get(pid)
            if item is not None:
                item.setOpacity(UNPLACED_OPACITY)
        self._tile_marks(data, lay)
        doors = {d.get("door"): d.get("state") for d in mapedits.entries(data, "doors")
                 if isinstance(d, dict)}
        for did, at in mapedits.door_refs(data, self.tiles, lay).items():
            if at is None:
                continue
            state_of = doors.get(did)
            for alias, canon in lay.door_alias.items():
                if canon == did and alias in doors:
                    state_of = doors[alias]
            spot = DoorSpot(did, state_of, at)
            spot.setToolTip(plain_tip(did))
            self.board.addItem(spot)
            self.spots.append(spot)
        if self.selected and get(self.doc.data, self.selected) is None:
            self.selected = ()
        self._mark_selected()
        self.board.setSceneRect(self.map_rect().adjusted(-6 * CELL, -6 * CELL, 6 * CELL, 6 * CELL))
        if self._fit_pending:
            self._fit_pending = False
            self.fit()

    def _fit_after_redraw(self) -> None:
        """A new document: fit its map once it is drawn (``changed`` follows ``replaced``)."""
        self._fit_pending = True

    def start_art(self) -> str:
        """Whose figure art the investigators' start wears: the first investigator offered."""
        offered = get(self.doc.data, ("content", "investigators"))
        if not isinstance(offered, list) or not offered:
            offered = sorted(self.catalog.investigators)
        return str(offered[0]) if offered else "investigator"

    def _tile_marks(self, data: dict, lay) -> None:
        faulty = {lay.placements[p.tile].id for p in lay.problems if p.tile is not None}
        faulty |= {lay.placements[p.other].id for p in lay.problems if p.other is not None}
        for entry in mapedits.placed_tiles(data):
            item = self.board.tiles.get(entry["id"])
            if item is None:
                continue
            rect = item.sceneBoundingRect()
            if not entry.get("revealed"):
                self._add_mark(dimmed(rect))
            if entry["id"] in faulty:
                self._add_mark(frame(rect.adjusted(4, 4, -4, -4), REFUSED, Z_FAULT, dashed=True))

    def _add_mark(self, item) -> None:
        self.board.addItem(item)
        self.marks.append(item)

    def _mark_selected(self) -> None:
        old = self._selection_mark
        if old is not None:
            self.board.removeItem(old)
        self._selection_mark = None
        rect = self.rect_of(self.selected)
        if rect is not None:
            self._selection_mark = frame(rect.adjusted(-3, -3, 3, 3), SELECTED, Z_SELECTED)
            self.board.addItem(self._selection_mark)

    def map_rect(self) -> QRectF:
        x0, y0, x1, y1 = self.layout_.bounds()
        if x1 <= x0:
            return QRectF(0, 0, 4 * CELL, 3 * CELL)
        return QRectF(x0 * CELL, y0 * CELL, (x1 - x0) * CELL, (y1 - y0) * CELL)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not getattr(self, "_fitted", False):
            self._fitted = True
            self.fit()

    def fit(self) -> None:
        """The whole map in sight, with room around it to build on: never closer than
        FIT_CELLS cells across (a blank map's one tile is not blown up to fill the view)."""
        rect = self.map_rect().adjusted(-60, -60, 60, 60)
        side = FIT_CELLS * CELL
        if rect.width() < side or rect.height() < side * 0.6:
            centre = rect.center()
            rect.setWidth(max(rect.width(), side))
            rect.setHeight(max(rect.height(), side * 0.6))
            rect.moveCenter(centre)
        self.view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def say(self, text: str) -> None:
        self.status.setText(text)
        self.status_changed.emit(text)

    # ---- what is where

    def tile_entries(self) -> list:
        tiles = get(self.doc.data, ("map", "tiles"), [])
        return tiles if isinstance(tiles, list) else []

    def tile_index(self, placement_id: str) -> int | None:
        return next((i for i, t in enumerate(self.tile_entries())
                     if isinstance(t, dict) and t.get("id") == placement_id), None)

    def tile_at(self, scene: QPointF) -> int | None:
        """The placed tile under a point (the one drawn last, where tiles overlap)."""
        cell = (scene.x() / CELL, scene.y() / CELL)
        for p in reversed(self.layout_.placements):
            t = self.layout_.turned[p.id]
            if p.x <= cell[0] < p.x + t.w and p.y <= cell[1] < p.y + t.h:
                return self.tile_index(p.id)
        return None

    def space_at(self, scene: QPointF) -> str | None:
        index = self.layout_.space_at(scene.x() / CELL, scene.y() / CELL)
        return None if index is None else self.layout_.spaces[index].id

    def door_at(self, scene: QPointF, slack: float = 0.0) -> str | None:
        best = None
        for spot in self.spots:
            d = math.hypot(spot.pos().x() - scene.x(), spot.pos().y() - scene.y())
            if d <= DOOR_RADIUS + slack and (best is None or d < best[0]):
                best = (d, spot.door)
        return best[1] if best else None

    def piece_at(self, scene: QPointF) -> tuple | None:
        for path, item in self.items_by_path.items():
            if item.sceneBoundingRect().contains(scene):
                return path
        start = self.board.figures.get(START)
        if start is not None and start.sceneBoundingRect().contains(scene):
            return ("map", "start")
        return None

    def rect_of(self, path: tuple) -> QRectF | None:
        """Where the thing at a JSON path is drawn (a tile, a piece, a space, a door)."""
        if not path:
            return None
        if len(path) >= 3 and path[:2] == ("map", "tiles") and isinstance(path[2], int):
            entry = get(self.doc.data, path[:3])
            item = self.board.tiles.get(entry.get("id")) if isinstance(entry, dict) else None
            return item.sceneBoundingRect() if item is not None else None
        if len(path) >= 3 and path[:2] in (("map", "tokens"), ("map", "monsters")):
            item = self.items_by_path.get(tuple(path[:3]))
            return item.sceneBoundingRect() if item is not None else None
        if tuple(path[:2]) == ("map", "start"):
            item = self.board.figures.get(START)
            return item.sceneBoundingRect() if item is not None else None
        if len(path) >= 3 and path[:2] == ("map", "edges") and isinstance(path[2], int):
            laid = next((m for m in self.layout_.marked if m.index == path[2]), None)
            if laid is not None:
                area = QRectF()
                for key in laid.units:
                    a, b = unit_line(key)
                    area = area.united(QRectF(a, b).normalized().adjusted(-8, -8, 8, 8))
                return area
        value = get(self.doc.data, path)
        if isinstance(value, str):
            spot = next((s for s in self.spots if s.door == self.layout_.door_alias.get(value)), None)
            if spot is not None:
                return spot.sceneBoundingRect()
        # anything else: the spaces and tiles it names (as the Scenario tab marks a problem)
        spaces, tiles = places(self.doc.data, json_path(path, self.doc.data), self.layout_)
        area = QRectF()
        for index in spaces:
            piece = self.board.spaces.get(index)
            if piece is not None:
                area = area.united(piece.sceneBoundingRect())
        for tid in tiles:
            item = self.board.tiles.get(tid)
            if item is not None:
                area = area.united(item.sceneBoundingRect())
        return None if area.isEmpty() else area

    def selected_tile(self) -> int | None:
        s = self.selected
        if len(s) == 3 and s[:2] == ("map", "tiles") and isinstance(s[2], int):
            return s[2]
        return None

    # ---- selection

    def on_selected(self, path) -> None:
        """Mark what is selected (a problem clicked in the list, too) and scroll to it
        when it is out of sight."""
        self.selected = tuple(path)
        self._mark_selected()
        rect = self.rect_of(self.selected)
        if rect is not None:
            self.view.ensureVisible(rect, 40, 40)

    def show_path(self, path) -> None:
        """Select the tile, piece, space or door at a JSON path and centre it."""
        path = tuple(path)
        self.doc.select(path)
        rect = self.rect_of(path)
        if rect is not None:
            self.view.centerOn(rect.center())

    # ---- placing and moving tiles

    def carry(self, tile_id: str, grab: QPointF | None = None) -> None:
        """Pick up a library tile: its ghost follows the mouse until placed or cancelled."""
        if tile_id not in self.tiles:
            self.say(self.tr("There is no tile {tile} in the library.").format(tile=tile_id))
            return
        self.cancel()
        self.carry_tile, self.carry_rotation, self.moving = tile_id, 0, None
        tile = self.tiles[tile_id]
        self.hold = grab if grab is not None else QPointF(tile.w / 2, tile.h / 2)
        self.make_ghost()
        self.say(self.tr("Placing {name}: R or the wheel turns it, a click places it, Esc "
                         "cancels.").format(name=mapactions.tile_name(tile)))

    def grab_tile(self, index: int, scene: QPointF) -> None:
        entry = self.tile_entries()[index]
        self.cancel()
        if not mapedits.usable(entry) or entry.get("tile") not in self.tiles:
            return
        self.carry_tile = entry["tile"]
        self.carry_rotation = self.moving_rotation = mapedits.rotation_of(entry)
        self.moving = index
        self.hold = QPointF(scene.x() / CELL - entry["at"][0], scene.y() / CELL - entry["at"][1])
        self.make_ghost()
        self.ghost.setPos(entry["at"][0] * CELL, entry["at"][1] * CELL)
        self.ghost_at, self.ghost_problem = tuple(entry["at"]), None
        self.last_scene = scene
        item = self.board.tiles.get(entry["id"])
        if item is not None:
            item.setOpacity(0.35)

    def make_ghost(self) -> None:
        if self.ghost is not None and self.ghost.scene() is self.board:
            self.board.removeItem(self.ghost)
        self.ghost = Ghost(self.tiles[self.carry_tile], self.carry_rotation)
        self.ghost.setVisible(False)
        self.board.addItem(self.ghost)

    def turn(self, quarters: int) -> None:
        """Turn the carried tile by quarter turns (clockwise) about the point held."""
        if self.carry_tile is None:
            return
        turned = self.tiles[self.carry_tile].turned(self.carry_rotation)
        q = quarters % 4
        gx, gy = rotate_point((self.hold.x(), self.hold.y()), turned.w, turned.h, q)
        self.hold = QPointF(gx, gy)
        self.carry_rotation = (self.carry_rotation + 90 * q) % 360
        self.make_ghost()
        self.move_ghost(self.last_scene)

    def moving_id(self) -> str | None:
        if self.moving is None:
            return None
        entry = self.tile_entries()[self.moving]
        return entry.get("id")

    def move_ghost(self, scene: QPointF) -> None:
        """The ghost under the mouse at ``scene``, snapped; green or red with the reason."""
        if self.ghost is None or self.carry_tile is None:
            return
        self.last_scene = scene
        near = (scene.x() / CELL - self.hold.x(), scene.y() / CELL - self.hold.y())
        at, problem = mapedits.snap(self.doc.data, self.tiles, self.carry_tile, self.carry_rotation,
                                    near, ignore_id=self.moving_id())
        self.ghost_at, self.ghost_problem = at, problem
        self.ghost.setPos(at[0] * CELL, at[1] * CELL)
        self.ghost.set_ok(problem is None)
        self.ghost.setVisible(True)
        if problem:
            self.say(self.tr("Cannot lie here: {why}").format(why=problem))
        else:
            self.say(self.tr("Fits here."))

    def drop_ghost(self) -> None:
        """Place (or move) the carried tile where its ghost is; a refusal places nothing."""
        if self.carry_tile is None:
            return
        tile_id, at, rot, moving = self.carry_tile, self.ghost_at, self.carry_rotation, self.moving
        self.cancel(quiet=True)
        if moving is None:
            why = mapactions.place_tile(self.doc, self.tiles, tile_id, at, rot)
        else:
            why = mapactions.move_tile(self.doc, self.tiles, moving, at,
                                       None if rot == self.moving_rotation else rot)
        if why:
            self.say(self.tr("Not placed: {why}").format(why=why))
        else:
            self.say(self.tr("Placed."))

    def cancel(self, quiet: bool = False) -> None:
        """Esc: drop what is carried (nothing changes)."""
        was = self.carry_tile is not None or self.held_piece is not None or self.carry_piece is not None \
            or self.passage_from is not None
        if self.ghost is not None and self.ghost.scene() is self.board:
            self.board.removeItem(self.ghost)
        self.ghost = None
        if self.moving is not None:
            entry = self.tile_entries()[self.moving] if self.moving < len(self.tile_entries()) else {}
            item = self.board.tiles.get(entry.get("id"))
            if item is not None:
                item.setOpacity(1.0)
        if self.held_piece is not None:
            item = self._held_item()
            if item is not None:
                item.setPos(self.held_from)
        self.carry_tile, self.moving, self.held_piece = None, None, None
        self.carry_piece, self.passage_from = None, None
        if was and not quiet:
            self.say(self.tr("Cancelled."))

    def rotate_selected(self) -> None:
        index = self.selected_tile()
        if index is None:
            return
        why = mapactions.rotate_tile(self.doc, self.tiles, index)
        if why:
            self.say(self.tr("Cannot turn it here: {why}").format(why=why))

    def delete_selected(self) -> None:
        s = self.selected
        if (len(s) == 3 and s[:2] in (("map", "tiles"), ("map", "tokens"), ("map", "monsters"))
                and get(self.doc.data, s) is not None):
            name = {"tiles": self.tr("Remove tile"), "tokens": self.tr("Remove token"),
                    "monsters": self.tr("Remove monster")}[s[1]]
            self.doc.select(())
            with self.doc.edit(name) as e:
                e.remove(s[:2], s[2])

    # ---- pieces

    def pick_piece(self, piece: dict) -> None:
        """A palette piece picked up by a click: the next click on a space places it."""
        self.cancel(quiet=True)
        self.carry_piece = dict(piece)
        self.say(self.tr("Click a space to place it; Esc cancels."))

    def hover_piece(self, scene: QPointF) -> None:
        space = self.space_at(scene)
        self.say(self.tr("In {space}").format(space=space) if space else
                 self.tr("Drop it in a space of the map."))

    def drop_piece(self, piece: dict, scene: QPointF) -> None:
        kind = piece.get("kind")
        space = self.space_at(scene)
        why = None
        if kind == "token":
            token = str(piece.get("token"))
            door = self.door_at(scene, slack=20) if token in DOOR_TOKENS else None
            why = mapactions.place_token(self.doc, token, space, door)
        elif kind == "objective":
            why = mapactions.place_token(self.doc, str(piece.get("token", "interact")), space,
                                         objective=str(piece.get("objective")))
        elif space is None:
            why = self.tr("Drop it in a space of the map.")
        elif kind == "monster":
            why = mapactions.place_monster(self.doc, str(piece.get("monster")), space)
        elif kind == "start":
            why = mapactions.set_start(self.doc, space)
        self.say(self.tr("Not placed: {why}").format(why=why) if why else self.tr("Placed."))

    def _held_item(self):
        if self.held_piece == ("map", "start"):
            return self.board.figures.get(START)
        return self.items_by_path.get(self.held_piece)

    def grab_piece(self, path: tuple, scene: QPointF) -> None:
        self.cancel(quiet=True)
        self.held_piece = tuple(path)
        item = self._held_item()
        self.held_from = item.pos() if item is not None else QPointF()
        self.held_offset = (item.pos() - scene) if item is not None else QPointF()

    def drag_piece(self, scene: QPointF) -> None:
        item = self._held_item()
        if item is not None:
            item.setPos(scene + self.held_offset)
        self.hover_piece(scene)

    def release_piece(self, scene: QPointF) -> None:
        path = self.held_piece
        item = self._held_item()
        moved = item is not None and (item.pos() - self.held_from).manhattanLength() > 4
        if item is not None:
            item.setPos(self.held_from)
        self.held_piece = None
        if not moved:
            return
        if path == ("map", "start"):
            space = self.space_at(scene)
            if space is None:
                self.say(self.tr("Drop it in a space of the map."))
            else:
                why = mapactions.set_start(self.doc, space)
                if why:
                    self.say(self.tr("Not moved: {why}").format(why=why))
            return
        why = mapactions.move_piece(self.doc, path, self.space_at(scene), self.door_at(scene, slack=20))
        if why:
            self.say(self.tr("Not moved: {why}").format(why=why))

    # ---- doors and passages

    def door_menu(self, door: str, at=None) -> QMenu:
        """The small menu of a door's states; shown at ``at`` (global) when given."""
        menu = self.menu = QMenu(self)
        current = next((d.get("state") for d in mapedits.entries(self.doc.data, "doors")
                        if isinstance(d, dict) and self.layout_.door_alias.get(d.get("door")) == door), None)
        for state, label in ((None, self.tr("As the tile shows it")), ("open", self.tr("Open")),
                             ("locked", self.tr("Locked")), ("sealed", self.tr("Sealed"))):
            act = QAction(label, menu)
            act.setCheckable(True)
            act.setChecked(state == current)
            act.setData(state)
            act.triggered.connect(lambda _=False, s=state: self.set_door(door, s))
            menu.addAction(act)
        if at is not None:
            menu.popup(at)
        return menu

    def set_door(self, door: str, state: str | None) -> None:
        why = mapactions.set_door(self.doc, self._door_key(door), state)
        if why:
            self.say(why)

    def _door_key(self, door: str) -> str:
        """The id an existing ``map.doors`` entry uses for this door (an alias), else its own."""
        for d in mapedits.entries(self.doc.data, "doors"):
            if isinstance(d, dict) and self.layout_.door_alias.get(d.get("door")) == door:
                return d["door"]
        return door

    def context_menu(self, scene: QPointF, at) -> QMenu | None:
        space = self.space_at(scene)
        index = self.tile_at(scene)
        menu = self.menu = QMenu(self)
        if space is not None:
            menu.addAction(self.tr("Add a secret passage from here"), lambda: self.start_passage(space))
            self.edges.add_to_menu(menu, space)
        if index is not None:
            if not menu.isEmpty():
                menu.addSeparator()
            self.doc.select(("map", "tiles", index))
            menu.addAction(self.tr("Rotate tile"), self.rotate_selected)
            menu.addAction(self.tr("Remove tile"), self.delete_selected)
        if menu.isEmpty():
            return None
        if at is not None:
            menu.popup(at)
        return menu

    def start_passage(self, space: str) -> None:
        self.cancel(quiet=True)
        self.passage_from = space
        self.say(self.tr("Click the space the secret passage leads to; Esc cancels."))

    def finish_passage(self, scene: QPointF) -> None:
        a, self.passage_from = self.passage_from, None
        b = self.space_at(scene)
        why = self.tr("Click a space of the map.") if b is None else mapactions.add_passage(self.doc, a, b)
        self.say(self.tr("No passage: {why}").format(why=why) if why else self.tr("Secret passage added."))
