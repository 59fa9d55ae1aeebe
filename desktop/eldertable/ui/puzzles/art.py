"""Our puzzle SVGs (``assets/games/mansions/puzzles/art``), parsed once and drawn on demand.

A picture can be recoloured on load (a live wire glows, a finished rune fragment lights
up) by replacing colour strings in its text; each variant is parsed once.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from ...resources import MissingResources, UnsafePath, confined_asset

FOLDER = ("games", "mansions", "puzzles", "art")


@lru_cache(maxsize=None)
def renderer(name: str, recolour: tuple[tuple[str, str], ...] = ()):
    """The QSvgRenderer of ``name`` (None when the file is missing or broken)."""
    from PySide6.QtSvg import QSvgRenderer

    try:
        text = confined_asset(name, *FOLDER).read_text(encoding="utf-8")
    except (MissingResources, UnsafePath, OSError):
        return None
    for old, new in recolour:
        text = text.replace(old, new)
    r = QSvgRenderer(QByteArray(text.encode("utf-8")))
    return r if r.isValid() else None


def paint(painter: QPainter, name: str, rect: QRectF,
          recolour: tuple[tuple[str, str], ...] = (), clip: QPainterPath | None = None,
          view_box: QRectF | None = None) -> bool:
    """Draw ``name`` into ``rect`` (optionally clipped, or only its ``view_box`` part)."""
    r = renderer(name, recolour)
    if r is None:
        return False
    painter.save()
    if clip is not None:
        painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    elif view_box is not None:
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    if view_box is not None:
        r.setViewBox(view_box)
    r.render(painter, rect)
    if view_box is not None:
        r.setViewBox(QRectF(0, 0, r.defaultSize().width(), r.defaultSize().height()))
    painter.restore()
    return True

