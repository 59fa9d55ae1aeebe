"""What every piece on the card tables has: a tooltip with its full words (HTML, every
word escaped by the caller: :mod:`..plaintext`), the zone a drop on
it counts for (:mod:`.drag`), and the "playable now" light and the dimmed look as flags that
the table's own pieces paint."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF

from ..plaintext import rich
from ..table_base import Piece


class ZonePiece(Piece):
    def __init__(self, piece_id: str, size: QSizeF, draggable: bool = False,
                 tooltip: str = "", zone: str | None = None):
        super().__init__(piece_id, size, draggable=draggable)
        self.lit = False
        self.dim = False
        self.zone = zone  # the zone a drop on this piece counts for
        if tooltip:  # HTML whose words are escaped (plaintext.escape); shown as rich text
            self.setToolTip(rich(tooltip))

    def set_lit(self, on: bool) -> None:
        if on != self.lit:
            self.lit = on
            self.update()

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())
