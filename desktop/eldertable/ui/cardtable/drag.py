"""The drag gesture of the card tables: a drop counts for the zone under the cursor.

The shell's :class:`~eldertable.ui.table_base.DragInteraction` drops on the topmost piece.
On the card tables pieces lie inside zones (a card on the Magnum Opus Table, a Clue inside
the Stone place; a card on the Library, an investigator on Campus Park), so a drop on such a
piece counts for the zone it lies in when the piece itself is no legal target.
"""

from __future__ import annotations

from ..table_base import DragInteraction, Piece


class ZoneDrag(DragInteraction):
    def _press(self, event) -> bool:
        pacer = getattr(self.view, "pacer", None)
        if pacer is not None and pacer.busy() and self._piece_at(
                event.position().toPoint()) is not None:
            pacer.flush()  # the table catches up before a piece is taken
        return super()._press(event)

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
