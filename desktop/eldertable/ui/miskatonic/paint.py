"""Drawing helpers shared by the pieces: the card tables' (:mod:`..cardtable.cardpaint`: our
SVG pictures at the zoom they are seen at, words that shrink to fit their box, numbers that
read on any background) in the Miskatonic colours, stretched pictures, badges and dice."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from ...resources import MissingResources, asset
from ..cardtable import cardpaint
from ..cardtable.cardpaint import draw_svg, fit_text, frac, ratio_for  # noqa: F401 - the pieces'
from ..dicetray import paint_die

ART = "art/miskatonic"
INK = QColor("#1b1512")
PAPER = QColor("#f3e9cf")
GOLD = QColor("#d9b56a")
DROP = QColor("#f2c14e")  # a legal place while dragging
LIT = QColor("#7cc8ff")  # can be played or clicked now
NOW = QColor("#ff8a3c")  # being resolved now


def art(name: str) -> str:
    """The asset path of one of our Miskatonic pictures."""
    return f"{ART}/{name}.svg"


@lru_cache(maxsize=64)
def _stretched(picture: str, width: int, height: int, ratio: float) -> QPixmap | None:
    from PySide6.QtSvg import QSvgRenderer

    try:
        path = asset(*picture.split("/"))
    except MissingResources:
        return None
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        return None
    renderer.setAspectRatioMode(Qt.AspectRatioMode.IgnoreAspectRatio)
    pixmap = QPixmap(QSize(round(width * ratio), round(height * ratio)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def draw_stretched(painter: QPainter, picture: str, rect: QRectF, ratio: float) -> bool:
    """A picture filling ``rect`` whatever its proportions (name plates, the board)."""
    pixmap = _stretched(picture, max(1, round(rect.width())), max(1, round(rect.height())),
                        ratio)
    if pixmap is None:
        return False
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
    return True


@lru_cache(maxsize=16)
def _aspect(picture: str) -> float:
    """A picture's own width over its height (0 when it cannot be read)."""
    from PySide6.QtSvg import QSvgRenderer

    try:
        path = asset(*picture.split("/"))
    except MissingResources:
        return 0.0
    size = QSvgRenderer(str(path)).defaultSize()
    return size.width() / size.height() if size.height() > 0 else 0.0


#: the share of a name plate's own width that each of its ends takes (past its dot)
PLATE_END = 0.125


def draw_plate(painter: QPainter, picture: str, rect: QRectF, ratio: float) -> bool:
    """A name plate of any width: its two ends keep their own shape and only the middle
    stretches. (Stretched whole across a wide panel, the dot at its left end had grown
    into a bar under the first letters of the title, issue 25: "迎战奈亚拉托提普".)"""
    aspect = _aspect(picture)
    h = rect.height()
    own = h * aspect
    if aspect <= 0 or rect.width() <= own * 1.02:
        return draw_stretched(painter, picture, rect, ratio)
    pixmap = _stretched(picture, max(1, round(own)), max(1, round(h)), ratio)
    if pixmap is None:
        return False
    pw, ph = pixmap.width(), pixmap.height()
    end, src = own * PLATE_END, pw * PLATE_END
    x, y, w = rect.x(), rect.y(), rect.width()
    painter.drawPixmap(QRectF(x, y, end, h), pixmap, QRectF(0, 0, src, ph))
    painter.drawPixmap(QRectF(x + end, y, w - 2 * end, h), pixmap,
                       QRectF(src, 0, pw - 2 * src, ph))
    painter.drawPixmap(QRectF(x + w - end, y, end, h), pixmap, QRectF(pw - src, 0, src, ph))
    return True


def outlined_number(painter: QPainter, center: QPointF, text: str, px: float,
                    fill: QColor = PAPER, edge: QColor = INK) -> None:
    """A number that reads on any picture: light fill, dark outline."""
    cardpaint.outlined_number(painter, center, text, px, fill, edge)


def badge(painter: QPainter, rect: QRectF, icon: str, value: str, ratio: float) -> None:
    """An attribute or combat icon with its number on a round plate."""
    painter.save()
    painter.setPen(QPen(INK, max(1.0, rect.width() / 24)))
    painter.setBrush(QColor(243, 233, 207, 235))
    painter.drawEllipse(rect)
    painter.restore()
    inner = rect.adjusted(rect.width() * 0.14, rect.height() * 0.14, -rect.width() * 0.14,
                          -rect.height() * 0.14)
    draw_svg(painter, art(icon), inner, ratio)
    outlined_number(painter, QPointF(rect.right() - rect.width() * 0.12,
                                     rect.bottom() - rect.height() * 0.16), value,
                    rect.height() * 0.55)


def dice_row(painter: QPainter, rect: QRectF, faces: list[int], success: int = 5,
             max_size: float = 34.0) -> None:
    """A row of d6 from the left of ``rect``; faces of ``success`` or more ringed in gold."""
    if not faces:
        return
    gap = 5.0
    size = min(max_size, rect.height(), (rect.width() + gap) / len(faces) - gap)
    size = max(size, 6.0)
    for i, face in enumerate(faces):
        box = QRectF(rect.x() + i * (size + gap), rect.y() + (rect.height() - size) / 2,
                     size, size)
        paint_die(painter, box, int(face), 6, fresh=True)
        if face >= success:
            painter.save()
            painter.setPen(QPen(DROP, max(2.0, size / 10)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(-2, -2, 2, 2), size / 5, size / 5)
            painter.restore()


def successes(faces: list[int] | None) -> int:
    return sum(1 for f in faces or () if f >= 5)
