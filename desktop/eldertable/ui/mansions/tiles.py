"""Tile art on the board: our SVG, turned as the layout says, clipped to explored rooms.

A :class:`TileItem` stands axis-aligned on the tile's grid cells. It renders the SVG into a
pixmap already turned and clipped, at the exact device size the view shows it at, and
keeps a few of those pixmaps per zoom step; painting is then one unscaled blit. Zoomed in
far, it draws the SVG directly (a pixmap that large would cost more than it saves).
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem

CELL = 100.0  # scene units per grid cell; the tile art uses 100 px per cell too
MAX_PIXELS = 12_000_000  # a bigger tile is drawn straight from the SVG
CACHE_SIZE = 96
BACKGROUND = QColor("#1d1b21")  # the board's floor, where nothing is explored


@lru_cache(maxsize=64)
def renderer(path: str):
    from PySide6.QtSvg import QSvgRenderer

    r = QSvgRenderer(path)
    return r if r.isValid() else None


class _Pixmaps:
    """Rendered tiles by (art, frame, clip, device size): a small LRU."""

    def __init__(self, size: int = CACHE_SIZE):
        self.size = size
        self.items: OrderedDict = OrderedDict()
        self.renders = 0  # how many were drawn from the SVG (tests and the benchmark read it)

    def get(self, key, make):
        pixmap = self.items.get(key)
        if pixmap is not None:
            self.items.move_to_end(key)
            return pixmap
        pixmap = make()
        self.renders += 1
        self.items[key] = pixmap
        if len(self.items) > self.size:
            self.items.popitem(last=False)
        return pixmap

    def clear(self) -> None:
        self.items.clear()


PIXMAPS = _Pixmaps()


class TileItem(QGraphicsItem):
    """One placed tile. ``frame`` is the layout's art frame relative to the tile (translate
    by ``(fx, fy)`` cells, then turn the art as drawn by ``deg``); ``cells`` are the
    explored grid cells of this tile (None: all of it)."""

    def __init__(self, tile_id: str, art: str, at, size, drawn_size, frame, cells=None):
        super().__init__()
        self.tile_id = tile_id
        self.art = art
        self.size = (int(size[0]), int(size[1]))
        self.drawn = (int(drawn_size[0]), int(drawn_size[1]))
        self.frame = (float(frame[0]) - at[0], float(frame[1]) - at[1], int(frame[2]))
        self.cells = None if cells is None else tuple(sorted((c[0] - at[0], c[1] - at[1])
                                                            for c in cells))
        self.setPos(at[0] * CELL, at[1] * CELL)
        self.setZValue(-5)
        self.background = BACKGROUND
        self._rect = QRectF(0, 0, self.size[0] * CELL, self.size[1] * CELL)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def shown_cells(self) -> list[tuple[int, int]]:
        """The grid cells of the map this item may paint."""
        x0, y0 = round(self.pos().x() / CELL), round(self.pos().y() / CELL)
        cells = self.cells if self.cells is not None else [
            (x, y) for x in range(self.size[0]) for y in range(self.size[1])]
        return [(x + x0, y + y0) for x, y in cells]

    def clip_path(self) -> QPainterPath | None:
        if self.cells is None:
            return None
        path = QPainterPath()
        for x, y in self.cells:
            path.addRect(QRectF(x * CELL, y * CELL, CELL, CELL))
        return path.simplified()

    def art_transform(self) -> QTransform:
        fx, fy, deg = self.frame
        t = QTransform()
        t.translate(fx * CELL, fy * CELL)
        t.rotate(deg)
        return t

    def draw_vector(self, painter: QPainter) -> None:
        r = renderer(self.art)
        if r is None:
            painter.fillRect(self._rect, Qt.GlobalColor.darkGray)
            return
        painter.save()
        clip = self.clip_path()
        if clip is not None:
            painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
        painter.setTransform(self.art_transform(), True)
        r.render(painter, QRectF(0, 0, self.drawn[0] * CELL, self.drawn[1] * CELL))
        painter.restore()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        world = painter.worldTransform()
        if world.isRotating():
            self.draw_vector(painter)
            return
        device = world.mapRect(self._rect)
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        # edges rounded one by one, so that neighbouring tiles meet without a seam
        left, top = round(device.left() * dpr), round(device.top() * dpr)
        w, h = round(device.right() * dpr) - left, round(device.bottom() * dpr) - top
        if w <= 0 or h <= 0:
            return
        if w * h > MAX_PIXELS:
            self.draw_vector(painter)
            return
        key = (self.art, self.frame, self.drawn, self.size, self.cells, w, h,
               self.background.rgb())
        pixmap = PIXMAPS.get(key, lambda: self._render(w, h, dpr))
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(left / dpr, top / dpr), pixmap)
        painter.restore()

    def _render(self, w: int, h: int, dpr: float) -> QPixmap:
        # Opaque: the unexplored part of a tile shows the board's own background colour,
        # and an opaque blit costs far less than a blended one.
        pixmap = QPixmap(w, h)
        pixmap.fill(self.background)
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.scale(w / self._rect.width(), h / self._rect.height())
        self.draw_vector(p)
        p.end()
        pixmap.setDevicePixelRatio(dpr)
        return pixmap
