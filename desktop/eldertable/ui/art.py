"""Our SVG art, rendered through QtSvg at the screen's pixel ratio and cached.

QtSvg is imported on first use, so start-up pays for it only when a picture is shown.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap

from ..resources import MissingResources, UnsafePath, confined_asset


@lru_cache(maxsize=None)
def _renderer(rel_path: str):
    from PySide6.QtSvg import QSvgRenderer

    try:
        path = confined_asset(rel_path)  # a name from content never leaves assets/
    except (MissingResources, UnsafePath):
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


@lru_cache(maxsize=128)
def _pixmap(rel_path: str, width: int, height: int, ratio: float) -> QPixmap | None:
    renderer = _renderer(rel_path)
    if renderer is None:
        return None
    pixmap = QPixmap(QSize(round(width * ratio), round(height * ratio)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    view = renderer.defaultSize().toSizeF()
    view.scale(pixmap.width(), pixmap.height(), Qt.AspectRatioMode.KeepAspectRatio)
    target = QRectF((pixmap.width() - view.width()) / 2, (pixmap.height() - view.height()) / 2,
                    view.width(), view.height())
    renderer.render(painter, target)
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def svg_pixmap(rel_path: str, size: QSize, ratio: float = 1.0) -> QPixmap | None:
    """``assets/<rel_path>`` drawn into ``size`` logical pixels; None if it is missing."""
    return _pixmap(rel_path, size.width(), size.height(), float(ratio))


def app_icon() -> QIcon:
    icon = QIcon()
    for side in (16, 24, 32, 48, 64, 128, 256):
        pixmap = svg_pixmap("art/icon.svg", QSize(side, side))
        if pixmap is not None:
            icon.addPixmap(pixmap)
    return icon
