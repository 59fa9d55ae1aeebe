"""The drag gesture of the Miskatonic table: a drop counts for the place under the cursor.

The shell's :class:`~eldertable.ui.table_base.DragInteraction` drops on the topmost piece.
Here cards and investigators lie inside places (a card on the Library, an investigator on
Campus Park, a book in the Study), so a drop on such a piece counts for the place it lies in
when the piece itself is no legal target (an item dropped on an investigator counts for the
investigator). A click likewise goes to the topmost piece that can be clicked now.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ..table_base import DragInteraction, Piece


class PlaceDrag(DragInteraction):
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
        piece, was_drag, start = self.piece, self.dragging, QPointF(self.start)
        done = super()._release(event)
        if not was_drag:  # a click on a piece caught mid-glide: it goes where it was going
            try:
                if piece.scene() is not None and piece.pos() != start:
                    piece.setPos(start)
            except RuntimeError:
                pass  # the click was a move: the table was rebuilt
        return done
