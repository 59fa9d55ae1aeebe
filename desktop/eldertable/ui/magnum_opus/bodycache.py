"""Pieces drawn once per look and zoom, then copied: the table refills itself after every
action, and a card's frame, words and icons cost far more to draw than to copy.

A piece's body (everything but its marks) is rendered into a pixmap at the exact device
scale it is seen at, so the copy is pixel for pixel; the most recent bodies are kept.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from ..cardtable.cardpaint import keeps_bodies
from .cardface import STEPS

MAX_BODIES = 320  # distinct looks on a table at one or two zooms
MAX_SCALE = 8.0  # beyond this the piece is painted directly (deep zoom)

_bodies: OrderedDict[Hashable, QPixmap] = OrderedDict()


def body(key: Hashable, bounds: QRectF, scale: float, dpr: float,
         draw: Callable[[QPainter, float], None]) -> QPixmap | None:
    """The cached pixmap of ``draw(painter, ratio)`` over ``bounds`` seen at ``scale`` (the
    view's zoom) on a screen of pixel ratio ``dpr``; None when the zoom is out of range
    (paint directly then). Its logical size is ``bounds`` times ``scale``."""
    device = scale * dpr
    if not 0.05 <= device <= MAX_SCALE:
        return None
    full = (key, bounds.x(), bounds.y(), bounds.width(), bounds.height(), round(scale, 4), dpr)
    found = _bodies.get(full)
    if found is not None:
        _bodies.move_to_end(full)
        return found
    pixmap = QPixmap(max(1, math.ceil(bounds.width() * device)),
                     max(1, math.ceil(bounds.height() * device)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform
                           | QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    painter.translate(-bounds.x(), -bounds.y())
    draw(painter, next((s for s in STEPS if s >= device), STEPS[-1]))
    painter.end()
    _bodies[full] = pixmap
    while len(_bodies) > MAX_BODIES:
        _bodies.popitem(last=False)
    return pixmap


def clear() -> None:
    _bodies.clear()


keeps_bodies(clear)
