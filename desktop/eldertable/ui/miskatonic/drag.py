"""The drag gesture of the Miskatonic table: a drop counts for the place under the cursor.

Cards and investigators lie inside places (a card on the Library, an investigator on Campus
Park, a book in the Study), so a drop on such a piece counts for the place it lies in when
the piece itself is no legal target (an item dropped on an investigator counts for the
investigator): the card tables' :class:`~..cardtable.drag.ZoneDrag`. A click likewise goes to
the topmost piece that can be clicked now, and a press ends any glide.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ..cardtable.drag import ZoneDrag
from ..table_base import Piece


class PlaceDrag(ZoneDrag):
    def _press(self, event) -> bool:
        """A press ends any glide: the piece under the cursor stays there (a drag that
        comes to nothing takes it to where it was going), the others arrive at once."""
        motion = getattr(self.view, "motion", None)
        if motion is None or not motion.running():
            return super()._press(event)
        pressed = self._piece_at(event.position().toPoint())
        end = motion.finish(keep=pressed)
        taken = super()._press(event)
        if end is not None:
            if taken and self.piece is pressed:
                self.start = end
            else:
                pressed.setPos(end)
        return taken

    def _piece_at(self, view_pos) -> Piece | None:
        """The topmost piece that can be dragged or clicked now, else the topmost piece: a
        click on a location counts through the cards and investigators lying on it."""
        first = None
        for item in self.view.items(view_pos):
            if not isinstance(item, Piece):
                continue
            if first is None:
                first = item
            if item.draggable or None in self.view.moves_for(item.piece_id):
                return item
        return first

    def _release(self, event) -> bool:
        piece, was_drag, start = self.piece, self.dragging, QPointF(self.start)
        done = super()._release(event)
        if not was_drag:  # a click on a piece caught mid-glide: it goes where it was going
            try:
                if piece.scene() is not None and piece.pos() != start:
                    piece.setPos(start)
            except RuntimeError:
                pass  # the click was a move: the table was rebuilt
        return done
