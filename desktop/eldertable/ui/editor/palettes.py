"""The map editor's palettes: every library tile, and the pieces a map holds (tokens by
kind, monsters, the investigators' start, a first-edition story's objective tokens).

Drag an entry onto the map canvas (the mime data is :data:`~.mapview.TILE_MIME` /
:data:`~.mapview.PIECE_MIME`), or click it: ``picked`` then tells the canvas to carry it.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication, QMimeData, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem

from ...games.mansions.content import catalog
from ...games.mansions.map.geometry import TileDef
from ...games.mansions.map.mapstate import TOKEN_KINDS
from ...games.mansions.map.tiles import library
from ...games.mansions.scenario.edits import get
from ..art import svg_pixmap
from ..mansions.marks import token_name, token_picture
from ..mansions.pieces import figure_picture
from ..mansions.tiles import renderer
from .document import EditorDoc
from .mapactions import tile_name
from .mapitems import plain_tip
from .mapview import PIECE_MIME, TILE_MIME

THUMB = 96  # the longer side of a tile's thumbnail, px
ICON = 32
ROLE = Qt.ItemDataRole.UserRole


def thumbnail(tile: TileDef, side: int = THUMB) -> QPixmap:
    """The tile's art, its longer side ``side`` px."""
    scale = side / max(tile.w, tile.h)
    pixmap = QPixmap(round(tile.w * scale), round(tile.h * scale))
    pixmap.fill(QColor("#1d1b21"))
    r = renderer(tile.art_file)
    if r is not None:
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r.render(p, QRectF(0, 0, pixmap.width(), pixmap.height()))
        p.end()
    return pixmap


def start_drag(widget: QListWidget, pixmap: QPixmap | None) -> None:
    """Drag the selected entry: the map's ghost shows a tile, so a tile drags no picture of
    its own; a piece drags its icon."""
    items = widget.selectedItems()
    if not items:
        return
    drag = QDrag(widget)
    drag.setMimeData(widget.mimeData(items))
    if pixmap is None:
        pixmap = QPixmap(1, 1)
        pixmap.fill(Qt.GlobalColor.transparent)
    drag.setPixmap(pixmap)
    drag.setHotSpot(QPoint(pixmap.width() // 2, pixmap.height() // 2))
    drag.exec(Qt.DropAction.CopyAction)


def _icon_list(widget: QListWidget, grid: QSize) -> None:
    widget.setViewMode(QListView.ViewMode.IconMode)
    widget.setResizeMode(QListView.ResizeMode.Adjust)
    widget.setMovement(QListView.Movement.Static)
    widget.setWordWrap(True)
    widget.setGridSize(grid)
    widget.setDragEnabled(True)
    widget.setDragDropMode(QListWidget.DragDropMode.DragOnly)
    widget.setSelectionMode(QListWidget.SelectionMode.SingleSelection)


class TilePalette(QListWidget):
    """Every tile of the library: its art and name; the tooltip gives size and rooms."""

    picked = Signal(str)  # a tile id, clicked

    def __init__(self, doc: EditorDoc | None = None, parent=None, tiles=None):
        super().__init__(parent)
        self.setObjectName("editor-tile-palette")
        self.doc = doc
        self.tiles = tiles if tiles is not None else library().tiles
        _icon_list(self, QSize(THUMB + 24, THUMB + 40))
        self.setIconSize(QSize(THUMB, THUMB))
        for tid in sorted(self.tiles, key=lambda t: tile_name(self.tiles[t]).lower()):
            tile = self.tiles[tid]
            item = QListWidgetItem(QIcon(thumbnail(tile)), tile_name(tile))
            item.setData(ROLE, tid)
            item.setToolTip(plain_tip(self.tooltip(tile)))
            self.addItem(item)
        self.itemClicked.connect(lambda item: self.picked.emit(item.data(ROLE)))

    def tooltip(self, tile: TileDef) -> str:
        rooms = ", ".join(QCoreApplication.translate("content:mansions", r.name) for r in tile.rooms)
        return self.tr("{name}\n{w} × {h} cells, {spaces} spaces\nRooms: {rooms}").format(
            name=tile_name(tile), w=tile.w, h=tile.h, spaces=len(tile.spaces), rooms=rooms)

    def item_for(self, tile_id: str) -> QListWidgetItem | None:
        return next((self.item(i) for i in range(self.count()) if self.item(i).data(ROLE) == tile_id), None)

    def startDrag(self, actions) -> None:  # noqa: N802
        start_drag(self, None)

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [TILE_MIME]

    def mimeData(self, items) -> QMimeData:  # noqa: N802
        mime = QMimeData()
        if items:
            mime.setData(TILE_MIME, str(items[0].data(ROLE)).encode("utf-8"))
        return mime


class PiecePalette(QListWidget):
    """Tokens by kind, monsters (the scenario's first, then the catalog's), the
    investigators' start and, for a first-edition story, its objectives' tokens."""

    picked = Signal(dict)  # a piece payload, clicked

    def __init__(self, doc: EditorDoc, parent=None):
        super().__init__(parent)
        self.setObjectName("editor-piece-palette")
        self.doc = doc
        self.catalog = catalog()
        self.shown_key = None
        # a list, not a grid: the section headings then stand on rows of their own
        self.setDragEnabled(True)
        self.setDragDropMode(QListWidget.DragDropMode.DragOnly)
        self.setSelectionMode(QListWidget.SelectionMode.SingleSelection)
        self.setIconSize(QSize(ICON, ICON))
        self.itemClicked.connect(self._clicked)
        doc.changed.connect(self.refresh)
        self.refresh()

    def _key(self):
        data = self.doc.data
        listed = get(data, ("objectives",), [])
        objectives = [o["id"] for o in listed if isinstance(o, dict) and isinstance(o.get("id"), str)] \
            if isinstance(listed, list) else []
        monsters = get(data, ("content", "monsters"), [])
        return (self.doc.rules, tuple(m for m in monsters if isinstance(m, str)) if isinstance(monsters, list) else (),
                tuple(objectives) if self.doc.first_edition else ())

    def refresh(self) -> None:
        key = self._key()
        if key == self.shown_key:
            return
        self.shown_key = key
        self.clear()
        self._header(self.tr("Tokens"))
        for kind in TOKEN_KINDS:
            self._add(token_name(kind), token_picture(kind), {"kind": "token", "token": kind})
        self._header(self.tr("Monsters"))
        own = [m for m in key[1] if isinstance(m, str)]
        for mid in own + sorted(m for m in self.catalog.monsters if m not in own):
            monster = self.catalog.monsters.get(mid)
            name = QCoreApplication.translate("content:mansions", monster.name) if monster else mid
            item = self._add(name, figure_picture(mid), {"kind": "monster", "monster": mid})
            if mid in own:
                item.setToolTip(plain_tip(self.tr("{name} (in this scenario)").format(name=name)))
        self._header(self.tr("Investigators"))
        offered = get(self.doc.data, ("content", "investigators"))
        if not isinstance(offered, list) or not offered:
            offered = sorted(self.catalog.investigators)
        self._add(self.tr("Investigators start"), figure_picture(str(offered[0])) if offered else "",
                  {"kind": "start"})
        if key[2]:
            self._header(self.tr("Objective tokens"))
            for oid in key[2]:
                self._add(self.tr("Objective token: {objective}").format(objective=str(oid)),
                          token_picture("interact"),
                          {"kind": "objective", "objective": oid, "token": "interact"})

    def _header(self, text: str) -> None:
        item = QListWidgetItem(text)
        font = QFont(self.font())
        font.setBold(True)
        item.setFont(font)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading: not picked, not dragged
        self.addItem(item)

    def _add(self, text: str, picture: str, payload: dict) -> QListWidgetItem:
        pixmap = svg_pixmap(picture, QSize(ICON, ICON)) if picture else None
        item = QListWidgetItem(QIcon(pixmap) if pixmap is not None else QIcon(), text)
        item.setData(ROLE, json.dumps(payload))
        item.setToolTip(plain_tip(text))
        self.addItem(item)
        return item

    def payloads(self) -> list[dict]:
        return [json.loads(self.item(i).data(ROLE)) for i in range(self.count()) if self.item(i).data(ROLE)]

    def _clicked(self, item: QListWidgetItem) -> None:
        if item.data(ROLE):
            self.picked.emit(json.loads(item.data(ROLE)))

    def startDrag(self, actions) -> None:  # noqa: N802
        items = self.selectedItems()
        icon = items[0].icon() if items else QIcon()
        start_drag(self, None if icon.isNull() else icon.pixmap(QSize(ICON, ICON)))

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [PIECE_MIME]

    def mimeData(self, items) -> QMimeData:  # noqa: N802
        mime = QMimeData()
        if items and items[0].data(ROLE):
            mime.setData(PIECE_MIME, str(items[0].data(ROLE)).encode("utf-8"))
        return mime
