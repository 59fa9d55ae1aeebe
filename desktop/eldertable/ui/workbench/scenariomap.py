"""The Scenario tab's map: the scenario file's whole map drawn as at the table (every room
explored, figures at the start space), beside its JSON; a problem is marked on it too.

:func:`places` (Qt-free) finds which spaces and tiles a JSON path speaks of: the value at
the path (or the nearest part of it the file has) and the names it holds one level down: a
space id (``hall.west``) marks that space, a tile's placement id (``hall``) or a name
under it (``back.greenhouse-door``) marks that tile.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsView, QLabel, QVBoxLayout, QWidget

from .jsonpath import parse_path
from ..fitting import FitsOnResize

MARK = QColor(255, 196, 0)


def _node(data: Any, parts: list) -> Any:
    """The value at ``parts`` in ``data``, or the deepest one on the way that exists."""
    node = data
    for part in parts:
        if isinstance(node, dict) and isinstance(part, str) and part in node:
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
        else:
            break
    return node


def _strings(node: Any, depth: int = 2) -> list[str]:
    if isinstance(node, str):
        return [node]
    if depth <= 0:
        return []
    values = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
    return [s for v in values for s in _strings(v, depth - 1)]


def places(data: Any, json_path: str, layout) -> tuple[set[int], set[str]]:
    """(space indexes, tile placement ids) that the problem at ``json_path`` is about."""
    parts = parse_path(json_path)
    if not parts or not isinstance(data, dict):
        return set(), set()
    space_of = {s.id: s.index for s in layout.spaces}
    tiles = {s.tile for s in layout.spaces}
    spaces: set[int] = set()
    marked: set[str] = set()
    # the value at the path, else the entry it belongs to (a token's label: its token)
    for end in range(len(parts), 1, -1):
        node = _node(data, parts[:end])
        if node is data or node is data.get("map"):
            break  # the whole file, or the whole map: nothing in particular
        for text in _strings(node):
            if text in space_of:
                spaces.add(space_of[text])
            elif text in tiles:
                marked.add(text)
            elif text.partition(".")[0] in tiles:
                marked.add(text.partition(".")[0])
        if spaces or marked:
            break
    if len(parts) >= 3 and parts[:2] == ["map", "tiles"] and isinstance(parts[2], int):
        tile = _node(data, parts[:3])
        if isinstance(tile, dict) and isinstance(tile.get("id"), str):
            marked.add(tile["id"])  # anything inside a tile's entry is about that tile
    return spaces, marked


def build_map(path: str) -> tuple[dict | None, Any, str]:
    """(the map observation with every room explored, the layout, "") for the scenario file
    at ``path``; (None, None, why) when it cannot be drawn."""
    from ...games.mansions import walk

    try:
        state = walk.new_walk(path)
    except Exception as exc:  # noqa: BLE001 - a file with problems: the list says which
        lines = str(exc).strip().splitlines()
        return None, None, (lines[0].removeprefix(f"{path}: ") if lines else "")
    for room in list(state.layout.rooms):
        state.map.reveal_room(room)
    return state.observation(0)["map"], state.layout, ""


class ScenarioMap(FitsOnResize, QWidget):
    def __init__(self, parent=None):
        from ..mansions.board import MansionsBoard

        super().__init__(parent)
        self.setObjectName("scenario-map")
        self.board = MansionsBoard(self)
        self.layout_ = None
        self.marks: list[QGraphicsPathItem] = []
        self.why = ""
        self.shown = ""  # the file whose map is drawn
        self.stale = False  # that file does not load now: the map is the one it last had
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.note = QLabel(self)
        self.note.setObjectName("map-note")
        self.note.setWordWrap(True)
        self.view = QGraphicsView(self.board, self)
        self.view.setObjectName("map-view")
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing
                                 | QPainter.RenderHint.SmoothPixmapTransform)
        self.view.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.view.setBackgroundBrush(self.board.backgroundBrush())
        layout.addWidget(self.note)
        layout.addWidget(self.view, 1)
        self.retranslate()

    def show_file(self, path: str) -> bool:
        """Draw the map of the scenario file at ``path``; False (and why, above) if not.
        The same file that no longer loads keeps the map it last had, marked as such."""
        m, layout, why = build_map(path) if path else (None, None, "")
        if m is None and path and path == self.shown and self.layout_ is not None:
            self.why, self.stale = why, True  # an edit under way broke it: keep the last map
            self.retranslate()
            return False
        for item in self.marks:
            self.board.removeItem(item)
        self.marks = []
        self.board.clear()
        self.board.forget()
        self.board.map = {}
        self.layout_, self.why, self.stale = layout, why, False
        self.shown = path if m is not None else ""
        if m is not None:
            self.board.show_map(m)
        self.view.setVisible(m is not None)
        self.retranslate()
        self.fit()
        return m is not None

    def fit(self, rect: QRectF | None = None) -> None:
        rect = rect if rect is not None else self.board.map_rect()
        if not rect.isEmpty():
            self.view.fitInView(rect.adjusted(-40, -40, 40, 40),
                                Qt.AspectRatioMode.KeepAspectRatio)

    def mark(self, data: Any, json_path: str) -> tuple[set[int], set[str]]:
        """Mark the spaces and tiles the problem at ``json_path`` is about (and show them);
        what was marked."""
        for item in self.marks:
            self.board.removeItem(item)
        self.marks = []
        if self.layout_ is None:
            return set(), set()
        spaces, tiles = places(data, json_path, self.layout_)
        shapes = [self.board.spaces[i].mapToScene(self.board.spaces[i].path)
                  for i in sorted(spaces) if i in self.board.spaces]
        for tid in sorted(tiles):
            tile = self.board.tiles.get(tid)
            if tile is not None:
                shape = QPainterPath()
                shape.addRect(tile.sceneBoundingRect())
                shapes.append(shape)
        area = QRectF()
        for shape in shapes:
            item = QGraphicsPathItem(shape)
            item.setPen(QPen(MARK, 10))
            item.setBrush(QBrush(QColor(255, 196, 0, 70)))
            item.setZValue(50)
            self.board.addItem(item)
            self.marks.append(item)
            area = area.united(shape.boundingRect())
        self.fit()  # the whole map, the mark on it
        if not area.isEmpty():
            self.view.ensureVisible(area, 20, 20)
        self.retranslate()
        return spaces, tiles

    def retranslate(self) -> None:
        if self.stale:
            self.note.setText(self.tr("The file does not load now ({why}); the map is the one "
                                      "it had when it last loaded.").format(why=self.why))
        elif self.layout_ is None:
            self.note.setText(self.tr("The map cannot be drawn until the file loads: {why}")
                              .format(why=self.why) if self.why else
                              self.tr("Open a scenario file to see its map."))
        elif self.marks:
            self.note.setText(self.tr("The problem's place is marked on the map."))
        else:
            self.note.setText(self.tr("The whole map, every room explored. Click a problem to "
                                      "mark its place."))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

