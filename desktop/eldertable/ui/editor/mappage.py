"""The map page of the scenario editor: palettes on the left, the map, the inspector."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

from .document import EditorDoc
from .inspector import PieceInspector
from .mapcanvas import MapCanvas
from .palettes import PiecePalette, TilePalette


class MapPage(QWidget):
    def __init__(self, doc: EditorDoc, parent=None):
        super().__init__(parent)
        self.setObjectName("editor-map-page")
        self.doc = doc
        self.canvas = MapCanvas(doc, self)
        self.tile_palette = TilePalette(doc, self, tiles=self.canvas.tiles)
        self.piece_palette = PiecePalette(doc, self)
        self.inspector = PieceInspector(doc, self, tiles=self.canvas.tiles)
        self.tile_palette.picked.connect(self.carry_tile)
        self.piece_palette.picked.connect(self.canvas.pick_piece)
        left = QSplitter(Qt.Orientation.Vertical, self)
        left.addWidget(self.tile_palette)
        left.addWidget(self.piece_palette)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(left)
        split.addWidget(self.canvas)
        split.addWidget(self.inspector)
        split.setStretchFactor(1, 1)
        split.setSizes([260, 900, 260])
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(split)

    def carry_tile(self, tile_id: str) -> None:
        self.canvas.carry(tile_id)
        self.canvas.view.setFocus()

    def show_path(self, path) -> None:
        self.canvas.show_path(path)
