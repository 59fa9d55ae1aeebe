"""The drag gesture of the Magnum Opus table: the card tables' (a drop counts for the zone
under the cursor, :mod:`..cardtable.drag`), and a refused drop explained in the table's words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from ..cardtable import drag


class ZoneDrag(drag.ZoneDrag):
    def _release(self, event) -> bool:
        """As the shell's, but a refused drop is explained by the view in its own words."""
        piece, moves = self.piece, self.moves
        if not self.dragging or piece is None:
            return super()._release(event)
        target = self._target_at(event.position().toPoint(), piece)
        if target is not None and target.piece_id in moves:
            return super()._release(event)
        self._highlight(False)
        self.piece = None
        self.dragging = False
        piece.setZValue(0)
        if piece.draggable:
            piece.setCursor(Qt.CursorShape.OpenHandCursor)
        if target is not None:
            self.view.message.emit(self.view.refusal(piece.piece_id, target.piece_id))
        else:
            self.view.message.emit(
                QCoreApplication.translate("TableView", "Drop it on a highlighted place."))
        self._animate_back(piece)
        return True
