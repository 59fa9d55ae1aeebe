"""The drag gesture of the Magnum Opus table: a drop counts for the zone under the cursor.

The shell's :class:`~eldertable.ui.table_base.DragInteraction` drops on the topmost piece.
Here cards lie inside zones (a card on the Table, a Clue inside the Stone place), so a drop
on such a card counts for the zone it lies in when the card itself is no legal place.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from ..table_base import DragInteraction, Piece


class ZoneDrag(DragInteraction):
    def _target_at(self, view_pos, moving: Piece) -> Piece | None:
        first = None
        for item in self.view.items(view_pos):
            if not isinstance(item, Piece) or item is moving:
                continue
            for target in (item.piece_id, getattr(item, "zone", None)):
                if target is not None and target in self.moves:
                    return self.view.pieces.get(target, item)
            if first is None:
                first = item
        if first is not None and getattr(first, "zone", None) in self.view.pieces:
            return self.view.pieces[first.zone]
        return first

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
