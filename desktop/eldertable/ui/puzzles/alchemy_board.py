"""The alchemy board's geometry and drawing: the setup tile, the pieces, the pile, the
discard tray and the completion die (a part of :class:`~.alchemy_view.AlchemyView`).

The tile's centre is the scene's origin; edge ``i`` faces the direction ``i * 360 / n``
degrees clockwise from straight up. A piece is drawn as if it lay on the top edge and is
turned about the tile's centre by its edge's angle, its shape side toward the tile.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen,
                           QPolygonF)

from . import art

APOTHEM = 150.0  # centre to edge of the setup tile
DEPTH = 72.0  # how far a piece stands out from its edge
GAP = 3.0
PILE = QPointF(-400.0, -150.0)
TRAY = QRectF(300.0, 40.0, 220.0, 140.0)
DIE = QRectF(330.0, -200.0, 150.0, 150.0)

class AlchemyBoard:
    """Mixed into the view: needs ``self.n``, ``self.half``, ``self.obs``, ``self.pieces``
    and ``self._slot_of``."""

    # ------------------------------------------------------------------ geometry

    def angle(self, slot: int) -> float:
        return slot * 360.0 / self.n

    def piece_path(self) -> QPainterPath:
        """The piece on the top edge, in tile coordinates, with a small gap around it."""
        t = math.tan(self.half)
        inner, outer = APOTHEM + GAP, APOTHEM + DEPTH
        hi, ho = inner * t - GAP * 1.6, outer * t - GAP * 1.6
        poly = QPolygonF([QPointF(-hi, -inner), QPointF(hi, -inner), QPointF(ho, -outer),
                          QPointF(-ho, -outer)])
        path = QPainterPath()
        path.addPolygon(poly)
        path.closeSubpath()
        return path

    def tile_path(self) -> QPainterPath:
        radius = APOTHEM / math.cos(self.half)
        pts = []
        for k in range(self.n):
            a = math.radians(self.angle(k)) + self.half
            pts.append(QPointF(radius * math.sin(a), -radius * math.cos(a)))
        path = QPainterPath()
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
        return path

    def slot_at(self, p: QPointF) -> int | None:
        r = math.hypot(p.x(), p.y())
        if not APOTHEM * 0.75 <= r <= (APOTHEM + DEPTH) * 1.4:
            return None
        phi = math.degrees(math.atan2(p.x(), -p.y())) % 360.0
        return int(round(phi / (360.0 / self.n))) % self.n

    def _pile_pos(self) -> QPointF:
        # item position that puts a piece drawn on the top edge onto the pile
        return PILE + QPointF(0.0, APOTHEM + DEPTH / 2)

    @staticmethod
    def _tray_outline() -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(TRAY, 22, 22)
        return path

    def _tray_pos(self) -> QPointF:
        return TRAY.center() + QPointF(0.0, APOTHEM + DEPTH / 2)

    # ------------------------------------------------------------------ drawing

    def _draw_tile(self, painter: QPainter, rect: QRectF) -> None:
        path = self.tile_path()
        art.paint(painter, "tile-stone.svg", path.boundingRect(), clip=path)
        painter.setPen(QPen(QColor("#c9a95a"), 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        s = APOTHEM * 1.2
        art.paint(painter, self.seal, QRectF(-s / 2, -s / 2, s, s))
        obs = self.obs
        for i, shape in enumerate(obs["edges"]):
            painter.save()
            painter.rotate(self.angle(i))
            art.paint(painter, f"shape-{shape}.svg", QRectF(-17, -APOTHEM + 8, 34, 34))
            painter.restore()

    def _draw_piece(self, painter: QPainter, piece: str, shape: str) -> None:
        path = self.piece_path()
        item = self.pieces.get(piece)
        face_up = getattr(item, "face_up", True)
        box = path.boundingRect()
        art.paint(painter, "piece-face.svg" if face_up else "piece-back.svg", box, clip=path)
        painter.setPen(QPen(QColor("#3b2a14"), 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        if face_up:
            y = -APOTHEM - GAP
            # the coloured band along the shape edge
            band = QPainterPath()
            t = math.tan(self.half)
            h0, h1 = (APOTHEM + GAP) * t - GAP * 1.6, (APOTHEM + 16) * t - GAP * 1.6
            band.addPolygon(QPolygonF([QPointF(-h0, y), QPointF(h0, y), QPointF(h1, -APOTHEM - 16),
                                       QPointF(-h1, -APOTHEM - 16)]))
            painter.fillPath(band, QColor(0, 0, 0, 40))
            art.paint(painter, f"shape-{shape}.svg", QRectF(-20, y - 44, 40, 40))
            slot = self._slot_of(piece)
            if slot is not None and self.obs["slots"][slot]["correct"]:
                painter.setPen(QPen(QColor("#7ed492"), 5, Qt.PenStyle.SolidLine,
                                    Qt.PenCapStyle.RoundCap))
                painter.drawLine(QPointF(-h0 + 6, y - 3), QPointF(h0 - 6, y - 3))

    def _draw_pile(self, painter: QPainter, rect: QRectF) -> None:
        obs = self.obs
        count = obs["pile_count"]
        for k in range(min(count, 6)):
            box = QRectF(PILE.x() - 60 + k * 3, PILE.y() - 30 - k * 4, 120, 56)
            clip = QPainterPath()
            clip.addRoundedRect(box, 6, 6)
            art.paint(painter, "piece-back.svg", box, clip=clip)
            painter.setPen(QPen(QColor("#241013"), 2))
            painter.drawPath(clip)
        painter.setPen(QColor("#f1dfa8"))
        font = QFont()
        font.setPixelSize(20)
        painter.setFont(font)
        pile = QCoreApplication.translate("AlchemyView", "Pile: {n}").format(n=count)
        painter.drawText(QRectF(PILE.x() - 80, PILE.y() + 40, 160, 30),
                         Qt.AlignmentFlag.AlignCenter, pile)

    def _draw_tray(self, painter: QPainter, rect: QRectF) -> None:
        rect = TRAY
        art.paint(painter, "discard-tray.svg", rect)
        obs = self.obs
        aside = obs["set_aside"]
        for k, p in enumerate(aside[:6]):
            x = rect.left() + 30 + (k % 3) * 58
            y = rect.top() + 28 + (k // 3) * 46
            art.paint(painter, f"shape-{p['shape']}.svg", QRectF(x, y, 40, 40))
        painter.setPen(QColor("#f1dfa8"))
        font = QFont()
        font.setPixelSize(18)
        painter.setFont(font)
        painter.drawText(QRectF(rect.left() - 40, rect.bottom() + 4, rect.width() + 80, 28),
                         Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate(
                             "AlchemyView", "Drop here to replace (2 actions)"))

    def _draw_die(self, painter: QPainter, rect: QRectF) -> None:
        obs = self.obs
        if obs["roll"] is None:
            return
        passed = obs["passed"]
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, QColor("#f6efe0"))
        grad.setColorAt(1, QColor("#b9ab8c"))
        kite = QPolygonF([QPointF(rect.center().x(), rect.top()),
                          QPointF(rect.right(), rect.center().y() - 10),
                          QPointF(rect.center().x(), rect.bottom()),
                          QPointF(rect.left(), rect.center().y() - 10)])
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor("#4a9a5a") if passed else QColor("#b5322b"), 6))
        painter.drawPolygon(kite)
        font = QFont()
        font.setPixelSize(54)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#221a10"))
        painter.drawText(rect.adjusted(0, -14, 0, 0), Qt.AlignmentFlag.AlignCenter,
                         str(obs["roll"]))
