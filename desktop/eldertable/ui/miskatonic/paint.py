"""Drawing helpers shared by the pieces: our SVG pictures at the zoom they are seen at, words
that shrink to fit their box, numbers that read on any background, and dice."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen,
                           QPixmap)

from ...resources import MissingResources, asset
from ..art import svg_pixmap
from ..dicetray import paint_die

ART = "art/miskatonic"
STEPS = (0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)  # few pixmap sizes: the cache stays small
INK = QColor("#1b1512")
PAPER = QColor("#f3e9cf")
GOLD = QColor("#d9b56a")
DROP = QColor("#f2c14e")  # a legal place while dragging
LIT = QColor("#7cc8ff")  # can be played or clicked now
NOW = QColor("#ff8a3c")  # being resolved now


def art(name: str) -> str:
    """The asset path of one of our Miskatonic pictures."""
    return f"{ART}/{name}.svg"


def ratio_for(painter: QPainter, widget=None) -> float:
    """The pixel ratio the painter draws at now, rounded up to a cached step."""
    scale = abs(painter.worldTransform().m11()) or abs(painter.worldTransform().m12())
    ratio = scale * (widget.devicePixelRatioF() if widget is not None else 1.0)
    return next((s for s in STEPS if s >= ratio), STEPS[-1])


def draw_svg(painter: QPainter, picture: str, rect: QRectF, ratio: float) -> bool:
    pixmap = svg_pixmap(picture, QSize(max(1, round(rect.width())),
                                       max(1, round(rect.height()))), ratio)
    if pixmap is None:
        return False
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
    return True


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


def frac(rect: QRectF, x: float, y: float, w: float, h: float) -> QRectF:
    return QRectF(rect.x() + x * rect.width(), rect.y() + y * rect.height(),
                  w * rect.width(), h * rect.height())


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, int(round(px))))
    f.setBold(bold)
    return f


@lru_cache(maxsize=4096)
def _fit(text: str, width: float, height: float, top: float, bottom: float,
         bold: bool) -> float:
    """The largest pixel size from ``top`` down to ``bottom`` at which ``text`` fits."""
    px = top
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    while px > bottom:
        box = QFontMetricsF(font(px, bold)).boundingRect(QRectF(0, 0, width, 10_000), flags, text)
        if box.height() <= height and box.width() <= width + 0.5:
            return px
        px -= max(0.5, px * 0.08)
    return bottom


def fit_text(painter: QPainter, rect: QRectF, text: str, color: QColor, top: float,
             bottom: float, bold: bool = False, align=Qt.AlignmentFlag.AlignCenter) -> None:
    """Write ``text`` wrapped inside ``rect`` as large as fits (never below ``bottom``)."""
    if not text or rect.width() <= 1 or rect.height() <= 1:
        return
    px = _fit(text, round(rect.width(), 1), round(rect.height(), 1), round(top, 1),
              round(bottom, 1), bold)
    painter.save()
    painter.setClipRect(rect.adjusted(-1, -1, 1, 1))
    painter.setFont(font(px, bold))
    painter.setPen(color)
    painter.drawText(rect, int(align | Qt.TextFlag.TextWordWrap), text)
    painter.restore()


def outlined_number(painter: QPainter, center: QPointF, text: str, px: float,
                    fill: QColor = PAPER, edge: QColor = INK) -> None:
    """A number that reads on any picture: light fill, dark outline."""
    f = font(px, bold=True)
    metrics = QFontMetricsF(f)
    path = QPainterPath()
    path.addText(center.x() - metrics.horizontalAdvance(text) / 2,
                 center.y() + (metrics.ascent() - metrics.descent()) / 2, f, text)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.strokePath(path, QPen(edge, max(1.5, px / 4), Qt.PenStyle.SolidLine,
                                  Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.fillPath(path, QBrush(fill))
    painter.restore()


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
